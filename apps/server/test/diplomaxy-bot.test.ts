/**
 * A Diplomaxy match with a server-side bot seat, over real sockets: the bot (the engine's
 * `greedy` level, from its seat's view) gives real orders, its units leave their planets and take
 * new ones, and the match ends as the offline replay of its log.
 */
import { replay } from "@core/engine";
import { createMatch, fetchReplay, parseLink } from "@core/match-client";
import { engine as diplomaxy, MAPS, type Order, type State } from "@engines/diplomaxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOffline, play, type TestServer, testServer } from "./helpers.js";

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

const SETUP = { ...MAPS.duel, options: { maxTurns: 5 } };

describe("Diplomaxy bot seats", () => {
  it("offers the engine's levels and refuses others", async () => {
    expect(diplomaxy.bots?.levels).toEqual(["hold", "random", "greedy"]);
    await expect(
      createMatch(server.url, { engine: "diplomaxy", seats: { south: { kind: "bot", level: "hard" } } }),
    ).rejects.toThrow(/no bot level "hard"; levels: hold, random, greedy/);
  });

  it("a greedy bot seat moves its units and takes planets against a client", async () => {
    const created = await createMatch(server.url, {
      engine: "diplomaxy",
      setup: SETUP,
      seats: { south: { kind: "bot", level: "greedy" } },
    });
    expect(Object.keys(created.links)).toEqual(["north"]);
    let n = 0;
    // The human seat only says it is ready: whatever moves is the bot's doing.
    const played = await play(created, {
      choose: (client, seat) => diplomaxy.bots?.choose(client.snapshot?.view, seat, "hold", n++) ?? null,
    });
    const match = await server.service.open(created.match.id);
    await checkOffline(server.url, created, played, match?.state);

    const full = await fetchReplay(server.url, parseLink(created.spectator).token, "full");
    const botOrders = full.actions.flatMap((a, i) => {
      const action = a as { type: string; seat?: string; orders?: Order[] };
      return full.log[i]?.seat === "south" && action.type === "orders" ? (action.orders ?? []) : [];
    });
    expect(botOrders.some((o) => o.order === "move")).toBe(true);
    expect(botOrders.some((o) => o.order === "control")).toBe(true);

    const offline = replay(diplomaxy, full.setup, full.actions);
    const start = diplomaxy.init(full.setup as typeof SETUP);
    const end = offline.state as State;
    const held = (s: State) => Object.values(s.control).filter((p) => p === "south").length;
    const startPlanets = new Set(start.units.filter((u) => u.owner === "south").map((u) => u.at));
    // Its units stand on planets none of them started on, and it holds more planets than at first.
    expect(end.units.some((u) => u.owner === "south" && !startPlanets.has(u.at))).toBe(true);
    expect(held(end)).toBeGreaterThan(held(start));
    expect(end.status).toMatchObject({ phase: "over", reason: "max-turns", winners: ["south"] });
    for (const c of played.clients.values()) c.close();
  });
});
