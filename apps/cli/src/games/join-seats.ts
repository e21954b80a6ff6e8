/**
 * How `games join` shows a match and asks its player for an action: the engine's own terminal
 * seat (`TerminalEngine.seat` of `engines/<id>.ts`), or, for an engine without one, the generic
 * seat: the view as JSON, actions typed as JSON. Everything comes from the seat's view as the
 * server sent it.
 * @module
 */

import type { Writable } from "node:stream";
import { manifestOf } from "@games/catalogue";
import { type LineReader, println } from "../command.js";
import { terminalOf } from "../terminal.js";

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

/** The seat of an engine without a terminal of its own: JSON in, JSON out. */
export function genericSeat(): TerminalSeat {
  return {
    render: (view) => JSON.stringify(view, null, 2),
    describe: (events) => events.map((e) => JSON.stringify(e)),
    async ask(_view, seat, lines, out) {
      for (;;) {
        out.write(`${seat}: an action as JSON (q to leave)> `);
        const line = await lines.next();
        if (line === null || line.trim() === "q" || line.trim() === "quit") return "quit";
        if (line.trim() === "") continue;
        try {
          return { action: JSON.parse(line) as unknown };
        } catch {
          println(out, 'not JSON: type an action such as {"type": "pass"}, or q');
        }
      }
    },
  };
}

/**
 * The terminal seat of the engine `id` (as a server's welcome names it): its own, the generic
 * one, or null when the engine is not playable in the terminal or not in the catalogue.
 */
export async function terminalSeat(id: string, colour: boolean): Promise<TerminalSeat | null> {
  const manifest = manifestOf(id);
  if (manifest === undefined) return null;
  const { seat } = await terminalOf(manifest);
  if (seat === null) return null;
  return seat === undefined ? genericSeat() : seat(colour);
}
