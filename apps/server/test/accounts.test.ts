/**
 * The account service over HTTP, on PGlite and PostgreSQL: sessions (forged, revoked, rotated,
 * expired), CSRF and origin checks on every state-changing request, signing out here and
 * everywhere, linking characters from the sign-in's offer (snapshots without power data), member
 * cards linked by an organiser with requests settled and audited, roles.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromClaims, fromProfile } from "../src/accounts/characters.js";
import { putNote } from "../src/accounts/flows.js";
import { digest } from "../src/accounts/ids.js";
import { offerKey } from "../src/accounts/oidc.js";
import { DEFAULT_SESSION_POLICY, findSession, openSession, touchSession } from "../src/accounts/sessions.js";
import type { Database } from "../src/db/database.js";
import type { RunningServer } from "../src/server.js";
import { accountServer, as, type Player, player } from "./accounts-helpers.js";
import { BACKENDS, useBackend } from "./db-backends.js";

const MEMBER = "crea_gorak_forgeron";

test("characters are read from claims and from Battle.net's profile, never with power data", () => {
  const claims = {
    wow_characters: [
      {
        name: "Gorak",
        realm: "Hyjal",
        class: "Death Knight",
        race: "Orc",
        level: 80,
        ilvl: 639,
        achievements: 12000,
      },
      { name: "gorak", realm: "hyjal", class: "WARRIOR", race: "Orc", level: 70 },
      { name: "NoClass", realm: "Hyjal", class: "Bard", race: "Orc", level: 80 },
      {
        name: "Évoke",
        realm: "Archimonde",
        class: 13,
        race: "Dracthyr",
        level: 80,
        portrait: "javascript:alert(1)",
      },
    ],
  };
  expect(fromClaims(claims)).toEqual([
    { name: "Gorak", realm: "Hyjal", class: "DEATH_KNIGHT", race: "Orc", level: 80, portrait: null },
    { name: "Évoke", realm: "Archimonde", class: "EVOKER", race: "Dracthyr", level: 80, portrait: null },
  ]);
  const profile = {
    wow_accounts: [
      {
        characters: [
          {
            name: "Lyra",
            realm: { name: "Hyjal", slug: "hyjal" },
            playable_class: { name: "Mage", id: 8 },
            playable_race: { name: "Gnome", id: 7 },
            level: 80,
            equipped_item_level: 640,
          },
        ],
      },
    ],
  };
  expect(fromProfile(profile)).toEqual([
    { name: "Lyra", realm: "Hyjal", class: "MAGE", race: "Gnome", level: 80, portrait: null },
  ]);
  expect(fromProfile({ wow_accounts: "x" })).toEqual([]);
});

describe.each(BACKENDS)("on $name", ({ name, skip }) => {
  const backend = useBackend(name, skip);
  let database: Database;
  let server: RunningServer;
  let dir: string;
  let organiser: Player;
  let member: Player;

  beforeAll(async () => {
    if (skip) return;
    dir = await mkdtemp(join(tmpdir(), "accounts-"));
    database = await backend.fresh();
    server = await accountServer(database, dir, { passkeys: true });
    organiser = await player(database.db, "Orga");
    member = await player(database.db, "Gorak");
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  const inject = (
    method: "GET" | "POST" | "DELETE",
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  test.skipIf(skip)("signed out, the account route says which sign-ins exist", async () => {
    const r = await inject("GET", "/api/account", {});
    expect(r.json()).toEqual({ signedIn: false, methods: { oidc: null, passkeys: true }, maxLevel: 80 });
    // A forged or malformed session is signed out too.
    const forged = await inject("GET", "/api/account", {
      cookie: "games_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(forged.json().signedIn).toBe(false);
    const odd = await inject("GET", "/api/account", { cookie: "games_session=%00' or 1=1" });
    expect(odd.json().signedIn).toBe(false);
    const post = await inject(
      "POST",
      "/api/account/name",
      { cookie: "games_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      { name: "x" },
    );
    expect(post.statusCode).toBe(401);
    expect(post.json()).toEqual({ error: "signed-out", message: "sign in first" });
  });

  test.skipIf(skip)(
    "the first account is an organiser; signed in, a player sees his account and CSRF token",
    async () => {
      const r = await inject("GET", "/api/account", { cookie: organiser.cookie });
      expect(r.json()).toMatchObject({
        signedIn: true,
        csrf: organiser.csrf,
        account: { name: "Orga", role: "organiser" },
      });
      const m = await inject("GET", "/api/account", { cookie: member.cookie });
      expect(m.json()).toMatchObject({
        account: { name: "Gorak", role: "player" },
        characters: [],
        members: [],
        passkeys: 0,
      });
    },
  );

  test.skipIf(skip)(
    "every state-changing request needs the CSRF token and, from a page, an allowed origin",
    async () => {
      const base = { cookie: member.cookie };
      const missing = await inject("POST", "/api/account/name", base, { name: "Gorak II" });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().error).toBe("csrf");
      const wrong = await inject(
        "POST",
        "/api/account/name",
        { ...base, "x-csrf-token": organiser.csrf },
        { name: "Gorak II" },
      );
      expect(wrong.statusCode).toBe(403);
      const foreign = await inject(
        "POST",
        "/api/account/name",
        { ...as(member), origin: "https://evil.example" },
        { name: "Gorak II" },
      );
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe("this request comes from a page of another site");
      for (const route of [
        "/api/account/sign-out",
        "/api/account/sign-out-everywhere",
        "/api/account/characters",
        "/api/account/member-requests",
        "/api/admin/members",
      ]) {
        const r = await inject("POST", route, base, {});
        expect(r.statusCode, route).toBe(403);
      }
      const del = await inject("DELETE", "/api/account/characters/x", base);
      expect(del.statusCode).toBe(403);
      // Nothing changed.
      expect((await inject("GET", "/api/account", { cookie: member.cookie })).json().account.name).toBe(
        "Gorak",
      );
      const ok = await inject("POST", "/api/account/name", as(member), { name: "  Gorak   le Forgeron " });
      expect(ok.json()).toEqual({ ok: true, name: "Gorak le Forgeron" });
      const bad = await inject("POST", "/api/account/name", as(member), { name: "x".repeat(41) });
      expect(bad.statusCode).toBe(400);
    },
  );

  test.skipIf(skip)("a character is linked only from the sign-in's offer, once, as a snapshot", async () => {
    const offered = fromClaims({
      wow_characters: [
        { name: "Gorak", realm: "Hyjal", class: "WARRIOR", race: "Orc", level: 80, ilvl: 639 },
      ],
    });
    await putNote(database.db, offerKey(member.accountId), { characters: offered }, new Date(), 86_400_000);
    const view = (await inject("GET", "/api/account", { cookie: member.cookie })).json();
    expect(view.offered).toEqual(offered);
    const stranger = await inject("POST", "/api/account/characters", as(member), {
      name: "Thrall",
      realm: "Hyjal",
    });
    expect(stranger.statusCode).toBe(404);
    const linked = await inject("POST", "/api/account/characters", as(member), {
      name: "gorak",
      realm: "HYJAL",
    });
    expect(linked.statusCode).toBe(200);
    const again = await inject("POST", "/api/account/characters", as(member), {
      name: "Gorak",
      realm: "Hyjal",
    });
    expect(again.statusCode).toBe(409);
    const after = (await inject("GET", "/api/account", { cookie: member.cookie })).json();
    expect(after.offered).toEqual([]);
    expect(after.characters).toEqual([
      expect.objectContaining({
        name: "Gorak",
        realm: "Hyjal",
        class: "WARRIOR",
        race: "Orc",
        level: 80,
        portrait: null,
      }),
    ]);
    const row = await database.db.selectFrom("characters").selectAll().executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual([
      "account_id",
      "class",
      "id",
      "level",
      "linked_at",
      "name",
      "portrait",
      "race",
      "realm",
      "source",
    ]);
    // Another's character id: not found, not deleted.
    const other = await inject("DELETE", `/api/account/characters/${row.id}`, as(organiser));
    expect(other.statusCode).toBe(404);
    const mine = await inject("DELETE", `/api/account/characters/${row.id}`, as(member));
    expect(mine.statusCode).toBe(200);
  });

  test.skipIf(skip)(
    "an organiser links a member card; the member asks to withdraw or rename it; the organiser settles, audited",
    async () => {
      const refused = await inject("POST", "/api/admin/members", as(member), {
        accountId: member.accountId,
        memberId: MEMBER,
        reason: "me",
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe("forbidden");
      const unknown = await inject("POST", "/api/admin/members", as(organiser), {
        accountId: member.accountId,
        memberId: "nobody",
        reason: "AG",
      });
      expect(unknown.statusCode).toBe(404);
      const link = await inject("POST", "/api/admin/members", as(organiser), {
        accountId: member.accountId,
        memberId: MEMBER,
        reason: "AG 2026",
      });
      expect(link.json()).toEqual({ ok: true });
      const twice = await inject("POST", "/api/admin/members", as(organiser), {
        accountId: organiser.accountId,
        memberId: MEMBER,
        reason: "AG 2026",
      });
      expect(twice.statusCode).toBe(409);
      expect((await inject("GET", "/api/account", { cookie: member.cookie })).json().members).toEqual([
        MEMBER,
      ]);

      const notMine = await inject("POST", "/api/account/member-requests", as(organiser), {
        memberId: MEMBER,
        kind: "opt-out",
      });
      expect(notMine.statusCode).toBe(403);
      const rename = await inject("POST", "/api/account/member-requests", as(member), {
        memberId: MEMBER,
        kind: "rename",
        detail: "Gorak le Sage",
      });
      expect(rename.statusCode).toBe(200);
      const dup = await inject("POST", "/api/account/member-requests", as(member), {
        memberId: MEMBER,
        kind: "rename",
        detail: "Autre",
      });
      expect(dup.statusCode).toBe(409);
      const optOut = await inject("POST", "/api/account/member-requests", as(member), {
        memberId: MEMBER,
        kind: "opt-out",
      });
      expect(optOut.statusCode).toBe(200);

      const open = (await inject("GET", "/api/admin/member-requests", { cookie: organiser.cookie })).json();
      expect(open.map((r: { kind: string }) => r.kind).sort()).toEqual(["opt-out", "rename"]);
      const id = open.find((r: { kind: string }) => r.kind === "rename").id;
      expect(
        (await inject("POST", `/api/admin/member-requests/${id}`, as(member), { decision: "accepted" }))
          .statusCode,
      ).toBe(403);
      const settle = await inject("POST", `/api/admin/member-requests/${id}`, as(organiser), {
        decision: "accepted",
        note: "nouvelle version au prochain set",
      });
      expect(settle.json()).toEqual({ ok: true });
      expect(
        (await inject("POST", `/api/admin/member-requests/${id}`, as(organiser), { decision: "refused" }))
          .statusCode,
      ).toBe(404);
      const requests = (await inject("GET", "/api/account", { cookie: member.cookie })).json().requests;
      expect(requests.find((r: { id: string }) => r.id === id)).toMatchObject({
        status: "accepted",
        note: "nouvelle version au prochain set",
      });

      const trail = (await inject("GET", "/api/admin/audit", { cookie: organiser.cookie })).json();
      expect(trail.map((a: { action: string }) => a.action)).toEqual(
        expect.arrayContaining(["member.link", "member.rename.accepted", "role.set"]),
      );
      expect(trail.find((a: { action: string }) => a.action === "member.link")).toMatchObject({
        actor: organiser.accountId,
        subject: member.accountId,
        detail: { memberId: MEMBER, why: "AG 2026" },
      });
      expect((await inject("GET", "/api/admin/audit", { cookie: member.cookie })).statusCode).toBe(403);
    },
  );

  test.skipIf(skip)("an organiser names another; nobody removes his own role", async () => {
    const self = await inject("POST", `/api/admin/accounts/${organiser.accountId}/role`, as(organiser), {
      role: "player",
      reason: "retraite",
    });
    expect(self.statusCode).toBe(409);
    const up = await inject("POST", `/api/admin/accounts/${member.accountId}/role`, as(organiser), {
      role: "organiser",
      reason: "bureau 2026",
    });
    expect(up.json()).toEqual({ ok: true });
    const list = (await inject("GET", "/api/admin/accounts?q=gor", { cookie: organiser.cookie })).json();
    expect(list).toEqual([
      expect.objectContaining({ id: member.accountId, role: "organiser", members: [MEMBER] }),
    ]);
    const down = await inject("POST", `/api/admin/accounts/${member.accountId}/role`, as(organiser), {
      role: "player",
      reason: "fin du mandat",
    });
    expect(down.json()).toEqual({ ok: true });
  });

  test.skipIf(skip)("sessions rotate with a grace, expire, and sign out here or everywhere", async () => {
    const p = await player(database.db, "Tabs");
    const t0 = new Date();
    // Rotation: an hour later the next request gets a new token; the old one works for a minute.
    const token = p.cookie.split("=")[1] as string;
    const found = await findSession(database.db, token, DEFAULT_SESSION_POLICY, t0);
    expect(found).not.toBeNull();
    const later = new Date(t0.getTime() + DEFAULT_SESSION_POLICY.rotateMs + 1);
    const rotated = await touchSession(database.db, found!, DEFAULT_SESSION_POLICY, later);
    expect(rotated).not.toBeNull();
    // Racing on the same old token rotates once.
    expect(await touchSession(database.db, found!, DEFAULT_SESSION_POLICY, later)).toBeNull();
    expect(
      await findSession(database.db, token, DEFAULT_SESSION_POLICY, new Date(later.getTime() + 30_000)),
    ).not.toBeNull();
    expect(
      await findSession(database.db, token, DEFAULT_SESSION_POLICY, new Date(later.getTime() + 61_000)),
    ).toBeNull();
    const fresh = await findSession(database.db, rotated, DEFAULT_SESSION_POLICY, later);
    expect(fresh).toMatchObject({ accountId: p.accountId, csrf: p.csrf });
    // Idle too long: over.
    expect(
      await findSession(
        database.db,
        rotated,
        DEFAULT_SESSION_POLICY,
        new Date(later.getTime() + DEFAULT_SESSION_POLICY.idleMs),
      ),
    ).toBeNull();
    // The database keeps only the token's hash.
    expect(
      await database.db
        .selectFrom("sessions")
        .select("id")
        .where("id", "=", rotated as string)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await database.db
        .selectFrom("sessions")
        .select("id")
        .where("id", "=", digest(rotated as string))
        .executeTakeFirst(),
    ).toBeDefined();

    // A request with a token due for rotation gets a new cookie (HttpOnly, SameSite=Lax).
    const old = await openSession(
      database.db,
      p.accountId,
      DEFAULT_SESSION_POLICY,
      new Date(Date.now() - 2 * 3_600_000),
    );
    const r = await inject("GET", "/api/account", { cookie: `games_session=${old.token}` });
    expect(r.json().signedIn).toBe(true);
    const set = String(r.headers["set-cookie"]);
    expect(set).toMatch(/^games_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);

    // Two browsers; signing out one leaves the other; signing out everywhere ends both.
    const second = await openSession(database.db, p.accountId, DEFAULT_SESSION_POLICY);
    const out = await inject("POST", "/api/account/sign-out", as(p));
    expect(out.json()).toEqual({ ok: true });
    expect(String(out.headers["set-cookie"])).toMatch(/^games_session=; Max-Age=0; Path=\/; Expires=/);
    expect((await inject("GET", "/api/account", { cookie: p.cookie })).json().signedIn).toBe(false);
    const other = { cookie: `games_session=${second.token}`, "x-csrf-token": second.session.csrf };
    expect((await inject("GET", "/api/account", { cookie: other.cookie })).json().signedIn).toBe(true);
    const everywhere = await inject("POST", "/api/account/sign-out-everywhere", other, {});
    expect(everywhere.json().ok).toBe(true);
    expect((await inject("GET", "/api/account", { cookie: other.cookie })).json().signedIn).toBe(false);
    expect(
      (await inject("GET", "/api/account", { cookie: `games_session=${old.token}` })).json().signedIn,
    ).toBe(false);
  });

  test.skipIf(skip)(
    "anonymous play is untouched: matches are created and joined without an account",
    async () => {
      const created = await inject(
        "POST",
        "/api/matches",
        { "content-type": "application/json" },
        { engine: "shing-shang" },
      );
      expect(created.statusCode).toBe(201);
      const health = (await inject("GET", "/health", {})).json();
      expect(health).toMatchObject({ ok: true, accounts: true });
    },
  );
});
