/**
 * What a duel plays by is pinned, so a rebalance never changes a game in progress nor a recorded
 * replay (§7.5, §8.4): the §1 constants come from rules.json into the state, and tokens and hero
 * powers are versioned like cards, chosen by the setup's version map (`pinSetup` writes it).
 */
import { jsonEqual, SetupError } from "@core/engine";
import { describe, expect, it, vi } from "vitest";
import {
  type Corpus,
  checkCorpus,
  DEFAULT_RULES,
  type GameRules,
  type Hero,
  init,
  LAUNCH_FILES,
  normalize,
  pinSetup,
  playout,
  reduce,
  runReplay,
  type Setup,
  STARTER_DECK,
  type State,
  type Token,
  view,
} from "../src/index.js";

// Checking a rebalanced corpus compiles the JSON Schemas: seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const paladins = (seed: number): Setup => ({
  seed,
  players: [
    { heroClass: "PALADIN", deck: STARTER_DECK },
    { heroClass: "PALADIN", deck: STARTER_DECK },
  ],
});

/**
 * The launch data after a rebalance: the Disciple token gets a v2 (2/2), the Paladin's power a
 * v2 (cost 1), rules.json a lower Ferveur cap (9) — each kept beside its old version.
 */
function rebalanced(): Corpus {
  const tokens = (LAUNCH_FILES["tokens.json"] as { tokens: Token[] }).tokens;
  const heroes = (LAUNCH_FILES["heroes.json"] as { heroes: Hero[] }).heroes;
  const disciple = tokens.find((t) => t.id === "tok_disciple") as Token;
  const files = {
    ...LAUNCH_FILES,
    "tokens.json": { tokens: [...tokens, { ...disciple, version: 2, atk: 2, hp: 2 }] },
    "heroes.json": {
      heroes: heroes.map((h) =>
        h.class === "PALADIN"
          ? { ...h, power: { ...h.power, version: 2, cost: 1 }, previousPowers: [h.power] }
          : h,
      ),
    },
    "rules.json": { ...(LAUNCH_FILES["rules.json"] as GameRules), ferveurCap: 9 },
  };
  const { corpus, issues } = checkCorpus(files);
  expect(issues).toEqual([]);
  return corpus as Corpus;
}

