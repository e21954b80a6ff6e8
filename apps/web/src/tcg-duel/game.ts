/**
 * The duel's client plumbing, no rules: starting a duel, walking the engine's legal intents pair by
 * pair while the player picks targets, telling events in words, and the saved duel a reload
 * replays through the engine.
 * @module
 */
import {
  type Action,
  type BotLevel,
  type Deck,
  type DuelView,
  type GameEvent,
  heroId,
  type PlayerId,
  parseAction,
  viewEvents,
} from "@engines/lgc-tcg";
import type { Locale } from "../i18n/index.js";
import { cardName, factionName, heroClasses } from "../tcg/data.js";
import { parseLibraryDeck } from "../tcg/deck-store.js";
import type { DuelMessages } from "./messages.js";

/** The human's seat and the bot's. */
export const ME: PlayerId = "A";
export const BOT: PlayerId = "B";

/** A sentence, written when shown so a language switch rewrites the log. */
export type Say = (m: DuelMessages) => string;

/** What the human is doing: choosing targets for an intent. */
export interface Pending {
  /** The legal intents still compatible with the choices made so far (all of one kind and source). */
  readonly options: readonly Action[];
  /** Targets chosen so far ("SIDE:KIND" → entity). */
  readonly chosen: Readonly<Record<string, string>>;
  readonly label: string;
}

/** An intent's targets ("SIDE:KIND" → entity), empty for an intent without any. */
export const targetsOf = (a: Action): Readonly<Record<string, string>> =>
  a.type === "PLAY_CARD" || a.type === "HERO_POWER" || a.type === "ACTIVATE" ? (a.targets ?? {}) : {};

/** The next target pair still to choose among the pending intents, and the entities offered for it. */
export function nextChoice(p: Pending): { key: string; entities: string[] } | null {
  for (const a of p.options) {
    for (const key of Object.keys(targetsOf(a))) {
      if (key in p.chosen) continue;
      const entities = [
        ...new Set(p.options.map((o) => targetsOf(o)[key]).filter((x): x is string => x !== undefined)),
      ];
      return { key, entities };
    }
  }
  return null;
}

/** A target pair in words: "ANY:ANY" → "any character". */
export function keyText(m: DuelMessages, key: string): string {
  const [side = "", kind = ""] = key.split(":");
  return m.targetKey(m.side[side] ?? side, m.kind[kind] ?? kind);
}

/**
 * Names an entity as the human sees it: the heroes by seat, cards by name, looked up in the views
 * before the events (a creature that just died) and after (one that just arrived).
 */
function namer(before: DuelView, after: DuelView): (m: DuelMessages, id: string) => string {
  return (m, id) => {
    if (id === heroId("A")) return m.heroOf("A");
    if (id === heroId("B")) return m.heroOf("B");
    for (const v of [before, after])
      for (const side of [v.players.A, v.players.B]) {
        const c = side.board.find((x) => x.id === id) ?? side.permanents.find((x) => x.id === id);
        if (c) {
          const def = v.cards[c.card];
          return def ? cardName(def, m.lang as Locale) : c.card;
        }
      }
    return id;
  };
}

/**
 * The log lines of one step, newest last, from the events the seat may see (every event when
 * `reveal`: the sandbox shows both sides).
 */
export function describeEvents(
  events: readonly GameEvent[],
  before: DuelView,
  after: DuelView,
  seating: { readonly seat: PlayerId; readonly reveal: boolean } = { seat: ME, reveal: false },
): Say[] {
  const name = namer(before, after);
  // Card names in the language of the messages the line is said in (issue 30).
  const card = (m: DuelMessages, def: string) => {
    const d = after.cards[def] ?? before.cards[def];
    return d ? cardName(d, m.lang as Locale) : def;
  };
  const out: Say[] = [];
  const seen = seating.reveal ? events : (viewEvents(events, seating.seat) as GameEvent[]);
  for (const e of seen) {
    switch (e.type) {
      case "turnStarted":
        out.push((m) => m.turnStarted(e.turn, e.player, e.ferveur));
        break;
      case "drew":
        out.push((m) =>
          m.drew(
            e.player,
            e.def === undefined
              ? null
              : after.cards[e.def]
                ? cardName(after.cards[e.def]!, m.lang as Locale)
                : m.aCard,
          ),
        );
        break;
      case "played":
        out.push((m) => m.played(e.player, card(m, e.def), e.cost));
        break;
      case "attacked":
        out.push((m) => m.attacked(name(m, e.attacker), name(m, e.target)));
        break;
      case "damaged":
        out.push((m) => m.damaged(name(m, e.target), e.amount));
        break;
      case "healed":
        out.push((m) => m.healed(name(m, e.target), e.amount));
        break;
      case "died":
        out.push((m) => m.died(card(m, e.def)));
        break;
      case "heroPowerUsed":
        out.push((m) => m.heroPowerUsed(e.player));
        break;
      case "summoned":
        out.push((m) => m.summoned(card(m, e.def)));
        break;
      case "fatigue":
        out.push((m) => m.fatigue(e.player, e.amount));
        break;
      case "gameOver":
        out.push((m) => m.gameOver(e.winner));
        break;
      // An opponent's Secret reaches this seat as its player and class only (viewEvents).
      case "secretPlaced":
        out.push((m) => m.secretPlaced(e.player, factionName(e.faction, m.lang as Locale)));
        break;
      case "secretRevealed":
        out.push((m) => m.secretRevealed(e.player, card(m, e.def), m.secretWhen[e.trigger] ?? ""));
        break;
      case "countered":
        out.push((m) => m.countered(card(m, e.def)));
        break;
    }
  }
  return out;
}

