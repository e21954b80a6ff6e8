/**
 * The shared engine suite of the duel (`describeEngine`, issue 28): kits, state schema, random
 * simulation, setups, setup reasons, reason closure, non-interference and golden traces. The
 * rules' own tests are beside it.
 */
import { fileURLToPath } from "node:url";
import { describeEngine, type SuiteManifest } from "@core/conformance/vitest";
import { SEAT_FIELD } from "@core/engine";
import { fc } from "@core/engine/testing";
import CARD_SCHEMA from "../../../data/lgc-tcg/schema/card.schema.json";
import {
  type Action,
  allCardIds,
  BUNDLED_CORPUS,
  chooseAction,
  DUEL_REFUSALS,
  engine,
  type GameEvent,
  heroId,
  legalActions,
  SETUP_REASONS,
  type Setup,
  STARTER_DECK,
  STATE_SCHEMA,
  type State,
  view,
} from "../src/index.js";
import { deckArb, HERO_CLASSES, rulesArb, sameRandomness, scrambleHidden, setupArb } from "../src/testing.js";
import { invariant } from "./invariants.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The manifest's fields the suite reads (until `@engines/lgc-tcg/manifest`: the same values). */
const manifest: SuiteManifest<Setup, State, Action, GameEvent> = {
  id: "lgc-tcg",
  seats: { min: 2, max: 2 },
  hiddenInformation: true,
  refusals: DUEL_REFUSALS,
  setupReasons: SETUP_REASONS,
  defaultSetup: {
    seed: 1,
    players: [
      { heroClass: "MAGE", deck: STARTER_DECK },
      { heroClass: "PALADIN", deck: STARTER_DECK },
    ],
  },
  // The suite reads the state schema (and what it references) only.
  schemas: async () => ({ setup: {}, state: STATE_SCHEMA as never, references: [CARD_SCHEMA as never] }),
  load: async () => engine,
};

const TYPES = ["MULLIGAN", "PLAY_CARD", "ATTACK", "HERO_POWER", "ACTIVATE", "END_TURN", "CONCEDE", "PASS"];

/** Probes built from a state's own ids (so that most are well formed and reach the rules), or junk. */
function probes(s: State): fc.Arbitrary<unknown> {
  const ids = [...allCardIds(s), heroId("A"), heroId("B"), "nope"];
  const id = fc.constantFrom(...ids);
  const keys = [
    ...new Set(legalActions(s).flatMap((a) => ("targets" in a ? Object.keys(a.targets ?? {}) : []))),
  ];
  const targets = fc.dictionary(fc.constantFrom(...keys, "ENEMY:CREATURE", "x"), id, { maxKeys: 2 });
  const intent = fc.record(
    {
      type: fc.constantFrom(...TYPES),
      player: fc.oneof({ weight: 6, arbitrary: fc.constantFrom("A", "B") }, fc.constantFrom("C", 1)),
      card: id,
      attacker: id,
      target: id,
      source: id,
      replace: fc.array(id, { maxLength: 4 }),
      targets: fc.oneof(targets, fc.constant("all")),
      [SEAT_FIELD]: fc.constantFrom("A", "B", "C", null),
    },
    { requiredKeys: ["type", "player", "card", "attacker", "target", "source", "replace"] },
  );
  // Intents one detail away from legal, which random ones rarely are: activating each of one's own
  // entities (silenced, without a manual ability…), a mulligan replacing a card twice, a source
  // that is no id.
  const player = s.phase === "mulligan" ? (s.players.A.mulliganed ? "B" : "A") : s.active;
  const own = [...s.players[player].board, ...s.players[player].permanents].map((e) => e.id);
  const hand = s.players[player].hand.map((c) => c.id);
  const near = fc.constantFrom<unknown>(
    ...own.map((source) => ({ type: "ACTIVATE", player, source })),
    { type: "MULLIGAN", player, replace: hand.length > 0 ? [hand[0], hand[0]] : [] },
    { type: "ACTIVATE", player, source: 42 },
  );
  return fc.oneof(
    { weight: 8, arbitrary: intent },
    { weight: 3, arbitrary: near },
    // A legal intent sent by, or stamped for, the other seat.
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...legalActions(s), null)
        .map((a) => a && { ...a, player: a.player === "A" ? "B" : "A" }),
    },
  );
}

/** CONCEDE is legal everywhere; leaving it out lets random games run long. */
const playing = (s: State) => legalActions(s).filter((a) => a.type !== "CONCEDE");

