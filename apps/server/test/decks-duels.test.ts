/**
 * Saved decks and account duels on PGlite and PostgreSQL (issue 27 §4, §5): decks created,
 * edited on their revision, copied, deleted and shared read-only, another account's id finding
 * nothing; withdrawn cards kept out of decks; invitations with a saved deck, friendly (any class)
 * and ranked (a linked character at the maximum level, of the deck's class, a legal owned deck),
 * each refusal with its reason and nothing written; two acceptances at once making one match; a
 * duel played to its end over real sockets, recorded once with the engine's facts, in both
 * profiles and in the dashboard's report; every new route's bodies fuzzed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FullReplay, makeLink } from "@core/match-client";
import { BUNDLED_CORPUS, type DuelFacts, engine, STARTER_DECK } from "@engines/lgc-tcg";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MatchHost } from "../src/accounts/matches.js";
import type { Database } from "../src/db/database.js";
import type { RunningServer } from "../src/server.js";
import { recordDuel } from "../src/tcg/duels.js";
import { accountServer, as, type Player, player } from "./accounts-helpers.js";
import { BACKENDS, useBackend } from "./db-backends.js";
import { botChooser, play } from "./helpers.js";

const STARTER = { name: "Départ", heroClass: STARTER_DECK.heroClass, cards: STARTER_DECK.cards };
/** The starter deck with its two Recrues swapped for two copies of a card at `version`. */
const withGorak = (version: number) => ({
  name: `Gorak v${version}`,
  heroClass: STARTER_DECK.heroClass,
  cards: [
    ...STARTER_DECK.cards.filter((e) => e.cardId !== "crea_recrue_zelee"),
    { cardId: "crea_gorak_forgeron", version, count: 2 },
  ],
});

