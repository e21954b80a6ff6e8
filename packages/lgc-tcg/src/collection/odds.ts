/**
 * The drop rates packs give in the long run (seed §7.6, §10), worked out from economy.json alone:
 * the slots' odds plus what the pity timers add. A player may read them before opening anything
 * (the odds page of a shop), and the tests hold a million simulated packs to them.
 */
import type { EconomyRules, Rarity, SlotOdds } from "../data/types.js";
import { RARITIES } from "./catalogue.js";

/** Long-run rates per pack, pity timers included. */
export interface DropRates {
  /** Expected cards of each rarity in a pack. */
  readonly perPack: Readonly<Record<Rarity, number>>;
  /** Expected foil cards in a pack. */
  readonly foilPerPack: number;
  /** Share of packs holding at least one legendary, and at least one foil. */
  readonly legendaryPack: number;
  readonly foilPack: number;
  /** Share of packs whose legendary, or foil, the pity timer forced. */
  readonly legendaryPity: number;
  readonly foilPity: number;
}

/** A slot's odds over the rarities a set has, as packs apply them (see `rarityOf`). */
export function effectiveOdds(odds: SlotOdds, present: ReadonlySet<Rarity>): Record<Rarity, number> {
  const kinds = RARITIES.filter((r) => present.has(r));
  const total = kinds.reduce((s, r) => s + (odds[r] ?? 0), 0);
  const out = {} as Record<Rarity, number>;
  for (const r of RARITIES)
    out[r] = !present.has(r) ? 0 : total > 0 ? (odds[r] ?? 0) / total : 1 / kinds.length;
  return out;
}

/**
 * How often a pity timer of `n` packs fires when a pack lacks the thing with probability `q`:
 * the counter is a renewal chain whose stationary chance of sitting at n − 1 is
 * q^(n−1)(1 − q)/(1 − q^n); the timer then fires when the pack would have lacked it (× q).
 */
export function pityShare(q: number, n: number): number {
  if (q >= 1) return 1 / n; // nothing ever comes naturally: every n-th pack is forced
  return ((1 - q) * q ** n) / (1 - q ** n);
}

/** The long-run drop rates of `rules` for a set holding the rarities `present` (default: all five). */
export function dropRates(rules: EconomyRules, present: ReadonlySet<Rarity> = new Set(RARITIES)): DropRates {
  const slots = rules.pack.slots.map((s) => effectiveOdds(s, present));
  const last = slots[slots.length - 1] as Record<Rarity, number>;
  const q = slots.reduce((p, s) => p * (1 - s.LEGENDARY), 1);
  const legendaryPity = present.has("LEGENDARY") ? pityShare(q, rules.pack.pity.legendary) : 0;
  const perPack = {} as Record<Rarity, number>;
  for (const r of RARITIES) {
    const natural = slots.reduce((sum, s) => sum + s[r], 0);
    // A forced legendary replaces the last slot's roll, which (no legendary anywhere) was r with
    // that slot's odds of r among the non-legendary rarities.
    const replaced = r === "LEGENDARY" || last.LEGENDARY >= 1 ? 0 : last[r] / (1 - last.LEGENDARY);
    perPack[r] = natural + (r === "LEGENDARY" ? legendaryPity : -legendaryPity * replaced);
  }
  const f = rules.pack.foilChance;
  const n = slots.length;
  const qf = (1 - f) ** n;
  const foilPity = f > 0 ? pityShare(qf, rules.pack.pity.foil) : 0;
  return {
    perPack,
    foilPerPack: n * f + foilPity,
    legendaryPack: present.has("LEGENDARY") ? 1 - q + legendaryPity : 0,
    foilPack: 1 - qf + foilPity,
    legendaryPity,
    foilPity,
  };
}
