/**
 * Deck files in and out of the deck builder: a file is read as deck.schema.json says (errors name
 * the file and the JSON pointer), and a deck leaves as the same plain JSON.
 */
import { checkSchema, type DataIssue, type Deck } from "@engines/lgc-tcg";
import { download } from "../tcg/export.js";

/** Folds accents and case away, for searching and for file names. */
export const fold = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** A deck read from a file, or the issues that refuse it (each naming `file` and a JSON pointer). */
export type ReadDeck = { readonly deck: Deck } | { readonly issues: readonly DataIssue[] };

/** Reads a deck file's text; `notJson` words the parse error. */
export function readDeckFile(text: string, file: string, notJson: (message: string) => string): ReadDeck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const issue: DataIssue = {
      severity: "error",
      code: "json",
      file,
      pointer: "",
      message: notJson((e as Error).message),
    };
    return { issues: [issue] };
  }
  const checked = checkSchema("deck", value, file);
  if (!checked.ok) return { issues: checked.issues };
  const { name, heroClass, cards, character } = checked.value;
  return { deck: { name, heroClass, cards, ...(character ? { character } : {}) } };
}

/** Downloads a deck as its deck file, named after the deck. */
export function exportDeck(deck: Deck): void {
  const { name, heroClass, cards } = deck;
  const text = `${JSON.stringify({ name, heroClass, cards }, null, 2)}\n`;
  const base =
    fold(name)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "deck";
  download(new Blob([text], { type: "application/json" }), `${base}.json`);
}
