/**
 * The primitive actions: the sixteen of seed §8.2 and the class mechanics of §11.2 (RESURRECT,
 * STEAL, COUNTER). Each is a pure function of the state, its resolved targets and its parameters,
 * returning the events that describe what it does (and the RNG after any random draw);
 * `effects.ts` applies those events. Nothing here edits a state.
 */
import { nextInt, type Rng } from "@core/engine";
import type { ActionKind, Keyword, ParamsOf, SelectorFilter } from "./data/types.js";
import { defOf } from "./definitions.js";
import type { GameEvent, PlayerId, State } from "./model.js";
import { DEFAULT_RULES, rulesOf } from "./rules.js";
import { passesCard } from "./selectors.js";
import { type Draft, find } from "./state.js";
import { baseStats, hasKeyword } from "./stats.js";

type S = State | Draft;

/** Board and hand limits and the Ferveur cap (§1) of the bundled rules.json; a duel reads its own `rules`. */
export const MAX_CREATURES = DEFAULT_RULES.maxCreatures;
export const MAX_PERMANENTS = DEFAULT_RULES.maxPermanents;
export const MAX_HAND = DEFAULT_RULES.maxHand;
export const FERVEUR_CAP = DEFAULT_RULES.ferveurCap;

/** Who resolves the effect: the source entity (card instance, creature, permanent or hero) and its controller. */
export interface EffectContext {
  readonly source: string;
  readonly player: PlayerId;
  readonly rng: Rng;
  /** The entity or card whose action raised the trigger being resolved (a Secret's spell, attacker…). */
  readonly cause?: string;
}

/** What a primitive returns. */
export interface Outcome {
  readonly events: GameEvent[];
  readonly rng: Rng;
}

/** A primitive action: `(state, targets, params) => events` (§8.2). */
export type Primitive<A extends ActionKind> = (
  s: S,
  targets: readonly string[],
  params: ParamsOf<A>,
  ctx: EffectContext,
) => Outcome;

function done(events: GameEvent[], ctx: EffectContext): Outcome {
  return { events, rng: ctx.rng };
}

/** True when damage from `source` destroys the creatures it damages: a LETHAL creature in play. */
export function lethalSource(s: S, source: string): boolean {
  const f = find(s, source);
  return f !== null && f.zone === "board" && hasKeyword(s, f.creature, "LETHAL");
}

/**
 * The events of `amount` damage from `source` to one target: armor first on heroes (§1); on a
 * creature, DIVINE_SHIELD cancels the whole hit (and with it LETHAL and ON_DAMAGE_TAKEN); LETHAL
 * destroys a creature actually damaged; permanents are immune; a 0-damage hit does nothing.
 * `armorLeft` lets a caller dealing several hits to one hero track armor between them.
 */
export function damageEvents(
  s: S,
  source: string,
  target: string,
  amount: number,
  lethal: boolean,
  armorLeft?: number,
): GameEvent[] {
  if (amount <= 0) return [];
  const f = find(s, target);
  if (f === null) return [];
  if (f.zone === "hero") {
    const armor = Math.min(armorLeft ?? s.players[f.player].armor, amount);
    return [
      armor > 0
        ? { type: "damaged", target, amount, source, armor }
        : { type: "damaged", target, amount, source },
    ];
  }
  if (f.zone !== "board") return [];
  if (hasKeyword(s, f.creature, "DIVINE_SHIELD")) return [{ type: "shieldBroken", target, source }];
  const out: GameEvent[] = [{ type: "damaged", target, amount, source }];
  if (lethal) out.push({ type: "destroyed", target });
  return out;
}

function playerOf(s: S, target: string): PlayerId | null {
  const f = find(s, target);
  return f === null || f.zone !== "hero" ? null : f.player;
}

function onBoard(s: S, target: string): boolean {
  return find(s, target)?.zone === "board";
}

function inPlay(s: S, target: string): boolean {
  const z = find(s, target)?.zone;
  return z === "board" || z === "permanents";
}

/**
 * The draws of `count` cards by `player`: the top card goes to hand, or is discarded when the hand
 * already holds 10 (overdraw); an empty deck deals fatigue 1, 2, 3… (never reset), armor first.
 */
