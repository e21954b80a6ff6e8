import { describe, expect, it, vi } from "vitest";
import { checkSchema, type FileKind, validateCard } from "../src/data/index.js";

// The first check compiles the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 30_000 });

/** Gorak from seed §8.1, with the launch set filled in: the reference valid card. */
const GORAK = {
  id: "crea_gorak_forgeron",
  set: "Procès-Verbal",
  setCode: "PVB",
  collectorNumber: 42,
  version: 1,
  type: "CREATURE",
  rarity: "RARE",
  factions: ["NEUTRAL"],
  subtypes: ["ARTISAN", "CHAMPION"],
  rankId: "champion",
  rankLabel: "Champion",
  evolutionOf: null,
  memberId: "u_1042",
  optOut: false,
  name: "Gorak, le Forgeron",
  flavor: "« Je repop, deux secondes. »",
  artist: "…",
  cost: 4,
  atk: 3,
  hp: 5,
  keywords: ["TAUNT"],
  abilities: [
    {
      trigger: "ON_PLAY",
      condition: null,
      action: "BUFF",
      target: {
        side: "ALLY",
        kind: "CREATURE",
        scope: "ALL",
        filter: { hasKeyword: "TAUNT" },
        excludeSelf: true,
      },
      params: { atk: 1, hp: 1, duration: "PERMANENT" },
    },
  ],
};

