import { deepFreeze, jsonClone, jsonEqual, SetupError } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type Action,
  BUNDLED_CORPUS,
  chooseAction,
  determinize,
  engine,
  FERVEUR_CAP,
  GAME_RULES,
  init,
  legalActions,
  MAX_CREATURES,
  MAX_HAND,
  MAX_PERMANENTS,
  OPENING_HAND,
  PRIMITIVES,
  parseReplay,
  playout,
  reduce,
  runReplay,
  type Setup,
  STARTER_DECK,
  TURN_CAP,
  view,
  viewEvents,
} from "../src/index.js";
import { reachableStateArb, setupArb } from "../src/testing.js";

const starter = (seed: number, a = "PALADIN", b = "MAGE"): Setup => ({
  seed,
  players: [
    { heroClass: a, deck: STARTER_DECK },
    { heroClass: b, deck: STARTER_DECK },
  ],
});

function setupError(setup: unknown): SetupError {
  try {
    init(setup as Setup);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("init accepted a bad setup");
}

describe("setup", () => {
  it("names the JSON pointer of a bad setup", () => {
    expect(
      setupError({
        seed: 1,
        players: [
          { heroClass: "BARD", deck: [] },
          { heroClass: "MAGE", deck: [] },
        ],
      }).pointer,
    ).toBe("/players/0/heroClass");
    const unknownCard = {
      seed: 1,
      players: [
        { heroClass: "MAGE", deck: STARTER_DECK },
        { heroClass: "MAGE", deck: { cards: [{ cardId: "crea_nobody", version: 1, count: 2 }] } },
      ],
    };
    expect(setupError(unknownCard).pointer).toBe("/players/1/deck/cards/0");
    expect(setupError({ seed: null, players: [] }).pointer).toBe("/seed");
    expect(setupError({ seed: 1, players: [] }).pointer).toBe("/players");
  });

  it("loads cards by id and version: a pinned old version keeps its old balance", () => {
    const v1 = BUNDLED_CORPUS.cards["crea_gorak_forgeron.v1"];
    const v2 = BUNDLED_CORPUS.cards["crea_gorak_forgeron.v2"];
    expect(v1).toBeDefined();
    expect(v2).toBeDefined();
    const deck = (version: number) => [{ cardId: "crea_gorak_forgeron", version, count: 3 }];
    const old = init({
      seed: 1,
      players: [
        { heroClass: "MAGE", deck: deck(1) },
        { heroClass: "MAGE", deck: deck(1) },
      ],
    });
    expect(old.cards.crea_gorak_forgeron).toEqual(v1);
    const byMap = init({
      seed: 1,
      versions: { crea_gorak_forgeron: 1 },
      players: [
        { heroClass: "MAGE", deck: ["crea_gorak_forgeron"] },
        { heroClass: "MAGE", deck: ["crea_gorak_forgeron"] },
      ],
    });
    expect(byMap.cards.crea_gorak_forgeron).toEqual(v1);
    const latest = init({
      seed: 1,
      players: [
        { heroClass: "MAGE", deck: ["crea_gorak_forgeron"] },
        { heroClass: "MAGE", deck: [] },
      ],
    });
    expect(latest.cards.crea_gorak_forgeron).toEqual(v2);
  });

  it("draws who goes first from the seed, and deals 3 and 4 cards", () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const s = init(starter(seed));
      firsts.add(s.first);
      const second = s.first === "A" ? "B" : "A";
      expect(s.players[s.first].hand).toHaveLength(OPENING_HAND.first);
      expect(s.players[second].hand).toHaveLength(OPENING_HAND.second);
      expect(s.players.A.deck.length + s.players.A.hand.length).toBe(30);
    }
    expect([...firsts].sort()).toEqual(["A", "B"]);
  });

  it("keeps the engine's constants equal to rules.json (§1), where the duel server reads the timer", () => {
    expect(GAME_RULES.maxHand).toBe(MAX_HAND);
    expect(GAME_RULES.maxCreatures).toBe(MAX_CREATURES);
    expect(GAME_RULES.maxPermanents).toBe(MAX_PERMANENTS);
    expect(GAME_RULES.ferveurCap).toBe(FERVEUR_CAP);
    expect(GAME_RULES.turnCap).toBe(TURN_CAP);
    expect(GAME_RULES.startingHand).toEqual(OPENING_HAND);
    expect(GAME_RULES.timer).toEqual({ turnSeconds: 75, banks: 3, bankSeconds: 30 });
  });
});

