import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SetupError } from "@core/engine";
import { describe, expect, it, vi } from "vitest";
import {
  type Ability,
  bundledCorpus,
  type Card,
  type CorpusFiles,
  checkCorpus,
  checkSchema,
  effectsOf,
  type FileKind,
  getCard,
  LAUNCH_FILES,
  latestCards,
  launchCorpus,
  makeCard,
  parseCard,
  parseCorpus,
  starterDeck,
  validateDeck,
} from "../src/data/index.js";
import { loadCorpus, readDataDir } from "../src/node.js";

// The first check compiles the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 30_000 });

const DATA = fileURLToPath(new URL("../../../data/lgc-tcg/", import.meta.url));

function kindOf(file: string): FileKind {
  if (file.startsWith("cards/")) return "card";
  if (file.startsWith("decks/")) return "deck";
  return file.replace(/\.json$/, "") as FileKind;
}

describe("every file of data/lgc-tcg validates", () => {
  it("each file against its own schema, read from disk", async () => {
    const { files, issues } = await readDataDir(DATA);
    expect(issues).toEqual([]);
    expect(Object.keys(files).length).toBeGreaterThan(40);
    for (const [file, json] of Object.entries(files)) {
      const result = checkSchema(kindOf(file), json, file);
      expect(result.ok ? [] : result.issues, file).toEqual([]);
    }
  });

  it("the whole directory, references included, has no error", async () => {
    const { files } = await readDataDir(DATA);
    const { corpus, issues } = checkCorpus(files);
    expect(issues).toEqual([]);
    expect(corpus).not.toBeNull();
    await expect(loadCorpus(DATA)).resolves.toBeTruthy();
  });

  it("the bundled launch files are exactly the directory's files", async () => {
    const { files } = await readDataDir(DATA);
    expect(Object.keys(LAUNCH_FILES).sort()).toEqual(Object.keys(files).sort());
    for (const [file, json] of Object.entries(files)) expect(LAUNCH_FILES[file], file).toEqual(json);
  });

  it("the bundled corpus, assembled without checks for the web pages, is the checked one", () => {
    expect(bundledCorpus()).toEqual(launchCorpus());
    expect(Object.isFrozen(bundledCorpus().cards)).toBe(true);
  });

  it("every card file is in the canonical form makeCard writes (§8.1 key order)", async () => {
    for (const name of await readdir(join(DATA, "cards"))) {
      const text = await readFile(join(DATA, "cards", name), "utf8");
      const parsed = parseCard(text, launchCorpus(), `cards/${name}`);
      expect(parsed.ok, name).toBe(true);
      if (parsed.ok) expect(makeCard(parsed.value), name).toBe(text);
    }
  });

  it("every card file's `$schema` points at the card schema", async () => {
    for (const name of await readdir(join(DATA, "cards"))) {
      const json = JSON.parse(await readFile(join(DATA, "cards", name), "utf8")) as { $schema: string };
      expect(json.$schema, name).toBe("../schema/card.schema.json");
    }
  });
});

