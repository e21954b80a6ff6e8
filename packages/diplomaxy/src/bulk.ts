/**
 * The bulk of a setup — its units, up to a million — checked against the schema
 * (data/diplomaxy/game.schema.json, `$defs/unit`) by hand, without ajv's per-item calls and
 * regular expression. An accelerator only: it says yes exactly when the schema does (tested
 * against ajv in test/bulk.test.ts), and when it says no, `init` runs the full schema check,
 * whose error (message and JSON pointer) is the one reported. Turn-1 orders need no such check:
 * `checkOrdersIn` accepts only orders the schema accepts (see src/setup.ts).
 */
import { isRecord } from "@core/engine";

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

/** The schema's bounds on `units` and on each player's turn-1 `orders`. */
export const MAX_UNITS = 1_000_000;
export const MAX_ORDERS = 1_000_000;

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

/**
 * `units` is a schema-valid `units` array (at most a million `$defs/unit` items). Returns
 * "canonical" when, besides, every unit's keys are exactly `id, owner, at` in that order: the
 * state may then hold the units as they are (they are what `init` would copy them into).
 */
export function checkUnits(units: unknown): "invalid" | "valid" | "canonical" {
  if (!Array.isArray(units) || units.length > MAX_UNITS) return "invalid";
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
