/**
 * A refused intent told in the player's language (src/tcg-duel/refusals.ts): every reason the
 * duel engine gives (`DUEL_REFUSALS`) has a sentence of its own in every language of the app, and
 * a reason the page does not know falls back on the engine's English words.
 */
import { DUEL_REFUSALS, initDuel, reduce, SETUP_REASONS, STARTER_DECK } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import { refusalWords } from "../src/i18n/index.js";
import { LOCALES } from "../src/i18n/locale.js";
import { duelMessages } from "../src/tcg-duel/messages.js";
import { intentRefusals, refusalSentences } from "../src/tcg-duel/refusals.js";
import { serverRefusal } from "../src/tcg-duel/refused.js";

describe("a refused intent in the duel's log", () => {
  test("each reason the engine gives has its own sentence in every language, never its code", () => {
    for (const locale of LOCALES) {
      const m = duelMessages[locale];
      expect(m.lang).toBe(locale);
      expect(Object.keys(refusalSentences(m.lang)).sort()).toEqual([...DUEL_REFUSALS].sort());
      for (const reason of DUEL_REFUSALS) {
        const said = refusalWords({ reason, detail: "English words" }, refusalSentences(m.lang));
        expect(said, `${locale} ${reason}`).toBe(refusalSentences(m.lang)[reason]);
        expect(said, `${locale} ${reason}`).not.toBe(reason);
        if (reason.includes("-")) expect(said, `${locale} ${reason}`).not.toContain(reason);
        expect(said.trim().length, `${locale} ${reason}`).toBeGreaterThan(0);
      }
    }
    // The languages differ: no French sentence is the English one.
    for (const reason of DUEL_REFUSALS)
      expect(intentRefusals.fr[reason], reason).not.toBe(intentRefusals.en[reason]);
  });

  test("a language the app lacks gets the English sentences", () => {
    expect(refusalSentences("de")).toBe(intentRefusals.en);
    expect(refusalSentences("fr")).toBe(intentRefusals.fr);
  });

  test("a reason the page does not know falls back on the engine's words, else its code", () => {
    const m = intentRefusals.fr;
    for (const reason of ["card-banned", "toString", "constructor", "__proto__"]) {
      expect(refusalWords({ reason, detail: "banned this season" }, m)).toBe("banned this season");
      expect(refusalWords({ reason }, m)).toBe(reason);
    }
  });

  test("an engine refusal reads as a sentence of the log, in French and English", () => {
    const game = initDuel({
      seed: 3,
      players: [
        { heroClass: "WARRIOR", deck: STARTER_DECK },
        { heroClass: "MAGE", deck: STARTER_DECK },
      ],
    });
    // The mulligan comes first: an END_TURN is refused `mulligan-phase`, with no words.
    const first = reduce(game, { type: "END_TURN", player: "A" }).events[0];
    expect(first).toMatchObject({ type: "rejected", reason: "mulligan-phase" });
    if (first?.type !== "rejected") return;
    const fr = duelMessages.fr;
    expect(fr.refused(refusalWords(first, refusalSentences(fr.lang)))).toBe(
      "Refusé : le mulligan vient d'abord",
    );
    const en = duelMessages.en;
    expect(en.refused(refusalWords(first, refusalSentences(en.lang)))).toBe(
      "Refused: the mulligan comes first",
    );
    // A seat's stamp for the other seat: the engine's English detail is not what the player reads.
    const stamped = reduce(game, { type: "MULLIGAN", player: "A", replace: [], seat: "B" }).events[0];
    expect(stamped).toMatchObject({
      type: "rejected",
      reason: "not-your-action",
      detail: expect.any(String),
    });
    if (stamped?.type !== "rejected") return;
    expect(refusalWords(stamped, refusalSentences(fr.lang))).toBe("cette action n'est pas la vôtre");
  });
});

describe("a duel the match server will not deal (Play online)", () => {
  test("each setup reason is told in every language; one the page does not know is left to the server's words", () => {
    for (const locale of LOCALES) {
      const m = duelMessages[locale];
      for (const reason of SETUP_REASONS)
        expect(serverRefusal({ reason }, m), `${locale} ${reason}`).toBe(
          m.serverRefused(m.setupReasons[reason]),
        );
      for (const reason of [undefined, "card-banned", "toString"])
        expect(serverRefusal({ reason }, m)).toBeNull();
    }
    expect(serverRefusal({ reason: "unknown-card" }, duelMessages.fr)).toBe(
      "le serveur ne peut pas distribuer ce duel : le jeu n'a pas cette carte",
    );
  });
});
