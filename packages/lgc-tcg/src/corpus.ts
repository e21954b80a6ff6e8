/**
 * The corpus bundled with the engine (data/lgc-tcg, seed §13.1), in the shape of `Corpus` from
 * the data model, restricted to what a duel reads: card versions, latest versions, tokens, heroes.
 */
import starter from "../../../data/lgc-tcg/decks/starter.json";
import { CARD_FILES, HEROES_FILE, RULES_FILE, TOKENS_FILE } from "./corpus.generated.js";
import type { Card, Corpus, Deck, GameRules, Hero, Token } from "./data/types.js";

/** What a duel needs from a corpus (a full `Corpus` is one). */
export type DuelCorpus = Pick<Corpus, "cards" | "latest" | "tokens" | "heroes">;

function build(): DuelCorpus {
  const cards: Record<string, Card> = {};
  const latest: Record<string, number> = {};
  for (const raw of Object.values(CARD_FILES)) {
    const card = raw as Card;
    cards[`${card.id}.v${card.version}`] = card;
    latest[card.id] = Math.max(latest[card.id] ?? 0, card.version);
  }
  const tokens: Record<string, Token> = {};
  for (const t of (TOKENS_FILE as { tokens: Token[] }).tokens) tokens[t.id] = t;
  const heroes: Record<string, Hero> = {};
  for (const h of (HEROES_FILE as { heroes: Hero[] }).heroes) heroes[h.class] = h;
  return { cards, latest, tokens, heroes } as DuelCorpus;
}

/** The launch corpus as bundled. */
export const BUNDLED_CORPUS: DuelCorpus = build();

/** The game constants of rules.json (§1), for the duel server (turn timer) and checks. */
export const GAME_RULES: GameRules = RULES_FILE as GameRules;

/** The free 30-card starter deck (§10). */
export const STARTER_DECK: Deck = starter as unknown as Deck;
