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
      players?: { def: number; orders: { unit: string }[] }[];
      fallbacks?: { unit: string; resolved: string }[];
    }[];
    const keroriou = events.find((e) => e.type === "combat" && e.planet === "keroriou");
    expect(keroriou?.controller).toBe("A");
    expect(keroriou?.players?.[0]?.def).toBe(5.25);
    // The referee's compact report (RULES.md §3.5): orders by row, fallbacks apart.
    expect(keroriou?.players?.[1]?.orders.map((o) => o.unit)).toContain("b2");
    expect(keroriou?.fallbacks).toContainEqual({ unit: "b2", resolved: "supportControlFallback" });
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
    expect(out).toContain("✗ n2 attack north: attack cannot target yourself; players you may name: south");
    expect(out).toContain(
      "✗ n3 move vega-lyra: corridor vega-lyra does not touch sol; corridors from sol: sol-cygni → cygni, sol-draco → draco",
    );
    expect(out).toContain('? "nonsense" is not an order.');
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
    expect(await command.run(["play", "duel", "--max-turns", "3"], io)).toBe(0);
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
    expect(await command.run(["play", "shared.json"], io)).toBe(0);
    const north = io.out().slice(io.out().indexOf("Turn 1: north"), io.out().indexOf("Turn 1: south"));
    expect(north).toContain("you: n1");
    expect(north).toContain("south: 2 units");
    expect(north).not.toMatch(/\bs[12]\b/);
  });

  it("says the rules in play, as --factor, --rounding and --fallback-to-supporter set them", async () => {
    const plain = fakeIo(["\nquit\n"], ROOT);
    expect(await command.run(["play", "duel"], plain)).toBe(0);
    expect(plain.out()).toContain(
      "Rules: a unit falling back defends with 3/4 of its strength; losses rounded up; a unit supporting another player's control keeps to that support.",
    );
    const set = fakeIo(["\nquit\n"], ROOT);
    const flags = ["--factor", "0.5", "--rounding", "floor", "--fallback-to-supporter", "--max-turns", "4"];
    expect(await command.run(["play", "duel", ...flags], set)).toBe(0);
    expect(set.out()).toContain(
      "Rules: a unit falling back defends with 1/2 of its strength; losses rounded down; a unit supporting another player's control falls back to defend its own player when attacked; 4 turns.",
    );
  });

  it("exits 1 when the input ends and 0 on quit, and rejects unknown maps", async () => {
    const io = fakeIo(["\n"], ROOT);
    expect(await command.run(["play", "pentarchy"], io)).toBe(1);
    expect(io.out()).toContain("Input ended: game abandoned.");
    const quit = fakeIo(["\nn1 control\nquit\n"], ROOT);
    expect(await command.run(["play", "duel"], quit)).toBe(0);
    expect(quit.out()).toContain("Game stopped.");
    const io2 = fakeIo([], ROOT);
    expect(await command.run(["play", "atlantis.json"], io2)).toBe(1);
    expect(io2.err()).toContain("atlantis.json");
    const io3 = fakeIo([], ROOT);
    expect(await command.run(["play", "duel", "--factor"], io3)).toBe(2);
  });
});

/** Plays north's first turn on the duel map with `lines` and returns what north was told. */
async function northSays(...lines: string[]): Promise<string> {
  const io = fakeIo([["", ...lines, "quit", ""].join("\n")], ROOT);
  expect(await command.run(["play", "duel"], io)).toBe(0);
  return io.out();
}

