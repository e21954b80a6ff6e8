/**
 * The benches' game: a ring of planets, units spread evenly (100 per planet unless said), eight
 * players, each unit with a random legal order given in the setup (so `init` checks them all).
 */
import { nextInt, type Rng, seedRng } from "@core/engine";
import type { Order, Setup } from "../src/index.js";

const PLAYERS = ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"];

/** The setup of `units` units on `planets` planets, drawn from `seed`. */
export function ringSetup(units: number, planets: number, seed: string): Setup {
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
  const others = new Map(PLAYERS.map((p) => [p, PLAYERS.filter((q) => q !== p)]));
  for (const u of list) {
    const other = others.get(u.owner)?.[draw(PLAYERS.length - 1)] as string;
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
  return { map, players: PLAYERS, units: list, orders };
}
