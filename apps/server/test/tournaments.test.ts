/**
 * Tournaments on PGlite and PostgreSQL (issue 31 §4): an organiser creates one, accounts register
 * with a deck and a linked max-level character (refused otherwise, as ranked play, §4.2), the
 * start draws the bracket with byes to the top seeds and creates each ready pairing's match on the
 * match server; greedy bots play the seats over real sockets; recorded duels advance the bracket;
 * a seat that never moves loses after the no-show delay; the server restarts mid-tournament and
 * the tournament goes on to its champion; organiser resets and awards are audited.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeLink } from "@core/match-client";
import { STARTER_DECK } from "@engines/lgc-tcg";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";
import { runBot } from "../src/bot-client.js";
import type { Database } from "../src/db/database.js";
import type { RunningServer } from "../src/server.js";
import { accountServer, as, type Player, player } from "./accounts-helpers.js";
import { BACKENDS, useBackend } from "./db-backends.js";

const STARTER = { name: "Départ", heroClass: STARTER_DECK.heroClass, cards: STARTER_DECK.cards };

interface Entrant extends Player {
  readonly deckId: string;
  readonly characterId: string;
}

interface GameView {
  game: number;
  status: string;
  play: string | null;
  replay: string | null;
  winner: string | null;
}
interface PairingView {
  id: string;
  status: string;
  entrants: (string | null)[];
  winner: string | null;
  forfeit: boolean;
  games: GameView[];
}

describe.each(BACKENDS)("on $name", ({ name, skip }) => {
  const backend = useBackend(name, skip);
  let database: Database;
  let server: RunningServer;
  let dir: string;
  let clock = Date.now();
  let orga: Player;

  const startOn = async () =>
    accountServer(database, dir, { now: () => new Date(clock), maxLevel: 80, tournamentSweepMs: 100 });

  beforeAll(async () => {
    if (skip) return;
    dir = await mkdtemp(join(tmpdir(), "tournaments-"));
    database = await backend.fresh();
    server = await startOn();
    orga = await player(database.db, "Orga"); // the base's first account: its organiser
  }, 180_000);
  afterAll(async () => {
    stopBots();
    await server?.close();
    await database?.close();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  const call = (method: "GET" | "POST", url: string, who: Player | null, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: {
        ...(who === null ? {} : as(who)),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  const entrant = async (label: string, level = 80): Promise<Entrant> => {
    const p = await player(database.db, label);
    const deck = await call("POST", "/api/tcg/decks", p, { deck: STARTER });
    expect(deck.statusCode, deck.body).toBe(201);
    const characterId = `ch-${Math.random().toString(36).slice(2, 12)}`;
    await database.db
      .insertInto("characters")
      .values({
        id: characterId,
        account_id: p.accountId,
        name: `Perso${label}`,
        realm: "Hyjal",
        class: STARTER.heroClass,
        race: "Humain",
        level,
        portrait: null,
        source: "claims",
      })
      .execute();
    return { ...p, deckId: deck.json().deck.id, characterId };
  };

  const create = async (body: Record<string, unknown>) => {
    const r = await call("POST", "/api/tournaments", orga, {
      name: "Coupe de la guilde",
      format: "single",
      bestOf: 1,
      seeding: "ordered",
      registrationClosesAt: new Date(clock + 3_600_000).toISOString(),
      noShowMs: 60_000,
      ...body,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as string;
  };
  const view = async (id: string, who: Player | null = null) => {
    const r = await call("GET", `/api/tournaments/${id}`, who);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as {
      status: string;
      winner: string | null;
      pairings: PairingView[];
      standings: { entrant: string; place: number | null }[];
    };
  };
  const waitFor = async <T>(
    what: string,
    probe: () => Promise<T | null | undefined | false>,
    ms = 60_000,
  ): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const got = await probe();
      if (got !== null && got !== undefined && got !== false) return got;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** Greedy bots play every running game of the listed entrants (each game once). */
  const playing = new Set<string>();
  const bots: ReturnType<typeof runBot>[] = [];
  const stopBots = () => {
    for (const b of bots.splice(0)) b.client.close();
    playing.clear();
  };
  const playGames = async (id: string, entrants: readonly Entrant[]) => {
    for (const e of entrants) {
      const mine = (await view(id, e)).pairings.flatMap((p) => p.games).filter((g) => g.play !== null);
      for (const g of mine) {
        const token = g.play as string;
        if (playing.has(token)) continue;
        playing.add(token);
        const bot = runBot(makeLink(server.url, token), { level: "greedy", seed: playing.size });
        bot.done.catch(() => {});
        bots.push(bot);
      }
    }
  };

  test.skipIf(skip)(
    "registration: the ranked rules, the window and the capacity; organisers only create",
    async () => {
      const low = await entrant("Bas", 70);
      const id = await create({ maxEntrants: 2 });
      expect((await call("POST", "/api/tournaments", low, { name: "x" })).statusCode).toBe(403);
      const bad = await call("POST", "/api/tournaments", orga, { name: "x", format: "triple", bestOf: 1 });
      expect(bad.json()).toMatchObject({ error: "invalid", message: 'format: "single" or "double"' });
      const lowRegister = await call("POST", `/api/tournaments/${id}/register`, low, {
        deckId: low.deckId,
        characterId: low.characterId,
      });
      expect(lowRegister.json()).toMatchObject({ error: "refused", reason: "character-level" });
      const noHero = await call("POST", `/api/tournaments/${id}/register`, low, { deckId: low.deckId });
      expect(noHero.json()).toMatchObject({ error: "refused", reason: "character-needed" });
      const [a, b, c] = [await entrant("A"), await entrant("B"), await entrant("C")];
      for (const e of [a, b])
        expect(
          (
            await call("POST", `/api/tournaments/${id}/register`, e, {
              deckId: e.deckId,
              characterId: e.characterId,
            })
          ).statusCode,
        ).toBe(200);
      const full = await call("POST", `/api/tournaments/${id}/register`, c, {
        deckId: c.deckId,
        characterId: c.characterId,
      });
      expect(full.json()).toMatchObject({ error: "refused", reason: "tournament-full" });
      const later = await create({ registrationOpensAt: new Date(clock + 60_000).toISOString() });
      const early = await call("POST", `/api/tournaments/${later}/register`, c, {
        deckId: c.deckId,
        characterId: c.characterId,
      });
      expect(early.json()).toMatchObject({ error: "refused", reason: "registration-closed" });
      expect((await view(id)).pairings).toEqual([]);
    },
  );

  test.skipIf(skip)("the routes' bodies (fuzzed) are refused with a 4xx and change nothing", async () => {
    const id = await create({});
    const e = await entrant("Fuzz");
    const count = async () => ({
      tournaments: (await database.db.selectFrom("tournaments").select("id").execute()).length,
      entrants: (await database.db.selectFrom("tournament_entrants").select("account_id").execute()).length,
    });
    const before = await count();
    const routes = [
      ["/api/tournaments", orga],
      [`/api/tournaments/${id}/register`, e],
      [`/api/tournaments/${id}/order`, orga],
      [`/api/tournaments/${id}/pairings/W1-1/reset`, orga],
      [`/api/tournaments/${id}/pairings/W1-1/award`, orga],
    ] as const;
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 3 }),
    );
    const body = fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          "name",
          "format",
          "bestOf",
          "deckId",
          "characterId",
          "order",
          "reason",
          "winner",
          "x",
        ),
        value,
      ),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async ([url, who], payload) => {
        const r = await call("POST", url, who, payload === undefined ? null : payload);
        expect(r.statusCode, `${url} ${JSON.stringify(payload)} → ${r.body}`).toBeGreaterThanOrEqual(400);
        expect(r.statusCode, r.body).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await count()).toEqual(before);
  });

  test.skipIf(skip)(
    "a bracket is watched over the matches' WebSocket: a notice at once and at each change",
    async () => {
      const id = await create({});
      const socket = new WebSocket(`${server.url.replace("http", "ws")}/ws`, {
        headers: { origin: server.url },
      });
      const notices: unknown[] = [];
      socket.on("message", (data) => notices.push(JSON.parse(String(data))));
      await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
      socket.send(JSON.stringify({ type: "watch", topic: `tournament:${id}` }));
      await waitFor("the first notice", async () => notices.length === 1);
      const e = await entrant("Veilleur");
      await call("POST", `/api/tournaments/${id}/register`, e, {
        deckId: e.deckId,
        characterId: e.characterId,
      });
      await waitFor("the registration's notice", async () => notices.length === 2);
      expect(notices).toEqual([
        { type: "notice", topic: `tournament:${id}` },
        { type: "notice", topic: `tournament:${id}` },
      ]);
      // A topic of another kind is not a frame of the protocol.
      socket.send(JSON.stringify({ type: "watch", topic: "match:x" }));
      await waitFor("the refusal", async () => notices.length === 3);
      expect(notices[2]).toMatchObject({ type: "error", code: "invalid-message" });
      socket.close();
    },
  );

  test.skipIf(skip)(
    "five entrants: byes to the top three, bots play, a no-show loses, the server restarts, a champion",
    async () => {
      const five = [
        await entrant("Un"),
        await entrant("Deux"),
        await entrant("Trois"),
        await entrant("Quatre"),
        await entrant("Cinq"),
      ];
      const id = await create({ noShowMs: 60_000 });
      for (const e of five)
        expect(
          (
            await call("POST", `/api/tournaments/${id}/register`, e, {
              deckId: e.deckId,
              characterId: e.characterId,
            })
          ).statusCode,
        ).toBe(200);
      const order = await call("POST", `/api/tournaments/${id}/order`, orga, {
        order: five.map((e) => e.accountId),
      });
      expect(order.statusCode, order.body).toBe(200);
      expect((await call("POST", `/api/tournaments/${id}/start`, five[0] as Player)).statusCode).toBe(403);
      expect((await call("POST", `/api/tournaments/${id}/start`, orga)).statusCode).toBe(200);

      const drawn = await view(id);
      expect(drawn.status).toBe("running");
      const byes = drawn.pairings.filter((p) => p.status === "bye").map((p) => p.winner);
      expect(byes.sort()).toEqual([five[0], five[1], five[2]].map((e) => e?.accountId).sort());
      // Seeds 4 and 5 meet in the only first-round game; seeds 2 and 3, both through on a bye,
      // meet in a semifinal at once. Each has its match, with a seat for each entrant.
      const first = drawn.pairings.filter((p) => p.status === "ready");
      expect(first.map((p) => [p.id, [...p.entrants].sort()])).toEqual([
        ["W1-2", [five[3]?.accountId, five[4]?.accountId].sort()],
        ["W2-2", [five[1]?.accountId, five[2]?.accountId].sort()],
      ]);
      expect(
        (await view(id, five[3])).pairings.flatMap((p) => p.games).filter((g) => g.play !== null),
      ).toHaveLength(1);
      expect(
        (await view(id, five[0])).pairings.flatMap((p) => p.games).filter((g) => g.play !== null),
      ).toHaveLength(0);

      // Seed 5 never shows up: the others' bots play; past the delay seed 4 goes through.
      await playGames(id, five.slice(0, 4));
      await new Promise((r) => setTimeout(r, 2_000));
      clock += 61_000;
      const afterNoShow = await waitFor("the no-show forfeit", async () => {
        const v = await view(id);
        const p = v.pairings.find((x) => x.id === "W1-2");
        return p?.status === "done" ? p : null;
      });
      expect(afterNoShow).toMatchObject({ winner: five[3]?.accountId, forfeit: true });

      // Semifinals: seed 1 against seed 4, seed 2 against seed 3. Play them.
      await playGames(id, five);
      await waitFor(
        "a semifinal to end",
        async () => {
          const v = await view(id);
          return v.pairings.filter((p) => p.id.startsWith("W2") && p.status === "done").length >= 1;
        },
        120_000,
      );

      // Restart mid-tournament: the same store and database; the games go on.
      expect((await view(id)).status).toBe("running");
      await server.close();
      stopBots();
      server = await startOn();
      const champion = await waitFor(
        "the champion",
        async () => {
          await playGames(id, five);
          const v = await view(id);
          return v.status === "over" ? v : null;
        },
        180_000,
      );
      expect(champion.winner).not.toBeNull();
      expect(champion.standings[0]).toMatchObject({ entrant: champion.winner, place: 1 });
      const played = champion.pairings.filter((p) => p.status === "done" && !p.forfeit);
      expect(played.every((p) => p.games.some((g) => g.replay !== null))).toBe(true);
      // Recorded as duels of context tournament.
      const duels = await database.db
        .selectFrom("duels")
        .select(["context", "status"])
        .where("context", "=", "tournament")
        .execute();
      expect(duels.filter((d) => d.status === "over").length).toBeGreaterThanOrEqual(3);
      stopBots();

      // A dispute: the final reset (audited), then awarded.
      const final = champion.pairings.find((p) => p.id === "W3-1") as PairingView;
      expect(
        (await call("POST", `/api/tournaments/${id}/pairings/W2-1/reset`, orga, { reason: "x" })).json(),
      ).toMatchObject({
        reason: "bracket",
        error: "refused",
      });
      const reset = await call("POST", `/api/tournaments/${id}/pairings/W3-1/reset`, orga, {
        reason: "écran figé",
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const loser = final.entrants.find((e) => e !== final.winner) as string;
      const award = await call("POST", `/api/tournaments/${id}/pairings/W3-1/award`, orga, {
        winner: loser,
        reason: "accord des deux",
      });
      expect(award.statusCode, award.body).toBe(200);
      const settled = await view(id);
      expect(settled).toMatchObject({ status: "over", winner: loser });
      const audit = await database.db
        .selectFrom("audit")
        .select(["action", "detail"])
        .where("subject_id", "=", id)
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual(
        [
          "tournament.award",
          "tournament.create",
          "tournament.order",
          "tournament.reset",
          "tournament.start",
        ].sort(),
      );
    },
    400_000,
  );
});