export function drawEvents(s: S, player: PlayerId, count: number): GameEvent[] {
  const p = s.players[player];
  const maxHand = rulesOf(s).maxHand;
  const out: GameEvent[] = [];
  let next = 0;
  let hand = p.hand.length;
  let fatigue = p.fatigue;
  let armor = p.armor;
  for (let k = 0; k < count; k++) {
    const card = p.deck[next];
    if (card !== undefined) {
      next++;
      if (hand >= maxHand) out.push({ type: "overdrew", player, card: card.id, def: card.card });
      else {
        hand++;
        out.push({ type: "drew", player, card: card.id, def: card.card });
      }
    } else {
      fatigue++;
      out.push({ type: "fatigue", player, amount: fatigue });
      const hit = damageEvents(s, "fatigue", `hero${player}`, fatigue, false, armor);
      for (const e of hit) if (e.type === "damaged") armor -= e.armor ?? 0;
      out.push(...hit);
    }
  }
  return out;
}

const dealDamage: Primitive<"DEAL_DAMAGE"> = (s, targets, params, ctx) => {
  const lethal = lethalSource(s, ctx.source);
  return done(
    targets.flatMap((t) => damageEvents(s, ctx.source, t, params.amount, lethal)),
    ctx,
  );
};

const heal: Primitive<"HEAL"> = (s, targets, params, ctx) => {
  const out: GameEvent[] = [];
  for (const target of targets) {
    const f = find(s, target);
    let amount = 0;
    if (f?.zone === "hero") amount = Math.min(params.amount, rulesOf(s).heroHp - s.players[f.player].hp);
    else if (f?.zone === "board") amount = Math.min(params.amount, f.creature.damage ?? 0);
    if (amount > 0) out.push({ type: "healed", target, amount });
  }
  return done(out, ctx);
};

const draw: Primitive<"DRAW"> = (s, targets, params, ctx) => {
  const out: GameEvent[] = [];
  for (const t of targets) {
    const player = playerOf(s, t);
    if (player !== null) out.push(...drawEvents(s, player, params.count));
  }
  return done(out, ctx);
};

const discard: Primitive<"DISCARD"> = (s, targets, _params, ctx) => {
  const out: GameEvent[] = [];
  for (const t of targets) {
    const f = find(s, t);
    if (f?.zone === "hand") out.push({ type: "discarded", player: f.player, card: t, def: f.card.card });
  }
  return done(out, ctx);
};

const summon: Primitive<"SUMMON"> = (s, targets, params, ctx) => {
  const out: GameEvent[] = [];
  let rng = ctx.rng;
  let id = s.nextId;
  for (const t of targets) {
    const player = playerOf(s, t);
    if (player === null) continue;
    let room = rulesOf(s).maxCreatures - s.players[player].board.length;
    for (let k = 0; k < params.count; k++) {
      if (!("token" in params) && params.randomFrom.length === 0) break;
      // One by one (§1.1): once the board is full the rest are lost and the effect goes on. A
      // random summon into a full board draws nothing, so its loss names no card (issue 13: an
      // event naming the card would reveal a draw of the hidden RNG that nothing else shows).
      if (room === 0) {
        out.push(
          "token" in params
            ? { type: "summonLost", player, def: params.token }
            : { type: "summonLost", player },
        );
        continue;
      }
      let def: string;
      if ("token" in params) def = params.token;
      else {
        const [i, next] = nextInt(rng, params.randomFrom.length);
        rng = next;
        def = params.randomFrom[i] as string;
      }
      room--;
      out.push({ type: "summoned", player, entity: `c${id++}`, def });
    }
  }
  return { events: out, rng };
};

const destroy: Primitive<"DESTROY"> = (s, targets, _params, ctx) =>
  done(
    targets.filter((t) => inPlay(s, t)).map((target) => ({ type: "destroyed", target })),
    ctx,
  );

