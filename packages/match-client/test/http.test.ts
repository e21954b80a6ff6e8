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
