/**
 * `games chessistics`: list the levels, build a network command by command (`play`), or play a
 * placements file on a level and watch the network run (`run`). A thin client: placement legality, transfers, collisions, metrics and the
 * never-completes proof all come from @engines/chessistics.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { SetupError } from "@core/engine";
import {
  type Area,
  describeEvent,
  displayName,
  type Event,
  initialState,
  LEVELS,
  type Level,
  makeSquareName,
  missionCells,
  parseLevel,
  parsePlacements,
  type RunResult,
  renderBoard,
  run,
  type State,
} from "@engines/chessistics";
import { type Command, type Io, println } from "../command.js";
import { play, statusText } from "./chessistics-play.js";

const USAGE = `usage: games chessistics levels
       games chessistics play <level> [--quiet]
       games chessistics run <level> --placements <file> [--quiet] [--max-turns N]

Chessistics: chess pieces shuttle cargo between two cells, hand it to their neighbours by
social status, and destroy each other when they meet. Place pieces, then watch the network run
until every demand is met, or until it provably never will.

  levels                 list the built-in levels
  play <level>           build a network command by command: place, remove, tick, run, and
                         targets (where a piece may go); "help" lists them. --quiet prints
                         only collisions and missions as turns go by
  run <level>            play placements on a level
  <level>                1–${LEVELS.length}, or a level JSON file (data/chessistics/level.schema.json)
    --placements FILE    the pieces to place (data/chessistics/placements.schema.json), e.g.
                         data/chessistics/solutions/level_01.json
    --quiet              print collisions and the result, not every turn
    --max-turns N        give up after N turns (default 10000)
  -h, --help             this text

Board: # wall, S production, D demand, p r b n q = Pion Tour Fou Cavalier Dame (upper case when
carrying cargo), blank = not on the board yet (a campaign's later missions). Exit code 0 when
the level completes, 1 when it does not, 2 on bad input.`;

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

/** A SetupError as a person reads it: "file: /pointer: message", no "(root)" for the whole file. */
function explain(error: SetupError): string {
  return error.message.replace(/(^|: )\(root\): /, "$1");
}

const areaText = (a: Area) =>
  a.width * a.height === 1
    ? makeSquareName(a)
    : `${makeSquareName(a)}–${makeSquareName({ x: a.x + a.width - 1, y: a.y + a.height - 1 })}`;

/** One paragraph per built-in level, from the level's first state; a campaign mission by mission. */
export function levelsText(): string {
  const lines: string[] = [];
  LEVELS.forEach((level, i) => {
    const s = initialState(level);
    const campaign = s.missions.length > 1 && s.missions.some((m) => m.title !== null);
    lines.push(
      `${i + 1}. ${s.name} (${s.width}×${s.height}${campaign ? `, a campaign of ${s.missions.length} missions on a growing board` : ""})`,
    );
    for (const m of campaign ? s.missions : [s.missions[0]!]) {
      const cells = new Set(missionCells(s, m.number));
      const indent = campaign ? "     " : "   ";
      if (campaign)
        lines.push(
          `   mission ${m.number} "${m.title}": ${m.number === 1 ? "board" : "+"} ${m.area.map(areaText).join(", ")}`,
        );
      const productions = s.productions.filter((p) => cells.has(p.at));
      if (productions.length > 0)
        lines.push(
          `${indent}productions: ${productions.map((p) => `${p.name} ${p.at} (${p.amount} ${p.cargo}/turn)`).join(", ")}`,
        );
      const demands = s.demands
        .filter((d) => (campaign ? d.mission === m.number : true))
        .map(
          (d) =>
            `${d.name} ${d.at} wants ${d.amount} ${d.cargo}${d.parTurns === null ? "" : ` (par ${d.parTurns})`}`,
        );
      lines.push(`${indent}demands: ${demands.join(", ")}`);
      const walls = s.walls.filter((w) => cells.has(w));
      if (walls.length > 0) lines.push(`${indent}walls: ${walls.join(" ")}`);
      const stock = m.number === 1 ? s.stock : m.stock;
      if (stock.length > 0)
        lines.push(
          `${indent}${m.number === 1 ? "stock" : "new pieces"}: ${stock.map((e) => `${e.count}× ${displayName(e.type, e.level)}`).join(", ")}`,
        );
    }
  });
  return lines.join("\n");
}

