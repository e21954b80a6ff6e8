/**
 * Writes the site's pages into apps/docs/content (gitignored) from the repository, then the
 * manifest the VitePress config reads. Run by `build` and `dev` before VitePress:
 *   tsx --conditions=@games/source src/generate.ts
 * Environment: DOCS_WEB_APP_URL, the web app the card list links to (default: the dev server
 * `pnpm start` opens, http://localhost:5173/).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { loadCorpus } from "@engines/lgc-tcg/node";
import { generateApi } from "./api.js";
import { cardListPage } from "./cards.js";
import { glossaryPage } from "./glossary.js";
import type { Manifest } from "./manifest.js";
import { firstHeading, guideLabel, nav, packageTitle, pageLink, sidebar } from "./nav.js";
import { abs, CONTENT_DIR, listDir, MANIFEST_FILE, readRepoFile } from "./repo.js";
import { type SchemaObject, schemaPage } from "./schema.js";
import { seedPage } from "./seeds.js";
import { type IncludedPage, planSite, type SitePlan, type SourcePage, seedsByEngine } from "./site.js";
import { sourcePage } from "./source.js";

/** The web app's URL from DOCS_WEB_APP_URL, ending so that "#/route" can follow it. */
export function webAppUrl(value = process.env.DOCS_WEB_APP_URL): string {
  const url = value?.trim() || "http://localhost:5173/";
  return /\/$|\.html?$/.test(url) ? url : `${url}/`;
}

