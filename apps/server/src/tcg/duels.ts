/**
 * LGC TCG duels between accounts (issue 27 §4; seed 003 §4.2): a player invites with one of his
 * saved decks, another accepts with one of his, and the server creates the match with both decks
 * and gives each his own seat. Friendly duels take any class (« pas de vérification »); a ranked
 * duel needs the hero to be a linked character of the player at the maximum level, of the deck's
 * class, and a deck legal in ranked play (current versions) made of cards the player owns — the
 * server checks all of it at the invitation and again at acceptance. Once the match is over, the
 * engine's facts of it (drawn, played, in hand, result, length) are recorded with its log
 * (`recordDuel`, called when a match ends and by a sweep that catches what a restart missed).
 */
import type { TableResult } from "@core/match-client";
import {
  type DataIssue,
  type Deck,
  duelFacts,
  launchCorpus,
  type Setup,
  type TableEnding,
  engine as tcg,
  validateDeck,
} from "@engines/lgc-tcg";
import type { Kysely } from "kysely";
import { type AccountContext, AccountError } from "../accounts/http.js";
import { digest, isToken, newId, newToken } from "../accounts/ids.js";
import type { MatchHost } from "../accounts/matches.js";
import type { Schema } from "../db/schema.js";
import { deckOf } from "./decks.js";
import { collectionView } from "./economy.js";

/** The engine id the duels are matches of. */
export const DUEL_ENGINE: string = tcg.id;

/** How long an invitation may be accepted. */
export const INVITATION_MS = 7 * 86_400_000;

/** Why a duel is refused (the page words each; RULES.md §14 and apps/server/README.md say when). */
export const DUEL_REFUSALS = [
  "deck-illegal",
  "character-needed",
  "not-your-character",
  "character-level",
  "character-class",
  "invitation-gone",
  "invitation-expired",
  "own-invitation",
  "decks-clash",
] as const;
export type DuelRefusalReason = (typeof DUEL_REFUSALS)[number];

/** A duel the rules refuse: 409 `refused` with its reason (and the deck's issues, for `deck-illegal`). */
export class DuelRefusal extends AccountError {
  constructor(reason: DuelRefusalReason, message: string, extra: Readonly<Record<string, unknown>> = {}) {
    super(409, "refused", message, { reason, ...extra });
  }
}

/** `tournament`: a tournament's game (src/tournaments), under the ranked rules (§4.2). */
export type DuelContext = "friendly" | "ranked" | "tournament";

/** What a player brings to a duel. */
export interface SeatChoice {
  readonly deckId: string;
  /** One of his linked characters, as the hero (ranked: required). */
  readonly characterId?: string;
}

/** A seat as it is written: the deck as it was (a snapshot) and the character, if any. */
interface SeatEntry {
  readonly deckId: string;
  readonly deck: {
    name: string;
    heroClass: string;
    cards: { cardId: string; version: number; count: number }[];
  };
  readonly character: Record<string, unknown> | null;
}

const issueOf = (i: DataIssue) => ({ code: i.code, pointer: i.pointer, message: i.message });

/**
 * Checks what `accountId` brings to a duel of `context` and returns the seat to write: his deck
 * (another account's deck is not found), his character (ranked: at `maxLevel`, of the deck's
 * class), and the deck legal for the context — in ranked play current versions only and owned.
 */
