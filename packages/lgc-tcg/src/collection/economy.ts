/**
 * Checking an economy file (seed §7.6, §10): its schema, then what a schema cannot say. Apart from
 * catalogue.ts so that what only reads the bundled economy carries no schema validator (issue 18).
 */
import { issue } from "../data/issues.js";
import { checkSchema } from "../data/schemas.js";
import type { DataIssue, DataResult, EconomyRules } from "../data/types.js";
import { RARITIES } from "./catalogue.js";

/** How far a slot's odds may sum from 1 (decimal fractions in JSON are not exact). */
const ODDS_TOLERANCE = 1e-9;

/**
 * Checks an economy file (any JSON) against `economy.schema.json`, then what a schema cannot say:
 * each slot's odds sum to 1, and melting is at a loss (§10: a normal duplicate melts for less than
 * its craft price). Never throws; issues name `file` and the JSON pointer.
 */
export function checkEconomy(value: unknown, file = "economy.json"): DataResult<EconomyRules> {
  const checked = checkSchema("economy", value, file);
  if (!checked.ok) return { ok: false, issues: checked.issues };
  const rules = checked.value;
  const errors: DataIssue[] = [];
  rules.pack.slots.forEach((slot, i) => {
    const sum = RARITIES.reduce((s, r) => s + (slot[r] ?? 0), 0);
    if (Math.abs(sum - 1) > ODDS_TOLERANCE)
      errors.push(
        issue("error", "odds", file, `/pack/slots/${i}`, `a slot's odds sum to 1, these to ${sum}`),
      );
  });
  for (const r of RARITIES) {
    const { craft, melt } = rules.rarities[r];
    if (melt >= craft)
      errors.push(
        issue(
          "error",
          "melt",
          file,
          `/rarities/${r}/melt`,
          `melting is at a loss (§10): ${melt} Sceaux for a ${r} crafted for ${craft}`,
        ),
      );
  }
  return errors.length > 0 ? { ok: false, issues: errors } : { ok: true, value: rules, warnings: [] };
}
