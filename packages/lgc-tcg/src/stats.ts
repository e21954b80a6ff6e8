/**
 * Effective stats and keywords (seed §8.4): `base + Σ buffs + Σ active auras`, never stored as a
 * mutated number. Auras are recomputed at every update point by {@link refreshAuras}.
 */
import type { Condition, Keyword } from "./data/types.js";
import { anyAuraCard, definitionOf, defOf } from "./definitions.js";
import type { AuraBonus, Buff, CardDef, Creature, PlayerId, State } from "./model.js";
import { DEFAULT_RULES } from "./rules.js";
import { auraTargets } from "./selectors.js";
import { type DCreature, type Draft, normalize, ownAt, type Work, without, workOn } from "./state.js";

/** Heroes' maximum HP (§1) in the bundled rules.json; a duel reads its own `rules.heroHp`. */
export const HERO_HP = DEFAULT_RULES.heroHp;

/** The creature's base stats: the card's, or those SET_STATS gave it. */
export function baseStats(s: Pick<State, "cards">, c: Creature): { atk: number; hp: number } {
  if (c.base !== undefined) return c.base;
  const d = defOf(s, c.card);
  return { atk: d.atk ?? 0, hp: d.hp ?? 0 };
}

/** Effective attack, never below 0. */
export function attackOf(s: Pick<State, "cards">, c: Creature): number {
  // Read without allocating (no `baseStats` object, no `?? []`): this runs for every creature
  // at every death check and target list.
  let atk = (c.base === undefined ? definitionOf(s, c.card).atk : c.base.atk) + (c.aura?.atk ?? 0);
  const buffs = c.buffs;
  if (buffs !== undefined) for (let i = 0; i < buffs.length; i++) atk += (buffs[i] as Buff).atk;
  return Math.max(0, atk);
}

/** Effective maximum HP. */
export function maxHpOf(s: Pick<State, "cards">, c: Creature): number {
  let hp = (c.base === undefined ? definitionOf(s, c.card).hp : c.base.hp) + (c.aura?.hp ?? 0);
  const buffs = c.buffs;
  if (buffs !== undefined) for (let i = 0; i < buffs.length; i++) hp += (buffs[i] as Buff).hp;
  return hp;
}

/** Current HP: maximum minus damage taken (damage persists between turns, §1). */
export function hpOf(s: Pick<State, "cards">, c: Creature): number {
  return maxHpOf(s, c) - (c.damage ?? 0);
}

/** Keywords from the card (unless silenced or spent) and from effects, without auras. */
export function ownKeywords(s: Pick<State, "cards">, c: Creature): Keyword[] {
  const out: Keyword[] = [];
  if (c.silenced !== true) {
    for (const k of definitionOf(s, c.card).keywords) if (!(c.spent ?? []).includes(k)) out.push(k);
  }
  for (const g of c.grants ?? []) if (!out.includes(g.keyword)) out.push(g.keyword);
  return out;
}

/** Effective keywords: own ones plus those active auras grant. Read-only: never edit the result. */
export function keywordsOf(s: Pick<State, "cards">, c: Creature): readonly Keyword[] {
  // The common case (nothing granted, spent, silenced or from auras) allocates nothing.
  if (c.grants === undefined && c.spent === undefined && c.aura === undefined && c.silenced !== true)
    return definitionOf(s, c.card).keywords;
  const out = ownKeywords(s, c);
  for (const k of c.aura?.keywords ?? []) if (!out.includes(k)) out.push(k);
  return out;
}

/** True when the creature currently has the keyword. */
export function hasKeyword(s: Pick<State, "cards">, c: Creature, k: Keyword): boolean {
  return keywordsOf(s, c).includes(k);
}

/**
 * The damage a creature keeps when its maximum HP drops because a bonus went away (aura ended,
 * TURN buff expired, silence): its current HP becomes min(current, new max), so it does not die
 * from the loss itself. Unchanged when the maximum did not drop.
 */
export function cappedDamage(oldMax: number, newMax: number, damage: number): number {
  if (newMax >= oldMax) return damage;
  const kept = Math.min(oldMax - damage, newMax);
  return newMax - kept;
}

const NO_AURA: AuraBonus = { atk: 0, hp: 0, keywords: [] };
const AURA = ["aura"] as const;
const DAMAGE = ["damage"] as const;

/**
 * Recomputes what every active aura (a CONTINUOUS BUFF or GRANT_KEYWORD of a non-silenced
 * creature or permanent in play) gives to every creature, applying the HP cap rule where a
 * maximum drops. Sources are read in play order.
 */
export function refreshAuras(w: Work): void {
  const d = w.d;
  // The common case: no aura source in play and no bonus left to take away.
  if (!hasAuraSource(d) && !anyAura(d)) return;
  const bonus = auraBonuses(d);
  for (const player of ["A", "B"] as const) {
    const board = d.players[player].board;
    for (let i = 0; i < board.length; i++) {
      const c = board[i] as DCreature;
      const next = bonus.get(c.id) ?? NO_AURA;
      if (sameAura(c.aura ?? NO_AURA, next)) continue;
      const oldMax = maxHpOf(d, c);
      const none = next === NO_AURA || (next.atk === 0 && next.hp === 0 && next.keywords.length === 0);
      let e = ownAt(w, board, i);
      if (none) {
        e = without(e, AURA);
        board[i] = e;
      } else e.aura = next as DCreature["aura"];
      const newMax = maxHpOf(d, e);
      if (newMax < oldMax) {
        const damage = cappedDamage(oldMax, newMax, e.damage ?? 0);
        if (damage > 0) e.damage = damage;
        else board[i] = without(e, DAMAGE);
      }
    }
  }
}

