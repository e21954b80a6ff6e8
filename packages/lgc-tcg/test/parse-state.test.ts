import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { StateParse } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  checkState,
  collectionActions,
  collectionEngine,
  engine,
  parseCollectionState,
  parseState,
} from "../src/index.js";
import { collectionSetupArb } from "../src/testing.js";

const KITS = fileURLToPath(new URL("../../../conformance/lgc-tcg", import.meta.url));

/** The reason and pointer of a refused state; fails the test when the state is accepted. */
function refusal(parsed: StateParse<unknown>): { reason: string | undefined; pointer: string } {
  if (parsed.ok) throw new Error("the state was accepted");
  return { reason: parsed.error.reason, pointer: parsed.error.pointer };
}

describe("parseState: a duel state the engine did not make (RULES.md §12)", () => {
  it("gives a kit's terse state its defaults, as checkState does", () => {
    let n = 0;
    for (const file of readdirSync(KITS).filter((f) => f.endsWith(".kit.json"))) {
      const kit = JSON.parse(readFileSync(join(KITS, file), "utf8")) as { scenarios: { state?: unknown }[] };
      for (const { state } of kit.scenarios) {
        if (state === undefined) continue;
        n++;
        const checked = checkState(state);
        expect(parseState(state)).toEqual(checked.ok ? { ok: true, state: checked.state } : "refused");
      }
    }
    expect(n).toBeGreaterThan(50);
  });

  it("refuses with the first issue checkState names: the schema's, then references", () => {
    expect(refusal(parseState({ players: { A: { hp: "30" } } }))).toEqual({
      reason: "schema",
      pointer: "/players/A/hp",
    });
    const grunt = { id: "grunt", type: "CREATURE", atk: 2, hp: 2 };
    const twice = {
      cards: { grunt },
      players: {
        A: { board: [{ id: "a1", card: "grunt", seq: 1 }] },
        B: { hand: [{ id: "a1", card: "grunt" }] },
      },
    };
    expect(refusal(parseState(twice))).toEqual({ reason: "inconsistent", pointer: "/players/B/hand/0/id" });
    let deep: unknown = {};
    for (let k = 0; k < 100_000; k++) deep = { cards: deep };
    expect(refusal(parseState({ players: {}, cards: deep })).reason).toBe("schema");
    expect(engine.parseState?.(twice)).toEqual(parseState(twice));
  });

  it("holds the Secrets zone to Secret spells, at most maxSecrets (§5.2)", () => {
    const trap = (id: string) => ({ id, type: "SPELL", cost: 3, keywords: ["SECRET"] });
    const cards = {
      trap_one: trap("trap_one"),
      trap_two: trap("trap_two"),
      bolt: { id: "bolt", type: "SPELL", cost: 1 },
    };
    const secrets = (list: string[], rules?: object) => ({
      cards,
      ...(rules === undefined ? {} : { rules }),
      players: { A: { secrets: list.map((card, i) => ({ id: `s${i}`, card })) } },
    });
    expect(parseState(secrets(["trap_one", "trap_two"])).ok).toBe(true);
    expect(refusal(parseState(secrets(["trap_one", "bolt"])))).toEqual({
      reason: "inconsistent",
      pointer: "/players/A/secrets/1/card",
    });
    expect(refusal(parseState(secrets(["trap_one", "trap_two"], { maxSecrets: 1 })))).toEqual({
      reason: "inconsistent",
      pointer: "/players/A/secrets",
    });
    expect(checkState(secrets(["bolt"]))).toEqual({
      ok: false,
      issues: [{ pointer: "/players/A/secrets/0/card", message: '"bolt" is not a Secret' }],
    });
  });
});

describe("parseCollectionState (RULES.md §14)", () => {
  it("accepts every collection play reaches, as it is", () => {
    fc.assert(
      fc.property(collectionSetupArb, fc.array(fc.nat(), { maxLength: 40 }), (setup, choices) => {
        let state = collectionEngine.init({ ...setup, packs: 10, sceaux: 3000 });
        for (const choice of choices) {
          const moves = collectionActions(state);
          if (moves.length === 0) break;
          state = collectionEngine.reduce(state, moves[choice % moves.length]!).state;
        }
        const parsed = parseCollectionState(JSON.parse(JSON.stringify(state)));
        if (!parsed.ok) throw parsed.error;
        expect(parsed.state).toEqual(state);
      }),
      { numRuns: 30 },
    );
  });

  it("refuses a schema violation and a card version held in two entries", () => {
    const state = collectionEngine.init({ seed: 1 });
    expect(refusal(parseCollectionState({ ...state, sceaux: -5 })).pointer).toBe("/sceaux");
    const twice = { ...state, copies: [...state.copies, state.copies[0]] };
    expect(refusal(parseCollectionState(twice))).toEqual({
      reason: "inconsistent",
      pointer: `/copies/${state.copies.length}`,
    });
    expect(collectionEngine.parseState).toBe(parseCollectionState);
  });
});
