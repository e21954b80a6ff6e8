import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { formatTrace, hashJson, parseTraceText, recordTrace, replayGame, TraceError } from "../src/vitest.js";
import { checkedTally } from "./tally-manifest.js";

const FILE = fileURLToPath(new URL("./fixtures/suite/tally.trace.jsonl", import.meta.url));
const text = readFileSync(FILE, "utf8");
const setups = fc.record({ limit: fc.integer({ min: 1, max: 4 }) });

describe("hashJson", () => {
  it("gives 16 hex digits that tell values apart, key order included", () => {
    const values = [null, 0, "0", [], {}, { a: 1, b: 2 }, { b: 2, a: 1 }, [1, 2], [2, 1], "é", "e"];
    const hashes = values.map(hashJson);
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(hashes).size).toBe(values.length);
    expect(hashJson({ a: [1, { b: "x" }] })).toBe(hashJson(JSON.parse('{"a":[1,{"b":"x"}]}')));
  });

  it("is the documented function: FNV-1a lanes over UTF-16 code units, finished with fmix32", () => {
    // The empty string "" is JSON "\"\"": two code units 0x22. Worked through by hand below.
    const fmix32 = (h: number) => {
      let x = h ^ (h >>> 16);
      x = Math.imul(x, 0x85ebca6b);
      x ^= x >>> 13;
      x = Math.imul(x, 0xc2b2ae35);
      return (x ^ (x >>> 16)) >>> 0;
    };
    const lane = (basis: number, prime: number) =>
      fmix32(Math.imul(Math.imul(basis ^ 0x22, prime) ^ 0x22, prime))
        .toString(16)
        .padStart(8, "0");
    expect(hashJson("")).toBe(lane(0x811c9dc5, 0x01000193) + lane(0x050c5d1f, 0x5bd1e995));
  });
});

describe("golden traces", () => {
  it("records the same file twice from the same seed, and that file replays", () => {
    const options = { setups, games: 4, maxSteps: 12, seed: 7 };
    const a = formatTrace(recordTrace(checkedTally, options));
    expect(formatTrace(recordTrace(checkedTally, options))).toBe(a);
    const trace = parseTraceText(a, "a.jsonl");
    for (const game of trace.games) expect(replayGame(checkedTally, game)).toBeNull();
    // The fixture was recorded from the tally with these options, so it reads the same.
    expect(parseTraceText(text, "tally.trace.jsonl").games.map((g) => g.setup)).toEqual(
      trace.games.map((g) => g.setup),
    );
  });

  it("records refused actions besides legal ones", () => {
    const trace = recordTrace(checkedTally, { setups, games: 6, maxSteps: 30, seed: 3 });
    const events = trace.games.flatMap((g) => g.steps.flatMap((s) => s.events as { type: string }[]));
    expect(events.some((e) => e.type === "rejected")).toBe(true);
    expect(events.some((e) => e.type === "counted")).toBe(true);
  });

  it("names the first step where an engine leaves the recording", () => {
    const trace = parseTraceText(text, "tally.trace.jsonl");
    const game = trace.games.find((g) =>
      g.steps.some((s) => (s.events as { type: string }[])[0]?.type === "counted"),
    )!;
    // Counting by two: the events differ at the first count.
    const byTwo = {
      ...checkedTally,
      reduce: (s: never, a: never) => {
        const t = checkedTally.reduce(s, a);
        return t.events[0]?.type === "counted" ? checkedTally.reduce(t.state, a) : t;
      },
    };
    const first = game.steps.findIndex((s) => (s.events as { type: string }[])[0]?.type === "counted");
    expect(replayGame(byTwo, game)).toMatchObject({ game: game.game, step: first, what: "events" });
    // The same events, another state: a note written in the state.
    const noting = {
      ...checkedTally,
      reduce: (s: never, a: never) => {
        const t = checkedTally.reduce(s, a);
        return { ...t, state: { ...t.state, note: "x" } };
      },
    };
    expect(replayGame(noting, game)).toMatchObject({ step: 0, what: "state" });
    const wrongStart = { ...checkedTally, init: () => ({ count: 0, limit: 9, phase: "counting", note: "" }) };
    expect(replayGame(wrongStart as never, game)).toMatchObject({ step: null, what: "init" });
    const moreLegal = {
      ...checkedTally,
      legalActions: () => [{ type: "count" }, { type: "reset" }, { type: "undo" }],
    };
    expect(replayGame(moreLegal as never, game)).toMatchObject({ step: 0, what: "legal" });
  });

  it("refuses a file that is not a trace, with the line and pointer", () => {
    const [header, ...games] = text.trim().split("\n");
    const lines = (...l: string[]) => `${l.join("\n")}\n`;
    expect(() => parseTraceText("nope", "t")).toThrow(TraceError);
    expect(() => parseTraceText(lines(games[0]!), "t")).toThrow("t:1: the first line is the header");
    expect(() => parseTraceText(lines(header!, games[1]!), "t")).toThrow("t:2: /game: must be 0, its place");
    expect(() => parseTraceText(lines(header!, games[0]!), "t")).toThrow("the header announces 4 games");
    expect(() => parseTraceText(lines(header!.replace("golden-trace/1", "golden-trace/9")), "t")).toThrow(
      "t:1",
    );
    const bad = games[0]!.replace(/"state":"[0-9a-f]{16}"/, '"state":"xyz"');
    expect(() => parseTraceText(lines(header!, bad), "t")).toThrow(/t:2: \/steps\/\d+\/state/);
  });
});