export async function seatFor(
  db: Kysely<Schema>,
  accountId: string,
  choice: SeatChoice,
  context: DuelContext,
  maxLevel: number,
): Promise<SeatEntry> {
  const saved = await deckOf(db, accountId, choice.deckId);
  let character: Record<string, unknown> | null = null;
  if (choice.characterId !== undefined) {
    const row = await db
      .selectFrom("characters")
      .select(["id", "name", "realm", "class", "race", "level", "portrait"])
      .where("id", "=", choice.characterId)
      .where("account_id", "=", accountId)
      .executeTakeFirst();
    if (row === undefined) throw new DuelRefusal("not-your-character", "this character is not linked to you");
    character = { ...row };
  }
  const deck: Deck = {
    name: saved.name,
    heroClass: saved.heroClass,
    cards: saved.cards,
    ...(character === null
      ? {}
      : {
          character: {
            name: String(character.name),
            realm: String(character.realm),
            race: String(character.race),
            class: character.class as Deck["heroClass"],
          },
        }),
  };
  const ranked = context !== "friendly";
  if (ranked) {
    if (character === null)
      throw new DuelRefusal("character-needed", "a ranked duel's hero is one of your linked characters");
    if (Number(character.level) < maxLevel)
      throw new DuelRefusal("character-level", `a ranked duel needs a character at level ${maxLevel}`, {
        maxLevel,
        level: character.level,
      });
    if (character.class !== saved.heroClass)
      throw new DuelRefusal("character-class", "the character's class is not the deck's hero class", {
        characterClass: character.class,
        heroClass: saved.heroClass,
      });
  }
  const view = ranked ? await collectionView(db, accountId) : null;
  const checked = validateDeck(deck, launchCorpus(), {
    mode: ranked ? "ranked" : "friendly",
    ...(view === null ? {} : { collection: { copies: view.copies } }),
  });
  if (!checked.ok)
    throw new DuelRefusal("deck-illegal", `this deck cannot be played in a ${context} duel`, {
      issues: checked.issues.slice(0, 20).map(issueOf),
    });
  return {
    deckId: saved.id,
    deck: { name: saved.name, heroClass: saved.heroClass, cards: [...saved.cards] },
    character,
  };
}

/** An invitation as its link shows it (to anyone holding the link). */
export interface Invitation {
  readonly id: string;
  readonly context: DuelContext;
  readonly status: string;
  readonly clock: boolean;
  readonly expiresAt: Date;
  readonly from: { readonly accountId: string | null; readonly name: string | null };
  /** The inviter's hero: his deck's class and character, never his cards. */
  readonly heroClass: string;
  readonly character: Record<string, unknown> | null;
}

/** Opens an invitation: the inviter's seat (A) checked and written. Returns it and its link's token. */
export async function invite(
  ctx: AccountContext,
  accountId: string,
  choice: SeatChoice,
  context: DuelContext,
  clock: boolean,
  maxLevel: number,
): Promise<{ id: string; token: string }> {
  const seat = await seatFor(ctx.db, accountId, choice, context, maxLevel);
  const id = newId();
  const token = newToken();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("duels")
      .values({
        id,
        context,
        status: "open",
        invite_hash: digest(token),
        clock,
        expires_at: new Date(ctx.now().getTime() + INVITATION_MS),
      })
      .execute();
    await trx
      .insertInto("duel_seats")
      .values({
        duel_id: id,
        seat: "A",
        account_id: accountId,
        deck_id: seat.deckId,
        deck: JSON.stringify(seat.deck),
        character: seat.character === null ? null : JSON.stringify(seat.character),
      })
      .execute();
  });
  return { id, token };
}

async function invitationRow(db: Kysely<Schema>, token: unknown) {
  if (!isToken(token)) throw new AccountError(404, "not-found", "this invitation does not exist");
  const row = await db
    .selectFrom("duels")
    .innerJoin("duel_seats", (j) =>
      j.onRef("duel_seats.duel_id", "=", "duels.id").on("duel_seats.seat", "=", "A"),
    )
    .leftJoin("accounts", "accounts.id", "duel_seats.account_id")
    .select([
      "duels.id",
      "duels.context",
      "duels.status",
      "duels.clock",
      "duels.expires_at",
      "duel_seats.account_id",
      "duel_seats.deck",
      "duel_seats.character",
      "accounts.name",
    ])
    .where("duels.invite_hash", "=", digest(token))
    .executeTakeFirst();
  if (row === undefined) throw new AccountError(404, "not-found", "this invitation does not exist");
  return row;
}

/** The invitation a link's token opens. */
export async function invitationOf(db: Kysely<Schema>, token: unknown): Promise<Invitation> {
  const row = await invitationRow(db, token);
  return {
    id: row.id,
    context: row.context,
    status: row.status,
    clock: row.clock,
    expiresAt: row.expires_at,
    from: { accountId: row.account_id, name: row.name },
    heroClass: row.deck.heroClass,
    character: row.character,
  };
}

