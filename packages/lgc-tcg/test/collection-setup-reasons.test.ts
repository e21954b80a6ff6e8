import { readFileSync } from "node:fs";
import { SetupError } from "@core/engine";
import { adversarialSetups, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import economy from "../../../data/lgc-tcg/economy.json";
import {
  COLLECTION_SETUP_REASONS,
  type CollectionSetupReason,
  collectionEngine,
  isCollectionSetupReason,
} from "../src/index.js";

/** The error `init` throws for `setup`; fails the test when it builds a state. */
function refusal(setup: unknown): SetupError {
  try {
    collectionEngine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("the setup was accepted");
}

const copy = { cardId: "crea_archiviste", version: 1, normal: 1, foil: 0 };

/** Each reason, from the case it names, with the pointer it is given at. */
const CASES: Record<CollectionSetupReason, { readonly setup: unknown; readonly at: string }> = {
  schema: { setup: { seed: 1, sceaux: -1 }, at: "/sceaux" },
  reference: { setup: { seed: 1, copies: [copy, copy] }, at: "/copies/1" },
  "unknown-member": { setup: { seed: 1, member: "nobody" }, at: "/member" },
  "not-in-pool": {
    setup: { seed: 1, starter: [{ cardId: "crea_nobody", version: 1, count: 1 }] },
    at: "/starter/0/cardId",
  },
  "unknown-starter-deck": {
    setup: { seed: 1, rules: { ...economy, starterDeck: "decks/none.json" } },
    at: "/rules/starterDeck",
  },
};

describe("a refused collection setup says why in a code (RULES.md §14)", () => {
  for (const reason of COLLECTION_SETUP_REASONS)
    it(`${reason}: the case it names`, () => {
      const error = refusal(CASES[reason].setup);
      expect(error.reason).toBe(reason);
      expect(error.pointer).toBe(CASES[reason].at);
    });

  it("gives every refusal one of its documented reasons, whatever the setup", () => {
    fc.assert(
      fc.property(adversarialSetups([{ seed: 1 }, { seed: "s", copies: [copy], sceaux: 5 }]), (setup) => {
        try {
          collectionEngine.init(setup as never);
        } catch (error) {
          if (!(error instanceof SetupError)) throw error;
          expect(isCollectionSetupReason(error.reason), `${error.reason}: ${error.message}`).toBe(true);
        }
      }),
      { numRuns: 200, seed: 28 },
    );
  });

  it("lists every reason in RULES.md", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    const section = rules.slice(rules.indexOf("## 14."));
    for (const reason of COLLECTION_SETUP_REASONS) expect(section).toContain(`\`${reason}\``);
    expect(isCollectionSetupReason("toString")).toBe(false);
  });
});
