/**
 * Card definitions as the rules read them (seed §8.1): what every death check, aura refresh and
 * trigger reads of a definition (its stats, keywords, abilities by trigger) is worked out once per
 * definition and found by card key in one lookup. Definitions are shared by every state of a duel
 * and never edited, so these are caches of plain data, never state of a game.
 */
import type { Ability, Keyword, Trigger } from "./data/types.js";
import type { CardDef, State } from "./model.js";

/** Abilities of a definition, one list per trigger (an empty list when it has none). */
export type AbilitiesByTrigger = { readonly [T in Trigger]: readonly Ability[] };

/** A card definition with what the rules read of it worked out. */
export interface Definition {
  readonly def: CardDef;
  /** Printed attack and HP (0 when absent). */
  readonly atk: number;
  readonly hp: number;
  /** Its own creature keywords, in order (a spell's SECRET is `secret`). */
  readonly keywords: readonly Keyword[];
  /** A Secret (a spell with the SECRET keyword): played face down, its trigger answers the opponent. */
  readonly secret: boolean;
  /** Its abilities of each trigger, in order. */
  readonly on: AbilitiesByTrigger;
  /** True when it has an aura (a CONTINUOUS ability). */
  readonly aura: boolean;
}

const NONE: readonly Ability[] = [];
const NO_KEYWORDS: readonly Keyword[] = [];

function byTrigger(abilities: readonly Ability[]): AbilitiesByTrigger {
  // Every trigger present, in one order: one shape for every definition.
  const on: Record<Trigger, readonly Ability[]> = {
    ON_PLAY: NONE,
    ON_DEATH: NONE,
    ON_TURN_START: NONE,
    ON_TURN_END: NONE,
    ON_DAMAGE_TAKEN: NONE,
    ON_ATTACK: NONE,
    ON_ALLY_SUMMONED: NONE,
    ON_SPELL_CAST: NONE,
    CONTINUOUS: NONE,
    MANUAL: NONE,
    SECRET_ATTACK: NONE,
    SECRET_SPELL: NONE,
    SECRET_SUMMON: NONE,
  };
  // A hand-written definition may name a trigger the rules do not know: it never fires.
  for (const ab of abilities) if (Object.hasOwn(on, ab.trigger)) on[ab.trigger] = [...on[ab.trigger], ab];
  return on;
}

function prepare(def: CardDef): Definition {
  const on = byTrigger(def.abilities ?? NONE);
  const printed = def.keywords ?? NO_KEYWORDS;
  const secret = printed.includes("SECRET");
  return {
    def,
    atk: def.atk ?? 0,
    hp: def.hp ?? 0,
    keywords: secret ? (printed.filter((k) => k !== "SECRET") as Keyword[]) : (printed as readonly Keyword[]),
    secret,
    on,
    aura: on.CONTINUOUS.length > 0,
  };
}

const prepared = new WeakMap<CardDef, Definition>();

/** `def` with what the rules read of it worked out (once per definition object). */
export function definition(def: CardDef): Definition {
  let out = prepared.get(def);
  if (out === undefined) {
    out = prepare(def);
    prepared.set(def, out);
  }
  return out;
}

/** The definitions of one `cards` table, by key, and whether any of them has an aura. */
interface Table {
  readonly byKey: ReadonlyMap<string, Definition>;
  readonly anyAura: boolean;
}

function tableOf(defs: Iterable<readonly [string, CardDef]>): Table {
  const byKey = new Map<string, Definition>();
  let anyAura = false;
  for (const [key, def] of defs) {
    const d = definition(def);
    byKey.set(key, d);
    anyAura ||= d.aura;
  }
  return { byKey, anyAura };
}

const tables = new WeakMap<object, Table>();
let lastCards: object | undefined;
let lastTable: Table = { byKey: new Map(), anyAura: false };

/** Records the definitions of the table `cards` made from `defs` (never edited afterwards). */
export function rememberDefinitions(cards: State["cards"], defs: ReadonlyMap<string, CardDef>): void {
  tables.set(cards, tableOf(defs));
}

/**
 * The definitions of a `cards` table (its own keys only), worked out once per table: the table
 * is shared by every state of a duel, and reading a Map by card key is several times faster
 * than reading an object of some forty keys by a variable key.
 */
function table(cards: State["cards"]): Table {
  if (cards === lastCards) return lastTable;
  let t = tables.get(cards);
  if (t === undefined) {
    t = tableOf(Object.entries(cards));
    tables.set(cards, t);
  }
  lastCards = cards;
  lastTable = t;
  return t;
}

/** The definition of a card or token key; an unknown key reads as a blank 0/0 creature (it dies at once). */
export function definitionOf(s: Pick<State, "cards">, key: string): Definition {
  return table(s.cards).byKey.get(key) ?? prepare({ id: key, type: "CREATURE", atk: 0, hp: 0 });
}

/** A card or token definition; an unknown key reads as a blank 0/0 creature (it dies at once). */
export function defOf(s: Pick<State, "cards">, key: string): CardDef {
  return definitionOf(s, key).def;
}

/** The abilities of a card or token key with this trigger, in order. */
export function abilitiesOf(s: Pick<State, "cards">, key: string, trigger: Trigger): readonly Ability[] {
  return definitionOf(s, key).on[trigger];
}

/**
 * The class a Secret shows its opponent (RULES.md §16): its card's first faction, NEUTRAL for a
 * card that names none (a scenario's).
 */
export function factionOf(def: CardDef): string {
  return def.factions?.[0] ?? "NEUTRAL";
}

/** True when some definition of the duel has an aura (when none does, no aura is ever in play). */
export function anyAuraCard(s: Pick<State, "cards">): boolean {
  return table(s.cards).anyAura;
}
