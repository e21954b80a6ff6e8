/**
 * Deck legality (§1, §2, §4.2, §11): 30 cards, copy limits by rarity, neutral or hero-class cards
 * only, and in ranked play the current balance, a linked character and owned copies.
 */
import { pointer } from "@core/engine";
import { cardKey, getCard } from "./corpus.js";
import { checkDeckSchema } from "./deck-schema.js";
import { issue } from "./issues.js";
import { checkSchema } from "./schemas.js";
import type { Collection, Corpus, DataIssue, DataResult, Deck } from "./types.js";

/**
 * Friendly duels accept any class and any card version (§4.2: no verification); ranked play
 * requires the linked character of the hero's class and the latest version of each card. In both
 * modes, when a collection is given, the player must own the copies (normal and foil count alike,
 * §7.6; a deck built from the whole set for a test duel simply gives none).
 */
export interface DeckOptions {
  readonly mode: "friendly" | "ranked";
  /** The player's collection: when given, the deck may use only owned copies. */
  readonly collection?: Pick<Collection, "copies">;
  /** File name for the issues. */
  readonly file?: string;
}

/** Checks a deck (any JSON value) against the schema and the corpus. Never throws. */
export function validateDeck(value: unknown, corpus: Corpus, options: DeckOptions): DataResult<Deck> {
  const { file, mode } = options;
  const checked = checkDeckSchema(value, file);
  if (!checked.ok) return { ok: false, issues: checked.issues };
  const deck = checked.value;
  const errors: DataIssue[] = [];
  const warnings: DataIssue[] = [];
  const perId = new Map<string, { count: number; at: string }>();
  const versionOf = new Map<string, number>();
  let total = 0;

  deck.cards.forEach((entry, i) => {
    const at = pointer("cards", i);
    total += entry.count;
    const card = corpus.cards[cardKey(entry.cardId, entry.version)];
    if (card === undefined) {
      const known = getCard(corpus, entry.cardId) !== undefined;
      const message = known
        ? `"${entry.cardId}" has no version ${entry.version}`
        : `no card "${entry.cardId}" (tokens are not cards)`;
      errors.push(issue("error", "unknown-card", file, known ? `${at}/version` : `${at}/cardId`, message));
      return;
    }
    const latest = corpus.latest[card.id] ?? card.version;
    if (card.version < latest) {
      const message = `"${card.id}" v${card.version} is an old balance; the current one is v${latest}`;
      if (mode === "ranked") errors.push(issue("error", "old-version", file, `${at}/version`, message));
      else warnings.push(issue("warning", "old-version", file, `${at}/version`, message));
    }
    if (card.optOut)
      errors.push(
        issue(
          "error",
          "opt-out",
          file,
          `${at}/cardId`,
          `"${card.id}" was withdrawn at its member's request (§12)`,
        ),
      );
    if (!card.factions.includes("NEUTRAL") && !card.factions.includes(deck.heroClass)) {
      errors.push(
        issue(
          "error",
          "class-card",
          file,
          `${at}/cardId`,
          `"${card.id}" is a ${card.factions.join("/")} card; this deck's hero is ${deck.heroClass}`,
        ),
      );
    }
    // A duel plays one version of a card (RULES.md §1: the state keys definitions by card id), so
    // `deal` refuses a deck naming two: say so here, where the player can still mend the deck.
    const version = versionOf.get(card.id);
    if (version === undefined) versionOf.set(card.id, card.version);
    else if (version !== card.version)
      errors.push(
        issue(
          "error",
          "two-versions",
          file,
          `${at}/version`,
          `"${card.id}" is already in this deck as v${version}: a duel plays one version of a card`,
        ),
      );
    // Copy limits count the card, whatever its versions (§7.6: foil or not, same card).
    const seen = perId.get(card.id);
    const count = (seen?.count ?? 0) + entry.count;
    perId.set(card.id, { count, at: seen?.at ?? at });
    const limit = corpus.taxonomy.rarities.find((r) => r.id === card.rarity)?.maxCopies ?? 0;
    if (count > limit && (seen === undefined || seen.count <= limit)) {
      errors.push(
        issue(
          "error",
          "copies",
          file,
          `${at}/count`,
          `at most ${limit} copies of a ${card.rarity} card ("${card.id}"), not ${count}`,
        ),
      );
    }
  });
  if (total !== corpus.rules.deckSize) {
    errors.push(
      issue(
        "error",
        "deck-size",
        file,
        "/cards",
        `a deck has ${corpus.rules.deckSize} cards, this one ${total}`,
      ),
    );
  }
  if (mode === "ranked") errors.push(...rankedChecks(deck, options));
  if (options.collection !== undefined) errors.push(...ownershipChecks(perId, options.collection, file));
  if (errors.length > 0) return { ok: false, issues: errors };
  return { ok: true, value: deck, warnings };
}

function rankedChecks(deck: Deck, options: DeckOptions): DataIssue[] {
  const { file } = options;
  const out: DataIssue[] = [];
  if (deck.character === undefined) {
    out.push(
      issue(
        "error",
        "character",
        file,
        "/character",
        "ranked play needs the player's linked character (§4.2)",
      ),
    );
  } else if (deck.character.class !== deck.heroClass) {
    out.push(
      issue(
        "error",
        "character",
        file,
        "/character/class",
        `the character is a ${deck.character.class}, the deck's hero a ${deck.heroClass}`,
      ),
    );
  }
  return out;
}

function ownershipChecks(
  perId: ReadonlyMap<string, { count: number; at: string }>,
  collection: Pick<Collection, "copies">,
  file: string | undefined,
): DataIssue[] {
  const out: DataIssue[] = [];
  const owned = new Map<string, number>();
  for (const c of collection.copies) owned.set(c.cardId, (owned.get(c.cardId) ?? 0) + c.normal + c.foil);
  for (const [id, { count, at }] of perId) {
    const have = owned.get(id) ?? 0;
    if (have < count)
      out.push(
        issue(
          "error",
          "not-owned",
          file,
          `${at}/count`,
          `the collection holds ${have} "${id}", the deck uses ${count}`,
        ),
      );
  }
  return out;
}

/** Checks a collection file against its schema (and that each copy names a known card version). */
export function validateCollection(value: unknown, corpus: Corpus, file?: string): DataResult<Collection> {
  const checked = checkSchema("collection", value, file);
  if (!checked.ok) return { ok: false, issues: checked.issues };
  const errors: DataIssue[] = [];
  checked.value.copies.forEach((c, i) => {
    if (corpus.cards[cardKey(c.cardId, c.version)] === undefined) {
      errors.push(
        issue(
          "error",
          "unknown-card",
          file,
          pointer("copies", i, "cardId"),
          `no card "${c.cardId}" v${c.version}`,
        ),
      );
    }
    if (c.foilProvenance !== undefined && c.foilProvenance.length > c.foil) {
      errors.push(
        issue(
          "error",
          "foil-provenance",
          file,
          pointer("copies", i, "foilProvenance"),
          `${c.foilProvenance.length} provenances for ${c.foil} foil copies`,
        ),
      );
    }
  });
  return errors.length > 0 ? { ok: false, issues: errors } : { ok: true, value: checked.value, warnings: [] };
}
