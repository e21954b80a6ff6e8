import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { assertSchema, compileSchema, isRejected } from "@core/engine";
import { describe, expect, it } from "vitest";
import { type Action, engine, legalActions, perft, type Setup } from "../src/index.js";

// The hand-worked action sets of conformance/shing-shang/action-counts.json, checked against
// the engine. The file has its own schema since kits cannot call legalActions or perft.
const dir = new URL("../../../conformance/shing-shang/", import.meta.url);
const read = (name: string): unknown => JSON.parse(readFileSync(fileURLToPath(new URL(name, dir)), "utf8"));

interface Case {
  readonly id: string;
  readonly rule: string;
  readonly setup: Setup;
  readonly before?: readonly Action[];
  readonly count: number;
  readonly actions?: readonly Action[];
  readonly perft?: readonly { readonly depth: number; readonly count: number }[];
}
const check = compileSchema<{ cases: Case[] }>(read("action-counts.schema.json") as object);
const file = assertSchema(check, read("action-counts.json"), "conformance/shing-shang/action-counts.json");

const key = (a: Action): string => JSON.stringify(a);

describe("conformance/shing-shang/action-counts.json", () => {
  for (const c of file.cases) {
    it(c.id, () => {
      let state = engine.init(c.setup);
      for (const action of c.before ?? []) {
        const t = engine.reduce(state, action);
        expect(isRejected(t.events), `${c.id}: before-action ${key(action)} was refused`).toBe(false);
        state = t.state;
      }
      const actual = legalActions(state);
      expect(actual.length, c.rule).toBe(c.count);
      if (c.actions !== undefined) expect(actual.map(key).sort()).toEqual(c.actions.map(key).sort());
      for (const p of c.perft ?? []) expect(perft(state, p.depth), `perft depth ${p.depth}`).toBe(p.count);
    });
  }
});
