// FROZEN copy of src/orders.ts at commit dfdfa34, before the issue-18 performance work: the oracle of
// test/differential.test.ts. Do not fix or optimise it; its value is that it is unchanged.
/**
 * Orders: validation of a player's submission (errors as values), and a one-line text form
 * (`parseOrder`/`makeOrder`) for terminals.
 */
import { isRecord } from "@core/engine";
import { corridorIndex, otherEnd } from "../../src/map.js";
import { ORDER_KINDS, type Order, type OrderKind, TARGETED } from "../../src/types.js";
import type { State } from "./types.js";

/** Why a submission is refused: a reason code, and which order (index) and field. */
export interface OrderError {
  readonly reason:
    | "bad-orders"
    | "bad-order"
    | "not-your-unit"
    | "unit-in-transit"
    | "duplicate-unit"
    | "missing-target"
    | "unknown-player"
    | "self-target"
    | "target-out"
    | "missing-corridor"
    | "unknown-corridor"
    | "corridor-not-here"
    | "unexpected-field";
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
 * Checks `orders` (any JSON) as `player`'s submission in `state`: an array of
 * `{unit, order, target?, corridor?}`, each unit the player's own, in orbit, ordered once (a
 * unit that is not the player's is refused the same way whether it exists or not);
 * supports and attacks name another player still in the game; moves name a corridor touching
 * the unit's planet. The first problem found refuses the whole submission.
 * `player` must already be known to be in the game.
 */
export function checkOrders(state: Context, player: string, orders: unknown): OrdersCheck {
  if (!Array.isArray(orders)) return err("bad-orders", null, "orders", "orders must be an array");
  const units = new Map(state.units.map((u) => [u.id, u]));
  const moving = new Map(state.transit.map((t) => [t.id, t.owner]));
  const corridors = corridorIndex(state.map);
  const players = new Set(state.players);
  const out = new Set(state.out);
  const seen = new Set<string>();
  const valid: Order[] = [];
  for (let i = 0; i < orders.length; i++) {
    const o: unknown = orders[i];
    if (!isRecord(o)) return err("bad-order", i, null, `order ${i} is not an object`);
    for (const key of Object.keys(o)) {
      if (!["unit", "order", "target", "corridor"].includes(key))
        return err("unexpected-field", i, key, `order ${i}: unknown field "${key}"`);
    }
    const { unit, order, target, corridor } = o;
    if (typeof unit !== "string") return err("bad-order", i, "unit", `order ${i}: "unit" must be a unit id`);
    if (typeof order !== "string" || !(ORDER_KINDS as readonly string[]).includes(order)) {
      return err("bad-order", i, "order", `order ${i}: "order" must be one of ${ORDER_KINDS.join(", ")}`);
    }
    const kind = order as OrderKind;
    const u = units.get(unit);
    // One refusal, word for word, for every unit that is not the player's own: whether it
    // exists, where it is and whose it is are none of the player's business (issue 13).
    if (u === undefined || u.owner !== player) {
      if (moving.get(unit) === player)
        return err("unit-in-transit", i, "unit", `order ${i}: your unit ${unit} is in a corridor`);
      return err("not-your-unit", i, "unit", `order ${i}: you have no unit ${unit}`);
    }
    if (seen.has(unit)) return err("duplicate-unit", i, "unit", `order ${i}: unit ${unit} is ordered twice`);
    seen.add(unit);
    if (TARGETED.has(kind)) {
      if (target === undefined)
        return err("missing-target", i, "target", `order ${i}: ${kind} needs a target player`);
      if (typeof target !== "string" || !players.has(target))
        return err("unknown-player", i, "target", `order ${i}: no player ${String(target)}`);
      if (target === player)
        return err("self-target", i, "target", `order ${i}: ${kind} cannot target yourself`);
      if (out.has(target)) return err("target-out", i, "target", `order ${i}: ${target} is out of the game`);
    } else if (target !== undefined) {
      return err("unexpected-field", i, "target", `order ${i}: ${kind} takes no target`);
    }
    if (kind === "move") {
      if (corridor === undefined)
        return err("missing-corridor", i, "corridor", `order ${i}: move needs a corridor`);
      const c = typeof corridor === "string" ? corridors.get(corridor) : undefined;
      if (c === undefined)
        return err("unknown-corridor", i, "corridor", `order ${i}: no corridor ${String(corridor)}`);
      if (otherEnd(c, u.at) === null)
        return err("corridor-not-here", i, "corridor", `order ${i}: corridor ${c.id} does not touch ${u.at}`);
    } else if (corridor !== undefined) {
      return err("unexpected-field", i, "corridor", `order ${i}: ${kind} takes no corridor`);
    }
    valid.push({
      unit,
      order: kind,
      ...(TARGETED.has(kind) ? { target: target as string } : {}),
      ...(kind === "move" ? { corridor: corridor as string } : {}),
    });
  }
  return { ok: true, orders: valid };
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
  const kind = WORDS[word.toLowerCase()];
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
