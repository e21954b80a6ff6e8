/**
 * What the economy offers (seed §7.6, §10): economy.json as bundled, the pool of cards packs draw
 * from, and the copy limits, all read from the data (checked by `checkEconomy`, economy.ts, which
 * alone needs the schema validator).
 */
import economyFile from "@data/lgc-tcg/economy.json";
import { BUNDLED_CORPUS } from "../corpus.js";
import { LAUNCH_FILES } from "../data/launch.js";
import type { Card, EconomyRules, Rarity, SetsFile, Taxonomy } from "../data/types.js";
import type { PoolCard } from "./model.js";

/** The rarities, from the most common; packs and the tables of economy.json read them in this order. */
export const RARITIES: readonly Rarity[] = ["COMMON", "UNCOMMON", "RARE", "EPIC", "LEGENDARY"];

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
 * The member a card portrays, as the pool keeps it: its `memberId`; for a member of the Grand
 * Conseil (a card with a rank, §6) whose data does not name the member yet, the card's own id
 * stands for them. Non-member cards portray no one.
 */
function memberOf(card: Card): { memberId?: string } {
  if (card.memberId !== null) return { memberId: card.memberId };
  return card.rankId === null ? {} : { memberId: card.id };
}

/** The bundled sets' codes in sets.json's order: the launch set first, then each extension. */
const SET_ORDER: readonly string[] = (LAUNCH_FILES["sets.json"] as SetsFile).sets.map((s) => s.code);

/**
 * The pool packs draw from: the current version of every collectible card, in set order (the
 * bundled sets.json's: the launch set first, a set it does not list last) then collector number.
 * Cards withdrawn at their member's request (`optOut`, §12) never drop.
 */
export function packPool(corpus: {
  readonly cards: Readonly<Record<string, Card>>;
  readonly latest: Readonly<Record<string, number>>;
}): PoolCard[] {
  const out: (PoolCard & { n: number })[] = [];
  for (const [id, version] of Object.entries(corpus.latest)) {
    const card = corpus.cards[`${id}.v${version}`];
    if (card === undefined || card.optOut) continue;
    out.push({
      cardId: id,
      version,
      set: card.setCode,
      rarity: card.rarity,
      ...memberOf(card),
      n: card.collectorNumber,
    });
  }
  const rank = (set: string) => (SET_ORDER.includes(set) ? SET_ORDER.indexOf(set) : SET_ORDER.length);
  out.sort(
    (a, b) =>
      rank(a.set) - rank(b.set) ||
      a.set.localeCompare(b.set) ||
      a.n - b.n ||
      a.cardId.localeCompare(b.cardId),
  );
  return out.map(({ n: _n, ...card }) => card);
}

/** The bundled corpus's pool. */
export const BUNDLED_POOL: readonly PoolCard[] = packPool(BUNDLED_CORPUS);
