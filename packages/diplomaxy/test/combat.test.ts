import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { adjudicatePlanet, type Combatant, reportLines } from "../src/index.js";
import { combatArb, combatOptionsArb } from "../src/testing.js";

const OPTIONS = {
  fallbackFactor: { num: 3, den: 4 },
  lossRounding: "ceil",
  fallbackToSupporter: false,
} as const;

function units(spec: string): Combatant[] {
  // "a1:A:defend a2:A:attack>B" → combatants
  return spec
    .split(/\s+/)
    .filter((w) => w !== "")
    .map((w) => {
      const [unit, owner, rest] = w.split(":") as [string, string, string];
      const [order, target] = rest.split(">");
      return { unit, owner, order, ...(target === undefined ? {} : { target }) } as Combatant;
    });
}

describe("adjudicatePlanet", () => {
  it("counts defenders, then supports, then control fallbacks, just enough", () => {
    const r = adjudicatePlanet(
      "p",
      units("a1:A:control a2:A:control a3:A:control a4:A:defend b1:B:attack>A b2:B:attack>A"),
      ["A", "B"],
      OPTIONS,
    );
    // ATT 2: defender 1, then a1 falls back (1.75), a2 falls back (2.5); a3 keeps control.
    expect(reportLines(r).map((u) => u.resolved)).toEqual([
      "controlFallback",
      "controlFallback",
      "control",
      "defend",
      "attack",
      "attack",
    ]);
    expect(r.players[0]).toMatchObject({ player: "A", ctrl: 1, def: 2.5, defExact: "5/2", att: 2, loss: 0 });
    expect(r.controller).toBe("A");
    // The compact report: each unit's order in its owner's row, the fallbacks apart.
    expect(r.players.map((p) => p.orders.map((o) => `${o.unit} ${o.order}`))).toEqual([
      ["a1 control", "a2 control", "a3 control", "a4 defend"],
      ["b1 attack", "b2 attack"],
    ]);
    expect(r.fallbacks).toEqual([
      { unit: "a1", resolved: "controlFallback" },
      { unit: "a2", resolved: "controlFallback" },
    ]);
  });

  it("destroys in the order defense was counted and spares attackers", () => {
    const r = adjudicatePlanet(
      "p",
      units(
        "a1:A:control a2:A:defend c1:C:supportDefense>A c2:C:supportControl>A b1:B:attack>A b2:B:attack>A b3:B:attack>A b4:B:attack>A b5:B:attack>A",
      ),
      ["A", "B", "C"],
      OPTIONS,
    );
    // DEF 1 + 1 + 0.75 + 0.75 = 3.5 against 5: lose ceil(1.5) = 2: a2 (defender) then c1 (support).
    expect(r.destroyed).toEqual(["a2", "c1"]);
    expect(r.players.find((p) => p.player === "A")).toMatchObject({ def: 3.5, loss: 2, ctrl: 0 });
    expect(
      reportLines(r)
        .filter((u) => u.owner === "B")
        .every((u) => !u.destroyed),
    ).toBe(true);
  });
});

