/**
 * Shing Shang online: the one board of a match (`shing-shang/match-board.tsx`, the local page's
 * too) fed by the server's frames — the seat's view (a perfect-information game: the view is the
 * state), the steps, the opening once the seat's replay has arrived — and sending to the server,
 * which judges every move again. Blue's seat sees the board from its side.
 * @module
 */
import type { Action, Side, State } from "@engines/shing-shang";
import { ShingShangBoard } from "../shing-shang/match-board.js";
import type { BoardProps } from "./board.js";

/** The Shing Shang board of the play and replay pages. */
export function ShingShangOnlineBoard(props: BoardProps) {
  const seat = props.seat as Side | null;
  const send = props.send;
  return (
    <ShingShangBoard
      view={props.view as State}
      seat={seat}
      steps={props.steps}
      opening={props.opening === undefined || props.opening === null ? null : (props.opening as State)}
      {...(send === undefined ? {} : { send: (action: Action) => send(action) })}
      flipped={seat === "blue"}
      mode="online"
      top={props.table}
    />
  );
}
