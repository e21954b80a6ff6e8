/**
 * One language at a time, and no developer words (issue 30): every route, opened by a browser
 * that prefers English and by one that prefers French, shows only words of its language and no
 * section sign, enum name, file name, schema pointer or validator sentence. The checks and what
 * they guarantee are in ./browser/words.ts; what a page shows is read from the screen: every
 * visible text node, the accessible names and tooltips of visible elements, the options of
 * visible lists and the document's title — except what is marked as another language (`lang`,
 * as the language switch's "Français" is).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Locale } from "../src/i18n/index.js";
import { ROUTES } from "../src/routes.js";
import { DESKTOP, findChromium, launchApp, openPage, type RunningApp } from "./browser/harness.js";
import {
  addCatalogues,
  addTranslatedData,
  developerWords,
  emptyVocabulary,
  foreignWords,
  type Vocabulary,
} from "./browser/words.js";

const executablePath = findChromium();
const SRC = fileURLToPath(new URL("../src/", import.meta.url));
const DATA = fileURLToPath(new URL("../../../data/", import.meta.url));

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((f) => join(dir, f))
    .filter(keep)
    .sort();
}

/** Every catalogue of the interface (modules with `en`/`fr` messages) and every translated datum. */
async function vocabulary(): Promise<{ vocab: Vocabulary; enums: Set<string> }> {
  const vocab = emptyVocabulary();
  const modules = filesUnder(SRC, (f) => /\.tsx?$/.test(f) && !/(main\.tsx|\.worker\.ts)$/.test(f)).filter(
    (f) => /\bfr: \{|defineMessages/.test(readFileSync(f, "utf8")),
  );
  expect(modules.length).toBeGreaterThan(20);
  for (const file of modules) addCatalogues(vocab, await import(/* @vite-ignore */ file));
  const labels = new Set<string>();
  for (const file of filesUnder(DATA, (f) => f.endsWith(".json"))) {
    const data = JSON.parse(readFileSync(file, "utf8"));
    addTranslatedData(vocab, data);
    JSON.stringify(data, (k, v) => {
      if ((k === "label" || k === "name") && typeof v === "string") labels.add(v);
      return v;
    });
  }
  // The conformance kits are specifications written in English (their words are marked lang="en"
  // on the kits page): on an English page their titles are English words.
  for (const file of filesUnder(join(DATA, "../conformance"), (f) => f.endsWith(".kit.json"))) {
    // Only the titles: the one line of each kit the page shows before it is opened.
    const kit = JSON.parse(readFileSync(file, "utf8")) as { title?: string };
    addCatalogues(vocab, { en: [kit.title] });
  }
  // The card model's enum values (ON_PLAY, MANUAL, ENEMY, CHOSEN…), less those that are also
  // labels a player reads as such ("DPS").
  const enums = new Set<string>();
  JSON.stringify(JSON.parse(readFileSync(join(DATA, "lgc-tcg/schema/card.schema.json"), "utf8")), (k, v) => {
    if (k === "enum" || k === "const")
      for (const x of [v].flat())
        if (typeof x === "string" && /^[A-Z_]{3,}$/.test(x) && !labels.has(x)) enums.add(x);
    return v;
  });
  return { vocab, enums };
}

/** What the page shows: text with where it is (a short CSS path). */
function visibleText(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const out: { text: string; where: string }[] = [];
    const where = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
        const cls =
          typeof e.className === "string" && e.className ? `.${e.className.trim().split(/\s+/)[0]}` : "";
        parts.unshift(`${e.tagName.toLowerCase()}${cls}`);
      }
      return parts.join(" > ");
    };
    const other = (el: Element) => {
      const marked = el.closest("[lang]")?.getAttribute("lang");
      return marked !== undefined && marked !== null && marked !== lang;
    };
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    // A text node is seen when it is laid out and not folded away: the text of a closed
    // <details> (outside its <summary>) is not shown, however visible the <details> itself is.
    const laidOut = (n: Node) => {
      const folded = n.parentElement?.closest("details:not([open])");
      if (folded && !n.parentElement?.closest("summary")?.parentElement?.isSameNode(folded)) return false;
      const range = document.createRange();
      range.selectNodeContents(n);
      return range.getClientRects().length > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim() ?? "";
      if (!el || text === "" || el.closest("script, style, noscript") || other(el)) continue;
      if (!shown(el) || !laidOut(n)) continue;
      out.push({ text, where: where(el) });
    }
    for (const el of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      if (other(el) || !shown(el)) continue;
      for (const a of ["aria-label", "title", "placeholder", "alt"]) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push({ text: v, where: `${where(el)} [${a}]` });
      }
    }
    for (const select of document.body.querySelectorAll("select"))
      if (!other(select) && shown(select))
        for (const o of select.options) out.push({ text: o.text, where: `${where(select)} option` });
    out.push({ text: document.title, where: "title" });
    return out;
  });
}

