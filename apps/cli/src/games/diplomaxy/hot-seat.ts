/**
 * `games diplomaxy play`: a hot-seat game in one terminal. Each player in turn sees only its view
 * (viewFor, viewEvents) and types orders; the engine judges each one and resolves the turn.
 */
import type { Rejected } from "@core/engine";
import {
  type AnyEvent,
  activePlayers,
  engine,
  fullReportView,
  legalOrders,
  makeOrder,
  type Order,
  type PlayerView,
  type State,
  viewEvents,
  viewFor,
} from "@engines/diplomaxy";
import { type Io, type LineReader, lineReader, println } from "../../command.js";
import { formatOther, formatReport } from "./report.js";
import { explainRefusal, ORDER_WORDS, ownUnits, readOrder } from "./typed-orders.js";

type Out = Io["stdout"];

/** A seat no player can have (ids are non-empty): what everyone may know. */
const SPECTATOR = "";

const CLEAR = "\x1b[2J\x1b[H";

const HELP = [
  "  An order per line: <unit> <order> [<player>|<corridor>|<planet>], e.g. n1 attack south, n2 move cygni.",
  `  Orders: ${ORDER_WORDS.join(", ")} (short: c, sc, m, d, sd, a).`,
  "  list: your units' possible orders and the enemies you can see; orders: your orders so far;",
  "  done: end your turn (units without orders defend); quit: stop the game.",
].join("\n");

/** The last resolution's events and the state it produced, for {@link viewEvents}. */
interface Resolution {
  readonly events: readonly AnyEvent[];
  readonly after: State;
}

