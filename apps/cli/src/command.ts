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
  /** Full usage text for `games <name> --help`. */
  readonly usage: string;
  run(args: readonly string[], io: Io): Promise<number>;
}

/** Writes a line to a stream. */
export function println(stream: Writable, text = ""): void {
  stream.write(`${text}\n`);
}
