/**
 * Refusals told in the player's language on the other pages: the LGC TCG collection page (from
 * the engine's `COLLECTION_REFUSALS`), Diplomaxy (`DIPLOMAXY_REFUSALS`), Shing Shang (`SHING_SHANG_REFUSALS`), local
 * and online, and Chessistics (the reasons of its RULES.md §8). Every
 * reason has words in every language; a reason a page does not know falls back on the engine's.
 */
import { readFileSync } from "node:fs";
import { DIPLOMAXY_REFUSALS, engine as diplomaxy, MAPS } from "@engines/diplomaxy";
import { COLLECTION_REFUSALS, reduceCollection, startCollection } from "@engines/lgc-tcg";
import {
  initialState,
  SHING_SHANG_REFUSALS,
  SHING_SHANG_SETUP_REASONS,
  reduce as shingShangReduce,
} from "@engines/shing-shang";
import { describe, expect, test } from "vitest";
import { chessMessages } from "../src/chessistics/messages.js";
import { diplomaxyMessages } from "../src/diplomaxy/messages.js";
import { diplomaxyRefusals } from "../src/diplomaxy/refusals.js";
import { refusalWords } from "../src/i18n/index.js";
import { LOCALES } from "../src/i18n/locale.js";
import { judge } from "../src/shing-shang/game.js";
import { messages as shingShangMessages } from "../src/shing-shang/messages.js";
import { parsePosition } from "../src/shing-shang/record-text.js";
import { shingShangRefusals, shingShangSetupRefusals } from "../src/shing-shang/refusals.js";
import { collectionMessages } from "../src/tcg-collection/messages.js";
import { collectionRefusal } from "../src/tcg-collection/refusal.js";

describe("the collection page", () => {
  test("each reason the engine gives has its own sentence in every language", () => {
    for (const locale of LOCALES) {
      const m = collectionMessages[locale];
      expect(Object.keys(m.refusals).sort()).toEqual([...COLLECTION_REFUSALS].sort());
      for (const reason of COLLECTION_REFUSALS) {
        const said = collectionRefusal({ reason, detail: "English words" }, m);
        expect(said, `${locale} ${reason}`).toBe(m.refusals[reason]);
        expect(said, `${locale} ${reason}`).not.toContain(reason);
      }
    }
    for (const reason of COLLECTION_REFUSALS)
      expect(collectionMessages.fr.refusals[reason], reason).not.toBe(collectionMessages.en.refusals[reason]);
  });

  test("a reason the page does not know: the engine's words, else its code (never a prototype's member)", () => {
    const m = collectionMessages.fr;
    for (const reason of ["card-banned", "toString", "constructor"]) {
      expect(collectionRefusal({ reason, detail: "banned" }, m)).toBe("Refusé : banned");
      expect(collectionRefusal({ reason }, m)).toBe(`Refusé : ${reason}`);
    }
  });

  test("an engine refusal reads as its sentence", () => {
    const state = startCollection({ seed: 1 });
    const first = reduceCollection(state, { type: "OPEN_PACK", count: 0 }).events[0];
    expect(first).toMatchObject({ type: "rejected", reason: "invalid-count" });
    if (first?.type !== "rejected") return;
    expect(collectionRefusal(first, collectionMessages.fr)).toBe("Pas autant à la fois.");
    expect(collectionRefusal(first, collectionMessages.en)).toBe("That many at once is not possible.");
  });
});

describe("Chessistics", () => {
  test("each reason of the engine's RULES.md §8 has words in every language", () => {
    const rules = readFileSync(new URL("../../../packages/chessistics/RULES.md", import.meta.url), "utf8");
    const section = rules.slice(
      rules.indexOf("Reasons", rules.indexOf("## 8. Refusals")),
      rules.indexOf("## 9."),
    );
    const reasons = [...section.matchAll(/`([a-z-]+)`/g)].map((r) => r[1] as string);
    expect(reasons.length).toBeGreaterThan(5);
    for (const locale of LOCALES)
      for (const reason of reasons)
        expect(Object.hasOwn(chessMessages[locale].reasons, reason), `${locale} ${reason}`).toBe(true);
  });

  test("a refusal is told in the page's words, else the engine's, never by a member of an object", () => {
    const m = chessMessages.fr;
    expect(refusalWords({ reason: "wall", detail: "c3 is a wall" }, m.reasons)).toBe(m.reasons.wall);
    expect(refusalWords({ reason: "newer-reason", detail: "the engine's words" }, m.reasons)).toBe(
      "the engine's words",
    );
    expect(refusalWords({ reason: "toString", detail: "words" }, m.reasons)).toBe("words");
    expect(refusalWords({ reason: "newer-reason" }, m.reasons)).toBe("newer-reason");
  });
});

