/**
 * Target selectors (seed §8.3): side × kind × scope × filter × count, resolved from the point of
 * view of the ability's controller. Candidates come in play order (heroes first, the first
 * player's before the second's; then creatures and permanents by `seq`; hand cards in hand order),
 * which is how LOWEST_HP / HIGHEST_ATK break ties ("the earliest played").
 */
import { nextInt, type Rng } from "@core/engine";
import type { Selector, SelectorFilter } from "./data/types.js";
import { defOf } from "./definitions.js";
import {
  type CardInstance,
  type Creature,
  heroId,
  opponent,
  type Permanent,
  PLAYERS,
  type PlayerId,
  type State,
  type Targets,
} from "./model.js";
import { rulesOf } from "./rules.js";
import { type Draft, find } from "./state.js";
import { attackOf, hpOf, keywordsOf, ownKeywords } from "./stats.js";

type S = State | Draft;

/** The key of a CHOSEN selector in an intent's `targets`: "SIDE:KIND" (§1.1). */
export function choiceKey(sel: Selector): string {
  return `${sel.side}:${sel.kind}`;
}

interface Options {
  /** Leave out what the controller may not choose: enemy STEALTH creatures, enemy hand cards. */
  readonly forChoice: boolean;
  /** Read keywords granted by auras (false while computing the auras themselves). */
  readonly withAura: boolean;
}

function sidesOf(s: S, controller: PlayerId, sel: Selector): PlayerId[] {
  if (sel.side === "ALLY") return [controller];
  if (sel.side === "ENEMY") return [opponent(controller)];
  return [s.first, opponent(s.first)];
}

/**
 * What SELF designates: the source in play (or a hero), or for a spell its controller's hero;
 * nothing for a source that left play (a death trigger's creature).
 */
function selfOf(s: S, controller: PlayerId, source: string): string[] {
  const f = find(s, source);
  if (f !== null && f.zone !== "hand") return [source];
  for (const p of [s.players.A, s.players.B]) {
    const card = p.graveyard.find((c) => c.id === source) ?? p.hand.find((c) => c.id === source);
    if (card !== undefined) return defOf(s, card.card).type === "SPELL" ? [heroId(controller)] : [];
  }
  return [];
}

/** A creature of `p`'s board the selector reaches (before its scope applies). */
function creatureReached(
  s: S,
  controller: PlayerId,
  p: PlayerId,
  c: Creature,
  sel: Selector,
  opts: Options,
): boolean {
  if (opts.forChoice && p !== controller && keywordsOf(s, c).includes("STEALTH")) return false;
  if (!passesCard(s, c.card, sel.filter)) return false;
  if (sel.filter?.hasKeyword !== undefined) {
    const kws = opts.withAura ? keywordsOf(s, c) : ownKeywords(s, c);
    if (!kws.includes(sel.filter.hasKeyword)) return false;
  }
  return sel.filter?.damaged === undefined || (c.damage ?? 0) > 0 === sel.filter.damaged;
}

/** A permanent the selector reaches: no keyword and no damage filter can hold for one. */
function permanentReached(s: S, c: Permanent, sel: Selector): boolean {
  return (
    passesCard(s, c.card, sel.filter) && sel.filter?.hasKeyword === undefined && sel.filter?.damaged !== true
  );
}

/** A card of `p`'s hand the selector reaches (never the opponent's for a choice: hidden). */
function handCardReached(
  s: S,
  controller: PlayerId,
  p: PlayerId,
  c: CardInstance,
  sel: Selector,
  opts: Options,
): boolean {
  if (opts.forChoice && p !== controller) return false;
  if (!passesCard(s, c.card, sel.filter)) return false;
  if (
    sel.filter?.hasKeyword !== undefined &&
    !(defOf(s, c.card).keywords ?? []).includes(sel.filter.hasKeyword)
  )
    return false;
  return sel.filter?.damaged !== true;
}

/**
 * What CAUSE designates: the creature whose arrival raised the trigger (`cause`), when it is
 * still in play, on a side the selector names, and matches its filter; nothing otherwise.
 */
function causeOf(
  s: S,
  controller: PlayerId,
  source: string,
  sel: Selector,
  cause: string | undefined,
): string[] {
  if (cause === undefined || (sel.excludeSelf === true && cause === source)) return [];
  if (sel.kind !== "CREATURE" && sel.kind !== "ANY") return [];
  for (const p of PLAYERS) {
    if (!onSide(controller, sel, p)) continue;
    for (const c of s.players[p].board)
      if (c.id === cause)
        return creatureReached(s, controller, p, c, sel, { forChoice: false, withAura: true }) ? [cause] : [];
  }
  return [];
}

