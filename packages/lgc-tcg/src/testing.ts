/**
 * `@engines/lgc-tcg/testing`: fast-check arbitraries for property tests of the duel — setups,
 * legal intents of a state, and states reached by bot play — and of the collection (setups).
 * @packageDocumentation
 */
import { fc } from "@core/engine/testing";
import { playout } from "./bot.js";
import { BUNDLED_POOL } from "./collection/catalogue.js";
import type { CollectionSetup } from "./collection/engine.js";
import { BUNDLED_CORPUS, STARTER_DECK } from "./corpus.js";
import type { HeroClass } from "./data/types.js";
import { legalActions } from "./intents.js";
import type { Action, State } from "./model.js";
import type { RulesOverride } from "./rules.js";
import type { Setup } from "./setup.js";

export { sameRandomness, scrambleHidden } from "./scramble.js";

/** Every hero class of the bundled corpus. */
export const HERO_CLASSES: readonly HeroClass[] = Object.keys(BUNDLED_CORPUS.heroes) as HeroClass[];

/** Collectible card ids of the bundled corpus, by latest version. */
const COLLECTIBLE = Object.entries(BUNDLED_CORPUS.latest).map(([id, version]) => ({ cardId: id, version }));

type DeckList = { cardId: string; version: number; count: number }[];

/** 30-card decks of ten cards × 3 drawn from `pool` (any card of it; friendly-duel rules). */
function decksOf(pool: readonly { cardId: string; version: number }[]): fc.Arbitrary<DeckList> {
  return fc
    .uniqueArray(fc.constantFrom(...pool), { minLength: 10, maxLength: 10, selector: (c) => c.cardId })
    .map((cards) => cards.map((c) => ({ ...c, count: 3 })));
}

/** A 30-card deck drawn from the corpus (any card, up to 3 copies; friendly-duel rules). */
export const deckArb: fc.Arbitrary<DeckList> = decksOf(COLLECTIBLE);

/** Rules a setup may ask for (§1: the Ferveur cap is the pacing knob): some constants changed. */
export const rulesArb: fc.Arbitrary<RulesOverride> = fc.record(
  {
    heroHp: fc.integer({ min: 10, max: 40 }),
    ferveurCap: fc.integer({ min: 6, max: 10 }),
    startingHand: fc.record({
      first: fc.integer({ min: 1, max: 5 }),
      second: fc.integer({ min: 1, max: 6 }),
    }),
    secondPlayerTemporaryFerveur: fc.integer({ min: 0, max: 2 }),
    maxCreatures: fc.integer({ min: 2, max: 7 }),
    maxPermanents: fc.integer({ min: 1, max: 3 }),
    maxHand: fc.integer({ min: 6, max: 10 }),
    turnCap: fc.integer({ min: 20, max: 90 }),
  },
  { requiredKeys: [] },
);

/** Setups whose random decks come from `decks`. */
function setupsOf(decks: fc.Arbitrary<DeckList>): fc.Arbitrary<Setup> {
  return fc
    .record({
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      classes: fc.tuple(fc.constantFrom(...HERO_CLASSES), fc.constantFrom(...HERO_CLASSES)),
      decks: fc.tuple(fc.option(decks, { freq: 2 }), fc.option(decks, { freq: 2 })),
      rules: fc.option(rulesArb, { freq: 3 }),
    })
    .map(({ seed, classes, decks, rules }) => ({
      seed,
      players: [
        { heroClass: classes[0], deck: decks[0] ?? STARTER_DECK },
        { heroClass: classes[1], deck: decks[1] ?? STARTER_DECK },
      ] as const,
      ...(rules === null ? {} : { rules }),
    }));
}

/**
 * Setups: a seed, two hero classes, each deck the starter deck or a random corpus deck (any card
 * of any set and class: friendly-duel freedom, so class cards and Secrets meet every class), and
 * one time in four some rules.json constants changed.
 */
export const setupArb: fc.Arbitrary<Setup> = setupsOf(deckArb);

/** One of the legal intents of `state` (CONCEDE included). */
export function actionArb(state: State): fc.Arbitrary<Action> {
  const actions = legalActions(state);
  return fc.nat({ max: Math.max(0, actions.length - 1) }).map((i) => actions[i] as Action);
}

/** States reached by random bots from a random setup after up to `maxActions` intents. */
export function reachableStateArb(maxActions = 200): fc.Arbitrary<State> {
  return fc
    .record({ setup: setupArb, seed: fc.nat(), steps: fc.nat({ max: maxActions }) })
    .map(({ setup, seed, steps }) => playout(setup, { seed, maxActions: steps }).state);
}

/** Collection setups: a seed, sometimes no starter deck, sometimes packs, Sceaux and a partial collection. */
export const collectionSetupArb: fc.Arbitrary<CollectionSetup> = fc
  .record({
    seed: fc.oneof(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.string({ maxLength: 12 })),
    packs: fc.nat({ max: 12 }),
    sceaux: fc.nat({ max: 4000 }),
    copies: fc.option(
      fc.uniqueArray(
        fc.record({
          card: fc.constantFrom(...BUNDLED_POOL),
          normal: fc.nat({ max: 5 }),
          foil: fc.nat({ max: 2 }),
        }),
        { maxLength: 25, selector: (c) => c.card.cardId },
      ),
      { freq: 2 },
    ),
    // The guild member the player is, now and then (alt-arts of their card, §10).
    member: fc.option(fc.constantFrom(...BUNDLED_POOL.flatMap((c) => (c.memberId ? [c.memberId] : []))), {
      freq: 2,
    }),
  })
  .map(({ seed, packs, sceaux, copies, member }) => ({
    seed,
    packs,
    sceaux,
    ...(member === null ? {} : { member }),
    ...(copies === null
      ? {}
      : {
          copies: copies
            .filter((c) => c.normal + c.foil > 0)
            .map((c) => ({ cardId: c.card.cardId, version: c.card.version, normal: c.normal, foil: c.foil })),
        }),
  }));