/**
 * Accepts an invitation: the acceptor's seat (B) checked, then, holding the duel's row, the match
 * created with both decks and the duel marked as playing. Two acceptances at once: one plays, the
 * other is told the invitation is gone.
 */
export async function accept(
  ctx: AccountContext,
  host: MatchHost,
  accountId: string,
  token: unknown,
  choice: SeatChoice,
  maxLevel: number,
): Promise<{ id: string }> {
  const found = await invitationRow(ctx.db, token);
  if (found.account_id === accountId)
    throw new DuelRefusal("own-invitation", "this is your own invitation: send its link to your opponent");
  const seat = await seatFor(ctx.db, accountId, choice, found.context, maxLevel);
  return ctx.db.transaction().execute(async (trx) => {
    const duel = await trx
      .selectFrom("duels")
      .select(["status", "expires_at", "clock"])
      .where("id", "=", found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (duel.status !== "open")
      throw new DuelRefusal("invitation-gone", "this invitation was taken or withdrawn");
    if (duel.expires_at.getTime() <= ctx.now().getTime())
      throw new DuelRefusal("invitation-expired", "this invitation has expired");
    const setup: Omit<Setup, "seed"> = {
      players: [
        { heroClass: found.deck.heroClass, deck: { cards: found.deck.cards } },
        { heroClass: seat.deck.heroClass, deck: { cards: seat.deck.cards } },
      ],
    };
    let matchId: string;
    try {
      const created = await host.create({
        engine: DUEL_ENGINE,
        setup,
        seats: { A: { kind: "human" }, B: { kind: "human" } },
        clock: duel.clock ? "standard" : null,
      });
      matchId = created.match.id;
    } catch (error) {
      // The engine refused the two decks together (two versions of one card, RULES.md §2).
      const refused = (error as { setup?: { detail: string } }).setup;
      if (refused !== undefined)
        throw new DuelRefusal("decks-clash", `these two decks cannot meet: ${refused.detail}`, {
          setup: refused,
        });
      throw error;
    }
    await trx
      .insertInto("duel_seats")
      .values({
        duel_id: found.id,
        seat: "B",
        account_id: accountId,
        deck_id: seat.deckId,
        deck: JSON.stringify(seat.deck),
        character: seat.character === null ? null : JSON.stringify(seat.character),
      })
      .execute();
    await trx
      .updateTable("duels")
      .set({ status: "playing", match_id: matchId, started_at: ctx.now() })
      .where("id", "=", found.id)
      .execute();
    return { id: found.id };
  });
}

/** Withdraws one's open invitation. */
export async function cancel(db: Kysely<Schema>, accountId: string, duelId: string): Promise<void> {
  const result = await db
    .updateTable("duels")
    .set({ status: "cancelled" })
    .where("id", "=", duelId)
    .where("status", "=", "open")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("duel_seats")
          .select("seat")
          .where("duel_seats.duel_id", "=", duelId)
          .where("duel_seats.seat", "=", "A")
          .where("duel_seats.account_id", "=", accountId),
      ),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new AccountError(404, "not-found", "no open invitation of yours with this id");
}

/** A duel as one of its players sees it. */
export interface DuelForPlayer {
  readonly id: string;
  readonly context: DuelContext;
  readonly status: string;
  readonly seat: "A" | "B";
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly endedAt: Date | null;
  readonly deck: { readonly name: string; readonly heroClass: string };
  readonly opponent: { readonly accountId: string | null; readonly name: string | null } | null;
  /** The player's seat link token while the match runs (null otherwise). */
  readonly play: string | null;
  /** His seat's replay token once the match exists. */
  readonly replay: string | null;
  readonly score: number | null;
}

const tokenOfLink = (link: string): string => link.slice(link.indexOf("#") + 1);

