/**
 * Diplomaxy's speed: `pnpm --filter @engines/diplomaxy bench` (under a minute on a quiet machine).
 * `init` (setup checks, turn-1 orders for every unit) and one `resolve` of a turn where every unit
 * has a random order, from 10,000 to 1,000,000 units. Every figure is printed as soon as it is
 * taken, with wall time, the process's CPU time (the steadier figure on a shared machine) and
 * the load average.
 */
import { fmt, load, machine, once } from "@core/engine/bench";
import { engine, type Setup, type State } from "../src/index.js";
import { ringSetup } from "./game.js";

const RESOLVE = { type: "resolve" } as const;

/** An engine's `init` and `resolve`. */
interface Implementation<S> {
  readonly name: string;
  readonly init: (setup: Setup) => S;
  readonly resolve: (state: S) => unknown;
}

const CURRENT: Implementation<State> = {
  name: "engine",
  init: engine.init,
  resolve: (state) => engine.reduce(state, RESOLVE),
};

/** Median and best of `times` (seconds). */
function summary(times: readonly number[], units: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  const best = sorted[0] as number;
  return `median ${fmt(median * 1000)} ms, best ${fmt(best * 1000)} ms (${fmt((median / units) * 1e6, 2)} µs/unit)`;
}

/** `rounds` inits and resolves of one game; only one game is alive at a time. */
function run<S>(impl: Implementation<S>, units: number, planets: number, rounds: number): void {
  const setup = ringSetup(units, planets, `${units}/${planets}`);
  const init = { wall: [] as number[], cpu: [] as number[] };
  let state: S | null = null;
  for (let r = 0; r < rounds; r++) {
    state = null;
    const m = once(() => impl.init(setup));
    state = m.value;
    init.wall.push(m.wall);
    init.cpu.push(m.cpu);
  }
  const label = `${impl.name}, ${fmt(units)} units / ${fmt(planets)} planets`;
  console.log(
    `${label}: init CPU ${summary(init.cpu, units)}; wall ${summary(init.wall, units)} [load ${load()}]`,
  );
  const resolve = { wall: [] as number[], cpu: [] as number[] };
  if (units <= 100_000) impl.resolve(state as S); // warm-up (a large game warms up within one)
  for (let r = 0; r < rounds; r++) {
    const m = once(() => impl.resolve(state as S));
    resolve.wall.push(m.wall);
    resolve.cpu.push(m.cpu);
  }
  console.log(
    `${label}: resolve CPU ${summary(resolve.cpu, units)}; wall ${summary(resolve.wall, units)} [load ${load()}]`,
  );
}

console.log(`diplomaxy bench — ${machine()}`);
run(CURRENT, 10_000, 100, 15);
run(CURRENT, 100_000, 1_000, 5);
// Three rounds: one resolve of a million units in four or five pays for a full garbage collection.
run(CURRENT, 1_000_000, 10_000, 3);
// Ten times more units a planet: `BENCH_FULL=1` (adds about 40 s on a loaded machine).
if (process.env.BENCH_FULL === "1") run(CURRENT, 1_000_000, 1_000, 1);
