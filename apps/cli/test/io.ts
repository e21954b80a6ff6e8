import { PassThrough, Readable } from "node:stream";
import type { Io } from "../src/command.js";

/** Fake streams for driving commands in tests; `out()`/`err()` return what was written. */
export function fakeIo(
  input: readonly string[] = [],
  cwd = process.cwd(),
): Io & { out(): string; err(): string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk) => {
    out += String(chunk);
  });
  stderr.on("data", (chunk) => {
    err += String(chunk);
  });
  return { stdin: Readable.from(input), stdout, stderr, cwd, out: () => out, err: () => err };
}