const buff: Primitive<"BUFF"> = (s, targets, params, ctx) =>
  done(
    targets
      .filter((t) => onBoard(s, t))
      .map((target) => ({
        type: "buffed",
        target,
        atk: params.atk,
        hp: params.hp,
        duration: params.duration,
      })),
    ctx,
  );

const setStats: Primitive<"SET_STATS"> = (s, targets, params, ctx) => {
  const out: GameEvent[] = [];
  for (const target of targets) {
    const f = find(s, target);
    if (f?.zone !== "board") continue;
    const base = baseStats(s, f.creature);
    out.push({ type: "statsSet", target, atk: params.atk ?? base.atk, hp: params.hp ?? base.hp });
  }
  return done(out, ctx);
};

const grantKeyword: Primitive<"GRANT_KEYWORD"> = (s, targets, params, ctx) =>
  done(
    targets
      .filter((t) => onBoard(s, t))
      .map((target) => ({
        type: "keywordGranted",
        target,
        keyword: params.keyword as Keyword,
        duration: params.duration,
      })),
    ctx,
  );

const silence: Primitive<"SILENCE"> = (s, targets, _params, ctx) =>
  done(
    targets.filter((t) => inPlay(s, t)).map((target) => ({ type: "silenced", target })),
    ctx,
  );

const bounce: Primitive<"BOUNCE"> = (s, targets, _params, ctx) => {
  const out: GameEvent[] = [];
  const hand = { A: s.players.A.hand.length, B: s.players.B.hand.length };
  for (const target of targets) {
    const f = find(s, target);
    if (f === null || (f.zone !== "board" && f.zone !== "permanents")) continue;
    // Back to its owner's hand; into a full hand it is destroyed instead.
    if (hand[f.player] >= rulesOf(s).maxHand) out.push({ type: "destroyed", target });
    else {
      hand[f.player]++;
      out.push({ type: "bounced", target, player: f.player });
    }
  }
  return done(out, ctx);
};

const transform: Primitive<"TRANSFORM"> = (s, targets, params, ctx) =>
  done(
    targets
      .filter((t) => onBoard(s, t))
      .map((target) => ({ type: "transformed", target, def: params.token })),
    ctx,
  );

const copy: Primitive<"COPY"> = (s, targets, _params, ctx) => {
  const out: GameEvent[] = [];
  let hand = s.players[ctx.player].hand.length;
  let id = s.nextId;
  for (const target of targets) {
    const f = find(s, target);
    if (f === null || f.zone === "hero") continue;
    const def =
      f.zone === "board" ? f.creature.card : f.zone === "permanents" ? f.permanent.card : f.card.card;
    // A copy of the base card (its printed version, none of its buffs) to the controller's hand.
    if (hand >= rulesOf(s).maxHand) out.push({ type: "copyLost", player: ctx.player, def });
    else {
      hand++;
      out.push({ type: "copied", player: ctx.player, card: `c${id++}`, def });
    }
  }
  return done(out, ctx);
};

const gainMana: Primitive<"GAIN_MANA"> = (s, targets, params, ctx) => {
  const out: GameEvent[] = [];
  for (const t of targets) {
    const player = playerOf(s, t);
    if (player === null) continue;
    const p = s.players[player];
    const cap = rulesOf(s).ferveurCap;
    const room = params.pool === "CAP" ? cap - p.ferveurMax : cap - p.ferveur;
    const amount = Math.max(0, Math.min(room, params.amount));
    if (amount > 0) out.push({ type: "ferveurGained", player, amount, pool: params.pool });
  }
  return done(out, ctx);
};

const gainArmor: Primitive<"GAIN_ARMOR"> = (s, targets, params, ctx) => {
  const out: GameEvent[] = [];
  for (const t of targets) {
    const player = playerOf(s, t);
    if (player !== null && params.amount > 0)
      out.push({ type: "armorGained", player, amount: params.amount });
  }
  return done(out, ctx);
};

function matches(s: S, key: string, filter: SelectorFilter | undefined): boolean {
  if (!passesCard(s, key, filter)) return false;
  const kw = filter?.hasKeyword;
  return kw === undefined || (s.cards[key]?.keywords ?? []).includes(kw);
}

