/**
 * Orders: validation of a player's submission (errors as values), and a one-line text form
 * (`parseOrder`/`makeOrder`) for terminals.
 */

import { isRecord } from "@core/engine";
import { findId, type IdIndex, indexIds } from "./ids.js";
import { corridorIndex, otherEnd } from "./map.js";
import type { OrderRefusal } from "./refusals.js";
import {
  type Corridor,
  ORDER_KINDS,
  type Order,
  type OrderKind,
  type State,
  TARGETED,
  type Unit,
} from "./types.js";

/** Why a submission is refused: a reason code, and which order (index) and field. */
export interface OrderError {
  readonly reason: OrderRefusal;
  readonly index: number | null;
  readonly field: string | null;
  readonly detail: string;
}

/** The result of validating a submission. */
export type OrdersCheck =
  | { readonly ok: true; readonly orders: Order[] }
  | { readonly ok: false; readonly error: OrderError };

function err(
  reason: OrderError["reason"],
  index: number | null,
  field: string | null,
  detail: string,
): OrdersCheck {
  return { ok: false, error: { reason, index, field, detail } };
}

/** What validation needs to know of the game. */
type Context = Pick<State, "players" | "out" | "units" | "transit" | "map">;

/**
 * What checking submissions needs, built once for a state (`init` checks every player's turn-1
 * orders with one): the larger lookups are made on first need only.
 */
export interface OrdersContext {
  readonly state: Context;
  readonly players: ReadonlySet<string>;
  readonly out: ReadonlySet<string>;
  /** Unit index by id (given, or built on first need). */
  byId: IdIndex | null;
  /** Owner by id of the units in corridors (built on first need). */
  moving: ReadonlyMap<string, string> | null;
  corridors: ReadonlyMap<string, Corridor> | null;
  /** 1 for each unit already ordered (units are each one player's: one array serves them all). */
  seen: Uint8Array | null;
  /** Every player's unit indices in `state.units` order, player after player (built on first need). */
  owned: {
    readonly seats: ReadonlyMap<string, number>;
    readonly start: Int32Array;
    readonly units: Int32Array;
  } | null;
}

/** A context for checking submissions in `state`; `byId` if the caller has that index already. */
export function ordersContext(state: Context, byId: IdIndex | null = null): OrdersContext {
  return {
    state,
    players: new Set(state.players),
    out: new Set(state.out),
    byId,
    moving: null,
    corridors: null,
    seen: null,
    owned: null,
  };
}

/** The indices of `player`'s units, in state order: one counting sort of every unit by owner. */
function ownedBy(context: OrdersContext, player: string): Int32Array {
  if (context.owned === null) {
    const seats = new Map(context.state.players.map((p, i) => [p, i]));
    const units = context.state.units;
    const seat = new Int32Array(units.length);
    const start = new Int32Array(seats.size + 2);
    for (let i = 0; i < units.length; i++) {
      // Owners that are not players (a hand-made state) share the last, never-asked bucket.
      const s = seats.get((units[i] as Unit).owner) ?? seats.size;
      seat[i] = s;
      start[s + 1] = (start[s + 1] as number) + 1;
    }
    for (let s = 0; s <= seats.size; s++) start[s + 1] = (start[s + 1] as number) + (start[s] as number);
    const fill = start.slice();
    const sorted = new Int32Array(units.length);
    for (let i = 0; i < units.length; i++) {
      const s = seat[i] as number;
      sorted[fill[s] as number] = i;
      fill[s] = (fill[s] as number) + 1;
    }
    context.owned = { seats, start, units: sorted };
  }
  const { seats, start, units } = context.owned;
  const s = seats.get(player);
  return s === undefined ? new Int32Array(0) : units.subarray(start[s], start[s + 1]);
}

/**
 * Checks `orders` (any JSON) as `player`'s submission in `state`: an array of
 * `{unit, order, target?, corridor?}`, each unit the player's own, in orbit, ordered once (a
 * unit that is not the player's is refused the same way whether it exists or not);
 * supports and attacks name another player still in the game; moves name a corridor touching
 * the unit's planet. The first problem found refuses the whole submission.
 * `player` must already be known to be in the game.
 */
