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
    expect(report.counts).toEqual({ cards: 200, versions: 201, tokens: 13, heroes: 13, decks: 1 });
  });

  it("budgets the latest version of every card, set by set in collector order", () => {
    expect(report.cards).toHaveLength(200);
    expect(report.cards.map((c) => c.id).slice(120, 122)).toEqual([
      "crea_apprenti_pyromancien",
      "crea_stagiaire_en_sortileges",
    ]);
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

  it("counts each set's cards per class, and every set's (§11, §11.2)", () => {
    const [launch, extension] = report.sets;
    expect(launch?.classes).toEqual([
      { faction: "NEUTRAL", cards: 120, byType: { CREATURE: 72, SPELL: 36, PERMANENT: 12 }, secrets: 0 },
    ]);
    expect(extension).toMatchObject({ code: "PTD", size: 80, cards: 80, complete: true });
    expect(extension?.classes.map((c) => [c.faction, c.cards, c.secrets])).toEqual([
      ["NEUTRAL", 5, 0],
      ["PRIEST", 25, 2],
      ["MAGE", 25, 3],
      ["WARLOCK", 25, 2],
    ]);
    expect(report.classes.map((c) => [c.faction, c.cards])).toEqual([
      ["NEUTRAL", 125],
      ["PRIEST", 25],
      ["MAGE", 25],
      ["WARLOCK", 25],
    ]);
    const text = formatLintReport(report, "d");
    expect(text).toContain("MAGE 25 (13 creatures, 10 spells, 2 permanents; 3 Secrets)");
    expect(text).toContain(
      "Cards per class, every set (§11.2: 25–30 per playable class): NEUTRAL 125, PRIEST 25",
    );
  });

  it("buckets costs as §7.2 does", () => {
    expect([0, 1, 2, 7, 8, 10].map(curveBucket)).toEqual(["0-1", "0-1", "2", "7", "8+", "8+"]);
  });
});

const damage = (target: object, extra: object = {}) => ({
  trigger: "ON_PLAY",
  condition: null,
  action: "DEAL_DAMAGE",
  target,
  params: { amount: 1 },
  ...extra,
});
const issuesOf = (files: CorpusFiles) =>
  lintFiles(files).errors.map((e) => ({ code: e.code, file: e.file, pointer: e.pointer }));

