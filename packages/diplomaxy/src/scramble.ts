/**
 * `scrambleHidden` (issue 13): a game one player cannot tell from the real one. Everything out of
 * its sight is drawn afresh — other players' units elsewhere and in corridors, control of the
 * planets it does not see, other players' ids and pending orders, their production counters, the
 * reports it did not witness — and what it sees is kept, other players' unit ids excepted (it
 * never sees them).
 */
import { nextInt, type Rng } from "@core/engine";
import { legalOrders } from "./legal.js";
import { lengthOf, otherEnd } from "./map.js";
import { activePlayers } from "./turn.js";
import type { LastReport, Order, PlanetReport, State, Transit, Unit } from "./types.js";
import { visiblePlanets } from "./view.js";

/** Draws from one {@link Rng} threaded through a scramble (local to one call). */
interface Draw {
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

function drawFrom(start: Rng): Draw {
  let rng = start;
  const int = (n: number): number => {
    const [v, next] = nextInt(rng, n);
    rng = next;
    return v;
  };
  return {
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    chance: () => int(2) === 0,
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

/**
 * A state `seat` (a player, or anything else for a spectator) cannot tell from `state`, drawn
 * from `rng`: its own units, transit, orders and counter kept; on the planets it sees, the same
 * players with the same number of units in orbit (other players' under new ids); elsewhere, other
 * players still in get random units, random corridor crossings and random control; players who
 * submitted orders get random legal orders; reports it did not witness are dropped and the
 * witnesses of the others redrawn; the unit list is shuffled.
 */
export function scrambleHidden(state: State, seat: string, rng: Rng): State {
  const d = drawFrom(rng);
  const seen = visiblePlanets(state, seat);
  const others = activePlayers(state).filter((p) => p !== seat);
  const hiddenPlanets = state.map.planets.map((p) => p.id).filter((p) => !seen.has(p));
  let fresh = 0;
  const newId = () => `h${d.int(1 << 30).toString(36)}-${fresh++}`;

  const units: Unit[] = [];
  for (const u of state.units) {
    if (u.owner === seat) units.push(u);
    else if (seen.has(u.at)) units.push({ id: newId(), owner: u.owner, at: u.at });
  }
  for (const at of hiddenPlanets)
    for (const owner of others) for (let k = d.int(3); k > 0; k--) units.push({ id: newId(), owner, at });

  const transit: Transit[] = state.transit.filter((t) => t.owner === seat);
  for (const owner of others) {
    for (let k = d.int(2); k > 0 && state.map.corridors.length > 0; k--) {
      const c = d.pick(state.map.corridors);
      const from = d.chance() ? c.a : c.b;
      const to = otherEnd(c, from) as string;
      const arrives = state.turn + d.int(lengthOf(c));
      transit.push({ id: newId(), owner, corridor: c.id, from, to, arrives });
    }
  }

  const control: Record<string, string | null> = {};
  for (const [planet, owner] of Object.entries(state.control))
    control[planet] = seen.has(planet) ? owner : d.chance() || others.length === 0 ? null : d.pick(others);

  const produced: Record<string, number> = {};
  for (const p of state.players) produced[p] = p === seat ? (state.produced[p] ?? 0) : d.int(20);

  const shuffled = d.shuffle(units);
  const draft: State = { ...state, units: shuffled, transit, control, produced };
  const orders: Record<string, readonly Order[]> = {};
  for (const p of Object.keys(state.orders)) {
    if (p === seat) {
      orders[p] = state.orders[p] as readonly Order[];
      continue;
    }
    const mine = shuffled.filter((u) => u.owner === p && d.chance());
    orders[p] = mine.map((u) => d.pick(legalOrders(draft, u.id)));
  }
  return { ...draft, orders, lastReport: scrambleReport(state.lastReport, seat, others, d, newId) };
}

/** The reports `seat` witnessed, other players' unit ids renamed, witnesses redrawn; no others. */
function scrambleReport(
  report: LastReport | null,
  seat: string,
  others: readonly string[],
  d: Draw,
  newId: () => string,
): LastReport | null {
  if (report === null) return null;
  const planets: PlanetReport[] = [];
  const witnesses: Record<string, string[]> = {};
  for (const r of report.planets) {
    if (report.witnesses[r.planet]?.includes(seat) !== true) continue;
    const names = new Map<string, string>();
    const rename = (id: string, owner: string) => {
      if (owner === seat) return id;
      const known = names.get(id) ?? newId();
      names.set(id, known);
      return known;
    };
    const owners = new Map(r.players.flatMap((p) => p.orders.map((o) => [o.unit, p.player])));
    const renamed = (id: string) => rename(id, owners.get(id) ?? "");
    planets.push({
      ...r,
      players: r.players.map((p) => ({
        ...p,
        orders: p.orders.map((o) => ({ ...o, unit: rename(o.unit, p.player) })),
      })),
      fallbacks: r.fallbacks.map((f) => ({ ...f, unit: renamed(f.unit) })),
      destroyed: r.destroyed.map(renamed),
    });
    witnesses[r.planet] = [seat, ...others.filter(() => d.chance())];
  }
  return { ...report, planets, witnesses };
}
