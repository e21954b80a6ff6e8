/**
 * What the economy offers (seed §7.6, §10): economy.json checked against its schema and its
 * rules, the pool of cards packs draw from, and the copy limits, all read from the data.
 */
import economyFile from "../../../../data/lgc-tcg/economy.json";
import { BUNDLED_CORPUS } from "../corpus.js";
import { LAUNCH_FILES } from "../data/launch.js";
import { checkSchema, issue } from "../data/schemas.js";
import type { Card, DataIssue, DataResult, EconomyRules, Rarity, Taxonomy } from "../data/types.js";
import type { PoolCard } from "./model.js";

/** The rarities, from the most common; packs and the tables of economy.json read them in this order. */
export const RARITIES: readonly Rarity[] = ["COMMON", "UNCOMMON", "RARE", "EPIC", "LEGENDARY"];

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

/** economy.json as bundled (the data tests check it with {@link checkEconomy}). */
export const ECONOMY_RULES: EconomyRules = economyFile as EconomyRules;

/** Copies a deck may hold by rarity (§2), from a taxonomy. */
export function copyLimits(taxonomy: Pick<Taxonomy, "rarities">): Record<Rarity, number> {
  const out = {} as Record<Rarity, number>;
  for (const r of RARITIES) out[r] = taxonomy.rarities.find((x) => x.id === r)?.maxCopies ?? 0;
  return out;
}

/** The bundled taxonomy's copy limits (3 / 3 / 3 / 2 / 1). */
export const COPY_LIMITS: Readonly<Record<Rarity, number>> = copyLimits(
  LAUNCH_FILES["taxonomy.json"] as Taxonomy,
);

/**
 * The pool packs draw from: the current version of every collectible card, in set then collector
 * number order. Cards withdrawn at their member's request (`optOut`, §12) never drop.
 */
export function packPool(corpus: {
  readonly cards: Readonly<Record<string, Card>>;
  readonly latest: Readonly<Record<string, number>>;
}): PoolCard[] {
  const out: (PoolCard & { n: number })[] = [];
  for (const [id, version] of Object.entries(corpus.latest)) {
    const card = corpus.cards[`${id}.v${version}`];
    if (card === undefined || card.optOut) continue;
    out.push({ cardId: id, version, set: card.setCode, rarity: card.rarity, n: card.collectorNumber });
  }
  out.sort((a, b) => a.set.localeCompare(b.set) || a.n - b.n || a.cardId.localeCompare(b.cardId));
  return out.map(({ n: _n, ...card }) => card);
}

/** The bundled corpus's pool. */
export const BUNDLED_POOL: readonly PoolCard[] = packPool(BUNDLED_CORPUS);
