import { deepFreeze, jsonClone } from "@core/engine";
import { describe, expect, it } from "vitest";
import { abilitiesOf, anyAuraCard, definitionOf } from "../src/definitions.js";
import {
  type Action,
  type CardDef,
  choicesOf,
  engine,
  normalize,
  parseAction,
  parseState,
  reduce,
  STARTER_DECK,
  type State,
} from "../src/index.js";
import { draftOf } from "../src/state.js";

// The fast paths of `reduce` (issue 18): the working copy, the copy on write of creatures, the
// intent read as sent, the top-card draw, and the definitions worked out once. Each must give
// what the plain way gives; these tests pin the cases random games (and the golden traces) meet
// rarely or never.

const GRUNT: CardDef = { id: "grunt", type: "CREATURE", cost: 1, atk: 2, hp: 3 };
const BOLT: CardDef = {
  id: "bolt",
  type: "SPELL",
  cost: 1,
  abilities: [
    {
      trigger: "ON_PLAY",
      condition: null,
      action: "DEAL_DAMAGE",
      target: { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" },
      params: { amount: 1 },
    },
  ],
};

/** A hand-written state in play: A's grunts c1, c2 against B's c3, c4; B's deck `deck`. */
function board(deck: { id: string; card: string }[] = [{ id: "c9", card: "grunt" }]): State {
  const creature = (id: string, seq: number) => ({ id, card: "grunt", seq, arrived: 1 });
  return normalize({
    phase: "play",
    turn: 3,
    first: "A",
    active: "A",
    cards: { grunt: GRUNT, bolt: BOLT },
    players: {
      A: {
        hp: 30,
        ferveurMax: 3,
        ferveur: 3,
        board: [creature("c1", 1), creature("c2", 2)],
        hand: [{ id: "c5", card: "bolt" }],
      },
      B: { hp: 30, board: [creature("c3", 3), creature("c4", 4)], deck },
    },
  } as unknown as State);
}

describe("the working copy", () => {
  it("copies the creatures an intent writes and shares every other one with its input", () => {
    const input = deepFreeze(board());
    const before = jsonClone(input);
    const { state, events } = reduce(input, { type: "ATTACK", player: "A", attacker: "c1", target: "c3" });
    expect(events.map((e) => e.type)).toEqual(["attacked", "damaged", "damaged"]);
    expect(jsonClone(input)).toEqual(before);
    const [c1, c2] = state.players.A.board;
    const [c3, c4] = state.players.B.board;
    expect(c1).toEqual({ ...before.players.A.board[0], attacks: 1, damage: 2 });
    expect(c3).toEqual({ ...before.players.B.board[0], damage: 2 });
    expect(c1).not.toBe(input.players.A.board[0]);
    expect(c3).not.toBe(input.players.B.board[0]);
    expect(c2).toBe(input.players.A.board[1]);
    expect(c4).toBe(input.players.B.board[1]);
  });

  it("writes a creature it already copied in place, whatever the order of the writes", () => {
    // The spell damages c3, then the next intent attacks with c1 into c3: each state's copies
    // are that state's own, and the earlier state is never written by the later intent.
    const s1 = deepFreeze(
      reduce(board(), { type: "PLAY_CARD", player: "A", card: "c5", targets: { "ENEMY:CREATURE": "c3" } })
        .state,
    );
    expect(s1.players.B.board[0]?.damage).toBe(1);
    const s2 = reduce(s1, { type: "ATTACK", player: "A", attacker: "c1", target: "c3" }).state;
    expect(s2.players.B.board.map((c) => c.id)).toEqual(["c4"]);
    expect(s2.players.A.board[0]).toEqual({
      id: "c1",
      card: "grunt",
      seq: 1,
      arrived: 1,
      attacks: 1,
      damage: 2,
    });
    expect(s1.players.B.board[0]?.damage).toBe(1);
  });

  it("keeps a game in progress in init's key order, and every key of other shapes", () => {
    const start = engine.init({
      seed: 3,
      players: [
        { heroClass: "PALADIN", deck: STARTER_DECK },
        { heroClass: "MAGE", deck: STARTER_DECK },
      ],
    });
    expect(Object.keys(draftOf(start))).toEqual(Object.keys(start));
    const over = { ...start, phase: "over", winner: null, endReason: "turn-cap" } as State;
    expect(Object.keys(draftOf(over))).toEqual(Object.keys(over));
    expect(draftOf(over)).toEqual(over);
    const described = { $schema: "../schema/state.schema.json", ...start } as State;
    expect(Object.keys(draftOf(described))).toEqual(Object.keys(described));
    const { rules: _rules, ...unruled } = start;
    expect(draftOf(unruled as State)).toEqual(unruled);
    // A key the state schema refuses is not carried into a game in progress (the literal copy).
    const noted = { ...start, note: "x" } as State;
    expect(Object.keys(draftOf(noted))).toEqual(Object.keys(start));
    // And through reduce: a `$schema` stays.
    const next = reduce(described, { type: "MULLIGAN", player: "A", replace: [] }).state;
    expect((next as { $schema?: string }).$schema).toBe("../schema/state.schema.json");
  });
});

describe("an intent read as sent", () => {
  it("does what its parsed form does, whatever other fields it carries", () => {
    const s = board();
    const sent = { type: "ATTACK", player: "A", attacker: "c1", target: "c3", note: "hello", seq: 7 };
    const parsed = parseAction(sent) as Action;
    expect(parsed).toEqual({ type: "ATTACK", player: "A", attacker: "c1", target: "c3" });
    expect(reduce(s, sent)).toEqual(reduce(s, parsed));
  });

  it("is refused for the reason parseAction gives", () => {
    const s = board();
    for (const raw of [
      null,
      [],
      { type: "END_TURN", player: "C" },
      { type: "END_TURN", player: "A", targets: { x: 1 } },
      { type: "MULLIGAN", player: "A", replace: [1] },
      { type: "PLAY_CARD", player: "A" },
      { type: "ATTACK", player: "A", attacker: "c1" },
      { type: "ACTIVATE", player: "A" },
      { type: "DANCE", player: "A" },
    ]) {
      const reason = parseAction(raw);
      expect(typeof reason).toBe("string");
      expect(reduce(s, raw).events).toEqual([{ type: "rejected", reason, action: raw }]);
    }
  });
});

describe("a draw", () => {
  it("takes the top card of the deck", () => {
    const s = board([
      { id: "c8", card: "grunt" },
      { id: "c9", card: "bolt" },
    ]);
    const next = reduce(s, { type: "END_TURN", player: "A" }).state;
    expect(next.players.B.hand).toEqual([{ id: "c8", card: "grunt" }]);
    expect(next.players.B.deck).toEqual([{ id: "c9", card: "bolt" }]);
  });

  it("takes every copy of an id a hand-written deck holds twice, as the previous implementation did", () => {
    // A state parseState refuses (an id used twice); reduce, which trusts its state, still plays it.
    const s = board([
      { id: "c8", card: "grunt" },
      { id: "c9", card: "bolt" },
      { id: "c8", card: "grunt" },
    ]);
    const t = reduce(s, { type: "END_TURN", player: "A" });
    expect(parseState(s).ok).toBe(false);
    expect(t.state.players.B.hand).toEqual([{ id: "c8", card: "grunt" }]);
    expect(t.state.players.B.deck).toEqual([{ id: "c9", card: "bolt" }]);
  });
});

describe("choices", () => {
  it("refuses targets for a card that needs none, and choicesOf gives a fresh Map each call", () => {
    const s = board([]);
    const withGrunt = {
      ...s,
      players: { ...s.players, A: { ...s.players.A, hand: [{ id: "c6", card: "grunt" }] } },
    };
    expect(
      reduce(withGrunt, { type: "PLAY_CARD", player: "A", card: "c6", targets: { "ENEMY:CREATURE": "c3" } })
        .events,
    ).toMatchObject([{ type: "rejected", reason: "unexpected-target" }]);
    const none = choicesOf(s, "A", "c6", []);
    none.set("ENEMY:CREATURE", ["c3"]);
    expect(choicesOf(s, "A", "c6", []).size).toBe(0);
  });
});

describe("definitions", () => {
  const WARD: CardDef = {
    id: "ward",
    type: "PERMANENT",
    abilities: [
      {
        trigger: "CONTINUOUS",
        condition: null,
        action: "BUFF",
        target: { side: "ALLY", kind: "CREATURE", scope: "ALL" },
        params: { atk: 1, hp: 0, duration: "PERMANENT" },
      },
      {
        trigger: "ON_TURN_END",
        condition: null,
        action: "GAIN_ARMOR",
        target: { side: "ALLY", kind: "HERO", scope: "ALL" },
        params: { amount: 1 },
      },
      {
        trigger: "ON_TURN_END",
        condition: null,
        action: "GAIN_ARMOR",
        target: { side: "ALLY", kind: "HERO", scope: "ALL" },
        params: { amount: 2 },
      },
      {
        trigger: "ON_NEVER" as "ON_PLAY",
        condition: null,
        action: "GAIN_ARMOR",
        target: { side: "ALLY", kind: "HERO", scope: "ALL" },
        params: { amount: 3 },
      },
    ],
  } as CardDef;

  it("reads an unknown key as a blank 0/0 creature", () => {
    const d = definitionOf({ cards: {} }, "nothing");
    expect(d.def).toEqual({ id: "nothing", type: "CREATURE", atk: 0, hp: 0 });
    expect([d.atk, d.hp, d.keywords, d.aura]).toEqual([0, 0, [], false]);
  });

  it("lists abilities by trigger in order, never under a trigger the rules do not know", () => {
    const s = { cards: { ward: WARD, grunt: GRUNT } };
    expect(abilitiesOf(s, "ward", "ON_TURN_END")).toEqual([WARD.abilities?.[1], WARD.abilities?.[2]]);
    expect(abilitiesOf(s, "ward", "CONTINUOUS")).toEqual([WARD.abilities?.[0]]);
    expect(abilitiesOf(s, "ward", "ON_PLAY")).toEqual([]);
    expect(definitionOf(s, "ward").aura).toBe(true);
    expect(definitionOf(s, "grunt")).toMatchObject({ atk: 2, hp: 3, keywords: [], aura: false });
    expect(anyAuraCard(s)).toBe(true);
    expect(anyAuraCard({ cards: { grunt: GRUNT } })).toBe(false);
  });
});
