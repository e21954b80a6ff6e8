import { describe, expect, test } from "vitest";
import { defineMessages, preferredLocale } from "../src/i18n/index.js";
import { ROUTES } from "../src/routes.js";

describe("interface language", () => {
  test("a stored choice wins over the browser's languages", () => {
    expect(preferredLocale("en", ["fr-FR", "fr"])).toBe("en");
    expect(preferredLocale("fr", ["en-US"])).toBe("fr");
  });

  test("otherwise the first preferred language the app speaks, by its primary subtag", () => {
    expect(preferredLocale(null, ["fr-CA", "en"])).toBe("fr");
    expect(preferredLocale(null, ["de-DE", "FR", "en"])).toBe("fr");
    expect(preferredLocale(null, ["en-GB", "fr"])).toBe("en");
  });

  test("English when the browser prefers neither, and a stored value that is no locale is ignored", () => {
    expect(preferredLocale(null, ["de", "es"])).toBe("en");
    expect(preferredLocale(null, [])).toBe("en");
    expect(preferredLocale("de", ["fr"])).toBe("fr");
  });

  test("a catalogue gives each language its own plural agreement", () => {
    const m = defineMessages({
      en: { moves: (n: number) => `${n} move${n === 1 ? "" : "s"}` },
      fr: { moves: (n: number) => `${n} coup${n > 1 ? "s" : ""}` },
    });
    expect([0, 1, 2].map(m.en.moves)).toEqual(["0 moves", "1 move", "2 moves"]);
    expect([0, 1, 2].map(m.fr.moves)).toEqual(["0 coup", "1 coup", "2 coups"]);
  });

  test("every page has a title and a summary in both languages", () => {
    for (const r of ROUTES)
      for (const text of [r.text.en, r.text.fr]) {
        expect(text.title.length).toBeGreaterThan(0);
        expect(text.summary.length).toBeGreaterThan(0);
      }
  });
});
