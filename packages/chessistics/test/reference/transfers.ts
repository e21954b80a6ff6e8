/**
 * The transfer phase of a turn (seed §4, §5.1 step 2): deliveries, productions → pieces, pieces →
 * pieces, resolved on a snapshot taken when the phase starts. Each piece takes part in at most
 * one transfer per turn, so cargo moves at most one hop per turn (§4.2). Adjacency is 4-connected.
 */
import { directionOrder, type Geometry, neighbourCells } from "./board.js";
import { comparePriority } from "./catalog.js";
import type { Demand, Event, Piece, Production, State } from "./types.js";

/** The outcome of the transfer phase. */
export interface TransferResult {
  readonly pieces: readonly Piece[];
  readonly productions: readonly Production[];
  readonly demands: readonly Demand[];
  readonly events: readonly Event[];
  readonly delivered: number;
}

interface Pair {
  readonly giver: number;
  readonly receiver: number;
  readonly rank: number;
}

/**
 * Resolves every transfer of turn `turn` (which picks the direction order, seed §4.3):
 * a. a carrying piece next to an active demand of its cargo delivers (first demand in direction
 *    order); b. each production gives one cargo per adjacent empty piece while its buffer lasts,
 *    receivers by priority then direction; c. carrying pieces give to adjacent empty pieces,
 *    pairs by giver priority, receiver priority, then direction from giver to receiver.
 */
export function resolveTransfers(state: State, g: Geometry, turn: number): TransferResult {
  const order = directionOrder(turn);
  const pieces = state.pieces.slice();
  const productions = state.productions.slice();
  const demands = state.demands.slice();
  const events: Event[] = [];
  const occupant = new Map<number, number>();
  const cells: number[] = [];
  pieces.forEach((p, i) => {
    const cell = g.index.get(p.at) ?? -1;
    cells.push(cell);
    if (!occupant.has(cell)) occupant.set(cell, i);
  });
  const carrying = pieces.map((p) => p.cargo !== null);
  const done = pieces.map(() => false);
  let delivered = 0;

  // a. Deliveries (Pièce → Demande).
  pieces.forEach((p, i) => {
    if (p.cargo === null) return;
    for (const n of neighbourCells(g, cells[i]!, order)) {
      const k = g.demandAt.get(n.index);
      const demand = k === undefined ? undefined : demands[k];
      if (demand === undefined || demand.cargo !== p.cargo || demand.mission > state.mission) continue;
      const received = demand.received + 1;
      demands[k!] = { ...demand, received };
      pieces[i] = { ...p, cargo: null };
      done[i] = true;
      delivered++;
      events.push({
        type: "delivered",
        id: p.id,
        at: p.at,
        demand: demand.at,
        cargo: p.cargo,
        received,
        amount: demand.amount,
      });
      return;
    }
  });

  // b. Productions → pieces.
  const pickups: Pair[] = [];
  g.productionAt.forEach((k, cell) => {
    if ((productions[k]?.buffer ?? 0) <= 0) return;
    for (const n of neighbourCells(g, cell, order)) {
      const i = occupant.get(n.index);
      if (i !== undefined && !carrying[i] && !done[i]) pickups.push({ giver: k, receiver: i, rank: n.rank });
    }
  });
  pickups.sort(
    (a, b) =>
      comparePriority(pieces[b.receiver]!, pieces[a.receiver]!) ||
      a.rank - b.rank ||
      a.giver - b.giver ||
      pieces[a.receiver]!.id - pieces[b.receiver]!.id,
  );
  for (const { giver, receiver } of pickups) {
    const production = productions[giver]!;
    if (production.buffer <= 0 || done[receiver]) continue;
    productions[giver] = { ...production, buffer: production.buffer - 1 };
    const p = pieces[receiver]!;
    pieces[receiver] = { ...p, cargo: production.cargo };
    done[receiver] = true;
    events.push({ type: "picked", id: p.id, at: p.at, production: production.at, cargo: production.cargo });
  }

  // c. Pieces → pieces.
  const handoffs: Pair[] = [];
  pieces.forEach((_, i) => {
    if (!carrying[i] || done[i]) return;
    for (const n of neighbourCells(g, cells[i]!, order)) {
      const j = occupant.get(n.index);
      if (j !== undefined && !carrying[j] && !done[j]) handoffs.push({ giver: i, receiver: j, rank: n.rank });
    }
  });
  handoffs.sort(
    (a, b) =>
      comparePriority(pieces[b.giver]!, pieces[a.giver]!) ||
      comparePriority(pieces[b.receiver]!, pieces[a.receiver]!) ||
      a.rank - b.rank ||
      pieces[a.giver]!.id - pieces[b.giver]!.id ||
      pieces[a.receiver]!.id - pieces[b.receiver]!.id,
  );
  for (const { giver, receiver } of handoffs) {
    if (done[giver] || done[receiver]) continue;
    const from = pieces[giver]!;
    const to = pieces[receiver]!;
    const cargo = from.cargo!;
    pieces[giver] = { ...from, cargo: null };
    pieces[receiver] = { ...to, cargo };
    done[giver] = true;
    done[receiver] = true;
    events.push({ type: "handed", from: from.id, to: to.id, fromAt: from.at, toAt: to.at, cargo });
  }
  return { pieces, productions, demands, events, delivered };
}