/** Both bots' choices for a seat, from its view: they must not change when hidden cards do. */
const decide = (s: State, seat: string) =>
  (["random", "greedy"] as const).map((level) => chooseAction(view(s, seat), { level, seed: s.turn }));

const gorak = (version: number, count = 1) => ({ cardId: "crea_gorak_forgeron", version, count });
const duel = (a: Setup["players"][0]["deck"], b: Setup["players"][0]["deck"] = []): Setup => ({
  seed: 1,
  players: [
    { heroClass: "PALADIN", deck: a },
    { heroClass: "MAGE", deck: b },
  ],
});
const withCorpus = (corpus: Partial<typeof BUNDLED_CORPUS>): Setup => ({
  ...duel([gorak(2)]),
  corpus: { ...BUNDLED_CORPUS, ...corpus },
});

/** Setups of explicit card versions only, so that a new version of a card leaves the traces alone. */
const pinnedSetups: fc.Arbitrary<Setup> = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    classes: fc.tuple(fc.constantFrom(...HERO_CLASSES), fc.constantFrom(...HERO_CLASSES)),
    decks: fc.tuple(deckArb, deckArb),
    rules: fc.option(rulesArb, { freq: 3 }),
  })
  .map(({ seed, classes, decks, rules }) => ({
    seed,
    players: [
      { heroClass: classes[0], deck: decks[0] },
      { heroClass: classes[1], deck: decks[1] },
    ] as const,
    ...(rules === null ? {} : { rules }),
  }));

describeEngine(manifest, {
  kits: [here("../../../conformance/lgc-tcg")],
  rules: here("../RULES.md"),
  setups: setupArb,
  simulation: { actions: playing, maxSteps: 250, numRuns: 25, invariant },
  validSetups: [
    {
      seed: 1,
      players: [
        { heroClass: "MAGE", deck: STARTER_DECK },
        { heroClass: "PALADIN", deck: STARTER_DECK.cards },
      ],
    },
    duel([gorak(1, 2)], [gorak(1)]),
    ...fc.sample(setupArb, { numRuns: 3, seed: 13 }),
  ],
  setupCheck: { numRuns: 400, steps: 30, seed: -1890768982 },
  setupCases: {
    schema: { setup: { seed: 1, players: [] }, at: "/players" },
    "deck-too-large": { setup: duel({ cards: [gorak(2, 60), gorak(2, 60)] }), at: "/players/0/deck/cards" },
    "unknown-power-version": { setup: { ...duel([]), versions: { PALADIN: 7 } }, at: "/versions/PALADIN" },
    "unknown-card": {
      setup: duel([{ cardId: "crea_personne", version: 1, count: 1 }]),
      at: "/players/0/deck/0",
    },
    "unknown-card-version": { setup: duel([gorak(9)]), at: "/players/0/deck/0" },
    "two-versions": { setup: duel([gorak(1)], [gorak(2)]), at: "/players/1/deck/0" },
    "unknown-token": { setup: { ...duel([]), versions: { tok_disciple: 7 } }, at: "/players/0/heroClass" },
    "corpus-key": {
      setup: withCorpus({ heroes: { ...BUNDLED_CORPUS.heroes, MAGE: BUNDLED_CORPUS.heroes.WARRIOR } }),
      at: "/corpus/heroes/MAGE",
    },
    "corpus-latest": {
      setup: withCorpus({ latest: { ...BUNDLED_CORPUS.latest, crea_gorak_forgeron: 9 } }),
      at: "/corpus/latest/crea_gorak_forgeron",
    },
    "opening-hand-too-large": { setup: { ...duel([]), rules: { maxHand: 3 } }, at: "/rules" },
  },
  defensive: {
    setupReasons: {
      "unknown-hero-class":
        "init's schema knows the hero classes and refuses another first; deal, which trusts the shape, gives it (test/setup-reasons.test.ts)",
      "unknown-rule":
        "init's schema knows the rules' keys and refuses another first; deal gives it (test/setup-reasons.test.ts)",
      "invalid-rule":
        "init's schema knows the rules' bounds and refuses a value out of them first; deal gives it (test/setup-reasons.test.ts)",
    },
  },
  probes,
  nonInterference: {
    scramble: scrambleHidden,
    sameRandomness,
    actions: playing,
    decide,
    maxSteps: 80,
    numRuns: 10,
    probes: 40,
    atLeast: { scrambled: 200, refusals: 2000, accepted: 200, events: 200, decisions: 200 },
  },
  traces: {
    file: here("golden/lgc-tcg.trace.jsonl"),
    setups: pinnedSetups,
    actions: playing,
    games: 3,
    maxSteps: 50,
    seed: 1,
  },
});