describe("games diplomaxy play: typing orders", () => {
  it("moves to a planet named instead of its corridor, by id or name in any case", async () => {
    const out = await northSays("n1 move cygni", "n2 m Draco", "orders");
    expect(out).toContain("✓ n1 move sol-cygni");
    expect(out).toContain("✓ n2 move sol-draco");
    expect(out).toMatch(/ {2}n1 move sol-cygni\n {2}n2 move sol-draco\n/);
  });

  it("lists the corridors leaving the unit's planet when a move names none of them", async () => {
    const lanes = "corridors from sol: sol-cygni → cygni, sol-draco → draco";
    const out = await northSays("n1 move vega", "n1 move nowhere", "n1 move", "n1 move vega-lyra");
    expect(out).toContain(`? No corridor leads from sol to vega; ${lanes}.`);
    expect(out).toContain(`✗ n1 move nowhere: no corridor nowhere; ${lanes}`);
    expect(out).toContain(`? move names a corridor or a planet next to sol (${lanes}).`);
    expect(out).toContain(`✗ n1 move vega-lyra: corridor vega-lyra does not touch sol; ${lanes}`);
    expect(out).not.toContain("✓");
  });

  it("suggests the nearest order word or command, and lists them all when nothing is near", async () => {
    const out = await northSays("n1 atack south", "n1 suport-control south", "n1 fly", "lsit", "dnoe");
    expect(out).toContain(
      '? "atack" is not an order. Did you mean "attack"? Orders: control, support-control,',
    );
    expect(out).toContain('? "suport-control" is not an order. Did you mean "support-control"?');
    expect(out).toMatch(/\? "fly" is not an order\. Orders: control, support-control, move, defend, /);
    expect(out).toContain('? "lsit" is not a command. Did you mean "list"?');
    expect(out).toContain('? "dnoe" is not a command. Did you mean "done"?');
  });

  it("says what a known order word expects after it", async () => {
    const out = await northSays("n1 attack", "n1 defend south", "n1 sc");
    expect(out).toContain(
      '? attack names one player, as in "n1 attack <player>" (players you may name: south).',
    );
    expect(out).toContain('? defend takes nothing more: "n1 defend".');
    expect(out).toContain('? support-control names one player, as in "n1 support-control <player>"');
  });

  it("shows refusals as sentences, never the engine's reason codes", async () => {
    const out = await northSays("n1 attack north", "n1 attack east");
    expect(out).toContain("✗ n1 attack north: attack cannot target yourself; players you may name: south");
    expect(out).toContain("✗ n1 attack east: no player east; players you may name: south");
    expect(out).not.toMatch(/self-target|unknown-player/);
  });
});

describe("games diplomaxy play: what a player learns", () => {
  // Three planets in a row; north and south share a, and south has another unit out of sight at c.
  const setup = {
    map: {
      planets: [
        { id: "a", name: "Alpha" },
        { id: "b", name: "Beta" },
        { id: "c", name: "Gamma" },
      ],
      corridors: [
        { id: "a-b", a: "a", b: "b" },
        { id: "b-c", a: "b", b: "c" },
      ],
    },
    players: ["north", "south"],
    units: [
      { id: "n1", owner: "north", at: "a" },
      { id: "s1", owner: "south", at: "a" },
      { id: "s2", owner: "south", at: "c" },
    ],
  };

  async function play(input: string[]): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), "diplomaxy-"));
    writeFileSync(join(dir, "row.json"), JSON.stringify(setup));
    const io = fakeIo([[...input, ""].join("\n")], dir);
    await command.run(["play", "row.json", "--max-turns", "1"], io);
    return io.out();
  }

  it("lists the enemies the player can see, and only those", async () => {
    const out = await play(["", "list", "quit"]);
    const list = out.slice(out.indexOf("Your units and their possible orders:"));
    expect(list).toContain("n1 @ a: control | support-control south | move a-b (→ b) | defend");
    // Other players' units are anonymous (issue 13): a count per owner and planet, no ids.
    expect(list).toContain("Enemy units where you can see (a):\n    south: 1 unit at a\n");
    expect(list).toContain("Unknown to you: what is at b, c.");
    expect(list).not.toContain("s1");
    expect(list).not.toContain("s2");
  });

  it("answers another player's unit exactly as a unit that does not exist", async () => {
    const out = await play(["", "s1 control", "s2 control", "zz control", "quit"]);
    expect(out).toContain('? You have no unit "s1" in orbit. Yours: n1.');
    expect(out).toContain('? You have no unit "s2" in orbit. Yours: n1.');
    expect(out).toContain('? You have no unit "zz" in orbit. Yours: n1.');
  });

  it("keeps the resolution notice on screen until the next player presses Enter", async () => {
    const io = fakeIo([["", "done", "", "done", "", "quit", ""].join("\n")], ROOT);
    (io.stdout as { isTTY?: boolean }).isTTY = true;
    expect(await command.run(["play", "duel", "--max-turns", "2"], io)).toBe(0);
    const out = io.out();
    const clear = "\x1b[2J\x1b[H";
    const notice = out.indexOf("=== Turn 1 resolved");
    const next = out.indexOf("=== Turn 2: north's orders.");
    expect(notice).toBeGreaterThan(0);
    expect(next).toBeGreaterThan(notice);
    // Cleared before the notice (south's orders vanish), not between it and north's prompt.
    expect(out.lastIndexOf(clear, notice)).toBe(notice - clear.length);
    expect(out.slice(notice, next)).not.toContain(clear);
    // Between two players of the same turn, the screen is cleared before the prompt.
    const south = out.indexOf("=== Turn 1: south's orders.");
    expect(out.lastIndexOf(clear, south)).toBe(south - clear.length);
  });
});