const SPELL = {
  ...GORAK,
  id: "sort_essai",
  type: "SPELL",
  subtypes: [],
  rankId: null,
  rankLabel: null,
  keywords: [],
  atk: undefined,
  hp: undefined,
  abilities: [
    {
      trigger: "ON_PLAY",
      condition: null,
      action: "DEAL_DAMAGE",
      target: { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" },
      params: { amount: 3 },
    },
  ],
};

const PERMANENT = { ...SPELL, id: "perm_essai", type: "PERMANENT", charges: 3 };

type Json = Record<string, unknown>;
const clean = (v: Json): Json => JSON.parse(JSON.stringify(v)) as Json;
const ability = (over: Json, base: Json = GORAK.abilities[0] as Json): Json => ({ ...base, ...over });
const withAbility = (a: Json, card: Json = GORAK): Json => clean({ ...card, abilities: [a] });

const damage = (target: Json, over: Json = {}): Json =>
  ability({ action: "DEAL_DAMAGE", target, params: { amount: 2 }, ...over });

/** Invalid cards, each with the JSON pointer its (first relevant) error must name. */
const INVALID_CARDS: readonly [string, Json, string][] = [
  ["a missing id", clean({ ...GORAK, id: undefined }), "/id"],
  ["an unknown type", clean({ ...GORAK, type: "ARTIFACT" }), "/type"],
  ["a two-letter set code", clean({ ...GORAK, setCode: "PV" }), "/setCode"],
  ["a cost above the Ferveur cap", clean({ ...GORAK, cost: 11 }), "/cost"],
  ["factions as a string (§11.1: an array)", clean({ ...GORAK, factions: "NEUTRAL" }), "/factions"],
  ["a creature without hp", clean({ ...GORAK, hp: undefined }), "/hp"],
  ["a creature with 0 hp", clean({ ...GORAK, hp: 0 }), "/hp"],
  ["a spell with atk", clean({ ...SPELL, atk: 2 }), "/atk"],
  ["a spell with a creature keyword", clean({ ...SPELL, keywords: ["TAUNT"] }), "/keywords/0"],
  ["a creature that is a Secret", clean({ ...GORAK, keywords: ["SECRET"] }), "/keywords/0"],
  [
    "a Secret whose ability is a battlecry (a Secret answers the opponent)",
    clean({ ...SPELL, keywords: ["SECRET"] }),
    "/abilities/0/trigger",
  ],
  [
    "a spell that is no Secret with a Secret trigger",
    withAbility(ability({ trigger: "SECRET_SPELL" }, SPELL.abilities[0] as Json), SPELL),
    "/abilities/0/trigger",
  ],
  [
    "a Secret with two abilities (it has one)",
    clean({
      ...SPELL,
      keywords: ["SECRET"],
      abilities: [
        { ...(SPELL.abilities[0] as Json), trigger: "SECRET_ATTACK" },
        { ...(SPELL.abilities[0] as Json), trigger: "SECRET_ATTACK" },
      ],
    }),
    "/abilities",
  ],
  [
    "a spell with a death trigger",
    withAbility(ability({ trigger: "ON_DEATH" }, SPELL.abilities[0] as Json), SPELL),
    "/abilities/0/trigger",
  ],
  ["a spell with no ability", clean({ ...SPELL, abilities: [] }), "/abilities"],
  [
    "a spell targeting SELF (it has no entity in play)",
    withAbility(
      ability({ target: { side: "SELF", kind: "CREATURE", scope: "SELF" } }, SPELL.abilities[0] as Json),
      SPELL,
    ),
    "/abilities/0/target/side",
  ],
  ["a foil field (§7.6: never on a card)", clean({ ...GORAK, foil: true }), "/foil"],
  ["Charge, a keyword the seed rules out (§5.2)", clean({ ...GORAK, keywords: ["CHARGE"] }), "/keywords/0"],
  ["a bad evolutionOf id", clean({ ...GORAK, evolutionOf: "Gorak Ancien" }), "/evolutionOf"],
  ["an unknown trigger", withAbility(ability({ trigger: "ON_DRAW" })), "/abilities/0/trigger"],
  ["an unknown action", withAbility(ability({ action: "CURSE" })), "/abilities/0/action"],
  [
    "a STEAL of a hero (§11.2: it takes a creature)",
    withAbility(
      ability({ action: "STEAL", target: { side: "ENEMY", kind: "HERO", scope: "ALL" }, params: {} }),
    ),
    "/abilities/0/target/kind",
  ],
  [
    "a RESURRECT without a count",
    withAbility(
      ability({ action: "RESURRECT", target: { side: "ALLY", kind: "HERO", scope: "ALL" }, params: {} }),
    ),
    "/abilities/0/params/count",
  ],
  [
    "a CAUSE selector with a count (it is one creature)",
    withAbility(
      ability({
        trigger: "ON_ALLY_SUMMONED",
        target: { side: "ALLY", kind: "CREATURE", scope: "CAUSE", count: 2 },
      }),
    ),
    "/abilities/0/target/count",
  ],
  [
    "a BUFF without duration",
    withAbility(ability({ params: { atk: 1, hp: 1 } })),
    "/abilities/0/params/duration",
  ],
  [
    "a BUFF with an unknown duration",
    withAbility(ability({ params: { atk: 1, hp: 1, duration: "FOREVER" } })),
    "/abilities/0/params/duration",
  ],
  [
    "a DRAW with an extra param",
    withAbility(
      ability({
        action: "DRAW",
        target: { side: "ALLY", kind: "HERO", scope: "ALL" },
        params: { count: 1, amount: 2 },
      }),
    ),
    "/abilities/0/params/amount",
  ],
  [
    "damage of 0",
    withAbility(damage({ side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" }, { params: { amount: 0 } })),
    "/abilities/0/params/amount",
  ],
  [
    "damage to a permanent (§5.1: immune)",
    withAbility(damage({ side: "ENEMY", kind: "PERMANENT", scope: "CHOSEN" })),
    "/abilities/0/target/kind",
  ],
  [
    "a SUMMON aimed at a creature",
    withAbility(
      ability({
        action: "SUMMON",
        target: { side: "ALLY", kind: "CREATURE", scope: "ALL" },
        params: { token: "tok_add", count: 1 },
      }),
    ),
    "/abilities/0/target/kind",
  ],
  [
    "a SUMMON with both token and randomFrom",
    withAbility(
      ability({
        action: "SUMMON",
        target: { side: "ALLY", kind: "HERO", scope: "ALL" },
        params: { token: "tok_add", randomFrom: ["tok_add", "tok_goule"], count: 1 },
      }),
    ),
    "/abilities/0/params",
  ],
  [
    "a SUMMON of 7 (the board holds 6)",
    withAbility(
      ability({
        action: "SUMMON",
        target: { side: "ALLY", kind: "HERO", scope: "ALL" },
        params: { token: "tok_add", count: 7 },
      }),
    ),
    "/abilities/0/params/count",
  ],
  [
    "scope SELF on the enemy side",
    withAbility(damage({ side: "ENEMY", kind: "CREATURE", scope: "SELF" })),
    "/abilities/0/target/side",
  ],
  [
    "side SELF with scope ALL",
    withAbility(damage({ side: "SELF", kind: "CREATURE", scope: "ALL" })),
    "/abilities/0/target/scope",
  ],
  [
    "a CHOSEN selector with a count (§1.1: one choice)",
    withAbility(damage({ side: "ENEMY", kind: "CREATURE", scope: "CHOSEN", count: 2 })),
    "/abilities/0/target/count",
  ],
  [
    "an unknown filter key",
    withAbility(damage({ side: "ENEMY", kind: "CREATURE", scope: "ALL", filter: { hasColor: "red" } })),
    "/abilities/0/target/filter/hasColor",
  ],
  ["an empty condition", withAbility(ability({ condition: {} })), "/abilities/0/condition"],
  ["a MANUAL ability without its cost", withAbility(ability({ trigger: "MANUAL" })), "/abilities/0/cost"],
  ["a cost on a non-MANUAL ability", withAbility(ability({ cost: 2 })), "/abilities/0/cost"],
  [
    "two MANUAL abilities",
    clean({
      ...GORAK,
      abilities: [ability({ trigger: "MANUAL", cost: 1 }), ability({ trigger: "MANUAL", cost: 2 })],
    }),
    "/abilities",
  ],
  [
    "an aura that deals damage",
    withAbility(ability({ trigger: "CONTINUOUS", action: "DEAL_DAMAGE", params: { amount: 1 } })),
    "/abilities/0/action",
  ],
  [
    "an aura on a chosen target",
    withAbility(
      ability({ trigger: "CONTINUOUS", target: { side: "ALLY", kind: "CREATURE", scope: "CHOSEN" } }),
    ),
    "/abilities/0/target/scope",
  ],
  [
    "an aura lasting one turn",
    withAbility(ability({ trigger: "CONTINUOUS", params: { atk: 1, hp: 0, duration: "TURN" } })),
    "/abilities/0/params/duration",
  ],
  [
    "a bad effect in `then`",
    withAbility(
      ability({
        // biome-ignore lint/suspicious/noThenProperty: the model's `then` is an array of effects, never a thenable
        then: [
          { action: "HEAL", target: { side: "ALLY", kind: "HERO", scope: "ALL" }, params: { amount: -1 } },
        ],
      }),
    ),
    "/abilities/0/then/0/params/amount",
  ],
  ["a permanent with both durability and charges", clean({ ...PERMANENT, durability: 2 }), ""],
  ["a permanent with neither durability nor charges", clean({ ...PERMANENT, charges: undefined }), ""],
];

describe("card.schema.json", () => {
  it.each([
    ["Gorak from §8.1", GORAK],
    ["a spell", clean(SPELL)],
    ["a permanent with charges", clean(PERMANENT)],
    ["a MANUAL ability with its cost", withAbility(ability({ trigger: "MANUAL", cost: 2 }))],
    [
      "a Secret countering the opponent's spell",
      clean({
        ...SPELL,
        cost: 3,
        keywords: ["SECRET"],
        abilities: [
          {
            trigger: "SECRET_SPELL",
            condition: null,
            action: "COUNTER",
            target: { side: "ENEMY", kind: "HERO", scope: "ALL" },
            params: {},
          },
        ],
      }),
    ],
    [
      "a Secret answering an attack on its owner's hero, aimed at the attacker",
      clean({
        ...SPELL,
        cost: 3,
        keywords: ["SECRET"],
        abilities: [
          {
            trigger: "SECRET_ATTACK",
            condition: { attackTarget: "HERO" },
            action: "DEAL_DAMAGE",
            target: { side: "ENEMY", kind: "CREATURE", scope: "CAUSE" },
            params: { amount: 4 },
          },
        ],
      }),
    ],
    [
      "an aura",
      withAbility(
        ability({ trigger: "CONTINUOUS", target: { side: "ALLY", kind: "CREATURE", scope: "ALL" } }),
      ),
    ],
    [
      "one ability with two effects sharing a choice (§1.1)",
      withAbility(
        ability({
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
        }),
      ),
    ],
  ])("accepts %s", (_name, card) => {
    const result = validateCard(card);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it.each(INVALID_CARDS)("refuses %s, naming its pointer", (_name, card, at) => {
    const result = validateCard(card, undefined, "cards/x.v1.json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.pointer)).toContain(at);
    expect(result.issues.every((i) => i.file === "cards/x.v1.json" && i.severity === "error")).toBe(true);
  });
});

/** Other formats: [kind, name, value, pointer or null when valid]. */
const OTHER: readonly [FileKind, string, unknown, string | null][] = [
  [
    "deck",
    "a deck",
    { name: "d", heroClass: "MAGE", cards: [{ cardId: "crea_x_y", version: 1, count: 2 }] },
    null,
  ],
  [
    "deck",
    "a count of 0",
    { name: "d", heroClass: "MAGE", cards: [{ cardId: "crea_x_y", version: 1, count: 0 }] },
    "/cards/0/count",
  ],
  [
    "deck",
    "an unknown class",
    { name: "d", heroClass: "BARD", cards: [{ cardId: "crea_x_y", version: 1, count: 1 }] },
    "/heroClass",
  ],
  [
    "deck",
    "a foil count (foil lives in the collection)",
    { name: "d", heroClass: "MAGE", cards: [{ cardId: "crea_x_y", version: 1, count: 1, foil: 1 }] },
    "/cards/0/foil",
  ],
  [
    "collection",
    "the §7.6 example",
    {
      player: "p",
      copies: [
        {
          cardId: "crea_gorak_forgeron",
          version: 1,
          normal: 2,
          foil: 1,
          foilProvenance: ["Raid Aberrus · 2026-03"],
        },
      ],
    },
    null,
  ],
  [
    "collection",
    "a copy without foil count",
    { player: "p", copies: [{ cardId: "crea_gorak_forgeron", version: 1, normal: 2 }] },
    "/copies/0/foil",
  ],
  [
    "tokens",
    "a token that is a spell",
    {
      tokens: [
        { id: "tok_x", name: "X", type: "SPELL", subtypes: [], atk: 1, hp: 1, keywords: [], abilities: [] },
      ],
    },
    "/tokens/0/type",
  ],
  [
    "heroes",
    "a hero power ability with its own cost",
    {
      heroes: [
        {
          class: "MAGE",
          name: "Mage",
          power: {
            name: "p",
            cost: 2,
            text: "t",
            abilities: [
              {
                trigger: "MANUAL",
                condition: null,
                cost: 1,
                action: "GAIN_ARMOR",
                target: { side: "ALLY", kind: "HERO", scope: "ALL" },
                params: { amount: 2 },
              },
            ],
          },
        },
      ],
    },
    "/heroes/0/power/abilities/0/cost",
  ],
  [
    "heroes",
    "a hero power that is not MANUAL",
    {
      heroes: [
        {
          class: "MAGE",
          name: "Mage",
          power: {
            name: "p",
            cost: 2,
            text: "t",
            abilities: [
              {
                trigger: "ON_PLAY",
                condition: null,
                action: "GAIN_ARMOR",
                target: { side: "ALLY", kind: "HERO", scope: "ALL" },
                params: { amount: 2 },
              },
            ],
          },
        },
      ],
    },
    "/heroes/0/power/abilities/0/trigger",
  ],
  [
    "ranks",
    "a rank without costMin",
    { ranks: [{ id: "disciple", label: "Disciple", order: 1, costMax: 3, icon: "i" }] },
    "/ranks/0/costMin",
  ],
  [
    "sets",
    "a lower-case set code",
    {
      sets: [{ name: "S", code: "pvb", symbol: "s", size: 120, released: false }],
      printSpec: {
        widthMm: 63,
        heightMm: 88,
        bleedMm: 3,
        dpi: 300,
        widthPxWithBleed: 815,
        heightPxWithBleed: 1110,
        widthPx: 744,
        heightPx: 1039,
        cornerRadiusMm: 3,
      },
    },
    "/sets/0/code",
  ],
];

describe("the other schemas", () => {
  it.each(OTHER)("%s: %s", (kind, _name, value, at) => {
    const result = checkSchema(kind, value, "f.json");
    if (at === null) {
      expect(result.ok ? [] : result.issues).toEqual([]);
      return;
    }
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.pointer)).toContain(at);
  });
});
