// The VitePress configuration. Every page lives in content/, written by src/generate.ts from the
// repository's own files (run it first: `pnpm build` and `pnpm dev` do); its manifest gives the
// navigation and tells the markdown plugin where each included file's links point.
import { existsSync, readFileSync } from "node:fs";
import { slug } from "github-slugger";
import { defineConfig } from "vitepress";
import type { Manifest } from "../src/manifest.js";
import { siteMarkdown } from "../src/markdown.js";
import { MANIFEST_FILE, REPO_ROOT } from "../src/repo.js";

if (!existsSync(MANIFEST_FILE)) {
  throw new Error(`${MANIFEST_FILE} is missing: run \`pnpm --filter @apps/docs generate\` first`);
}
const manifest = JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as Manifest;

export default defineConfig({
  title: "Game-rules engines",
  description:
    "Deterministic game-rules engines: rules as implemented, conformance kit format, data model, seed documents and API reference.",
  srcDir: "content",
  // DOCS_BASE: the path the site is served under, e.g. "/docs/" on a shared host.
  base: process.env.DOCS_BASE ?? "/",
  lang: "en",
  // A die face as the icon (inline, so the site needs no public folder of its own).
  head: [
    [
      "link",
      {
        rel: "icon",
        href: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect x='1' y='1' width='14' height='14' rx='3' fill='%233451b2'/%3E%3Ccircle cx='5' cy='5' r='1.6' fill='white'/%3E%3Ccircle cx='11' cy='11' r='1.6' fill='white'/%3E%3Ccircle cx='8' cy='8' r='1.6' fill='white'/%3E%3C/svg%3E",
      },
    ],
  ],
  cleanUrls: false,
  // Dead internal links fail the build (VitePress's default); this line only says so.
  ignoreDeadLinks: false,
  markdown: {
    // GitHub's heading anchors, so "#…" links written for the repository work here too.
    anchor: { slugify: (text: string) => slug(text) },
    config: (md) => {
      md.use(siteMarkdown(manifest));
    },
  },
  themeConfig: {
    nav: manifest.nav,
    sidebar: manifest.sidebar,
    outline: { level: [2, 3] },
    search: {
      provider: "local",
      options: {
        miniSearch: {
          searchOptions: {
            // A rules site: the rules as implemented, the seeds and the card pages answer a rule's
            // name before the API and schema references that mention it in passing. (VitePress
            // sends this function to the browser as its source text: it must stay self-contained.)
            boostDocument: (id: string) =>
              /\/api\/|\/schema\/|\/source\//.test(id)
                ? 0.5
                : /\/rules\.html|\/docs\/seeds\/|\/lgc-tcg\//.test(id)
                  ? 1.5
                  : 1,
          },
        },
      },
    },
    footer: { message: "Every page is generated from the repository's files at build time." },
  },
  vite: {
    // Pages include markdown from all over the repository.
    // 5173 is the web app's dev server, which the card list links to.
    server: { port: 5174, fs: { allow: [REPO_ROOT] } },
    // The largest API page (@engines/lgc-tcg, every export of the data library) is ~600 kB of
    // rendered markup; it loads only on that page.
    build: { chunkSizeWarningLimit: 1000 },
  },
});
