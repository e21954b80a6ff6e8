/**
 * `games diplomaxy`: adjudicate a game file (tables per planet, or JSON), or play a hot-seat game
 * on a bundled map. A thin client: orders are parsed and judged by @engines/diplomaxy, which also
 * decides what each player may see.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { type Rejected, SetupError } from "@core/engine";
import {
  type AnyEvent,
  activePlayers,
  builtinMap,
  type Event,
  type EventView,
  engine,
  initialState,
  legalOrders,
  MAPS,
  makeOrder,
  type Order,
  type PlanetReport,
  type PlanetReportView,
  type PlayerView,
  parseOrder,
  type Setup,
  type State,
  viewEvents,
  viewFor,
} from "@engines/diplomaxy";
import { type Command, type Io, lineReader, println } from "../command.js";

const USAGE = `usage: games diplomaxy adjudicate GAME.json [--json]
       games diplomaxy play MAP [--max-turns N] [--factor F] [--rounding ceil|floor|round]

Diplomaxy: every unit in orbit of a planet gets an order (control, support-control P, move C,
defend, support-defense P, attack P); all planets are adjudicated at once, by the mailing-list
draft's combat table.

adjudicate   GAME.json is a setup with the first turn's orders (data/diplomaxy/game.schema.json,
             example: data/diplomaxy/games/draft-example.json). Prints each planet's report:
             CTRL/DEF/ATT per player, each unit's ordered and resolved action, losses, controller.
  --json     print the resolution events as JSON instead
play         a hot-seat game in this terminal. MAP is a bundled map (${Object.keys(MAPS).join(", ")}) or a
             setup file. Each player in turn enters orders, one per line:
               <unit> control | support-control <player> | move <corridor> | defend
                      | support-defense <player> | attack <player>
             (short forms: c, sc, m, d, sd, a); 'list' shows each unit's legal orders, 'orders'
             your orders so far, 'done' ends your turn, 'quit' stops. Units without orders defend.
  --max-turns N, --factor F (fallback factor: 0.75, 0.66, 0.5 or p/q), --rounding R
exit codes: 0 done, 1 game file invalid or game abandoned, 2 bad arguments`;

type Out = Io["stdout"];

/** A seat no player can have (ids are non-empty): what everyone may know. */
const SPECTATOR = "";

/** Pads columns to their widest cell. */
function table(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const r of rows) {
    r.forEach((c, i) => {
      widths[i] = Math.max(widths[i] ?? 0, c.length);
    });
  }
  return rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}

/** DEF as a short decimal when it has one, else the exact fraction. */
function showDef(def: number, exact: string): string {
  const text = String(def);
  return text.length <= 6 ? text : exact;
}

function orderText(u: { order: string; target?: string; corridor?: string }): string {
  return [u.order, u.target ?? u.corridor ?? ""].join(" ").trim();
}

/**
 * A planet's report as two tables: the referee's (every unit named) or a player's, where other
 * players' units are anonymous (shown as "-").
 */
export function formatReport(report: PlanetReport | PlanetReportView, name = report.planet): string[] {
  const who =
    report.controller !== null
      ? `controlled by ${report.controller}`
      : report.standoff
        ? "no controller (standoff)"
        : "no controller";
  const lines = [`${name} (${report.planet}): ${who}`];
  const scores = report.players.map((p) => [
    p.player,
    String(p.ctrl),
    showDef(p.def, p.defExact),
    String(p.att),
    String(p.loss),
  ]);
  lines.push(...table([["player", "CTRL", "DEF", "ATT", "lost"], ...scores]).map((l) => `  ${l}`));
  const units = report.units.map((u) => [
    "unit" in u ? u.unit : "-",
    u.owner,
    orderText(u),
    u.resolved,
    u.destroyed ? "destroyed" : "",
  ]);
  lines.push(...table([["unit", "owner", "order", "resolved", ""], ...units]).map((l) => `  ${l}`));
  if (report.destroyed.length > 0) lines.push(`  destroyed, in order: ${report.destroyed.join(", ")}`);
  return lines;
}

/** The non-combat events of a resolution, one line each. */
function formatOther(e: EventView): string | null {
  switch (e.type) {
    case "arrived":
      return e.unit === undefined
        ? `a unit of ${e.owner} arrives at ${e.at}`
        : `${e.unit} (${e.owner}) arrives at ${e.at}`;
    case "produced":
      return e.units === undefined
        ? `${e.player} receives ${e.count} unit${e.count === 1 ? "" : "s"} at ${e.planet}`
        : `${e.player} receives ${e.units.join(", ")} at ${e.planet}`;
    case "eliminated":
      return `${e.player} is out of the game`;
    case "gameOver":
      return e.winners.length === 0
        ? "Game over: nobody is left."
        : e.winners.length === 1
          ? `Game over: ${e.winners[0]} wins (${e.reason}).`
          : `Game over: draw between ${e.winners.join(", ")} (${e.reason}).`;
    default:
      return null;
  }
}

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
      for (const l of formatReport(e, names.get(e.planet))) println(io.stdout, l);
    }
  }
  const other = (events as Event[]).map(formatOther).filter((l): l is string => l !== null);
  if (other.length > 0) println(io.stdout);
  for (const l of other) println(io.stdout, l);
  return 0;
}

/** The last resolution's events and the state it produced, for {@link viewEvents}. */
interface Resolution {
  readonly events: readonly AnyEvent[];
  readonly after: State;
}

