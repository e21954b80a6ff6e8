/**
 * `@core/conformance/exec`: an implementation in another process, in any language, spoken to
 * over the JSON Lines protocol of `protocol.schema.json` (Node only).
 * @packageDocumentation
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { compileSchema, type SchemaCheck } from "@core/engine";
import { type AsyncImplementation, OPS, type Op, type Reply, type Request } from "./protocol.js";
import protocolSchema from "./protocol.schema.json";

/** The protocol's JSON Schema (draft 2020-12): requests, and the responses to each op. */
export const PROTOCOL_SCHEMA: object = protocolSchema;

/** How an adapter broke the protocol: it could not start, crashed, went silent or answered garbage. */
export type AdapterProblem = "crashed" | "timeout" | "protocol";

/**
 * The adapter is broken: the run cannot go on. Carries the request it was answering (when any)
 * and the end of what it wrote on stderr.
 */
export class AdapterError extends Error {
  override readonly name = "AdapterError";
  constructor(
    readonly problem: AdapterProblem,
    message: string,
    /** The request being answered, as sent (null before any). */
    readonly request: unknown,
    /** The last lines the adapter wrote on stderr. */
    readonly stderr: string,
  ) {
    super(message);
  }
}

/** Options of {@link startAdapter}. */
export interface AdapterOptions {
  /** Working directory of the command. */
  readonly cwd: string;
  /**
   * Milliseconds allowed for each response (default 10 000). The answer to `hello` may take at
   * least 30 s: it includes the command's start-up.
   */
  readonly timeoutMs?: number;
  /** Environment of the command (default: this process's). */
  readonly env?: NodeJS.ProcessEnv;
}

/** A running adapter: an {@link AsyncImplementation} with the engine id it announced. */
export interface ExecAdapter extends AsyncImplementation {
  /** The engine id from `hello`. */
  readonly engine: string;
  /** What the adapter wrote on stderr since the last call (at most the last 16 KiB of it). */
  takeStderr(): string;
  /** Closes its stdin and waits for it to exit (killing it after a grace period). */
  close(): Promise<void>;
}

const STDERR_KEEP = 16 * 1024;
const EXIT_GRACE_MS = 2_000;
/** The least time allowed to answer `hello`, which includes starting the command. */
const HELLO_MS = 30_000;

type Checker = (data: unknown) => SchemaCheck<unknown>;
let checkers: Map<string, Checker> | undefined;

/** One compiled check per response kind (`hello` and each op), compiled on first use. */
function responseCheck(kind: "hello" | Op): Checker {
  checkers ??= new Map(
    (["hello", ...OPS] as const).map((k) => [
      k,
      compileSchema<unknown>({ $ref: `${(protocolSchema as { $id: string }).$id}#/$defs/${k}Response` }, [
        protocolSchema,
      ]),
    ]),
  );
  return checkers.get(kind)!;
}

