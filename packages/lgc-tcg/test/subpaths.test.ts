import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import * as bots from "../src/entries/bots.js";
import * as collection from "../src/entries/collection.js";
import * as data from "../src/entries/data.js";
import * as duel from "../src/entries/engine.js";
import * as all from "../src/index.js";

// The package's subpaths (issue 28): an importer of the duel engine (`/engine`) does not pull the
// card tooling, the collection or the bots, and every export of the main entry is in one of them.

const SRC = fileURLToPath(new URL("../src/", import.meta.url));

/** The source files a module loads statically (value imports and re-exports), itself included. */
function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith(".ts")) continue;
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+"(\.{1,2}\/[^"]+)";/gms)) {
      const path = normalize(join(dirname(file), m[1] as string));
      const ts = path.replace(/\.js$/, ".ts");
      todo.push(existsSync(ts) ? ts : path);
    }
  }
  return new Set([...seen].map((f) => f.slice(SRC.length)));
}

describe("subpaths", () => {
  test("/engine loads the duel without the card tooling, the collection, the bots or the sandbox", () => {
    const loaded = [...closure(join(SRC, "entries/engine.ts"))];
    expect(loaded).toContain("engine.ts");
    const tooling =
      /^(data\/(lint|budget|text|deckbuilding)|balance|balance-report|ismcts|bot|sandbox|collection\/)/;
    expect(loaded.filter((f) => tooling.test(f))).toEqual([]);
  });

  test("/data, /collection and /bots hold the tooling, the collection and the bots", () => {
    expect(closure(join(SRC, "entries/data.ts"))).toContain("data/lint.ts");
    expect(closure(join(SRC, "entries/collection.ts"))).toContain("collection/engine.ts");
    expect(closure(join(SRC, "entries/bots.ts"))).toContain("ismcts.ts");
  });

  test("each subpath exports the main entry's values, and the main entry nothing else but the sandbox", () => {
    const main = new Map(Object.entries(all));
    const parts: Record<string, unknown>[] = [duel, data, collection, bots];
    for (const part of parts)
      for (const [name, value] of Object.entries(part)) expect(main.get(name), name).toBe(value);
    const inParts = new Set(parts.flatMap((p) => Object.keys(p)));
    // Positions set up by hand and checked (the sandbox page's): a tool of the main entry only.
    expect(
      Object.keys(all)
        .filter((name) => !inParts.has(name))
        .sort(),
    ).toEqual(["SANDBOX_SCHEMA", "STATE_SCHEMA", "checkState", "composeState"]);
  });
});
