/**
 * Golden traces: games an engine played, recorded as data (`*.trace.jsonl`, `trace.schema.json`)
 * and replayed by its tests, so that any change in what it does — an event, a state byte, a legal
 * action, what a seat is shown — is caught. They replace frozen copies of earlier implementations
 * as differential oracles. Recording is `@core/conformance/vitest`'s (`recordTrace`).
 */
import { type AnyEngine, type SchemaCheck, SPECTATOR, schemaCheck } from "@core/engine";
import * as validators from "./trace-validators.generated.js";

/** The first line of a trace file. */
export interface TraceHeader {
  readonly format: "golden-trace/1";
  readonly engine: string;
  readonly games: number;
  readonly note?: string;
}

/** One step of a recorded game: what was done, what came of it. */
export interface TraceStep {
  /** Hash of `legalActions` of the state the step starts from (engines with `legalActions`). */
  readonly legal?: string;
  readonly action: unknown;
  readonly events: readonly unknown[];
  /** Hash of the state `reduce` gave. */
  readonly state: string;
  /** Engines with hidden information: hash of every seat's (and a spectator's) view and events after the step. */
  readonly seen?: string;
}

/** One recorded game. */
export interface TraceGame {
  readonly game: number;
  readonly setup: unknown;
  /** Hash of `init(setup)`. */
  readonly init: string;
  readonly steps: readonly TraceStep[];
}

/** A trace file, parsed. */
export interface Trace {
  readonly header: TraceHeader;
  readonly games: readonly TraceGame[];
}

/** The format of the header line. */
export const TRACE_FORMAT = "golden-trace/1";

/**
 * The hash of a JSON value, as trace files write it: 16 hex digits, two 32-bit FNV-1a lanes over
 * the UTF-16 code units of `JSON.stringify(value)` (key order counts: states are reproducible
 * byte for byte), each finished with murmur3's fmix32. Not cryptographic: it tells a changed
 * value from the recorded one.
 */
export function hashJson(value: unknown): string {
  const text = JSON.stringify(value) ?? "undefined";
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return hex(fmix32(a)) + hex(fmix32(b));
}

function fmix32(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

function hex(n: number): string {
  return n.toString(16).padStart(8, "0");
}

/**
 * What every seat (in seat order) and a spectator receive after a step, for engines with hidden
 * information (the others show every seat the state and the events): `seen` of a trace step.
 */
export function seenAfter(engine: AnyEngine, state: unknown, events: readonly unknown[]): string | undefined {
  if (engine.hiddenInformation !== true || engine.seats === undefined || engine.view === undefined)
    return undefined;
  const seats = [...engine.seats(state), SPECTATOR];
  return hashJson(
    seats.map((seat) => ({
      view: engine.view?.(state, seat),
      events: engine.viewEvents === undefined ? events : engine.viewEvents(events as never, seat, state),
    })),
  );
}

/** A trace file that is not one: its file, the line (1-based, 0 for the whole file) and why. */
export class TraceError extends Error {
  override readonly name = "TraceError";
  constructor(
    readonly file: string,
    readonly line: number,
    readonly pointer: string,
    detail: string,
  ) {
    super(`${file}${line > 0 ? `:${line}` : ""}: ${pointer === "" ? "" : `${pointer}: `}${detail}`);
  }
}

let checkLine: ((data: unknown) => SchemaCheck<TraceHeader | TraceGame>) | undefined;

/**
 * Parses a trace file's text: the header, then as many game lines as it announces, numbered in
 * order, for the header's engine. Throws {@link TraceError} with the line and JSON pointer.
 */
export function parseTraceText(text: string, file: string): Trace {
  checkLine ??= schemaCheck(validators.trace);
  const lines = text.split("\n").filter((line, i, all) => line !== "" || i < all.length - 1);
  const parsed = lines.map((line, i) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new TraceError(file, i + 1, "", `not JSON: ${(error as Error).message}`);
    }
    const checked = checkLine!(value);
    if (!checked.ok) {
      const issue = checked.issues[0];
      throw new TraceError(file, i + 1, issue?.pointer ?? "", issue?.message ?? "is invalid");
    }
    return checked.value;
  });
  const [header, ...games] = parsed;
  if (header === undefined || !("format" in header))
    throw new TraceError(file, 1, "", "the first line is the header");
  games.forEach((game, i) => {
    if (!("game" in game)) throw new TraceError(file, i + 2, "", "only the first line is a header");
    if (game.game !== i) throw new TraceError(file, i + 2, "/game", `must be ${i}, its place`);
  });
  if (games.length !== header.games)
    throw new TraceError(
      file,
      0,
      "",
      `the header announces ${header.games} games, the file holds ${games.length}`,
    );
  return { header, games: games as TraceGame[] };
}

/** The lines of a trace file: the header, then one line per game. */
export function formatTrace(trace: Trace): string {
  return `${[trace.header, ...trace.games].map((line) => JSON.stringify(line)).join("\n")}\n`;
}

/** Where a replay leaves the recording: the game, the step (null for init) and what differs. */
export interface TraceMismatch {
  readonly game: number;
  readonly step: number | null;
  readonly what: "init" | "legal" | "events" | "state" | "seen" | "threw";
  readonly expected: unknown;
  readonly actual: unknown;
}

/**
 * Plays a recorded game again with `engine`: the same setup and actions must give the same
 * states (by hash), the same events (byte for byte), the same legal actions and what each seat is
 * shown. Returns the first difference, or null. Never throws: an exception is a difference.
 */
export function replayGame(engine: AnyEngine, game: TraceGame): TraceMismatch | null {
  const at = (step: number | null, what: TraceMismatch["what"], expected: unknown, actual: unknown) => ({
    game: game.game,
    step,
    what,
    expected,
    actual,
  });
  let state: unknown;
  try {
    state = engine.init(structuredClone(game.setup));
  } catch (error) {
    return at(null, "threw", "a state", String(error));
  }
  const start = hashJson(state);
  if (start !== game.init) return at(null, "init", game.init, start);
  for (const [k, step] of game.steps.entries()) {
    try {
      if (step.legal !== undefined) {
        const legal = hashJson(engine.legalActions?.(state));
        if (legal !== step.legal) return at(k, "legal", step.legal, legal);
      }
      const t = engine.reduce(state, structuredClone(step.action));
      if (JSON.stringify(t.events) !== JSON.stringify(step.events))
        return at(k, "events", step.events, t.events);
      const after = hashJson(t.state);
      if (after !== step.state) return at(k, "state", step.state, after);
      const seen = seenAfter(engine, t.state, t.events);
      if (step.seen !== undefined && seen !== step.seen) return at(k, "seen", step.seen, seen);
      state = t.state;
    } catch (error) {
      return at(k, "threw", "no exception", String(error));
    }
  }
  return null;
}
