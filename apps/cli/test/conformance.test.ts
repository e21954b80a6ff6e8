import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE } from "@games/catalogue";
import { ENGINE_IDS } from "@games/conformance";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/cli.js";
import { fakeIo } from "./io.js";

// `games conformance` is @games/conformance's command (tested in @core/conformance with fake
// engines and adapters); here: it is wired to the bundled engines and the repository's kits.
const root = fileURLToPath(new URL("../../..", import.meta.url));

describe("games conformance", () => {
  it("runs every kit of the repository against the bundled engines", async () => {
    const io = fakeIo([], root);
    expect(await runCli(["conformance"], io)).toBe(0);
    expect(io.out()).toContain("✓ conformance/pigment/mix.kit.json — Mixing table: 54/54");
    expect(io.out().trim().split("\n").at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(io.out()).toContain("✓ conformance/lgc-tcg-collection/economy.kit.json");
    expect(ENGINE_IDS).toEqual(CATALOGUE.map((m) => m.id));
  });

  it("resolves paths against the caller's directory and exits 2 on an unknown engine", async () => {
    const d = mkdtempSync(join(tmpdir(), "kits-"));
    writeFileSync(
      join(d, "x.kit.json"),
      JSON.stringify({
        engine: "nope",
        title: "t",
        source: "s",
        scenarios: [{ id: "a", rule: "r", description: "d", setup: {}, expect: { state: {} } }],
      }),
    );
    const io = fakeIo([], d);
    expect(await runCli(["conformance", "x.kit.json"], io)).toBe(2);
    expect(io.err()).toMatch(/x\.kit\.json: \/engine: unknown engine id "nope"/);
  });
});