describe("§11.2: a NEUTRAL card using a class-reserved mechanic is an error", () => {
  it("area damage (§7.3): ALL enemy creatures, or two random ones", () => {
    const all = withCard(POUIC, { abilities: [damage({ side: "ENEMY", kind: "CREATURE", scope: "ALL" })] });
    expect(issuesOf(all)).toContainEqual({
      code: "neutral-area-damage",
      file: POUIC,
      pointer: "/abilities/0/target",
    });
    const two = withCard(POUIC, {
      abilities: [damage({ side: "ENEMY", kind: "CREATURE", scope: "RANDOM", count: 2 })],
    });
    expect(issuesOf(two)).toContainEqual({
      code: "neutral-area-damage",
      file: POUIC,
      pointer: "/abilities/0/target",
    });
  });

  it("not damage to the enemy hero alone, nor to one random enemy creature", () => {
    for (const target of [
      { side: "ENEMY", kind: "HERO", scope: "ALL" },
      { side: "ENEMY", kind: "CREATURE", scope: "RANDOM" },
    ]) {
      const codes = lintFiles(withCard(POUIC, { abilities: [damage(target)] })).errors.map((w) => w.code);
      expect(codes).not.toContain("neutral-area-damage");
    }
  });

  const ability = (action: string, target: object, params: object = {}) => ({
    trigger: "ON_PLAY",
    condition: null,
    action,
    target,
    params,
  });
  const hero = { side: "ALLY", kind: "HERO", scope: "ALL" };
  const enemy = { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" };
  it.each([
    ["resurrection", ability("RESURRECT", hero, { count: 1 }), "/abilities/0/action"],
    ["stealing a creature", ability("STEAL", enemy), "/abilities/0/action"],
    ["transforming an enemy", ability("TRANSFORM", enemy, { token: "tok_add" }), "/abilities/0/target"],
    [
      "copying a card of the opponent's hand",
      ability("COPY", { side: "ENEMY", kind: "CARD_IN_HAND", scope: "RANDOM" }),
      "/abilities/0/target",
    ],
    [
      "raising the Ferveur cap",
      ability("GAIN_MANA", hero, { amount: 1, pool: "CAP" }),
      "/abilities/0/params/pool",
    ],
  ])("%s", (_what, reserved, pointer) => {
    const found = issuesOf(
      withCard(POUIC, { abilities: [reserved], budgetException: "Carte de test : hors barème." }),
    );
    expect(found).toContainEqual({ code: "class-reserved", file: POUIC, pointer });
    // The same card of a class is fine (budget and class aside).
    const classy = withCard(POUIC, {
      factions: ["PRIEST"],
      abilities: [reserved],
      budgetException: "Carte de test : hors barème.",
    });
    expect(issuesOf(classy).map((e) => e.code)).not.toContain("class-reserved");
  });

  it("a NEUTRAL Secret (counter-magic included)", () => {
    const COUNTER = "cards/sort_contre_motion.v1.json";
    const found = issuesOf(withCard(COUNTER, { factions: ["NEUTRAL"] }));
    expect(found).toContainEqual({ code: "class-reserved", file: COUNTER, pointer: "/keywords" });
    expect(found).toContainEqual({ code: "class-reserved", file: COUNTER, pointer: "/abilities/0/action" });
  });
});

describe("design warnings (exit 0)", () => {
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

  it("a neutral transformation of enemies is an error (§11.2), and so is the creature's budget, with its figures", () => {
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
    expect(report.errors.map((w) => w.code)).toContain("class-reserved");
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
    return {
      ...files,
      "sets.json": { ...sets, sets: sets.sets.map((s, i) => (i === 0 ? { ...s, complete: false } : s)) },
    };
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

  it("an evolution never dominates its original, and costs more (§6.3)", () => {
    const VET = "cards/crea_recrue_zelee_veteran.v1.json";
    // The Recrue zélée is a vanilla 1/2 Disciple at 1 (worth 3, 100 %): a 2/2 Disciple at 1 with
    // no drawback dominates it, and at 133 % of its budget it is power creep too.
    // (The set is marked in progress: moving a card to cost 1 also moves the §7.2 curve.)
    const asDisciple = { cost: 1, subtypes: ["DISCIPLE", "DPS"], rankId: "disciple", rankLabel: "Disciple" };
    const stronger = inProgress(withCard(VET, { ...asDisciple, atk: 2, hp: 2, abilities: [], ...BECAUSE }));
    expect(errorsOf(stronger)).toEqual([
      { code: "evolution-dominates", file: VET, pointer: "/evolutionOf" },
      { code: "evolution-power-creep", file: VET, pointer: "" },
    ]);
    // A 0/3 at the same cost is weaker in attack: no domination, but it does not cost more, and,
    // worth 3 like the 1/2, it does no more.
    const weaker = inProgress(withCard(VET, { ...asDisciple, atk: 0, hp: 3, abilities: [] }));
    expect(errorsOf(weaker)).toEqual([
      { code: "evolution-cost", file: VET, pointer: "/cost" },
      { code: "evolution-does-less", file: VET, pointer: "" },
    ]);
  });

  it("an evolution does more than its original, at no better rate than the §9 yardstick or its original (§6.3)", () => {
    const CHIEF = "cards/crea_greffiere_en_chef.v1.json";
    // The Greffière de séance: 2/3 and a card at 3 (worth 5 + 1 = 6, 83.3 %). Her evolution at 5,
    // a 3/4 drawing 2 (7 + 3 = 10, 87.5 %), passes.
    expect(errorsOf(LAUNCH_FILES)).toEqual([]);
    // Drawing 1 and a 2/3 at 5: 5 + 1 = 6, no more than the original: it does less.
    const less = withCard(CHIEF, {
      atk: 2,
      hp: 3,
      abilities: [{ ...(LAUNCH_FILES[CHIEF] as { abilities: object[] }).abilities[0], params: { count: 1 } }],
      ...BECAUSE,
    });
    expect(errorsOf(less)).toContainEqual({ code: "evolution-does-less", file: CHIEF, pointer: "" });
    // A 4/5 drawing 2 at 5: 9 stats for 8, 112.5 %, above both 100 % and the original's 83.3 %.
    const creep = withCard(CHIEF, { atk: 4, hp: 5 });
    expect(errorsOf(creep)).toEqual([{ code: "evolution-power-creep", file: CHIEF, pointer: "" }]);
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