function showView(v: PlayerView, last: Resolution | null, out: Out): void {
  const names = new Map(v.planets.map((p) => [p.id, p.name]));
  // The engine decides which arrivals and productions this player witnessed (RULES.md §5.1);
  // eliminations and the end were announced to everyone at the resolution.
  const seen = last === null ? [] : viewEvents(last.events, v.player, last.after);
  const moves = seen.filter((e) => e.type === "arrived" || e.type === "produced");
  if (v.lastReport !== null && (v.lastReport.planets.length > 0 || moves.length > 0)) {
    println(out, `What you saw at turn ${v.lastReport.turn}'s resolution:`);
    for (const r of v.lastReport.planets)
      for (const l of formatReport(r, names.get(r.planet))) println(out, `  ${l}`);
    for (const e of moves) println(out, `  ${formatOther(e)}`);
    println(out);
  }
  println(out, "Planets you see:");
  for (const p of v.planets) {
    if (!p.visible) continue;
    const control = p.controller === null ? "uncontrolled" : `controlled by ${p.controller}`;
    println(out, `  ${p.name} (${p.id}), production ${p.production}, ${control}`);
    // Other players' units come anonymous (RULES.md §5): shown as a count.
    const byOwner = new Map<string, string[]>();
    for (const u of p.units) byOwner.set(u.owner, [...(byOwner.get(u.owner) ?? []), "id" in u ? u.id : ""]);
    for (const [owner, ids] of byOwner)
      println(
        out,
        owner === v.player
          ? `    you: ${ids.join(" ")}`
          : `    ${owner}: ${ids.length} unit${ids.length === 1 ? "" : "s"}`,
      );
    const lanes = v.corridors.filter((c) => c.a === p.id || c.b === p.id);
    println(
      out,
      `    corridors: ${lanes.map((c) => `${c.id} → ${c.a === p.id ? c.b : c.a} (${c.length ?? 1})`).join(", ")}`,
    );
  }
  const hidden = v.planets.filter((p) => !p.visible).map((p) => p.id);
  if (hidden.length > 0) println(out, `  not seen: ${hidden.join(", ")}`);
  for (const t of v.transit)
    println(out, `  ${t.id} travels ${t.from} → ${t.to}, arrives after turn ${t.arrives}`);
  println(out, `Players: ${v.players.map((p) => `${p.id}${p.out ? " (out)" : ""}`).join(", ")}`);
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
    } else if (a.startsWith("-")) return `unknown option ${a}`;
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
      `${flags}\nusage: games diplomaxy play MAP [--max-turns N] [--factor F] [--rounding R]`,
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
  const out = io.stdout;
  const tty = (io.stdout as { isTTY?: boolean }).isTTY === true;
  const lines = lineReader(io.stdin);
  let last: Resolution | null = null;
  try {
    while (state.status.phase === "orders") {
      for (const player of activePlayers(state)) {
        if (tty) out.write("\x1b[2J\x1b[H");
        println(out, `=== Turn ${state.turn}: ${player}'s orders. Others look away; press Enter. ===`);
        if ((await lines.next()) === null) return abandon(io);
        showView(viewFor(state, player), last, out);
        println(out, "Orders, one per line ('list', 'orders', 'done', 'quit'):");
        const mine = new Map<string, Order>();
        for (;;) {
          const line = await lines.next();
          if (line === null || line.trim() === "quit") return abandon(io);
          const text = line.trim();
          if (text === "") continue;
          if (text === "done") break;
          if (text === "list") {
            for (const u of state.units.filter((x) => x.owner === player)) {
              println(
                out,
                `  ${u.id} @ ${u.at}: ${legalOrders(state, u.id)
                  .map((o) => makeOrder(o).slice(u.id.length + 1))
                  .join(" | ")}`,
              );
            }
            continue;
          }
          if (text === "orders") {
            for (const o of mine.values()) println(out, `  ${makeOrder(o)}`);
            continue;
          }
          const order = parseOrder(text);
          if (order === null) {
            println(out, `  ? cannot read "${text}" (e.g. "u1 attack bob", "u2 move c3", "u3 defend")`);
            continue;
          }
          const next = new Map(mine).set(order.unit, order);
          const t = engine.reduce(state, { type: "orders", player, orders: [...next.values()] });
          const refused = t.events.find((e): e is Rejected => e.type === "rejected");
          if (refused !== undefined) {
            // The detail numbers orders within the whole submission; name the line instead.
            println(
              out,
              `  ✗ ${makeOrder(order)}: ${refused.reason} (${(refused.detail ?? "").replace(/^order \d+: /, "")})`,
            );
            continue;
          }
          mine.set(order.unit, order);
          state = t.state;
          println(out, `  ✓ ${makeOrder(order)}`);
        }
      }
      const names = planetNames(state);
      const t = engine.reduce(state, { type: "resolve" });
      state = t.state;
      last = { events: t.events, after: state };
      if (tty) out.write("\x1b[2J\x1b[H");
      println(
        out,
        `=== Turn ${state.lastReport?.turn ?? state.turn} resolved: each player sees its planets' reports at its next turn. ===`,
      );
      for (const e of viewEvents(t.events, SPECTATOR, state)) {
        // What a spectator may know (who is out, the end); the rest waits for each player's turn.
        const line = formatOther(e);
        if (line !== null) println(out, line);
      }
      if (state.status.phase === "over" && state.lastReport !== null) {
        println(out, "Final reports:");
        for (const r of state.lastReport.planets)
          for (const l of formatReport(r, names.get(r.planet))) println(out, `  ${l}`);
      }
    }
    return 0;
  } finally {
    lines.close();
  }
}

function abandon(io: Io): number {
  println(io.stdout, "Game abandoned.");
  return 1;
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
