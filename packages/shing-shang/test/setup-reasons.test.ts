/**
 * Reasons (RULES.md §2.1, §6). Each setup reason's case, the reasons given to hostile setups and
 * random probes, and RULES.md naming each are the engine suite's (test/suite.test.ts); here, the
 * reason guards and the words of a refused setup.
 */
import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { engine, isShingShangRefusal, isShingShangSetupReason } from "../src/index.js";

describe("reason codes", () => {
  it("a refused setup's message is its pointer and its words", () => {
    let error: unknown;
    try {
      engine.init({ maxPlies: 0 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SetupError);
    const { message, pointer, detail } = error as SetupError;
    expect(message).toBe(`${pointer}: ${detail}`);
  });

  it("the guards know the lists and nothing else", () => {
    expect(isShingShangSetupReason("no-dragon")).toBe(true);
    expect(isShingShangSetupReason("toString")).toBe(false);
    expect(isShingShangRefusal("after-portal")).toBe(true);
    for (const other of ["taunt", "toString", "", null]) expect(isShingShangRefusal(other)).toBe(false);
  });
});