export function checkOrders(state: Context, player: string, orders: unknown): OrdersCheck {
  return checkOrdersIn(ordersContext(state), player, orders);
}

/**
 * `checkOrders` with a context made by `ordersContext`. Orders listed in the order of the
 * player's units are found by walking those units, without an index of every unit. Valid orders
 * are returned as `{unit, order, target?|corridor?}`, or, `asGiven` (a setup's turn-1 orders), as
 * written less any key set to undefined; either way the given object itself when it is so already.
 */
export function checkOrdersIn(
  context: OrdersContext,
  player: string,
  orders: unknown,
  asGiven = false,
): OrdersCheck {
  if (!Array.isArray(orders)) return err("bad-orders", null, "orders", "orders must be an array");
  const { players, out } = context;
  const units = context.state.units;
  const own = ownedBy(context, player);
  let next = 0;
  /** The index of the unit `id` if `player` owns it, else -1. */
  const find = (id: string): number => {
    const candidate = own[next];
    if (candidate !== undefined && (units[candidate] as Unit).id === id) {
      next++;
      return candidate;
    }
    context.byId ??= indexIds(units).index;
    const i = findId(context.byId, id);
    return i >= 0 && (units[i] as Unit).owner === player ? i : -1;
  };
  context.seen ??= new Uint8Array(units.length);
  const seen = context.seen;
  const valid: Order[] = new Array(orders.length);
  for (let i = 0; i < orders.length; i++) {
    const o: unknown = orders[i];
    if (!isRecord(o)) return err("bad-order", i, null, `order ${i} is not an object`);
    // The keys, in order: an order whose keys are those of the order stored below, in the same
    // order, is stored as it is (no copy of a million orders at init).
    let keys = 0;
    let third: string | null = null;
    let inOrder = true;
    for (const key in o) {
      if (key !== "unit" && key !== "order" && key !== "target" && key !== "corridor")
        return err("unexpected-field", i, key, `order ${i}: unknown field "${key}"`);
      if (keys === 2) third = key;
      else if (key !== (keys === 0 ? "unit" : "order")) inOrder = false;
      keys++;
    }
    const { unit, order, target, corridor } = o;
    // No key set to undefined (every key is one of these four).
    const plain = keys === 2 + (target === undefined ? 0 : 1) + (corridor === undefined ? 0 : 1);
    if (typeof unit !== "string") return err("bad-order", i, "unit", `order ${i}: "unit" must be a unit id`);
    if (typeof order !== "string" || !(ORDER_KINDS as readonly string[]).includes(order)) {
      return err("bad-order", i, "order", `order ${i}: "order" must be one of ${ORDER_KINDS.join(", ")}`);
    }
    const kind = order as OrderKind;
    const at = find(unit);
    // One refusal, word for word, for every unit that is not the player's own: whether it
    // exists, where it is and whose it is are none of the player's business (issue 13).
    if (at < 0) {
      context.moving ??= new Map(context.state.transit.map((t) => [t.id, t.owner]));
      if (context.moving.get(unit) === player)
        return err("unit-in-transit", i, "unit", `order ${i}: your unit ${unit} is in a corridor`);
      return err("not-your-unit", i, "unit", `order ${i}: you have no unit ${unit}`);
    }
    if (seen[at] === 1) return err("duplicate-unit", i, "unit", `order ${i}: unit ${unit} is ordered twice`);
    seen[at] = 1;
    if (TARGETED.has(kind)) {
      if (target === undefined)
        return err("missing-target", i, "target", `order ${i}: ${kind} needs a target player`);
      if (typeof target !== "string" || !players.has(target))
        return err("unknown-player", i, "target", `order ${i}: no player ${String(target)}`);
      if (target === player)
        return err("self-target", i, "target", `order ${i}: ${kind} cannot target yourself`);
      if (out.has(target)) return err("target-out", i, "target", `order ${i}: ${target} is out of the game`);
      valid[i] = kept(o, asGiven ? plain : inOrder && keys === 3 && third === "target", asGiven) ?? {
        unit,
        order: kind,
        target,
      };
    } else if (target !== undefined) {
      return err("unexpected-field", i, "target", `order ${i}: ${kind} takes no target`);
    } else if (kind === "move") {
      if (corridor === undefined)
        return err("missing-corridor", i, "corridor", `order ${i}: move needs a corridor`);
      context.corridors ??= corridorIndex(context.state.map);
      const c = typeof corridor === "string" ? context.corridors.get(corridor) : undefined;
      if (c === undefined)
        return err("unknown-corridor", i, "corridor", `order ${i}: no corridor ${String(corridor)}`);
      if (otherEnd(c, (units[at] as Unit).at) === null)
        return err(
          "corridor-not-here",
          i,
          "corridor",
          `order ${i}: corridor ${c.id} does not touch ${(units[at] as Unit).at}`,
        );
      valid[i] = kept(o, asGiven ? plain : inOrder && keys === 3 && third === "corridor", asGiven) ?? {
        unit,
        order: kind,
        corridor: corridor as string,
      };
      continue;
    } else {
      valid[i] = kept(o, asGiven ? plain : inOrder && keys === 2, asGiven) ?? { unit, order: kind };
    }
    if (corridor !== undefined)
      return err("unexpected-field", i, "corridor", `order ${i}: ${kind} takes no corridor`);
  }
  return { ok: true, orders: valid };
}

