import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Engine, isRecord, reject } from "@core/engine";
import { describe, expect, it } from "vitest";
import { createConformanceCommand } from "../src/conformance.js";
import { fakeIo } from "./io.js";

/** A tiny engine defined here so the command is tested without any real game. */
const flip: Engine<{ up: boolean }, { up: boolean }, { type: "flip" }, { type: "flipped"; up: boolean }> = {
  id: "flip",
  init: (setup) => ({ up: setup.up }),
  reduce: (state, action) =>
    isRecord(action) && action.type === "flip"
      ? { state: { up: !state.up }, events: [{ type: "flipped", up: !state.up }] }
      : reject(state, action, "invalid-action"),
};

function kit(scenarios: object[], engine = "flip"): string {
  return JSON.stringify({ engine, title: "Flipping", source: "test", scenarios });
}
const passing = {
  id: "flips",
  rule: "t §1",
  description: "flip turns up to down",
  setup: { up: true },
  steps: [{ action: { type: "flip" }, expect: { events: [{ type: "flipped", up: false }] } }],
};
const failing = {
  id: "wrong",
  rule: "t §1",
  description: "expects the wrong side",
  setup: { up: true },
  expect: { state: { up: false } },
};

function dir(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), "kits-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(d, name), text);
  return d;
}

const command = createConformanceCommand(new Map([["flip", flip]]));

describe("games conformance", () => {
  it("runs kits from a directory outside the repo and ends with the tally", async () => {
    const d = dir({ "a.kit.json": kit([passing]), "b.kit.json": kit([{ ...passing, id: "again" }]) });
    const io = fakeIo();
    expect(await command.run([d], io)).toBe(0);
    expect(io.out().trim().split("\n").at(-1)).toBe("2 passed, 0 failed");
  });

  it("prints each failure with its diff and exits 1", async () => {
    const d = dir({ "a.kit.json": kit([passing, failing]) });
    const io = fakeIo();
    expect(await command.run([join(d, "a.kit.json")], io)).toBe(1);
    expect(io.out()).toContain("✗ wrong (scenario, state at /up): not equal");
    expect(io.out()).toContain("expected: false");
    expect(io.out()).toContain("actual:   true");
    expect(io.out().trim().split("\n").at(-1)).toBe("1 passed, 1 failed");
  });

  it("resolves relative paths against the caller's directory", async () => {
    const d = dir({ "a.kit.json": kit([passing]) });
    const io = fakeIo([], d);
    expect(await command.run(["a.kit.json"], io)).toBe(0);
  });

  it("exits 2 on an invalid kit, naming the file and pointer", async () => {
    const d = dir({ "bad.kit.json": kit([{ ...passing, rule: 3 }]) });
    const io = fakeIo();
    expect(await command.run([d], io)).toBe(2);
    expect(io.err()).toContain(`${join(d, "bad.kit.json")}: /scenarios/0/rule: must be string`);
  });

  it("exits 2 on an unreadable path or an unknown engine id", async () => {
    const io = fakeIo();
    expect(await command.run(["/no/such/dir"], io)).toBe(2);
    const d = dir({ "x.kit.json": kit([passing], "nope") });
    const io2 = fakeIo();
    expect(await command.run([d], io2)).toBe(2);
    expect(io2.err()).toContain('unknown engine id "nope" (known: flip)');
  });

  it("exits 2 when there is no kit at all", async () => {
    const io = fakeIo();
    expect(await command.run([dir({ "readme.txt": "hi" })], io)).toBe(2);
    expect(io.err()).toContain("no *.kit.json found");
  });
});