/** A request as a short line for messages. */
function brief(request: unknown): string {
  const text = JSON.stringify(request);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Keeps the last `max` characters of a growing text. */
function tail(text: string, max = STDERR_KEEP): string {
  return text.length > max ? `…${text.slice(text.length - max)}` : text;
}

/**
 * Starts `command` (through the shell, in its own process group), sends `hello` and returns the
 * adapter once it has answered. Every later failure to answer a request properly rejects that
 * request with an {@link AdapterError}; so does a failure to answer `hello`.
 */
export async function startAdapter(command: string, options: AdapterOptions): Promise<ExecAdapter> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const child: ChildProcess = spawn(command, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    shell: true,
    detached: true,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderrAll = "";
  let stderrSince = "";
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (chunk: string) => {
    stderrAll = tail(stderrAll + chunk);
    stderrSince = tail(stderrSince + chunk);
  });
  // A write to an adapter that has exited fails with EPIPE; its exit reports the problem.
  child.stdin!.on("error", () => {});

  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  let spawnError: Error | null = null;
  let pending: {
    id: number;
    kind: "hello" | Op;
    request: unknown;
    resolve: (value: Record<string, unknown>) => void;
    reject: (error: AdapterError) => void;
    timer: NodeJS.Timeout;
  } | null = null;
  let broken: AdapterError | null = null;
  let last: unknown = null;
  let nextId = 1;

  const killGroup = (signal: NodeJS.Signals): void => {
    if (child.pid === undefined || exited !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };

  // Adapters run in their own process group (so a hung one is killed with all it started):
  // make sure none outlives this process.
  const onExit = (): void => killGroup("SIGKILL");
  process.once("exit", onExit);

  const fail = (problem: AdapterProblem, message: string): void => {
    const request = pending?.request ?? last;
    broken ??= new AdapterError(problem, message, request, stderrAll);
    if (pending !== null) {
      clearTimeout(pending.timer);
      pending.reject(broken);
      pending = null;
    }
    if (problem !== "crashed") killGroup("SIGKILL");
  };

  const lines = createInterface({ input: child.stdout!, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on("line", (line) => {
    if (broken !== null) return;
    if (pending === null) {
      fail("protocol", `wrote a line on stdout when no request was pending: ${brief(line)}`);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      fail("protocol", `answered with a line that is not JSON: ${brief(line)}`);
      return;
    }
    const id = (message as { id?: unknown } | null)?.id;
    if (id !== pending.id) {
      fail("protocol", `answered with id ${JSON.stringify(id)} instead of ${pending.id}: ${brief(line)}`);
      return;
    }
    const check = responseCheck(pending.kind)(message);
    if (!check.ok) {
      const issue = check.issues[0];
      fail(
        "protocol",
        `answered ${pending.kind} with a response out of protocol (${issue?.pointer || "(root)"} ${issue?.message}): ${brief(line)}`,
      );
      return;
    }
    const { resolve, timer } = pending;
    clearTimeout(timer);
    pending = null;
    resolve(message as Record<string, unknown>);
  });

  child.on("error", (error) => {
    spawnError = error;
    fail("crashed", `could not be started: ${error.message}`);
  });
  child.on("exit", (code, signal) => {
    exited = { code, signal };
    process.removeListener("exit", onExit);
  });
  // "close" comes once stdout is drained, so a last response is read before the exit is judged.
  child.on("close", (code, signal) => {
    if (broken !== null) return;
    const how = signal !== null ? `was killed by ${signal}` : `exited with code ${code}`;
    fail("crashed", pending === null ? `${how} after answering` : `${how} while answering`);
  });

  const send = (
    kind: "hello" | Op,
    body: Record<string, unknown>,
    limitMs = timeoutMs,
  ): Promise<Record<string, unknown>> => {
    if (broken !== null) return Promise.reject(broken);
    const id = nextId++;
    const request = { id, ...body };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail("timeout", `gave no answer within ${limitMs} ms`), limitMs);
      pending = { id, kind, request, resolve, reject, timer };
      last = request;
      if (exited !== null || spawnError !== null) {
        fail("crashed", "had already exited");
        return;
      }
      child.stdin!.write(`${JSON.stringify(request)}\n`);
    });
  };

  const hello = await send("hello", { op: "hello" }, Math.max(timeoutMs, HELLO_MS));
  const engine = hello.engine as string;
  const ops = new Set((hello.ops as Op[]).filter((op) => OPS.includes(op)));

  return {
    engine,
    ops,
    async answer(request: Request): Promise<Reply> {
      const { id: _id, ...reply } = await send(request.op, { ...request });
      return reply as unknown as Reply;
    },
    takeStderr() {
      const text = stderrSince;
      stderrSince = "";
      return text;
    },
    async close() {
      // From now on an exit is expected, not a crash.
      broken ??= new AdapterError("crashed", "was closed", last, stderrAll);
      if (exited === null) {
        const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        child.stdin!.end();
        const grace = setTimeout(() => killGroup("SIGKILL"), EXIT_GRACE_MS);
        await gone;
        clearTimeout(grace);
      }
      lines.close();
    },
  };
}
