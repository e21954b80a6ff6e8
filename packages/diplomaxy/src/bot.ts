/**
 * Bots: `chooseAction(view, {level, seed})` picks one player's next action from its view alone
 * (never the state: other players' units and orders stay hidden from it as from anyone), the
 * same for equal views and seeds. A turn takes two actions: the orders, then `ready`.
 *
 * - hold: no orders; every unit defends.
 * - random: each unit in orbit gets one of its legal orders, drawn uniformly.
 * - greedy: holds what it has, fights where it is stronger, falls back where it is overwhelmed,
 *   and sends its spare units towards the best planets in reach (free or weakly held ones, the
 *   unknown, its own threatened ones), the richer and nearer the better.
 */
import { nextInt, type Rng, seedRng } from "@core/engine";
import {
  ordersOf,
  othersAt,
  type Route,
  routesFrom,
  type Sight,
  type Spot,
  sightOf,
  strongest,
} from "./bot-sight.js";
import type { Action, Order } from "./types.js";
import type { PlayerView } from "./view.js";

/** Bot strength. */
export type BotLevel = "hold" | "random" | "greedy";

/** The bot levels, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ["hold", "random", "greedy"];

/** Options of {@link chooseAction}. */
export interface BotOptions {
  readonly level: BotLevel;
  /** Equal seeds (and views) give equal choices. */
  readonly seed: number;
}

/**
 * The action the bot sends for `view.player`: its orders while it has none this turn and units
 * in orbit, else `ready`; null when the turn does not wait for it (ready, out, game over).
 */
export function chooseAction(view: PlayerView, options: BotOptions): Action | null {
  if (view.status.phase !== "orders") return null;
  const me = view.players.find((p) => p.id === view.player);
  if (me === undefined || me.out || me.ready) return null;
  const player = view.player;
  if (view.orders !== null || options.level === "hold") return { type: "ready", player };
  const sight = sightOf(view);
  const rng = seedRng(options.seed);
  const orders = options.level === "random" ? randomOrders(sight, rng) : greedyOrders(sight, rng);
  if (orders === null) return { type: "ready", player };
  return { type: "orders", player, orders };
}

/** My planets with units in orbit, in map order; null when I have none. */
function occupied(sight: Sight): Spot[] | null {
  const spots = [...sight.spots.values()].filter((s) => s.mine.length > 0);
  return spots.length === 0 ? null : spots;
}

function randomOrders(sight: Sight, start: Rng): Order[] | null {
  const spots = occupied(sight);
  if (spots === null) return null;
  let rng = start;
  const orders: Order[] = [];
  for (const spot of spots) {
    for (const unit of spot.mine) {
      const legal = ordersOf(sight, unit, spot.id);
      const [i, next] = nextInt(rng, legal.length);
      rng = next;
      orders.push(legal[i] as Order);
    }
  }
  return orders;
}

/** A planet worth sending units to, and how many more it needs. */
interface Goal {
  readonly spot: Spot;
  readonly value: number;
  need: number;
}

/**
 * What each planet is worth reaching and how many more units it needs: a free planet its
 * production plus one; one held by others a little less, needing more than they have there; an
 * unseen one less again (it may be taken); my own only when threatened from next door.
 */
function goalsOf(sight: Sight): Map<string, Goal> {
  const goals = new Map<string, Goal>();
  for (const spot of sight.spots.values()) {
    const have = spot.mine.length + spot.incoming;
    if (!spot.visible) {
      if (spot.incoming === 0) goals.set(spot.id, { spot, value: 0.5 + 0.6 * spot.production, need: 1 });
      continue;
    }
    const foes = strongest(spot).count;
    // Where others are: one more than the strongest of them. Mine: as many as could come next door.
    const need = (foes > 0 ? foes + 1 : Math.max(1, threatNear(sight, spot))) - have;
    if (need <= 0) continue;
    const value =
      foes > 0 ? 0.8 * (spot.production + 1) : spot.controller === sight.me ? 0.7 : spot.production + 1;
    goals.set(spot.id, { spot, value, need });
  }
  return goals;
}

/** The most units one other player has in orbit next door (one turn away) of `spot`. */
function threatNear(sight: Sight, spot: Spot): number {
  let most = 0;
  for (const c of sight.exits.get(spot.id) ?? []) {
    if ((c.length ?? 1) !== 1) continue;
    const next = sight.spots.get(c.a === spot.id ? c.b : c.a);
    if (next !== undefined) most = Math.max(most, strongest(next).count);
  }
  return most;
}