/** The card the bot shows face up after `events`: the last it played, until its next turn. */
export function botPlayedAfter(events: readonly GameEvent[], shown: string | null): string | null {
  let card = shown;
  for (const e of events) {
    if (e.type === "turnStarted" && e.player === BOT) card = null;
    if (e.type === "played" && e.player === BOT) card = e.def;
  }
  return card;
}

/** A Secret that went off: whose, its card (public once revealed) and what set it off. */
export interface Revealed {
  readonly player: PlayerId;
  readonly def: string;
  readonly trigger: string;
}

/**
 * The Secrets shown as just revealed after `events`: those revealed since the last turn started
 * (two can go off on one event), kept until the next turn starts so the cue can be read.
 */
export function revealedAfter(
  events: readonly { readonly type: string }[],
  shown: readonly Revealed[],
): readonly Revealed[] {
  let out = shown;
  for (const e of events) {
    if (e.type === "turnStarted") out = [];
    if (e.type === "secretRevealed") {
      const r = e as unknown as Revealed;
      out = [...out, { player: r.player, def: r.def, trigger: r.trigger }];
    }
  }
  return out;
}

/** The bot's deck: the starter deck, or a deck of its class drawn from the duel's seed. */
export type BotDeck = "starter" | "class";

/** A duel as local storage keeps it: how it started and every action since, both seats'. */
export interface SavedDuel {
  readonly seed: number;
  readonly classes: readonly [string, string];
  readonly level: BotLevel;
  readonly actions: readonly Action[];
  /** How many choices the bot has made: its next one uses seed + botStep + 1. */
  readonly botStep: number;
  /** The deck seat A plays, when not the starter deck: its id in the deck library and a copy. */
  readonly deck?: { readonly id: string; readonly deck: Deck };
  /** The bot's deck (absent: the starter deck). */
  readonly botDeck?: BotDeck;
}

/** How many log lines the duel keeps, newest first. */
export const LOG_LINES = 80;

/** The storage key of the duel in progress. */
export const SAVED_DUEL_KEY = "tcg-duel:game";

const isClass = (x: unknown): x is string =>
  typeof x === "string" && (heroClasses as readonly string[]).includes(x);

/** Reads a saved duel; null when it is not one (actions are checked again when replayed). */
export function parseSavedDuel(x: unknown): SavedDuel | null {
  if (typeof x !== "object" || x === null) return null;
  const r = x as Record<string, unknown>;
  const classes = r.classes as unknown[];
  if (!Number.isInteger(r.seed) || !Number.isInteger(r.botStep)) return null;
  if (!Array.isArray(classes) || classes.length !== 2 || !classes.every(isClass)) return null;
  if (r.level !== "greedy" && r.level !== "random") return null;
  if (!Array.isArray(r.actions)) return null;
  const actions: Action[] = [];
  for (const a of r.actions) {
    const parsed = parseAction(a);
    if (typeof parsed === "string") return null;
    actions.push(parsed);
  }
  // The deck as the deck library keeps it, read by shape (see newGame in start.ts).
  const deck = parseLibraryDeck(r.deck);
  return {
    seed: r.seed as number,
    classes: [classes[0] as string, classes[1] as string],
    level: r.level,
    actions,
    botStep: r.botStep as number,
    ...(deck ? { deck } : {}),
    ...(r.botDeck === "class" ? { botDeck: "class" as const } : {}),
  };
}
