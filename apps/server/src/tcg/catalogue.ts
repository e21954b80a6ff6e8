/**
 * The LGC TCG economy's catalogue on the server: the bundled pool less the cards whose members
 * asked to withdraw them (seed 003 §12: an organiser accepted an opt-out). A withdrawn card leaves
 * packs, crafting and new decks; copies already owned stay in collections and decks (RULES.md §14).
 */
import { BUNDLED_POOL, type CollectionState, type PoolCard, readSavedCollection } from "@engines/lgc-tcg";
import type { Kysely, Transaction } from "kysely";
import type { Schema } from "../db/schema.js";

/** The members whose withdrawal an organiser accepted, sorted. */
export async function withdrawnMembers(db: Kysely<Schema> | Transaction<Schema>): Promise<string[]> {
  const rows = await db
    .selectFrom("member_requests")
    .select("member_id")
    .distinct()
    .where("kind", "=", "opt-out")
    .where("status", "=", "accepted")
    .orderBy("member_id")
    .execute();
  return rows.map((r) => r.member_id);
}

/** The pool with the withdrawn members' cards taken out. */
export function poolWithout(withdrawn: readonly string[]): readonly PoolCard[] {
  if (withdrawn.length === 0) return BUNDLED_POOL;
  const out = new Set(withdrawn);
  return BUNDLED_POOL.filter((c) => c.memberId === undefined || !out.has(c.memberId));
}

/** A stored collection (the player's part, generator included) read with the catalogue of `withdrawn`. */
export function collectionOf(saved: unknown, withdrawn: readonly string[]): CollectionState {
  const read = readSavedCollection(saved);
  if (!read.ok)
    throw new Error(
      `a stored collection is unreadable: ${read.issues[0]?.pointer} ${read.issues[0]?.message}`,
    );
  return { ...read.value, pool: poolWithout(withdrawn) };
}

/** The ids of the cards whose members' withdrawal an organiser accepted (§12). */
export async function withdrawnCards(db: Kysely<Schema> | Transaction<Schema>): Promise<Set<string>> {
  const withdrawn = await withdrawnMembers(db);
  if (withdrawn.length === 0) return new Set();
  const out = new Set(withdrawn);
  return new Set(
    BUNDLED_POOL.filter((c) => c.memberId !== undefined && out.has(c.memberId)).map((c) => c.cardId),
  );
}
