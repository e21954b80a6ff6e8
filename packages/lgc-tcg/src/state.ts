/**
 * Reading and copying duel states: entity lookup and the working copy (`Draft`)
 * that `reduce` edits in place after copying its input once, so the input is never mutated.
 */
import { type Rng, seedRng } from "@core/engine";
import type { CardInstance, Creature, Permanent, PlayerId, PlayerState, State } from "./model.js";
import { completeRules, fillRules } from "./rules.js";

/** A deeply writable copy of a readonly type (only ever applied to a private copy). */
export type Mut<T> = T extends readonly (infer U)[]
  ? Mut<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mut<T[K]> }
    : T;

/** The working copy `reduce` edits. Card definitions are shared with the input and never edited. */
export type Draft = Mut<Omit<State, "cards" | "powers" | "rng" | "rules">> &
  Pick<State, "cards" | "powers" | "rules"> & { rng: Rng };
export type DCreature = Mut<Creature>;
export type DPermanent = Mut<Permanent>;
export type DPlayer = Mut<PlayerState>;

function clonePlayer(p: PlayerState): DPlayer {
  // Written out (not a spread): this runs twice per intent and a literal is much faster.
  // Cards out of play ({id, card}) are never edited, only moved. The deck and the graveyard are
  // shared with the input and replaced whole when they change (copy on write, see effects.ts);
  // the hand changes often and is copied. The zones in play are copied, their creatures and
  // permanents are not: an entity is copied the first time the draft writes it (`ownAt`).
  return {
    heroClass: p.heroClass,
    hp: p.hp,
    armor: p.armor,
    ferveurMax: p.ferveurMax,
    ferveur: p.ferveur,
    deck: p.deck as DPlayer["deck"],
    hand: p.hand.slice(),
    board: p.board.slice() as DPlayer["board"],
    permanents: p.permanents.slice() as DPlayer["permanents"],
    // Shared like the deck, replaced whole when a Secret comes or goes.
    secrets: p.secrets as DPlayer["secrets"],
    graveyard: p.graveyard as DPlayer["graveyard"],
    fatigue: p.fatigue,
    powerUsed: p.powerUsed,
    mulliganed: p.mulliganed,
  };
}

/**
 * A working copy and the state it was made from. The draft's zones are its own, but an entity in
 * them that is still one of `base`'s is shared with it: it is copied before its first write
 * ({@link ownAt}). Whatever the draft created or copied (found in none of `base`'s zones) it may
 * write in place. Passed explicitly, so no module state records which draft owns what.
 */
export interface Work {
  readonly d: Draft;
  readonly base: State;
}

/** The working copy of `s`: its zones are fresh, entities are copied on write, definitions are shared. */
export function draftOf(s: State): Draft {
  const players = { A: clonePlayer(s.players.A), B: clonePlayer(s.players.B) };
  if (s.rules === undefined || s.winner !== undefined || s.endReason !== undefined || "$schema" in s) {
    // The rarer shapes (a game over, a hand-written state): a spread keeps their keys in order.
    const d = { ...s } as unknown as Draft;
    d.players = players;
    return d;
  }
  // A game in progress, written out in `deal`'s key order: twice as fast as a spread, which
  // meets states of several shapes. Keys outside the state schema are not carried over.
  return {
    phase: s.phase,
    turn: s.turn,
    first: s.first,
    active: s.active,
    players,
    cards: s.cards,
    powers: s.powers,
    nextId: s.nextId,
    nextSeq: s.nextSeq,
    rng: s.rng,
    rules: s.rules,
  } as Draft;
}

/** A fresh working copy of `s`. */
export function workOn(s: State): Work {
  return { d: draftOf(s), base: s };
}

function holds(list: readonly object[], e: object): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === e) return true;
  return false;
}

/** True when `e` is one of `base`'s creatures or permanents (at most a few dozen to look through). */
function sharedWith(base: State, e: object): boolean {
  const a = base.players.A;
  const b = base.players.B;
  return holds(a.board, e) || holds(b.board, e) || holds(a.permanents, e) || holds(b.permanents, e);
}

/** The entity at `index` of a draft's zone, writable: copied there first if it is still the base's. */
export function ownAt<T extends object>(w: Work, zone: T[], index: number): T {
  const e = zone[index] as T;
  if (!sharedWith(w.base, e)) return e;
  const copy = { ...e };
  zone[index] = copy;
  return copy;
}

/**
 * `e` without the keys `drop`, as a fresh object (deleting keys from an object makes V8 store it
 * as a slow dictionary, which every later read of the state pays for). `e` is returned as is when
 * it has none of them.
 */
export function without<T extends object>(e: T, drop: readonly string[]): T {
  let found = false;
  for (const k of drop)
    if (k in e) {
      found = true;
      break;
    }
  if (!found) return e;
  const out: Record<string, unknown> = {};
  for (const k in e) if (!drop.includes(k)) out[k] = (e as Record<string, unknown>)[k];
  return out as T;
}

