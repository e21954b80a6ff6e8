/**
 * `scrambleHidden` (issue 13): a duel one seat cannot tell from the real one. It redraws every
 * hidden card — the opponent's hand (contents, order, instance ids), deck and Secrets (identity
 * and ids; count, order and class kept), the seat's own deck order and ids — and the RNG, and adds
 * decoy definitions so that the card list itself changes. For a spectator both hands and both
 * players' Secrets are hidden too.
 */
import { nextInt, nextUint32, type Rng, seedRng, shuffle } from "@core/engine";
import { definitionOf, factionOf } from "./definitions.js";
import type { CardDef, CardInstance, PlayerId, PlayerState, State } from "./model.js";
import { normalize } from "./state.js";

function pickKey(rng: Rng, keys: readonly string[]): [string, Rng] {
  const [i, next] = nextInt(rng, keys.length);
  return [keys[i] as string, next];
}

/**
 * A state `seat` ("A", "B", or anything else for a spectator) cannot tell from `state`: what it
 * sees is kept — both boards, permanents, graveyards, heroes, counts of every hand and deck, its
 * own hand — and what it may not know is drawn from `rng`: every hidden card's definition (any
 * card of the duel or a decoy, for the opponent's; its own deck keeps its cards in a new order)
 * and instance id (the hidden ids are dealt out again among the hidden cards), and the RNG.
 */
export function scrambleHidden(input: State, seat: string, rng: Rng): State {
  const s = normalize(input);
  let r = rng;
  const draw = (): number => {
    const [u, next] = nextUint32(r);
    r = next;
    return u;
  };
  // Decoys: definitions no real card has, under keys the seat has never seen.
  const cards: Record<string, CardDef> = { ...s.cards };
  const keys = Object.keys(s.cards);
  for (let k = 0; k < 2 && keys.length > 0; k++) {
    let model: string;
    [model, r] = pickKey(r, keys);
    const id = `decoy${draw().toString(36)}`;
    cards[id] = { ...(s.cards[model] as CardDef), id };
  }
  // A decoy of each class and cost of Secret hidden here: a Secret may become one nobody plays.
  const sees = (p: PlayerId) => p === seat;
  const kind = (key: string): string => {
    const d = cards[key] as CardDef;
    return `${factionOf(d)}|${d.cost ?? 0}`;
  };
  const secretKinds = new Set<string>();
  for (const player of ["A", "B"] as const)
    if (!sees(player)) for (const c of s.players[player].secrets) secretKinds.add(kind(c.card));
  for (const k of [...secretKinds].sort()) {
    const model = keys.find((key) => definitionOf(s, key).secret && kind(key) === k);
    if (model === undefined) continue;
    const id = `decoy${draw().toString(36)}`;
    cards[id] = { ...(s.cards[model] as CardDef), id };
  }
  const pool = Object.keys(cards);
  // Hidden instances, in a fixed order: each hidden hand, then each deck.
  const hidden: { player: PlayerId; zone: "hand" | "deck" | "secrets"; card: CardInstance }[] = [];
  for (const player of ["A", "B"] as const) {
    // A card back in hand from play is known (`revealed`): it stays as it is, where it is.
    if (!sees(player))
      for (const card of s.players[player].hand)
        if (card.revealed !== true) hidden.push({ player, zone: "hand", card });
  }
  for (const player of ["A", "B"] as const) {
    if (!sees(player))
      for (const card of s.players[player].secrets) hidden.push({ player, zone: "secrets", card });
  }
  for (const player of ["A", "B"] as const)
    for (const card of s.players[player].deck) hidden.push({ player, zone: "deck", card });
  const [ids, afterIds] = shuffle(
    r,
    hidden.map((h) => h.card.id),
  );
  r = afterIds;
  const zones: Record<PlayerId, { hand: CardInstance[]; deck: CardInstance[]; secrets: CardInstance[] }> = {
    A: { hand: [], deck: [], secrets: [] },
    B: { hand: [], deck: [], secrets: [] },
  };
  // A hidden Secret becomes another Secret of its class and cost (what the seat sees of it),
  // never one its player already holds when another is left.
  const secretFor = (player: PlayerId, was: string): string => {
    const same = pool.filter((key) => definitionOf({ cards }, key).secret && kind(key) === kind(was));
    const held = zones[player].secrets.map((c) => c.card);
    const fresh = same.filter((key) => !held.includes(key));
    const choice = fresh.length > 0 ? fresh : same;
    if (choice.length === 0) return was;
    let key: string;
    [key, r] = pickKey(r, choice);
    return key;
  };
  const own = (player: PlayerId) => sees(player);
  // The seat's own deck keeps its cards (it knows its deck list), in a new order.
  const ownDeck: Record<PlayerId, string[]> = { A: [], B: [] };
  for (const player of ["A", "B"] as const) {
    if (!own(player)) continue;
    const [order, next] = shuffle(
      r,
      s.players[player].deck.map((c) => c.card),
    );
    ownDeck[player] = order;
    r = next;
  }
  hidden.forEach((h, i) => {
    let card: string;
    if (h.zone === "deck" && own(h.player)) card = ownDeck[h.player].shift() as string;
    else if (h.zone === "secrets") card = secretFor(h.player, h.card.card);
    else [card, r] = pickKey(r, pool);
    zones[h.player][h.zone].push({ id: ids[i] as string, card });
  });
  const players = { ...s.players };
  for (const player of ["A", "B"] as const) {
    const p: PlayerState = s.players[player];
    players[player] = {
      ...p,
      hand: sees(player) ? p.hand : withKnown(p.hand, zones[player].hand),
      secrets: sees(player) ? p.secrets : zones[player].secrets,
      deck: zones[player].deck,
    };
  }
  return { ...s, players, cards, rng: seedRng(draw()) };
}

/** A hidden hand redrawn: its known (`revealed`) cards in place, the redrawn ones in the other slots. */
function withKnown(hand: readonly CardInstance[], redrawn: readonly CardInstance[]): CardInstance[] {
  let next = 0;
  return hand.map((c) => (c.revealed === true ? c : (redrawn[next++] as CardInstance)));
}

/**
 * `scrambled` with the RNG of `original`: for `checkNonInterference`'s `sameRandomness`, so a
 * step's random draws are the same on both sides when their events are compared.
 */
export function sameRandomness(scrambled: State, original: State): State {
  return { ...scrambled, rng: normalize(original).rng };
}
