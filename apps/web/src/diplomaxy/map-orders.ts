/**
 * Orders given on the map (local and online boards alike): tap one of your counters to pick a unit
 * there (again: the next one), then tap where it goes — its own planet (control), a neighbouring
 * planet or the corridor to it (move), another player's counter beside it (attack). A press on a
 * counter dragged onto a target does the same. The order is looked up among the engine's offered
 * orders (`offeredOrders`): a gesture with no such order does nothing.
 * @module
 */
import type { Corridor, Order } from "@engines/diplomaxy";
import { useState } from "preact/hooks";

/** What was tapped on the map. */
export type MapTarget =
  | { readonly kind: "planet"; readonly planet: string }
  | { readonly kind: "corridor"; readonly corridor: string }
  | { readonly kind: "counter"; readonly planet: string; readonly owner: string };

/** A unit of the player in orbit. */
export interface OwnUnit {
  readonly id: string;
  readonly at: string;
}

/** A move the player has ordered so far, drawn on the map: `count` units from `from` to `to`. */
export interface PlannedMove {
  readonly from: string;
  readonly to: string;
  readonly count: number;
}

/** The moves among `orders` of `units`, one arrow per corridor and direction. */
export function plannedMoves(
  orders: readonly Order[],
  units: readonly OwnUnit[],
  corridors: readonly Corridor[],
): PlannedMove[] {
  const arrows = new Map<string, PlannedMove>();
  for (const o of orders) {
    const at = units.find((u) => u.id === o.unit)?.at;
    const c = corridors.find((x) => x.id === o.corridor);
    if (o.order !== "move" || at === undefined || c === undefined) continue;
    const to = c.a === at ? c.b : c.a;
    const key = `${at}>${to}`;
    arrows.set(key, { from: at, to, count: (arrows.get(key)?.count ?? 0) + 1 });
  }
  return [...arrows.values()];
}

/** The offered order a tap on `target` means for a unit at `at` (null: none). */
export function orderForTarget(
  options: readonly Order[],
  corridors: readonly Corridor[],
  at: string,
  me: string,
  target: MapTarget,
): Order | null {
  const find = (test: (o: Order) => boolean) => options.find(test) ?? null;
  if (target.kind === "corridor") return find((o) => o.order === "move" && o.corridor === target.corridor);
  if (target.kind === "counter" && target.planet === at && target.owner !== me)
    return find((o) => o.order === "attack" && o.target === target.owner);
  if (target.planet === at) return find((o) => o.order === "control");
  const joins = (c: Corridor) =>
    (c.a === at && c.b === target.planet) || (c.b === at && c.a === target.planet);
  return find((o) => o.order === "move" && corridors.some((c) => c.id === o.corridor && joins(c)));
}

/** The map's picking state, and what its taps do to `draft`. */
export interface MapOrders {
  /** The unit picked, if any. */
  readonly selected: OwnUnit | null;
  /** A tap on the map (or a drag's release). */
  readonly tap: (target: MapTarget) => void;
  /** A counter of one's own at `from` dragged onto `target`: a unit there gets that order. */
  readonly drop: (from: string, target: MapTarget) => void;
  readonly clear: () => void;
}

/**
 * Picking and ordering on the map for player `me`'s `units`: `optionsOf` gives a unit's offered
 * orders, `setOrder` records one in the page's draft (`ordered`: the units already given one).
 */
export function useMapOrders(options: {
  readonly me: string;
  readonly units: readonly OwnUnit[];
  readonly corridors: readonly Corridor[];
  readonly optionsOf: (unit: string) => readonly Order[];
  readonly ordered: (unit: string) => boolean;
  readonly setOrder: (order: Order) => void;
}): MapOrders {
  const [selected, setSelected] = useState<OwnUnit | null>(null);
  const pickAt = (planet: string) => {
    const here = options.units.filter((u) => u.at === planet);
    if (here.length === 0) return setSelected(null);
    // Again on the same planet: the next unit there; else the first one still without an order.
    const next =
      selected !== null && selected.at === planet
        ? here[(here.findIndex((u) => u.id === selected.id) + 1) % here.length]
        : (here.find((u) => !options.ordered(u.id)) ?? here[0]);
    setSelected(next ?? null);
  };
  const tap = (target: MapTarget) => {
    // One's own counter picks a unit there (again: the next one).
    if (target.kind === "counter" && target.owner === options.me) return pickAt(target.planet);
    if (selected === null) {
      if (target.kind !== "corridor") pickAt(target.planet);
      return;
    }
    const order = orderForTarget(
      options.optionsOf(selected.id),
      options.corridors,
      selected.at,
      options.me,
      target,
    );
    if (order === null) {
      if (target.kind !== "corridor") pickAt(target.planet);
      return;
    }
    options.setOrder(order);
    setSelected(null);
  };
  const drop = (from: string, target: MapTarget) => {
    const here = options.units.filter((u) => u.at === from);
    const unit =
      selected !== null && selected.at === from
        ? selected
        : (here.find((u) => !options.ordered(u.id)) ?? here[0]);
    if (unit === undefined) return;
    const order = orderForTarget(options.optionsOf(unit.id), options.corridors, from, options.me, target);
    if (order !== null) options.setOrder(order);
    setSelected(null);
  };
  return { selected, tap, drop, clear: () => setSelected(null) };
}