/** The duels of `accountId`: open invitations, matches being played, and the `limit` latest others. */
export async function duelsOf(
  db: Kysely<Schema>,
  host: MatchHost,
  accountId: string,
  duelId?: string,
  limit = 20,
): Promise<DuelForPlayer[]> {
  let query = db
    .selectFrom("duel_seats as mine")
    .innerJoin("duels", "duels.id", "mine.duel_id")
    .leftJoin("duel_seats as theirs", (j) =>
      j.onRef("theirs.duel_id", "=", "mine.duel_id").onRef("theirs.seat", "!=", "mine.seat"),
    )
    .leftJoin("accounts", "accounts.id", "theirs.account_id")
    .select([
      "duels.id",
      "duels.context",
      "duels.status",
      "duels.match_id",
      "duels.created_at",
      "duels.expires_at",
      "duels.ended_at",
      "mine.seat",
      "mine.deck",
      "mine.score",
      "theirs.account_id as opponentId",
      "accounts.name as opponentName",
    ])
    .where("mine.account_id", "=", accountId)
    .orderBy("duels.created_at", "desc")
    .limit(limit);
  if (duelId !== undefined) query = query.where("duels.id", "=", duelId);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    context: r.context,
    status: r.status,
    seat: r.seat,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    endedAt: r.ended_at,
    deck: { name: r.deck.name, heroClass: r.deck.heroClass },
    opponent: r.status === "open" ? null : { accountId: r.opponentId, name: r.opponentName },
    play: r.status === "playing" && r.match_id !== null ? tokenOfLink(host.linkOf(r.match_id, r.seat)) : null,
    replay: r.match_id === null ? null : host.replayTokenOf(r.match_id, r.seat === "A" ? 0 : 1),
    score: r.score,
  }));
}

/** The table's result in the engine's terms (a TCG match's seats are "A" and "B"). */
function tableEnding(result: TableResult | undefined): TableEnding | undefined {
  if (result === undefined) return undefined;
  if (result.type === "draw") return { type: "draw" };
  return result.seat === "A" || result.seat === "B" ? { type: "resigned", seat: result.seat } : undefined;
}

/**
 * Records the end of `matchId` if it is an account duel being played: its full replay read from
 * the match service, the engine's facts of it, the result per seat — in one transaction holding
 * the duel's row, so a second call (another instance, the sweep) records nothing twice. A match
 * the store no longer holds unfinished is marked abandoned.
 */
export async function recordDuel(db: Kysely<Schema>, host: MatchHost, matchId: string): Promise<boolean> {
  const duel = await db
    .selectFrom("duels")
    .select(["id", "status"])
    .where("match_id", "=", matchId)
    .executeTakeFirst();
  if (duel === undefined || duel.status !== "playing") return false;
  const outcome = await host.outcome(matchId);
  if (outcome === "playing") return false;
  return db.transaction().execute(async (trx) => {
    const again = await trx
      .selectFrom("duels")
      .select("status")
      .where("id", "=", duel.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (again.status !== "playing") return false;
    if (outcome === null) {
      await trx.updateTable("duels").set({ status: "abandoned" }).where("id", "=", duel.id).execute();
      return true;
    }
    const facts = duelFacts(outcome.setup as Setup, outcome.actions, tableEnding(outcome.result));
    const last = outcome.log.at(-1)?.at ?? outcome.match.createdAt;
    await trx
      .updateTable("duels")
      .set({
        status: "over",
        ended_at: new Date(last),
        winner: facts.winner,
        turns: facts.turns,
        duration_ms: Math.max(0, last - outcome.match.createdAt),
        facts: JSON.stringify(facts),
        log: JSON.stringify({
          setup: outcome.setup,
          actions: outcome.actions,
          at: outcome.log.map((e) => e.at),
        }),
      })
      .where("id", "=", duel.id)
      .execute();
    for (const seat of ["A", "B"] as const)
      await trx
        .updateTable("duel_seats")
        .set({ score: facts.seats[seat].score })
        .where("duel_id", "=", duel.id)
        .where("seat", "=", seat)
        .execute();
    return true;
  });
}

/** Records every duel still marked as playing whose match has ended (after a restart, say). */
export async function sweepDuels(db: Kysely<Schema>, host: MatchHost, limit = 200): Promise<number> {
  const playing = await db
    .selectFrom("duels")
    .select("match_id")
    .where("status", "=", "playing")
    .orderBy("started_at")
    .limit(limit)
    .execute();
  let recorded = 0;
  for (const { match_id } of playing)
    if (match_id !== null && (await recordDuel(db, host, match_id))) recorded++;
  return recorded;
}