function setupError(setup: Setup): SetupError {
  try {
    init(setup);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("init accepted a bad setup");
}

describe("rules (§1) come from rules.json into the state", () => {
  it("a duel carries the bundled rules.json by default", () => {
    const s = init(paladins(1));
    expect(s.rules).toEqual(DEFAULT_RULES);
    expect(DEFAULT_RULES).toMatchObject({ heroHp: 30, ferveurCap: 10, maxCreatures: 6, turnCap: 90 });
    expect(view(s, "A").rules).toEqual(DEFAULT_RULES);
  });

  it("a setup's rules override some constants; the rest stay rules.json's", () => {
    const s = init({ ...paladins(2), rules: { heroHp: 20, startingHand: { first: 2 } } });
    expect(s.rules).toEqual({ ...DEFAULT_RULES, heroHp: 20, startingHand: { first: 2, second: 4 } });
    expect([s.players.A.hp, s.players.B.hp]).toEqual([20, 20]);
    const second = s.first === "A" ? "B" : "A";
    expect(s.players[s.first].hand).toHaveLength(2);
    expect(s.players[second].hand).toHaveLength(4);
  });

  it("a lowered Ferveur cap holds for a whole game, and a turn cap ends it drawn", () => {
    const game = playout(
      { ...paladins(3), rules: { ferveurCap: 8, turnCap: 24 } },
      { bots: ["greedy", "greedy"] },
    );
    expect(game.state.phase).toBe("over");
    let s = init(game.replay.setup);
    let highest = 0;
    for (const action of game.replay.actions) {
      s = reduce(s, action).state;
      for (const p of [s.players.A, s.players.B]) highest = Math.max(highest, p.ferveurMax, p.ferveur);
    }
    expect(highest).toBe(8);
    expect(s.turn).toBeLessThanOrEqual(24);
  });

  it("a corpus's rules.json is what its duels play by", () => {
    expect(init({ ...paladins(1), corpus: rebalanced() }).rules?.ferveurCap).toBe(9);
  });

  it("refuses bad rules with the JSON pointer of the culprit", () => {
    const at = (rules: unknown) => setupError({ ...paladins(1), rules } as Setup).pointer;
    expect(at({ ferveurCap: 0 })).toBe("/rules/ferveurCap");
    expect(at({ heroHp: 1.5 })).toBe("/rules/heroHp");
    expect(at({ fervour: 9 })).toBe("/rules/fervour");
    expect(at({ startingHand: { third: 1 } })).toBe("/rules/startingHand/third");
    expect(at({ startingHand: 3 })).toBe("/rules/startingHand");
    expect(at("fast")).toBe("/rules");
    // The constants must also agree: an opening hand never overflows the hand.
    expect(setupError({ ...paladins(1), rules: { maxHand: 3 } }).message).toContain(
      "an opening hand of 4 does not fit a hand of 3",
    );
  });

  it("a state written without rules (an older save, a hand-written scenario) plays by rules.json", () => {
    const { rules: _rules, ...old } = init(paladins(4));
    expect(normalize(old as State).rules).toEqual(DEFAULT_RULES);
    const partial = normalize({ ...old, rules: { ferveurCap: 8 } } as unknown as State);
    expect(partial.rules).toEqual({ ...DEFAULT_RULES, ferveurCap: 8 });
  });
});

describe("tokens and hero powers are versioned like cards (§7.5)", () => {
  it("the corpus keeps every version; a duel takes the latest unless its setup pins one", () => {
    const corpus = rebalanced();
    expect(corpus.tokens.tok_disciple?.version).toBe(2);
    expect(corpus.tokenVersions["tok_disciple.v1"]).toMatchObject({ atk: 1, hp: 1 });
    expect(corpus.powers["PALADIN.v1"]).toMatchObject({ version: 1, cost: 2 });
    expect(corpus.heroes.PALADIN.power).toMatchObject({ version: 2, cost: 1 });
    const latest = init({ ...paladins(1), corpus });
    expect(latest.cards.tok_disciple).toMatchObject({ version: 2, atk: 2 });
    expect(latest.powers.PALADIN).toMatchObject({ version: 2, cost: 1 });
    const pinned = init({ ...paladins(1), corpus, versions: { tok_disciple: 1, PALADIN: 1 } });
    expect(pinned.cards.tok_disciple).toMatchObject({ version: 1, atk: 1 });
    expect(pinned.powers.PALADIN).toMatchObject({ version: 1, cost: 2 });
  });

  it("a pin naming a version the corpus does not have is a SetupError", () => {
    expect(setupError({ ...paladins(1), versions: { PALADIN: 7 } }).pointer).toBe("/versions/PALADIN");
    expect(setupError({ ...paladins(1), versions: { tok_disciple: 7 } }).message).toContain(
      'unknown token "tok_disciple" version 7',
    );
  });

  it("pinSetup records every card, token and power version and the full rules", () => {
    const setup = { ...paladins(5), versions: { crea_gorak_forgeron: 1 } };
    const pinned = pinSetup(setup);
    expect(pinned.rules).toEqual(DEFAULT_RULES);
    expect(pinned.versions).toMatchObject({ crea_gorak_forgeron: 1, tok_disciple: 1, PALADIN: 1 });
    for (const entry of STARTER_DECK.cards) expect(pinned.versions?.[entry.cardId]).toBe(entry.version);
    // Definitions a setup brings itself are recorded as they are: nothing to pin.
    const own = pinSetup({
      seed: 1,
      cards: [{ id: "mine", type: "CREATURE", cost: 1, atk: 1, hp: 1 }],
      players: [
        { heroClass: "MAGE", deck: ["mine"] },
        { heroClass: "MAGE", deck: ["mine"] },
      ],
    });
    expect(own.versions).toEqual({ MAGE: 1 });
  });

  it("a replay recorded before a rebalance plays the same game after it", () => {
    const game = playout(paladins(6), { bots: ["greedy", "greedy"], seed: 6 });
    // The Paladins used their power: a change of its cost or of its Disciple would show.
    expect(game.replay.actions.some((a) => a.type === "HERO_POWER")).toBe(true);
    const later = rebalanced();
    const again = runReplay({ ...game.replay, setup: { ...game.replay.setup, corpus: later } });
    expect(jsonEqual(again.steps, runReplay(game.replay).steps)).toBe(true);
    expect(jsonEqual(again.state.players, game.state.players)).toBe(true);
    expect(again.state.winner).toBe(game.state.winner);
    // Unpinned, the same setup would meet the new balance: the pins are what keep the replay.
    const unpinned = init({ ...paladins(6), corpus: later });
    expect(unpinned.cards.tok_disciple).toMatchObject({ atk: 2 });
    expect(unpinned.rules?.ferveurCap).toBe(9);
  });
});

describe("the reserved board position (§15)", () => {
  it("is null in v1: the board is unordered and the view says so", () => {
    const game = playout(paladins(8), { bots: ["greedy", "greedy"], seed: 8, maxActions: 40 });
    const creatures = [...view(game.state, "A").players.A.board, ...view(game.state, "A").players.B.board];
    expect(creatures.length).toBeGreaterThan(0);
    for (const c of creatures) expect(c.position).toBeNull();
  });
});
