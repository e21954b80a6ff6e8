/**
 * One turn (coup, seed §5.1): production, transfers, movement, collisions, then the mission check.
 * Linear in the number of pieces: the phases work on the piece index (`occupancy.ts`), which the
 * new state takes over, each piece's JSON object is rebuilt once, only if it moved or its cargo
 * changed, and the new list is packed into the state's tree of chunks (`piece-tree.ts`).
 */
import { geometryOf, PRODUCTION } from "./board.js";
import { resolveCollisions } from "./collisions.js";
import { checkMission, track } from "./missions.js";
import { movePieces } from "./movement.js";
import { adoptIndex, type PieceIndex, takeIndex } from "./occupancy.js";
import { packPieces } from "./piece-tree.js";
import { resolveTransfers } from "./transfers.js";
import type { Cargo, Event, Piece, State } from "./types.js";

/**
 * The pieces after the turn (the index's new list), and the index updated in place to describe
 * them: survivors keep their order, each at `cells[i]`, its target flipped when it moved.
 */
function nextPieces(
  index: PieceIndex,
  cells: Int32Array,
  moved: Uint8Array,
  cargo: readonly (Cargo | null)[],
  destroyed: Uint8Array | null,
): Piece[] {
  const pieces = index.pieces;
  const out: Piece[] = [];
  let j = 0;
  for (let i = 0; i < pieces.length; i++) {
    if (destroyed?.[i]) continue;
    const p = pieces[i]!;
    const wasAt = index.cell[i]!;
    const wasTarget = index.target[i]!;
    if (moved[i]) {
      out.push({
        id: p.id,
        type: p.type,
        level: p.level,
        from: p.from,
        to: p.to,
        at: p.target,
        target: p.at,
        cargo: cargo[i]!,
      });
    } else {
      out.push(cargo[i] === p.cargo ? p : { ...p, cargo: cargo[i]! });
    }
    index.cell[j] = cells[i]!;
    index.target[j] = moved[i] ? wasAt : wasTarget;
    index.rank[j] = index.rank[i]!;
    index.jump[j] = index.jump[i]!;
    j++;
  }
  index.size = j;
  index.pieces = out;
  if (destroyed !== null) {
    // Survivors moved down the array: file every one under its new position.
    for (let k = 0; k < j; k++) if (index.cell[k]! >= 0) index.grid[index.cell[k]!] = k + 1;
  }
  return out;
}

/** Plays turn `state.turn + 1`. The caller checks the level is still running. */
export function playTurn(state: State): { state: State; events: Event[] } {
  const turn = state.turn + 1;
  const g = geometryOf(state);
  const events: Event[] = [{ type: "turnStarted", turn }];

  // 1. Production: the buffer becomes the amount; what was left is overwritten (seed §2.2).
  // A production not on the board yet (a later mission's area) makes nothing.
  let produced = 0;
  let overwritten = 0;
  const productions = state.productions.map((p, k) => {
    if (g.terrain[g.productionCell[k]!] !== PRODUCTION) return p;
    produced += p.amount;
    if (p.buffer > 0) {
      overwritten += p.buffer;
      events.push({ type: "overwritten", at: p.at, cargo: p.cargo, lost: p.buffer });
    }
    return p.buffer === p.amount ? p : { ...p, buffer: p.amount };
  });

  const index = takeIndex(state, g);
  // 2. Transfers.
  const transfers = resolveTransfers(state, productions, g, index, turn, events);
  // 3. Movement; the cells pieces stand on now count for the mission's space metric.
  const movement = movePieces(index.pieces, g, index, events);
  const tracking = track(state.tracking, movement.cell, state.tracking.maxPieces, g.width);
  // 4. Collisions.
  const collisions = resolveCollisions(
    index.pieces,
    state.stock,
    transfers.cargo,
    movement.cell,
    g,
    index,
    events,
  );
  // The state gets the list packed into a fresh tree; the index keeps the list for successors.
  const pieces = packPieces(
    nextPieces(index, movement.cell, movement.moved, transfers.cargo, collisions.destroyed),
  );
  adoptIndex(pieces, index);

  const ledger = {
    ...state.ledger,
    produced: state.ledger.produced + produced,
    overwritten: state.ledger.overwritten + overwritten,
    delivered: state.ledger.delivered + transfers.delivered,
    destroyed: state.ledger.destroyed + collisions.cargoLost,
  };
  const next: State = {
    ...state,
    turn,
    productions: transfers.productions,
    demands: transfers.demands,
    pieces,
    stock: collisions.stock,
    tracking,
    ledger,
  };

  // 5. Mission check and metrics.
  const mission = checkMission(next, index.cell.subarray(0, index.size));
  events.push(...mission.events);
  return { state: mission.state, events };
}
