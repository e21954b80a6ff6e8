import { join } from "node:path";
import { CATALOGUE } from "@games/catalogue";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE_DIR,
  type Catalogue,
  CatalogueError,
  loadCatalogues,
  type Mutant,
  parseCatalogue,
  runMutant,
  verdict,
} from "../../../scripts/mutants.mjs";

// The mutation check (`pnpm mutants`, scripts/mutants.mjs) judged on a few mutants: its
// catalogues parse, a mutant the kits catch is reported killed, the engine itself survives, and a
// mutant that never returns is killed by the time limit instead of hanging the run.

const catalogues = loadCatalogues();
const pigment = catalogues.find((c) => c.engine === "pigment") as Catalogue;
const mutant = (c: Catalogue, id: string) => c.mutants.find((m) => m.id === id) as Mutant;

describe("the mutant catalogues", () => {
  it("cover every engine of the catalogue with at least 15 mutants, legal-action generation among them", () => {
    expect(catalogues.map((c) => c.engine).sort()).toEqual(CATALOGUE.map((m) => m.id).sort());
    for (const c of catalogues) {
      expect(c.mutants.length, c.engine).toBeGreaterThanOrEqual(15);
      expect(
        c.mutants.some((m) => m.kind === "legal-actions"),
        c.engine,
      ).toBe(true);
    }
  });

  it("mutate the views and the events of every engine with hidden information", () => {
    const hidden = CATALOGUE.filter((m) => m.hiddenInformation).map((m) => m.id);
    for (const c of catalogues.filter((x) => hidden.includes(x.engine))) {
      expect(c.mutants.filter((m) => m.kind === "view").length, c.engine).toBeGreaterThanOrEqual(3);
      expect(c.mutants.filter((m) => m.kind === "events").length, c.engine).toBeGreaterThanOrEqual(3);
    }
  });

  it("refuses a mutant whose text is not in its file, naming the file and the pointer", () => {
    const file = join(CATALOGUE_DIR, "pigment.json");
    const text = JSON.stringify({
      engine: "pigment",
      package: "packages/pigment",
      kits: ["conformance/pigment"],
      mutants: [{ ...mutant(pigment, "legal-undo-always"), find: "no such code anywhere" }],
    });
    expect(() => parseCatalogue(file, text)).toThrow(CatalogueError);
    expect(() => parseCatalogue(file, text)).toThrow(
      /scripts\/mutants\/pigment\.json: \/mutants\/0\/find: found 0 times in packages\/pigment\/src\/game\.ts/,
    );
  });

  it("refuses a catalogue the schema refuses, and a duplicate id", () => {
    const file = join(CATALOGUE_DIR, "pigment.json");
    const base = { engine: "pigment", package: "packages/pigment", kits: ["conformance/pigment"] };
    const m = mutant(pigment, "legal-undo-always");
    expect(() =>
      parseCatalogue(file, JSON.stringify({ ...base, mutants: [{ ...m, kind: "typo" }] })),
    ).toThrow(/\/mutants\/0\/kind/);
    expect(() => parseCatalogue(file, JSON.stringify({ ...base, mutants: [m, m] }))).toThrow(
      /\/mutants\/1\/id: duplicate mutant id "legal-undo-always"/,
    );
  });

  it("says killed, survived, equivalent, or a wrong proof of equivalence", () => {
    const m = mutant(pigment, "legal-undo-always");
    expect(verdict(m, { killed: true })).toBe("killed");
    expect(verdict(m, { killed: false })).toBe("survived");
    expect(verdict({ ...m, equivalent: "proof" }, { killed: false })).toBe("equivalent");
    expect(verdict({ ...m, equivalent: "proof" }, { killed: true })).toBe("wrongly-equivalent");
  });
});

describe("running a mutant against its engine's kits", () => {
  it("passes the engine itself (the baseline)", async () => {
    const outcome = await runMutant(pigment, undefined);
    expect(outcome.killed).toBe(false);
    expect(outcome.scenarios).toBeGreaterThan(100);
  });

  it("reports a known-bad mutant of legal-action generation killed, by the scenario that caught it", async () => {
    const outcome = await runMutant(pigment, mutant(pigment, "legal-undo-always"));
    expect(outcome).toMatchObject({ killed: true, check: "legalActions" });
    expect(outcome.by).toMatch(/^[a-z-]+\.kit\.json#[a-z0-9._-]+$/);
  });

  it("kills a mutant that never returns by the time limit", async () => {
    const loop: Mutant = {
      id: "loops",
      kind: "legal-actions",
      description: "legalActions never returns",
      file: "src/game.ts",
      find: '  actions.push({ type: "restart" });\n  return actions;',
      replace: "  for (;;) actions.length = 0;",
    };
    const outcome = await runMutant(pigment, loop, { timeLimit: 3_000 });
    expect(outcome).toMatchObject({ killed: true, check: "timeout" });
  });
});