/** A corridor to a planet next door where my units would be safe: seen, and no one else there. */
function shelter(sight: Sight, spot: Spot): string | null {
  for (const c of sight.exits.get(spot.id) ?? []) {
    if ((c.length ?? 1) !== 1) continue;
    const next = sight.spots.get(c.a === spot.id ? c.b : c.a);
    if (next?.visible === true && othersAt(next) === 0) return c.id;
  }
  return null;
}

function greedyOrders(sight: Sight, start: Rng): Order[] | null {
  const spots = occupied(sight);
  if (spots === null) return null;
  let rng = start;
  const goals = goalsOf(sight);
  const orders: Order[] = [];
  const spare: { unit: string; spot: Spot }[] = [];
  for (const spot of spots) {
    const units = spot.mine;
    const k = units.length;
    const foe = strongest(spot);
    if (foe.owner !== null) {
      // Contested: retreat when overwhelmed, else hold control with one more than the strongest
      // and strike it with the rest (its controllers fall back and give up their CTRL).
      const away = foe.count > k ? shelter(sight, spot) : null;
      for (const [i, unit] of units.entries()) {
        if (away !== null) orders.push({ unit, order: "move", corridor: away });
        else if (foe.count > k) orders.push({ unit, order: "defend" });
        else if (i <= foe.count) orders.push({ unit, order: "control" });
        else orders.push({ unit, order: "attack", target: foe.owner });
      }
      continue;
    }
    // Mine alone: keep one on a productive planet, and half of what is next door (arrivals fight
    // only the turn after, so the rest can come back; a full guard would freeze two equal
    // neighbours forever); send the rest out.
    const keep = Math.min(k, Math.max(spot.production > 0 ? 1 : 0, Math.ceil(threatNear(sight, spot) / 2)));
    for (const [i, unit] of units.entries()) {
      if (i < keep) orders.push({ unit, order: "control" });
      else spare.push({ unit, spot });
    }
  }
  for (const [from, units] of groupBy(spare)) {
    const [tie, next] = nextInt(rng, 1 << 16);
    rng = next;
    orders.push(...sendOut(units, rankGoals(goals, routesFrom(sight, from), tie)));
  }
  return orders;
}

/** Spare units by the planet they are at, in the order first met. */
function groupBy(spare: readonly { unit: string; spot: Spot }[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { unit, spot } of spare) groups.set(spot.id, [...(groups.get(spot.id) ?? []), unit]);
  return groups;
}

/**
 * Orders for one planet's spare units: the best goals first, each sent what it still needs only
 * if they can all go now (a wave, not a trickle a stronger holder would pick off); units left
 * over stay and control, massing for a later wave.
 */
function sendOut(units: readonly string[], ranked: readonly { goal: Goal; route: Route }[]): Order[] {
  const orders: Order[] = [];
  let left = [...units];
  for (const { goal, route } of ranked) {
    if (left.length === 0) break;
    if (goal.need <= 0 || goal.need > left.length) continue;
    const going = left.slice(0, goal.need);
    left = left.slice(goal.need);
    goal.need = 0;
    for (const unit of going) orders.push({ unit, order: "move", corridor: route.corridor });
  }
  for (const unit of left) orders.push({ unit, order: "control" });
  return orders;
}

/** The goals in reach, the most value per turn of travel first (ties by a seeded draw, then map order). */
function rankGoals(
  goals: ReadonlyMap<string, Goal>,
  reach: ReadonlyMap<string, Route>,
  tie: number,
): { goal: Goal; route: Route }[] {
  const ranked: { goal: Goal; route: Route; score: number }[] = [];
  for (const goal of goals.values()) {
    const route = reach.get(goal.spot.id);
    if (goal.need <= 0 || route === undefined) continue;
    // A seeded nudge of under 1% keeps equally good goals from always going the same way.
    const nudge = (((tie ^ hash(goal.spot.id)) >>> 0) % 97) / 10_000;
    ranked.push({ goal, route, score: (goal.value / (1 + route.distance)) * (1 + nudge) });
  }
  return ranked.sort((x, y) => y.score - x.score);
}

/** A small hash of a planet id, for the seeded nudge. */
function hash(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (Math.imul(h, 31) + id.charCodeAt(i)) >>> 0;
  return h;
}
