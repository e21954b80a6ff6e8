/**
 * `games chessistics`: list the levels, or play a placements file on a level and watch the
 * network run. A thin client: placement legality, transfers, collisions, metrics and the
 * never-completes proof all come from @engines/chessistics.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { SetupError } from "@core/engine";
import {
  describeEvent,
  displayName,
  type Event,
  initialState,
  LEVELS,
  type Level,
  parseLevel,
  parsePlacements,
  type RunResult,
  renderBoard,
  run,
  type State,
} from "@engines/chessistics";
import { type Command, type Io, println } from "../command.js";

const USAGE = `usage: games chessistics levels
       games chessistics run <level> --placements <file> [--quiet] [--max-turns N]

Chessistics: chess pieces shuttle cargo between two cells, hand it to their neighbours by
social status, and destroy each other when they meet. Place pieces, then watch the network run
until every demand is met, or until it provably never will.

  levels                 list the built-in levels
  run <level>            play placements on a level: 1–${LEVELS.length}, or a level JSON file
                         (data/chessistics/level.schema.json)
    --placements FILE    the pieces to place (data/chessistics/placements.schema.json), e.g.
                         data/chessistics/solutions/level_01.json
    --quiet              print only the result, not every turn
    --max-turns N        give up after N turns (default 10000)
  -h, --help             this text

Board: # wall, S production, D demand, p r b n q = Pion Tour Fou Cavalier Dame (upper case when
carrying cargo). Exit code 0 when the level completes, 1 when it does not, 2 on bad input.`;

/** Reads and parses a JSON file; a syntax error names the file. */
async function readJson(path: string, shown: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new SetupError(
      `cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      "",
      shown,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SetupError(`not valid JSON: ${(error as Error).message}`, "", shown);
  }
}

/** One paragraph per built-in level, from the level's first state. */
export function levelsText(): string {
  const lines: string[] = [];
  LEVELS.forEach((level, i) => {
    const s = initialState(level);
    lines.push(`${i + 1}. ${s.name} (${s.width}×${s.height})`);
    lines.push(
      `   productions: ${s.productions.map((p) => `${p.name} ${p.at} (${p.amount} ${p.cargo}/turn)`).join(", ")}`,
    );
    const demands = s.demands.map(
      (d) =>
        `${d.name} ${d.at} wants ${d.amount} ${d.cargo}${d.parTurns === null ? "" : ` (par ${d.parTurns})`}`,
    );
    lines.push(`   demands: ${demands.join(", ")}`);
    if (s.walls.length > 0) lines.push(`   walls: ${s.walls.join(" ")}`);
    lines.push(`   stock: ${s.stock.map((e) => `${e.count}× ${displayName(e.type, e.level)}`).join(", ")}`);
  });
  return lines.join("\n");
}

function progress(state: State): string {
  const demands = state.demands
    .filter((d) => d.mission === state.mission)
    .map((d) => `${d.name}: ${d.received}/${d.amount} ${d.cargo} ${d.received >= d.amount ? "✓" : "✗"}`);
  return `Turn: ${state.turn}    ${demands.join("    ")}`;
}

function resultText(result: RunResult, placementsFile: string): string[] {
  switch (result.status) {
    case "complete":
      return [
        `Complete after ${result.turns} turns.`,
        ...result.missions.map(
          (m, i) => `Mission ${i + 1}: pieces ${m.pieces}, turns ${m.turns}, cells ${m.cells}`,
        ),
      ];
    case "never-completes":
      return [
        `Never completes: the network repeats every ${result.cycleLength} turns from turn ${result.cycleStart}.`,
        ...result.deliveriesPerCycle.map(
          (d) =>
            `  ${d.name} (${d.demand}): ${d.perCycle} ${d.cargo} per cycle, ${d.received}/${d.amount} so far`,
        ),
      ];
    case "max-turns":
      return [`Not complete after ${result.turns} turns (--max-turns).`];
    case "rejected":
      return [`${placementsFile}: /placements/${result.placement}: ${result.reason}: ${result.detail}`];
  }
}

async function runLevel(args: readonly string[], io: Io): Promise<number> {
  let levelArg: string | undefined;
  let placementsArg: string | undefined;
  let quiet = false;
  let maxTurns = 10_000;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    const value = (): string | undefined => inline ?? args[++i];
    if (flag === "--quiet" || flag === "-q") quiet = true;
    else if (flag === "--placements") placementsArg = value();
    else if (flag === "--max-turns") {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) {
        println(io.stderr, "games chessistics: --max-turns needs a whole number");
        return 2;
      }
      maxTurns = n;
    } else if (flag.startsWith("-")) {
      println(io.stderr, `games chessistics: unknown option ${flag}\n\n${USAGE}`);
      return 2;
    } else if (levelArg === undefined) levelArg = arg;
    else {
      println(io.stderr, `games chessistics: unexpected argument ${arg}`);
      return 2;
    }
  }
  if (levelArg === undefined || placementsArg === undefined) {
    println(io.stderr, `games chessistics: run needs a level and --placements FILE\n\n${USAGE}`);
    return 2;
  }
  let level: Level;
  let placements: ReturnType<typeof parsePlacements>;
  try {
    if (/^[0-9]+$/.test(levelArg)) {
      const found = LEVELS[Number(levelArg) - 1];
      if (found === undefined)
        throw new SetupError(`no level ${levelArg}: choose 1–${LEVELS.length} or a level file`);
      level = found;
    } else {
      level = parseLevel(await readJson(resolve(io.cwd, levelArg), levelArg), levelArg);
    }
    placements = parsePlacements(
      await readJson(resolve(io.cwd, placementsArg), placementsArg),
      placementsArg,
    );
    if (
      placements.level !== undefined &&
      /^[0-9]+$/.test(levelArg) &&
      placements.level !== Number(levelArg)
    ) {
      throw new SetupError(
        `these placements are for level ${placements.level}, not level ${levelArg}`,
        "/level",
        placementsArg,
      );
    }
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    println(io.stderr, `games chessistics: ${error.message}`);
    return 2;
  }
  println(
    io.stdout,
    `${level.name} (${level.width}×${level.height})${level.description === undefined ? "" : `: ${level.description}`}`,
  );
  let last: State | undefined;
  const result = run(level, placements.placements, {
    maxTurns,
    onStep: (action, events: readonly Event[], state) => {
      last = state;
      if (quiet) return;
      for (const e of events) println(io.stdout, describeEvent(e, state));
      if (action === "tick") {
        println(io.stdout, renderBoard(state));
        println(io.stdout, progress(state));
      }
    },
  });
  const lines = resultText(result, placementsArg);
  if (result.status === "rejected") {
    println(io.stderr, `games chessistics: ${lines[0]}`);
    return 2;
  }
  if (quiet || last === undefined) {
    println(io.stdout, renderBoard(result.state));
    println(io.stdout, progress(result.state));
  }
  for (const line of lines) println(io.stdout, line);
  return result.status === "complete" ? 0 : 1;
}

/** The `games chessistics` command. */
export const command: Command = {
  name: "chessistics",
  summary: "Chessistics: run piece placements on a level and report the metrics",
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === "levels") {
      println(io.stdout, levelsText());
      return 0;
    }
    if (sub === "run") return runLevel(rest, io);
    if (sub === undefined || sub === "--help" || sub === "-h") {
      println(sub === undefined ? io.stderr : io.stdout, USAGE);
      return sub === undefined ? 2 : 0;
    }
    println(io.stderr, `games chessistics: unknown subcommand "${sub}"\n\n${USAGE}`);
    return 2;
  },
};
