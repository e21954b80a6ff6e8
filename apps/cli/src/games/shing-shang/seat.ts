/**
 * How `games join` plays a Shing Shang seat, reusing the hot-seat board and move notation: the
 * view is the whole state (no hidden information), so the legal moves come from the engine.
 * @module
 */
import { type State as ShingShangState, legalActions as shingShangLegal } from "@engines/shing-shang";
import { println } from "../../command.js";
import type { TerminalSeat } from "../join-seats.js";
import { boardView, moveText, readMove } from "./abstraction.js";
import { describeEvents, HELP, legend, listMoves, parseCommand, renderBoard } from "./presentation.js";

/** A Shing Shang seat in the terminal. */
export function shingShangSeat(colour: boolean): TerminalSeat {
  return {
    render: (view) => {
      const board = boardView(view as ShingShangState);
      return `${renderBoard(board, { colour })}\n${legend(board)}`;
    },
    describe: (events) => describeEvents(events as never),
    async ask(view, _seat, lines, out) {
      const state = view as ShingShangState;
      const legal = shingShangLegal(state);
      for (;;) {
        out.write(
          state.extra === null ? `${state.turn} to move> ` : `${state.turn} extra action (or pass)> `,
        );
        const line = await lines.next();
        if (line === null) return "quit";
        const command = parseCommand(line);
        switch (command.kind) {
          case "quit":
            return "quit";
          case "empty":
            continue;
          case "help":
            println(out, HELP);
            continue;
          case "board":
            println(out, this.render(view));
            continue;
          case "moves": {
            const from = command.square;
            println(
              out,
              listMoves(
                legal
                  .filter((a) => from === undefined || (a.type !== "pass" && a.from === from))
                  .map(moveText),
              ),
            );
            continue;
          }
          case "move": {
            const read = readMove(command.text);
            if (!read.ok) {
              println(out, `${read.message} (type help)`);
              continue;
            }
            return { action: read.action };
          }
        }
      }
    },
  };
}
