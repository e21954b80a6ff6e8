/**
 * One language at a time (issue 30): the vocabularies of the interface's two languages, and the
 * checks the browser test runs on every visible word of a page.
 *
 * A page in language L fails on a word w when
 *  1. w is one of the other language's grammar words ("the", "your" / "les", "votre"…), which
 *     no text of L uses; or
 *  2. w is in the other language's vocabulary and not in L's: the vocabularies are every word of
 *     the interface's catalogues (each `en`/`fr` message, its functions' templates included) and
 *     every word of the data that has a translation (the French source and its `i18n.en`); or
 *  3. on an English page, w has a French letter (é, à, ç, œ…) and is no English word.
 * What this guarantees: a string of the other language is caught as soon as it has one word of
 * either list that the page's language does not use — any sentence does (articles, pronouns);
 * a lone name does when the catalogues or the data know it (an untranslated "Scierie", "Tour",
 * "Provocation" on an English page). What it cannot see: a word that both languages write alike
 * ("Paladin", "Mission", "Rare"), which is then right in both; and a name no catalogue or data
 * knows (a player's own deck name), which belongs to no language.
 *
 * Developer words (no schema pointer, enum name, section sign or file name reaches a player) are
 * a separate list of patterns, {@link developerWords}.
 */
import type { Locale } from "../../src/i18n/index.js";

/**
 * Lower-case words of a text: letters, with inner apostrophes and hyphens split off; one-letter
 * words and Roman numerals ("Tour II") belong to no language.
 */
export function wordsIn(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 1 && !/^[ivx]+$/.test(w));
}

/** The words each language writes. */
export type Vocabulary = Record<Locale, Set<string>>;

export const emptyVocabulary = (): Vocabulary => ({ en: new Set(), fr: new Set() });

function addText(into: Set<string>, text: string): void {
  for (const w of wordsIn(text)) into.add(w);
}

/**
 * Adds the words of catalogue-shaped values: under an `en` key to English, under `fr` to French,
 * at any depth; a message function counts by its source's words (its template's literals).
 */
export function addCatalogues(vocab: Vocabulary, value: unknown, language: Locale | null = null): void {
  const seen = new Set<unknown>();
  const walk = (v: unknown, lang: Locale | null): void => {
    if (typeof v === "string") {
      if (lang !== null) addText(vocab[lang], v);
    } else if (typeof v === "function") {
      if (lang !== null) addText(vocab[lang], literalsOf(v.toString()));
    } else if (typeof v === "object" && v !== null && !seen.has(v)) {
      seen.add(v);
      for (const [k, x] of Object.entries(v)) walk(x, k === "en" || k === "fr" ? k : lang);
    }
  };
  walk(value, language);
}

/** The string and template literals of a function's source (code words left out). */
function literalsOf(source: string): string {
  const parts: string[] = [];
  for (const m of source.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g))
    parts.push((m[1] ?? m[2] ?? m[3] ?? "").replace(/\$\{[^}]*\}/g, " "));
  return parts.join(" ");
}

/**
 * Adds the words of data with translations: each object carrying an `i18n.en` block gives its
 * source strings to French and the block's strings to English. Data without a translation (ids,
 * numbers, enum values) gives nothing.
 */
export function addTranslatedData(vocab: Vocabulary, data: unknown): void {
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object" && v !== null) {
      const record = v as Record<string, unknown>;
      const i18n = record.i18n as { en?: unknown } | undefined;
      if (i18n?.en !== undefined) {
        for (const [k, x] of Object.entries(record))
          if (typeof x === "string" && WORD_FIELDS.has(k)) addText(vocab.fr, x);
        addCatalogues(vocab, i18n.en, "en");
        const buildings = (record as { i18n: { en: { buildings?: object } } }).i18n.en.buildings;
        if (buildings) for (const name of Object.keys(buildings)) addText(vocab.fr, name);
      }
      for (const [k, x] of Object.entries(record)) if (k !== "i18n") walk(x);
    }
  };
  walk(data);
}

/** The fields of a data object that hold words (not ids, enums or paths). */
const WORD_FIELDS = new Set(["name", "description", "text", "flavor", "label", "colour", "title"]);

/** Grammar words only one language uses: a sentence of the other language has some. */
export const MARKERS: Record<Locale, ReadonlySet<string>> = {
  en: new Set([
    "the",
    "and",
    "with",
    "your",
    "you",
    "of",
    "is",
    "are",
    "this",
    "that",
    "from",
    "for",
    "to",
    "its",
    "it",
    "an",
    "or",
    "not",
    "by",
    "into",
    "has",
    "have",
    "here",
    "there",
    "when",
    "which",
  ]),
  fr: new Set([
    "le",
    "la",
    "les",
    "des",
    "du",
    "une",
    "est",
    "et",
    "avec",
    "votre",
    "vos",
    "vous",
    "pour",
    "dans",
    "sur",
    "pas",
    "qui",
    "que",
    "au",
    "aux",
    "ce",
    "cette",
    "ces",
    "sont",
    "être",
    "ici",
    "leur",
    "nous",
    "où",
    "ou",
    "par",
  ]),
};

const FRENCH_LETTER = /[àâçéèêëîïôùûüÿœæ]/;

/** The words of `text` that belong to the other language (see the module's comment). */
export function foreignWords(text: string, page: Locale, vocab: Vocabulary): string[] {
  const other: Locale = page === "en" ? "fr" : "en";
  const own = vocab[page];
  return wordsIn(text).filter(
    (w) =>
      (MARKERS[other].has(w) && !MARKERS[page].has(w) && !own.has(w)) ||
      (vocab[other].has(w) && !own.has(w)) ||
      (page === "en" && FRENCH_LETTER.test(w) && !own.has(w)),
  );
}

/**
 * Developer words that must not reach a player (issue 30): a section sign, an enum name
 * (SCREAMING_CASE with an underscore, or one of the card model's enum values), a file name, a
 * JSON pointer or a schema validator's sentence, a stray `null`/`undefined`.
 */
export function developerWords(text: string, enums: ReadonlySet<string>): string[] {
  const found: string[] = [];
  if (text.includes("§")) found.push("§");
  for (const m of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) found.push(m[0]);
  for (const m of text.matchAll(/\b[A-Z]{3,}\b/g)) if (enums.has(m[0])) found.push(m[0]);
  for (const m of text.matchAll(/\b[\w-]+\.(?:md|json|ts|tsx|js|txt)\b/g)) found.push(m[0]);
  for (const m of text.matchAll(/(?:^|\s)(\/[a-z]\w*(?:\/[\w-]+)*)(?=[\s:,.]|$)/g)) found.push(m[1]!);
  for (const m of text.matchAll(/\bmust (?:NOT )?(?:have|be|match|equal)\b/g)) found.push(m[0]);
  for (const m of text.matchAll(/\b(?:null|undefined|NaN)\b|\[object Object\]/g)) found.push(m[0]);
  for (const m of text.matchAll(/seed's|\bRULES\b/g)) found.push(m[0]);
  return found;
}
