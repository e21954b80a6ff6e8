/**
 * Thrown by `init` (and data loaders) when a setup or a data file is invalid. `pointer` is the
 * JSON pointer (RFC 6901) of the offending value, `file` the file it came from when known.
 */
export class SetupError extends Error {
  override readonly name = "SetupError";
  readonly pointer: string;
  readonly file: string | undefined;

  constructor(message: string, pointer = "", file?: string) {
    super(`${file === undefined ? "" : `${file}: `}${pointer === "" ? "(root)" : pointer}: ${message}`);
    this.pointer = pointer;
    this.file = file;
  }
}

/** Escapes one path segment for a JSON pointer (`~` → `~0`, `/` → `~1`). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Joins path segments into a JSON pointer: `["levels", 0, "x"]` → `/levels/0/x`. */
export function pointer(...segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${pointerSegment(s)}`).join("");
}
