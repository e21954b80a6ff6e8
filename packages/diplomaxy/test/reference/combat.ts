// FROZEN copy of src/combat.ts at commit dfdfa34, before the issue-18 performance work: the oracle of
// test/differential.test.ts. Do not fix or optimise it; its value is that it is unchanged.
/**
 * Combat on one planet ("combats (planète)"), exactly as the draft's table and resolution order.
 * Pure: the units in orbit with their orders in, a report out. See RULES.md §4.
 */
import { fraction, lossCount, makeFraction, toNumber } from "../../src/points.js";
import type { Options, OrderKind, ResolvedAction } from "../../src/types.js";
import type { PlanetReport, PlayerScore, UnitResult } from "./types.js";

/** A unit in orbit at resolution with the order it was given (`defend` when it had none). */
export interface Combatant {
  readonly unit: string;
  readonly owner: string;
  readonly order: OrderKind;
  readonly target?: string;
  readonly corridor?: string;
}

/** Code-unit order of ids: the same on every machine and locale. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What one player gathers on the planet, each group already in destruction order. */
interface Side {
  att: number;
  /** DEF in 1/den points. */
  def: number;
  ctrl: number;
  readonly defenders: number[];
  readonly defensiveSupporters: number[];
  readonly controllers: number[];
  readonly controlSupporters: number[];
  /** Own control supporters of others (used only with `fallbackToSupporter`). */
  readonly ownSupportsOfOthers: number[];
  /** Units that fell back to defend this player, in fallback order. */
  readonly fallen: number[];
}

function side(): Side {
  return {
    att: 0,
    def: 0,
    ctrl: 0,
    defenders: [],
    defensiveSupporters: [],
    controllers: [],
    controlSupporters: [],
    ownSupportsOfOthers: [],
    fallen: [],
  };
}

/**
 * Adjudicates one planet for one turn.
 *
 * 1. Points: control 1 CTRL; support of control on B 1 CTRL to B; defense 1 DEF; support of
 *    defense on B 1 DEF to B; attack on C 1 ATT against C; move nothing (movers have left).
 * 2. For each attacked player A, DEF is counted in the draft's order until it reaches ATT: own
 *    defenders, defensive supports received, then A's control units fall back one by one
 *    (`fallbackFactor` DEF each) while still needed, then other players' control supports on A.
 * 3. A loses ATT − DEF units (rounded per `lossRounding`), destroyed in that same order.
 * 4. CTRL counts surviving control units and control supports that did not fall back; the unique
 *    highest CTRL above zero controls the planet.
 *
 * `seats` gives the player order used to sort units ("by player then unit id").
 */
