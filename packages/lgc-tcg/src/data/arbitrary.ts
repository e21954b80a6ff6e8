/**
 * fast-check arbitraries of the card model, following the schema's shape: every value they produce
 * passes `validateCard`, and with the launch corpus's references (set PVB, ranks and their cost
 * ranges, tokens, tags). For property tests of tools that read or write cards.
 */
import * as fc from "fast-check";
import type {
  Ability,
  Card,
  Condition,
  Duration,
  Effect,
  Keyword,
  Rarity,
  Scope,
  Selector,
  SelectorFilter,
  Side,
  TargetKind,
  Trigger,
} from "./types.js";

const KEYWORDS: readonly Keyword[] = ["TAUNT", "DIVINE_SHIELD", "RUSH", "STEALTH", "LETHAL"];
const RARITIES: readonly Rarity[] = ["COMMON", "UNCOMMON", "RARE", "EPIC", "LEGENDARY"];
const TRIGGERS: readonly Trigger[] = [
  "ON_PLAY",
  "ON_DEATH",
  "ON_TURN_START",
  "ON_TURN_END",
  "ON_DAMAGE_TAKEN",
  "ON_ATTACK",
  "ON_ALLY_SUMMONED",
  "ON_SPELL_CAST",
  "MANUAL",
];
const TAGS = [
  "DISCIPLE",
  "MEMBRE",
  "TANK",
  "SOIGNEUR",
  "DPS",
  "ARTISAN",
  "BOSS",
  "MONSTRE",
  "MASCOTTE",
  "PNJ",
];
const TOKENS = ["tok_disciple", "tok_goule", "tok_eclat", "tok_add", "tok_dragonnet"];
const RANKS = [
  { id: "disciple", label: "Disciple", min: 1, max: 3 },
  { id: "membre", label: "Membre", min: 3, max: 5 },
  { id: "champion", label: "Champion", min: 4, max: 6 },
  { id: "conseiller", label: "Conseiller", min: 5, max: 8 },
  { id: "haut_conseiller", label: "Haut Conseiller", min: 7, max: 10 },
];
const ROLES = ["TANK", "SOIGNEUR", "DPS", "ARTISAN"];
const NON_MEMBERS = ["BOSS", "MONSTRE", "MASCOTTE", "PNJ"];

const text = fc.string({ minLength: 1, maxLength: 40 });
const small = fc.integer({ min: 1, max: 10 });
const duration: fc.Arbitrary<Duration> = fc.constantFrom("PERMANENT", "TURN");

