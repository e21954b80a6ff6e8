/**
 * Translation completeness (issue 30): the data's French words are the source, and the English
 * interface shows each card, token, hero, power, label, rank and set in English from its
 * `i18n.en` block. The linter (`games tcg lint`) refuses a block that is missing, or that leaves
 * out a word the source has (a card's text or flavour, a keyword's explanation…), naming the file
 * and the JSON pointer. Archetypes and cycles are design notes for designers, not player words,
 * and are not translated.
 */
import { issue } from "./issues.js";
import type { DataIssue } from "./types.js";

/** The languages every piece of player-facing data must speak besides its French source. */
export const TRANSLATED_LANGUAGES = ["en"] as const;

type Json = Readonly<Record<string, unknown>>;

const isObject = (x: unknown): x is Json => typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * The issues of one object with words: for each language, its block must exist and carry every
 * field of `fields` the source has (a present string, even empty: an empty flavour translates to
 * an empty one).
 */
function wordIssues(
  source: Json,
  fields: readonly string[],
  file: string,
  pointer: string,
  what: string,
): DataIssue[] {
  const out: DataIssue[] = [];
  const i18n = isObject(source.i18n) ? source.i18n : {};
  for (const language of TRANSLATED_LANGUAGES) {
    const words = i18n[language];
    if (!isObject(words)) {
      out.push(
        issue("error", "translation", file, pointer, `${what} has no "${language}" words (i18n.${language})`),
      );
      continue;
    }
    for (const field of fields)
      if (typeof source[field] === "string" && typeof words[field] !== "string")
        out.push(
          issue(
            "error",
            "translation",
            file,
            `${pointer}/i18n/${language}`,
            `${what}'s "${language}" words lack the ${field} the French has`,
          ),
        );
  }
  return out;
}

const list = (table: unknown, key: string): readonly unknown[] => {
  const value = isObject(table) ? table[key] : undefined;
  return Array.isArray(value) ? value : [];
};

/**
 * Every missing or incomplete translation of a data directory's parsed files (the shapes the
 * schemas check; anything else is skipped, the schema check reports it).
 */
export function translationIssues(files: Readonly<Record<string, unknown>>): DataIssue[] {
  const out: DataIssue[] = [];
  for (const [file, data] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (file.startsWith("cards/") && isObject(data))
      out.push(...wordIssues(data, ["name", "text", "flavor"], file, "", `the card "${String(data.id)}"`));
  }
  list(files["tokens.json"], "tokens").forEach((t, i) => {
    if (isObject(t))
      out.push(
        ...wordIssues(t, ["name", "flavor"], "tokens.json", `/tokens/${i}`, `the token "${String(t.id)}"`),
      );
  });
  list(files["heroes.json"], "heroes").forEach((h, i) => {
    if (!isObject(h)) return;
    const hero = `the hero "${String(h.class)}"`;
    out.push(...wordIssues(h, ["name"], "heroes.json", `/heroes/${i}`, hero));
    if (isObject(h.power))
      out.push(
        ...wordIssues(h.power, ["name", "text"], "heroes.json", `/heroes/${i}/power`, `${hero}'s power`),
      );
    list(h, "previousPowers").forEach((p, j) => {
      if (isObject(p))
        out.push(
          ...wordIssues(
            p,
            ["name", "text"],
            "heroes.json",
            `/heroes/${i}/previousPowers/${j}`,
            `${hero}'s power`,
          ),
        );
    });
  });
  const taxonomy = files["taxonomy.json"];
  if (isObject(taxonomy))
    for (const [key, entries] of Object.entries(taxonomy)) {
      if (!Array.isArray(entries)) continue;
      entries.forEach((e: unknown, i) => {
        if (isObject(e))
          out.push(
            ...wordIssues(
              e,
              ["label", "text", "colour"],
              "taxonomy.json",
              `/${key}/${i}`,
              `the ${key} label "${String(e.id)}"`,
            ),
          );
      });
    }
  list(files["ranks.json"], "ranks").forEach((r, i) => {
    if (isObject(r))
      out.push(...wordIssues(r, ["label"], "ranks.json", `/ranks/${i}`, `the rank "${String(r.id)}"`));
  });
  list(files["sets.json"], "sets").forEach((s, i) => {
    if (isObject(s))
      out.push(...wordIssues(s, ["name"], "sets.json", `/sets/${i}`, `the set "${String(s.code)}"`));
  });
  return out;
}