describe("the launch corpus covers the model (issue 7)", () => {
  const corpus = launchCorpus();
  const cards = latestCards(corpus);
  const abilities: Ability[] = [
    ...cards.flatMap((c) => c.abilities),
    ...Object.values(corpus.tokens).flatMap((t) => t.abilities),
  ];
  const effects = abilities.flatMap((a) => effectsOf(a, "").map((e) => e.effect));

  it("has the launch set, all NEUTRAL, Extension 1's three classes of 25 cards, and about ten tokens per set (§7.1, §11)", () => {
    const launch = cards.filter((c) => c.setCode === "PVB");
    expect(launch).toHaveLength(120);
    expect(launch.every((c) => c.factions.length === 1 && c.factions[0] === "NEUTRAL")).toBe(true);
    const extension = cards.filter((c) => c.setCode === "PTD");
    const count = (f: string) =>
      extension.filter((c) => c.factions.length === 1 && c.factions[0] === f).length;
    expect([count("MAGE"), count("PRIEST"), count("WARLOCK"), count("NEUTRAL")]).toEqual([25, 25, 25, 5]);
    expect(extension).toHaveLength(80);
    expect(Object.keys(corpus.tokens).length).toBeGreaterThanOrEqual(8);
  });

  it("uses every keyword, trigger and action at least once", () => {
    const keywords = new Set([...cards.flatMap((c) => c.keywords)]);
    expect([...keywords].sort()).toEqual(["DIVINE_SHIELD", "LETHAL", "RUSH", "SECRET", "STEALTH", "TAUNT"]);
    const triggers = new Set(cards.flatMap((c) => c.abilities.map((a) => a.trigger)));
    expect(triggers.size).toBe(13);
    const actions = new Set(
      cards.flatMap((c) => c.abilities.flatMap((a) => effectsOf(a, "").map((e) => e.effect.action))),
    );
    expect(actions.size).toBe(19);
  });

  it("uses every selector side, kind, scope and filter key at least once", () => {
    const targets = effects.map((e) => e.target);
    expect(new Set(targets.map((t) => t.side)).size).toBe(4);
    expect(new Set(targets.map((t) => t.kind)).size).toBe(5);
    expect(new Set(targets.map((t) => t.scope)).size).toBe(7);
    const filters = [
      ...targets.flatMap((t) => Object.keys(t.filter ?? {})),
      ...effects.flatMap((e) =>
        e.action === "TUTOR" || e.action === "RESURRECT" ? Object.keys(e.params.filter ?? {}) : [],
      ),
    ];
    expect([...new Set(filters)].sort()).toEqual([
      "costMax",
      "costMin",
      "damaged",
      "hasKeyword",
      "hasSubtype",
      "type",
    ]);
    expect(targets.some((t) => t.excludeSelf === true)).toBe(true);
    expect(targets.some((t) => (t.count ?? 1) > 1)).toBe(true);
  });

  it("has 4–5 vanilla creatures on exact budget (§7.3)", () => {
    const vanilla = cards.filter(
      (c) => c.type === "CREATURE" && c.keywords.length === 0 && c.abilities.length === 0,
    );
    expect(vanilla.length).toBeGreaterThanOrEqual(4);
    expect(vanilla.length).toBeLessThanOrEqual(6);
    for (const c of vanilla) if (c.type === "CREATURE") expect(c.atk + c.hp, c.id).toBe(2 * c.cost + 1);
  });

  it("has the §7.3 removal cycle: 3 damage at 2, 5 damage + a card at 4, destruction at 6", () => {
    const spell = (id: string) => getCard(corpus, id) as Card;
    const [two, four, six] = [
      spell("sort_rappel_a_l_ordre"),
      spell("sort_motion_de_censure"),
      spell("sort_exclusion"),
    ];
    expect([two.cost, four.cost, six.cost]).toEqual([2, 4, 6]);
    expect(two.abilities[0]).toMatchObject({
      action: "DEAL_DAMAGE",
      params: { amount: 3 },
      target: { side: "ENEMY", scope: "CHOSEN" },
    });
    expect(four.abilities[0]).toMatchObject({
      action: "DEAL_DAMAGE",
      params: { amount: 5 },
      // biome-ignore lint/suspicious/noThenProperty: the model's `then` is an array of effects, never a thenable
      then: [{ action: "DRAW", params: { count: 1 } }],
    });
    expect(six.abilities[0]).toMatchObject({
      action: "DESTROY",
      target: { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" },
    });
  });

  it("deals no damage to several enemies in the neutral pool (§7.3)", () => {
    for (const c of cards.filter((x) => x.factions.includes("NEUTRAL"))) {
      for (const a of c.abilities) {
        for (const { effect } of effectsOf(a, "")) {
          if (
            effect.action !== "DEAL_DAMAGE" ||
            effect.target.side === "ALLY" ||
            effect.target.side === "SELF"
          )
            continue;
          const several =
            (effect.target.scope === "ALL" && effect.target.kind !== "HERO") ||
            (effect.target.count ?? 1) > 1;
          expect(several, c.id).toBe(false);
        }
      }
    }
  });

  it("keeps old balances: Gorak v1 (the seed's card) and v2 both load", () => {
    expect(corpus.latest.crea_gorak_forgeron).toBe(2);
    expect(getCard(corpus, "crea_gorak_forgeron", 1)).toMatchObject({ atk: 3, hp: 5 });
    expect(getCard(corpus, "crea_gorak_forgeron")).toMatchObject({
      version: 2,
      atk: 2,
      hp: 4,
      collectorNumber: 11,
    });
  });

  it("has the 13 heroes with powers costing 2, the Demon Hunter's 1 (§4.3)", () => {
    const heroes = Object.values(corpus.heroes);
    expect(heroes).toHaveLength(13);
    for (const h of heroes) expect(h.power.cost, h.class).toBe(h.class === "DEMON_HUNTER" ? 1 : 2);
    expect(corpus.heroes.SHAMAN.power.abilities[0]).toMatchObject({ action: "SUMMON", params: { count: 1 } });
    expect(corpus.heroes.MONK.power.abilities).toHaveLength(1); // +0/+2 and Taunt: one ability, one choice (§1.1)
  });

  it("ships a legal 30-card starter deck (§10) on the §9.1 target curve", () => {
    const deck = starterDeck();
    expect(deck.cards.reduce((n, e) => n + e.count, 0)).toBe(30);
    const curve = new Map<number, number>();
    for (const e of deck.cards) {
      const cost = Math.min(7, (getCard(corpus, e.cardId, e.version) as Card).cost);
      curve.set(cost, (curve.get(cost) ?? 0) + e.count);
    }
    // §9.1: 1→3-4 · 2→6 · 3→6 · 4→5 · 5→4 · 6→3 · 7+→2-3
    expect(Object.fromEntries([...curve].sort(([a], [b]) => a - b))).toEqual({
      1: 4,
      2: 6,
      3: 6,
      4: 5,
      5: 4,
      6: 3,
      7: 2,
    });
  });
});

/** The launch files with one file replaced (or removed when `value` is undefined). */
function edit(
  file: string,
  change: (json: Record<string, unknown>) => Record<string, unknown> | undefined,
): CorpusFiles {
  const copy = JSON.parse(JSON.stringify(LAUNCH_FILES)) as Record<string, Record<string, unknown>>;
  const next = change(copy[file] as Record<string, unknown>);
  if (next === undefined) delete copy[file];
  else copy[file] = next;
  return copy;
}

const errorsOf = (files: CorpusFiles) =>
  checkCorpus(files).issues.map((i) => ({ code: i.code, file: i.file, pointer: i.pointer }));

describe("reference checks across files", () => {
  const RECRUE = "cards/crea_recrue_zelee.v1.json";
  const GARGOYLE = "cards/crea_gargouille_fidele.v1.json";
  const cases: readonly [string, CorpusFiles, { code: string; file: string; pointer: string }][] = [
    [
      "a SUMMON of an unknown token",
      edit(GARGOYLE, (c) => ({
        ...c,
        abilities: [{ ...(c.abilities as object[])[0], params: { token: "tok_nope", count: 1 } }],
      })),
      { code: "unknown-token", file: GARGOYLE, pointer: "/abilities/0/params/token" },
    ],
    [
      "a Disciple costing 4 (§6.2: 1–3)",
      edit(RECRUE, (c) => ({ ...c, cost: 4 })),
      { code: "rank-cost", file: RECRUE, pointer: "/cost" },
    ],
    [
      "an unknown rank",
      edit(RECRUE, (c) => ({ ...c, rankId: "officier" })),
      { code: "unknown-rank", file: RECRUE, pointer: "/rankId" },
    ],
    [
      "a member without a role",
      edit(RECRUE, (c) => ({ ...c, subtypes: ["DISCIPLE"] })),
      { code: "subtypes", file: RECRUE, pointer: "/subtypes" },
    ],
    [
      "an unknown subtype tag",
      edit(RECRUE, (c) => ({ ...c, subtypes: ["DISCIPLE", "BARDE"] })),
      { code: "unknown-subtype", file: RECRUE, pointer: "/subtypes/1" },
    ],
    [
      "a rankLabel without rankId",
      edit(GARGOYLE, (c) => ({ ...c, rankLabel: "Disciple" })),
      { code: "rank-label", file: GARGOYLE, pointer: "/rankLabel" },
    ],
    [
      "an evolution of an unknown card",
      edit(RECRUE, (c) => ({ ...c, evolutionOf: "crea_inconnu" })),
      { code: "unknown-card", file: RECRUE, pointer: "/evolutionOf" },
    ],
    [
      "a set code not in sets.json",
      edit(RECRUE, (c) => ({ ...c, setCode: "XYZ" })),
      { code: "unknown-set", file: RECRUE, pointer: "/setCode" },
    ],
    [
      "a set name that differs from sets.json",
      edit(RECRUE, (c) => ({ ...c, set: "Autre" })),
      { code: "set-name", file: RECRUE, pointer: "/set" },
    ],
    [
      "a collector number taken by another card",
      edit(RECRUE, (c) => ({ ...c, collectorNumber: 2 })),
      { code: "collector-number", file: "cards/crea_sanglier_des_pres.v1.json", pointer: "/collectorNumber" },
    ],
    [
      "an id that disagrees with the file name",
      edit(RECRUE, (c) => ({ ...c, id: "crea_autre" })),
      { code: "file-name", file: RECRUE, pointer: "/id" },
    ],
    [
      "a deleted version 1 (§7.5: never overwritten)",
      edit("cards/crea_gorak_forgeron.v1.json", () => undefined),
      { code: "missing-version", file: "cards/crea_gorak_forgeron.v2.json", pointer: "/version" },
    ],
    [
      "a filter on an unknown subtype",
      edit("cards/crea_porte_etendard_des_novices.v1.json", (c) => {
        const a = (c.abilities as Record<string, unknown>[])[0] as Record<string, unknown>;
        return {
          ...c,
          abilities: [{ ...a, target: { ...(a.target as object), filter: { hasSubtype: "NOVICE" } } }],
        };
      }),
      {
        code: "unknown-subtype",
        file: "cards/crea_porte_etendard_des_novices.v1.json",
        pointer: "/abilities/0/target/filter/hasSubtype",
      },
    ],
    [
      "a hero class missing from heroes.json",
      edit("heroes.json", (h) => ({ ...h, heroes: (h.heroes as object[]).slice(1) })),
      { code: "missing-hero", file: "heroes.json", pointer: "/heroes" },
    ],
    [
      "a token id that is also a card id",
      edit("tokens.json", (t) => ({
        ...t,
        tokens: [
          ...(t.tokens as object[]),
          {
            id: "crea_pouic",
            version: 1,
            name: "P",
            type: "CREATURE",
            subtypes: [],
            atk: 1,
            hp: 1,
            keywords: [],
            abilities: [],
          },
        ],
      })),
      // Appended after the 13 tokens of tokens.json.
      { code: "duplicate-id", file: "tokens.json", pointer: "/tokens/13/id" },
    ],
    [
      "a missing ranks.json",
      edit("ranks.json", () => undefined),
      { code: "missing-file", file: "ranks.json", pointer: "" },
    ],
    [
      "rules.json dealing more cards than a hand holds",
      edit("rules.json", (r) => ({ ...r, maxHand: 3 })),
      { code: "rules", file: "rules.json", pointer: "/startingHand" },
    ],
    [
      "a token version 2 without its version 1 (versions are never deleted, §7.5)",
      edit("tokens.json", (t) => ({
        ...t,
        tokens: [...(t.tokens as object[]), { ...(t.tokens as object[])[0], id: "tok_neuf", version: 2 }],
      })),
      { code: "missing-version", file: "tokens.json", pointer: "/tokens" },
    ],
    [
      "the same token version listed twice",
      edit("tokens.json", (t) => ({ ...t, tokens: [...(t.tokens as object[]), (t.tokens as object[])[0]] })),
      // Appended after the 13 tokens of tokens.json.
      { code: "duplicate-id", file: "tokens.json", pointer: "/tokens/13/id" },
    ],
    [
      "a hero power v2 whose v1 is gone",
      edit("heroes.json", (h) => ({
        ...h,
        heroes: (h.heroes as Record<string, Record<string, unknown>>[]).map((x, i) =>
          i === 0 ? { ...x, power: { ...x.power, version: 2 } } : x,
        ),
      })),
      { code: "missing-version", file: "heroes.json", pointer: "/heroes/0/power/version" },
    ],
    [
      "an older power numbered at or above the current one",
      edit("heroes.json", (h) => ({
        ...h,
        heroes: (h.heroes as Record<string, Record<string, unknown>>[]).map((x, i) =>
          i === 0 ? { ...x, previousPowers: [x.power] } : x,
        ),
      })),
      { code: "power-version", file: "heroes.json", pointer: "/heroes/0/previousPowers/0/version" },
    ],
    [
      "a Camaraderie condition on another trigger (summonedSubtype reads an arrival)",
      edit("cards/crea_stagiaire_enthousiaste.v1.json", (c) => ({
        ...c,
        abilities: [{ ...(c.abilities as object[])[0], trigger: "ON_PLAY" }],
      })),
      {
        code: "condition-trigger",
        file: "cards/crea_stagiaire_enthousiaste.v1.json",
        pointer: "/abilities/0/condition/summonedSubtype",
      },
    ],
    [
      "scope CAUSE on a trigger no entity's action raises (a battlecry)",
      edit("cards/crea_stagiaire_enthousiaste.v1.json", (c) => ({
        ...c,
        abilities: [
          {
            ...(c.abilities as object[])[0],
            trigger: "ON_PLAY",
            condition: null,
            target: { side: "ALLY", kind: "CREATURE", scope: "CAUSE" },
          },
        ],
      })),
      {
        code: "cause-trigger",
        file: "cards/crea_stagiaire_enthousiaste.v1.json",
        pointer: "/abilities/0/target/scope",
      },
    ],
    [
      "a Secret that costs other than the one cost of every Secret",
      edit("cards/sort_appel_aux_renforts.v1.json", (c) => ({
        ...c,
        keywords: ["SECRET"],
        abilities: [{ ...(c.abilities as object[])[0], trigger: "SECRET_SUMMON" }],
      })),
      { code: "secret-cost", file: "cards/sort_appel_aux_renforts.v1.json", pointer: "/cost" },
    ],
    [
      "a COUNTER that answers no spell cast",
      edit("cards/sort_appel_aux_renforts.v1.json", (c) => ({
        ...c,
        cost: 3,
        keywords: ["SECRET"],
        abilities: [
          {
            trigger: "SECRET_ATTACK",
            condition: null,
            action: "COUNTER",
            target: { side: "ENEMY", kind: "HERO", scope: "ALL" },
            params: {},
          },
        ],
      })),
      {
        code: "counter-trigger",
        file: "cards/sort_appel_aux_renforts.v1.json",
        pointer: "/abilities/0/action",
      },
    ],
    [
      "an attack's target kind on a Secret that answers no attack",
      edit("cards/sort_appel_aux_renforts.v1.json", (c) => ({
        ...c,
        cost: 3,
        keywords: ["SECRET"],
        abilities: [
          { ...(c.abilities as object[])[0], trigger: "SECRET_SUMMON", condition: { attackTarget: "HERO" } },
        ],
      })),
      {
        code: "condition-trigger",
        file: "cards/sort_appel_aux_renforts.v1.json",
        pointer: "/abilities/0/condition/attackTarget",
      },
    ],
    [
      "a token with a Secret's trigger",
      edit("tokens.json", (t) => ({
        ...t,
        tokens: (t.tokens as Record<string, unknown>[]).map((x, i) =>
          i === 0
            ? {
                ...x,
                abilities: [
                  {
                    trigger: "SECRET_ATTACK",
                    condition: null,
                    action: "GAIN_ARMOR",
                    target: { side: "ALLY", kind: "HERO", scope: "ALL" },
                    params: { amount: 1 },
                  },
                ],
              }
            : x,
        ),
      })),
      { code: "secret-trigger", file: "tokens.json", pointer: "/tokens/0/abilities/0/trigger" },
    ],
    [
      "a summonedSubtype naming no known tag",
      edit("cards/crea_stagiaire_enthousiaste.v1.json", (c) => ({
        ...c,
        abilities: [{ ...(c.abilities as object[])[0], condition: { summonedSubtype: "NOVICE" } }],
      })),
      {
        code: "unknown-subtype",
        file: "cards/crea_stagiaire_enthousiaste.v1.json",
        pointer: "/abilities/0/condition/summonedSubtype",
      },
    ],
    [
      "an archetype naming a card the set does not have",
      edit("sets.json", (s) => {
        const [set] = s.sets as Record<string, Record<string, unknown>[]>[];
        const archetypes = (set?.archetypes ?? []).map((a, i) =>
          i === 0 ? { ...a, cards: [...(a.cards as string[]), "crea_personne"] } : a,
        );
        return { ...s, sets: [{ ...set, archetypes }] };
      }),
      { code: "unknown-card", file: "sets.json", pointer: "/sets/0/archetypes/0/cards/20" },
    ],
    [
      "a card in two archetypes",
      edit("sets.json", (s) => {
        const [set] = s.sets as Record<string, Record<string, unknown>[]>[];
        const first = (set?.archetypes?.[0]?.cards as string[] | undefined)?.[0] as string;
        const archetypes = (set?.archetypes ?? []).map((a, i) =>
          i === 1 ? { ...a, cards: [...(a.cards as string[]), first] } : a,
        );
        return { ...s, sets: [{ ...set, archetypes }] };
      }),
      { code: "archetype", file: "sets.json", pointer: "/sets/0/archetypes/1/cards/20" },
    ],
  ];

  it.each(cases)("reports %s", (_name, files, expected) => {
    expect(errorsOf(files)).toContainEqual(expected);
    expect(checkCorpus(files).corpus).toBeNull();
  });

  it("parseCorpus throws a SetupError naming the file and pointer", () => {
    const files = edit(RECRUE, (c) => ({ ...c, cost: 4 }));
    expect(() => parseCorpus(files)).toThrow(SetupError);
    try {
      parseCorpus(files);
    } catch (e) {
      expect(e).toMatchObject({ file: RECRUE, pointer: "/cost" });
    }
  });

  it("reads a broken JSON file as an error issue, not a throw", async () => {
    const dir = await mkdtemp(join(tmpdir(), "lgc-data-"));
    await cp(DATA, dir, { recursive: true });
    await writeFile(join(dir, "cards", "crea_pouic.v1.json"), "{ not json");
    const { issues } = await readDataDir(dir);
    expect(issues).toMatchObject([
      { severity: "error", code: "json", file: "cards/crea_pouic.v1.json", pointer: "" },
    ]);
    await expect(loadCorpus(dir)).rejects.toThrow(/crea_pouic\.v1\.json/);
  });

  it("reports an image a table names but the directory lacks (the set symbol, §7.5)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "lgc-data-"));
    await cp(DATA, dir, { recursive: true });
    await rm(join(dir, "icons", "sets", "pvb.svg"));
    const { issues } = await readDataDir(dir);
    expect(issues).toEqual([
      {
        severity: "error",
        code: "missing-asset",
        file: "sets.json",
        pointer: "/sets/0/symbol",
        message: "no file icons/sets/pvb.svg",
      },
    ]);
  });

  it("validates decks against the corpus it is given", () => {
    expect(validateDeck(LAUNCH_FILES["decks/starter.json"], launchCorpus(), { mode: "friendly" }).ok).toBe(
      true,
    );
  });
});
