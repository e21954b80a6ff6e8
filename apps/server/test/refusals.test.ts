/**
 * Refused actions are remembered for as long as the match is held: an id refused thousands of
 * refusals ago gets its refusal again, whatever body comes with it; a seat that runs out of
 * refusals may not act any more (so none is forgotten); memory stays bounded.
 */
import { stampSeat } from "@core/engine";
import { createMatch, parseLink } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISTINCT_REFUSALS, REFUSALS_PER_SEAT, RefusalMemory, TOO_MANY_REFUSALS } from "../src/refusals.js";
import { type TestServer, testServer, until } from "./helpers.js";
import { rawSocket } from "./raw.js";

describe("RefusalMemory", () => {
  it("recalls each (seat, id) refused, and nothing else", () => {
    const memory = new RefusalMemory();
    expect(memory.recall("red", "a")).toBeUndefined();
    memory.remember("red", "a", { reason: "not-your-turn", detail: "blue moves" });
    memory.remember("red", `${"x".repeat(64)}`, { reason: "illegal" });
    expect(memory.recall("red", "a")).toEqual({ reason: "not-your-turn", detail: "blue moves" });
    expect(memory.recall("blue", "a")).toBeUndefined();
    expect(memory.recall("red", "b")).toBeUndefined();
    expect(memory.recall("red", "x".repeat(64))).toEqual({ reason: "illegal" });
    // A seat and id are not confused with another split of the same characters.
    memory.remember("re", "d\u0000a", { reason: "other" });
    expect(memory.recall("red", "a")).toEqual({ reason: "not-your-turn", detail: "blue moves" });
  });

  it("keeps every refusal up to the cap, then locks the seat out; others are untouched", () => {
    const memory = new RefusalMemory();
    for (let i = 0; i < REFUSALS_PER_SEAT; i++)
      memory.remember("A", `id-${i}`, { reason: "illegal", detail: `move ${i % 300}` });
    for (let i = 0; i < REFUSALS_PER_SEAT; i += 97)
      expect(memory.recall("A", `id-${i}`)?.reason, `id-${i}`).toBe("illegal");
    expect(memory.recall("A", "id-0")).toEqual({ reason: "illegal", detail: "move 0" });
    // Details past the distinct cap are kept by their reason alone.
    expect(memory.recall("A", `id-${DISTINCT_REFUSALS + 1}`)).toEqual({ reason: "illegal" });
    expect(memory.recall("A", "never-sent")).toMatchObject({ reason: TOO_MANY_REFUSALS });
    memory.remember("A", "one-more", { reason: "illegal" });
    expect(memory.recall("A", "one-more")?.reason).toBe(TOO_MANY_REFUSALS);
    expect(memory.recall("B", "never-sent")).toBeUndefined();
    memory.remember("B", "b1", { reason: "illegal", detail: "move 0" });
    expect(memory.recall("B", "b1")).toEqual({ reason: "illegal", detail: "move 0" });
  });
});

describe("over the wire", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({
      limits: { ratePerSecond: 1e6, burst: 1e6, maxErrors: 1e9, maxInFlight: 1e6 },
    });
  });
  afterAll(() => server.stop());

  it("an id refused thousands of refusals ago is refused again with any body; past the cap the seat is locked out", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang" });
    const red = connect(created.links.red as string);
    await until(red, (c) => c.snapshot !== null);
    const match = await server.service.open(created.match.id);
    if (match === null) throw new Error("no match");
    const legalOf = (seat: string, state = match.state) => match.engine.legalActions?.(state, seat) ?? [];
    /** Red's move now, and a blue move that becomes legal once red made it. */
    const nextPair = (): [unknown, unknown] => {
      const redMove = legalOf("red")[0];
      const after = match.engine.reduce(match.state, stampSeat(redMove, "red")).state;
      return [redMove, legalOf("blue", after)[0]];
    };

    const blue = await rawSocket(server.url);
    blue.send(JSON.stringify({ type: "hello", token: parseLink(created.links.blue as string).token }));
    await blue.waitFor(1);
    const answers = new Map<string, { type: string; reason?: string; seq?: number; duplicate?: boolean }>();
    const byId = (frame: unknown): void => {
      const f = frame as { type: string; id?: string };
      if ((f.type === "ack" || f.type === "refused") && f.id !== undefined) answers.set(f.id, f);
    };
    /** Sends blue's actions and waits for all their answers. */
    const act = async (actions: [string, unknown][]): Promise<void> => {
      const start = blue.frames.length;
      for (const [id, action] of actions) blue.send(JSON.stringify({ type: "action", id, action }));
      const deadline = Date.now() + 60_000;
      for (;;) {
        for (const f of blue.frames.splice(start)) byId(f);
        if (actions.every(([id]) => answers.has(id))) return;
        if (Date.now() > deadline)
          throw new Error(
            `no answer in 60 s to ${actions.filter(([id]) => !answers.has(id)).length} actions`,
          );
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    // Red's turn: blue's move is refused; then 1,000 more refusals (twice the old memory).
    let [redMove, blueMove] = nextPair();
    await act([["old", blueMove]]);
    const first = answers.get("old");
    expect(first).toMatchObject({ type: "refused" });
    await act(Array.from({ length: 1000 }, (_, i) => [`r${i}`, blueMove] as [string, unknown]));
    expect((await red.send(redMove)).ok).toBe(true);
    answers.delete("old");
    // Now blue's move is legal: the old id is still refused, with its body or any other.
    await act([["old", blueMove]]);
    expect(answers.get("old")).toEqual(first);
    answers.delete("old");
    await act([["old", legalOf("blue")[1]]]);
    expect(answers.get("old")).toEqual(first);
    await act([["fresh", blueMove]]);
    expect(answers.get("fresh")).toMatchObject({ type: "ack", duplicate: false });

    // Past the cap: every earlier refusal stays, and blue's new ids are refused untried.
    await until(red, (c) => c.snapshot?.seq === 2);
    [redMove, blueMove] = nextPair();
    await act(Array.from({ length: REFUSALS_PER_SEAT }, (_, i) => [`s${i}`, blueMove] as [string, unknown]));
    expect((await red.send(redMove)).ok).toBe(true);
    await until(red, (c) => c.snapshot?.seq === 3);
    await act([["late", blueMove]]);
    expect(answers.get("late")).toMatchObject({ type: "refused", reason: TOO_MANY_REFUSALS });
    for (const id of ["old", "r999", "s0"]) {
      answers.delete(id);
      await act([[id, blueMove]]);
      expect(answers.get(id), id).toMatchObject({ type: "refused", reason: first?.reason });
    }
    answers.delete("fresh");
    await act([["fresh", blueMove]]);
    expect(answers.get("fresh")).toMatchObject({ type: "ack", duplicate: true, seq: 2 });
    expect(match.seq).toBe(3);
    blue.close();
    red.close();
  }, 300_000);
});
