/**
 * The LGC TCG economy on the server (seed 003 §7.6, §10): the collection engine's reducer runs
 * here, one event-sourced log per account (`collection_log`: every accepted intent with its
 * events, replayable to the same collection) and its latest state (`collections`, which holds the
 * pack generator: the client never sees a seed). The client sends intents and receives its view.
 *
 * Each intent is one transaction holding the account's row lock (`SELECT … FOR UPDATE`), so two
 * tabs racing can never spend the same Sceaux or melt the same copy twice; an intent carries the
 * client's `requestId`, and one already applied answers with what it did the first time (a replay
 * of a pack opening opens nothing). Privileged intents (GRANT, SET_MEMBER, GRANT_FOIL) are the
 * organisers', with a reason, audited.
 */
import { randomBytes } from "node:crypto";
import {
  type CollectionAction,
  type CollectionEvent,
  type CollectionState,
  reduceCollection,
  savedCollection,
  startCollection,
} from "@engines/lgc-tcg";
import type { Kysely, Transaction } from "kysely";
import { audit } from "../accounts/accounts.js";
import type { Schema } from "../db/schema.js";
import { collectionOf, poolWithout, withdrawnMembers } from "./catalogue.js";

/** What a player may ask (`legalActions`' kinds); the rest are the organisers'. */
export const PLAYER_INTENTS: ReadonlySet<string> = new Set([
  "OPEN_PACK",
  "MELT",
  "MELT_DUPLICATES",
  "CRAFT",
  "BUY_ALT_ART",
  "SHOW_ART",
]);
export const ORGANISER_INTENTS: ReadonlySet<string> = new Set(["GRANT", "GRANT_FOIL", "SET_MEMBER"]);

/** The collection as its owner sees it: no generator (the packs' seed stays on the server). */
export type CollectionView = Omit<ReturnType<typeof savedCollection>, "rng"> & { readonly seq: number };

export function viewOf(state: CollectionState, seq: number): CollectionView {
  const { rng: _rng, ...rest } = savedCollection(state);
  return { ...rest, seq };
}

/** The log's first entry: the collection's start (its secret seed), replay's starting point. */
interface StartIntent {
  readonly type: "START";
  readonly seed: string;
}

/** An intent as logged, with the catalogue it was applied under when members were withdrawn. */
type LoggedIntent = (CollectionAction | StartIntent) & {
  readonly withdrawn?: readonly string[];
  readonly reason?: string;
};

/**
 * A new account's collection (§10: the starter deck at once, nothing else), in the transaction
 * that creates the account.
 */
export async function startAccountCollection(trx: Transaction<Schema>, accountId: string): Promise<void> {
  const seed = randomBytes(16).toString("base64url");
  const state = startCollection({ seed, player: accountId });
  const intent: StartIntent = { type: "START", seed };
  await trx
    .insertInto("collection_log")
    .values({
      account_id: accountId,
      seq: 0,
      request_id: null,
      actor_id: null,
      intent: JSON.stringify(intent),
      events: "[]",
    })
    .execute();
  await trx
    .insertInto("collections")
    .values({ account_id: accountId, seq: 0, state: JSON.stringify(savedCollection(state)) })
    .execute();
}

/** The answer to an intent. */
export type IntentAnswer =
  | {
      readonly ok: true;
      readonly seq: number;
      readonly events: readonly CollectionEvent[];
      readonly replayed: boolean;
      readonly view: CollectionView;
    }
  | { readonly ok: false; readonly reason: string; readonly view: CollectionView };

/** A request id: what the client makes up for each intent (a UUID, say), 8 to 64 characters. */
export const isRequestId = (x: unknown): x is string =>
  typeof x === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(x);

/**
 * Applies one intent to an account's collection in one transaction: the row locked, a request id
 * already logged answered from the log, the reducer run on the stored state, the entry appended
 * and the state saved together. A refusal writes nothing.
 */
