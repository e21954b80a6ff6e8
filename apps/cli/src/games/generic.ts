/**
 * The generic player: how `games <id>` plays an engine of the catalogue that has no terminal of
 * its own (no `engines/<id>.ts`). Hot-seat: it shows what the seat to act may see (the whole
 * state for a game played alone) as JSON, lists the engine's legal actions by number, and takes a
 * number or an action typed as JSON. Every rule comes from the engine.
 * @module
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import {
  type AnyEngine,
  type AnyManifest,
  isRecord,
  isRejected,
  loadEngine,
  SetupError,
  stampSeat,
} from "@core/engine";
import { type Command, type Io, lineReader, println } from "../command.js";
import { genericSummary } from "../terminal.js";

/** Legal actions listed by number; past this many, the player types the action. */
const LISTED = 40;

function usage(manifest: AnyManifest): string {
  return `usage: games ${manifest.id} [--setup FILE.json] [--seed SEED]

${manifest.name.en}: ${manifest.summary.en}
Played with the generic player (this engine has no terminal of its own): the state (or, with
hidden information, what the seat to act may see) as JSON, the legal actions by number.

options:
  --setup FILE     the setup (JSON; default: the engine's default setup)
  --seed SEED      the seed put in the setup${manifest.seed === null ? " (this engine takes none)" : " (default: a random one)"}
  -h, --help       this text

each turn: a number from the list, an action as JSON, or q to quit.`;
}

/** The setup to play: the file's or the default, with the seed put in when the engine takes one. */
async function setupOf(manifest: AnyManifest, args: readonly string[], io: Io): Promise<unknown> {
  const at = (flag: string): string | undefined => {
    const i = args.indexOf(flag);
    return i < 0 ? undefined : args[i + 1];
  };
  const file = at("--setup");
  const setup: unknown =
    file === undefined ? manifest.defaultSetup : JSON.parse(await readFile(resolve(io.cwd, file), "utf8"));
  if (manifest.seed === null) return setup;
  return manifest.seed.put(setup, at("--seed") ?? randomBytes(8).toString("hex"));
}

/** Reads the player's choice: an action, or null to quit. */
async function choose(
  legal: readonly unknown[],
  lines: ReturnType<typeof lineReader>,
  io: Io,
  prompt: string,
): Promise<{ readonly action: unknown } | null> {
  for (;;) {
    io.stdout.write(prompt);
    const line = await lines.next();
    if (line === null || line.trim() === "q" || line.trim() === "quit") return null;
    const text = line.trim();
    if (text === "") continue;
    const n = Number(text);
    if (Number.isInteger(n) && n >= 1 && n <= Math.min(legal.length, LISTED)) return { action: legal[n - 1] };
    try {
      return { action: JSON.parse(text) as unknown };
    } catch {
      println(
        io.stdout,
        `type a number from 1 to ${Math.min(legal.length, LISTED)}, an action as JSON, or q`,
      );
    }
  }
}

async function play(manifest: AnyManifest, engine: AnyEngine, setup: unknown, io: Io): Promise<number> {
  let state: unknown;
  try {
    state = engine.init(setup);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    println(io.stderr, `games ${manifest.id}: setup ${error.message}`);
    return 1;
  }
  const lines = lineReader(io.stdin);
  try {
    for (;;) {
      const toAct = engine.toAct?.(state);
      if (toAct !== undefined && toAct.length === 0) {
        println(io.stdout, JSON.stringify(state, null, 2));
        println(io.stdout, "the game is over");
        return 0;
      }
      const seat = toAct?.[0];
      const shown = seat === undefined || engine.view === undefined ? state : engine.view(state, seat);
      const legal = engine.legalActions?.(state, seat) ?? [];
      println(io.stdout, JSON.stringify(shown, null, 2));
      for (const [i, a] of legal.slice(0, LISTED).entries())
        println(io.stdout, `  ${String(i + 1).padStart(2)}. ${JSON.stringify(a)}`);
      if (legal.length > LISTED)
        println(io.stdout, `  … and ${legal.length - LISTED} more: type one as JSON`);
      const choice = await choose(legal, lines, io, seat === undefined ? "> " : `${seat}> `);
      if (choice === null) return 1;
      const action = seat === undefined ? choice.action : stampSeat(choice.action, seat);
      const step = engine.reduce(state, action);
      if (isRejected(step.events)) {
        const refusal = step.events[0];
        const reason = isRecord(refusal)
          ? `${String(refusal.reason)}${refusal.detail ? `: ${String(refusal.detail)}` : ""}`
          : "";
        println(io.stdout, `refused (${reason})`);
        continue;
      }
      state = step.state;
      for (const e of seat === undefined || engine.viewEvents === undefined
        ? step.events
        : engine.viewEvents(step.events, seat, state))
        println(io.stdout, `  ${JSON.stringify(e)}`);
    }
  } finally {
    lines.close();
  }
}

/** The generic command of an engine without a terminal of its own: `games <id>`. */
export function genericCommand(manifest: AnyManifest): Command {
  return {
    name: manifest.id,
    summary: genericSummary(manifest),
    usage: usage(manifest),
    async run(args, io) {
      let setup: unknown;
      try {
        setup = await setupOf(manifest, args, io);
      } catch (error) {
        if (error instanceof SetupError) {
          println(io.stderr, `games ${manifest.id}: setup ${error.message}`);
          return 1;
        }
        println(io.stderr, `games ${manifest.id}: ${(error as Error).message}`);
        return 2;
      }
      return play(manifest, await loadEngine(manifest), setup, io);
    },
  };
}
