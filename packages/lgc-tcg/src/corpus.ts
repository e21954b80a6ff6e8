/**
 * The corpus bundled with the engine (data/lgc-tcg, seed §13.1), in the shape of `Corpus` from
 * the data model, restricted to what a duel reads: card versions, latest versions, tokens, heroes.
 * Built from the data library's `LAUNCH_FILES` (one bundled list of the files) without the schema
 * checks, so importing the engine stays cheap; `launchCorpus()` is the checked version, and the
 * data tests validate these very files.
 */
import { LAUNCH_FILES } from "./data/launch.js";
import type { Card, Corpus, Deck, GameRules, Hero, Token } from "./data/types.js";

/** What a duel needs from a corpus (a full `Corpus` is one). */
export type DuelCorpus = Pick<Corpus, "cards" | "latest" | "tokens" | "heroes">;

function build(): DuelCorpus {
  const cards: Record<string, Card> = {};
  const latest: Record<string, number> = {};
  for (const [path, raw] of Object.entries(LAUNCH_FILES)) {
    if (!path.startsWith("cards/")) continue;
    const card = raw as Card;
    cards[`${card.id}.v${card.version}`] = card;
    latest[card.id] = Math.max(latest[card.id] ?? 0, card.version);
  }
  const tokens: Record<string, Token> = {};
  for (const t of (LAUNCH_FILES["tokens.json"] as { tokens: Token[] }).tokens) tokens[t.id] = t;
  const heroes: Record<string, Hero> = {};
  for (const h of (LAUNCH_FILES["heroes.json"] as { heroes: Hero[] }).heroes) heroes[h.class] = h;
  return { cards, latest, tokens, heroes } as DuelCorpus;
}

/** The launch corpus as bundled. */
export const BUNDLED_CORPUS: DuelCorpus = build();

/** The game constants of rules.json (§1), for the duel server (turn timer) and checks. */
export const GAME_RULES: GameRules = LAUNCH_FILES["rules.json"] as GameRules;

/** The free 30-card starter deck (§10). */
export const STARTER_DECK: Deck = LAUNCH_FILES["decks/starter.json"] as Deck;
