import { isMultiSeat } from "@core/engine";
import { CATALOGUE } from "@games/catalogue";
import { describe, expect, it } from "vitest";
import { hostedEngines, loadRegistry } from "../src/index.js";

describe("the hosted engines", () => {
  it("are the catalogue's multi-seat engines, each with its manifest's default setup, seed slot and clock", async () => {
    const registry = await loadRegistry();
    const online = CATALOGUE.filter(isMultiSeat);
    expect([...registry.keys()]).toEqual(online.map((m) => m.id));
    for (const manifest of online) {
      const entry = registry.get(manifest.id);
      expect(entry?.engine.id).toBe(manifest.id);
      expect(entry?.defaultSetup).toBe(manifest.defaultSetup);
      expect(entry?.seed).toBe(manifest.seed);
      expect(entry?.standardClock).toBe(manifest.standardClock);
    }
    expect(await loadRegistry()).toBe(registry);
  });

  it("of another catalogue are its own: a game played alone is not hosted", async () => {
    const solo = CATALOGUE.filter((m) => !isMultiSeat(m));
    expect(solo.length).toBeGreaterThan(0);
    expect((await hostedEngines(solo)).size).toBe(0);
  });
});
