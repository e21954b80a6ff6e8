import { createMarkdownRenderer, type MarkdownRenderer } from "vitepress";
import { beforeAll, describe, expect, test } from "vitest";
import type { Manifest } from "../src/manifest.js";
import { siteMarkdown } from "../src/markdown.js";
import { CONTENT_DIR } from "../src/repo.js";

const SEED = "003_ba79125b42f8848b.txt";
const manifest: Manifest = {
  pages: {
    "packages/lgc-tcg/DATA.md": "packages/lgc-tcg/data.md",
    [`docs/seeds/${SEED}`]: "docs/seeds/003.md",
  },
  sources: {},
  pageSources: { "packages/lgc-tcg/rules.md": "packages/lgc-tcg/RULES.md" },
  pageSeeds: { "packages/lgc-tcg/rules.md": SEED },
  seeds: { [SEED]: { route: "docs/seeds/003.md", sections: ["6", "6.3", "8", "8.4"], lineCount: 400 } },
  nav: [],
  sidebar: [],
  webAppUrl: "http://localhost:5173/",
};

let md: MarkdownRenderer;
beforeAll(async () => {
  md = await createMarkdownRenderer(CONTENT_DIR, { config: (m) => m.use(siteMarkdown(manifest)) }, "/");
});

/** Renders markdown as the rules page of LGC TCG (its links are relative to RULES.md). */
const render = (src: string, page = "packages/lgc-tcg/rules.md") =>
  md.render(src, { relativePath: page, path: `${CONTENT_DIR}/${page}`, cleanUrls: false });

describe("links of an included file", () => {
  test("resolve against the file they were written in", () => {
    expect(render("See [the model](./DATA.md#card-model).")).toContain(
      'href="/packages/lgc-tcg/data.html#card-model"',
    );
  });

  test("a dead one stops the build with the file's name", () => {
    expect(() => render("[nothing](./NOTHING.md)")).toThrow(
      /packages\/lgc-tcg\/RULES\.md: dead link "\.\/NOTHING\.md"/,
    );
  });

  test("on generated pages (no source file) site links are kept", () => {
    expect(render("[cards](/lgc-tcg/cards.md)", "lgc-tcg/glossary.md")).toContain(
      'href="/lgc-tcg/cards.html"',
    );
  });
});

describe("seed citations", () => {
  test("a file name in backticks links to the seed, the section after it to the section", () => {
    const html = render(`Source: \`${SEED}\` §6.3, then more.`);
    expect(html).toContain(`<a href="/docs/seeds/003.html"><code>${SEED}</code></a>`);
    expect(html).toContain('<a href="/docs/seeds/003.html#section-6-3">§6.3</a>, then more.');
  });

  test("a plain file name with a section or a line", () => {
    expect(render(`As ${SEED} §8.4 says.`)).toContain(
      '<a href="/docs/seeds/003.html#section-8-4">§8.4</a> says.',
    );
    expect(render(`See ${SEED}, line 23.`)).toContain('<a href="/docs/seeds/003.html#L23">line 23</a>.');
  });

  test('"seed §N" on an engine page is its own seed; a missing subsection falls back to its parent', () => {
    expect(render("The contract (seed §8.4)")).toContain(
      '(seed <a href="/docs/seeds/003.html#section-8-4">§8.4</a>)',
    );
    expect(render("Ranks (seed §6.3.2)")).toContain('<a href="/docs/seeds/003.html#section-6-3">§6.3.2</a>');
  });

  test('a bare "§9" may be the page\'s own section: it is left alone', () => {
    const html = render("Legal actions (see §9).");
    expect(html).not.toContain("<a");
    expect(html).toContain("(see §9).");
  });

  test("a section the seed does not have links to the seed's page", () => {
    expect(render(`${SEED} §99`)).toContain('<a href="/docs/seeds/003.html">§99</a>');
  });
});

test("a stray tag in text is text, not an unclosed element", () => {
  const html = render("Files cards/<id>.v<version>.json and <kbd>K</kbd>.");
  expect(html).toContain("cards/&lt;id&gt;.v&lt;version&gt;.json");
  expect(html).toContain("<kbd>K</kbd>");
});