/** A selector filter (every key optional, at least one). */
export const filterArb: fc.Arbitrary<SelectorFilter> = fc
  .record(
    {
      costMin: fc.integer({ min: 0, max: 5 }),
      costMax: fc.integer({ min: 5, max: 10 }),
      hasKeyword: fc.constantFrom(...KEYWORDS),
      hasSubtype: fc.constantFrom(...TAGS),
      type: fc.constantFrom("CREATURE" as const, "SPELL" as const, "PERMANENT" as const),
      damaged: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  .filter((f) => Object.keys(f).length > 0);

function targetArb(kinds: readonly TargetKind[], allowSelf: boolean): fc.Arbitrary<Selector> {
  const scopes: Scope[] = ["CHOSEN", "ALL", "RANDOM", "LOWEST_HP", "HIGHEST_ATK"];
  const normal = fc
    .record(
      {
        side: fc.constantFrom<Side>("ALLY", "ENEMY", "ANY"),
        kind: fc.constantFrom(...kinds),
        scope: fc.constantFrom(...scopes),
        filter: filterArb,
        excludeSelf: fc.boolean(),
        count: fc.integer({ min: 1, max: 3 }),
      },
      { requiredKeys: ["side", "kind", "scope"] },
    )
    .map((s) => {
      if (s.scope !== "CHOSEN" && s.scope !== "ALL") return s;
      const { count: _count, ...rest } = s;
      return rest;
    });
  const self = fc.constantFrom(...kinds).map((kind): Selector => ({ side: "SELF", kind, scope: "SELF" }));
  return allowSelf && kinds.includes("CREATURE")
    ? fc.oneof(
        normal,
        self.filter((s) => s.kind === "CREATURE"),
      )
    : normal;
}

/**
 * One effect: an action with a target of a kind it accepts and its own params. `allowSelf: false`
 * leaves out SELF selectors (spells have no entity of their own in play).
 */
export function effectOf(allowSelf = true): fc.Arbitrary<Effect> {
  const selectorArb = (kinds: readonly TargetKind[]) => targetArb(kinds, allowSelf);
  return fc.oneof(
    fc.record({
      action: fc.constant("DEAL_DAMAGE" as const),
      target: selectorArb(["CREATURE", "HERO", "ANY"]),
      params: fc.record({ amount: small }),
    }),
    fc.record({
      action: fc.constant("HEAL" as const),
      target: selectorArb(["CREATURE", "HERO", "ANY"]),
      params: fc.record({ amount: small }),
    }),
    fc.record({
      action: fc.constant("GAIN_ARMOR" as const),
      target: selectorArb(["HERO"]),
      params: fc.record({ amount: small }),
    }),
    fc.record({
      action: fc.constant("DRAW" as const),
      target: selectorArb(["HERO"]),
      params: fc.record({ count: fc.integer({ min: 1, max: 3 }) }),
    }),
    fc.record({
      action: fc.constant("DISCARD" as const),
      target: selectorArb(["CARD_IN_HAND"]),
      params: fc.constant({}),
    }),
    fc.record({
      action: fc.constant("SUMMON" as const),
      target: selectorArb(["HERO"]),
      params: fc.oneof(
        fc.record({ token: fc.constantFrom(...TOKENS), count: fc.integer({ min: 1, max: 6 }) }),
        fc.record({
          randomFrom: fc.uniqueArray(fc.constantFrom(...TOKENS), { minLength: 2, maxLength: 4 }),
          count: fc.integer({ min: 1, max: 6 }),
        }),
      ),
    }),
    fc.record({
      action: fc.constant("DESTROY" as const),
      target: selectorArb(["CREATURE", "PERMANENT"]),
      params: fc.constant({}),
    }),
    fc.record({
      action: fc.constantFrom("SILENCE" as const, "BOUNCE" as const, "COPY" as const),
      target: selectorArb(["CREATURE"]),
      params: fc.constant({}),
    }),
    fc.record({
      action: fc.constant("BUFF" as const),
      target: selectorArb(["CREATURE"]),
      params: fc.record({
        atk: fc.integer({ min: -3, max: 3 }),
        hp: fc.integer({ min: -3, max: 3 }),
        duration,
      }),
    }),
    fc.record({
      action: fc.constant("SET_STATS" as const),
      target: selectorArb(["CREATURE"]),
      params: fc
        .record(
          { atk: fc.integer({ min: 0, max: 9 }), hp: fc.integer({ min: 1, max: 9 }) },
          { requiredKeys: [] },
        )
        .filter((p) => Object.keys(p).length > 0),
    }),
    fc.record({
      action: fc.constant("GRANT_KEYWORD" as const),
      target: selectorArb(["CREATURE"]),
      params: fc.record({ keyword: fc.constantFrom(...KEYWORDS), duration }),
    }),
    fc.record({
      action: fc.constant("TRANSFORM" as const),
      target: selectorArb(["CREATURE"]),
      params: fc.record({ token: fc.constantFrom(...TOKENS) }),
    }),
    fc.record({
      action: fc.constant("GAIN_MANA" as const),
      target: selectorArb(["HERO"]),
      params: fc.record({
        amount: fc.integer({ min: 1, max: 3 }),
        pool: fc.constantFrom("CURRENT" as const, "CAP" as const),
      }),
    }),
    fc.record({
      action: fc.constant("TUTOR" as const),
      target: selectorArb(["HERO"]),
      params: fc.record(
        { count: fc.integer({ min: 1, max: 2 }), filter: filterArb },
        { requiredKeys: ["count"] },
      ),
    }),
    fc.record({
      action: fc.constant("RESURRECT" as const),
      target: selectorArb(["HERO"]),
      params: fc.record(
        { count: fc.integer({ min: 1, max: 3 }), filter: filterArb },
        { requiredKeys: ["count"] },
      ),
    }),
    fc.record({
      action: fc.constant("STEAL" as const),
      target: selectorArb(["CREATURE"]),
      params: fc.constant({}),
    }),
  );
}

/** Any effect. */
export const effectArb: fc.Arbitrary<Effect> = effectOf();

const conditionArb: fc.Arbitrary<Condition | null> = fc.oneof(
  fc.constant(null),
  fc.record({ ferveurCapAtLeast: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ ferveurCapAtMost: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ controlsSubtype: fc.constantFrom(...TAGS) }),
);

const auraArb: fc.Arbitrary<Ability> = fc.record({
  trigger: fc.constant("CONTINUOUS" as const),
  condition: conditionArb,
  action: fc.constant("BUFF" as const),
  target: fc.oneof(
    fc.constant<Selector>({ side: "SELF", kind: "CREATURE", scope: "SELF" }),
    fc.record({
      side: fc.constantFrom<Side>("ALLY", "ENEMY"),
      kind: fc.constant<TargetKind>("CREATURE"),
      scope: fc.constant<Scope>("ALL"),
    }),
  ),
  params: fc.record({
    atk: fc.integer({ min: 0, max: 2 }),
    hp: fc.integer({ min: 0, max: 2 }),
    duration: fc.constant<Duration>("PERMANENT"),
  }),
});

/** A card ability; `triggers` limits the triggers drawn (spells: ON_PLAY only, and no SELF target). */
export function abilityArb(triggers: readonly Trigger[] = TRIGGERS, allowSelf = true): fc.Arbitrary<Ability> {
  const effect = effectOf(allowSelf);
  const triggered = fc
    .record(
      {
        trigger: fc.constantFrom(...triggers),
        condition: conditionArb,
        effect,
        // biome-ignore lint/suspicious/noThenProperty: the model's `then` is an array of effects, never a thenable
        then: fc.array(effect, { minLength: 1, maxLength: 2 }),
      },
      { requiredKeys: ["trigger", "condition", "effect"] },
    )
    .chain(({ trigger, condition, effect, then }) =>
      fc
        .tuple(
          trigger === "MANUAL" ? fc.integer({ min: 0, max: 4 }) : fc.constant(undefined),
          // A Camaraderie may read the arriving creature's tag (summonedSubtype), and only it.
          trigger === "ON_ALLY_SUMMONED"
            ? fc.oneof(fc.constant(condition), fc.record({ summonedSubtype: fc.constantFrom(...TAGS) }))
            : fc.constant(condition),
        )
        .map(([cost, cond]): Ability => {
          const base = { trigger, condition: cond, ...effect };
          const withCost = cost === undefined ? base : { ...base, cost };
          return (then === undefined ? withCost : { ...withCost, then }) as Ability;
        }),
    );
  return triggers.length === 1
    ? triggered
    : fc.oneof({ weight: 4, arbitrary: triggered }, { weight: 1, arbitrary: auraArb });
}

// At most one MANUAL ability per card (schema: maxContains 1).
function abilitiesArb(triggers: readonly Trigger[], min: number, allowSelf = true): fc.Arbitrary<Ability[]> {
  return fc
    .array(abilityArb(triggers, allowSelf), { minLength: min, maxLength: 3 })
    .filter((list) => list.filter((a) => a.trigger === "MANUAL").length <= 1);
}

const base = fc.record({
  id: fc.stringMatching(/^[a-z][a-z0-9_]{2,20}$/),
  version: fc.integer({ min: 1, max: 5 }),
  collectorNumber: fc.integer({ min: 1, max: 120 }),
  rarity: fc.constantFrom(...RARITIES),
  optOut: fc.boolean(),
  name: text,
  flavor: fc.string({ maxLength: 60 }),
  artist: fc.string({ maxLength: 20 }),
  text: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
  memberId: fc.option(fc.stringMatching(/^u_[0-9]{1,5}$/), { nil: null }),
});

function common(b: typeof base extends fc.Arbitrary<infer T> ? T : never) {
  const { text: t, ...rest } = b;
  return {
    ...rest,
    ...(t === undefined ? {} : { text: t }),
    set: "Procès-Verbal",
    setCode: "PVB",
    factions: ["NEUTRAL" as const],
    evolutionOf: null,
  };
}

const creatureArb: fc.Arbitrary<Card> = fc
  .record({
    b: base,
    member: fc.option(
      fc.record({ rank: fc.constantFrom(...RANKS), role: fc.constantFrom(...ROLES), pick: fc.nat() }),
      { nil: null },
    ),
    tag: fc.constantFrom(...NON_MEMBERS),
    cost: fc.integer({ min: 0, max: 10 }),
    atk: fc.integer({ min: 0, max: 12 }),
    hp: fc.integer({ min: 1, max: 12 }),
    keywords: fc.uniqueArray(fc.constantFrom(...KEYWORDS), { maxLength: 3 }),
    abilities: abilitiesArb(TRIGGERS, 0),
  })
  .map(({ b, member, tag, cost, atk, hp, keywords, abilities }): Card => {
    const rank = member?.rank;
    const c = rank === undefined ? cost : rank.min + ((member?.pick ?? 0) % (rank.max - rank.min + 1));
    return {
      ...common(b),
      type: "CREATURE",
      subtypes: rank === undefined ? [tag] : [member?.role ?? "TANK", rank.id.toUpperCase()],
      rankId: rank?.id ?? null,
      rankLabel: rank?.label ?? null,
      cost: c,
      atk,
      hp,
      keywords,
      abilities,
    };
  });

const spellArb: fc.Arbitrary<Card> = fc
  .record({ b: base, cost: fc.integer({ min: 0, max: 10 }), abilities: abilitiesArb(["ON_PLAY"], 1, false) })
  .map(
    ({ b, cost, abilities }): Card => ({
      ...common(b),
      type: "SPELL",
      subtypes: [],
      rankId: null,
      rankLabel: null,
      cost,
      keywords: [],
      abilities,
    }),
  );

const permanentArb: fc.Arbitrary<Card> = fc
  .record({
    b: base,
    cost: fc.integer({ min: 0, max: 10 }),
    uses: fc.oneof(fc.record({ durability: small }), fc.record({ charges: small })),
    abilities: abilitiesArb(TRIGGERS, 1),
  })
  .map(
    ({ b, cost, uses, abilities }): Card => ({
      ...common(b),
      type: "PERMANENT",
      subtypes: [],
      rankId: null,
      rankLabel: null,
      cost,
      ...uses,
      keywords: [],
      abilities,
    }),
  );

/** Any card version of the launch set: creature, spell or permanent. */
export const cardArb: fc.Arbitrary<Card> = fc.oneof(creatureArb, spellArb, permanentArb);
