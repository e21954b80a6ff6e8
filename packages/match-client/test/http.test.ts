/**
 * The HTTP API's errors (src/http.ts): a refused request throws an `HttpError` whose message keeps
 * its old `<status>: <words>` form, with the body's kind and, for a refused setup, the engine's
 * reason, pointer and words, read defensively (any body may come back, a proxy's page included).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMatch, HttpError } from "../src/index.js";

function answer(status: number, body: string): void {
  vi.stubGlobal("fetch", async () => new Response(body, { status, statusText: "Bad Request" }));
}

async function refusal(): Promise<HttpError> {
  const error = await createMatch("http://127.0.0.1:1", { engine: "lgc-tcg" }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a request the server turns down", () => {
  it("a refused setup gives its reason, pointer and words apart", async () => {
    const setup = {
      reason: "unknown-card",
      pointer: "/players/0/deck/cards/3",
      detail: 'unknown card "x" version 1',
    };
    answer(
      400,
      JSON.stringify({ error: "request", message: `setup: ${setup.pointer}: ${setup.detail}`, setup }),
    );
    const error = await refusal();
    expect(error.message).toBe(`400: setup: ${setup.pointer}: ${setup.detail}`);
    expect(error).toMatchObject({ status: 400, code: "request", setup });
  });

  it("a setup refused without a reason has none; a setup of another shape is not read", async () => {
    answer(
      400,
      JSON.stringify({
        error: "request",
        message: "setup: (root): bad",
        setup: { pointer: "", detail: "bad" },
      }),
    );
    expect((await refusal()).setup).toEqual({ pointer: "", detail: "bad" });
    answer(400, JSON.stringify({ error: "request", message: "m", setup: { pointer: 3, detail: "bad" } }));
    expect((await refusal()).setup).toBeNull();
    answer(
      400,
      JSON.stringify({ error: "request", message: "m", setup: { reason: 7, pointer: "", detail: "d" } }),
    );
    expect((await refusal()).setup).toEqual({ pointer: "", detail: "d" });
  });

  it("other errors keep their words; a body that is not the server's gives the status text", async () => {
    answer(400, JSON.stringify({ error: "request", message: 'no seat "C"; seats: A, B' }));
    expect(await refusal()).toMatchObject({
      message: '400: no seat "C"; seats: A, B',
      code: "request",
      setup: null,
    });
    answer(502, "<html>bad gateway</html>");
    expect(await refusal()).toMatchObject({
      message: "502: Bad Request",
      status: 502,
      code: null,
      setup: null,
    });
    answer(400, JSON.stringify({ message: "m", ["__proto__"]: { setup: { pointer: "", detail: "d" } } }));
    expect(await refusal()).toMatchObject({ code: null, setup: null });
  });
});

describe("creating a match", () => {
  /** Answers each request in turn (a thrown error: the server could not be reached); records the bodies. */
  function answers(...replies: (Response | Error)[]): unknown[] {
    const bodies: unknown[] = [];
    vi.stubGlobal("fetch", async (_url: URL, init: { body: string }) => {
      bodies.push(JSON.parse(init.body));
      const reply = replies.shift();
      if (reply === undefined || reply instanceof Error) throw reply ?? new Error("no more answers");
      return reply;
    });
    return bodies;
  }
  const created = (): Response =>
    new Response(JSON.stringify({ match: { id: "m" }, links: {}, spectator: "s" }), { status: 201 });
  const unavailable = (): Response =>
    new Response(JSON.stringify({ error: "unavailable", message: "try again" }), {
      status: 503,
      headers: { "retry-after": "1" },
    });

  it("sends a fresh creation id, and the same one again after a 503 or a lost request", async () => {
    const bodies = answers(unavailable(), new TypeError("fetch failed"), created());
    const match = await createMatch("http://127.0.0.1:1", { engine: "lgc-tcg" }, { maxDelayMs: 10 });
    expect(match.match.id).toBe("m");
    expect(bodies).toHaveLength(3);
    const ids = bodies.map((b) => (b as { creationId: string }).creationId);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(1);
    // Another call, another id.
    const again = answers(created());
    await createMatch("http://127.0.0.1:1", { engine: "lgc-tcg" });
    expect((again[0] as { creationId: string }).creationId).not.toBe(ids[0]);
  });

  it("keeps the caller's creation id, and gives up after its retries with the last answer", async () => {
    const bodies = answers(unavailable(), unavailable());
    const error = await createMatch(
      "http://127.0.0.1:1",
      { engine: "lgc-tcg", creationId: "c".repeat(22) },
      { retries: 1, maxDelayMs: 10 },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: "unavailable" });
    expect(bodies.map((b) => (b as { creationId: string }).creationId)).toEqual([
      "c".repeat(22),
      "c".repeat(22),
    ]);
    answers(new TypeError("fetch failed"));
    await expect(createMatch("http://127.0.0.1:1", { engine: "lgc-tcg" }, { retries: 0 })).rejects.toThrow(
      /fetch failed/,
    );
  });

  it("does not send again a request the server turned down", async () => {
    const bodies = answers(
      new Response(JSON.stringify({ error: "request", message: "no" }), { status: 400 }),
    );
    await expect(createMatch("http://127.0.0.1:1", { engine: "x" })).rejects.toMatchObject({ status: 400 });
    expect(bodies).toHaveLength(1);
  });
});