/**
 * The order to store for the valid order `o`, unless it is to be a fresh one in the canonical
 * form (null): `o` itself when it is in the form to store already (`inForm`), else, for a
 * setup's orders (`asGiven`), a copy of its fields that are set, in their order.
 */
function kept(o: Readonly<Record<string, unknown>>, inForm: boolean, asGiven: boolean): Order | null {
  if (asGiven) {
    if (inForm) return o as unknown as Order;
    const copy: Record<string, unknown> = {};
    for (const key in o) if (o[key] !== undefined) copy[key] = o[key];
    return copy as unknown as Order;
  }
  return inForm ? (o as unknown as Order) : null;
}

const WORDS: Readonly<Record<string, OrderKind>> = {
  control: "control",
  c: "control",
  "support-control": "supportControl",
  supportcontrol: "supportControl",
  sc: "supportControl",
  move: "move",
  m: "move",
  defend: "defend",
  d: "defend",
  "support-defense": "supportDefense",
  supportdefense: "supportDefense",
  sd: "supportDefense",
  attack: "attack",
  a: "attack",
};

const TEXT: Readonly<Record<OrderKind, string>> = {
  control: "control",
  supportControl: "support-control",
  move: "move",
  defend: "defend",
  supportDefense: "support-defense",
  attack: "attack",
};

/**
 * Parses one order written `<unit> <order> [<player>|<corridor>]`, e.g. `u1 attack bob`,
 * `u2 move c3`, `u3 sc alice`. Returns null when the text has the wrong shape (legality is
 * `checkOrders`' job).
 */
export function parseOrder(text: string): Order | null {
  const words = text.trim().split(/\s+/);
  const [unit, word, arg, ...rest] = words;
  if (unit === undefined || unit === "" || word === undefined || rest.length > 0) return null;
  // Own keys only: `constructor` or `toString` must not read through to Object.prototype.
  const lower = word.toLowerCase();
  const kind = Object.hasOwn(WORDS, lower) ? WORDS[lower] : undefined;
  if (kind === undefined) return null;
  if (kind === "move") return arg === undefined ? null : { unit, order: kind, corridor: arg };
  if (TARGETED.has(kind)) return arg === undefined ? null : { unit, order: kind, target: arg };
  return arg === undefined ? { unit, order: kind } : null;
}

/** Writes an order in the text form `parseOrder` reads. */
export function makeOrder(order: Order): string {
  const arg = order.order === "move" ? order.corridor : order.target;
  return [order.unit, TEXT[order.order], ...(arg === undefined ? [] : [arg])].join(" ");
}