describe("view (§8.4)", () => {
  it("shows the opponent's hand as a count and decks as counts, without the RNG", () => {
    const s = init(starter(4));
    const v = view(s, "A");
    expect(v.players.B.hand).toBeNull();
    expect(v.players.B.handCount).toBe(s.players.B.hand.length);
    expect(v.players.A.hand).toEqual(s.players.A.hand);
    expect(v.players.A.deckCount).toBe(s.players.A.deck.length);
    expect(JSON.stringify(v)).not.toContain("rng");
    const text = JSON.stringify(v);
    for (const c of [...s.players.B.hand, ...s.players.B.deck, ...s.players.A.deck])
      expect(text).not.toContain(`"${c.id}"`);
  });

  it("gives definitions only for visible cards", () => {
    const s = init({
      seed: 1,
      cards: [
        { id: "mine", type: "CREATURE", cost: 1, atk: 1, hp: 1 },
        { id: "theirs", type: "SPELL", cost: 1 },
      ],
      players: [
        { heroClass: "MAGE", deck: Array(5).fill("mine") },
        { heroClass: "MAGE", deck: Array(5).fill("theirs") },
      ],
    });
    expect(Object.keys(view(s, "A").cards)).toEqual(["mine"]);
    expect(Object.keys(view(s, "B").cards)).toEqual(["theirs"]);
    expect(Object.keys(view(s, "spectator").cards)).toEqual([]);
    expect(view(s, "spectator").players.A.hand).toBeNull();
  });

  it("filters events: the opponent's draws lose their card ids", () => {
    let s = init(starter(2));
    const events = [];
    for (const a of [
      { type: "MULLIGAN", player: "A", replace: [] },
      { type: "MULLIGAN", player: "B", replace: [] },
    ] as Action[]) {
      const t = reduce(s, a);
      s = t.state;
      events.push(...t.events);
    }
    const drew = events.find((e) => e.type === "drew");
    expect(drew).toBeDefined();
    const owner = (drew as { player: string }).player;
    const other = owner === "A" ? "B" : "A";
    const seen = JSON.stringify(viewEvents(events as never, other));
    expect(seen).not.toContain((drew as { card: string }).card);
    expect(JSON.stringify(viewEvents(events as never, owner))).toContain((drew as { card: string }).card);
  });
});

