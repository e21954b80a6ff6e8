/**
 * Thrown by `init` (and data loaders) when a setup or a data file is invalid. `pointer` is the
 * JSON pointer (RFC 6901) of the offending value, `file` the file it came from when known.
 *
 * `reason` is a short machine-readable code, in the style of a `rejected` event's reason
 * (`"unknown-card"`, `"schema"`), for clients that tell the refusal in their own words; engines
 * list theirs in their RULES.md. It is optional: an error without one is told by its `detail`
 * (the English words, without the file and pointer that `message` begins with).
 */
export class SetupError extends Error {
  override readonly name = "SetupError";
  readonly pointer: string;
  readonly file: string | undefined;
  /** The machine-readable reason, when the thrower gives one (see the engine's RULES.md). */
  readonly reason: string | undefined;
  /** The English words alone: `message` without its `file: pointer: ` prefix. */
  readonly detail: string;

  constructor(message: string, pointer = "", file?: string, reason?: string) {
    super(`${file === undefined ? "" : `${file}: `}${pointer === "" ? "(root)" : pointer}: ${message}`);
    this.pointer = pointer;
    this.file = file;
    this.reason = reason;
    this.detail = message;
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
