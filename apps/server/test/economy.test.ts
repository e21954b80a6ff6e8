/**
 * The LGC TCG economy on the server, on PGlite and PostgreSQL: a new account's starter deck, the
 * view without the generator, player and organiser intents (audited), idempotent request ids,
 * refusals and malformed intents that change nothing (fuzzed), withdrawn members' cards, and a
 * race of random intents from several connections at once against the sequential model: the log
 * replays to the stored collection and to every answer given, so nothing was spent twice or lost.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { savedCollection } from "@engines/lgc-tcg";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../src/db/database.js";
import type { RunningServer } from "../src/server.js";
import { replayCollection } from "../src/tcg/economy.js";
import { accountServer, as, type Player, player } from "./accounts-helpers.js";
import { BACKENDS, useBackend } from "./db-backends.js";

let counter = 0;
const rid = () => `req-${process.pid}-${++counter}`;

describe.each(BACKENDS)("on $name", ({ name, skip }) => {
  const backend = useBackend(name, skip);
  let database: Database;
  let server: RunningServer;
  let dir: string;
  let organiser: Player;

  beforeAll(async () => {
    if (skip) return;
    dir = await mkdtemp(join(tmpdir(), "economy-"));
    database = await backend.fresh();
    server = await accountServer(database, dir);
    organiser = await player(database.db, "Orga");
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  const post = (url: string, who: Player, payload: unknown) =>
    server.app.inject({
      method: "POST",
      url,
      headers: { ...as(who), "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });
  const intent = (who: Player, body: unknown, requestId = rid()) =>
    post("/api/tcg/collection", who, { requestId, intent: body });
  const grant = (to: Player, body: Record<string, unknown>, reason = "raid de mardi") =>
    post(`/api/admin/collections/${to.accountId}`, organiser, {
      requestId: rid(),
      intent: { type: "GRANT", ...body },
      reason,
    });
  const view = async (who: Player) =>
    (
      await server.app.inject({ method: "GET", url: "/api/tcg/collection", headers: { cookie: who.cookie } })
    ).json();
  const logLength = async (who: Player) =>
    (
      await database.db
        .selectFrom("collection_log")
        .select("seq")
        .where("account_id", "=", who.accountId)
        .execute()
    ).length;

  test.skipIf(skip)(
    "a new account holds the starter deck at once; its view carries no generator",
    async () => {
      const p = await player(database.db, "Nouveau");
      const v = await view(p);
      expect(v).toMatchObject({ seq: 0, sceaux: 0, packs: 0, pity: { legendary: 0, foil: 0 } });
      expect(v.copies.reduce((n: number, c: { normal: number }) => n + c.normal, 0)).toBe(30);
      expect(v).not.toHaveProperty("rng");
      expect(JSON.stringify(v)).not.toMatch(/sfc32|"state":\[/);
      const signedOut = await server.app.inject({ method: "GET", url: "/api/tcg/collection" });
      expect(signedOut.statusCode).toBe(401);
    },
  );

  test.skipIf(skip)(
    "packs come from an organiser's grant (audited); a replayed opening opens nothing",
    async () => {
      const p = await player(database.db, "Ouvreur");
      const none = await intent(p, { type: "OPEN_PACK" });
      expect(none.statusCode).toBe(409);
      expect(none.json()).toMatchObject({ error: "refused", reason: "no-pack" });
      const self = await intent(p, { type: "GRANT", packs: 100 });
      expect(self.statusCode).toBe(403);
      const setMember = await intent(p, { type: "SET_MEMBER", memberId: "x" });
      expect(setMember.statusCode).toBe(403);
      const byPlayer = await post(`/api/admin/collections/${p.accountId}`, p, {
        requestId: rid(),
        intent: { type: "GRANT", packs: 1 },
        reason: "moi",
      });
      expect(byPlayer.statusCode).toBe(403);
      const noReason = await post(`/api/admin/collections/${p.accountId}`, organiser, {
        requestId: rid(),
        intent: { type: "GRANT", packs: 1 },
      });
      expect(noReason.statusCode).toBe(400);
      expect(await logLength(p)).toBe(1);

      const granted = await grant(p, { packs: 3 });
      expect(granted.json()).toMatchObject({
        ok: true,
        seq: 1,
        events: [{ type: "granted", packs: 3, sceaux: 0 }],
      });
      const trail = await database.db
        .selectFrom("audit")
        .selectAll()
        .where("subject_id", "=", p.accountId)
        .execute();
      expect(trail).toEqual([
        expect.objectContaining({
          actor_id: organiser.accountId,
          action: "collection.GRANT",
          detail: expect.objectContaining({ why: "raid de mardi", seq: 1 }),
        }),
      ]);

      const id = rid();
      const first = (await intent(p, { type: "OPEN_PACK" }, id)).json();
      expect(first).toMatchObject({ ok: true, seq: 2, replayed: false });
      expect(first.events[0].cards).toHaveLength(5);
      expect(first.view.packs).toBe(2);
      const again = (await intent(p, { type: "OPEN_PACK" }, id)).json();
      expect(again).toMatchObject({ ok: true, seq: 2, replayed: true, events: first.events });
      expect(again.view.packs).toBe(2);
      // Even a different intent under the same id is the first one's answer: an id is used once.
      const reused = (await intent(p, { type: "OPEN_PACK", count: 2 }, id)).json();
      expect(reused).toMatchObject({ seq: 2, replayed: true });
      expect((await view(p)).packs).toBe(2);
      expect(await logLength(p)).toBe(3);
    },
  );

  test.skipIf(skip)("an organiser's event foil arrives stamped with its provenance, audited", async () => {
    const p = await player(database.db, "Présent");
    const cardId = (await import("@engines/lgc-tcg")).BUNDLED_POOL[0]!.cardId;
    const r = await post(`/api/admin/collections/${p.accountId}`, organiser, {
      requestId: rid(),
      intent: { type: "GRANT_FOIL", cardId, provenance: "Nuit du Quorum · 2026" },
      reason: "présent à la Nuit du Quorum",
    });
    expect(r.json()).toMatchObject({
      ok: true,
      events: [{ type: "foilGranted", cardId, provenance: "Nuit du Quorum · 2026" }],
    });
    const entry = (await view(p)).copies.find((c: { cardId: string }) => c.cardId === cardId);
    expect(entry).toMatchObject({ foil: 1, foilProvenance: ["Nuit du Quorum · 2026"] });
    expect((await intent(p, { type: "GRANT_FOIL", cardId, provenance: "moi" })).statusCode).toBe(403);
    const trail = await database.db
      .selectFrom("audit")
      .select(["action", "actor_id"])
      .where("subject_id", "=", p.accountId)
      .execute();
    expect(trail).toEqual([{ action: "collection.GRANT_FOIL", actor_id: organiser.accountId }]);
  });

  test.skipIf(skip)("malformed intents (fuzzed) are refused and change nothing", async () => {
    const p = await player(database.db, "Fuzz");
    await grant(p, { packs: 2, sceaux: 300 });
    const before = await view(p);
    const entries = await logLength(p);
    const junk = fc.oneof(
      fc.anything(),
      fc.record({ requestId: fc.oneof(fc.string(), fc.constant("ok-request-id")), intent: fc.anything() }),
      fc.record({
        requestId: fc.constant("x"),
        intent: fc.record({ type: fc.constantFrom("OPEN_PACK", "MELT", "CRAFT"), count: fc.anything() }),
      }),
      fc.record({
        requestId: fc.string({ minLength: 8, maxLength: 8 }).map((s) => s.replace(/[^A-Za-z0-9_-]/g, "a")),
        intent: fc.oneof(
          fc.record({
            type: fc.constantFrom("OPEN_PACK"),
            count: fc.oneof(
              fc.integer({ min: -5, max: 0 }),
              fc.constant(1.5),
              fc.constant("1"),
              fc.integer({ min: 101, max: 1e9 }),
            ),
          }),
          fc.record({ type: fc.constant("MELT"), cardId: fc.string(), version: fc.anything() }),
          fc.record({ type: fc.constant("CRAFT"), cardId: fc.string(), foil: fc.constant(true) }),
          fc.record({ type: fc.constant("SHOW_ART"), cardId: fc.string(), art: fc.integer() }),
          fc.record({ type: fc.constantFrom("GRANT", "SET_MEMBER", "START", "__proto__", "constructor") }),
          fc.record({ type: fc.constant("OPEN_PACK"), extra: fc.anything().filter((x) => x !== undefined) }),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(junk, async (body) => {
        const r = await server.app.inject({
          method: "POST",
          url: "/api/tcg/collection",
          headers: { ...as(p), "content-type": "application/json" },
          payload: JSON.stringify(body) ?? "null",
        });
        expect([400, 403, 409]).toContain(r.statusCode);
        expect(typeof r.json().error).toBe("string");
      }),
      { numRuns: 300 },
    );
    expect(await logLength(p)).toBe(entries);
    expect(await view(p)).toEqual(before);
  });

  test.skipIf(skip)("a withdrawn member's card leaves packs and crafting; owned copies stay", async () => {
    const p = await player(database.db, "Retrait");
    const member = await player(database.db, "Membre");
    const memberId = "crea_gorak_forgeron";
    const pool = (await import("@engines/lgc-tcg")).BUNDLED_POOL;
    const card = pool.find((c) => c.memberId === memberId);
    expect(card).toBeDefined();
    await grant(p, { sceaux: 5000 });
    const crafted = await intent(p, { type: "CRAFT", cardId: card!.cardId });
    expect(crafted.json().ok).toBe(true);
    await post("/api/admin/members", organiser, { accountId: member.accountId, memberId, reason: "AG" });
    await post("/api/account/member-requests", member, { memberId, kind: "opt-out" });
    const [request] = await database.db
      .selectFrom("member_requests")
      .select("id")
      .where("account_id", "=", member.accountId)
      .execute();
    await post(`/api/admin/member-requests/${request!.id}`, organiser, { decision: "accepted" });
    const again = await intent(p, { type: "CRAFT", cardId: card!.cardId });
    expect(again.json()).toMatchObject({ error: "refused", reason: "unknown-card" });
    const v = await view(p);
    expect(v.copies.some((c: { cardId: string }) => c.cardId === card!.cardId)).toBe(true);
    // The log replays under the catalogue each entry had.
    const replayed = await replayCollection(database.db, p.accountId);
    const { rng: _rng, ...rest } = savedCollection(replayed!);
    expect({ ...rest, seq: v.seq }).toEqual(v);
  });

  test.skipIf(skip)(
    "random intents racing from several connections never spend twice or lose a card",
    async () => {
      const player1 = await player(database.db, "Course");
      await grant(player1, { packs: 12, sceaux: 900 });
      const cards = (await import("@engines/lgc-tcg")).BUNDLED_POOL.slice(0, 12).map((c) => c.cardId);
      const anIntent = fc.oneof(
        {
          weight: 4,
          arbitrary: fc.record({ type: fc.constant("OPEN_PACK"), count: fc.integer({ min: 1, max: 3 }) }),
        },
        {
          weight: 2,
          arbitrary: fc.record({ type: fc.constant("CRAFT"), cardId: fc.constantFrom(...cards) }),
        },
        { weight: 1, arbitrary: fc.constant({ type: "MELT_DUPLICATES" }) },
        {
          weight: 1,
          arbitrary: fc.record({
            type: fc.constant("MELT"),
            cardId: fc.constantFrom(...cards),
            version: fc.constant(1),
          }),
        },
      );
      // Several connections, each a list of intents, some sent twice (a retry of the same request).
      const plan = fc.array(fc.array(fc.tuple(anIntent, fc.boolean()), { minLength: 1, maxLength: 6 }), {
        minLength: 3,
        maxLength: 5,
      });
      await fc.assert(
        fc.asyncProperty(plan, async (connections) => {
          const answers: { requestId: string; body: Record<string, unknown>; status: number }[] = [];
          await Promise.all(
            connections.map(async (list) => {
              for (const [body, retry] of list) {
                const requestId = rid();
                const sends = retry
                  ? [intent(player1, body, requestId), intent(player1, body, requestId)]
                  : [intent(player1, body, requestId)];
                for (const r of await Promise.all(sends))
                  answers.push({ requestId, body: r.json(), status: r.statusCode });
              }
            }),
          );
          const log = await database.db
            .selectFrom("collection_log")
            .select(["seq", "request_id", "events"])
            .where("account_id", "=", player1.accountId)
            .orderBy("seq")
            .execute();
          // Seqs are 0..n without a gap; each request id at most once.
          expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i));
          const ids = log.flatMap((e) => (e.request_id === null ? [] : [e.request_id]));
          expect(new Set(ids).size).toBe(ids.length);
          // Every accepted answer is the log's entry for its id, with the same events (a retry too).
          for (const a of answers) {
            if (a.status === 200) {
              const entry = log.find((e) => e.seq === a.body.seq);
              expect(entry?.request_id).toBe(a.requestId);
              expect(a.body.events).toEqual(entry?.events);
            } else {
              expect(a.status).toBe(409);
              expect(ids).not.toContain(a.requestId);
            }
          }
          // The sequential model: the log replayed intent by intent is the stored collection.
          const replayed = await replayCollection(database.db, player1.accountId);
          const stored = await view(player1);
          const { rng: _rng, ...rest } = savedCollection(replayed!);
          expect({ ...rest, seq: stored.seq }).toEqual(stored);
          expect(stored.sceaux).toBeGreaterThanOrEqual(0);
          expect(stored.packs).toBeGreaterThanOrEqual(0);
        }),
        { numRuns: name === "PGlite" ? 8 : 15 },
      );
    },
  );
});
