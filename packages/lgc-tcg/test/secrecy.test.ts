import { seedRng } from "@core/engine";
import { describe, expect, it } from "vitest";
import { type CardDef, engine, init, type State, view, viewEvents } from "../src/index.js";

const grunt: CardDef = { id: "grunt", type: "CREATURE", cost: 2, atk: 2, hp: 2 };

describe("instance ids say nothing (issue 13)", () => {
  it("the card at the top of a deck list gets any id of either deck, not c1", () => {
    const marked: CardDef = { id: "marked", type: "CREATURE", cost: 1, atk: 1, hp: 1 };
    const deck = ["marked", ...Array.from({ length: 29 }, () => "grunt")];
    const ids = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const s = init({
        seed,
        cards: [grunt, marked],
        players: [
          { heroClass: "WARRIOR", deck },
          { heroClass: "MAGE", deck: Array.from({ length: 30 }, () => "grunt") },
        ],
      });
      const all = [...s.players.A.hand, ...s.players.A.deck];
      ids.add(Number(all.find((c) => c.card === "marked")?.id.slice(1)));
    }
    // Uniform over c1..c60: 300 draws cover most of the 60 ids, B's half included.
    expect(ids.size).toBeGreaterThan(45);
    expect([...ids].some((n) => n > 30)).toBe(true);
  });
});

describe("random targets (issue 13)", () => {
  it("resolve in play order whatever the RNG draws", () => {
    const rally: CardDef = {
      id: "rally",
      type: "SPELL",
      cost: 1,
      abilities: [
        {
          trigger: "ON_PLAY",
          condition: null,
          action: "BUFF",
          target: { side: "ALLY", kind: "CREATURE", scope: "RANDOM", count: 2 },
          params: { atk: 1, hp: 1, duration: "PERMANENT" },
        },
      ],
    } as CardDef;
    for (let seed = 0; seed < 40; seed++) {
      const state = {
        phase: "play",
        turn: 5,
        first: "A",
        active: "A",
        cards: { grunt, rally },
        rng: seedRng(seed),
        players: {
          A: {
            ferveur: 3,
            ferveurMax: 3,
            hand: [{ id: "a1", card: "rally" }],
            board: [
              { id: "a7", card: "grunt", seq: 1 },
              { id: "a3", card: "grunt", seq: 2 },
              { id: "a5", card: "grunt", seq: 3 },
            ],
          },
          B: {},
        },
      } as unknown as State;
      const events = engine.reduce(state, { type: "PLAY_CARD", player: "A", card: "a1" }).events;
      const targets = events.flatMap((e) => (e.type === "buffed" ? [e.target] : []));
      expect(targets).toHaveLength(2);
      expect(targets).toEqual(["a7", "a3", "a5"].filter((id) => targets.includes(id)));
    }
  });
});

describe("refusals reach their sender only (issue 14)", () => {
  it("a stamped intent naming the other player goes back to the seat that sent it", () => {
    const s = init({
      seed: 1,
      cards: [grunt],
      players: [
        { heroClass: "WARRIOR", deck: ["grunt", "grunt", "grunt", "grunt", "grunt"] },
        { heroClass: "MAGE", deck: ["grunt", "grunt", "grunt", "grunt", "grunt"] },
      ],
    });
    const forged = engine.reduce(s, { type: "MULLIGAN", player: "A", replace: [], seat: "B" } as never);
    expect(forged.events).toMatchObject([{ type: "rejected", reason: "not-your-action" }]);
    expect(viewEvents(forged.events, "B")).toEqual(forged.events);
    expect(viewEvents(forged.events, "A")).toEqual([]);
    expect(viewEvents(forged.events, "")).toEqual([]);
    expect(engine.toAct?.(s)).toEqual(["A", "B"]);
  });
});

describe("a view's card definitions", () => {
  it("include the tokens a power may summon, but no card of a hidden deck or hand", () => {
    const secret: CardDef = { id: "secret", type: "CREATURE", cost: 9, atk: 9, hp: 9 };
    const s = init({
      seed: 3,
      cards: [grunt, secret],
      players: [
        { heroClass: "PALADIN", deck: Array.from({ length: 30 }, () => "grunt") },
        { heroClass: "MAGE", deck: Array.from({ length: 30 }, () => "secret") },
      ],
    });
    const seen = view(s, "A");
    // The Paladin's Recrutement summons a Disciple: a bot searching this view must know it.
    expect(seen.cards.tok_disciple).toMatchObject({ id: "tok_disciple", type: "CREATURE" });
    expect(seen.cards.secret).toBeUndefined();
  });
});
