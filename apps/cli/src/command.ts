import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";

/** The streams a command talks through (process streams in `main`, fakes in tests). */
export interface Io {
  readonly stdin: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Directory relative paths are resolved against. */
  readonly cwd: string;
}

/** A top-level command: `games <name> ...args`. Returns the process exit code. */
export interface Command {
  readonly name: string;
  /** One line for `games --help`. */
  readonly summary: string;
  /** Full usage text for `games <name> --help` (or a way to get it, for commands loaded lazily). */
  readonly usage: string | (() => Promise<string>);
  run(args: readonly string[], io: Io): Promise<number>;
}

/** Writes a line to a stream. */
export function println(stream: Writable, text = ""): void {
  stream.write(`${text}\n`);
}

/** Lines of input, one at a time. */
export interface LineReader {
  /** The next line without its end-of-line, or null at the end of input. */
  next(): Promise<string | null>;
  close(): void;
}

/** Reads a stream line by line (piped input and interactive terminals alike). */
export function lineReader(input: Readable): LineReader {
  const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async next() {
      const r = await lines.next();
      return r.done === true ? null : String(r.value);
    },
    close: () => rl.close(),
  };
}
