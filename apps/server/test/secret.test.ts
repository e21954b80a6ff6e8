/** The data directory's secret: instances starting together on one directory share one. */
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { secretIn } from "../src/server.js";

it("instances starting together on a fresh directory all read the one secret written, whole", async () => {
  const dir = await mkdtemp(join(tmpdir(), "match-secret-"));
  try {
    const secrets = await Promise.all(Array.from({ length: 16 }, () => secretIn(dir)));
    expect(secrets[0]).toMatch(/^\S{32,}$/);
    expect(new Set(secrets)).toEqual(new Set([secrets[0]]));
    // No draft left behind.
    expect(await readdir(dir)).toEqual(["secret"]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

it("refuses a secret file left empty rather than sign links with nothing", async () => {
  const dir = await mkdtemp(join(tmpdir(), "match-secret-"));
  try {
    await writeFile(join(dir, "secret"), "\n");
    await expect(secretIn(dir)).rejects.toThrow(/holds no usable secret/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
