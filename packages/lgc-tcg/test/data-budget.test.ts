import { describe, expect, it, vi } from "vitest";
import {
  type Ability,
  abilityPoints,
  abilityStatCost,
  type Card,
  type CreatureBudget,
  cardBudget,
  type EffectBudget,
  getCard,
  launchCorpus,
} from "../src/data/index.js";

// The first check compiles the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 30_000 });

// Every expected figure below is worked out by hand from §9 / §9.1 and the estimates in DATA.md.
const corpus = launchCorpus();
const card = (id: string, version?: number) => getCard(corpus, id, version) as Card;
const creature = (c: Card) => cardBudget(corpus, c) as CreatureBudget;
const effect = (c: Card) => cardBudget(corpus, c) as EffectBudget;

describe("creature stat budget: ATK + PV = 2 × cost + 1 − keywords − abilities (§9)", () => {
  it("Gorak as printed in §8.1: 9 − 1 (Taunt) − 2 (+1/+1 to ~1 filtered ally) = 6 available for 8 stats: 133.3 %", () => {
    const b = creature(card("crea_gorak_forgeron", 1));
    expect(b).toMatchObject({
      budget: 9,
      keywordCost: 1,
      abilityCost: 2,
      available: 6,
      stats: 8,
      percent: 133.3,
      inBand: false,
    });
    expect(b.abilities[0]).toMatchObject({ trigger: "ON_PLAY", points: 2, factor: 1, value: 2, statCost: 2 });
  });

  it("Gorak v2, rebalanced to 2/4: 6 for 6, 100 %", () => {
    expect(creature(card("crea_gorak_forgeron", 2))).toMatchObject({
      available: 6,
      stats: 6,
      percent: 100,
      inBand: true,
    });
  });

  it("a vanilla 5/4 at 4: 9 for 9", () => {
    expect(creature(card("crea_ogre_du_mardi"))).toMatchObject({
      budget: 9,
      keywordCost: 0,
      abilityCost: 0,
      stats: 9,
      percent: 100,
    });
  });

  it("Lethal costs 3 (§5.2): a 1/1 at 2 has 5 − 3 = 2", () => {
    expect(creature(card("crea_araignee_venimeuse"))).toMatchObject({
      keywordCost: 3,
      available: 2,
      stats: 2,
      percent: 100,
    });
  });

  it("Taunt + Stealth at 7: 15 − 1 − 1 = 13 for a 7/6", () => {
    expect(creature(card("crea_colosse_des_profondeurs"))).toMatchObject({
      keywordCost: 2,
      available: 13,
      stats: 13,
    });
  });

  it("a drawback gives budget back: discarding a card is −1/0.7 ≈ −1.43, rounded to −1: 5 + 1 = 6 for a 4/2", () => {
    const b = creature(card("crea_goinfre_du_buffet"));
    expect(b.abilities[0]?.points).toBeCloseTo(-1.43, 2);
    expect(b).toMatchObject({ abilityCost: -1, available: 6, stats: 6, percent: 100 });
  });

  it("a repeating trigger counts twice: Assaut 1 damage to the hero = 1/1.5 × 2 ≈ 1.33 → 1", () => {
    const b = creature(card("crea_chevaucheur_de_raptor"));
    expect(b.abilities[0]).toMatchObject({ points: 0.67, factor: 2, value: 1.33, statCost: 1 });
    expect(b).toMatchObject({ available: 6, stats: 6 });
  });

  it("a condition halves the value: +2/+2 if the cap is 8+ = 4 × 0.5 = 2", () => {
    const b = creature(card("crea_champion_de_la_derniere_heure"));
    expect(b.abilities[0]).toMatchObject({ points: 4, factor: 0.5, statCost: 2 });
    expect(b).toMatchObject({ budget: 11, keywordCost: 1, available: 8, stats: 8 });
  });

  it("an aura counts twice over its ~1 filtered target: +1/+1 to other Disciples = 2 × 2 = 4", () => {
    expect(creature(card("crea_porte_etendard_des_novices")).abilities[0]).toMatchObject({
      points: 2,
      factor: 2,
      statCost: 4,
    });
  });

  it("transforming itself happens once: 0/3 into a 4/4 = 8 − 3 = 5, capped at 4", () => {
    const b = creature(card("crea_oeuf_de_la_mascotte"));
    expect(b.abilities[0]).toMatchObject({ points: 5, factor: 1, statCost: 4 });
    expect(b).toMatchObject({ available: 3, stats: 3, percent: 100 });
  });

  it("summoned tokens are worth their stats: two 1/1 Adds = 4 (the Boss: 17 − 1 − 4 = 12 for a 6/6)", () => {
    expect(creature(card("crea_boss_du_mardi_soir"))).toMatchObject({
      budget: 17,
      keywordCost: 1,
      abilityCost: 4,
      available: 12,
      stats: 12,
    });
  });

  it("an ability costs 1 to 4 stat points, rounded half away from zero", () => {
    expect([0.2, 1.49, 1.5, 2.5, 3.6, 9, 0, -0.3, -1.43, -2.5, -7].map(abilityStatCost)).toEqual([
      1, 1, 2, 3, 4, 4, 0, -1, -1, -3, -4,
    ]);
  });

  it("nothing left for the stats gives no percentage and a warning", () => {
    const lethalAtOne = { ...card("crea_araignee_venimeuse"), cost: 1 } as Card;
    expect(creature(lethalAtOne)).toMatchObject({ budget: 3, available: 0, percent: null, inBand: false });
  });
});