/**
 * The level named on the command line: a built-in level's number, or a level file. Anything else
 * gets a sentence saying what was expected.
 */
async function loadLevel(arg: string, io: Io): Promise<Level> {
  if (/^[0-9]+$/.test(arg)) {
    const found = LEVELS[Number(arg) - 1];
    if (found === undefined)
      throw new SetupError(
        `there is no level ${arg}: the levels are 1–${LEVELS.length} ("games chessistics levels" lists them), or give a level file`,
      );
    return found;
  }
  const path = resolve(io.cwd, arg);
  if (!existsSync(path))
    throw new SetupError(
      `"${arg}" is neither a level number (1–${LEVELS.length}) nor a level file that exists`,
    );
  const data = await readJson(path, arg);
  if (Array.isArray(data))
    throw new SetupError(
      'a level file holds one level, a JSON object like { "id": 1, "name": …, "width": … } (see data/chessistics/level.schema.json), but this file holds an array',
      "",
      arg,
    );
  return parseLevel(data, arg);
}

/** A placements file; a bare list gets told how to wrap it. */
async function loadPlacements(arg: string, io: Io): Promise<ReturnType<typeof parsePlacements>> {
  const data = await readJson(resolve(io.cwd, arg), arg);
  if (Array.isArray(data))
    throw new SetupError(
      'a placements file is a JSON object: wrap the list as { "placements": [ … ] } (see data/chessistics/placements.schema.json)',
      "",
      arg,
    );
  return parsePlacements(data, arg);
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
    level = await loadLevel(levelArg, io);
    placements = await loadPlacements(placementsArg, io);
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
    println(io.stderr, `games chessistics: ${explain(error)}`);
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
      // Collisions are worth seeing even when quiet: they cost pieces and cargo.
      if (quiet) {
        for (const e of events)
          if (e.type === "collision") println(io.stdout, `Turn ${state.turn}: ${describeEvent(e, state)}`);
        return;
      }
      for (const e of events) println(io.stdout, describeEvent(e, state));
      if (action === "tick") {
        println(io.stdout, renderBoard(state));
        println(io.stdout, statusText(state));
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
    println(io.stdout, statusText(result.state));
  }
  for (const line of lines) println(io.stdout, line);
  return result.status === "complete" ? 0 : 1;
}

async function playLevel(args: readonly string[], io: Io): Promise<number> {
  const quiet = args.includes("--quiet") || args.includes("-q");
  const rest = args.filter((a) => a !== "--quiet" && a !== "-q");
  const bad = rest.find((a) => a.startsWith("-"));
  if (rest.length !== 1 || bad !== undefined) {
    println(
      io.stderr,
      bad === undefined
        ? `games chessistics: play needs one level\n\n${USAGE}`
        : `games chessistics: unknown option ${bad}\n\n${USAGE}`,
    );
    return 2;
  }
  let level: Level;
  try {
    level = await loadLevel(rest[0]!, io);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    println(io.stderr, `games chessistics: ${explain(error)}`);
    return 2;
  }
  return play(level, io, quiet);
}

/** The `games chessistics` command. */
export const command: Command = {
  name: "chessistics",
  summary: "Chessistics: build a network piece by piece, or run a placements file, and see the metrics",
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === "levels") {
      println(io.stdout, levelsText());
      return 0;
    }
    if (sub === "run") return runLevel(rest, io);
    if (sub === "play") return playLevel(rest, io);
    if (sub === undefined || sub === "--help" || sub === "-h") {
      println(sub === undefined ? io.stderr : io.stdout, USAGE);
      return sub === undefined ? 2 : 0;
    }
    println(io.stderr, `games chessistics: unknown subcommand "${sub}"\n\n${USAGE}`);
    return 2;
  },
};