function sameAura(prev: AuraBonus, next: AuraBonus): boolean {
  return prev.atk === next.atk && prev.hp === next.hp && sameKeywords(prev.keywords, next.keywords);
}

function anyAura(s: Pick<State, "players">): boolean {
  for (const c of s.players.A.board) if (c.aura !== undefined) return true;
  for (const c of s.players.B.board) if (c.aura !== undefined) return true;
  return false;
}

function hasAuraSource(s: Pick<State, "cards" | "players">): boolean {
  if (!anyAuraCard(s)) return false;
  for (const player of ["A", "B"] as const) {
    const p = s.players[player];
    for (const c of p.board) if (c.silenced !== true && definitionOf(s, c.card).aura) return true;
    for (const c of p.permanents) if (c.silenced !== true && definitionOf(s, c.card).aura) return true;
  }
  return false;
}

/** True when some creature's stored aura bonus differs from what the auras in play give now. */
function aurasStale(s: Pick<State, "cards" | "players" | "first">): boolean {
  if (!hasAuraSource(s)) return anyAura(s);
  const bonus = auraBonuses(s);
  for (const player of ["A", "B"] as const)
    for (const c of s.players[player].board)
      if (!sameAura(c.aura ?? NO_AURA, bonus.get(c.id) ?? NO_AURA)) return true;
  return false;
}

/** What the active auras give each creature, by creature id (only those that get something). */
function auraBonuses(
  d: Pick<State, "cards" | "players" | "first">,
): Map<string, { atk: number; hp: number; keywords: Keyword[] }> {
  const bonus = new Map<string, { atk: number; hp: number; keywords: Keyword[] }>();
  if (!hasAuraSource(d)) return bonus;
  const sources: { id: string; seq: number; player: PlayerId; def: CardDef; silenced: boolean }[] = [];
  for (const player of ["A", "B"] as const) {
    const p = d.players[player];
    for (const c of p.board)
      sources.push({ id: c.id, seq: c.seq, player, def: defOf(d, c.card), silenced: c.silenced === true });
    for (const c of p.permanents)
      sources.push({ id: c.id, seq: c.seq, player, def: defOf(d, c.card), silenced: c.silenced === true });
  }
  sources.sort((a, b) => a.seq - b.seq);
  for (const src of sources) {
    if (src.silenced) continue;
    for (const ab of src.def.abilities ?? []) {
      if (ab.trigger !== "CONTINUOUS") continue;
      if (!conditionHolds(d, src.player, ab.condition ?? null, src.id)) continue;
      for (const eff of [ab, ...(ab.then ?? [])]) {
        if (eff.action !== "BUFF" && eff.action !== "GRANT_KEYWORD") continue;
        for (const id of auraTargets(d as Draft, src.player, src.id, eff.target)) {
          let b = bonus.get(id);
          if (b === undefined) {
            b = { atk: 0, hp: 0, keywords: [] };
            bonus.set(id, b);
          }
          if (eff.action === "BUFF") {
            b.atk += eff.params.atk;
            b.hp += eff.params.hp;
          } else if (!b.keywords.includes(eff.params.keyword)) b.keywords.push(eff.params.keyword);
        }
      }
    }
  }
  return bonus;
}

function sameKeywords(a: readonly Keyword[], b: readonly Keyword[]): boolean {
  return a.length === b.length && a.every((k) => b.includes(k));
}

/**
 * The small data-driven set of ability conditions. Ferveur thresholds read the cap (§1.1).
 * `controlsSubtype` looks for another creature of the controller carrying the subtype;
 * `summonedSubtype` reads the definition of the creature whose arrival raised the Camaraderie
 * (`cause`; without one it never holds).
 */
export function conditionHolds(
  s: Pick<State, "cards" | "players">,
  player: PlayerId,
  cond: Condition | null,
  source: string,
  cause?: string,
): boolean {
  if (cond === null) return true;
  const p = s.players[player];
  if (cond.ferveurCapAtLeast !== undefined && p.ferveurMax < cond.ferveurCapAtLeast) return false;
  if (cond.ferveurCapAtMost !== undefined && p.ferveurMax > cond.ferveurCapAtMost) return false;
  if (cond.controlsSubtype !== undefined) {
    const tag = cond.controlsSubtype;
    if (!p.board.some((c) => c.id !== source && (defOf(s, c.card).subtypes ?? []).includes(tag)))
      return false;
  }
  if (cond.summonedSubtype !== undefined) {
    if (cause === undefined || !(defOf(s, cause).subtypes ?? []).includes(cond.summonedSubtype)) return false;
  }
  return true;
}

/**
 * The players objects whose creatures' stored auras {@link prepare} found up to date, with the
 * card definitions and the first player (the order sides are read in, which may break a tie of
 * LOWEST_HP or HIGHEST_ATK) they were checked against. What the auras give depends on those
 * three alone, and states are never mutated, so a check holds for good: the tree search reads
 * the same state many times (issue 32), and `reduce` and `legalActions` both prepare the state
 * they are given.
 */
const freshAuras = new WeakMap<object, { readonly cards: object; readonly first: PlayerId }>();

/**
 * A working copy of `s` with defaults filled in and auras recomputed: what every intent is
 * checked against, so a hand-written state whose auras were never computed reads correctly.
 */
export function prepare(s: State): State {
  const n = normalize(s);
  const known = freshAuras.get(n.players);
  if (known !== undefined && known.cards === n.cards && known.first === n.first) return n;
  if (!aurasStale(n as Draft)) {
    freshAuras.set(n.players, { cards: n.cards, first: n.first });
    return n;
  }
  const w = workOn(n);
  refreshAuras(w);
  return w.d as unknown as State;
}