describe("bots, playout and replays", () => {
  it("random and greedy bots finish games, and a replay reproduces the same final state and events", () => {
    for (const bots of [
      ["random", "random"],
      ["greedy", "random"],
      ["greedy", "greedy"],
    ] as const) {
      const game = playout(starter(7, "WARRIOR", "PRIEST"), { bots, seed: 3 });
      expect(game.state.phase).toBe("over");
      const again = runReplay(jsonClone(game.replay));
      expect(jsonEqual(again.state, game.state)).toBe(true);
      const twice = runReplay(game.replay);
      expect(jsonEqual(twice.steps, again.steps)).toBe(true);
      expect(parseReplay(jsonClone(game.replay))).toEqual(game.replay);
    }
  });

  it("greedy beats random more often than not", () => {
    let wins = 0;
    for (let seed = 0; seed < 12; seed++) {
      const game = playout(starter(seed, "HUNTER", "HUNTER"), { bots: ["greedy", "random"], seed });
      if (game.state.winner === "A") wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(8);
  });

  it("bots only choose legal intents of their own seat, never CONCEDE", () => {
    fc.assert(
      fc.property(reachableStateArb(120), fc.nat(), (s, seed) => {
        for (const player of ["A", "B"] as const) {
          for (const level of ["random", "greedy"] as const) {
            const a = chooseAction(view(s, player), { level, seed });
            if (a === null) continue;
            expect(a.player).toBe(player);
            expect(a.type).not.toBe("CONCEDE");
            expect(legalActions(s)).toContainEqual(a);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it("a seat's view rebuilds a duel with the very same legal intents for that seat", () => {
    fc.assert(
      fc.property(reachableStateArb(150), fc.nat(), (s, seed) => {
        for (const seat of ["A", "B"] as const)
          expect(legalActions(determinize(view(s, seat), seed), seat)).toEqual(legalActions(s, seat));
      }),
      { numRuns: 40 },
    );
  });

  it("parseReplay names the pointer of a bad replay", () => {
    expect(() => parseReplay({ setup: { seed: 1, players: [] }, actions: [] }, "r.json")).toThrow(
      /r\.json: \/setup\/players/,
    );
    expect(() =>
      parseReplay({ setup: starter(1), actions: [{ type: "FLY", player: "A" }] }, "r.json"),
    ).toThrow(/\/actions\/0\/type/);
  });
});

describe("purity and totality", () => {
  it("a refused intent returns the very same state and one rejected event", () => {
    fc.assert(
      fc.property(reachableStateArb(80), fc.jsonValue({ maxDepth: 2 }), (s, junk) => {
        const t = engine.reduce(deepFreeze(s), junk as unknown as Action);
        if (t.events.length === 1 && t.events[0]?.type === "rejected") expect(t.state).toBe(s);
      }),
      { numRuns: 40 },
    );
  });

  it("never edits a hand-written partial state (defaults filled in on a copy)", () => {
    const partial = deepFreeze({
      cards: { g: { id: "g", type: "CREATURE", atk: 2, hp: 2 } },
      players: { A: { board: [{ id: "a1", card: "g", seq: 1 }] }, B: {} },
    });
    const before = jsonClone(partial);
    const t = reduce(partial as never, { type: "ATTACK", player: "A", attacker: "a1", target: "heroB" });
    expect(t.events.map((e) => e.type)).toEqual(["attacked", "damaged"]);
    expect(t.state.players.B.hp).toBe(28);
    expect(partial).toEqual(before);
  });

  it("each primitive is a pure function of (state, targets, params): no mutation, events only", () => {
    const params: Record<string, unknown> = {
      DEAL_DAMAGE: { amount: 2 },
      HEAL: { amount: 2 },
      DRAW: { count: 2 },
      DISCARD: {},
      SUMMON: { token: "tok_disciple", count: 2 },
      DESTROY: {},
      BUFF: { atk: 1, hp: 1, duration: "TURN" },
      SET_STATS: { atk: 1, hp: 1 },
      GRANT_KEYWORD: { keyword: "TAUNT", duration: "PERMANENT" },
      SILENCE: {},
      BOUNCE: {},
      TRANSFORM: { token: "tok_goule" },
      COPY: {},
      GAIN_MANA: { amount: 1, pool: "CAP" },
      GAIN_ARMOR: { amount: 1 },
      TUTOR: { count: 1 },
      RESURRECT: { count: 2 },
      STEAL: {},
    };
    fc.assert(
      fc.property(reachableStateArb(150), (s) => {
        const frozen = deepFreeze(jsonClone(s));
        const ids = [
          "heroA",
          "heroB",
          ...(["A", "B"] as const).flatMap((p) =>
            [...s.players[p].board, ...s.players[p].permanents, ...s.players[p].hand].map((c) => c.id),
          ),
        ];
        for (const [name, run] of Object.entries(PRIMITIVES)) {
          const out = (run as (...a: unknown[]) => { events: unknown[] })(frozen, ids, params[name], {
            source: "heroA",
            player: "A",
            rng: s.rng,
          });
          expect(Array.isArray(out.events)).toBe(true);
        }
        expect(jsonEqual(frozen, s)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it("legal intents are all accepted from random setups", () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.nat(), { maxLength: 60 }), (setup, picks) => {
        let s = init(setup);
        for (const p of picks) {
          const legal = legalActions(s);
          if (legal.length === 0) break;
          const t = reduce(s, legal[p % legal.length]);
          expect(t.events.some((e) => e.type === "rejected")).toBe(false);
          s = t.state;
        }
      }),
      { numRuns: 30 },
    );
  });
});
