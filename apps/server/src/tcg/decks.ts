/**
 * LGC TCG decks saved per account (issue 27 §4): create, edit (name, hero, cards), copy, delete,
 * and a read-only share link. A deck being built may be incomplete or illegal, as in the browser's
 * library: the server keeps any deck of the deck file's shape (bounded) and legality is decided
 * when it is played (duels.ts). One rule is the server's own: a card whose member withdrew it
 * (§12, RULES.md §14) never enters a deck — a deck that held it before keeps those copies.
 */
import { BUNDLED_CORPUS, checkDeckSchema, type DeckEntry, type HeroClass } from "@engines/lgc-tcg";
import type { Kysely, Selectable, Transaction } from "kysely";
import { AccountError } from "../accounts/http.js";
import { newId } from "../accounts/ids.js";
import type { DecksTable, Schema } from "../db/schema.js";
import { withdrawnCards } from "./catalogue.js";

/** Most decks an account keeps. */
export const MAX_DECKS = 200;
/** Longest deck name, in characters. */
export const MAX_DECK_NAME = 60;
/** Most copies a saved deck lists (the engine deals at most 100). */
const MAX_CARDS = 100;

/** A deck as its owner edits it. */
export interface DeckBody {
  readonly name: string;
  readonly heroClass: HeroClass;
  readonly cards: readonly DeckEntry[];
}

/** A saved deck as the API gives it. */
export interface SavedDeck extends DeckBody {
  readonly id: string;
  /** Counts the deck's saves: an edit names the revision it was made on. */
  readonly revision: number;
  /** The read-only share link's id, when the deck is shared. */
  readonly shareId: string | null;
  readonly updatedAt: Date;
}

type Db = Kysely<Schema> | Transaction<Schema>;

const invalid = (message: string): never => {
  throw new AccountError(400, "invalid", message);
};

