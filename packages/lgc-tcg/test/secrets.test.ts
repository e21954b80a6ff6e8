/**
 * Secrets (RULES.md §16) beyond the kit: the engine's invariants over random games with Secrets in
 * both decks, what `scrambleHidden` and `determinize` make of them, and bots that place them and
 * decide without knowing the opponent's.
 */
import { seedRng } from "@core/engine";
import { checkRandomSimulation, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  allCardIds,
  chooseAction,
  determinize,
  engine,
  type GameEvent,
  legalActions,
  reduce,
  rulesOf,
  type State,
  unknownSecret,
  view,
} from "../src/index.js";
import { scrambleHidden } from "../src/testing.js";
import { secretSetupArb, TEST_SECRETS } from "./secret-cards.js";

const cards = Object.fromEntries(
  [
    ...TEST_SECRETS,
    { id: "grunt", type: "CREATURE", cost: 2, atk: 2, hp: 2 },
    { id: "tok_disciple", type: "CREATURE", cost: 0, atk: 1, hp: 1 },
  ].map((c) => [c.id, c]),
) as State["cards"];

/** A mid-game state: A to play, each side with Secrets (B's are the ones A may not know). */
function table(): State {
  return {
    phase: "play",
    turn: 7,
    first: "A",
    active: "A",
    cards,
    players: {
      A: {
        heroClass: "MAGE",
        ferveur: 7,
        ferveurMax: 7,
        hand: [{ id: "a1", card: "t_counter" }],
        board: [{ id: "a5", card: "grunt", seq: 1, arrived: 5 }],
        secrets: [{ id: "a9", card: "t_snipe" }],
        deck: [{ id: "a20", card: "grunt" }],
      },
      B: {
        heroClass: "PRIEST",
        hand: [{ id: "b30", card: "grunt" }],
        secrets: [
          { id: "b21", card: "t_seize" },
          { id: "b22", card: "t_ward" },
        ],
        deck: [{ id: "b40", card: "grunt" }],
      },
    },
  } as unknown as State;
}

describe("Secrets over random games", () => {
  it("keep the engine contract: at most maxSecrets, never two of one card, every card in one zone", () => {
    checkRandomSimulation(engine, {
      setups: secretSetupArb,
      actions: (s) => legalActions(s).filter((a) => a.type !== "CONCEDE"),
      maxSteps: 120,
      numRuns: 40,
      invariant: (s: State) => {
        for (const p of [s.players.A, s.players.B]) {
          expect(p.secrets.length).toBeLessThanOrEqual(rulesOf(s).maxSecrets);
          expect(new Set(p.secrets.map((c) => c.card)).size).toBe(p.secrets.length);
          for (const c of p.secrets) expect(s.cards[c.card]?.keywords).toContain("SECRET");
        }
        const ids = allCardIds(s);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBe(s.nextId - 1);
        return true;
      },
    });
  });

  it("fire only in their opponent's turn, each at most once, and reveal only what fired", () => {
    let fired = 0;
    fc.assert(
      fc.property(secretSetupArb, fc.array(fc.nat(), { minLength: 80, maxLength: 160 }), (setup, plan) => {
        let s = engine.init(setup);
        const seen = new Set<string>();
        for (const choice of plan) {
          const actions = legalActions(s).filter((a) => a.type !== "CONCEDE");
          if (actions.length === 0) break;
          const t = reduce(s, actions[choice % actions.length]);
          for (const e of t.events as GameEvent[]) {
            if (e.type !== "secretRevealed") continue;
            fired++;
            expect(e.player).not.toBe(s.active);
            expect(s.players[e.player].secrets.some((c) => c.id === e.card)).toBe(true);
            expect(seen.has(e.card)).toBe(false);
            seen.add(e.card);
          }
          s = t.state;
        }
      }),
      { numRuns: 40 },
    );
    expect(fired).toBeGreaterThan(20);
  });
});

