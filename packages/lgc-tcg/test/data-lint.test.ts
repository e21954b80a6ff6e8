import { describe, expect, it, vi } from "vitest";
import {
  type CorpusFiles,
  curveBucket,
  formatLintReport,
  LAUNCH_FILES,
  lintFiles,
} from "../src/data/index.js";

// The first check compiles the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 30_000 });

/** The launch files with one card's abilities (and other fields) replaced. */
function withCard(file: string, over: Record<string, unknown>): CorpusFiles {
  return { ...LAUNCH_FILES, [file]: { ...(LAUNCH_FILES[file] as object), ...over } };
}
const POUIC = "cards/crea_pouic.v1.json";
const warningsOf = (files: CorpusFiles) =>
  lintFiles(files).warnings.map((w) => ({ code: w.code, file: w.file, pointer: w.pointer }));

describe("lintFiles on the launch data", () => {
  const report = lintFiles(LAUNCH_FILES);

  it("finds no error and no warning", () => {
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.counts).toEqual({ cards: 120, versions: 121, tokens: 10, heroes: 13, decks: 1 });
  });

  it("budgets the latest version of every card, in collector order", () => {
    expect(report.cards).toHaveLength(120);
    expect(report.cards.map((c) => c.id).slice(0, 2)).toEqual([
      "crea_recrue_zelee",
      "crea_sanglier_des_pres",
    ]);
    expect(report.cards.find((c) => c.id === "crea_gorak_forgeron")?.version).toBe(2);
    expect(report.cards.every((c) => c.budget.inBand)).toBe(true);
  });

  it("reports the set against §7.1 and §7.2, counts summing to the set's cards", () => {
    const [set] = report.sets;
    expect(set).toMatchObject({ code: "PVB", size: 120, cards: 120, complete: true });
    expect(set?.byTypeRarity.find((x) => x.type === "CREATURE" && x.rarity === "COMMON")?.target).toBe(32);
    expect(set?.byTypeRarity.find((x) => x.type === "PERMANENT" && x.rarity === "LEGENDARY")?.target).toBe(0);
    expect(set?.byTypeRarity.reduce((n, x) => n + x.target!, 0)).toBe(120);
    expect(set?.curve.reduce((n, x) => n + x.target!, 0)).toBe(120);
    expect(set?.byTypeRarity.reduce((n, x) => n + x.count, 0)).toBe(120);
    expect(set?.curve.reduce((n, x) => n + x.count, 0)).toBe(120);
    // The launch set is complete: every cell and bucket on target (§7.1, §7.2).
    for (const x of [...(set?.byTypeRarity ?? []), ...(set?.curve ?? [])]) expect(x.count).toBe(x.target);
  });

  it("values each hero power against §4.3's ~2 points; the Évocateur's two outcomes apart", () => {
    const points = Object.fromEntries(report.heroes.map((h) => [h.class, h.points]));
    expect(points.WARRIOR).toEqual([2]);
    expect(points.MONK).toEqual([3]);
    expect(points.EVOKER).toEqual([1, 3]);
    expect(points.HUNTER).toEqual([1.33]);
    expect(formatLintReport(report, "d")).toMatch(
      /CREATURE\s+32\/32\s+18\/18\s+14\/14\s+6\/6\s+2\/2\s+72\/72/,
    );
    expect(formatLintReport(report, "d")).toMatch(/EVOKER\s+Souffle\s+cost 2 {2}points 1 or 3/);
  });

  it("buckets costs as §7.2 does", () => {
    expect([0, 1, 2, 7, 8, 10].map(curveBucket)).toEqual(["0-1", "0-1", "2", "7", "8+", "8+"]);
  });
});

