/**
 * The class mechanics of §11.2 (RESURRECT, STEAL, scope CAUSE, area burn, transforming enemies)
 * over random games: decks made of cards that use them, played by random legal intents, with the
 * engine's invariants and what each event says checked against the states around it.
 */
import { checkRandomSimulation, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type Ability,
  allCardIds,
  type CardDef,
  engine,
  type GameEvent,
  hpOf,
  legalActions,
  reduce,
  rulesOf,
  type Selector,
  type Setup,
  type State,
} from "../src/index.js";

const sel = (side: Selector["side"], kind: Selector["kind"], scope: Selector["scope"]): Selector => ({
  side,
  kind,
  scope,
});
const ALLY_HERO = sel("ALLY", "HERO", "ALL");
const ab = (trigger: Ability["trigger"], rest: Omit<Ability, "trigger" | "condition">): Ability =>
  ({ trigger, condition: null, ...rest }) as Ability;

/** Test cards using every class mechanic, alongside plain bodies to die and come back. */
const CARDS: readonly CardDef[] = [
  { id: "t_grunt", type: "CREATURE", cost: 1, atk: 2, hp: 1 },
  { id: "t_ogre", type: "CREATURE", cost: 3, atk: 3, hp: 4 },
  {
    id: "t_raise",
    type: "SPELL",
    cost: 2,
    abilities: [ab("ON_PLAY", { action: "RESURRECT", target: ALLY_HERO, params: { count: 2 } })],
  },
  {
    id: "t_raise_cheap",
    type: "SPELL",
    cost: 1,
    abilities: [
      ab("ON_PLAY", { action: "RESURRECT", target: ALLY_HERO, params: { count: 1, filter: { costMax: 1 } } }),
    ],
  },
  {
    id: "t_steal",
    type: "SPELL",
    cost: 3,
    abilities: [ab("ON_PLAY", { action: "STEAL", target: sel("ENEMY", "CREATURE", "CHOSEN"), params: {} })],
  },
  {
    id: "t_steal_random",
    type: "CREATURE",
    cost: 2,
    atk: 1,
    hp: 1,
    abilities: [ab("ON_DEATH", { action: "STEAL", target: sel("ENEMY", "CREATURE", "RANDOM"), params: {} })],
  },
  {
    id: "t_mentor",
    type: "CREATURE",
    cost: 2,
    atk: 1,
    hp: 3,
    abilities: [
      ab("ON_ALLY_SUMMONED", {
        action: "BUFF",
        target: sel("ALLY", "CREATURE", "CAUSE"),
        params: { atk: 1, hp: 1, duration: "PERMANENT" },
      }),
    ],
  },
  {
    id: "t_fire",
    type: "SPELL",
    cost: 2,
    abilities: [
      ab("ON_PLAY", {
        action: "DEAL_DAMAGE",
        target: sel("ENEMY", "CREATURE", "ALL"),
        params: { amount: 1 },
      }),
    ],
  },
  {
    id: "t_sheep",
    type: "SPELL",
    cost: 2,
    abilities: [
      ab("ON_PLAY", {
        action: "TRANSFORM",
        target: sel("ENEMY", "CREATURE", "CHOSEN"),
        params: { token: "tok_disciple" },
      }),
    ],
  },
];

const deck = CARDS.flatMap((c) => [c.id, c.id, c.id]);

const setups: fc.Arbitrary<Setup> = fc
  .record({ seed: fc.nat(), maxCreatures: fc.integer({ min: 2, max: 6 }) })
  .map(({ seed, maxCreatures }) => ({
    seed,
    players: [
      { heroClass: "PRIEST", deck },
      { heroClass: "MAGE", deck },
    ],
    cards: CARDS,
    rules: { maxCreatures },
  }));

/** Every creature's play order is unique, each board in play order. */
function playOrder(s: State): void {
  const seqs = [
    ...s.players.A.board,
    ...s.players.B.board,
    ...s.players.A.permanents,
    ...s.players.B.permanents,
  ].map((c) => c.seq);
  expect(new Set(seqs).size).toBe(seqs.length);
  for (const p of [s.players.A, s.players.B])
    for (let i = 1; i < p.board.length; i++)
      expect((p.board[i - 1] as { seq: number }).seq).toBeLessThan((p.board[i] as { seq: number }).seq);
}

/** What each class-mechanic event says, checked against the states before and after its step. */
function eventsAgree(before: State, after: State, events: readonly GameEvent[]): void {
  const thief = new Map<string, "A" | "B">();
  for (const ev of events) {
    if (ev.type === "revived") {
      // A creature card of its owner's graveyard (before the step, or dead during it).
      const known =
        before.players[ev.player].graveyard.some((c) => c.id === ev.entity) ||
        events.some((e) => e.type === "died" && e.entity === ev.entity && e.player === ev.player);
      expect(known).toBe(true);
      expect(after.cards[ev.def]?.type).toBe("CREATURE");
    }
    if (ev.type === "stolen") thief.set(ev.target, ev.player);
  }
  // A stolen creature still in play is on the board of its last thief.
  for (const [id, player] of thief)
    for (const side of ["A", "B"] as const)
      if (after.players[side].board.some((c) => c.id === id)) expect(side).toBe(player);
}

function invariant(s: State): boolean {
  const rules = rulesOf(s);
  for (const p of [s.players.A, s.players.B]) {
    expect(p.board.length).toBeLessThanOrEqual(rules.maxCreatures);
    for (const c of p.board) expect(hpOf(s, c)).toBeGreaterThan(0);
  }
  const ids = allCardIds(s);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBe(s.nextId - 1);
  playOrder(s);
  return true;
}

describe("class mechanics over random games (§11.2)", () => {
  it("keep the engine contract and its invariants", () => {
    checkRandomSimulation(engine, {
      setups,
      actions: (s) => legalActions(s).filter((a) => a.type !== "CONCEDE"),
      maxSteps: 150,
      numRuns: 25,
      invariant,
    });
  });

  it("each revival comes from its owner's graveyard, a stolen creature ends on its thief's board", () => {
    let revived = 0;
    let stolen = 0;
    fc.assert(
      fc.property(setups, fc.array(fc.nat(), { minLength: 60, maxLength: 200 }), (setup, plan) => {
        let s = engine.init(setup);
        for (const choice of plan) {
          const actions = legalActions(s).filter((a) => a.type !== "CONCEDE");
          if (actions.length === 0) break;
          const t = reduce(s, actions[choice % actions.length]);
          const events = t.events as GameEvent[];
          eventsAgree(s, t.state, events);
          revived += events.filter((e) => e.type === "revived").length;
          stolen += events.filter((e) => e.type === "stolen").length;
          s = t.state;
        }
      }),
      { numRuns: 30 },
    );
    // Not vacuous: the mechanics were met.
    expect(revived).toBeGreaterThan(10);
    expect(stolen).toBeGreaterThan(10);
  });
});