describe("Diplomaxy", () => {
  test("each reason the engine gives has its own sentence in every language", () => {
    for (const locale of LOCALES) {
      const m = diplomaxyMessages[locale];
      expect(m.refusals).toBe(diplomaxyRefusals[locale]);
      expect(Object.keys(m.refusals).sort()).toEqual([...DIPLOMAXY_REFUSALS].sort());
      for (const reason of DIPLOMAXY_REFUSALS)
        expect(refusalWords({ reason, detail: "English" }, m.refusals), `${locale} ${reason}`).toBe(
          m.refusals[reason],
        );
    }
    for (const reason of DIPLOMAXY_REFUSALS)
      expect(diplomaxyRefusals.fr[reason], reason).not.toBe(diplomaxyRefusals.en[reason]);
    // A server's own refusal, or a newer engine's: the English words, else the code.
    expect(refusalWords({ reason: "stale", detail: "the match moved on" }, diplomaxyRefusals.fr)).toBe(
      "the match moved on",
    );
    expect(refusalWords({ reason: "constructor" }, diplomaxyRefusals.fr)).toBe("constructor");
  });

  test("an attack without a target reads as its sentence", () => {
    const state = diplomaxy.init(MAPS.duel);
    const player = state.players[0] as string;
    const unit = state.units.find((u) => u.owner === player)?.id as string;
    const first = diplomaxy.reduce(state, { type: "orders", player, orders: [{ unit, order: "attack" }] })
      .events[0];
    expect(first).toMatchObject({ type: "rejected", reason: "missing-target" });
    if (first?.type !== "rejected") return;
    const m = diplomaxyMessages.fr;
    expect(m.refused(refusalWords(first, m.refusals))).toBe(
      "Refusé : un soutien ou une attaque demande un joueur cible",
    );
  });
});

describe("Shing Shang", () => {
  test("each reason the engine gives has its own sentence in every language", () => {
    for (const locale of LOCALES) {
      const m = shingShangMessages[locale];
      expect(m.refusals).toBe(shingShangRefusals[locale]);
      expect(Object.keys(m.refusals).sort()).toEqual([...SHING_SHANG_REFUSALS].sort());
    }
    for (const reason of SHING_SHANG_REFUSALS)
      expect(shingShangRefusals.fr[reason], reason).not.toBe(shingShangRefusals.en[reason]);
    expect(refusalWords({ reason: "stale", detail: "the match moved on" }, shingShangRefusals.fr)).toBe(
      "the match moved on",
    );
    expect(refusalWords({ reason: "toString" }, shingShangRefusals.fr)).toBe("toString");
  });

  test("a step of the other side's Bushi reads as its sentence, not the engine's English", () => {
    const state = initialState({});
    const theirs = Object.entries(state.pieces).find(
      ([, p]) => p !== null && p.side !== state.turn,
    )?.[0] as string;
    const first = shingShangReduce(state, { type: "step", from: theirs, to: theirs } as never).events[0];
    expect(first).toMatchObject({ type: "rejected", reason: "not-your-piece" });
    if (first?.type !== "rejected") return;
    const m = shingShangMessages.fr;
    expect(m.refused(refusalWords(first, m.refusals))).toBe("Refusé : ce Bushi n'est pas à vous.");
  });

  test("each reason a start position is refused for has its own sentence in every language", () => {
    for (const locale of LOCALES) {
      const m = shingShangMessages[locale];
      expect(m.setupRefusals).toBe(shingShangSetupRefusals[locale]);
      expect(Object.keys(m.setupRefusals).sort()).toEqual([...SHING_SHANG_SETUP_REASONS].sort());
    }
    for (const reason of SHING_SHANG_SETUP_REASONS)
      expect(shingShangSetupRefusals.fr[reason], reason).not.toBe(shingShangSetupRefusals.en[reason]);
  });

  test("the editor's and a link's verdict reads as its sentence; a reason the page lacks, as the engine's words", () => {
    const verdict = judge(parsePosition("red Me2 Db1 db10")!);
    expect(verdict).toMatchObject({ ok: false, where: "e2", reason: "on-portal" });
    if (verdict.ok) return;
    const m = shingShangMessages.fr;
    expect(m.editor.invalid(verdict.where, refusalWords(verdict, m.setupRefusals))).toBe(
      "e2 : seul un dragon peut se tenir sur un portail",
    );
    expect(refusalWords({ reason: "", detail: "a newer rule" }, m.setupRefusals)).toBe("a newer rule");
    expect(refusalWords({ reason: "no-throne", detail: "no throne" }, m.setupRefusals)).toBe("no throne");
  });
});
