/**
 * The data's words in the interface language (issue 30): the French fields of the data are the
 * source; each card, token, hero, power, label, rank and set may carry an `i18n.en` block with
 * the same words in English. These helpers pick the words of a language, falling back to the
 * source when a translation is missing (the linter refuses a missing one in the repository's
 * data, see `translationIssues`). Shared by the text generators and every client.
 */
import type { CardKeyword, Rank, Taxonomy, Token, Trigger } from "./types.js";

/** The languages the data speaks: French (the source) and English. */
export type Language = "fr" | "en";

/**
 * What card text needs besides the ability: labels from taxonomy.json, token names from
 * tokens.json, the rank table (rank tags read as the rank's label) and the language (French by
 * default). A `Corpus` (e.g. `launchCorpus()`) is one as it stands, in French.
 */
export interface TextContext {
  readonly taxonomy: Taxonomy;
  readonly tokens: Readonly<Record<string, Token>>;
  readonly ranks?: readonly Rank[];
  readonly language?: Language;
}

/** Something with French words and, perhaps, their translations. */
interface Translatable<W> {
  readonly i18n?: { readonly en?: W };
}

/** The English block of `x` when `language` is English, else undefined (French is the source). */
export function translation<W>(x: Translatable<W>, language: Language | undefined): W | undefined {
  return language === "en" ? x.i18n?.en : undefined;
}

/** A card's, token's or hero's words in a language: `{ name, text?, flavor? }`. */
export function wordsOf<
  C extends { readonly name: string; readonly text?: string; readonly flavor?: string },
>(
  card: C & Translatable<{ readonly name: string; readonly text?: string; readonly flavor?: string }>,
  language: Language | undefined,
): { name: string; text?: string; flavor?: string } {
  const en = translation(card, language);
  const name = en?.name ?? card.name;
  const text = en?.text ?? card.text;
  const flavor = en?.flavor ?? card.flavor;
  return { name, ...(text === undefined ? {} : { text }), ...(flavor === undefined ? {} : { flavor }) };
}

/** A label of the taxonomy or the rank table in a language ("Provocation" / "Taunt"). */
export function labelOf(
  x: { readonly label: string } & Translatable<{ readonly label: string }>,
  language: Language | undefined,
): string {
  return translation(x, language)?.label ?? x.label;
}

/** The player-facing name of a keyword ("Provocation", "Taunt"). */
export function keywordLabel(ctx: TextContext, k: CardKeyword): string {
  const info = ctx.taxonomy.keywords.find((x) => x.id === k);
  return info ? labelOf(info, ctx.language) : k;
}

/** The player-facing name of a trigger ("Cri de guerre", "Battlecry"). */
export function triggerLabel(ctx: TextContext, t: Trigger): string {
  const info = ctx.taxonomy.triggers.find((x) => x.id === t);
  return info ? labelOf(info, ctx.language) : t;
}

/** A card type's label ("Créature", "Creature"). */
export function typeLabel(ctx: TextContext, type: string): string {
  const info = ctx.taxonomy.types.find((t) => t.id === type);
  return info ? labelOf(info, ctx.language) : type;
}

/**
 * A subtype tag's label: a role or non-member tag from the taxonomy, a rank from the rank table,
 * else the tag in words ("HAUT_CONSEILLER" → "Haut Conseiller").
 */
export function tagLabel(ctx: TextContext, tag: string): string {
  const known = [...ctx.taxonomy.roles, ...ctx.taxonomy.nonMemberTags].find((x) => x.id === tag);
  if (known) return labelOf(known, ctx.language);
  const rank = ctx.ranks?.find((r) => r.id.toUpperCase() === tag);
  if (rank) return labelOf(rank, ctx.language);
  return tag
    .toLowerCase()
    .split("_")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** A token's name in the context's language, or its id when the context does not know it. */
export function tokenName(ctx: TextContext, id: string): string {
  const t = ctx.tokens[id];
  return t ? wordsOf(t, ctx.language).name : id;
}
