import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SetupError } from "@core/engine";
import { describe, expect, it, vi } from "vitest";
import {
  checkState,
  composeState,
  engine,
  legalActions,
  type SandboxSpec,
  STARTER_DECK,
  type State,
} from "../src/index.js";

// The first checks compile the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 60_000 });

const KITS = fileURLToPath(new URL("../../../conformance/lgc-tcg/", import.meta.url));

const SPEC: SandboxSpec = {
  turn: 5,
  active: "B",
  players: {
    A: {
      heroClass: "WARRIOR",
      hp: 12,
      armor: 3,
      hand: ["crea_recrue_zelee", "sort_rappel_a_l_ordre"],
      board: ["crea_ogre_du_mardi", { card: "crea_tank_en_formation", damage: 1 }],
      deck: ["crea_golem_de_siege", "crea_pouic"],
    },
    B: {
      heroClass: "MAGE",
      ferveur: 4,
      ferveurMax: 6,
      hand: ["crea_loup_affame"],
      board: [{ card: "crea_sanglier_des_pres", sick: true }, "tok_disciple"],
      permanents: ["perm_tour_de_guet"],
    },
  },
};

function pointerOf(spec: unknown): string {
  try {
    composeState(spec as SandboxSpec);
  } catch (e) {
    expect(e).toBeInstanceOf(SetupError);
    return (e as SetupError).pointer;
  }
  return "accepted";
}

describe("composeState: a position written by hand (§14 P2)", () => {
  const s = composeState(SPEC);

  it("lays out each zone as given, in play, on the given turn", () => {
    // Turn 5 is an odd turn: the first player's.
    expect(s).toMatchObject({ phase: "play", turn: 5, active: "B", first: "B" });
    const a = s.players.A;
    expect(a).toMatchObject({
      heroClass: "WARRIOR",
      hp: 12,
      armor: 3,
      ferveur: 10,
      ferveurMax: 10,
      mulliganed: true,
    });
    expect(a.hand.map((c) => c.card)).toEqual(["crea_recrue_zelee", "sort_rappel_a_l_ordre"]);
    expect(a.board.map((c) => [c.card, c.damage ?? 0, c.arrived])).toEqual([
      ["crea_ogre_du_mardi", 0, 4],
      ["crea_tank_en_formation", 1, 4],
    ]);
    expect(a.deck.map((c) => c.card)).toEqual(["crea_golem_de_siege", "crea_pouic"]);
    const b = s.players.B;
    expect(b).toMatchObject({ hp: 30, ferveur: 4, ferveurMax: 6 });
    expect(b.board.map((c) => [c.card, c.arrived])).toEqual([
      ["crea_sanglier_des_pres", 5],
      ["tok_disciple", 4],
    ]);
    expect(b.permanents).toEqual([{ id: expect.any(String), card: "perm_tour_de_guet", seq: 5, uses: 3 }]);
    const ids = [a, b].flatMap((p) => [...p.hand, ...p.board, ...p.permanents, ...p.deck].map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("plays like a duel: the active seat's legal intents, summoning sickness respected", () => {
    const legal = legalActions(s).filter((x) => x.player === "B");
    expect(legal.some((x) => x.type === "PLAY_CARD")).toBe(true);
    const attackers = new Set(legal.flatMap((x) => (x.type === "ATTACK" ? [x.attacker] : [])));
    const [boar, disciple] = s.players.B.board;
    expect(attackers.has(boar!.id)).toBe(false); // arrived this turn
    expect(attackers.has(disciple!.id)).toBe(true);
    const end = engine.reduce(s, { type: "END_TURN", player: "B" });
    expect(end.state.active).toBe("A");
    expect(end.state.turn).toBe(6);
  });

  it("what it builds passes checkState", () => {
    expect(checkState(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, state: s });
  });

  it("refuses a bad position with a SetupError naming the pointer", () => {
    const side = (over: object) => ({
      players: { A: { heroClass: "WARRIOR", ...over }, B: { heroClass: "MAGE" } },
    });
    expect(pointerOf(side({ hand: ["nope_card"] }))).toBe("/players/A/hand/0");
    expect(pointerOf(side({ hand: ["tok_disciple"] }))).toBe("/players/A/hand/0");
    expect(pointerOf(side({ board: ["sort_rappel_a_l_ordre"] }))).toBe("/players/A/board/0");
    expect(pointerOf(side({ permanents: ["crea_pouic"] }))).toBe("/players/A/permanents/0");
    expect(pointerOf(side({ board: Array(7).fill("crea_pouic") }))).toBe("/players/A/board");
    expect(pointerOf(side({ hp: 0 }))).toBe("/players/A/hp");
    expect(pointerOf({ players: { A: { heroClass: "WARRIOR" } } })).toBe("/players/B");
    const many = STARTER_DECK.cards.flatMap((e) => Array(e.count).fill(e.cardId));
    expect(pointerOf(side({ deck: [...many, ...many, "crea_pouic"] }))).toBe("/players/A/deck");
  });
});

describe("checkState: a state written by hand", () => {
  it("accepts every state of the lgc-tcg kits", () => {
    let n = 0;
    for (const file of readdirSync(KITS).filter((f) => f.endsWith(".kit.json"))) {
      const kit = JSON.parse(readFileSync(join(KITS, file), "utf8")) as {
        scenarios: { id: string; state?: unknown }[];
      };
      for (const sc of kit.scenarios) {
        if (sc.state === undefined) continue;
        n += 1;
        const r = checkState(sc.state);
        expect(r.ok ? [] : r.issues, `${file} ${sc.id}`).toEqual([]);
      }
    }
    expect(n).toBeGreaterThan(50);
  });

  it("names the pointer of each problem", () => {
    const grunt = { id: "grunt", type: "CREATURE", atk: 2, hp: 2 };
    const tower = { id: "tower", type: "PERMANENT", abilities: [] };
    const bad = {
      cards: { grunt, tower },
      players: {
        A: {
          board: [{ id: "a1", card: "grunt", seq: 1 }],
          permanents: [{ id: "a2", card: "grunt", seq: 2 }],
        },
        B: { hand: [{ id: "a1", card: "ghost" }], board: [{ id: "b1", card: "tower", seq: 3 }] },
      },
    };
    const r = checkState(bad);
    expect(r.ok ? [] : r.issues.map((i) => i.pointer)).toEqual([
      "/players/A/permanents/0/card",
      "/players/B/hand/0/id",
      "/players/B/hand/0/card",
      "/players/B/board/0/card",
    ]);
    const schema = checkState({ players: { A: { hp: "30" } }, phase: "war" });
    expect(schema.ok ? [] : schema.issues.map((i) => i.pointer).sort()).toEqual(["/phase", "/players/A/hp"]);
    expect(checkState(null).ok).toBe(false);
  });

  it("fills in the defaults of a terse state", () => {
    const r = checkState({ players: { A: { heroClass: "MAGE" } } });
    expect(r.ok && (r.state as State).players.B.hp).toBe(30);
  });
});
