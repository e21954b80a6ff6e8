/**
 * The bracket module's invariants (issue 31 §4), as properties over random fields and random
 * play: every entrant plays until eliminated (one loss in single elimination, two in double),
 * exactly one champion, byes to the top seeds and never two byes together, and the bracket a
 * function of entrants, seeding and results whatever the order independent results came in.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BestOf,
  type Bracket,
  type BracketFormat,
  createBracket,
  layout,
  pairingsOf,
  pendingPairings,
  type Report,
  recordResult,
  resetPairing,
  seedOrder,
  standings,
  winner,
} from "../src/tournaments/bracket.js";

const names = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

function make(n: number, format: BracketFormat, bestOf: BestOf = 1): Bracket {
  const made = createBracket(names(n), format, bestOf, "ordered", "x");
  if (!made.ok) throw new Error(made.error.code);
  return made.value;
}

function must(result: ReturnType<typeof recordResult>): Bracket {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** Plays the bracket to its end with choices drawn from `choices`; checks each step's rules. */
function playOut(start: Bracket, choices: readonly number[]): { bracket: Bracket; log: [string, Report][] } {
  const limit = start.format === "single" ? 1 : 2;
  const losses = new Map<string, number>();
  const log: [string, Report][] = [];
  let bracket = start;
  for (let step = 0; ; step++) {
    const ready = pendingPairings(bracket);
    if (ready.length === 0) break;
    // Mixed with the step, so that no single choice draws forever.
    const c = (choices[step % choices.length] ?? 0) + step;
    const pairing = ready[c % ready.length]!;
    const [a, b] = pairing.entrants as [string, string];
    // Nobody plays once out.
    if ((losses.get(a) ?? 0) >= limit || (losses.get(b) ?? 0) >= limit)
      throw new Error(`${pairing.id}: an eliminated entrant plays`);
    const report: Report =
      c % 11 === 0
        ? { kind: "forfeit", loser: c % 2 === 0 ? a : b }
        : { kind: "game", winner: c % 7 === 0 ? null : c % 2 === 0 ? a : b };
    bracket = must(recordResult(bracket, pairing.id, report));
    log.push([pairing.id, report]);
    const after = pairingsOf(bracket).find((p) => p.id === pairing.id)!;
    if (after.status === "done") losses.set(after.loser!, (losses.get(after.loser!) ?? 0) + 1);
    if (step > 2_000) throw new Error("the bracket never ends");
  }
  return { bracket, log };
}

const field = fc.record({
  n: fc.integer({ min: 2, max: 33 }),
  format: fc.constantFrom<BracketFormat>("single", "double"),
  bestOf: fc.constantFrom<BestOf>(1, 3),
  choices: fc.array(fc.nat({ max: 1_000 }), { minLength: 1, maxLength: 60 }),
});

