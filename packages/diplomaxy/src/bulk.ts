/**
 * The bulk of a setup — its units and turn-1 orders, up to a million of each — checked against
 * the schema (data/diplomaxy/game.schema.json, `$defs/unit` and `$defs/order`) by hand, without
 * ajv's per-item calls and regular expression. The check is only ever an accelerator: when it
 * says yes, the schema says yes too (tested against ajv in test/bulk.test.ts); when it says no,
 * `init` runs the full schema check, whose error (message and JSON pointer) is the one reported.
 * So it may say no where the schema would accept (e.g. an id of 40 characters outside the
 * Basic Multilingual Plane): that costs time, never a different answer.
 */
import { isRecord } from "@core/engine";
import { ORDER_KINDS } from "./types.js";

/** The names the schema's `$defs/id` forbids (`not.enum`): Object.prototype's. */
const FORBIDDEN: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "toLocaleString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
]);

const KINDS: ReadonlySet<unknown> = new Set(ORDER_KINDS);

/** The schema's `$defs/id`: `^[A-Za-z0-9_.-]{1,40}$`, not a forbidden name. */
export function isId(value: unknown): boolean {
  if (typeof value !== "string" || value.length === 0 || value.length > 40) return false;
  for (let k = 0; k < value.length; k++) {
    const c = value.charCodeAt(k);
    // 0-9, A-Z, a-z, _ . -
    if (
      !(
        (c >= 48 && c <= 57) ||
        (c >= 65 && c <= 90) ||
        (c >= 97 && c <= 122) ||
        c === 95 ||
        c === 46 ||
        c === 45
      )
    )
      return false;
  }
  return !FORBIDDEN.has(value);
}

/** A string of at most 40 UTF-16 code units (so at most 40 characters, the schema's limit). */
function isShortString(value: unknown): boolean {
  return typeof value === "string" && value.length <= 40;
}

/**
 * `units` is a schema-valid `units` array (at most a million `$defs/unit` items). Returns
 * "canonical" when, besides, every unit's keys are exactly `id, owner, at` in that order: the
 * state may then hold the units as they are (they are what `init` would copy them into).
 */
export function checkUnits(units: unknown): "invalid" | "valid" | "canonical" {
  if (!Array.isArray(units) || units.length > 1_000_000) return "invalid";
  let canonical = true;
  for (let i = 0; i < units.length; i++) {
    const u: unknown = units[i];
    if (!isRecord(u)) return "invalid";
    let k = 0;
    for (const key in u) {
      if (key !== "id" && key !== "owner" && key !== "at") return "invalid";
      if (key !== (k === 0 ? "id" : k === 1 ? "owner" : "at")) canonical = false;
      k++;
    }
    if (!isId(u.id) || !isId(u.owner) || !isId(u.at)) return "invalid";
  }
  return canonical ? "canonical" : "valid";
}

/** `orders` is schema-valid as one player's turn-1 orders (at most a million `$defs/order` items). */
export function checkOrderList(orders: unknown): boolean {
  if (!Array.isArray(orders) || orders.length > 1_000_000) return false;
  for (let i = 0; i < orders.length; i++) {
    const o: unknown = orders[i];
    if (!isRecord(o)) return false;
    for (const key in o)
      if (key !== "unit" && key !== "order" && key !== "target" && key !== "corridor") return false;
    if (!isShortString(o.unit) || !KINDS.has(o.order)) return false;
    if (o.target !== undefined && !isShortString(o.target)) return false;
    if (o.corridor !== undefined && !isShortString(o.corridor)) return false;
  }
  return true;
}
