/**
 * The card face's rules box (src/tcg/card.tsx) sets the library's generated text (`cardText`,
 * tested with hand-worked sentences in packages/lgc-tcg/test/data-text.test.ts) in bold and plain
 * runs: the words must be the library's, only the emphasis is the app's.
 */
import { cardText } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import { rulesParagraphs } from "../src/tcg/card.js";
import { allVersions, latestCards, textContextIn } from "../src/tcg/data.js";

const textContext = textContextIn("fr");

const byId = (id: string) => {
  const card = latestCards.find((c) => c.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};

describe("rules box text", () => {
  test("every card version's runs read exactly as the library's cardText, in both languages", () => {
    for (const ctx of [textContext, textContextIn("en")])
      for (const card of allVersions) {
        const runs = rulesParagraphs(ctx, card).map((p) => p.map((r) => r.text).join(" "));
        // The bold trigger's colon is the rules box's own: "Battlecry:" as cardText's "Battlecry:".
        expect(runs).toEqual(cardText(ctx, card));
      }
  });

  test("keywords and trigger names are bold, the sentence is not", () => {
    expect(rulesParagraphs(textContext, byId("crea_boss_du_mardi_soir"))).toEqual([
      [{ text: "Provocation.", bold: true }],
      [{ text: "Râle d'agonie :", bold: true }, { text: "invoque 2 × Add oublié 1/1." }],
    ]);
    // A spell's own effect has no trigger name: one plain run.
    expect(rulesParagraphs(textContext, byId("sort_retrogradation"))).toEqual([
      [{ text: "Une créature adverse devient 1/1." }],
    ]);
    // English, from the taxonomy's and the tokens' English words (issue 30); no space before ":".
    expect(rulesParagraphs(textContextIn("en"), byId("crea_boss_du_mardi_soir"))).toEqual([
      [{ text: "Taunt.", bold: true }],
      [{ text: "Deathrattle:", bold: true }, { text: "summon 2 × Forgotten Add 1/1." }],
    ]);
  });
});
