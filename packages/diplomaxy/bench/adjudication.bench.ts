/**
 * Adjudication cost: one `resolve` of a turn where every unit has a random order, for 10k, 100k
 * and 1M units (100 units per planet), plus the reference case: 100,000 units over 1,000
 * planets. Run: `pnpm --filter @engines/diplomaxy bench`.
 */
import { nextInt, type Rng, seedRng } from "@core/engine";
import { bench, describe } from "vitest";
import { engine, type Order, type Setup, type State } from "../src/index.js";

const PLAYERS = ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"];

/** A ring of planets, `units` units spread evenly, each with a random legal order. */
function game(units: number, planets: number, seed: string): State {
  let rng: Rng = seedRng(seed);
  const draw = (n: number): number => {
    const [v, next] = nextInt(rng, n);
    rng = next;
    return v;
  };
  const map = {
    planets: Array.from({ length: planets }, (_, i) => ({ id: `P${i}`, name: `Planet ${i}` })),
    corridors: Array.from({ length: planets }, (_, i) => ({
      id: `C${i}`,
      a: `P${i}`,
      b: `P${(i + 1) % planets}`,
      length: 1 + (i % 3),
    })),
  };
  const list = Array.from({ length: units }, (_, i) => ({
    id: `u${i}`,
    owner: PLAYERS[draw(PLAYERS.length)] as string,
    at: `P${i % planets}`,
  }));
  const orders: Record<string, Order[]> = Object.fromEntries(PLAYERS.map((p) => [p, []]));
  for (const u of list) {
    const other = PLAYERS.filter((p) => p !== u.owner)[draw(PLAYERS.length - 1)] as string;
    const k = draw(6);
    const here = Number(u.at.slice(1));
    const order: Order =
      k === 0
        ? { unit: u.id, order: "control" }
        : k === 1
          ? { unit: u.id, order: "supportControl", target: other }
          : k === 2
            ? { unit: u.id, order: "defend" }
            : k === 3
              ? { unit: u.id, order: "supportDefense", target: other }
              : k === 4
                ? { unit: u.id, order: "attack", target: other }
                : { unit: u.id, order: "move", corridor: `C${here}` };
    orders[u.owner]?.push(order);
  }
  const setup: Setup = { map, players: PLAYERS, units: list, orders };
  return engine.init(setup);
}

const RESOLVE = { type: "resolve" } as const;

// Only one game is alive at a time: a large live heap makes every garbage collection slower and
// would bill the small cases for the big ones. Each game is built during the warm-up run.
let live: { key: string; state: State } | null = null;
function resolveOnce(units: number, planets: number): void {
  const key = `${units}/${planets}`;
  if (live?.key !== key) {
    live = null;
    live = { key, state: game(units, planets, key) };
  }
  engine.reduce(live.state, RESOLVE);
}

const OPTIONS = { time: 0, iterations: 5, warmupIterations: 1, warmupTime: 0 };

describe("resolve one turn (random orders, 100 units per planet)", () => {
  bench("10,000 units / 100 planets", () => resolveOnce(10_000, 100), { ...OPTIONS, iterations: 20 });
  bench("100,000 units / 1,000 planets (the issue's case)", () => resolveOnce(100_000, 1_000), {
    ...OPTIONS,
    iterations: 10,
  });
  bench("1,000,000 units / 10,000 planets", () => resolveOnce(1_000_000, 10_000), OPTIONS);
});

describe("resolve one turn, 1,000 planets fixed", () => {
  bench("10,000 units / 1,000 planets", () => resolveOnce(10_000, 1_000), { ...OPTIONS, iterations: 20 });
  bench("1,000,000 units / 1,000 planets", () => resolveOnce(1_000_000, 1_000), OPTIONS);
});