describe("combat properties", () => {
  const arb = fc.tuple(combatArb(), combatOptionsArb());

  it("lists each unit once, in its owner's row, and as fallbacks only the units that fell back", () => {
    fc.assert(
      fc.property(arb, ([{ seats, combatants }, options]) => {
        const r = adjudicatePlanet("p", combatants, seats, options);
        const listed = r.players.flatMap((p) => p.orders.map((o) => `${o.unit} ${p.player} ${o.order}`));
        const given = combatants.map((c) => `${c.unit} ${c.owner} ${c.order}`);
        expect([...listed].sort()).toEqual([...given].sort());
        for (const f of r.fallbacks) expect(f.resolved).toMatch(/Fallback/);
        const fell = reportLines(r).filter((u) => u.resolved !== u.order);
        expect(fell.map((u) => ({ unit: u.unit, resolved: u.resolved }))).toEqual(r.fallbacks);
      }),
      { numRuns: 300 },
    );
  });

  it("never destroys a unit twice, nor an attacker or a mover; losses never exceed the attacks", () => {
    fc.assert(
      fc.property(arb, ([{ seats, combatants }, options]) => {
        const r = adjudicatePlanet("p", combatants, seats, options);
        expect(new Set(r.destroyed).size).toBe(r.destroyed.length);
        const byId = new Map(reportLines(r).map((u) => [u.unit, u]));
        for (const id of r.destroyed) {
          const u = byId.get(id);
          expect(u?.destroyed).toBe(true);
          expect(["attack", "move"]).not.toContain(u?.order);
        }
        expect(reportLines(r).filter((u) => u.destroyed).length).toBe(r.destroyed.length);
        for (const p of r.players) expect(p.loss).toBeLessThanOrEqual(p.att);
        const totalAtt = r.players.reduce((s, p) => s + p.att, 0);
        expect(r.destroyed.length).toBeLessThanOrEqual(totalAtt);
      }),
      { numRuns: 400 },
    );
  });

  it("falls back only while needed: a player keeps CTRL only when its DEF reached its ATT", () => {
    fc.assert(
      fc.property(arb, ([{ seats, combatants }, options]) => {
        const r = adjudicatePlanet("p", combatants, seats, options);
        for (const p of r.players) {
          const fell = reportLines(r).filter(
            (u) =>
              (u.resolved === "controlFallback" && u.owner === p.player) ||
              (u.resolved === "supportControlFallback" && u.target === p.player),
          ).length;
          const base = combatants.filter(
            (c) =>
              (c.order === "defend" && c.owner === p.player) ||
              (c.order === "supportDefense" && c.target === p.player),
          ).length;
          // Without fallbacks to supporters, DEF is exactly base + fell × factor.
          if (!options.fallbackToSupporter) {
            const { num, den } = options.fallbackFactor;
            expect(p.def * den).toBeCloseTo(base * den + fell * num, 9);
            // The last fallback was needed: before it, DEF was below ATT.
            if (fell > 0) expect(base * den + (fell - 1) * num).toBeLessThan(p.att * den);
          }
          if (p.loss > 0) expect(p.def).toBeLessThan(p.att);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("destroys, for each player, a prefix of its defenders in counting order (group, seat, id)", () => {
    const RANK: Record<string, number> = {
      defend: 0,
      supportDefense: 1,
      controlFallback: 2,
      supportControlFallback: 3,
      supportControlFallbackToSupporter: 4,
    };
    fc.assert(
      fc.property(arb, ([{ seats, combatants }, options]) => {
        const r = adjudicatePlanet("p", combatants, seats, options);
        for (const p of r.players) {
          const serving = reportLines(r)
            .filter((u) => RANK[u.resolved] !== undefined)
            .filter((u) =>
              u.resolved === "defend" ||
              u.resolved === "controlFallback" ||
              u.resolved === "supportControlFallbackToSupporter"
                ? u.owner === p.player
                : u.target === p.player,
            )
            .sort(
              (a, b) =>
                (RANK[a.resolved] ?? 0) - (RANK[b.resolved] ?? 0) ||
                seats.indexOf(a.owner) - seats.indexOf(b.owner) ||
                (a.unit < b.unit ? -1 : 1),
            );
          const lost = serving.filter((u) => u.destroyed).length;
          expect(lost).toBe(p.loss);
          expect(serving.slice(0, lost).every((u) => u.destroyed)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("does not depend on the order units are listed in", () => {
    fc.assert(
      fc.property(arb, fc.nat(), ([{ seats, combatants }, options], seed) => {
        const shuffled =
          fc.sample(fc.shuffledSubarray(combatants, { minLength: combatants.length }), {
            seed,
            numRuns: 1,
          })[0] ?? [];
        expect(adjudicatePlanet("p", shuffled, seats, options)).toEqual(
          adjudicatePlanet("p", combatants, seats, options),
        );
      }),
      { numRuns: 200 },
    );
  });

  it("gives the planet to the unique highest CTRL above zero", () => {
    fc.assert(
      fc.property(arb, ([{ seats, combatants }, options]) => {
        const r = adjudicatePlanet("p", combatants, seats, options);
        const best = Math.max(0, ...r.players.map((p) => p.ctrl));
        const leaders = r.players.filter((p) => p.ctrl === best && best > 0);
        expect(r.controller).toBe(leaders.length === 1 ? leaders[0]?.player : null);
        expect(r.standoff).toBe(leaders.length > 1);
        const ctrl = reportLines(r).filter(
          (u) => !u.destroyed && (u.resolved === "control" || u.resolved === "supportControl"),
        ).length;
        expect(r.players.reduce((s, p) => s + p.ctrl, 0)).toBe(ctrl);
      }),
      { numRuns: 300 },
    );
  });
});
