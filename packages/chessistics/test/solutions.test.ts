import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { assertSchema, compileSchema } from "@core/engine";
import { describe, expect, it } from "vitest";
import { LEVELS, PLACEMENTS_SCHEMA, parsePlacements, run } from "../src/index.js";

const dir = fileURLToPath(new URL("../../../data/chessistics/solutions/", import.meta.url));
const validate = compileSchema(PLACEMENTS_SCHEMA);

describe.each([1, 2, 3, 4, 5, 6, 7])("solution of level %i", (n) => {
  const file = `level_0${n}.json`;
  const data = JSON.parse(readFileSync(`${dir}${file}`, "utf8"));

  it("matches the placements schema and is for this level", () => {
    assertSchema(validate, data, file);
    expect(parsePlacements(data, file).level).toBe(n);
  });

  it("completes the level with the expected metrics", () => {
    const solution = parsePlacements(data, file);
    const result = run(LEVELS[n - 1]!, solution.placements, { maxTurns: 200 });
    expect(result.status).toBe("complete");
    if (result.status !== "complete") return;
    expect(result.missions).toEqual(solution.expected?.missions);
    expect(result.state.demands.every((d) => d.received >= d.amount)).toBe(true);
  });

  it("never loses a piece to a collision", () => {
    const solution = parsePlacements(data, file);
    let collisions = 0;
    run(LEVELS[n - 1]!, solution.placements, {
      maxTurns: 200,
      onStep: (_, events) => {
        collisions += events.filter((e) => e.type === "collision").length;
      },
    });
    expect(collisions).toBe(0);
  });
});
