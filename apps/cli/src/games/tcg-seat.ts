/**
 * How `games join` plays an LGC TCG seat, reusing the hot-seat renderers (`renderView`,
 * `describeAction`, `describeEvent`): everything from the seat's view as the server sent it; the
 * legal choices from the engine, on a state rebuilt from the view by `determinize`.
 * @module
 */
import {
  type DuelView,
  determinize,
  type GameEvent,
  launchCorpus,
  type Action as TcgAction,
  type TextContext,
  legalActions as tcgLegal,
} from "@engines/lgc-tcg";
import { println } from "../command.js";
import type { TerminalSeat } from "./join-seats.js";
import { describeAction, describeEvent, namesOf, renderView } from "./tcg.js";

/** An LGC TCG seat in the terminal. */
export function tcgSeat(): TerminalSeat {
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
