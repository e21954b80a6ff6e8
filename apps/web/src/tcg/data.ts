/**
 * The launch corpus as the TCG pages read it: every card version, the taxonomy labels, the sets and
 * their print spec — loaded and checked by the data library (`launchCorpus`), never re-parsed here.
 */
import { type Card, type Corpus, launchCorpus, type TextContext } from "@engines/lgc-tcg";

/** The checked launch corpus (cached by the library). */
export const corpus: Corpus = launchCorpus();

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
