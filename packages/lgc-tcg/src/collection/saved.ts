/**
 * A collection as a client keeps it: the player's part of the state (copies, Sceaux, packs, pity,
 * generator), without the catalogue (economy rules, pool, copy limits) that the bundled data
 * supplies when it is read back. Checked by a validator compiled ahead of time from
 * `collection-saved.schema.json` (scripts/validators.mjs), so that a page reading a saved
 * collection carries no ajv (issue 18).
 */
import { pointer, schemaCheck } from "@core/engine";
import type { CollectionEntry, DataIssue, DataResult } from "../data/types.js";
import { BUNDLED_POOL, COPY_LIMITS, ECONOMY_RULES } from "./catalogue.js";
import type { AltArt, CollectionState, PoolCard } from "./model.js";
import * as validators from "./validators.generated.js";

/** A collection state without its catalogue: what collection-saved.schema.json describes. */
export type SavedCollection = Omit<CollectionState, "rules" | "pool" | "limits">;

const checkSaved = schemaCheck<SavedCollection>(validators.saved);

/**
 * Problems a schema cannot see in holdings: one pool entry per card, one entry per card version,
 * no more stamped provenances than foil copies, at most one alternative illustration shown per card.
 */
export function holdingIssues(
  value: { pool?: readonly PoolCard[]; copies?: readonly CollectionEntry[]; altArts?: readonly AltArt[] },
  file: string | undefined,
): DataIssue[] {
  const out: DataIssue[] = [];
  const at = (message: string, ...path: (string | number)[]): void => {
    out.push({
      severity: "error",
      code: "reference",
      pointer: pointer(...path),
      message,
      ...(file ? { file } : {}),
    });
  };
  const ids = new Set<string>();
  (value.pool ?? []).forEach((c, i) => {
    if (ids.has(c.cardId)) at(`"${c.cardId}" is in the pool twice`, "pool", i, "cardId");
    ids.add(c.cardId);
  });
  const keys = new Set<string>();
  (value.copies ?? []).forEach((c, i) => {
    const key = `${c.cardId}.v${c.version}`;
    if (keys.has(key)) at(`${key} has two entries`, "copies", i);
    keys.add(key);
    if ((c.foilProvenance?.length ?? 0) > c.foil)
      at(`${c.foilProvenance?.length} provenances for ${c.foil} foil copies`, "copies", i, "foilProvenance");
  });
  const shown = new Set<string>();
  (value.altArts ?? []).forEach((a, i) => {
    if (!a.shown) return;
    if (shown.has(a.cardId)) at(`"${a.cardId}" shows two alternative illustrations`, "altArts", i, "shown");
    shown.add(a.cardId);
  });
  return out;
}

/** The player's part of a collection state, to store. */
export function savedCollection(state: CollectionState): SavedCollection {
  const { rules: _rules, pool: _pool, limits: _limits, ...saved } = state;
  return saved;
}

/**
 * Reads back a saved collection (any JSON, e.g. from storage; a whole state is accepted, its
 * catalogue ignored) with the bundled catalogue: economy.json's rules, the pool of the bundled
 * corpus and its copy limits, so a card added to the set appears in packs without losing anything
 * the player holds. Never throws; issues carry `file` and JSON pointers.
 */
export function readSavedCollection(value: unknown, file?: string): DataResult<CollectionState> {
  const own =
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? savedCollection(value as CollectionState)
      : value;
  const checked = checkSaved(own);
  const issues: DataIssue[] = checked.ok
    ? holdingIssues(checked.value, file)
    : checked.issues.map((i) => ({
        severity: "error",
        code: "schema",
        pointer: i.pointer,
        message: i.message,
        ...(file ? { file } : {}),
      }));
  if (!checked.ok || issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: { ...checked.value, rules: ECONOMY_RULES, pool: BUNDLED_POOL, limits: COPY_LIMITS },
    warnings: [],
  };
}