/**
 * What some pages show only after a click, opened before reading: the generator's ability editor
 * (its lists of sides, kinds, scopes, triggers), a deck's rows and their problems.
 */
const REVEAL: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  "tcg-generator": async (page) => {
    await page.getByTestId("add-ability").click();
    await page.locator(".tcg-field select").first().waitFor();
  },
  "tcg-decks": async (page) => {
    await page.locator('[data-testid="card-browser"] .deck-step:not([aria-disabled])').first().click();
  },
};

/** Every page, with the mark it sets once interactive; the online pages without a match link. */
const PAGES = [
  { hash: "", ready: "home" },
  ...ROUTES.map((r) => ({ hash: r.path, ready: r.path })),
  { hash: "play", ready: "play" },
  { hash: "replay", ready: "replay" },
];

describe.skipIf(executablePath === null)("one language at a time, and no developer words", () => {
  let app: RunningApp;
  let words: Awaited<ReturnType<typeof vocabulary>>;
  beforeAll(async () => {
    words = await vocabulary();
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("the vocabularies tell the two languages apart (the check's own sanity)", () => {
    const { vocab } = words;
    expect(foreignWords("Acheminez du bois de la Scierie", "en", vocab)).toEqual([
      "acheminez",
      "du",
      "bois",
      "de",
      "la",
      "scierie",
    ]);
    expect(foreignWords("Provocation. Cri de guerre : invoque un Disciple.", "en", vocab)).toContain(
      "provocation",
    );
    expect(foreignWords("Battlecry: summon a Disciple, then draw a card.", "fr", vocab)).toContain(
      "battlecry",
    );
    expect(foreignWords("Tour II", "en", vocab)).toEqual(["tour"]);
    expect(foreignWords("Rook II, 3 in stock", "en", vocab)).toEqual([]);
    expect(developerWords("/cards must NOT have fewer than 1 items", words.enums)).toEqual([
      "/cards",
      "must NOT have",
    ]);
    expect(developerWords("Trigger ON_PLAY, target ENEMY CHOSEN; see RULES.md §12", words.enums)).toEqual([
      "§",
      "ON_PLAY",
      "ENEMY",
      "CHOSEN",
      "RULES.md",
      "RULES",
    ]);
    expect(developerWords("down null · up black", words.enums)).toEqual(["null"]);
  });

  for (const locale of ["en", "fr"] as const satisfies readonly Locale[])
    for (const { hash, ready } of PAGES)
      test(`#/${hash} in ${locale === "en" ? "English" : "French"}`, async () => {
        const { page, errors } = await openPage(app, hash, ready, {
          ...DESKTOP,
          locale: locale === "en" ? "en-US" : "fr-FR",
        });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        await REVEAL[hash]?.(page);
        // Let late content (a bot's first move, a lazy chunk) settle.
        await page.waitForTimeout(400);
        const found: string[] = [];
        for (const { text, where } of await visibleText(page)) {
          const foreign = foreignWords(text, locale, words.vocab);
          if (foreign.length > 0) found.push(`${where}: "${text}" → other language: ${foreign.join(", ")}`);
          const dev = developerWords(text, words.enums);
          if (dev.length > 0) found.push(`${where}: "${text}" → developer words: ${dev.join(", ")}`);
        }
        expect(found).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      });
});
