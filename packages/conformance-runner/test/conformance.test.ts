import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { CATALOGUE } from "@games/catalogue";
import { describe, expect, it } from "vitest";
import { conformance, ENGINE_IDS, KITS_DIR, loadEngines } from "../src/index.js";

const root = fileURLToPath(new URL("../../..", import.meta.url));

async function run(args: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (c) => {
    out += c;
  });
  stderr.on("data", (c) => {
    err += c;
  });
  const code = await conformance(args, { stdout, stderr, cwd: root });
  return { code, out, err, last: out.trim().split("\n").at(-1) };
}

describe("@games/conformance", () => {
  it("bundles one engine per kit folder, under the id its kits use", async () => {
    const folders = readdirSync(KITS_DIR).filter((d) => statSync(join(KITS_DIR, d)).isDirectory());
    expect([...ENGINE_IDS].sort()).toEqual(folders.sort());
    expect(ENGINE_IDS).toEqual(CATALOGUE.map((m) => m.id));
    const engines = await loadEngines();
    expect([...engines.keys()]).toEqual(ENGINE_IDS);
    for (const [id, engine] of engines) expect(engine.id).toBe(id);
  });

  it("in the repository, the default kits are conformance/ itself", () => {
    expect(KITS_DIR).toBe(join(root, "conformance"));
  });

  it("passes every kit with the bundled engines", async () => {
    const { code, last } = await run([]);
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(code).toBe(0);
  });

  it("the Python Pigment (examples/pigment-python) passes every Pigment kit through the protocol", async () => {
    const { code, out, err, last } = await run(["--exec", "python3 examples/pigment-python/main.py"]);
    expect(err).toBe("");
    expect(out).toContain("✓ conformance/pigment/setup.kit.json — Setups refused: 6/6");
    expect(out).not.toContain("conformance/diplomaxy");
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(code).toBe(0);
  });
});
