/**
 * `games diplomaxy`: adjudicate a game file (tables per planet, or JSON), or play a hot-seat game
 * on a bundled map. A thin client: orders are parsed and judged by @engines/diplomaxy, which also
 * decides what each player may see.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { type Rejected, SetupError } from "@core/engine";
import {
  builtinMap,
  type Event,
  engine,
  fullReportView,
  initialState,
  MAPS,
  type Setup,
  type State,
} from "@engines/diplomaxy";
import { type Command, type Io, println } from "../command.js";
import { playHotSeat } from "./diplomaxy/hot-seat.js";
import { formatOther, formatReport } from "./diplomaxy/report.js";

const USAGE = `usage: games diplomaxy adjudicate GAME.json [--json]
       games diplomaxy play MAP [--max-turns N] [--factor F] [--rounding ceil|floor|round]

Diplomaxy: every unit in orbit of a planet gets an order (control, support-control P, move C,
defend, support-defense P, attack P); all planets are adjudicated at once, by the mailing-list
draft's combat table.

adjudicate   GAME.json is a setup with the first turn's orders (data/diplomaxy/game.schema.json,
             example: data/diplomaxy/games/draft-example.json). Prints each planet's report:
             CTRL/DEF/ATT per player, each unit's ordered and resolved action, losses, controller.
  --json     print the resolution events as JSON instead (each report compact: a row's units
             by their orders, fallbacks and destroyed units apart; see the engine's RULES.md §3.5)
play         a hot-seat game in this terminal. MAP is a bundled map (${Object.keys(MAPS).join(", ")}) or a
             setup file. Each player in turn enters orders, one per line:
               <unit> control | support-control <player> | move <corridor or planet> | defend
                      | support-defense <player> | attack <player>
             (short forms: c, sc, m, d, sd, a); 'list' shows your units' legal orders and the
             enemies you can see, 'orders' your orders so far, 'help' this syntax, 'done' ends
             your turn, 'quit' stops the game. Units without orders defend.
  --max-turns N, --factor F (fallback factor: 0.75, 0.66, 0.5 or p/q), --rounding R,
  --fallback-to-supporter (a unit supporting another player's control falls back to defend its
  own player when attacked; RULES.md §3.2)
exit codes: 0 game over or quit, 1 game file invalid or input ended, 2 bad arguments`;

function planetNames(state: State): Map<string, string> {
  return new Map(state.map.planets.map((p) => [p.id, p.name]));
}

async function readJson(path: string, io: Io): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, path), "utf8");
  } catch (error) {
    throw new SetupError(`cannot read: ${(error as Error).message}`, "", path);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SetupError(`not valid JSON: ${(error as Error).message}`, "", path);
  }
}

async function adjudicate(args: readonly string[], io: Io): Promise<number> {
  const json = args.includes("--json");
  const files = args.filter((a) => a !== "--json");
  if (files.length !== 1 || files[0]?.startsWith("-")) {
    println(io.stderr, "usage: games diplomaxy adjudicate GAME.json [--json]");
    return 2;
  }
  const file = files[0] as string;
  let state: State;
  try {
    state = initialState(await readJson(file, io), file);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    println(io.stderr, error.message);
    return 1;
  }
  const t = engine.reduce(state, { type: "resolve" });
  const events = t.events as (Event | Rejected)[];
  if (json) {
    println(io.stdout, JSON.stringify(events, null, 2));
    return events[0]?.type === "rejected" ? 1 : 0;
  }
  const rejected = events.find((e): e is Rejected => e.type === "rejected");
  if (rejected !== undefined) {
    println(
      io.stderr,
      `cannot adjudicate: ${rejected.reason}${rejected.detail === undefined ? "" : ` (${rejected.detail})`}`,
    );
    return 1;
  }
  const names = planetNames(state);
  println(io.stdout, `Turn ${state.turn}${state.map.name === undefined ? "" : ` on ${state.map.name}`}`);
  for (const e of events as Event[]) {
    if (e.type === "combat") {
      println(io.stdout);
      for (const l of formatReport(fullReportView(e), names.get(e.planet))) println(io.stdout, l);
    }
  }
  const other = (events as Event[]).map(formatOther).filter((l): l is string => l !== null);
  if (other.length > 0) println(io.stdout);
  for (const l of other) println(io.stdout, l);
  return 0;
}

function parseFlags(args: readonly string[]): { map: string; options: Record<string, unknown> } | string {
  let map: string | undefined;
  const options: Record<string, unknown> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const value = args[i + 1];
    if (a === "--max-turns" || a === "--factor" || a === "--rounding") {
      if (value === undefined) return `${a} needs a value`;
      i++;
      if (a === "--max-turns") {
        if (!/^\d+$/.test(value)) return "--max-turns needs a whole number";
        options.maxTurns = Number(value);
      } else if (a === "--factor")
        options.fallbackFactor = /^\d*\.\d+$|^\d+$/.test(value) ? Number(value) : value;
      else options.lossRounding = value;
    } else if (a === "--fallback-to-supporter") options.fallbackToSupporter = true;
    else if (a.startsWith("-")) return `unknown option ${a}`;
    else if (map === undefined) map = a;
    else return `unexpected argument ${a}`;
  }
  return map === undefined ? "play needs a map" : { map, options };
}

async function play(args: readonly string[], io: Io): Promise<number> {
  const flags = parseFlags(args);
  if (typeof flags === "string") {
    println(
      io.stderr,
      `${flags}\nusage: games diplomaxy play MAP [--max-turns N] [--factor F] [--rounding R] [--fallback-to-supporter]`,
    );
    return 2;
  }
  let state: State;
  try {
    const builtin = builtinMap(flags.map);
    const setup = (builtin ?? (await readJson(flags.map, io))) as Setup;
    const withOptions = { ...setup, options: { ...(setup.options ?? {}), ...flags.options } };
    state = initialState(withOptions, builtin === null ? flags.map : `${flags.map} (bundled map)`);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    println(io.stderr, error.message);
    return 1;
  }
  return playHotSeat(state, io);
}

/** The `games diplomaxy` command. */
export const command: Command = {
  name: "diplomaxy",
  summary: "Diplomaxy: adjudicate planetary combat from a game file, or play hot-seat",
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (
      sub === undefined ||
      sub === "-h" ||
      sub === "--help" ||
      rest.includes("--help") ||
      rest.includes("-h")
    ) {
      println(sub === undefined ? io.stderr : io.stdout, USAGE);
      return sub === undefined ? 2 : 0;
    }
    if (sub === "adjudicate") return adjudicate(rest, io);
    if (sub === "play") return play(rest, io);
    println(io.stderr, `unknown subcommand "${sub}"\n${USAGE}`);
    return 2;
  },
};
