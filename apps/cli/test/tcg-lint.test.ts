import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lintCommand } from "../src/games/tcg-lint.js";
import { fakeIo } from "./io.js";

const DATA = fileURLToPath(new URL("../../../data/lgc-tcg/", import.meta.url));

async function copyData(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "tcg-lint-"));
  await cp(DATA, dir, { recursive: true });
  return dir;
}

// The first run compiles the JSON Schemas (about a second or two on a shared CPU).
describe("games tcg lint", { timeout: 30_000 }, () => {
  it("finds data/lgc-tcg above the current directory, reports no error and exits 0", async () => {
    const io = fakeIo([], fileURLToPath(new URL("..", import.meta.url)));
    expect(await lintCommand([], io)).toBe(0);
    const out = io.out();
    expect(out).toContain("Errors: 0");
    expect(out).toMatch(/200 cards \(201 versions\), 13 tokens, 13 heroes, 1 deck/);
    expect(out).toMatch(/75\.0 %\s+SPELL\s+2\s+sort_rappel_a_l_ordre v1\s+points 3\/4/);
    expect(out).toContain("Set PVB Procès-Verbal: 120 / 120 collectible cards, complete");
    expect(out).toMatch(/CREATURE\s+32\/32\s+18\/18\s+14\/14\s+6\/6\s+2\/2\s+72\/72/);
    expect(out).toContain("Curve (count / §7.2 target): 0-1: 12/12  2: 22/22  3: 24/24  4: 20/20");
    // Extension 1 (issue 31): its set and the cards per class.
    expect(out).toContain("Set PTD Point Divers: 80 / 80 collectible cards, complete");
    expect(out).toContain(
      "Cards per class, every set (§11.2: 25–30 per playable class): NEUTRAL 125, PRIEST 25, MAGE 25, WARLOCK 25",
    );
  });

  it("--json prints the budgets and the set report for machines", async () => {
    const io = fakeIo();
    expect(await lintCommand([DATA, "--json"], io)).toBe(0);
    const report = JSON.parse(io.out()) as {
      ok: boolean;
      errors: unknown[];
      cards: { id: string; budget: { percent: number } }[];
      sets: { code: string; cards: number; curve: { bucket: string; count: number; target: number }[] }[];
    };
    expect(report.ok).toBe(true);
    expect(report.errors).toEqual([]);
    expect(report.cards.find((c) => c.id === "sort_motion_de_censure")?.budget.percent).toBe(91.8);
    const set = report.sets[0];
    expect(set?.code).toBe("PVB");
    expect(set?.curve.map((b) => b.target)).toEqual([12, 22, 24, 20, 16, 11, 8, 7]);
    expect(set?.curve.reduce((n, b) => n + b.count, 0)).toBe(set?.cards);
  });

  it("exits 1 on a schema error and names the file and pointer", async () => {
    const dir = await copyData();
    try {
      const file = join(dir, "cards", "crea_pouic.v1.json");
      const card = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      await writeFile(file, JSON.stringify({ ...card, keywords: ["CHARGE"] }));
      const io = fakeIo();
      expect(await lintCommand([dir], io)).toBe(1);
      expect(io.out()).toMatch(/cards\/crea_pouic\.v1\.json \/keywords\/0: .*\[schema\]/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("exits 1 on a creature far over budget (a 99/99 at 4 Ferveur) without a documented exception", async () => {
    const dir = await copyData();
    try {
      const file = join(dir, "cards", "crea_ogre_du_mardi.v1.json");
      const card = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      await writeFile(file, JSON.stringify({ ...card, atk: 99, hp: 99 }));
      const io = fakeIo();
      expect(await lintCommand([dir], io)).toBe(1);
      expect(io.out()).toMatch(/cards\/crea_ogre_du_mardi\.v1\.json: stat budget 2200 %.*\[budget\]/);
      const reason = "Carte de test : hors barème à dessein.";
      await writeFile(file, JSON.stringify({ ...card, atk: 99, hp: 99, budgetException: reason }));
      expect(await lintCommand([dir], fakeIo())).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("exits 1 when the set symbol a complete set names is missing", async () => {
    const dir = await copyData();
    try {
      await rm(join(dir, "icons", "sets", "pvb.svg"));
      const io = fakeIo();
      expect(await lintCommand([dir], io)).toBe(1);
      expect(io.out()).toContain("sets.json /sets/0/symbol: no file icons/sets/pvb.svg [missing-asset]");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("exits 1 on area damage in the neutral pool (§11.2 reserves it for the classes), 0 once the card has a class", async () => {
    const dir = await copyData();
    try {
      const file = join(dir, "cards", "crea_pouic.v1.json");
      const card = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      const aoe = {
        trigger: "ON_PLAY",
        condition: null,
        action: "DEAL_DAMAGE",
        target: { side: "ENEMY", kind: "CREATURE", scope: "ALL" },
        params: { amount: 1 },
      };
      // 1/2 at 2 with 2 points of area damage: exactly on budget, so only the reserved mechanic.
      await writeFile(file, JSON.stringify({ ...card, atk: 1, abilities: [aoe] }));
      const io = fakeIo();
      expect(await lintCommand([dir, "--json"], io)).toBe(1);
      const report = JSON.parse(io.out()) as { errors: { code: string; file: string; pointer: string }[] };
      expect(report.errors).toEqual([
        expect.objectContaining({
          code: "neutral-area-damage",
          file: "cards/crea_pouic.v1.json",
          pointer: "/abilities/0/target",
        }),
      ]);
      await writeFile(file, JSON.stringify({ ...card, atk: 1, abilities: [aoe], factions: ["MAGE"] }));
      expect(await lintCommand([dir], fakeIo())).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("prints usage on --help and refuses unknown options with exit 2", async () => {
    const help = fakeIo();
    expect(await lintCommand(["--help"], help)).toBe(0);
    expect(help.out()).toContain("usage: games tcg lint");
    const bad = fakeIo();
    expect(await lintCommand(["--fast"], bad)).toBe(2);
    expect(bad.err()).toContain('unexpected argument "--fast"');
    const missing = fakeIo();
    expect(await lintCommand(["/no/such/dir"], missing)).toBe(2);
  });

  it("falls back to the bundled data outside the repository", async () => {
    const io = fakeIo([], tmpdir());
    expect(await lintCommand([], io)).toBe(0);
    expect(io.out()).toContain("(data bundled with @engines/lgc-tcg)");
  });
});
