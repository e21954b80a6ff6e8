/**
 * How `games join` shows a match and asks its player for an action, per engine, reusing the
 * hot-seat renderers: TCG's `renderView`/`describeAction`/`describeEvent`, Shing Shang's board
 * and move notation. Everything comes from the seat's view as the server sent it; the legal
 * choices from the engine (TCG: on a state rebuilt from the view by `determinize`).
 * @module
 */

import type { Writable } from "node:stream";
import {
  type DuelView,
  determinize,
  type GameEvent,
  launchCorpus,
  type Action as TcgAction,
  type TextContext,
  legalActions as tcgLegal,
} from "@engines/lgc-tcg";
import { type State as ShingShangState, legalActions as shingShangLegal } from "@engines/shing-shang";
import { type LineReader, println } from "../command.js";
import { boardView, moveText, readMove } from "./shing-shang/abstraction.js";
import {
  describeEvents,
  HELP,
  legend,
  listMoves,
  parseCommand,
  renderBoard,
} from "./shing-shang/presentation.js";
import { describeAction, describeEvent, namesOf, renderView } from "./tcg.js";

/** What the player chose: an action to send, or to leave. */
export type Choice = { readonly action: unknown } | "quit";

/** One engine's terminal seat. */
export interface TerminalSeat {
  /** The view, drawn. */
  render(view: unknown): string;
  /** One line per event worth telling (the events are already the seat's). */
  describe(events: readonly unknown[], view: unknown): string[];
  /** Asks for this seat's next action. */
  ask(view: unknown, seat: string, lines: LineReader, out: Writable): Promise<Choice>;
}

function tcgSeat(): TerminalSeat {
  let ctx: TextContext | null = null;
  return {
    render: (view) => {
      ctx ??= launchCorpus();
      return renderView(view as DuelView, ctx);
    },
    describe: (events, view) => {
      const name = namesOf((view as DuelView).cards);
      return events.map((e) => describeEvent(e as GameEvent, name));
    },
    async ask(view, seat, lines, out) {
      const v = view as DuelView;
      const mine = tcgLegal(determinize(v, 0)).filter((a) => a.player === seat);
      for (;;) {
        for (const [i, a] of mine.entries())
          println(out, `  ${String(i + 1).padStart(2)}. ${describeAction(a, v)}`);
        out.write("> ");
        const line = await lines.next();
        if (line === null || line.trim() === "q" || line.trim() === "quit") return "quit";
        const n = Number(line.trim());
        if (Number.isInteger(n) && n >= 1 && n <= mine.length) return { action: mine[n - 1] as TcgAction };
        println(out, `pick a number from 1 to ${mine.length}, or q`);
      }
    },
  };
}

function shingShangSeat(colour: boolean): TerminalSeat {
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

/** The terminal seat of an engine id; null for engines not playable in the terminal. */
export function terminalSeat(engine: string, colour: boolean): TerminalSeat | null {
  if (engine === "lgc-tcg") return tcgSeat();
  if (engine === "shing-shang") return shingShangSeat(colour);
  return null;
}
