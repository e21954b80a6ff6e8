/**
 * Test Secrets of two classes, one or more per trigger, and setups whose decks hold them beside
 * launch cards: what the Secret properties play (the bundled corpus's own Secrets are played by the
 * main random setups).
 */
import { fc } from "@core/engine/testing";
import {
  type Ability,
  BUNDLED_CORPUS,
  type CardDef,
  type HeroClass,
  type Selector,
  type Setup,
} from "../src/index.js";

const sel = (side: Selector["side"], kind: Selector["kind"], scope: Selector["scope"]): Selector => ({
  side,
  kind,
  scope,
});
const ENEMY_CAUSE = sel("ENEMY", "CREATURE", "CAUSE");

function secret(
  id: string,
  faction: HeroClass,
  ability: Omit<Ability, "condition"> & Partial<Ability>,
): CardDef {
  return {
    id,
    type: "SPELL",
    cost: 3,
    keywords: ["SECRET"],
    factions: [faction],
    abilities: [{ condition: null, ...ability } as Ability],
  };
}

/** Secrets of every trigger, MAGE and PRIEST, some that kill, steal, counter or summon for the foe. */
export const TEST_SECRETS: readonly CardDef[] = [
  secret("t_snipe", "MAGE", {
    trigger: "SECRET_ATTACK",
    action: "DEAL_DAMAGE",
    target: ENEMY_CAUSE,
    params: { amount: 3 },
  }),
  secret("t_blast", "MAGE", {
    trigger: "SECRET_ATTACK",
    condition: { attackTarget: "HERO" },
    action: "DEAL_DAMAGE",
    target: sel("ENEMY", "CREATURE", "ALL"),
    params: { amount: 2 },
  }),
  secret("t_counter", "MAGE", {
    trigger: "SECRET_SPELL",
    action: "COUNTER",
    target: sel("ENEMY", "HERO", "ALL"),
    params: {},
  }),
  secret("t_sheep", "MAGE", {
    trigger: "SECRET_SUMMON",
    action: "TRANSFORM",
    target: ENEMY_CAUSE,
    params: { token: "tok_disciple" },
  }),
  secret("t_ward", "PRIEST", {
    trigger: "SECRET_ATTACK",
    condition: { attackTarget: "CREATURE" },
    action: "GAIN_ARMOR",
    target: sel("ALLY", "HERO", "ALL"),
    params: { amount: 4 },
  }),
  secret("t_seize", "PRIEST", {
    trigger: "SECRET_SUMMON",
    action: "STEAL",
    target: ENEMY_CAUSE,
    params: {},
  }),
  secret("t_gift", "PRIEST", {
    trigger: "SECRET_SPELL",
    action: "SUMMON",
    // A summon for the opponent in the opponent's turn: it may wake the owner's SECRET_SUMMON.
    target: sel("ENEMY", "HERO", "ALL"),
    params: { token: "tok_disciple", count: 1 },
  }),
  secret("t_reveal", "PRIEST", {
    trigger: "SECRET_SPELL",
    action: "DRAW",
    target: sel("ALLY", "HERO", "ALL"),
    params: { count: 1 },
  }),
];

const SECRET_IDS = TEST_SECRETS.map((c) => c.id);

/** Launch cards the decks fill up with (cheap and varied: creatures to attack with, spells to counter). */
const FILLER = Object.entries(BUNDLED_CORPUS.latest)
  .map(([cardId, version]) => ({ cardId, version }))
  .filter((c) => {
    const card = BUNDLED_CORPUS.cards[`${c.cardId}.v${c.version}` as `${string}.v${number}`];
    return card?.setCode === "PVB" && card.cost <= 5;
  });

/** A 30-card deck: 3 to 5 test Secrets × 3 copies, the rest launch cards × 3. */
const deckArb = fc
  .record({
    secrets: fc.uniqueArray(fc.constantFrom(...SECRET_IDS), { minLength: 3, maxLength: 5 }),
    filler: fc.uniqueArray(fc.constantFrom(...FILLER), {
      minLength: 5,
      maxLength: 7,
      selector: (c) => c.cardId,
    }),
  })
  .map(({ secrets, filler }) => [
    ...secrets.flatMap((id) => [id, id, id]),
    ...filler.slice(0, 10 - secrets.length).map((c) => ({ ...c, count: 3 })),
  ]);

/** Setups with Secrets in both decks (mixed classes: the deck rule is the data library's). */
export const secretSetupArb: fc.Arbitrary<Setup> = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    decks: fc.tuple(deckArb, deckArb),
    maxSecrets: fc.option(fc.integer({ min: 1, max: 4 }), { freq: 3 }),
  })
  .map(({ seed, decks, maxSecrets }) => ({
    seed,
    players: [
      { heroClass: "MAGE", deck: decks[0] },
      { heroClass: "PRIEST", deck: decks[1] },
    ] as const,
    cards: TEST_SECRETS,
    ...(maxSecrets === null ? {} : { rules: { maxSecrets } }),
  }));