export async function applyIntent(
  db: Kysely<Schema>,
  accountId: string,
  actorId: string,
  requestId: string,
  intent: Readonly<Record<string, unknown>>,
  reason?: string,
): Promise<IntentAnswer | null> {
  return db.transaction().execute((trx) => applyIntentIn(trx, accountId, actorId, requestId, intent, reason));
}

/** `applyIntent` inside the caller's transaction (which then holds the account's row lock). */
export async function applyIntentIn(
  trx: Transaction<Schema>,
  accountId: string,
  actorId: string,
  requestId: string,
  intent: Readonly<Record<string, unknown>>,
  reason?: string,
): Promise<IntentAnswer | null> {
  const row = await trx
    .selectFrom("collections")
    .select(["seq", "state"])
    .where("account_id", "=", accountId)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) return null;
  const withdrawn = await withdrawnMembers(trx);
  const state = collectionOf(row.state, withdrawn);
  const done = await trx
    .selectFrom("collection_log")
    .select(["seq", "events"])
    .where("account_id", "=", accountId)
    .where("request_id", "=", requestId)
    .executeTakeFirst();
  if (done !== undefined)
    return {
      ok: true,
      seq: done.seq,
      events: done.events as CollectionEvent[],
      replayed: true,
      view: viewOf(state, row.seq),
    };
  const result = reduceCollection(state, intent);
  const first = result.events[0];
  if (first?.type === "rejected") return { ok: false, reason: first.reason, view: viewOf(state, row.seq) };
  const seq = row.seq + 1;
  const logged: LoggedIntent = {
    ...(intent as unknown as CollectionAction),
    ...(withdrawn.length > 0 ? { withdrawn } : {}),
    ...(reason === undefined ? {} : { reason }),
  };
  await trx
    .insertInto("collection_log")
    .values({
      account_id: accountId,
      seq,
      request_id: requestId,
      actor_id: actorId,
      intent: JSON.stringify(logged),
      events: JSON.stringify(result.events),
    })
    .execute();
  await trx
    .updateTable("collections")
    .set({ seq, state: JSON.stringify(savedCollection(result.state)), updated_at: new Date() })
    .where("account_id", "=", accountId)
    .execute();
  if (actorId !== accountId)
    await audit(trx, actorId, `collection.${String(intent.type)}`, accountId, {
      intent,
      why: reason ?? null,
      seq,
    });
  return {
    ok: true,
    seq,
    events: result.events as CollectionEvent[],
    replayed: false,
    view: viewOf(result.state, seq),
  };
}

/** The account's collection view, or null for an account without one. */
export async function collectionView(db: Kysely<Schema>, accountId: string): Promise<CollectionView | null> {
  const row = await db
    .selectFrom("collections")
    .select(["seq", "state"])
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  if (row === undefined) return null;
  return viewOf(collectionOf(row.state, await withdrawnMembers(db)), row.seq);
}

/**
 * Rebuilds an account's collection from its log alone: the start's seed, then every intent under
 * the catalogue it was applied with. Equal to the stored state (tested): the log is the truth.
 */
export async function replayCollection(
  db: Kysely<Schema>,
  accountId: string,
): Promise<CollectionState | null> {
  const entries = await db
    .selectFrom("collection_log")
    .select(["seq", "intent"])
    .where("account_id", "=", accountId)
    .orderBy("seq")
    .execute();
  const start = entries[0]?.intent as LoggedIntent | undefined;
  if (start?.type !== "START") return null;
  let state = startCollection({ seed: (start as StartIntent).seed, player: accountId });
  for (const entry of entries.slice(1)) {
    const { withdrawn = [], reason: _reason, ...intent } = entry.intent as LoggedIntent;
    const result = reduceCollection({ ...state, pool: poolWithout(withdrawn) }, intent);
    if (result.events[0]?.type === "rejected") throw new Error(`log entry ${entry.seq} does not replay`);
    state = result.state;
  }
  return { ...state, pool: poolWithout(await withdrawnMembers(db)) };
}