describe("design warnings (exit 0)", () => {
  const damage = (target: object, extra: object = {}) => ({
    trigger: "ON_PLAY",
    condition: null,
    action: "DEAL_DAMAGE",
    target,
    params: { amount: 1 },
    ...extra,
  });

  it("flags area damage in the neutral pool (§7.3): ALL enemy creatures, or two random ones", () => {
    const all = withCard(POUIC, { abilities: [damage({ side: "ENEMY", kind: "CREATURE", scope: "ALL" })] });
    expect(warningsOf(all)).toContainEqual({
      code: "neutral-area-damage",
      file: POUIC,
      pointer: "/abilities/0/target",
    });
    const two = withCard(POUIC, {
      abilities: [damage({ side: "ENEMY", kind: "CREATURE", scope: "RANDOM", count: 2 })],
    });
    expect(warningsOf(two)).toContainEqual({
      code: "neutral-area-damage",
      file: POUIC,
      pointer: "/abilities/0/target",
    });
  });

  it("does not flag damage to the enemy hero alone, nor to one random enemy creature", () => {
    for (const target of [
      { side: "ENEMY", kind: "HERO", scope: "ALL" },
      { side: "ENEMY", kind: "CREATURE", scope: "RANDOM" },
    ]) {
      const codes = warningsOf(withCard(POUIC, { abilities: [damage(target)] })).map((w) => w.code);
      expect(codes).not.toContain("neutral-area-damage");
    }
  });

  it("flags two target choices of different (side, kind) in one ability (§1.1)", () => {
    const ability = damage(
      { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" },
      {
        // biome-ignore lint/suspicious/noThenProperty: the model's `then` is an array of effects, never a thenable
        then: [
          {
            action: "HEAL",
            target: { side: "ALLY", kind: "CREATURE", scope: "CHOSEN" },
            params: { amount: 1 },
          },
        ],
      },
    );
    expect(warningsOf(withCard(POUIC, { abilities: [ability] }))).toContainEqual({
      code: "two-choices",
      file: POUIC,
      pointer: "/abilities/0",
    });
  });

  it("does not flag two effects sharing one choice (the Monk's +0/+2 and Taunt)", () => {
    const ability = {
      trigger: "ON_PLAY",
      condition: null,
      action: "BUFF",
      target: { side: "ALLY", kind: "CREATURE", scope: "CHOSEN" },
      params: { atk: 0, hp: 2, duration: "PERMANENT" },
      // biome-ignore lint/suspicious/noThenProperty: the model's `then` is an array of effects, never a thenable
      then: [
        {
          action: "GRANT_KEYWORD",
          target: { side: "ALLY", kind: "CREATURE", scope: "CHOSEN" },
          params: { keyword: "TAUNT", duration: "PERMANENT" },
        },
      ],
    };
    expect(warningsOf(withCard(POUIC, { abilities: [ability] })).map((w) => w.code)).not.toContain(
      "two-choices",
    );
  });

  it("flags a neutral transformation of enemies (§11.2); the creature's budget is an error with its figures", () => {
    const files = withCard(POUIC, {
      atk: 4,
      abilities: [
        {
          trigger: "ON_PLAY",
          condition: null,
          action: "TRANSFORM",
          target: { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" },
          params: { token: "tok_add" },
        },
      ],
    });
    const report = lintFiles(files);
    const budget = report.errors.find((w) => w.code === "budget");
    // 8 − 2 = 6 points → cost 4; 5 − 4 = 1 available for 4 + 2 = 6 stats: 600 %.
    expect(budget?.message).toContain(
      "stat budget 600 %: ATK+PV 6 for 1 available (5 − 0 keywords − 4 abilities)",
    );
    expect(report.warnings.map((w) => w.code)).toContain("class-reserved");
  });

  it("flags a token nothing summons", () => {
    const tokens = LAUNCH_FILES["tokens.json"] as { tokens: object[] };
    const extra = {
      id: "tok_orphelin",
      version: 1,
      name: "Orphelin",
      type: "CREATURE",
      subtypes: [],
      atk: 1,
      hp: 1,
      keywords: [],
      abilities: [],
    };
    const files = { ...LAUNCH_FILES, "tokens.json": { ...tokens, tokens: [...tokens.tokens, extra] } };
    expect(warningsOf(files)).toContainEqual({ code: "unused-token", file: "tokens.json", pointer: "" });
  });
});

describe("errors (exit 1)", () => {
  it("an illegal deck in decks/ is an error naming its file and pointer", () => {
    const starter = LAUNCH_FILES["decks/starter.json"] as { cards: { count: number }[] };
    const bad = { ...starter, cards: starter.cards.map((c, i) => (i === 0 ? { ...c, count: 4 } : c)) };
    const report = lintFiles({ ...LAUNCH_FILES, "decks/starter.json": bad });
    expect(report.errors.map((e) => [e.code, e.file, e.pointer])).toEqual([
      ["copies", "decks/starter.json", "/cards/0/count"],
      ["deck-size", "decks/starter.json", "/cards"],
    ]);
  });

  it("a corpus error stops the design pass and is printed with file and pointer", () => {
    const report = lintFiles(withCard(POUIC, { cost: 11 }));
    expect(report.cards).toEqual([]);
    const text = formatLintReport(report, "data");
    expect(text).toContain("Errors: 1");
    expect(text).toContain("cards/crea_pouic.v1.json /cost: must be <= 10 [schema]");
  });
});

describe("translations (issue 30: errors, exit 1)", () => {
  const translationErrors = (files: CorpusFiles) =>
    lintFiles(files)
      .errors.filter((e) => e.code === "translation")
      .map((e) => [e.file, e.pointer, e.message]);
  const pouic = LAUNCH_FILES[POUIC] as { i18n: { en: Record<string, string> } };

  it("a card without English words is an error naming its file", () => {
    expect(translationErrors(withCard(POUIC, { i18n: undefined }))).toEqual([
      [POUIC, "", 'the card "crea_pouic" has no "en" words (i18n.en)'],
    ]);
  });

  it("a card whose English words leave out its flavour or its text is an error at the block", () => {
    const { flavor: _, ...noFlavour } = pouic.i18n.en;
    const { text: __, ...noText } = pouic.i18n.en;
    expect(translationErrors(withCard(POUIC, { i18n: { en: noFlavour } }))).toEqual([
      [POUIC, "/i18n/en", `the card "crea_pouic"'s "en" words lack the flavor the French has`],
    ]);
    expect(translationErrors(withCard(POUIC, { i18n: { en: noText } }))).toEqual([
      [POUIC, "/i18n/en", `the card "crea_pouic"'s "en" words lack the text the French has`],
    ]);
  });

  it("tokens, heroes and their powers, labels, ranks and sets need their words too", () => {
    const strip = <T extends object>(x: T) => ({ ...x, i18n: undefined });
    const table = <K extends string>(file: string, key: K, i: number, change: (x: object) => object) => {
      const data = LAUNCH_FILES[file] as Record<K, object[]>;
      return { ...data, [key]: data[key].map((x, j) => (j === i ? change(x) : x)) };
    };
    const files: CorpusFiles = {
      ...LAUNCH_FILES,
      "tokens.json": table("tokens.json", "tokens", 7, (t) => ({
        ...t,
        i18n: { en: { name: "Unruly Whelp" } },
      })),
      "heroes.json": table("heroes.json", "heroes", 0, (h) => ({
        ...strip(h),
        power: strip((h as { power: object }).power),
      })),
      "taxonomy.json": {
        ...(LAUNCH_FILES["taxonomy.json"] as object),
        ...table("taxonomy.json", "keywords", 0, (k) => ({ ...k, i18n: { en: { label: "Taunt" } } })),
      },
      "ranks.json": table("ranks.json", "ranks", 4, strip),
      "sets.json": { ...(LAUNCH_FILES["sets.json"] as object), ...table("sets.json", "sets", 0, strip) },
    };
    expect(translationErrors(files).map(([file, pointer]) => [file, pointer])).toEqual([
      ["tokens.json", "/tokens/7/i18n/en"],
      ["heroes.json", "/heroes/0"],
      ["heroes.json", "/heroes/0/power"],
      ["taxonomy.json", "/keywords/0/i18n/en"],
      ["ranks.json", "/ranks/4"],
      ["sets.json", "/sets/0"],
    ]);
  });
});

describe("the §9.1 guard-rails (errors, exit 1)", () => {
  const errorsOf = (files: CorpusFiles) =>
    lintFiles(files).errors.map((e) => ({ code: e.code, file: e.file, pointer: e.pointer }));
  const codesOf = (files: CorpusFiles) => lintFiles(files).errors.map((e) => e.code);
  const OGRE = "cards/crea_ogre_du_mardi.v1.json";
  const BECAUSE = { budgetException: "Carte de test : hors barème à dessein." };
  /** The files with the launch set marked in progress (its §7.1/§7.2 targets then only warn). */
  const inProgress = (files: CorpusFiles): CorpusFiles => {
    const sets = LAUNCH_FILES["sets.json"] as { sets: Record<string, unknown>[] };
    return { ...files, "sets.json": { ...sets, sets: [{ ...sets.sets[0], complete: false }] } };
  };

  it("a creature outside 70–115 % is an error naming its figures (a 99/99 at 4 Ferveur: 1100 %)", () => {
    const report = lintFiles(withCard(OGRE, { atk: 99, hp: 99 }));
    expect(report.errors).toEqual([expect.objectContaining({ code: "budget", file: OGRE, pointer: "" })]);
    expect(report.errors[0]?.message).toContain("stat budget 2200 %: ATK+PV 198 for 9 available");
    expect(report.errors[0]?.message).toContain("needs a documented budgetException");
    // Far under the band too: a 1/1 for 4 (22.2 %).
    expect(codesOf(withCard(OGRE, { atk: 1, hp: 1 }))).toEqual(["budget"]);
  });

  it("a documented budgetException lets the card through; one on an in-band card is a warning", () => {
    const excepted = lintFiles(withCard(OGRE, { atk: 99, hp: 99, ...BECAUSE }));
    expect(excepted.errors).toEqual([]);
    expect(formatLintReport(excepted, "d")).toMatch(/\* 2200\.0 % {2}CREATURE {3}4 {2}crea_ogre_du_mardi v1/);
    expect(warningsOf(withCard(OGRE, BECAUSE))).toContainEqual({
      code: "budget-exception",
      file: OGRE,
      pointer: "/budgetException",
    });
  });

  it("a spell never dominates a creature of its cost on immediate power", () => {
    const POINT = "cards/sort_point_divers.v1.json";
    const buff = (atk: number) => [
      {
        trigger: "ON_PLAY",
        condition: null,
        action: "BUFF",
        target: { side: "ALLY", kind: "CREATURE", scope: "CHOSEN" },
        params: { atk, hp: 0, duration: "TURN" },
      },
    ];
    // 0 Ferveur: a creature carries 2 × 0 + 1 = 1 stat point; +2 ATK is 2 effect points.
    expect(errorsOf(withCard(POINT, { abilities: buff(2), ...BECAUSE }))).toEqual([
      { code: "spell-dominates", file: POINT, pointer: "" },
    ]);
    // +1 ATK is 1 point: as much as the creature, not more — the card as printed.
    expect(errorsOf(withCard(POINT, { abilities: buff(1) }))).toEqual([]);
    // At 3 Ferveur the line is 7: 8 damage dominates, 7 does not.
    const BLAME = "cards/sort_blame_officiel.v1.json";
    const damage = (amount: number) => [
      {
        trigger: "ON_PLAY",
        condition: null,
        action: "DEAL_DAMAGE",
        target: { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" },
        params: { amount },
      },
    ];
    expect(codesOf(withCard(BLAME, { abilities: damage(8), ...BECAUSE }))).toEqual(["spell-dominates"]);
    expect(codesOf(withCard(BLAME, { abilities: damage(7), ...BECAUSE }))).toEqual([]);
  });

  it("an evolution never dominates its original; one costing no more is a warning (§6.3)", () => {
    const VET = "cards/crea_recrue_zelee_veteran.v1.json";
    // The Recrue zélée is a vanilla 1/2 Disciple at 1: a 2/2 Disciple at 1 with no drawback dominates it.
    // (The set is marked in progress: moving a card to cost 1 also moves the §7.2 curve.)
    const asDisciple = { cost: 1, subtypes: ["DISCIPLE", "DPS"], rankId: "disciple", rankLabel: "Disciple" };
    const stronger = inProgress(withCard(VET, { ...asDisciple, atk: 2, hp: 2, abilities: [], ...BECAUSE }));
    expect(errorsOf(stronger)).toEqual([{ code: "evolution-dominates", file: VET, pointer: "/evolutionOf" }]);
    // A 0/3 at the same cost is weaker in attack: no domination, but it should cost more.
    const weaker = inProgress(withCard(VET, { ...asDisciple, atk: 0, hp: 3, abilities: [] }));
    expect(errorsOf(weaker)).toEqual([]);
    expect(warningsOf(weaker)).toContainEqual({ code: "evolution-cost", file: VET, pointer: "/cost" });
  });

  it("a complete set off its targets is an error; a set in progress only warns of a surplus (§7.1, §7.2)", () => {
    const GOBLIN = "cards/crea_gobelin_a_bouclier.v1.json";
    const missing: Record<string, unknown> = { ...LAUNCH_FILES };
    delete missing[GOBLIN];
    expect(errorsOf(missing)).toEqual([
      {
        code: "set-distribution",
        file: "sets.json",
        pointer: "/sets/0/targets/byTypeRarity/CREATURE/UNCOMMON",
      },
      { code: "set-curve", file: "sets.json", pointer: "/sets/0/targets/curve/3" },
      { code: "set-size", file: "sets.json", pointer: "/sets/0/size" },
      { code: "collector-gap", file: "sets.json", pointer: "/sets/0/size" },
    ]);
    expect(lintFiles(missing).errors.at(-1)?.message).toContain("no card numbered 7");
    // In progress: one card short is no news, one common turned uncommon is a surplus.
    expect(lintFiles(inProgress(missing)).errors).toEqual([]);
    expect(lintFiles(inProgress(missing)).warnings).toEqual([]);
    const surplus = inProgress(withCard("cards/crea_sanglier_des_pres.v1.json", { rarity: "UNCOMMON" }));
    expect(lintFiles(surplus).errors).toEqual([]);
    expect(warningsOf(surplus)).toEqual([
      {
        code: "set-distribution",
        file: "sets.json",
        pointer: "/sets/0/targets/byTypeRarity/CREATURE/UNCOMMON",
      },
    ]);
  });
});
