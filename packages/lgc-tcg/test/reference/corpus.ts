// FROZEN copy of src/corpus.ts at commit dfdfa34, before the issue-18 performance work: the oracle of
// test/differential.test.ts (with its neighbours here). Do not fix or optimise it; its value is that it is unchanged.
/**
 * The corpus bundled with the engine (data/lgc-tcg, seed §13.1), in the shape of `Corpus` from
 * the data model, restricted to what a duel reads: card versions, latest versions, tokens and
 * hero powers (every version of each, §7.5), heroes, and the §1 rules.
 * Built from the data library's `LAUNCH_FILES` (one bundled list of the files) without the schema
 * checks, so importing the engine stays cheap; `launchCorpus()` is the checked version, and the
 * data tests validate these very files.
 */
import { LAUNCH_FILES } from "../../src/data/launch.js";
import type { Card, CardKey, Corpus, Deck, GameRules, Hero, HeroPower, Token } from "../../src/data/types.js";
import { DEFAULT_RULES } from "./rules.js";

/**
 * What a duel needs from a corpus (a full `Corpus` is one). Without `tokenVersions` or `powers`
 * only the latest token and the current power can be used; without `rules`, rules.json's.
 */
export type DuelCorpus = Pick<Corpus, "cards" | "latest" | "tokens" | "heroes"> &
  Partial<Pick<Corpus, "tokenVersions" | "powers" | "rules">>;

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
  const tokenVersions: Record<CardKey, Token> = {};
  for (const t of (LAUNCH_FILES["tokens.json"] as { tokens: Token[] }).tokens) {
    tokenVersions[`${t.id}.v${t.version}`] = t;
    if ((tokens[t.id]?.version ?? 0) < t.version) tokens[t.id] = t;
  }
  const heroes: Record<string, Hero> = {};
  const powers: Record<CardKey, HeroPower> = {};
  for (const h of (LAUNCH_FILES["heroes.json"] as { heroes: Hero[] }).heroes) {
    heroes[h.class] = h;
    for (const p of [h.power, ...(h.previousPowers ?? [])]) powers[`${h.class}.v${p.version}`] = p;
  }
  return { cards, latest, tokens, tokenVersions, heroes, powers, rules: DEFAULT_RULES } as DuelCorpus;
}

/** The launch corpus as bundled. */
export const BUNDLED_CORPUS: DuelCorpus = build();

/** The game constants of rules.json (§1): what a duel plays by unless its setup pins others. */
export const GAME_RULES: GameRules = DEFAULT_RULES;

/**
 * A token of a duel corpus: the pinned version, else the latest. Undefined when absent (or when a
 * version is pinned but the corpus keeps no older versions).
 */
export function duelToken(corpus: DuelCorpus, id: string, version?: number): Token | undefined {
  // Own properties only: an id like "constructor" must not find Object.prototype's.
  const latest = Object.hasOwn(corpus.tokens, id) ? corpus.tokens[id] : undefined;
  if (version === undefined || latest?.version === version) return latest;
  const key = `${id}.v${version}`;
  return corpus.tokenVersions !== undefined && Object.hasOwn(corpus.tokenVersions, key)
    ? corpus.tokenVersions[key as keyof typeof corpus.tokenVersions]
    : undefined;
}

/** A class's hero power in a duel corpus: the pinned version, else the current one. */
export function duelPower(corpus: DuelCorpus, heroClass: string, version?: number): HeroPower | undefined {
  if (!Object.hasOwn(corpus.heroes, heroClass)) return undefined;
  const hero = corpus.heroes[heroClass as keyof DuelCorpus["heroes"]];
  if (version === undefined || hero.power.version === version) return hero.power;
  const key = `${hero.class}.v${version}`;
  return corpus.powers !== undefined && Object.hasOwn(corpus.powers, key)
    ? corpus.powers[key as keyof typeof corpus.powers]
    : undefined;
}

/** The free 30-card starter deck (§10). */
export const STARTER_DECK: Deck = LAUNCH_FILES["decks/starter.json"] as Deck;