function write(route: string, content: string): void {
  const file = join(CONTENT_DIR, route);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The page of an included markdown file: the include, kept literal for Vue, and where it comes from. */
function includedPage(page: IncludedPage): string {
  const from = relative(dirname(join(CONTENT_DIR, page.route)), abs(page.source))
    .split(sep)
    .join("/");
  const range = page.lines ? `{${page.lines[0] + 1},${page.lines[1]}}` : "";
  const head = page.lines
    ? [
        "# How to add an engine",
        "",
        `From [${page.source}](/${page.source.replace(/^README\.md$/, "overview.md")}):`,
        "",
      ]
    : [];
  return [
    ...head,
    "::: v-pre",
    "",
    `<!--@include: ${from}${range}-->`,
    "",
    ":::",
    "",
    `<p class="page-source">This page shows <code>${page.source}</code> from the repository${page.lines ? `, lines ${page.lines[0]}–${page.lines[1]}` : ""}.</p>`,
    "",
  ].join("\n");
}

function homePage(plan: SitePlan): string {
  const readme = readRepoFile("README.md");
  // The hero's tagline is plain text: the README's first paragraph without its markup.
  const tagline =
    readme
      .split(/\n\s*\n/)
      .find((p) => !p.startsWith("#"))
      ?.replace(/\s+/g, " ")
      .replace(/[`*_]/g, "") ?? "";
  const rulesOf = (dir: string) => plan.included.find((p) => p.source === `${dir}/RULES.md`);
  const features = plan.packages
    .filter((p) => p.name.startsWith("@engines/"))
    .map((p) => ({
      title: packageTitle(p),
      details: p.description.replace(/^[^:]{2,30}:\s*/, ""),
      link: pageLink(rulesOf(p.dir)?.route ?? `${p.dir}/index.md`),
      linkText: rulesOf(p.dir) ? "The rules" : "Overview",
    }));
  const kit = plan.schemas.find((s) => s.file === "conformance/kit.schema.json");
  const actions = [
    { theme: "brand", text: "Overview", link: "/overview" },
    ...(kit ? [{ theme: "alt", text: "Kit format", link: pageLink(kit.route) }] : []),
    { theme: "alt", text: "API reference", link: "/api/" },
  ];
  const frontmatter = {
    layout: "home",
    title: firstHeading(readme) ?? "Home",
    hero: { name: firstHeading(readme) ?? "Game-rules engines", tagline, actions },
    features,
  };
  // JSON is YAML: the frontmatter needs no YAML library.
  return `---\n${JSON.stringify(frontmatter, null, 2)}\n---\n`;
}

function manifest(plan: SitePlan, url: string): Manifest {
  const engineSeeds = seedsByEngine();
  const pageSeeds: Record<string, string> = {};
  for (const page of plan.included) {
    const pkg = plan.packages.find((p) => page.source.startsWith(`${p.dir}/`));
    const seed = pkg ? engineSeeds[pkg.name] : undefined;
    if (seed) pageSeeds[page.route] = seed;
  }
  for (const module of plan.api) {
    const seed = engineSeeds[module.packageName];
    if (seed) pageSeeds[module.route] = seed;
  }
  const tcgSeed = engineSeeds["@engines/lgc-tcg"];
  if (plan.cards && tcgSeed) {
    pageSeeds[plan.cards.list] = tcgSeed;
    pageSeeds[plan.cards.glossary] = tcgSeed;
  }
  return {
    pages: plan.pages,
    sources: Object.fromEntries(plan.sources.map((s: SourcePage) => [s.path, s.route])),
    pageSources: Object.fromEntries(plan.included.map((p) => [p.route, p.source])),
    pageSeeds,
    seeds: Object.fromEntries(
      plan.seeds.map((s) => [
        s.file,
        { route: s.route, sections: s.sections.map((x) => x.number), lineCount: s.lines.length },
      ]),
    ),
    nav: nav(plan),
    sidebar: sidebar(plan),
    webAppUrl: url,
  };
}

/** The about-line of each seed, from the table of docs/seeds/README.md ("Pigment: a rolling-die…"). */
function seedAbout(file: string): string | undefined {
  const readme = listDir("docs/seeds").some((e) => e.name === "README.md")
    ? readRepoFile("docs/seeds/README.md")
    : "";
  const row = readme.split("\n").find((l) => l.includes(file));
  return row?.split("|")[2]?.trim();
}

export async function generate(): Promise<SitePlan> {
  const plan = planSite();
  if (plan.deadLinks.length > 0) {
    throw new Error(
      `Dead links in the repository's markdown:\n${plan.deadLinks.map((l) => `  ${l}`).join("\n")}`,
    );
  }
  rmSync(CONTENT_DIR, { recursive: true, force: true });
  const url = webAppUrl();
  write("index.md", homePage(plan));
  for (const page of plan.included) write(page.route, includedPage(page));
  for (const seed of plan.seeds) write(seed.route, seedPage(seed, seedAbout(seed.file)));
  const schemaFiles = new Map(plan.schemas.map((s) => [s.file, s]));
  for (const page of plan.schemas) {
    const schema = JSON.parse(readRepoFile(page.file)) as SchemaObject;
    // A guide may name a section: "packages/conformance/README.md#the-adapter-protocol---exec".
    const [guideFile = "", guideAnchor] = page.spec.guide?.split("#") ?? [];
    const guide = plan.pages[guideFile];
    write(
      page.route,
      schemaPage({
        file: page.file,
        schema,
        sourceHref: `/${plan.sources.find((s) => s.path === page.file)!.route}`,
        ...(guide
          ? {
              guide: {
                href: `/${guide}${guideAnchor ? `#${guideAnchor}` : ""}`,
                label: guideLabel(readRepoFile(guideFile), guideAnchor) ?? guideFile,
              },
            }
          : {}),
        links: {
          external(ref) {
            const [file, pointer = ""] = ref.split("#");
            const target = schemaFiles.get(join(dirname(page.file), file!).split(sep).join("/"));
            if (!target) return undefined;
            const def = /^\/\$defs\/(.+)$/.exec(pointer);
            return `/${target.route}${def ? `#def-${def[1]!.replace(/[^\w-]/g, "-")}` : ""}`;
          },
        },
      }),
    );
  }
  for (const page of plan.sources) write(page.route, sourcePage(page, plan));
  if (plan.cards) {
    const corpus = await loadCorpus(abs("data/lgc-tcg"));
    const route = (path: string) => (plan.pages[path] ? `/${plan.pages[path]}` : undefined);
    write(
      plan.cards.list,
      cardListPage(corpus, url, {
        model: route("packages/lgc-tcg/DATA.md"),
        schema: route("data/lgc-tcg/schema/card.schema.json"),
        glossary: `/${plan.cards.glossary}`,
      }),
    );
    write(plan.cards.glossary, glossaryPage(corpus, plan.cards.list, route("packages/lgc-tcg/RULES.md")));
  }
  // TypeDoc is most of the generation's time (tens of seconds): say so rather than stay silent.
  if (process.env.DOCS_QUIET === undefined)
    console.log(`docs: the API reference of ${plan.api.length} modules (TypeDoc: most of the wait)…`);
  await generateApi(plan.api);
  writeFileSync(MANIFEST_FILE, JSON.stringify(manifest(plan, url), null, 2));
  return plan;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const start = Date.now();
  console.log("docs: generating the pages from the repository (markdown, seeds, schemas, cards, API)…");
  generate().then(
    (plan) => {
      const pages =
        1 +
        plan.included.length +
        plan.seeds.length +
        plan.schemas.length +
        plan.sources.length +
        plan.api.length +
        (plan.cards ? 2 : 0);
      console.log(
        `docs: ${pages} pages generated in ${((Date.now() - start) / 1000).toFixed(1)} s (${plan.api.length} API modules, ${plan.sources.length} source pages)`,
      );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
