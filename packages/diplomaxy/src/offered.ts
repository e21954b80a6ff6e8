/**
 * The orders a client offers a player for one unit: the legal ones that can change something,
 * read from the player's own view (so an online client, which holds nothing else, offers the same
 * list as a local one, and no fact beyond the view shapes it). RULES.md §6.1.
 */
import { ordersOf, sightOf } from "./bot-sight.js";
import type { Order } from "./types.js";
import type { PlayerView } from "./view.js";

/**
 * The orders `view.player` may give its unit `unit` in orbit, in the draft's order, without those
 * that cannot matter: with no other player's unit in orbit of its planet, nobody there can attack
 * or be attacked this turn (arrivals take no part in combat, RULES.md §4), so `attack` and
 * `supportDefense` are left out; `supportControl` stays (it gives the planet to its target even
 * in its absence, k 5.5). [] for a unit the player does not have in orbit, or outside the orders
 * phase. Every order listed is one `legalOrders` lists, so the engine accepts it.
 */
export function offeredOrders(view: PlayerView, unit: string): Order[] {
  if (view.status.phase !== "orders") return [];
  const planet = view.planets.find(
    (p) => p.visible && p.units.some((u) => "id" in u && u.id === unit && u.owner === view.player),
  );
  if (planet === undefined || !planet.visible) return [];
  const contested = planet.units.some((u) => u.owner !== view.player);
  const orders = ordersOf(sightOf(view), unit, planet.id);
  return contested ? orders : orders.filter((o) => o.order !== "attack" && o.order !== "supportDefense");
}