describe("bracket", () => {
  it("seeds 1 and 2 can only meet in the final; round one pairs seed s with size+1-s", () => {
    expect(seedOrder(8).map((s) => s + 1)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(4).map((s) => s + 1)).toEqual([1, 4, 2, 3]);
  });

  it("a field of 13 gives byes to seeds 1, 2 and 3, each against nobody", () => {
    const byes = pairingsOf(make(13, "single")).filter((p) => p.status === "bye");
    expect(byes.map((p) => p.winner).sort()).toEqual(["p1", "p2", "p3"]);
    expect(byes.every((p) => p.round === 1)).toBe(true);
  });

  it("refuses fewer than two entrants, a duplicate, and a best-of other than 1 or 3, as values", () => {
    expect(createBracket(["a"], "single", 1, "ordered", "s")).toEqual({
      ok: false,
      error: { code: "too-few-entrants", count: 1 },
    });
    expect(createBracket(["a", "a"], "single", 1, "ordered", "s")).toEqual({
      ok: false,
      error: { code: "duplicate-entrant", entrant: "a" },
    });
    expect(createBracket(["a", "b"], "single", 2, "ordered", "s")).toEqual({
      ok: false,
      error: { code: "bad-best-of", bestOf: 2 },
    });
  });

  it("refuses a report for a pairing not ready, for someone not in it, and for no such pairing", () => {
    const b = make(4, "single");
    expect(recordResult(b, "W2-1", { kind: "game", winner: "p1" })).toMatchObject({
      ok: false,
      error: { code: "pairing-not-ready", status: "waiting" },
    });
    expect(recordResult(b, "W1-1", { kind: "game", winner: "p2" })).toMatchObject({
      ok: false,
      error: { code: "not-in-pairing" },
    });
    expect(recordResult(b, "W9-1", { kind: "game", winner: "p1" })).toMatchObject({
      ok: false,
      error: { code: "unknown-pairing" },
    });
    const done = must(recordResult(b, "W1-1", { kind: "game", winner: "p1" }));
    expect(recordResult(done, "W1-1", { kind: "game", winner: "p1" })).toMatchObject({
      ok: false,
      error: { code: "pairing-not-ready", status: "done" },
    });
  });

  it("best of three: two won games decide, a draw counts for neither", () => {
    let b = make(2, "single", 3);
    b = must(recordResult(b, "W1-1", { kind: "game", winner: "p1" }));
    b = must(recordResult(b, "W1-1", { kind: "game", winner: null }));
    b = must(recordResult(b, "W1-1", { kind: "game", winner: "p2" }));
    expect(winner(b)).toBeNull();
    b = must(recordResult(b, "W1-1", { kind: "game", winner: "p2" }));
    expect(winner(b)).toBe("p2");
    expect(pairingsOf(b)[0]).toMatchObject({ wins: [1, 2], status: "done" });
  });

  it("double elimination: the grand final is reset when the losers' champion wins it", () => {
    let b = make(2, "double");
    b = must(recordResult(b, "W1-1", { kind: "game", winner: "p1" }));
    b = must(recordResult(b, "F1", { kind: "game", winner: "p2" }));
    expect(pendingPairings(b).map((p) => p.id)).toEqual(["F2"]);
    b = must(recordResult(b, "F2", { kind: "game", winner: "p2" }));
    expect(winner(b)).toBe("p2");
    expect(standings(b).map((s) => [s.entrant, s.place, s.losses])).toEqual([
      ["p2", 1, 1],
      ["p1", 2, 2],
    ]);
    let c = make(2, "double");
    c = must(recordResult(c, "W1-1", { kind: "game", winner: "p1" }));
    c = must(recordResult(c, "F1", { kind: "game", winner: "p1" }));
    expect(pairingsOf(c).find((p) => p.id === "F2")?.status).toBe("void");
    expect(winner(c)).toBe("p1");
  });

  it("a reset is refused while a pairing it feeds has been played, then allowed in order", () => {
    let b = make(4, "single");
    b = must(recordResult(b, "W1-1", { kind: "game", winner: "p1" }));
    b = must(recordResult(b, "W1-2", { kind: "game", winner: "p2" }));
    b = must(recordResult(b, "W2-1", { kind: "game", winner: "p2" }));
    expect(resetPairing(b, "W1-1")).toMatchObject({
      ok: false,
      error: { code: "downstream-played", downstream: "W2-1" },
    });
    b = must(resetPairing(b, "W2-1"));
    b = must(resetPairing(b, "W1-1"));
    expect(pendingPairings(b).map((p) => p.id)).toEqual(["W1-1"]);
    expect(pairingsOf(b).find((p) => p.id === "W2-1")?.status).toBe("waiting");
  });

  it("every entrant plays until eliminated, and exactly one is champion", () => {
    fc.assert(
      fc.property(field, ({ n, format, bestOf, choices }) => {
        const { bracket } = playOut(make(n, format, bestOf), choices);
        const limit = format === "single" ? 1 : 2;
        const champion = winner(bracket);
        expect(champion).not.toBeNull();
        const pairings = pairingsOf(bracket);
        expect(pairings.every((p) => p.status === "done" || p.status === "bye" || p.status === "void")).toBe(
          true,
        );
        const table = standings(bracket);
        expect(table.filter((s) => s.place === 1).map((s) => s.entrant)).toEqual([champion]);
        for (const s of table) {
          if (s.entrant === champion) expect(s.losses).toBeLessThan(limit);
          else expect([s.losses, s.eliminated]).toEqual([limit, true]);
        }
        // Decided pairings: n-1 in single elimination; 2n-2, or 2n-1 with the reset, in double.
        const played = pairings.filter((p) => p.status === "done").length;
        if (format === "single") expect(played).toBe(n - 1);
        else expect([2 * n - 2, 2 * n - 1]).toContain(played);
      }),
      { numRuns: 100 },
    );
  });

  it("byes go to the top seeds and never meet each other", () => {
    fc.assert(
      fc.property(field, ({ n, format, choices }) => {
        const start = make(n, format);
        const size = 2 ** Math.ceil(Math.log2(n));
        const first = pairingsOf(start).filter((p) => p.side === "W" && p.round === 1);
        expect(first.some((p) => p.status === "void")).toBe(false);
        expect(
          first
            .filter((p) => p.status === "bye")
            .map((p) => Number(p.winner!.slice(1)))
            .sort((x, y) => x - y),
        ).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));
        // However play goes, a pairing to be played has two entrants, and none is shown with two byes.
        for (const p of pairingsOf(playOut(start, choices).bracket)) {
          if (p.status === "done" || p.status === "ready")
            expect(p.entrants.every((e) => typeof e === "string")).toBe(true);
          if (p.status === "bye") expect(p.entrants.filter((e) => e === null)).toHaveLength(1);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("the bracket is a function of entrants, seeding and results: the order of independent reports does not matter", () => {
    fc.assert(
      fc.property(
        field,
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        ({ n, format, bestOf, choices }, order) => {
          const start = make(n, format, bestOf);
          const { bracket, log } = playOut(start, choices);
          // Replay the same reports per pairing, picking which ready pairing goes next differently.
          const queues = new Map<string, Report[]>();
          for (const [id, r] of log) queues.set(id, [...(queues.get(id) ?? []), r]);
          let again = start;
          for (let step = 0; ; step++) {
            const ready = pendingPairings(again).filter((p) => (queues.get(p.id) ?? []).length > 0);
            if (ready.length === 0) break;
            const p = ready[(order[step % order.length] ?? 0) % ready.length]!;
            again = must(recordResult(again, p.id, queues.get(p.id)!.shift()!));
          }
          expect(pairingsOf(again)).toEqual(pairingsOf(bracket));
          expect(standings(again)).toEqual(standings(bracket));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("random seeding is a permutation fixed by the stored seed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.string(), (n, seed) => {
        const a = createBracket(names(n), "single", 1, "random", seed);
        const b = createBracket(names(n), "single", 1, "random", seed);
        expect(a).toEqual(b);
        if (!a.ok) throw new Error("refused");
        expect([...a.value.entrants].sort()).toEqual(names(n).sort());
      }),
    );
  });

  it("every pairing comes after the pairings it is fed by", () => {
    for (const format of ["single", "double"] as const)
      for (let n = 2; n <= 64; n++) {
        const seen = new Set<string>();
        for (const node of layout(format, n)) {
          for (const s of node.sources) if (s.kind !== "seed") expect(seen.has(s.of)).toBe(true);
          seen.add(node.id);
        }
      }
  });
});
