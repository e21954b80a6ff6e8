/**
 * The generator shows the card it opens with as valid without loading the card check (issue 18:
 * the check loads on the first edit, src/tcg-generator/use-card-check.ts). That holds only while
 * every card it may open with passes the data library's own validator: the blank card, and every
 * corpus card the "Start from" list and the URL offer.
 */
import { validateCard } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import { allVersions, corpus } from "../src/tcg/data.js";
import { BLANK } from "../src/tcg-generator/draft.js";

describe("the cards the generator opens with", () => {
  test("the blank card passes validateCard against the corpus", () => {
    const result = validateCard(BLANK, corpus);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  test("every corpus card version does too, as the generator copies it", () => {
    for (const card of allVersions) {
      const result = validateCard(JSON.parse(JSON.stringify(card)), corpus);
      expect(result.ok ? [] : result.issues, `${card.id}.v${card.version}`).toEqual([]);
    }
  });
});
