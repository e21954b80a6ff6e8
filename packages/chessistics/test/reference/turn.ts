/**
 * One turn (coup, seed §5.1): production, transfers, movement, collisions, then the mission check.
 * Every step is O(n log n) in the number of pieces (hash lookups plus a few sorts).
 */
import { geometryOf } from "./board.js";
import { resolveCollisions } from "./collisions.js";
import { checkMission, track } from "./missions.js";
import { movePieces } from "./movement.js";
import { resolveTransfers } from "./transfers.js";
import type { Event, State } from "./types.js";

/** Plays turn `state.turn + 1`. The caller checks the level is still running. */
export function playTurn(state: State): { state: State; events: Event[] } {
  const turn = state.turn + 1;
  const g = geometryOf(state);
  const events: Event[] = [{ type: "turnStarted", turn }];

  // 1. Production: the buffer becomes the amount; what was left is overwritten (seed §2.2).
  let produced = 0;
  let overwritten = 0;
  const productions = state.productions.map((p) => {
    produced += p.amount;
    if (p.buffer > 0) {
      overwritten += p.buffer;
      events.push({ type: "overwritten", at: p.at, cargo: p.cargo, lost: p.buffer });
    }
    return p.buffer === p.amount ? p : { ...p, buffer: p.amount };
  });

  // 2. Transfers.
  const transfers = resolveTransfers({ ...state, productions }, g, turn);
  events.push(...transfers.events);

  // 3. Movement.
  const movement = movePieces(transfers.pieces, g);
  events.push(...movement.events);
  const tracking = track(
    state.tracking,
    movement.pieces.map((p) => p.at),
    state.tracking.maxPieces,
  );

  // 4. Collisions.
  const collisions = resolveCollisions(movement.pieces, state.stock, g);
  events.push(...collisions.events);

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
    pieces: collisions.pieces,
    stock: collisions.stock,
    tracking,
    ledger,
  };

  // 5. Mission check and metrics.
  const mission = checkMission(next);
  events.push(...mission.events);
  return { state: mission.state, events };
}
