/**
 * The launch corpus as the TCG pages read it: every card version, the taxonomy labels, the sets and
 * their print spec — assembled by the data library, never re-parsed here. `bundledCorpus` skips the
 * schema and reference checks the library's tests run on these very files, so the pages carry no
 * schema validator (issue 18).
 */
import { bundledCorpus, type Card, type Corpus, type HeroClass, type TextContext } from "@engines/lgc-tcg";

/** The launch corpus (cached by the library). */
export const corpus: Corpus = bundledCorpus();

/**
 * The hero classes of the corpus's heroes (heroes.json's order): those a duel can be played with.
 * Read from the data rather than the library's `HERO_CLASSES`, whose module (the data's reference
 * checks) the duel and sandbox pages would otherwise carry (issue 18).
 */
export const heroClasses: readonly HeroClass[] = Object.values(corpus.heroes).map((h) => h.class);

/** Labels and token names for generated card text. */
export const textContext: TextContext = { taxonomy: corpus.taxonomy, tokens: corpus.tokens };

/** Every card version, by set then collector number then version. */
export const allVersions: readonly Card[] = Object.values(corpus.cards).sort(
  (a, b) =>
    a.setCode.localeCompare(b.setCode) || a.collectorNumber - b.collectorNumber || a.version - b.version,
);

/** The current version of each card. */
export const latestCards: readonly Card[] = allVersions.filter((c) => corpus.latest[c.id] === c.version);

/** A set's planned size (for "042/120"), by set code. */
export function setSize(code: string | undefined): number | undefined {
  return corpus.sets.sets.find((s) => s.code === code)?.size;
}