export function adjudicatePlanet(
  planet: string,
  combatants: readonly Combatant[],
  seats: readonly string[],
  options: Pick<Options, "fallbackFactor" | "lossRounding" | "fallbackToSupporter">,
): PlanetReport {
  const seatOf = new Map(seats.map((p, i) => [p, i]));
  const seat = (p: string) => seatOf.get(p) ?? seats.length;
  // Decorate-sort: one seat lookup per unit, not per comparison.
  const units = combatants
    .map((c) => ({ c, seat: seat(c.owner) }))
    .sort((x, y) => x.seat - y.seat || compareIds(x.c.owner, y.c.owner) || compareIds(x.c.unit, y.c.unit))
    .map((x) => x.c);
  const { num, den } = options.fallbackFactor;
  const sides = new Map<string, Side>();
  const sideOf = (p: string): Side => {
    let s = sides.get(p);
    if (s === undefined) {
      s = side();
      sides.set(p, s);
    }
    return s;
  };
  const resolved: ResolvedAction[] = units.map((u) => u.order);
  const destroyed: boolean[] = units.map(() => false);

  // 1. Orders give their points and join the groups of the player they serve.
  units.forEach((u, i) => {
    const own = sideOf(u.owner);
    switch (u.order) {
      case "defend":
        own.def += den;
        own.defenders.push(i);
        break;
      case "supportDefense": {
        const t = sideOf(u.target as string);
        t.def += den;
        t.defensiveSupporters.push(i);
        break;
      }
      case "control":
        own.controllers.push(i);
        break;
      case "supportControl":
        sideOf(u.target as string).controlSupporters.push(i);
        own.ownSupportsOfOthers.push(i);
        break;
      case "attack":
        sideOf(u.target as string).att += 1;
        break;
      case "move":
        break;
    }
  });

  // 2. Fallbacks ("repli défensif"), only while still needed.
  const fallBack = (s: Side, i: number, as: ResolvedAction) => {
    resolved[i] = as;
    s.def += num;
    s.fallen.push(i);
  };
  for (const s of sides.values()) {
    if (s.att === 0) continue;
    for (const i of s.controllers) if (s.def < s.att * den) fallBack(s, i, "controlFallback");
    for (const i of s.controlSupporters) if (s.def < s.att * den) fallBack(s, i, "supportControlFallback");
  }
  if (options.fallbackToSupporter) {
    // The draft's "???": a control support that was not needed by the supported player may
    // fall back to defend its own, still short, owner. Runs after every step-2 fallback.
    for (const s of sides.values()) {
      if (s.att === 0) continue;
      for (const i of s.ownSupportsOfOthers) {
        if (s.def < s.att * den && resolved[i] === "supportControl")
          fallBack(s, i, "supportControlFallbackToSupporter");
      }
    }
  }

  // 3. Losses, in the order defense was counted; attackers and movers are never in these lists.
  const losses = new Map<string, number>();
  for (const [p, s] of sides) {
    if (s.att === 0) continue;
    const order = [...s.defenders, ...s.defensiveSupporters, ...s.fallen];
    const n = Math.min(lossCount(s.att, s.def, den, options.lossRounding), order.length);
    for (const i of order.slice(0, n)) destroyed[i] = true;
    losses.set(p, n);
  }

  // 4. Control: surviving, not fallen-back control units and control supports.
  units.forEach((u, i) => {
    if (destroyed[i]) return;
    if (resolved[i] === "control") sideOf(u.owner).ctrl += 1;
    else if (resolved[i] === "supportControl") sideOf(u.target as string).ctrl += 1;
  });

  const players: PlayerScore[] = [...sides.keys()]
    .sort((a, b) => seat(a) - seat(b) || compareIds(a, b))
    .map((p) => {
      const s = sides.get(p) as Side;
      return {
        player: p,
        ctrl: s.ctrl,
        def: toNumber(s.def, den),
        defExact: makeFraction(fraction(s.def, den)),
        att: s.att,
        loss: losses.get(p) ?? 0,
      };
    });
  const best = Math.max(0, ...players.map((p) => p.ctrl));
  const leaders = best > 0 ? players.filter((p) => p.ctrl === best) : [];
  // One literal per shape (no spread): this runs once per unit in orbit.
  const results: UnitResult[] = units.map((u, i): UnitResult => {
    const resolvedAs = resolved[i] as ResolvedAction;
    const lost = destroyed[i] as boolean;
    if (u.target !== undefined) {
      return {
        unit: u.unit,
        owner: u.owner,
        order: u.order,
        target: u.target,
        resolved: resolvedAs,
        destroyed: lost,
      };
    }
    if (u.corridor !== undefined) {
      return {
        unit: u.unit,
        owner: u.owner,
        order: u.order,
        corridor: u.corridor,
        resolved: resolvedAs,
        destroyed: lost,
      };
    }
    return { unit: u.unit, owner: u.owner, order: u.order, resolved: resolvedAs, destroyed: lost };
  });
  const destroyedOrder: string[] = [];
  for (const p of players) {
    const s = sides.get(p.player) as Side;
    const order = [...s.defenders, ...s.defensiveSupporters, ...s.fallen];
    for (const i of order.slice(0, p.loss)) destroyedOrder.push((units[i] as Combatant).unit);
  }
  return {
    planet,
    players,
    units: results,
    destroyed: destroyedOrder,
    controller: leaders.length === 1 ? (leaders[0] as PlayerScore).player : null,
    standoff: leaders.length > 1,
  };
}
