/**
 * `initDuel` is `init` for setups on the bundled cards, checked by a validator compiled ahead of
 * time (issue 18): for any setup without `cards` or `corpus` — valid, or broken anywhere — the
 * same state or the same SetupError (message and pointer); `cards` and `corpus` are refused.
 */
import { SetupError } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { type DuelSetup, init, initDuel, type Setup, STARTER_DECK } from "../src/index.js";

type Outcome = { state: unknown } | { error: string; pointer: string };

function outcome(start: () => unknown): Outcome {
  try {
    return { state: start() };
  } catch (e) {
    if (e instanceof SetupError) return { error: e.message, pointer: e.pointer };
    throw e;
  }
}

const VALID: DuelSetup = {
  seed: 12,
  players: [
    { heroClass: "PALADIN", deck: STARTER_DECK },
    { heroClass: "MAGE", deck: [...STARTER_DECK.cards.slice(0, 3), "crea_araignee_venimeuse"] },
  ],
  versions: { crea_araignee_venimeuse: 1 },
  rules: { ferveurCap: 8, startingHand: { first: 2 } },
};

/** `doc` with the value at a path (indices into each level's keys) replaced, or removed when undefined. */
function mutate(doc: unknown, path: readonly number[], value: unknown): unknown {
  if (typeof doc !== "object" || doc === null || path.length === 0) return value;
  const keys = Object.keys(doc);
  if (keys.length === 0) return value;
  const key = keys[(path[0] as number) % keys.length] as string;
  const copy: Record<string, unknown> = Array.isArray(doc) ? ([...doc] as never) : { ...doc };
  const next = mutate(copy[key], path.slice(1), value);
  if (next === undefined && !Array.isArray(copy)) delete copy[key];
  else copy[key] = next;
  return copy;
}

describe("initDuel", () => {
  it("deals what init deals", () => {
    expect(initDuel(VALID)).toEqual(init(VALID as Setup));
  });

  it("refuses what init refuses, with the same message and pointer", () => {
    let refused = 0;
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        (path, value) => {
          const setup = mutate(VALID, path, value);
          const duel = outcome(() => initDuel(setup as DuelSetup));
          expect(duel).toEqual(outcome(() => init(setup as Setup)));
          if ("error" in duel) refused++;
        },
      ),
      { numRuns: 300 },
    );
    expect(refused).toBeGreaterThan(50);
  });

  it("refuses card definitions and a corpus of the setup's own", () => {
    for (const key of ["cards", "corpus"]) {
      const e = outcome(() => initDuel({ ...VALID, [key]: [] } as DuelSetup));
      expect(e).toEqual({ error: `/${key}: is not an allowed property`, pointer: `/${key}` });
    }
  });
});
