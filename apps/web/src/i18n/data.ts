import type { Locale } from "./locale.js";

/** Data with its words in French (the source) and, perhaps, an `i18n.en` block of the same words. */
export interface Translated<W> {
  readonly i18n?: { readonly en?: Partial<W> };
}

/**
 * A datum's words in the interface language (issue 30): French is the data's source, so French
 * reads the fields as they are; English reads its `i18n.en` words over them (a word the block
 * lacks stays as the source has it; the data's linters refuse such gaps in the repository).
 */
export function inLanguage<W extends object>(source: W & Translated<W>, locale: Locale): W {
  const en = locale === "en" ? source.i18n?.en : undefined;
  return en === undefined ? source : { ...source, ...en };
}