/** Where an entity is. */
export type Found =
  | { readonly zone: "hero"; readonly player: PlayerId }
  | { readonly zone: "board"; readonly player: PlayerId; readonly index: number; readonly creature: Creature }
  | {
      readonly zone: "permanents";
      readonly player: PlayerId;
      readonly index: number;
      readonly permanent: Permanent;
    }
  | { readonly zone: "hand"; readonly player: PlayerId; readonly index: number; readonly card: CardInstance };

/** Finds an entity in play, a hero, or a card in hand; null when it is nowhere of those. */
export function find(s: State | Draft, id: string): Found | null {
  if (id === "heroA") return { zone: "hero", player: "A" };
  if (id === "heroB") return { zone: "hero", player: "B" };
  for (const player of ["A", "B"] as const) {
    const p = s.players[player];
    for (let i = 0; i < p.board.length; i++) {
      const c = p.board[i] as Creature;
      if (c.id === id) return { zone: "board", player, index: i, creature: c };
    }
    for (let i = 0; i < p.permanents.length; i++) {
      const c = p.permanents[i] as Permanent;
      if (c.id === id) return { zone: "permanents", player, index: i, permanent: c };
    }
    for (let i = 0; i < p.hand.length; i++) {
      const c = p.hand[i] as CardInstance;
      if (c.id === id) return { zone: "hand", player, index: i, card: c };
    }
  }
  return null;
}

/** The creature in play with this id, with its controller, or null. */
export function findCreature(s: State | Draft, id: string): { player: PlayerId; creature: Creature } | null {
  for (const player of ["A", "B"] as const) {
    for (const c of s.players[player].board) if (c.id === id) return { player, creature: c };
  }
  return null;
}

/** Every instance id in every zone of both players (for the conservation invariant). */
export function allCardIds(s: State): string[] {
  const out: string[] = [];
  for (const player of ["A", "B"] as const) {
    const p = s.players[player];
    for (const zone of [p.deck, p.hand, p.board, p.permanents, p.secrets, p.graveyard])
      for (const c of zone) out.push(c.id);
  }
  return out;
}

const PLAYER_DEFAULTS = {
  heroClass: "",
  armor: 0,
  ferveurMax: 0,
  ferveur: 0,
  fatigue: 0,
  powerUsed: false,
  mulliganed: true,
} as const;
const PLAYER_LISTS = ["deck", "hand", "board", "permanents", "secrets", "graveyard"] as const;

function completePlayer(p: PlayerState | undefined): boolean {
  // Unrolled: this runs before every intent.
  return (
    p !== undefined &&
    p.deck !== undefined &&
    p.hand !== undefined &&
    p.board !== undefined &&
    p.permanents !== undefined &&
    p.secrets !== undefined &&
    p.graveyard !== undefined &&
    p.heroClass !== undefined &&
    p.hp !== undefined &&
    p.armor !== undefined &&
    p.ferveurMax !== undefined &&
    p.ferveur !== undefined &&
    p.fatigue !== undefined &&
    p.powerUsed !== undefined &&
    p.mulliganed !== undefined
  );
}

function numberOf(id: string): number {
  const n = Number(id.replace(/^\D+/, ""));
  return Number.isInteger(n) ? n : 0;
}

/**
 * Fills in what a hand-written state (a conformance scenario's) may leave out: missing rules (or
 * rules keys) are rules.json's, missing player fields take their defaults (the rules' hero HP,
 * empty zones, mulligan done), a missing phase is "play", `nextId`/`nextSeq` follow the largest
 * ids and play orders present, a missing RNG is seeded with "lgc-tcg". A complete state is
 * returned as is (the cheap common case).
 */
export function normalize(s: State): State {
  if (
    s.phase !== undefined &&
    s.nextId !== undefined &&
    s.nextSeq !== undefined &&
    s.rng !== undefined &&
    s.powers !== undefined &&
    completeRules(s.rules) &&
    completePlayer(s.players?.A) &&
    completePlayer(s.players?.B)
  )
    return s;
  const rules = fillRules(s.rules);
  const fill = (p: Partial<PlayerState> | undefined): PlayerState => {
    const out: Record<string, unknown> = { ...PLAYER_DEFAULTS, hp: rules.heroHp, ...p };
    for (const k of PLAYER_LISTS) out[k] ??= [];
    return out as unknown as PlayerState;
  };
  const players = { A: fill(s.players?.A), B: fill(s.players?.B) };
  let maxId = 0;
  let maxSeq = 0;
  for (const p of [players.A, players.B]) {
    for (const zone of [p.deck, p.hand, p.board, p.permanents, p.secrets, p.graveyard])
      for (const c of zone) maxId = Math.max(maxId, numberOf(c.id));
    for (const c of [...p.board, ...p.permanents]) maxSeq = Math.max(maxSeq, c.seq ?? 0);
  }
  return {
    ...s,
    phase: s.phase ?? "play",
    turn: s.turn ?? 1,
    first: s.first ?? "A",
    active: s.active ?? "A",
    cards: s.cards ?? {},
    powers: s.powers ?? {},
    players,
    nextId: s.nextId ?? maxId + 1,
    nextSeq: s.nextSeq ?? maxSeq + 1,
    rng: s.rng ?? seedRng("lgc-tcg"),
    rules,
  };
}
