/**
 * The logs of `games serve` and `src/main.ts`: pino through Fastify, one JSON object a line on
 * stdout (what log collectors read), or pino-pretty's coloured lines when stdout is a terminal
 * (someone reading); `--quiet` turns them off (`ServerOptions.logger: false`).
 */
import type { Writable } from "node:stream";
import pretty from "pino-pretty";

/** Fastify's `logger` option for a server whose logs go to `out`. */
export function serveLogger(out: Writable & { readonly isTTY?: boolean }): {
  readonly level: string;
  readonly stream: Writable;
} {
  return {
    level: "info",
    // Synchronous: a line is out before the process exits (a start refused, a signal).
    stream: out.isTTY === true ? pretty({ colorize: true, sync: true, destination: out }) : out,
  };
}
