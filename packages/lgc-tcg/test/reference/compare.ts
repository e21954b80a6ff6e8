/**
 * Comparing the engine with the frozen one (test/reference), which predates Extension 1: its
 * states have no `secrets` zone (launch-set games never fill it), keep no `was` record on a
 * transformed creature and no `revealed` mark on a card bounced back to hand. The comparison
 * leaves those three out, and nothing else.
 */

const NEW_KEYS = new Set(["was", "revealed"]);

/** `value` without Extension 1's additions: empty `secrets` lists, `was` and `revealed` fields. */
export function withoutSecrets<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === "secrets" && Array.isArray(v) && v.length === 0) continue;
    if (NEW_KEYS.has(k)) continue;
    out[k] = withoutSecrets(v);
  }
  return out as T;
}
