import {
  type Engine,
  isRecord,
  nextInt,
  type Rejected,
  type Rng,
  reject,
  seatProblem,
  seedRng,
  senderOf,
  shuffle,
} from "../src/index.js";

/**
 * A tiny game with hidden information for the non-interference tests. Two seats draw numbered
 * cards from a shuffled deck into their hands (secret) and play them face up; the turn passes
 * after each action. Card ids ("k7") are never shown while a card is hidden.
 */
export type Seat = "north" | "south";
export const SEATS: readonly Seat[] = ["north", "south"];
export interface Card {
  readonly id: string;
  readonly value: number;
}
export interface SecretState {
  readonly turn: Seat | null;
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  readonly deck: readonly Card[];
  readonly table: readonly Card[];
  readonly rng: Rng;
}
export type SecretAction =
  | { readonly type: "draw"; readonly player: Seat }
  | { readonly type: "roll"; readonly player: Seat }
  | { readonly type: "play"; readonly player: Seat; readonly card: string };
export type SecretEvent =
  | { readonly type: "drew"; readonly player: Seat; readonly card?: Card }
  | { readonly type: "rolled"; readonly player: Seat; readonly value: number }
  | { readonly type: "played"; readonly player: Seat; readonly card: Card };

const other = (p: Seat): Seat => (p === "north" ? "south" : "north");
const isSeat = (v: unknown): v is Seat => v === "north" || v === "south";

function refuse(state: SecretState, action: unknown): Rejected | null {
  const types = ["draw", "play", "roll"];
  if (!isRecord(action) || !types.includes(action.type as string) || !isSeat(action.player))
    return reject(state, action, "invalid-action").events[0] as Rejected;
  const seat = seatProblem(action, SEATS, action.player);
  if (seat !== null) return reject(state, action, seat.reason, seat.detail).events[0] as Rejected;
  if (state.turn !== action.player) return reject(state, action, "not-your-turn").events[0] as Rejected;
  if (action.type === "draw" && (state.deck.length === 0 || state.hands[action.player].length >= 3))
    return reject(state, action, "cannot-draw").events[0] as Rejected;
  if (action.type === "play" && !state.hands[action.player].some((c) => c.id === action.card))
    return reject(state, action, "not-in-hand", "you have no such card").events[0] as Rejected;
  return null;
}

/** A correct engine: every output a seat receives depends only on what it may know. */
export const secret: Engine<{ seed: number }, SecretState, SecretAction, SecretEvent> = {
  id: "secret",
  hiddenInformation: true,
  init(setup) {
    const cards = Array.from({ length: 10 }, (_, i) => ({ id: `k${i + 1}`, value: i + 1 }));
    const [deck, rng] = shuffle(seedRng(setup.seed), cards);
    return { turn: "north", hands: { north: [], south: [] }, deck, table: [], rng };
  },
  reduce(state, action) {
    const no = refuse(state, action);
    if (no !== null) return { state, events: [no] };
    const a = action as SecretAction;
    const turn = state.table.length >= 5 ? null : other(a.player);
    if (a.type === "roll") {
      // News from the RNG that no view keeps: a die roll everyone sees.
      const [value, rng] = nextInt(state.rng, 6);
      return {
        state: { ...state, rng, turn },
        events: [{ type: "rolled", player: a.player, value: value + 1 }],
      };
    }
    if (a.type === "draw") {
      const [card, ...deck] = state.deck as [Card, ...Card[]];
      const hands = { ...state.hands, [a.player]: [...state.hands[a.player], card] };
      return { state: { ...state, hands, deck, turn }, events: [{ type: "drew", player: a.player, card }] };
    }
    const card = state.hands[a.player].find((c) => c.id === a.card) as Card;
    const hands = { ...state.hands, [a.player]: state.hands[a.player].filter((c) => c !== card) };
    const table = [...state.table, card];
    return {
      state: { ...state, hands, table, turn: table.length >= 5 ? null : other(a.player) },
      events: [{ type: "played", player: a.player, card }],
    };
  },
  legalActions(state, seat) {
    const out: SecretAction[] = [];
    for (const player of SEATS) {
      if (state.turn !== player || (seat !== undefined && seat !== player)) continue;
      if (state.deck.length > 0 && state.hands[player].length < 3) out.push({ type: "draw", player });
      out.push({ type: "roll", player });
      for (const c of state.hands[player]) out.push({ type: "play", player, card: c.id });
    }
    return out;
  },
  view: (state, seat) => ({
    turn: state.turn,
    hand: isSeat(seat) ? state.hands[seat] : null,
    handCounts: { north: state.hands.north.length, south: state.hands.south.length },
    deckCount: state.deck.length,
    table: state.table,
  }),
  viewEvents: (events, seat) =>
    events.flatMap((e): unknown[] => {
      if (e.type === "rejected") return senderOf(e.action, "player") === seat ? [e] : [];
      if (e.type === "drew" && e.player !== seat) return [{ type: "drew", player: e.player }];
      return [e];
    }),
  seats: () => SEATS,
  toAct: (state) => (state.turn === null ? [] : [state.turn]),
  actor: (_state, action) => (isRecord(action) && isSeat(action.player) ? action.player : null),
};

/** The toy's `sameRandomness`: the scramble with the original's RNG. */
export function sameRng(scrambled: SecretState, original: SecretState): SecretState {
  return { ...scrambled, rng: original.rng };
}

/** The engine's scramble: the cards `seat` cannot see (others' hands, the deck) redealt, a new RNG. */
export function scrambleSecret(state: SecretState, seat: string, rng: Rng): SecretState {
  const hidden = SEATS.filter((p) => p !== seat);
  const pool = [...hidden.flatMap((p) => state.hands[p]), ...state.deck];
  const [mixed, next] = shuffle(rng, pool);
  const hands = { ...state.hands };
  let k = 0;
  for (const p of hidden) {
    hands[p] = mixed.slice(k, k + state.hands[p].length);
    k += state.hands[p].length;
  }
  return { ...state, hands, deck: mixed.slice(k), rng: next };
}