const tutor: Primitive<"TUTOR"> = (s, targets, params, ctx) => {
  const out: GameEvent[] = [];
  for (const t of targets) {
    const player = playerOf(s, t);
    if (player === null) continue;
    const p = s.players[player];
    let hand = p.hand.length;
    let found = 0;
    for (const card of p.deck) {
      if (found >= params.count) break;
      if (!matches(s, card.card, params.filter)) continue;
      found++;
      if (hand >= rulesOf(s).maxHand) out.push({ type: "overdrew", player, card: card.id, def: card.card });
      else {
        hand++;
        out.push({ type: "tutored", player, card: card.id, def: card.card });
      }
    }
  }
  return done(out, ctx);
};

/**
 * RESURRECT (§11.2 résurrection): for each targeted player, the last `count` creatures of its
 * graveyard matching the filter (printed card, as TUTOR reads it), most recent first, come back
 * to its board with their instance ids — fresh, as if summoned. A full board stops it: the rest
 * stay in the graveyard (nothing is lost, nothing is said).
 */
const resurrect: Primitive<"RESURRECT"> = (s, targets, params, ctx) => {
  const out: GameEvent[] = [];
  for (const t of targets) {
    const player = playerOf(s, t);
    if (player === null) continue;
    const grave = s.players[player].graveyard;
    let room = rulesOf(s).maxCreatures - s.players[player].board.length;
    let found = 0;
    for (let i = grave.length - 1; i >= 0 && found < params.count && room > 0; i--) {
      const card = grave[i] as { id: string; card: string };
      if (defOf(s, card.card).type !== "CREATURE" || params.filter?.damaged === true) continue;
      if (!matches(s, card.card, params.filter)) continue;
      found++;
      room--;
      out.push({ type: "revived", player, entity: card.id, def: card.card });
    }
  }
  return done(out, ctx);
};

/**
 * STEAL (§11.2 vol de créature): each targeted creature not already the controller's passes to
 * the controller's board, as long as there is room there; on a full board it stays where it is.
 */
const steal: Primitive<"STEAL"> = (s, targets, _params, ctx) => {
  const out: GameEvent[] = [];
  const max = rulesOf(s).maxCreatures;
  let room = max - s.players[ctx.player].board.length;
  for (const target of targets) {
    const f = find(s, target);
    if (f?.zone !== "board" || f.player === ctx.player || room <= 0) continue;
    room--;
    out.push({ type: "stolen", target, player: ctx.player });
  }
  return done(out, ctx);
};

/**
 * COUNTER (§11.2 contre-magie): the spell the targeted player is casting — the one whose cast
 * raised this SECRET_SPELL (`ctx.cause`) — is countered: its effect never happens. The spell is
 * in its caster's graveyard since it was played, or in its secrets when it is a Secret.
 */
const counter: Primitive<"COUNTER"> = (s, targets, _params, ctx) => {
  const out: GameEvent[] = [];
  const card = ctx.cause;
  if (card === undefined) return done(out, ctx);
  for (const t of targets) {
    const player = playerOf(s, t);
    if (player === null) continue;
    const p = s.players[player];
    const cast = p.graveyard.find((c) => c.id === card) ?? p.secrets.find((c) => c.id === card);
    if (cast !== undefined && defOf(s, cast.card).type === "SPELL")
      out.push({ type: "countered", player, card, def: cast.card });
  }
  return done(out, ctx);
};

/** The primitives by action name. */
export const PRIMITIVES: { readonly [A in ActionKind]: Primitive<A> } = {
  DEAL_DAMAGE: dealDamage,
  HEAL: heal,
  DRAW: draw,
  DISCARD: discard,
  SUMMON: summon,
  DESTROY: destroy,
  BUFF: buff,
  SET_STATS: setStats,
  GRANT_KEYWORD: grantKeyword,
  SILENCE: silence,
  BOUNCE: bounce,
  TRANSFORM: transform,
  COPY: copy,
  GAIN_MANA: gainMana,
  GAIN_ARMOR: gainArmor,
  TUTOR: tutor,
  RESURRECT: resurrect,
  STEAL: steal,
  COUNTER: counter,
};
