/**
 * `games shing-shang`: play Shing Shang in the terminal, against people or bots. Structured as
 * the assignment's PAC architecture (seed 002 §3): the engine is the Abstraction
 * (shing-shang/abstraction.ts wraps it), rendering and input parsing are the Presentation
 * (shing-shang/presentation.ts), and the turn loop with bot scheduling is the Control
 * (shing-shang/control.ts). This file only reads the command line.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { SetupError } from "@core/engine";
import { type Command, type Io, println } from "../command.js";
import {
  LEVELS,
  type PositionSetup,
  SEATS,
  type Seat,
  SIDES,
  type Side,
  startMatch,
} from "./shing-shang/abstraction.js";
import { playMatch } from "./shing-shang/control.js";

const USAGE = `usage: games shing-shang [--red SEAT] [--blue SEAT] [--seed N] [--max-plies N] [--position FILE]

Shing Shang: two armies of Bushis (dragons D, lions L, monkeys M) on an 84-cell board. Win by
bringing a dragon onto an enemy portal or by capturing both enemy dragons. Rules as implemented:
packages/shing-shang/RULES.md.

options:
  --red SEAT, --blue SEAT   human (default) or a bot: ${LEVELS.join(", ")}
  --seed N                  seed of the bots' choices (default 1): same seed, same game
  --max-plies N             draw after N actions (default: none; 300 when no side is human)
  --position FILE           start from a position (JSON: {"pieces": {"b1": {"side": "red",
                            "kind": "dragon"}, ...}, "turn": "red"}; data/shing-shang/position.schema.json)
  -h, --help                this text

moves: c2-c4 (step), b1>d3>f3 (jump chain: start then each landing), pass (decline an extra
action after a capture). At the prompt: moves [SQUARE] lists legal moves, board, help, quit.
When stdin is not a terminal, moves are read line by line. Exit code 0 when the game ends or
on quit, 1 when the input ends first, 2 on bad arguments or a bad position.
  example: printf 'd1-d2\\nc9-c8\\n' | games shing-shang`;

interface Options {
  readonly seats: Record<Side, Seat>;
  readonly seed: number;
  readonly maxPlies: number | undefined;
  readonly position: string | undefined;
}

function parseArgs(args: readonly string[]): Options | { help: true } | { error: string } {
  const seats: Record<Side, Seat> = { red: "human", blue: "human" };
  let seed = 1;
  let maxPlies: number | undefined;
  let position: string | undefined;
  const VALUED = ["--red", "--blue", "--seed", "--max-plies", "--position"];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "-h" || arg === "--help") return { help: true };
    if (!VALUED.includes(arg)) return { error: `unknown argument "${arg}"` };
    i++;
    const v = args[i];
    if (v === undefined) return { error: `${arg} needs a value` };
    if (arg === "--red" || arg === "--blue") {
      if (!(SEATS as readonly string[]).includes(v))
        return { error: `${arg} must be one of ${SEATS.join(", ")}, not "${v}"` };
      seats[arg === "--red" ? "red" : "blue"] = v as Seat;
    } else if (arg === "--position") {
      position = v;
    } else {
      const n = Number(v);
      if (v.trim() === "" || !Number.isSafeInteger(n) || (arg === "--max-plies" && n < 1)) {
        return {
          error: `${arg} must be ${arg === "--seed" ? "an integer" : "a positive integer"}, not "${v}"`,
        };
      }
      if (arg === "--seed") seed = n;
      else maxPlies = n;
    }
  }
  const allBots = SIDES.every((s) => seats[s] !== "human");
  return { seats, seed, maxPlies: maxPlies ?? (allBots ? 300 : undefined), position };
}

async function loadPosition(path: string, io: Io): Promise<PositionSetup | { error: string }> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, path), "utf8");
  } catch (error) {
    return { error: `cannot read ${path}: ${(error as Error).message}` };
  }
  try {
    return JSON.parse(text) as PositionSetup;
  } catch (error) {
    return { error: `${path}: not JSON: ${(error as Error).message}` };
  }
}

/** The `shing-shang` command. */
export const command: Command = {
  name: "shing-shang",
  summary: "play Shing Shang (84-cell board, jump chains, portals) against people or bots",
  usage: USAGE,
  async run(args, io) {
    const options = parseArgs(args);
    if ("help" in options) {
      println(io.stdout, USAGE);
      return 0;
    }
    if ("error" in options) {
      println(io.stderr, `shing-shang: ${options.error}`);
      println(io.stderr, "try: games shing-shang --help");
      return 2;
    }
    let position: PositionSetup | undefined;
    if (options.position !== undefined) {
      const loaded = await loadPosition(options.position, io);
      if ("error" in loaded) {
        println(io.stderr, `shing-shang: ${loaded.error}`);
        return 2;
      }
      position = loaded;
    }
    let match: ReturnType<typeof startMatch>;
    try {
      match = startMatch(options.seats, options.seed, position, options.maxPlies);
    } catch (error) {
      if (!(error instanceof SetupError)) throw error;
      // The engine checks positions as a setup's `position`: report pointers inside the file.
      const where = error.pointer.replace(/^\/position/, "") || "(root)";
      println(
        io.stderr,
        `shing-shang: ${options.position}: ${where}: ${error.message.replace(/^.*?: /, "")}`,
      );
      return 2;
    }
    const colour = (io.stdout as { isTTY?: boolean }).isTTY === true && process.env.NO_COLOR === undefined;
    const { ending } = await playMatch(match, io, { colour });
    return ending === "end-of-input" ? 1 : 0;
  },
};
