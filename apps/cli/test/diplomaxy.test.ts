import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { command } from "../src/games/diplomaxy.js";
import { fakeIo } from "./io.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const EXAMPLE = "data/diplomaxy/games/draft-example.json";

describe("games diplomaxy adjudicate", () => {
  it("prints the draft example's report as tables", async () => {
    const io = fakeIo([], ROOT);
    expect(await command.run(["adjudicate", EXAMPLE], io)).toBe(0);
    const out = io.out();
    expect(out).toContain("Keroriou (keroriou): controlled by A");
    expect(out).toMatch(/A\s+1\s+5\.25\s+5\s+0/);
    expect(out).toMatch(/a3\s+A\s+control\s+controlFallback/);
    expect(out).toMatch(/b2\s+B\s+supportControl A\s+supportControlFallback/);
    expect(out).toMatch(/b3\s+B\s+supportControl A\s+supportControl\n/);
    expect(out).toContain("A receives A#1 at keroriou");
    expect(io.err()).toBe("");
  });

  it("prints JSON events with --json", async () => {
    const io = fakeIo([], ROOT);
    expect(await command.run(["adjudicate", EXAMPLE, "--json"], io)).toBe(0);
    const events = JSON.parse(io.out()) as {
      type: string;
      planet?: string;
      controller?: string;
      players?: { def: number }[];
    }[];
    const keroriou = events.find((e) => e.type === "combat" && e.planet === "keroriou");
    expect(keroriou?.controller).toBe("A");
    expect(keroriou?.players?.[0]?.def).toBe(5.25);
  });

  it("names the file and JSON pointer of a bad game file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "diplomaxy-"));
    const file = join(dir, "bad.json");
    writeFileSync(
      file,
      JSON.stringify({
        map: { planets: [{ id: "p", name: "P" }], corridors: [] },
        players: ["A", "B"],
        units: [
          { id: "a1", owner: "A", at: "p" },
          { id: "b1", owner: "B", at: "p" },
        ],
        orders: { A: [{ unit: "a1", order: "attack", target: "A" }] },
      }),
    );
    const io = fakeIo([], dir);
    expect(await command.run(["adjudicate", "bad.json"], io)).toBe(1);
    expect(io.err()).toContain("bad.json: /orders/A/0/target: self-target");
  });

  it("reports unreadable files and bad arguments", async () => {
    const io = fakeIo([], ROOT);
    expect(await command.run(["adjudicate", "nope.json"], io)).toBe(1);
    expect(io.err()).toContain("nope.json");
    const io2 = fakeIo([], ROOT);
    expect(await command.run(["adjudicate"], io2)).toBe(2);
    const io3 = fakeIo([], ROOT);
    expect(await command.run(["fly"], io3)).toBe(2);
    expect(io3.err()).toContain('unknown subcommand "fly"');
  });
});

describe("games diplomaxy play", () => {
  it("plays a hot-seat turn on the duel map, refusing illegal orders, and ends after --max-turns", async () => {
    const input = [
      "",
      "n1 control",
      "n2 attack north",
      "n3 move vega-lyra",
      "n3 nonsense",
      "done",
      "",
      "s1 control",
      "done",
      "",
    ].join("\n");
    const io = fakeIo([input], ROOT);
    expect(await command.run(["play", "duel", "--max-turns", "1"], io)).toBe(0);
    const out = io.out();
    expect(out).toContain("=== Turn 1: north's orders.");
    expect(out).toContain("✓ n1 control");
    expect(out).toContain("✗ n2 attack north: self-target");
    expect(out).toContain("✗ n3 move vega-lyra: corridor-not-here");
    expect(out).toContain('? cannot read "n3 nonsense"');
    expect(out).toContain("not seen: cygni, draco, nexus, lyra, orion, vega");
    expect(out).toContain("Game over: draw between north, south (max-turns).");
  });

  it("shows each player only what it sees, and last turn's reports at its next turn", async () => {
    const input = ["", "n1 move sol-cygni", "done", "", "done", "", "done", "", "done", "quit"].join("\n");
    const io = fakeIo([input], ROOT);
    expect(await command.run(["play", "duel", "--max-turns", "2"], io)).toBe(0);
    const out = io.out();
    const southTurn1 = out.slice(out.indexOf("Turn 1: south"), out.indexOf("Turn 1 resolved"));
    expect(southTurn1).not.toContain("n1");
    const northTurn2 = out.slice(out.indexOf("Turn 2: north"), out.indexOf("Turn 2: south"));
    expect(northTurn2).toContain("What you saw at turn 1's resolution:");
    expect(northTurn2).toContain("Cygni (cygni), production 1, uncontrolled");
    expect(northTurn2).not.toContain("Vega (vega): ");
  });

  it("tells each player the arrivals and production it witnessed, and nobody else's", async () => {
    // Turn 1: n1 leaves Sol for Cygni, n2 takes Sol (production 2: north#1, north#2); s1 takes
    // Vega (production 2: south#1, south#2). Each player learns of its own at its turn-2 orders.
    const input = ["", "n1 move sol-cygni", "n2 control", "done", "", "s1 control", "done", "", "quit"].join(
      "\n",
    );
    const io = fakeIo([input], ROOT);
    expect(await command.run(["play", "duel", "--max-turns", "3"], io)).toBe(1);
    const out = io.out();
    const resolved = out.slice(out.indexOf("Turn 1 resolved"), out.indexOf("Turn 2: north"));
    expect(resolved).not.toContain("arrives");
    expect(resolved).not.toContain("receives");
    const northTurn2 = out.slice(out.indexOf("Turn 2: north"));
    expect(northTurn2).toContain("n1 (north) arrives at cygni");
    expect(northTurn2).toContain("north receives north#1, north#2 at sol");
    expect(northTurn2).not.toContain("south#");
    expect(northTurn2).not.toContain("at vega");
  });

  it("shows another player's units in sight as a count, never their ids", async () => {
    const dir = mkdtempSync(join(tmpdir(), "diplomaxy-"));
    writeFileSync(
      join(dir, "shared.json"),
      JSON.stringify({
        map: { planets: [{ id: "p", name: "P" }], corridors: [] },
        players: ["north", "south"],
        units: [
          { id: "n1", owner: "north", at: "p" },
          { id: "s1", owner: "south", at: "p" },
          { id: "s2", owner: "south", at: "p" },
        ],
      }),
    );
    const io = fakeIo([["", "n1 attack south", "done", "", "quit"].join("\n")], dir);
    expect(await command.run(["play", "shared.json"], io)).toBe(1);
    const north = io.out().slice(io.out().indexOf("Turn 1: north"), io.out().indexOf("Turn 1: south"));
    expect(north).toContain("you: n1");
    expect(north).toContain("south: 2 units");
    expect(north).not.toMatch(/\bs[12]\b/);
  });

  it("abandons on end of input and rejects unknown maps", async () => {
    const io = fakeIo(["\n"], ROOT);
    expect(await command.run(["play", "pentarchy"], io)).toBe(1);
    expect(io.out()).toContain("Game abandoned.");
    const io2 = fakeIo([], ROOT);
    expect(await command.run(["play", "atlantis.json"], io2)).toBe(1);
    expect(io2.err()).toContain("atlantis.json");
    const io3 = fakeIo([], ROOT);
    expect(await command.run(["play", "duel", "--factor"], io3)).toBe(2);
  });
});