/**
 * Every entity the selector may reach before its scope applies, in play order. `cause` is the
 * entity whose action raised the trigger being resolved (scope CAUSE), if any.
 */
export function candidates(
  s: S,
  controller: PlayerId,
  source: string,
  sel: Selector,
  opts: Options,
  cause?: string,
): string[] {
  if (sel.scope === "CAUSE") return causeOf(s, controller, source, sel, cause);
  if (sel.side === "SELF" || sel.scope === "SELF") return selfOf(s, controller, source);
  const sides = sidesOf(s, controller, sel);
  const kind = sel.kind;
  const out: string[] = [];
  if (kind === "HERO" || kind === "ANY") {
    for (const p of sides) if (passesHero(s, p, sel.filter)) out.push(heroId(p));
  }
  if (kind === "CREATURE" || kind === "ANY" || kind === "PERMANENT") {
    const inPlay: { id: string; seq: number }[] = [];
    for (const p of sides) {
      if (kind !== "PERMANENT") {
        for (const c of s.players[p].board)
          if (creatureReached(s, controller, p, c, sel, opts)) inPlay.push(c);
      } else {
        for (const c of s.players[p].permanents) if (permanentReached(s, c, sel)) inPlay.push(c);
      }
    }
    // Each zone is kept in play order: only two sides together may need sorting.
    if (!inSeqOrder(inPlay)) inPlay.sort((a, b) => a.seq - b.seq);
    for (const c of inPlay) out.push(c.id);
  }
  if (kind === "CARD_IN_HAND") {
    for (const p of sides)
      for (const c of s.players[p].hand) if (handCardReached(s, controller, p, c, sel, opts)) out.push(c.id);
  }
  return sel.excludeSelf === true ? out.filter((id) => id !== source) : out;
}

function onSide(controller: PlayerId, sel: Selector, p: PlayerId): boolean {
  return sel.side === "ANY" || (sel.side === "ALLY") === (p === controller);
}

/**
 * True when `id` is one of {@link candidates} (the same rules, without listing them): what
 * checking an intent's chosen target and resolving it need.
 */
export function isCandidate(
  s: S,
  controller: PlayerId,
  source: string,
  sel: Selector,
  id: string,
  opts: Options,
): boolean {
  if (sel.side === "SELF" || sel.scope === "SELF") return selfOf(s, controller, source).includes(id);
  if (sel.excludeSelf === true && id === source) return false;
  const kind = sel.kind;
  for (const p of PLAYERS) {
    if (!onSide(controller, sel, p)) continue;
    const side = s.players[p];
    if ((kind === "HERO" || kind === "ANY") && id === heroId(p) && passesHero(s, p, sel.filter)) return true;
    if (kind === "CREATURE" || kind === "ANY") {
      for (const c of side.board)
        if (c.id === id && creatureReached(s, controller, p, c, sel, opts)) return true;
    } else if (kind === "PERMANENT") {
      for (const c of side.permanents) if (c.id === id && permanentReached(s, c, sel)) return true;
    } else if (kind === "CARD_IN_HAND") {
      for (const c of side.hand)
        if (c.id === id && handCardReached(s, controller, p, c, sel, opts)) return true;
    }
  }
  return false;
}

function inSeqOrder(list: readonly { readonly seq: number }[]): boolean {
  for (let i = 1; i < list.length; i++)
    if ((list[i - 1] as { seq: number }).seq > (list[i] as { seq: number }).seq) return false;
  return true;
}

/** Card-level filters: cost, subtype, type (keyword and damage are checked by the caller). */
export function passesCard(s: Pick<State, "cards">, key: string, f: SelectorFilter | undefined): boolean {
  if (f === undefined) return true;
  const d = defOf(s, key);
  const cost = d.cost ?? 0;
  if (f.costMin !== undefined && cost < f.costMin) return false;
  if (f.costMax !== undefined && cost > f.costMax) return false;
  if (f.hasSubtype !== undefined && !(d.subtypes ?? []).includes(f.hasSubtype)) return false;
  if (f.type !== undefined && d.type !== f.type) return false;
  return true;
}

function passesHero(s: S, p: PlayerId, f: SelectorFilter | undefined): boolean {
  if (f === undefined) return true;
  // Heroes are not cards: any card-level filter leaves them out.
  if (
    f.costMin !== undefined ||
    f.costMax !== undefined ||
    f.hasSubtype !== undefined ||
    f.type !== undefined
  )
    return false;
  if (f.hasKeyword !== undefined) return false; // a hero never has keywords (§1)
  if (f.damaged !== undefined && s.players[p].hp < rulesOf(s).heroHp !== f.damaged) return false;
  return true;
}