/** A deck name: 1 to 60 characters once trimmed, no control characters; null when it is not one. */
export function deckName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.normalize("NFC").trim().replace(/\s+/g, " ");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (name.length < 1 || name.length > MAX_DECK_NAME || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

/**
 * Reads a deck sent by a client: `{name, heroClass, cards}` and nothing else, the deck file's
 * shape (deck.schema.json; the list may be empty while the deck is built), at most 100 cards.
 * Throws a 400 naming what is wrong.
 */
export function readDeckBody(value: unknown): DeckBody {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return invalid("deck: a deck is an object {name, heroClass, cards}");
  const deck = value as Record<string, unknown>;
  for (const key of Object.keys(deck))
    if (key !== "name" && key !== "heroClass" && key !== "cards")
      invalid(`deck: "${key.slice(0, 40)}" is not a field of a deck`);
  const name = deckName(deck.name);
  if (name === null) invalid(`deck/name: a name of 1 to ${MAX_DECK_NAME} characters is needed`);
  if (typeof deck.heroClass !== "string" || !Object.hasOwn(BUNDLED_CORPUS.heroes, deck.heroClass))
    invalid("deck/heroClass: not a hero class");
  if (!Array.isArray(deck.cards)) return invalid("deck/cards: a list of {cardId, version, count}");
  // The schema wants a card at least; an empty list being built is checked with a stand-in.
  const shape = { name, heroClass: deck.heroClass, cards: deck.cards.length === 0 ? [STAND_IN] : deck.cards };
  const checked = checkDeckSchema(shape);
  if (!checked.ok) {
    const first = checked.issues[0];
    invalid(`deck${first?.pointer ?? ""}: ${first?.message ?? "not a deck"}`);
  }
  const cards = deck.cards as DeckEntry[];
  if (cards.reduce((n, e) => n + e.count, 0) > MAX_CARDS)
    invalid(`deck/cards: at most ${MAX_CARDS} cards in a saved deck`);
  return {
    name: name as string,
    heroClass: deck.heroClass as HeroClass,
    cards: cards.map((e) => ({ cardId: e.cardId, version: e.version, count: e.count })),
  };
}

const STAND_IN: DeckEntry = { cardId: "stand_in", version: 1, count: 1 };

const countsOf = (cards: readonly DeckEntry[]): Map<string, number> => {
  const out = new Map<string, number>();
  for (const e of cards) out.set(e.cardId, (out.get(e.cardId) ?? 0) + e.count);
  return out;
};

/**
 * Refuses `cards` when it holds more copies of a withdrawn card than `before` did (a new deck:
 * none). Existing copies keep working (RULES.md §14); no copy is ever added.
 */
export async function checkWithdrawn(
  db: Db,
  cards: readonly DeckEntry[],
  before: readonly DeckEntry[] = [],
): Promise<void> {
  const withdrawn = await withdrawnCards(db);
  if (withdrawn.size === 0) return;
  const had = countsOf(before);
  for (const [cardId, count] of countsOf(cards))
    if (withdrawn.has(cardId) && count > (had.get(cardId) ?? 0))
      throw new DeckRefusal(
        "withdrawn-card",
        `"${cardId}" was withdrawn at its member's request: no deck takes more copies of it`,
        cardId,
      );
}

/** A deck change the rules refuse (409 `refused`): its reason code for the page, and the card it is about. */
export class DeckRefusal extends AccountError {
  constructor(reason: string, message: string, cardId?: string) {
    super(409, "refused", message, { reason, ...(cardId === undefined ? {} : { cardId }) });
  }
}

export function savedDeck(row: Selectable<DecksTable>): SavedDeck {
  return {
    id: row.id,
    name: row.name,
    heroClass: row.hero_class as HeroClass,
    cards: row.cards,
    revision: row.revision,
    shareId: row.share_id,
    updatedAt: row.updated_at,
  };
}

/** The account's decks, oldest first. */
export async function listDecks(db: Db, accountId: string): Promise<SavedDeck[]> {
  const rows = await db
    .selectFrom("decks")
    .selectAll()
    .where("account_id", "=", accountId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(savedDeck);
}

/** One of the account's decks (another account's is not found: its id says nothing). */
export async function deckOf(db: Db, accountId: string, deckId: string, lock = false): Promise<SavedDeck> {
  let query = db.selectFrom("decks").selectAll().where("id", "=", deckId).where("account_id", "=", accountId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row === undefined) throw new AccountError(404, "not-found", "no such deck of yours");
  return savedDeck(row);
}

/** Saves a new deck for the account (no withdrawn card; at most {@link MAX_DECKS}). */
export async function createDeck(db: Kysely<Schema>, accountId: string, deck: DeckBody): Promise<SavedDeck> {
  return db.transaction().execute(async (trx) => {
    // The account's row orders its deck creations, so two tabs cannot both pass the limit.
    await trx.selectFrom("accounts").select("id").where("id", "=", accountId).forUpdate().execute();
    const { n } = await trx
      .selectFrom("decks")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("account_id", "=", accountId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_DECKS)
      throw new DeckRefusal("too-many-decks", `at most ${MAX_DECKS} decks: delete one first`);
    await checkWithdrawn(trx, deck.cards);
    const row = await trx
      .insertInto("decks")
      .values({
        id: newId(),
        account_id: accountId,
        name: deck.name,
        hero_class: deck.heroClass,
        cards: JSON.stringify(deck.cards),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return savedDeck(row);
  });
}

/**
 * Saves an edit of a deck made on `revision`; an edit made on an older revision (another tab
 * saved since) is refused with the deck as it is now, so nothing is overwritten unseen.
 */
export async function updateDeck(
  db: Kysely<Schema>,
  accountId: string,
  deckId: string,
  revision: number,
  deck: DeckBody,
): Promise<{ ok: true; deck: SavedDeck } | { ok: false; deck: SavedDeck }> {
  return db.transaction().execute(async (trx) => {
    const current = await deckOf(trx, accountId, deckId, true);
    if (current.revision !== revision) return { ok: false, deck: current };
    await checkWithdrawn(trx, deck.cards, current.cards);
    const row = await trx
      .updateTable("decks")
      .set({
        name: deck.name,
        hero_class: deck.heroClass,
        cards: JSON.stringify(deck.cards),
        revision: revision + 1,
        updated_at: new Date(),
      })
      .where("id", "=", deckId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, deck: savedDeck(row) };
  });
}

/** Deletes one of the account's decks (its share link dies with it; duels keep their snapshot). */
export async function deleteDeck(db: Db, accountId: string, deckId: string): Promise<void> {
  const result = await db
    .deleteFrom("decks")
    .where("id", "=", deckId)
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AccountError(404, "not-found", "no such deck of yours");
}

/** Shares a deck read-only: its share id (the same one while it stays shared). */
export async function shareDeck(db: Kysely<Schema>, accountId: string, deckId: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const deck = await deckOf(trx, accountId, deckId, true);
    if (deck.shareId !== null) return deck.shareId;
    const shareId = newId();
    await trx.updateTable("decks").set({ share_id: shareId }).where("id", "=", deckId).execute();
    return shareId;
  });
}

/** Ends a deck's share link: whoever has it sees nothing any more. */
export async function unshareDeck(db: Db, accountId: string, deckId: string): Promise<void> {
  await deckOf(db, accountId, deckId);
  await db.updateTable("decks").set({ share_id: null }).where("id", "=", deckId).execute();
}

/** A shared deck as anyone with its link sees it: the deck and its owner's name, nothing else. */
export async function sharedDeck(
  db: Db,
  shareId: string,
): Promise<{ deck: DeckBody; owner: string; updatedAt: Date }> {
  const row = await db
    .selectFrom("decks")
    .innerJoin("accounts", "accounts.id", "decks.account_id")
    .select(["decks.name", "decks.hero_class", "decks.cards", "decks.updated_at", "accounts.name as owner"])
    .where("decks.share_id", "=", shareId)
    .executeTakeFirst();
  if (row === undefined) throw new AccountError(404, "not-found", "this deck is not shared (any more)");
  return {
    deck: { name: row.name, heroClass: row.hero_class as HeroClass, cards: row.cards },
    owner: row.owner,
    updatedAt: row.updated_at,
  };
}