/** "1 unit", "3 units". */
function unitCount(n: number): string {
  return `${n} unit${n === 1 ? "" : "s"}`;
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
        owner === v.player ? `    you: ${ids.join(" ")}` : `    ${owner}: ${unitCount(ids.length)}`,
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

/**
 * `list`: the player's units with the orders the engine allows them, then where enemy units are
 * as far as this player may know: its view's visible planets, nothing else.
 */
function showList(state: State, v: PlayerView, out: Out): void {
  println(out, "  Your units and their possible orders:");
  for (const u of ownUnits(v)) {
    const orders = legalOrders(state, u.id).map((o) => {
      const text = makeOrder(o).slice(u.id.length + 1);
      const lane = o.corridor === undefined ? undefined : v.corridors.find((c) => c.id === o.corridor);
      return lane === undefined ? text : `${text} (→ ${lane.a === u.at ? lane.b : lane.a})`;
    });
    println(out, `    ${u.id} @ ${u.at}: ${orders.join(" | ")}`);
  }
  for (const t of v.transit)
    println(out, `    ${t.id} on its way ${t.from} → ${t.to}, arrives after turn ${t.arrives}: no orders`);
  const sightings: string[] = [];
  for (const p of v.planets) {
    if (!p.visible) continue;
    const byOwner = new Map<string, number>();
    for (const u of p.units) if (u.owner !== v.player) byOwner.set(u.owner, (byOwner.get(u.owner) ?? 0) + 1);
    for (const [owner, n] of byOwner) sightings.push(`${owner}: ${unitCount(n)} at ${p.id}`);
  }
  const seen = v.planets.filter((p) => p.visible).map((p) => p.id);
  const hidden = v.planets.filter((p) => !p.visible).map((p) => p.id);
  println(out, `  Enemy units where you can see (${seen.join(", ")}):`);
  if (sightings.length === 0) println(out, "    none");
  for (const s of sightings) println(out, `    ${s}`);
  if (hidden.length > 0) println(out, `  Unknown to you: what is at ${hidden.join(", ")}.`);
}

/** One player's orders, read until `done`, or why the game stops (quit or end of input). */
async function takeOrders(
  start: State,
  player: string,
  lines: LineReader,
  out: Out,
): Promise<{ state: State } | { stop: "quit" | "end" }> {
  let state = start;
  const view = viewFor(state, player);
  const mine = new Map<string, Order>();
  for (;;) {
    const line = await lines.next();
    if (line === null) return { stop: "end" };
    const text = line.trim();
    if (text === "") continue;
    if (text === "quit") return { stop: "quit" };
    if (text === "done") return { state };
    if (text === "help") println(out, HELP);
    else if (text === "list") showList(state, view, out);
    else if (text === "orders") {
      if (mine.size === 0) println(out, "  no orders yet: your units will defend");
      for (const o of mine.values()) println(out, `  ${makeOrder(o)}`);
    } else {
      const reading = readOrder(text, view);
      if (!reading.ok) {
        println(out, `  ? ${reading.message}`);
        continue;
      }
      const order = reading.order;
      const next = new Map(mine).set(order.unit, order);
      const t = engine.reduce(state, { type: "orders", player, orders: [...next.values()] });
      const refused = t.events.find((e): e is Rejected => e.type === "rejected");
      if (refused !== undefined) {
        println(out, `  ✗ ${explainRefusal(order, refused, view)}`);
        continue;
      }
      mine.set(order.unit, order);
      state = t.state;
      println(out, `  ✓ ${makeOrder(order)}`);
    }
  }
}

const ROUNDING: Readonly<Record<State["options"]["lossRounding"], string>> = {
  ceil: "rounded up",
  floor: "rounded down",
  round: "rounded to the nearest",
};

/** The rules in play, said once before the first turn (the options change what orders do). */
export function optionsLine(options: State["options"]): string {
  const { num, den } = options.fallbackFactor;
  return (
    `Rules: a unit falling back defends with ${num}/${den} of its strength; losses ${ROUNDING[options.lossRounding]}; ` +
    `a unit supporting another player's control ${options.fallbackToSupporter ? "falls back to defend its own player when attacked" : "keeps to that support"}` +
    `${options.maxTurns === null ? "" : `; ${options.maxTurns} turns`}.`
  );
}

/**
 * Plays `start` hot-seat until the game is over (exit 0), a player types quit (exit 0) or the
 * input ends (exit 1). Between players the screen is cleared (on a terminal) and the next player
 * presses Enter; a turn's resolution notice stays up until then.
 */
export async function playHotSeat(start: State, io: Io): Promise<number> {
  const out = io.stdout;
  const tty = (io.stdout as { isTTY?: boolean }).isTTY === true;
  const lines = lineReader(io.stdin);
  let state = start;
  let last: Resolution | null = null;
  println(out, optionsLine(state.options));
  try {
    while (state.status.phase === "orders") {
      for (const player of activePlayers(state)) {
        // After a resolution the notice stays on screen above the first player's prompt.
        if (tty && (last === null || last.after !== state)) out.write(CLEAR);
        println(out, `=== Turn ${state.turn}: ${player}'s orders. Others look away; press Enter. ===`);
        if ((await lines.next()) === null) return stopped(io, "end");
        if (tty) out.write(CLEAR);
        showView(viewFor(state, player), last, out);
        println(out, "Orders, one per line ('list', 'orders', 'help', 'done', 'quit'):");
        const r = await takeOrders(state, player, lines, out);
        if ("stop" in r) return stopped(io, r.stop);
        state = r.state;
      }
      const t = engine.reduce(state, { type: "resolve" });
      state = t.state;
      last = { events: t.events, after: state };
      if (tty) out.write(CLEAR);
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
        const names = new Map(state.map.planets.map((p) => [p.id, p.name]));
        println(out, "Final reports:");
        for (const r of state.lastReport.planets)
          for (const l of formatReport(fullReportView(r), names.get(r.planet))) println(out, `  ${l}`);
      }
      println(out);
    }
    return 0;
  } finally {
    lines.close();
  }
}

function stopped(io: Io, why: "quit" | "end"): number {
  println(io.stdout, why === "quit" ? "Game stopped." : "Input ended: game abandoned.");
  return why === "quit" ? 0 : 1;
}