function hpForOrder(s: S, id: string): number {
  const f = find(s, id);
  if (f === null) return 0;
  if (f.zone === "hero") return s.players[f.player].hp;
  if (f.zone === "board") return hpOf(s, f.creature);
  return 0;
}

function atkForOrder(s: S, id: string): number {
  const f = find(s, id);
  return f !== null && f.zone === "board" ? attackOf(s, f.creature) : 0;
}

/** Sorts stably (keeps play order among equals) and takes `count`. */
function extremes(ids: string[], key: (id: string) => number, count: number): string[] {
  const keyed = ids.map((id, i) => ({ id, i, k: key(id) }));
  keyed.sort((a, b) => a.k - b.k || a.i - b.i);
  return keyed.slice(0, count).map((x) => x.id);
}

/** What a player may choose (a CHOSEN selector): no enemy STEALTH creature, no enemy hand card. */
export const FOR_CHOICE: Options = { forChoice: true, withAura: true };

/** The result of resolving a selector: the targets, the RNG after any random draw, the choices made. */
export interface Selection {
  readonly ids: string[];
  readonly rng: Rng;
}

/**
 * Resolves a selector. `picks` holds the choices of this ability, "SIDE:KIND" → id: an intent's
 * targets, plus random stand-ins chosen for CHOSEN selectors of triggered abilities (which no
 * player is asked about); it is filled in place so later selectors of the ability share them.
 * `cause` is the entity whose action raised the trigger being resolved (scope CAUSE).
 */
export function select(
  s: S,
  controller: PlayerId,
  source: string,
  sel: Selector,
  picks: Record<string, string>,
  rng: Rng,
  cause?: string,
): Selection {
  const count = Math.max(0, sel.count ?? 1);
  if (sel.scope === "CHOSEN") {
    const key = choiceKey(sel);
    const chosen = picks[key];
    if (chosen !== undefined)
      return { ids: isCandidate(s, controller, source, sel, chosen, FOR_CHOICE) ? [chosen] : [], rng };
    const pool = candidates(s, controller, source, sel, FOR_CHOICE);
    if (pool.length === 0) return { ids: [], rng };
    const [i, next] = nextInt(rng, pool.length);
    const id = pool[i] as string;
    picks[key] = id;
    return { ids: [id], rng: next };
  }
  const pool = candidates(s, controller, source, sel, { forChoice: false, withAura: true }, cause);
  switch (sel.scope) {
    case "ALL":
    case "SELF":
    case "CAUSE":
      return { ids: pool, rng };
    case "RANDOM": {
      const left = pool.slice();
      const drawn = new Set<string>();
      let r = rng;
      while (drawn.size < count && left.length > 0) {
        const [i, next] = nextInt(r, left.length);
        r = next;
        drawn.add(left.splice(i, 1)[0] as string);
      }
      // The drawn targets resolve in play order, not in draw order: the order of their events
      // would otherwise show draws of the hidden RNG that the outcome does not (issue 13).
      return { ids: pool.filter((id) => drawn.has(id)), rng: r };
    }
    case "LOWEST_HP":
      return { ids: extremes(pool, (id) => hpForOrder(s, id), count), rng };
    case "HIGHEST_ATK":
      return { ids: extremes(pool, (id) => -atkForOrder(s, id), count), rng };
  }
  return { ids: [], rng };
}

/** Targets of an aura: deterministic scopes only (CHOSEN and RANDOM auras reach nothing). */
export function auraTargets(d: Draft, controller: PlayerId, source: string, sel: Selector): string[] {
  if (sel.scope === "CHOSEN" || sel.scope === "RANDOM") return [];
  const pool = candidates(d, controller, source, sel, { forChoice: false, withAura: false }).filter(
    (id) => find(d, id)?.zone === "board",
  );
  const count = Math.max(0, sel.count ?? 1);
  if (sel.scope === "LOWEST_HP") return extremes(pool, (id) => hpForOrder(d, id), count);
  if (sel.scope === "HIGHEST_ATK") return extremes(pool, (id) => -atkForOrder(d, id), count);
  return pool;
}

/** The intent targets as a fresh picks map. */
export function picksOf(targets: Targets | undefined): Record<string, string> {
  return targets === undefined ? {} : { ...targets };
}