describe("spell and permanent effect points against 1.5 × cost + 1 (§9.1)", () => {
  it("the seed's example: 4 damage to a creature + 1 card at 3 = 4 + 1.43 = 5.43 of 5.5, 98.7 %", () => {
    const spell = { ...card("sort_motion_de_censure"), cost: 3 } as Card;
    const withFour = {
      ...spell,
      abilities: [{ ...(spell.abilities[0] as Ability), params: { amount: 4 } } as Ability],
    } as Card;
    expect(effect(withFour)).toMatchObject({ target: 5.5, points: 5.43, percent: 98.7, inBand: true });
  });

  it("the seed's other example: two 1/1 tokens at 2 = 4 of 4", () => {
    expect(effect(card("sort_appel_aux_renforts"))).toMatchObject({ target: 4, points: 4, percent: 100 });
  });

  it("the removal cycle: 3 of 4 (75 %), 5 + 1.43 of 7 (91.8 %), destroy 8 of 10 (80 %)", () => {
    expect(effect(card("sort_rappel_a_l_ordre"))).toMatchObject({ points: 3, target: 4, percent: 75 });
    expect(effect(card("sort_motion_de_censure"))).toMatchObject({ points: 6.43, target: 7, percent: 91.8 });
    expect(effect(card("sort_exclusion"))).toMatchObject({ points: 8, target: 10, percent: 80 });
  });

  it("hero damage is worth 1 point per 1.5: 3 to the face = 2 of 2.5, 80 %", () => {
    expect(effect(card("sort_mot_de_la_fin"))).toMatchObject({ points: 2, target: 2.5, percent: 80 });
  });

  it("destroying a creature of cost ≤ 4 = as 5 damage: 5 of 5.5, 90.9 %", () => {
    expect(effect(card("sort_cible_prioritaire"))).toMatchObject({ points: 5, percent: 90.9 });
  });

  it("setting an enemy to 1/1 = (3 − 1) + (3 − 1) = 4 of 4", () => {
    expect(effect(card("sort_retrogradation"))).toMatchObject({ points: 4, percent: 100 });
  });

  it("a permanent's trigger counts once per charge: 1 damage × 3 charges = 3 of 4, 75 %", () => {
    expect(effect(card("perm_tour_de_guet"))).toMatchObject({ points: 3, target: 4, percent: 75 });
  });

  it("an aura permanent counts per turn of durability: +1 ATK × ~2 allies × 3 = 6 of 5.5, 109.1 %", () => {
    expect(effect(card("perm_banniere_de_la_guilde"))).toMatchObject({
      points: 6,
      target: 5.5,
      percent: 109.1,
    });
  });

  it("§11.2's class mechanics: a resurrection is 5 a creature, a steal twice a destroy", () => {
    const hero = { side: "ALLY", kind: "HERO", scope: "ALL" } as const;
    const enemy = { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" } as const;
    const on = (rest: object): Ability => ({ trigger: "ON_PLAY", condition: null, ...rest }) as Ability;
    expect(abilityPoints(corpus, on({ action: "RESURRECT", target: hero, params: { count: 2 } }))).toBe(10);
    // Any creature: 2 × 8 = 16 (10 Ferveur: 16 of 16); of cost ≤ 3: 2 × (3 + 1) = 8.
    expect(abilityPoints(corpus, on({ action: "STEAL", target: enemy, params: {} }))).toBe(16);
    expect(
      abilityPoints(
        corpus,
        on({ action: "STEAL", target: { ...enemy, filter: { costMax: 3 } }, params: {} }),
      ),
    ).toBe(8);
    // CAUSE is the one creature the trigger names: +1/+1 to an arriving ally is 2 points.
    const camaraderie: Ability = {
      trigger: "ON_ALLY_SUMMONED",
      condition: null,
      action: "BUFF",
      target: { side: "ALLY", kind: "CREATURE", scope: "CAUSE" },
      params: { atk: 1, hp: 1, duration: "PERMANENT" },
    };
    expect(abilityPoints(corpus, camaraderie)).toBe(2);
  });
});

describe("hero powers against the §4.3 yardstick (~2 points for 2 Ferveur)", () => {
  const power = (c: keyof typeof corpus.heroes) =>
    corpus.heroes[c].power.abilities.reduce((sum, a) => sum + abilityPoints(corpus, a), 0);

  it("+2 armor, a 1/1, +1/+1 are 2 points; +0/+2 and Taunt is 3; draw 1 for 2 HP ≈ 0.1", () => {
    expect(power("WARRIOR")).toBe(2);
    expect(power("PALADIN")).toBe(2);
    expect(power("DRUID")).toBe(2);
    expect(power("MONK")).toBe(3);
    expect(power("WARLOCK")).toBeCloseTo(1 / 0.7 - 2 / 1.5, 6);
  });

  it("the Shaman's random totem is worth the average: (3 + 2 + 2 + 2) / 4 = 2.25", () => {
    expect(power("SHAMAN")).toBe(2.25);
  });
});
