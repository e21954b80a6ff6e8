import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { caseState, eventKey, type MidgameCase } from "../scripts/midgame-perft.js";
import { type AnyEvent, engine, legalActions, perft, reduce, type State } from "../src/index.js";

// perft from the opening: the figures of issue 18, which come from an independent model of the
// rules (not from this engine). Depth 4 visits 5.9 million sequences: seconds even on a slow,
// loaded machine, well within the timeout.
describe("perft from the opening (issue 18)", () => {
  const opening = engine.init({});
  for (const [depth, count] of [
    [1, 46],
    [2, 2_116],
    [3, 111_502],
    [4, 5_875_624],
  ] as const) {
    it(`perft(${depth}) = ${count}`, () => expect(perft(opening, depth)).toBe(count));
  }
});

// Mid-game positions (captures, extra actions, declined and automatic passes, portal wins, wins by
// dragons, a draw, long chains). Their figures were computed by scripts/midgame-perft.ts at commit
// 6b87dcc, by brute-force recursion over the public legalActions and reduce of the engine as it
// was before the search board (issue 18), and frozen in test/fixtures/midgame-perft.json: they do
// not come from the code they check.
const fixture = JSON.parse(
  readFileSync(fileURLToPath(new URL("fixtures/midgame-perft.json", import.meta.url)), "utf8"),
) as { cases: MidgameCase[] };

function census(state: State, depth: number, out: Record<string, number>): void {
  if (depth === 0) return;
  for (const action of legalActions(state)) {
    const t = reduce(state, action);
    for (const e of t.events as AnyEvent[]) out[eventKey(e)] = (out[eventKey(e)] ?? 0) + 1;
    census(t.state, depth - 1, out);
  }
}

describe("perft from mid-game positions (frozen figures of the previous engine)", () => {
  it("has a dozen positions or more", () => expect(fixture.cases.length).toBeGreaterThanOrEqual(12));
  for (const c of fixture.cases) {
    it(`${c.id}: perft 1-3 = ${c.perft?.join(", ")}`, () => {
      const state = caseState(c);
      expect([1, 2, 3].map((d) => perft(state, d))).toEqual(c.perft);
    });
    it(`${c.id}: events of every sequence of one or two actions`, () => {
      const events: Record<string, number> = {};
      census(caseState(c), 2, events);
      expect(events).toEqual(c.events);
    });
  }
});
