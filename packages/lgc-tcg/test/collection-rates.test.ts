import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  type CollectionEvent,
  collectionEngine,
  dropRates,
  ECONOMY_RULES,
  RARITIES,
  type Rarity,
} from "../src/index.js";

// A million packs take a few seconds of CPU; the shared machine may be loaded, so wait generously.
vi.setConfig({ testTimeout: 600_000 });

/**
 * The drop rates of §7.6 and §10 measured over 1,000,000 packs opened from the launch economy
 * (economy.json: the slots' rarity odds, 5 % foils, pity timers of 20 and 10 packs), against the
 * long-run rates `dropRates` works out from the same file.
 *
 * The bound: each count must lie within 6 standard deviations of its expectation, the standard
 * deviation taken as √(expected count) — the Poisson bound, never below the true one for a sum of
 * Bernoulli draws (the pity timers only make the counts more regular). A correct implementation
 * falls outside with a chance below 2 × 10⁻⁹ per count; and since the generator is seeded with a
 * fixed seed, the run is the same every time: the test is not flaky, it passes or fails for good.
 * At this size 6 σ is ~2 % of the legendary count and ~0.2 % of the common count, so a wrong odds
 * table, a pity timer off by one pack (checked directly on the fired count) or a biased card choice
 * shows.
 */
const PACKS = 1_000_000;
const SIGMAS = 6;

function within(observed: number, expected: number, label: string): void {
  const sigma = Math.sqrt(expected);
  expect(
    Math.abs(observed - expected),
    `${label}: ${observed} vs ${expected.toFixed(1)} ± ${SIGMAS}σ (σ = ${sigma.toFixed(1)})`,
  ).toBeLessThanOrEqual(SIGMAS * sigma);
}

describe(`drop rates over ${PACKS.toLocaleString("en")} packs (§7.6, §10)`, () => {
  // Measured once (about 10 s of CPU), checked by the tests below.
  let tally: ReturnType<typeof measure>;
  let rates: ReturnType<typeof dropRates>;
  beforeAll(() => {
    tally = measure();
    const present = new Set(tally.s.pool.filter((c) => c.set === tally.s.set).map((c) => c.rarity));
    rates = dropRates(ECONOMY_RULES, present);
  }, 600_000);

  function measure() {
    let s = collectionEngine.init({ seed: "drop-rates", packs: PACKS });
    const byRarity: Record<Rarity, number> = { COMMON: 0, UNCOMMON: 0, RARE: 0, EPIC: 0, LEGENDARY: 0 };
    const byCard = new Map<string, number>();
    let foils = 0;
    let foilPacks = 0;
    let legendaryPacks = 0;
    let firedL = 0;
    let firedF = 0;
    let dryL = 0;
    let dryF = 0;
    let longestL = 0;
    let longestF = 0;
    for (let opened = 0; opened < PACKS; opened += 100) {
      const { state, events } = collectionEngine.reduce(s, { type: "OPEN_PACK", count: 100 });
      for (const e of events as CollectionEvent[]) {
        if (e.type !== "packOpened") throw new Error(`unexpected ${JSON.stringify(e)}`);
        let legendary = false;
        let foil = false;
        for (const c of e.cards) {
          byRarity[c.rarity] += 1;
          byCard.set(c.cardId, (byCard.get(c.cardId) ?? 0) + 1);
          if (c.foil) foils += 1;
          legendary ||= c.rarity === "LEGENDARY";
          foil ||= c.foil;
        }
        if (legendary) legendaryPacks += 1;
        if (foil) foilPacks += 1;
        if (e.pity.legendary) firedL += 1;
        if (e.pity.foil) firedF += 1;
        dryL = legendary ? 0 : dryL + 1;
        dryF = foil ? 0 : dryF + 1;
        longestL = Math.max(longestL, dryL);
        longestF = Math.max(longestF, dryF);
      }
      s = state;
    }
    return { s, byRarity, byCard, foils, foilPacks, legendaryPacks, firedL, firedF, longestL, longestF };
  }

  it("cards of each rarity match the stated odds plus the legendary pity", () => {
    for (const r of RARITIES) within(tally.byRarity[r], PACKS * rates.perPack[r], r);
    expect(Object.values(tally.byRarity).reduce((a, b) => a + b, 0)).toBe(5 * PACKS);
  });

  it("foils: 5 % of cards plus the foil pity; about 23 % of packs hold at least one (§7.6)", () => {
    within(tally.foils, PACKS * rates.foilPerPack, "foil cards");
    within(tally.foilPacks, PACKS * rates.foilPack, "packs with a foil");
    expect(tally.foilPacks / PACKS).toBeGreaterThan(0.22);
    expect(tally.foilPacks / PACKS).toBeLessThan(0.26);
  });

  it("the pity timers fire as often as the renewal chain says, and no dry run ever reaches them", () => {
    within(tally.firedL, PACKS * rates.legendaryPity, "legendary pity");
    within(tally.firedF, PACKS * rates.foilPity, "foil pity");
    within(tally.legendaryPacks, PACKS * rates.legendaryPack, "packs with a legendary");
    // At most 19 dry packs in a row: the 20th holds a legendary (and the 10th a foil); over a
    // million packs the longest dry runs reach exactly those bounds.
    expect(tally.longestL).toBe(ECONOMY_RULES.pack.pity.legendary - 1);
    expect(tally.longestF).toBe(ECONOMY_RULES.pack.pity.foil - 1);
  });

  it("within a rarity every card is equally likely once the collection is complete", () => {
    const pool = tally.s.pool.filter((c) => c.set === tally.s.set);
    for (const r of RARITIES) {
      const cards = pool.filter((c) => c.rarity === r);
      for (const c of cards)
        within(tally.byCard.get(c.cardId) ?? 0, tally.byRarity[r] / cards.length, c.cardId);
    }
  });
});
