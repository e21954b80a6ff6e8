/**
 * What the runner asks of an implementation, and what it answers: the requests and responses of
 * the `--exec` JSON Lines protocol without their `id` (see `protocol.schema.json`). An engine in
 * the same process answers the same requests ({@link engineImplementation}), so one scenario
 * runner serves both.
 */
import type { AnyEngine } from "@core/engine";

/** The operations a scenario may need (`viewEvents` since protocol 1.1, for kit format 1.2). */
export type Op = "init" | "reduce" | "legalActions" | "view" | "viewEvents";

/** Every operation, in protocol order. */
export const OPS: readonly Op[] = ["init", "reduce", "legalActions", "view", "viewEvents"];

/** One request. */
export type Request =
  | { readonly op: "init"; readonly setup: unknown }
  | { readonly op: "reduce"; readonly state: unknown; readonly action: unknown }
  | { readonly op: "legalActions"; readonly state: unknown }
  | { readonly op: "view"; readonly state: unknown; readonly seat: string }
  /** One step's `events` as `seat` receives them; `state` is the state that step produced. */
  | {
      readonly op: "viewEvents";
      readonly events: readonly unknown[];
      readonly seat: string;
      readonly state: unknown;
    };

/** `init` refused the setup: a `SetupError`'s JSON pointer and message. */
export interface SetupErrorReply {
  readonly setupError: { readonly pointer: string; readonly message: string };
}

/** The implementation threw (or reported an internal error) instead of answering. */
export interface ErrorReply {
  readonly error: { readonly message: string };
}

/** The answer to a request, by operation. */
export interface Replies {
  readonly init: { readonly state: unknown } | SetupErrorReply | ErrorReply;
  readonly reduce: { readonly state: unknown; readonly events: readonly unknown[] } | ErrorReply;
  readonly legalActions: { readonly actions: readonly unknown[] } | ErrorReply;
  readonly view: { readonly view: unknown } | ErrorReply;
  readonly viewEvents: { readonly events: readonly unknown[] } | ErrorReply;
}

/** Any answer. */
export type Reply = Replies[Op];

/** What an in-process engine's `parseState` made of a kit's starting state. */
export type StateReply =
  | { readonly state: unknown }
  | { readonly stateError: { readonly pointer: string; readonly message: string } }
  | ErrorReply;

/** An implementation answering synchronously: an engine in this process. */
export interface Implementation {
  /** The operations it answers; a scenario needing another one is "unsupported". */
  readonly ops: ReadonlySet<Op>;
  answer(request: Request): Reply;
  /**
   * An engine with `parseState`: a kit's starting `state`, parsed before anything reduces it
   * (the state `parseState` answers, defaults filled in, or why it refuses it). Not a protocol
   * operation: an adapter in another process checks the states it receives itself.
   */
  parseState?(state: unknown): StateReply;
}

/** An implementation answering asynchronously, e.g. another process (`--exec`). */
export interface AsyncImplementation {
  readonly ops: ReadonlySet<Op>;
  answer(request: Request): Promise<Reply>;
}

function thrown(error: unknown): ErrorReply {
  return { error: { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } };
}

/** A `SetupError` from any copy of `@core/engine` (or a look-alike): by name and pointer. */
function isSetupError(error: unknown): error is Error & { pointer: string } {
  return (
    error instanceof Error &&
    error.name === "SetupError" &&
    typeof (error as { pointer?: unknown }).pointer === "string"
  );
}

/**
 * An engine of this process as an {@link Implementation}. Kit values are cloned before the engine
 * sees them, so an engine that mutates its input cannot corrupt the kit; exceptions become
 * `error` replies, a `SetupError` from `init` a `setupError` reply. An engine with `parseState`
 * parses every kit starting state with it.
 */
export function engineImplementation(engine: AnyEngine): Implementation {
  const ops = new Set<Op>(["init", "reduce"]);
  if (typeof engine.legalActions === "function") ops.add("legalActions");
  if (typeof engine.view === "function") ops.add("view");
  if (typeof engine.viewEvents === "function") ops.add("viewEvents");
  const parse = engine.parseState;
  return {
    ops,
    ...(typeof parse === "function"
      ? {
          parseState(state: unknown): StateReply {
            try {
              const parsed = parse(structuredClone(state));
              return parsed.ok
                ? { state: parsed.state }
                : { stateError: { pointer: parsed.error.pointer, message: parsed.error.message } };
            } catch (error) {
              return thrown(error);
            }
          },
        }
      : {}),
    answer(request: Request): Reply {
      try {
        switch (request.op) {
          case "init":
            return { state: engine.init(structuredClone(request.setup)) };
          case "reduce": {
            const t = engine.reduce(request.state, structuredClone(request.action));
            return { state: t.state, events: t.events };
          }
          case "legalActions":
            return { actions: engine.legalActions!(request.state) };
          case "view":
            return { view: engine.view!(request.state, request.seat) };
          case "viewEvents":
            return { events: engine.viewEvents!(request.events, request.seat, request.state) };
        }
      } catch (error) {
        if (request.op === "init" && isSetupError(error)) {
          return { setupError: { pointer: error.pointer, message: error.message } };
        }
        return thrown(error);
      }
    },
  };
}
