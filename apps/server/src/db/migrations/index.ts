/**
 * The migrations, in order. Forward-only: a migration once released is never edited or removed;
 * a change is a new one with the next number. Each runs in a transaction at start.
 */
import type { Migration } from "kysely";
import * as accounts from "./001-accounts.js";
import * as economy from "./002-economy.js";
import * as decksDuels from "./003-decks-duels.js";
import * as tournaments from "./004-tournaments.js";

/** Every migration by name; names sort in the order they apply. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "001-accounts": accounts,
  "002-economy": economy,
  "003-decks-duels": decksDuels,
  "004-tournaments": tournaments,
};

/** The schema this release writes: the last migration's name. */
export const LATEST_SCHEMA: string = Object.keys(MIGRATIONS).sort().at(-1) as string;
