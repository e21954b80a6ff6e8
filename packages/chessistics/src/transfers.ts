/**
 * The transfer phase of a turn (seed §4, §5.1 step 2): deliveries, productions → pieces, pieces →
 * pieces, resolved on a snapshot taken when the phase starts. Each piece takes part in at most
 * one transfer per turn, so cargo moves at most one hop per turn (§4.2). Adjacency is 4-connected.
 *
 * Linear in the number of pieces: candidate pairs are ordered by stable counting sorts on their
 * small integer keys (priority rank, direction rank) instead of a comparison sort.
 */
import { type Geometry, neighbour, PRODUCTION } from "./board.js";
import type { PieceIndex } from "./occupancy.js";
import type { Cargo, Demand, Event, Production, State } from "./types.js";

/** The outcome of the transfer phase; its events are appended to the turn's. */
export interface TransferResult {
  /** Array index → what each piece carries after the phase. */
  readonly cargo: (Cargo | null)[];
  readonly productions: readonly Production[];
  readonly demands: readonly Demand[];
  readonly delivered: number;
}

/**
 * Candidate transfers: `giver[k]` hands to `receiver[k]`, the receiver lying in direction rank
 * `direction[k]` from the giver. Listed in giver order, then direction.
 */
interface Pairs {
  readonly giver: number[];
  readonly receiver: number[];
  readonly direction: number[];
}

const noPairs = (): Pairs => ({ giver: [], receiver: [], direction: [] });

function addPair(pairs: Pairs, giver: number, receiver: number, direction: number): void {
  pairs.giver.push(giver);
  pairs.receiver.push(receiver);
  pairs.direction.push(direction);
}

/** Reorders `order` stably by `key(order[k])` ascending, for keys in 0..buckets-1 (a counting sort). */
function countingPass(order: Int32Array, buckets: number, key: (pair: number) => number): Int32Array {
  const counts = new Int32Array(buckets + 1);
  for (const pair of order) counts[key(pair) + 1]!++;
  for (let b = 1; b <= buckets; b++) counts[b]! += counts[b - 1]!;
  const out = new Int32Array(order.length);
  for (const pair of order) out[counts[key(pair)]!++] = pair;
  return out;
}

/**
 * The pairs in the order the rules take them: by each key of `keys` (most significant first,
 * each in 0..buckets-1), then in listing order. Least significant key first, stably.
 */
function ordered(pairs: Pairs, buckets: number, keys: readonly ((pair: number) => number)[]): Int32Array {
  let order: Int32Array = new Int32Array(pairs.giver.length);
  for (let k = 0; k < order.length; k++) order[k] = k;
  for (let k = keys.length - 1; k >= 0; k--) order = countingPass(order, buckets, keys[k]!);
  return order;
}

/**
 * Resolves every transfer of turn `turn` (which picks the direction order, seed §4.3) and
 * appends their events to `events`:
 * a. a carrying piece next to an active demand of its cargo delivers (first demand in direction
 *    order); b. each production gives one cargo per adjacent empty piece while its buffer lasts,
 *    receivers by priority then direction; c. carrying pieces give to adjacent empty pieces,
 *    pairs by giver priority, receiver priority, then direction from giver to receiver.
 * Ties left after these keys go to the lower production index, then the lower piece id (the
 * index's list is in id order).
 */
export function resolveTransfers(
  state: State,
  refilled: readonly Production[],
  g: Geometry,
  index: PieceIndex,
  turn: number,
  events: Event[],
): TransferResult {
  const { pieces } = index;
  const n = pieces.length;
  const { cell, grid, rank } = index;
  const cargo = pieces.map((p) => p.cargo);
  const carrying = new Uint8Array(n);
  for (let i = 0; i < n; i++) carrying[i] = cargo[i] === null ? 0 : 1;
  const done = new Uint8Array(n);
  const top = index.keys.length; // ranks are 0..top-1; sort keys count down from the highest
  let demands: Demand[] | null = null;
  let productions: Production[] | null = null;
  let delivered = 0;

  // a. Deliveries (Pièce → Demande).
  for (let i = 0; i < n; i++) {
    const c = cell[i]!;
    if (!carrying[i] || c < 0) continue;
    for (let r = 0; r < 4; r++) {
      const nc = neighbour(g, c, turn, r);
      const k = nc < 0 ? -1 : g.demandAt[nc]!;
      if (k < 0) continue;
      const demand = (demands ?? state.demands)[k]!;
      if (demand.cargo !== cargo[i] || demand.mission > state.mission) continue;
      const received = demand.received + 1;
      demands ??= state.demands.slice();
      demands[k] = { ...demand, received };
      const p = pieces[i]!;
      cargo[i] = null;
      done[i] = 1;
      delivered++;
      events.push({
        type: "delivered",
        id: p.id,
        at: p.at,
        demand: demand.at,
        cargo: p.cargo!,
        received,
        amount: demand.amount,
      });
      break;
    }
  }

  // b. Productions → pieces: receiver priority (desc), direction, production order.
  const pickups = noPairs();
  for (let k = 0; k < refilled.length; k++) {
    const c = g.productionCell[k]!;
    if (g.terrain[c] !== PRODUCTION || refilled[k]!.buffer <= 0) continue;
    for (let r = 0; r < 4; r++) {
      const nc = neighbour(g, c, turn, r);
      const i = nc < 0 ? -1 : grid[nc]! - 1;
      if (i >= 0 && !carrying[i] && !done[i]) addPair(pickups, k, i, r);
    }
  }
  for (const pair of ordered(pickups, Math.max(top, 4), [
    (q) => top - 1 - rank[pickups.receiver[q]!]!,
    (q) => pickups.direction[q]!,
  ])) {
    const k = pickups.giver[pair]!;
    const i = pickups.receiver[pair]!;
    const production = (productions ?? refilled)[k]!;
    if (production.buffer <= 0 || done[i]) continue;
    productions ??= refilled.slice();
    productions[k] = { ...production, buffer: production.buffer - 1 };
    const p = pieces[i]!;
    cargo[i] = production.cargo;
    done[i] = 1;
    events.push({ type: "picked", id: p.id, at: p.at, production: production.at, cargo: production.cargo });
  }

  // c. Pieces → pieces: giver priority (desc), receiver priority (desc), direction, giver id.
  const handoffs = noPairs();
  for (let i = 0; i < n; i++) {
    const c = cell[i]!;
    if (!carrying[i] || done[i] || c < 0) continue;
    for (let r = 0; r < 4; r++) {
      const nc = neighbour(g, c, turn, r);
      const j = nc < 0 ? -1 : grid[nc]! - 1;
      if (j >= 0 && !carrying[j] && !done[j]) addPair(handoffs, i, j, r);
    }
  }
  for (const pair of ordered(handoffs, Math.max(top, 4), [
    (q) => top - 1 - rank[handoffs.giver[q]!]!,
    (q) => top - 1 - rank[handoffs.receiver[q]!]!,
    (q) => handoffs.direction[q]!,
  ])) {
    const i = handoffs.giver[pair]!;
    const j = handoffs.receiver[pair]!;
    if (done[i] || done[j]) continue;
    const moved = cargo[i]!;
    cargo[j] = moved;
    cargo[i] = null;
    done[i] = 1;
    done[j] = 1;
    const from = pieces[i]!;
    const to = pieces[j]!;
    events.push({ type: "handed", from: from.id, to: to.id, fromAt: from.at, toAt: to.at, cargo: moved });
  }
  return {
    cargo,
    productions: productions ?? refilled,
    demands: demands ?? state.demands,
    delivered,
  };
}