describe("scrambleHidden and determinize with Secrets", () => {
  it("a scramble keeps how many Secrets the opponent has, their order of classes and costs, not which", () => {
    const s = table();
    let changed = 0;
    for (let k = 0; k < 40; k++) {
      const t = scrambleHidden(s, "A", seedRng(k));
      // The seat's own Secrets are kept; the opponent's keep class and cost, in order.
      expect(t.players.A.secrets).toEqual(s.players.A.secrets);
      expect(t.players.B.secrets).toHaveLength(2);
      const classOf = (st: State, key: string) => st.cards[key]?.factions?.[0];
      expect(t.players.B.secrets.map((c) => classOf(t, c.card))).toEqual(["PRIEST", "PRIEST"]);
      expect(t.players.B.secrets.map((c) => t.cards[c.card]?.cost)).toEqual([3, 3]);
      expect(new Set(t.players.B.secrets.map((c) => c.card)).size).toBe(2);
      if (JSON.stringify(t.players.B.secrets) !== JSON.stringify(s.players.B.secrets)) changed++;
      expect(view(t, "A")).toEqual(view(s, "A"));
    }
    expect(changed).toBeGreaterThan(20);
  });

  it("a spectator sees neither side's Secrets, and a scramble for it redraws both", () => {
    const s = table();
    const seen = view(s, "");
    expect(seen.players.A).toMatchObject({ secretCount: 1, secretFactions: ["MAGE"], secrets: null });
    expect(seen.players.B).toMatchObject({
      secretCount: 2,
      secretFactions: ["PRIEST", "PRIEST"],
      secrets: null,
    });
    expect(JSON.stringify(seen)).not.toMatch(/t_snipe|t_seize|t_ward|"a9"|"b21"|"b22"/);
    const t = scrambleHidden(s, "", seedRng(3));
    expect(view(t, "")).toEqual(seen);
  });

  it("determinize keeps the seat's own Secrets and makes each of the opponent's a blank of its class", () => {
    const s = table();
    const d = determinize(view(s, "A"), 1);
    expect(d.players.A.secrets).toEqual(s.players.A.secrets);
    expect(d.players.B.secrets.map((c) => c.card)).toEqual([
      unknownSecret("PRIEST").id,
      unknownSecret("PRIEST").id,
    ]);
    expect(d.cards[unknownSecret("PRIEST").id]?.abilities ?? []).toEqual([]);
    expect(legalActions(d, "A")).toEqual(legalActions(s, "A"));
    expect(view(d, "A").players.B).toMatchObject({ secretCount: 2, secretFactions: ["PRIEST", "PRIEST"] });
  });
});

describe("bots and Secrets", () => {
  /** A turn where placing the Secret is the one thing to do besides ending it. */
  function quiet(): State {
    const s = table();
    return {
      ...s,
      players: {
        ...s.players,
        A: { ...s.players.A, ferveur: 3, board: [], secrets: [] },
      },
    };
  }

  it.each(["greedy", "ismcts"] as const)("%s places a Secret when it has one to play", (level) => {
    const action = chooseAction(view(quiet(), "A"), { level, seed: 1, budget: 60 });
    expect(action).toEqual({ type: "PLAY_CARD", player: "A", card: "a1" });
  });

  it.each(["greedy", "ismcts"] as const)(
    "%s decides the same whatever Secrets the opponent holds",
    (level) => {
      const s = table();
      const other: State = {
        ...s,
        players: {
          ...s.players,
          B: {
            ...s.players.B,
            secrets: [
              { id: "b21", card: "t_gift" },
              { id: "b22", card: "t_reveal" },
            ],
          },
        },
      };
      const a = chooseAction(view(s, "A"), { level, seed: 4, budget: 60 });
      expect(a).not.toBeNull();
      expect(chooseAction(view(other, "A"), { level, seed: 4, budget: 60 })).toEqual(a);
    },
  );
});
