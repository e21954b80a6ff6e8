/**
 * Computes the frozen expectations of `test/fixtures/midgame-perft.json` by brute force through
 * the public API only (`legalActions` and `reduce` on JSON states, recursively), so its figures do
 * not depend on the search board they are meant to check.
 *
 * The figures in the file were written by running this script at commit 6b87dcc, the engine
 * before the search board (issue 18):
 *
 *   node --conditions=@games/source --import tsx scripts/midgame-perft.ts --write
 *
 * Without `--write` it recomputes every figure with the current engine and exits 1 on a
 * difference (a slow cross-check of the public API; the tests check the same figures faster).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type AnyEvent, engine, legalActions, parseMove, reduce, type State } from "../src/index.js";

/** One mid-game position: a setup, the actions played from it, and its frozen figures. */
export interface MidgameCase {
  readonly id: string;
  readonly description: string;
  readonly setup: object;
  /** The actions that lead from the setup to the position, in console notation. */
  readonly before: string;
  /** perft(1), perft(2), perft(3) from the position. */
  perft?: number[];
  /** Every event of every sequence of one or two actions, counted by type (and reason). */
  events?: Record<string, number>;
}

/** The state a case describes: its setup, then its `before` actions (each must be accepted). */
export function caseState(c: MidgameCase): State {
  let state = engine.init(c.setup);
  for (const text of c.before.split(" ").filter((t) => t !== "")) {
    const parsed = parseMove(text);
    if (!parsed.ok) throw new Error(`${c.id}: ${parsed.error}`);
    const t = reduce(state, parsed.value);
    if (t.events.some((e) => e.type === "rejected")) throw new Error(`${c.id}: ${text} was refused`);
    state = t.state;
  }
  return state;
}

/** The key an event is counted under: its type, and its reason when it has one. */
export function eventKey(e: AnyEvent): string {
  return "reason" in e && e.type !== "rejected" ? `${e.type}:${e.reason}` : e.type;
}

function perft(state: State, depth: number): number {
  const actions = legalActions(state);
  if (depth === 1) return actions.length;
  let n = 0;
  for (const a of actions) n += perft(reduce(state, a).state, depth - 1);
  return n;
}

function census(state: State, depth: number, out: Record<string, number>): void {
  if (depth === 0) return;
  for (const a of legalActions(state)) {
    const t = reduce(state, a);
    for (const e of t.events) out[eventKey(e)] = (out[eventKey(e)] ?? 0) + 1;
    census(t.state, depth - 1, out);
  }
}

const file = fileURLToPath(new URL("../test/fixtures/midgame-perft.json", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fixture = JSON.parse(readFileSync(file, "utf8")) as { cases: MidgameCase[] };
  const write = process.argv.includes("--write");
  let differences = 0;
  for (const c of fixture.cases) {
    const state = caseState(c);
    const counts = [1, 2, 3].map((d) => perft(state, d));
    const events: Record<string, number> = {};
    census(state, 2, events);
    const sorted = Object.fromEntries(Object.entries(events).sort(([a], [b]) => a.localeCompare(b)));
    console.log(c.id, counts.join(" "), JSON.stringify(sorted));
    if (write) {
      c.perft = counts;
      c.events = sorted;
    } else if (JSON.stringify([c.perft, c.events]) !== JSON.stringify([counts, sorted])) {
      console.log(`  differs from the frozen ${JSON.stringify(c.perft)} ${JSON.stringify(c.events)}`);
      differences++;
    }
  }
  if (write) writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
  process.exit(differences === 0 ? 0 : 1);
}
