/**
 * The launch corpus as the TCG pages read it: every card version, the taxonomy labels, the sets and
 * their print spec — assembled by the data library, never re-parsed here. `bundledCorpus` skips the
 * schema and reference checks the library's tests run on these very files, so the pages carry no
 * schema validator (issue 18).
 */
import {
  bundledCorpus,
  type Card,
  type CardWords,
  type Corpus,
  type HeroClass,
  labelOf,
  type TextContext,
} from "@engines/lgc-tcg";
import { inLanguage, type Locale, type Translated, useLocale } from "../i18n/index.js";

/** The launch corpus (cached by the library). */
export const corpus: Corpus = bundledCorpus();

/**
 * The hero classes of the corpus's heroes (heroes.json's order): those a duel can be played with.
 * Read from the data rather than the library's `HERO_CLASSES`, whose module (the data's reference
 * checks) the duel and sandbox pages would otherwise carry (issue 18).
 */
export const heroClasses: readonly HeroClass[] = Object.values(corpus.heroes).map((h) => h.class);

const contexts: Record<Locale, TextContext> = {
  fr: { taxonomy: corpus.taxonomy, tokens: corpus.tokens, ranks: corpus.ranks, language: "fr" },
  en: { taxonomy: corpus.taxonomy, tokens: corpus.tokens, ranks: corpus.ranks, language: "en" },
};

/**
 * Labels, token and rank names for generated card text, in a language (issue 30: the English
 * interface reads the data's `i18n.en` words, the French reads the source).
 */
export function textContextIn(locale: Locale): TextContext {
  return contexts[locale];
}

/** The text context of the current interface language; the component re-renders on a switch. */
export function useTextContext(): TextContext {
  return contexts[useLocale()];
}

/** The corpus entry with the words of a card or token face: itself when it carries them. */
function entryOf(card: {
  readonly id: string;
  readonly version?: number;
}): Translated<CardWords> | undefined {
  if ("i18n" in card) return card as Translated<CardWords>;
  const v = card.version ?? corpus.latest[card.id];
  return (
    (v === undefined ? undefined : corpus.cards[`${card.id}.v${v}`]) ??
    (v === undefined ? undefined : corpus.tokenVersions[`${card.id}.v${v}`]) ??
    corpus.tokens[card.id]
  );
}

/**
 * A card face with its name and flavour in the language: a corpus card or token, or an engine
 * definition of one (found back in the corpus by id and version). A card the corpus does not know
 * (one being designed) keeps its own words.
 */
export function faceIn<
  F extends {
    readonly id: string;
    readonly version?: number;
    readonly name?: string;
    readonly flavor?: string;
  },
>(card: F, locale: Locale): F {
  if (locale !== "en") return card;
  const en = entryOf(card)?.i18n?.en;
  if (en === undefined) return card;
  return { ...card, name: en.name, ...(en.flavor === undefined ? {} : { flavor: en.flavor }) };
}

/**
 * A card's or token's name in the language: its own words or the corpus entry's (an id alone is
 * looked up), its id when nothing names it.
 */
export function cardName(
  card: { readonly id: string; readonly version?: number; readonly name?: string },
  locale: Locale,
): string {
  const named =
    card.name === undefined ? { ...card, name: (entryOf(card) as { name?: string })?.name } : card;
  return faceIn(named, locale).name ?? card.id;
}

/** A hero class's name in the language ("Guerrier", "Warrior"). */
export function heroName(heroClass: HeroClass, locale: Locale): string {
  const hero = corpus.heroes[heroClass];
  return hero ? inLanguage(hero, locale).name : heroClass;
}

/** A card faction's (class's) name in the language ("Démoniste", "Warlock"); its id when unknown. */
export function factionName(faction: string, locale: Locale): string {
  const f = corpus.taxonomy.factions.find((x) => x.id === faction);
  return f ? labelOf(f, locale) : faction;
}

/** A hero power's name and text in the language. */
export function powerWords(heroClass: HeroClass, locale: Locale): { name: string; text: string } {
  const power = corpus.heroes[heroClass]?.power;
  return power ? inLanguage(power, locale) : { name: heroClass, text: "" };
}

/** The starter deck's name in the language: "Starter deck — Paladin" (the data's is French). */
export function starterName(hero: string, locale: Locale): string {
  return locale === "en" ? `Starter deck — ${hero}` : `Deck de départ — ${hero}`;
}

/** A set's name in the language, by set code. */
export function setName(code: string | undefined, locale: Locale): string | undefined {
  const set = corpus.sets.sets.find((s) => s.code === code);
  return set ? inLanguage(set, locale).name : undefined;
}

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
