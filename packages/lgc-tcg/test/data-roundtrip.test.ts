import { fc } from "@core/engine/testing";
import { describe, expect, it, vi } from "vitest";
import { cardArb } from "../src/data/arbitrary.js";
import { launchCorpus, makeCard, parseCard, validateCard } from "../src/data/index.js";

// The first check compiles the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 30_000 });

describe("card round-trip (fast-check over the schema's shape)", () => {
  it("every generated card passes the schema and the launch corpus's reference checks", () => {
    const corpus = launchCorpus();
    fc.assert(
      fc.property(cardArb, (card) => {
        const result = validateCard(card, corpus);
        if (!result.ok) throw new Error(JSON.stringify(result.issues));
      }),
      { numRuns: 300 },
    );
  });

  it("parseCard(makeCard(card)) gives the card back, and makeCard is stable", () => {
    fc.assert(
      fc.property(cardArb, (card) => {
        const text = makeCard(card);
        const parsed = parseCard(text);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.value).toEqual(card);
        expect(makeCard(parsed.value)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it("a generated card missing any required key is refused, with that key's pointer", () => {
    const required = ["id", "version", "type", "rarity", "cost", "abilities", "rankId", "optOut"] as const;
    fc.assert(
      fc.property(cardArb, fc.constantFrom(...required), (card, key) => {
        const { [key]: _dropped, ...rest } = card;
        const result = validateCard(rest);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.issues.map((i) => i.pointer)).toContain(`/${key}`);
      }),
      { numRuns: 200 },
    );
  });
});