describe.each(BACKENDS)("on $name", ({ name, skip }) => {
  const backend = useBackend(name, skip);
  let database: Database;
  let server: RunningServer;
  let dir: string;
  let clock = Date.now();

  beforeAll(async () => {
    if (skip) return;
    dir = await mkdtemp(join(tmpdir(), "duels-"));
    database = await backend.fresh();
    server = await accountServer(database, dir, { now: () => new Date(clock), maxLevel: 80 });
    await player(database.db, "Orga"); // the base's first account: its organiser
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    who: Player | null,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers: {
        ...(who === null ? {} : as(who)),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const newDeck = async (who: Player, deck: unknown = STARTER) => {
    const r = await call("POST", "/api/tcg/decks", who, { deck });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().deck as { id: string; revision: number; shareId: string | null };
  };
  /** A duel `a` offered with a new starter deck and `b` accepted with another, and its row's match. */
  const acceptedDuel = async (a: Player, b: Player) => {
    const made = (await call("POST", "/api/tcg/duels", a, { deckId: (await newDeck(a)).id })).json();
    await call("POST", `/api/tcg/invitations/${made.invitation}/accept`, b, {
      deckId: (await newDeck(b)).id,
    });
    const row = await database.db
      .selectFrom("duels")
      .select("match_id")
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    return { made, row };
  };
  const character = async (who: Player, heroClass: string, level: number) => {
    const id = `ch-${Math.random().toString(36).slice(2, 12)}`;
    await database.db
      .insertInto("characters")
      .values({
        id,
        account_id: who.accountId,
        name: `Perso${id.slice(3)}`,
        realm: "Hyjal",
        class: heroClass,
        race: "Humain",
        level,
        portrait: null,
        source: "claims",
      })
      .execute();
    return id;
  };
  const rows = async () => ({
    decks: await database.db.selectFrom("decks").selectAll().orderBy("id").execute(),
    duels: await database.db.selectFrom("duels").selectAll().orderBy("id").execute(),
    seats: await database.db
      .selectFrom("duel_seats")
      .selectAll()
      .orderBy("duel_id")
      .orderBy("seat")
      .execute(),
  });

  test.skipIf(skip)("decks: created, edited on their revision, copied, deleted; nobody else's", async () => {
    const p = await player(database.db, "Bâtisseur");
    const other = await player(database.db, "Voisin");
    expect((await call("GET", "/api/tcg/decks", null)).statusCode).toBe(401);
    const empty = await newDeck(p, { name: "  En   cours ", heroClass: "MAGE", cards: [] });
    const listed = (await call("GET", "/api/tcg/decks", p)).json();
    expect(listed.decks).toEqual([
      expect.objectContaining({ id: empty.id, name: "En cours", heroClass: "MAGE", cards: [], revision: 1 }),
    ]);
    expect(listed.withdrawn).toEqual([]);

    const saved = await call("PUT", `/api/tcg/decks/${empty.id}`, p, { revision: 1, deck: STARTER });
    expect(saved.json().deck).toMatchObject({ revision: 2, name: "Départ", cards: STARTER_DECK.cards });
    // An edit made on revision 1 from another tab: refused with the deck as it is, nothing lost.
    const stale = await call("PUT", `/api/tcg/decks/${empty.id}`, p, {
      revision: 1,
      deck: { name: "Autre", heroClass: "MAGE", cards: [] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: "conflict", deck: { revision: 2, name: "Départ" } });

    const copy = await call("POST", `/api/tcg/decks/${empty.id}/copy`, p, { name: "Départ (2)" });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().deck).toMatchObject({ name: "Départ (2)", cards: STARTER_DECK.cards, revision: 1 });

    // Another account's deck id finds nothing, whatever the verb; the deck stays as it was.
    const before = await rows();
    for (const [method, url, body] of [
      ["PUT", `/api/tcg/decks/${empty.id}`, { revision: 2, deck: STARTER }],
      ["POST", `/api/tcg/decks/${empty.id}/copy`, {}],
      ["POST", `/api/tcg/decks/${empty.id}/share`, {}],
      ["DELETE", `/api/tcg/decks/${empty.id}/share`, undefined],
      ["DELETE", `/api/tcg/decks/${empty.id}`, undefined],
    ] as const) {
      const r = await call(method, url, other, body);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expect(r.json().error).toBe("not-found");
    }
    // Without the CSRF token, or from another site: refused before anything.
    const noCsrf = await server.app.inject({
      method: "DELETE",
      url: `/api/tcg/decks/${empty.id}`,
      headers: { cookie: p.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    const foreign = await server.app.inject({
      method: "DELETE",
      url: `/api/tcg/decks/${empty.id}`,
      headers: { ...as(p, "https://evil.example") },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await rows()).toEqual(before);

    expect((await call("DELETE", `/api/tcg/decks/${empty.id}`, p)).statusCode).toBe(200);
    expect(
      (await call("GET", "/api/tcg/decks", p)).json().decks.map((d: { name: string }) => d.name),
    ).toEqual(["Départ (2)"]);
  });

  test.skipIf(skip)("a shared deck is read by anyone with its link, until it is unshared", async () => {
    const p = await player(database.db, "Partageur");
    const deck = await newDeck(p);
    const shared = (await call("POST", `/api/tcg/decks/${deck.id}/share`, p)).json();
    expect(shared.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Sharing again keeps the same link.
    expect((await call("POST", `/api/tcg/decks/${deck.id}/share`, p)).json()).toEqual(shared);
    const seen = await call("GET", `/api/tcg/shared-decks/${shared.shareId}`, null);
    expect(seen.json()).toMatchObject({ owner: "Partageur", deck: STARTER });
    expect(Object.keys(seen.json()).sort()).toEqual(["deck", "owner", "updatedAt"]);
    expect((await call("DELETE", `/api/tcg/decks/${deck.id}/share`, p)).statusCode).toBe(200);
    expect((await call("GET", `/api/tcg/shared-decks/${shared.shareId}`, null)).statusCode).toBe(404);
    expect((await call("GET", "/api/tcg/shared-decks/nope", null)).statusCode).toBe(404);
  });

  test.skipIf(skip)("a withdrawn card enters no deck; a deck that held it keeps those copies", async () => {
    const p = await player(database.db, "Fidèle");
    const kept = await newDeck(p, withGorak(2));
    const member = await player(database.db, "Gorak");
    await database.db
      .insertInto("member_links")
      .values({ member_id: "crea_gorak_forgeron", account_id: member.accountId, linked_by: "test" })
      .execute();
    await database.db
      .insertInto("member_requests")
      .values({
        id: `opt-${Date.now()}`,
        account_id: member.accountId,
        member_id: "crea_gorak_forgeron",
        kind: "opt-out",
        status: "accepted",
      })
      .execute();
    try {
      expect((await call("GET", "/api/tcg/decks", p)).json().withdrawn).toEqual(["crea_gorak_forgeron"]);
      const fresh = await call("POST", "/api/tcg/decks", p, { deck: withGorak(2) });
      expect(fresh.statusCode).toBe(409);
      expect(fresh.json()).toMatchObject({
        error: "refused",
        reason: "withdrawn-card",
        cardId: "crea_gorak_forgeron",
      });
      const copy = await call("POST", `/api/tcg/decks/${kept.id}/copy`, p, {});
      expect(copy.json().reason).toBe("withdrawn-card");
      // Renaming the deck that held it keeps its copies; one more is refused; fewer is fine.
      const renamed = await call("PUT", `/api/tcg/decks/${kept.id}`, p, {
        revision: 1,
        deck: { ...withGorak(2), name: "Toujours là" },
      });
      expect(renamed.json().deck.revision).toBe(2);
      const more = withGorak(2);
      const three = {
        ...more,
        cards: more.cards.map((e) => (e.cardId === "crea_gorak_forgeron" ? { ...e, count: 3 } : e)),
      };
      const grown = await call("PUT", `/api/tcg/decks/${kept.id}`, p, { revision: 2, deck: three });
      expect(grown.json()).toMatchObject({ reason: "withdrawn-card" });
      const fewer = await call("PUT", `/api/tcg/decks/${kept.id}`, p, { revision: 2, deck: STARTER });
      expect(fewer.json().deck.revision).toBe(3);
    } finally {
      await database.db
        .deleteFrom("member_requests")
        .where("member_id", "=", "crea_gorak_forgeron")
        .execute();
    }
  });

  test.skipIf(skip)(
    "ranked invitations need a max-level character of the deck's class and an owned, current deck",
    async () => {
      const p = await player(database.db, "Classé");
      const other = await player(database.db, "Autre");
      const starter = await newDeck(p);
      const unowned = await newDeck(p, withGorak(2));
      const old = await newDeck(p, withGorak(1));
      const low = await character(p, "PALADIN", 79);
      const mage = await character(p, "MAGE", 80);
      const paladin = await character(p, "PALADIN", 80);
      const theirs = await character(other, "PALADIN", 80);
      const before = await rows();
      const refusals: [unknown, string, Record<string, unknown>?][] = [
        [{ deckId: starter.id, context: "ranked" }, "character-needed"],
        [
          { deckId: starter.id, context: "ranked", characterId: low },
          "character-level",
          { maxLevel: 80, level: 79 },
        ],
        [{ deckId: starter.id, context: "ranked", characterId: mage }, "character-class"],
        [{ deckId: starter.id, context: "ranked", characterId: theirs }, "not-your-character"],
        [{ deckId: unowned.id, context: "ranked", characterId: paladin }, "deck-illegal"],
        [{ deckId: old.id, context: "ranked", characterId: paladin }, "deck-illegal"],
      ];
      for (const [body, reason, extra] of refusals) {
        const r = await call("POST", "/api/tcg/duels", p, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(409);
        expect(r.json()).toMatchObject({ error: "refused", reason, ...extra });
      }
      // Why the decks are illegal, in the data library's codes (the page says each).
      const notOwned = (await call("POST", "/api/tcg/duels", p, refusals[4]?.[0])).json();
      expect(notOwned.issues.map((i: { code: string }) => i.code)).toContain("not-owned");
      const oldVersion = (await call("POST", "/api/tcg/duels", p, refusals[5]?.[0])).json();
      expect(oldVersion.issues.map((i: { code: string }) => i.code)).toContain("old-version");
      // Another account's deck id is not found.
      const foreign = await call("POST", "/api/tcg/duels", other, {
        deckId: starter.id,
        context: "friendly",
      });
      expect(foreign.statusCode).toBe(404);
      expect(await rows()).toEqual(before);

      // Friendly: any deck of the player, old versions included (§4.2: no verification).
      expect((await call("POST", "/api/tcg/duels", p, { deckId: old.id })).statusCode).toBe(201);
      const ranked = await call("POST", "/api/tcg/duels", p, {
        deckId: starter.id,
        context: "ranked",
        characterId: paladin,
      });
      expect(ranked.statusCode).toBe(201);
      // The acceptor is held to the same rules.
      const otherDeck = await newDeck(other);
      const refused = await call("POST", `/api/tcg/invitations/${ranked.json().invitation}/accept`, other, {
        deckId: otherDeck.id,
      });
      expect(refused.json()).toMatchObject({ error: "refused", reason: "character-needed" });
      const accepted = await call("POST", `/api/tcg/invitations/${ranked.json().invitation}/accept`, other, {
        deckId: otherDeck.id,
        characterId: theirs,
      });
      expect(accepted.statusCode).toBe(201);
    },
  );

  test.skipIf(skip)(
    "an invitation is taken once: own, double, withdrawn, expired and clashing ones refused",
    async () => {
      const a = await player(database.db, "Hôte");
      const b = await player(database.db, "Invité");
      const c = await player(database.db, "Troisième");
      const [da, db, dc] = [await newDeck(a), await newDeck(b), await newDeck(c)];
      const made = (await call("POST", "/api/tcg/duels", a, { deckId: da.id, clock: true })).json();
      // The link shows who invites and his hero, never his cards.
      const shown = (await call("GET", `/api/tcg/invitations/${made.invitation}`, null)).json();
      expect(shown).toMatchObject({
        id: made.id,
        context: "friendly",
        status: "open",
        clock: true,
        from: { accountId: a.accountId, name: "Hôte" },
        heroClass: STARTER_DECK.heroClass,
      });
      expect(JSON.stringify(shown)).not.toContain("cardId");
      expect((await call("GET", "/api/tcg/invitations/not-a-token-at-all-xxxx", null)).statusCode).toBe(404);

      const own = await call("POST", `/api/tcg/invitations/${made.invitation}/accept`, a, { deckId: da.id });
      expect(own.json().reason).toBe("own-invitation");
      const both = await Promise.all([
        call("POST", `/api/tcg/invitations/${made.invitation}/accept`, b, { deckId: db.id }),
        call("POST", `/api/tcg/invitations/${made.invitation}/accept`, c, { deckId: dc.id }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(both.find((r) => r.statusCode === 409)?.json().reason).toBe("invitation-gone");
      const seats = await database.db
        .selectFrom("duel_seats")
        .select("seat")
        .where("duel_id", "=", made.id)
        .execute();
      expect(seats.map((s) => s.seat).sort()).toEqual(["A", "B"]);

      const withdrawn = (await call("POST", "/api/tcg/duels", a, { deckId: da.id })).json();
      expect((await call("POST", `/api/tcg/duels/${withdrawn.id}/cancel`, b)).statusCode).toBe(404);
      expect((await call("POST", `/api/tcg/duels/${withdrawn.id}/cancel`, a)).statusCode).toBe(200);
      const late = await call("POST", `/api/tcg/invitations/${withdrawn.invitation}/accept`, b, {
        deckId: db.id,
      });
      expect(late.json().reason).toBe("invitation-gone");

      const old = (await call("POST", "/api/tcg/duels", a, { deckId: da.id })).json();
      clock += 8 * 86_400_000;
      try {
        const expired = await call("POST", `/api/tcg/invitations/${old.invitation}/accept`, b, {
          deckId: db.id,
        });
        expect(expired.json().reason).toBe("invitation-expired");
      } finally {
        clock -= 8 * 86_400_000;
      }

      // Two versions of one card across the two decks: the engine cannot deal them (RULES.md §2).
      const v1 = await newDeck(a, withGorak(1));
      const v2 = await newDeck(b, withGorak(2));
      const clash = (await call("POST", "/api/tcg/duels", a, { deckId: v1.id })).json();
      const refused = await call("POST", `/api/tcg/invitations/${clash.invitation}/accept`, b, {
        deckId: v2.id,
      });
      expect(refused.json()).toMatchObject({ reason: "decks-clash", setup: { reason: "two-versions" } });
      const still = await database.db
        .selectFrom("duels")
        .select("status")
        .where("id", "=", clash.id)
        .executeTakeFirst();
      expect(still?.status).toBe("open");
    },
  );

  test.skipIf(skip)(
    "a duel played to its end is recorded once with the engine's facts, in both profiles and the report",
    async () => {
      const a = await player(database.db, "Alice");
      const b = await player(database.db, "Bruno");
      const da = await newDeck(a);
      const db2 = await newDeck(b, { ...STARTER, name: "Le mien" });
      const made = (await call("POST", "/api/tcg/duels", a, { deckId: da.id })).json();
      expect(
        (await call("POST", `/api/tcg/invitations/${made.invitation}/accept`, b, { deckId: db2.id }))
          .statusCode,
      ).toBe(201);
      const mine = (who: Player) => call("GET", `/api/tcg/duels/${made.id}`, who).then((r) => r.json().duel);
      const [ofA, ofB] = [await mine(a), await mine(b)];
      expect(ofA).toMatchObject({ status: "playing", seat: "A", opponent: { name: "Bruno" } });
      expect(ofB).toMatchObject({ status: "playing", seat: "B", opponent: { name: "Alice" } });
      expect(ofA.play).not.toBe(ofB.play);
      // A third account sees nothing of it.
      expect(
        (await call("GET", `/api/tcg/duels/${made.id}`, await player(database.db, "Curieux"))).statusCode,
      ).toBe(404);

      const base = server.url;
      const played = await play(
        {
          match: {} as never,
          links: { A: makeLink(base, ofA.play), B: makeLink(base, ofB.play) },
          spectator: "",
        },
        { choose: botChooser(7) },
      );
      for (const client of played.clients.values()) client.close();
      await expect.poll(async () => (await mine(a)).status, { timeout: 20_000 }).toBe("over");
      const row = await database.db
        .selectFrom("duels")
        .selectAll()
        .where("id", "=", made.id)
        .executeTakeFirstOrThrow();
      const facts = row.facts as DuelFacts;
      expect(facts).toMatchObject({ over: true, actions: played.acked.size });
      expect(row.turns).toBe(facts.turns);
      expect(row.winner).toBe(facts.winner);
      expect(Object.values(facts.seats.A.cards).reduce((n, c) => n + c.copies, 0)).toBe(30);
      // Told again (another instance, a restart's sweep): nothing is recorded twice.
      server.accounts?.matchFinished(row.match_id as string, engine.id);
      await new Promise((r) => setTimeout(r, 300));
      const again = await database.db
        .selectFrom("duels")
        .selectAll()
        .where("id", "=", made.id)
        .executeTakeFirstOrThrow();
      expect(again).toEqual(row);

      for (const [who, self, other] of [
        [a, "A", "Bruno"],
        [b, "B", "Alice"],
      ] as const) {
        const profile = (await call("GET", `/api/tcg/profiles/${who.accountId}`, a)).json();
        const entry = profile.history.find((h: { id: string }) => h.id === made.id);
        expect(entry).toMatchObject({
          status: "over",
          score: facts.seats[self].score,
          turns: facts.turns,
          opponent: { name: other },
        });
        expect(entry.replay).toMatch(/^[A-Za-z0-9_-]{22}\.[0-9s]\.[A-Za-z0-9_-]{22}$/);
        // The viewer's own seat's replay when he played it: Alice sees seat A's in both profiles.
        expect(entry.replay.split(".")[1]).toBe("0");
        expect(profile.completion[0]).toMatchObject({ owned: expect.any(Number), foil: 0 });
        const replay = await server.app.inject({
          method: "GET",
          url: "/api/replay?kind=seat",
          headers: { authorization: `Bearer ${entry.replay}` },
        });
        expect(replay.statusCode).toBe(200);
      }
      const report = (await call("GET", "/api/tcg/matches/report?versions=all", null)).json();
      expect(report.games).toBeGreaterThanOrEqual(1);
      const today = new Date(row.ended_at as Date).toISOString().slice(0, 10);
      const dayBefore = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
      const onlyBefore = (await call("GET", `/api/tcg/matches/report?to=${dayBefore}`, null)).json();
      expect(onlyBefore.games).toBe(0);
      const onDay = (
        await call("GET", `/api/tcg/matches/report?from=${today}&to=${today}&context=friendly`, null)
      ).json();
      expect(onDay.games).toBeGreaterThanOrEqual(1);
      for (const bad of [
        "from=yesterday",
        "versions=old",
        "from=2026-02-03&to=2026-02-01",
        "context=x",
        "q=1",
      ]) {
        const r = await call("GET", `/api/tcg/matches/report?${bad}`, null);
        expect(r.statusCode, bad).toBe(400);
      }
    },
    120_000,
  );

  test.skipIf(skip)("a duel whose match the store lost is marked abandoned, once", async () => {
    const a = await player(database.db, "Perdu");
    const b = await player(database.db, "Aussi");
    const { made, row } = await acceptedDuel(a, b);
    let asked = 0;
    const gone: MatchHost = {
      create: () => Promise.reject(new Error("unused")),
      linkOf: () => "",
      replayTokenOf: () => "",
      outcome: async () => {
        asked++;
        return null;
      },
      seatsActed: async () => null,
    };
    const playing: MatchHost = { ...gone, outcome: async () => "playing" };
    expect(await recordDuel(database.db, playing, row.match_id as string)).toBe(false);
    expect(await recordDuel(database.db, gone, row.match_id as string)).toBe(true);
    expect(await recordDuel(database.db, gone, row.match_id as string)).toBe(false);
    expect(asked).toBe(1);
    const after = await database.db
      .selectFrom("duels")
      .select("status")
      .where("id", "=", made.id)
      .executeTakeFirst();
    expect(after?.status).toBe("abandoned");
    const history = (await call("GET", `/api/tcg/profiles/${a.accountId}`, b)).json().history;
    expect(history.find((h: { id: string }) => h.id === made.id)).toMatchObject({
      status: "abandoned",
      replay: null,
    });
  });

  test.skipIf(skip)("a duel resigned at the table is recorded as won by the other seat", async () => {
    const a = await player(database.db, "Abandon");
    const b = await player(database.db, "Tenace");
    const { made, row } = await acceptedDuel(a, b);
    // The match as the service would replay it: dealt, no action yet, and seat A resigned at the
    // table (the engine's log leaves the duel unfinished; the table's result ends it).
    const setup = {
      seed: 9,
      players: [
        { heroClass: STARTER_DECK.heroClass, deck: STARTER_DECK },
        { heroClass: STARTER_DECK.heroClass, deck: STARTER_DECK },
      ],
    };
    const resigned = {
      setup,
      actions: [],
      log: [{ at: 2_000 }],
      match: { createdAt: 1_000 },
      result: { type: "resigned", seat: "A" },
    } as unknown as FullReplay;
    const host: MatchHost = {
      create: () => Promise.reject(new Error("unused")),
      linkOf: () => "",
      replayTokenOf: () => "",
      outcome: async () => resigned,
      seatsActed: async () => null,
    };
    expect(await recordDuel(database.db, host, row.match_id as string)).toBe(true);
    const after = await database.db
      .selectFrom("duels")
      .select(["status", "winner"])
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "over", winner: "B" });
    const scores = await database.db
      .selectFrom("duel_seats")
      .select(["seat", "score"])
      .where("duel_id", "=", made.id)
      .orderBy("seat")
      .execute();
    expect(scores.map((s) => [s.seat, Number(s.score)])).toEqual([
      ["A", 0],
      ["B", 1],
    ]);
  });

  test.skipIf(skip)(
    "a profile shows the player's name, linked characters and member cards, withdrawn ones said",
    async () => {
      const p = await player(database.db, "Profilé");
      const viewer = await player(database.db, "Lecteur");
      const gorak = await character(p, "WARRIOR", 80);
      await database.db
        .insertInto("member_links")
        .values([
          { member_id: "zz_membre", account_id: p.accountId, linked_by: p.accountId },
          { member_id: "aa_membre", account_id: p.accountId, linked_by: p.accountId },
        ])
        .execute();
      await database.db
        .insertInto("member_requests")
        .values([
          // A refused opt-out and an open one withdraw nothing; an accepted one does.
          { id: "r1", account_id: p.accountId, member_id: "aa_membre", kind: "opt-out", status: "refused" },
          { id: "r2", account_id: p.accountId, member_id: "aa_membre", kind: "opt-out", status: "open" },
          { id: "r3", account_id: p.accountId, member_id: "zz_membre", kind: "opt-out", status: "accepted" },
          { id: "r4", account_id: p.accountId, member_id: "zz_membre", kind: "opt-out", status: "accepted" },
        ])
        .execute();
      expect((await call("GET", `/api/profiles/${p.accountId}`, null)).statusCode).toBe(401);
      expect((await call("GET", "/api/profiles/nobody", viewer)).statusCode).toBe(404);
      const seen = (await call("GET", `/api/profiles/${p.accountId}`, viewer)).json();
      expect(seen.account).toMatchObject({ id: p.accountId, name: "Profilé" });
      expect(Object.keys(seen.account).sort()).toEqual(["createdAt", "id", "name"]);
      expect(seen.characters).toEqual([
        {
          id: gorak,
          name: `Perso${gorak.slice(3)}`,
          realm: "Hyjal",
          class: "WARRIOR",
          race: "Humain",
          level: 80,
          portrait: null,
        },
      ]);
      expect(seen.members).toEqual([
        { memberId: "aa_membre", withdrawn: false },
        { memberId: "zz_membre", withdrawn: true },
      ]);
    },
  );

  test.skipIf(skip)("the new routes' bodies (fuzzed) are refused and change nothing", async () => {
    const p = await player(database.db, "Fuzz");
    const deck = await newDeck(p);
    const made = (await call("POST", "/api/tcg/duels", p, { deckId: deck.id })).json();
    const before = await rows();
    // Bodies that are almost right: a valid deck with exactly one thing broken, or anything at all.
    const valid = {
      name: "Valide",
      heroClass: "MAGE",
      cards: [{ cardId: "crea_pouic", version: 1, count: 1 }],
    };
    const defined = (x: unknown) => x !== undefined;
    const entry = valid.cards[0] as Record<string, unknown>;
    const brokenEntry = fc.oneof(
      fc
        .oneof(fc.anything(), fc.constantFrom("X", "ab", "crea pouic", "x".repeat(65)))
        .filter((x) => typeof x !== "string" || !/^[a-z][a-z0-9_]{2,63}$/.test(x))
        .filter(defined)
        .map((cardId) => ({ ...entry, cardId })),
      fc
        .oneof(fc.anything(), fc.constantFrom(0, -1, 1.5, 10_000, "1"))
        .filter((x) => !Number.isInteger(x) || (x as number) < 1 || (x as number) > 9999)
        .filter(defined)
        .map((version) => ({ ...entry, version })),
      fc
        .oneof(fc.anything(), fc.constantFrom(0, 31, 2.5, "2"))
        .filter((x) => !Number.isInteger(x) || (x as number) < 1 || (x as number) > 30)
        .filter(defined)
        .map((count) => ({ ...entry, count })),
      fc
        .constantFrom("cardId", "version", "count")
        .map((k) => Object.fromEntries(Object.entries(entry).filter(([x]) => x !== k))),
      fc
        .tuple(fc.string(), fc.anything().filter(defined))
        .filter(([k]) => !(k in entry))
        .map(([k, v]) => ({ ...entry, [k]: v })),
    );
    const junkDeck = fc.oneof(
      fc.anything().filter((x) => typeof x !== "object" || x === null || Array.isArray(x)),
      fc
        .oneof(
          fc.anything().filter((x) => typeof x !== "string"),
          fc.constantFrom("", "  ", "x".repeat(61), "a\u0001b"),
        )
        .filter(defined)
        .map((name) => ({ ...valid, name })),
      fc
        .oneof(fc.anything(), fc.constantFrom("mage", "constructor", "__proto__", "toString", "NEUTRAL"))
        .filter((h) => defined(h) && (typeof h !== "string" || !Object.hasOwn(BUNDLED_CORPUS.heroes, h)))
        .map((heroClass) => ({ ...valid, heroClass })),
      fc
        .oneof(
          fc.anything().filter((x) => defined(x) && !Array.isArray(x)),
          fc.constant(Array(101).fill(entry)),
          fc.array(brokenEntry, { minLength: 1, maxLength: 3 }),
        )
        .map((cards) => ({ ...valid, cards })),
      fc
        .tuple(fc.string(), fc.anything().filter(defined))
        .filter(([k]) => !(k in valid))
        .map(([k, v]) => ({ ...valid, [k]: v })),
    );
    const requests = fc.oneof(
      fc.record({
        m: fc.constant("POST"),
        url: fc.constant("/api/tcg/decks"),
        body: fc.record({ deck: junkDeck }),
      }),
      fc.record({
        m: fc.constant("PUT"),
        url: fc.constant(`/api/tcg/decks/${deck.id}`),
        body: fc.oneof(
          fc.record({ revision: fc.constant(1), deck: junkDeck }),
          fc.record({
            revision: fc.anything().filter((x) => !Number.isSafeInteger(x) || (x as number) < 1),
            deck: fc.constant(valid),
          }),
        ),
      }),
      fc.record({
        m: fc.constant("POST"),
        url: fc.constant(`/api/tcg/decks/${deck.id}/copy`),
        body: fc.record({
          name: fc.oneof(
            fc.anything().filter((x) => defined(x) && typeof x !== "string"),
            fc.constantFrom("", " "),
          ),
        }),
      }),
      fc.record({
        m: fc.constant("POST"),
        url: fc.constant("/api/tcg/duels"),
        body: fc.oneof(
          fc.anything(),
          fc.record(
            {
              deckId: fc.oneof(fc.string(), fc.anything(), fc.constant("x".repeat(65))),
              context: fc.oneof(fc.constantFrom("ranked", "friendly", "tournament"), fc.anything()),
              characterId: fc.anything(),
              clock: fc.anything(),
              other: fc.anything(),
            },
            { requiredKeys: [] },
          ),
        ),
      }),
      fc.record({
        m: fc.constant("POST"),
        url: fc.constantFrom(
          `/api/tcg/invitations/${made.invitation}/accept`,
          "/api/tcg/invitations/xyz/accept",
        ),
        body: fc.oneof(
          fc.anything(),
          fc.record(
            { deckId: fc.anything(), characterId: fc.anything(), more: fc.anything() },
            { requiredKeys: [] },
          ),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(requests, async ({ m, url, body }) => {
        const r = await server.app.inject({
          method: m as "POST" | "PUT",
          url,
          headers: { ...as(p), "content-type": "application/json" },
          payload: JSON.stringify(body) ?? "null",
        });
        expect([400, 404, 409], `${m} ${url} ${JSON.stringify(body)}: ${r.body}`).toContain(r.statusCode);
        expect(typeof r.json().error).toBe("string");
      }),
      { numRuns: 300 },
    );
    expect(await rows()).toEqual(before);
  });
});
