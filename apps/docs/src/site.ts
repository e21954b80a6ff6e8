/**
 * What the site is made of, found in the repository at build time: every markdown file (a page
 * that includes it), the seed documents, the schema reference pages, the API modules, the card
 * list, and the source pages that links to other repository files need. Nothing here is written
 * by hand per file, so a new engine, README or schema shows up without touching the site.
 */
import { posix } from "node:path";
import { type ApiModule, apiModules } from "./api.js";
import { linkTarget } from "./links.js";
import { entryKind, listDir, readRepoFile, type WorkspacePackage, workspacePackages } from "./repo.js";
import { SCHEMA_PAGES, type SchemaPageSpec } from "./schemas.js";
import { readSeeds, SEEDS_DIR, type Seed, seedEngines } from "./seeds.js";

/** A page that shows one repository markdown file (or a range of its lines). */
export interface IncludedPage {
  readonly route: string;
  readonly source: string;
  /** 1-based inclusive line range, for a section of a file. */
  readonly lines?: readonly [number, number];
}

export interface SchemaPage {
  readonly route: string;
  readonly file: string;
  readonly spec: SchemaPageSpec;
}

export interface SourcePage {
  readonly route: string;
  readonly path: string;
  readonly entry: "file" | "dir";
}

export interface SitePlan {
  readonly packages: readonly WorkspacePackage[];
  readonly included: readonly IncludedPage[];
  readonly seeds: readonly (Seed & { readonly route: string })[];
  readonly schemas: readonly SchemaPage[];
  readonly api: readonly ApiModule[];
  /** The card list's and the glossary's pages, when the repository has LGC TCG data. */
  readonly cards: { readonly list: string; readonly glossary: string } | null;
  readonly sources: readonly SourcePage[];
  /** Repository path → page file, for every repository file that has a page. */
  readonly pages: Readonly<Record<string, string>>;
  /** Links to nothing: "file: message". The build stops on any. */
  readonly deadLinks: readonly string[];
}

/** Markdown files that are not documentation: pending release notes. */
const NOT_PAGES = /^\.changeset\//;

/** Every markdown file of the repository, sorted. */
export function markdownFiles(dir = ""): string[] {
  const found: string[] = [];
  for (const entry of listDir(dir)) {
    if (entry.kind === "dir") found.push(...markdownFiles(entry.path));
    else if (entry.name.endsWith(".md") && !NOT_PAGES.test(entry.path)) found.push(entry.path);
  }
  return found.sort();
}

/**
 * The page file of a repository markdown file: its path, lower-case, README as the folder's index
 * ("packages/grid/README.md" → "packages/grid/index.md", "docs/ARCHITECTURE.md" →
 * "docs/architecture.md"); the root README is the overview.
 */
export function markdownRoute(path: string): string {
  if (path === "README.md") return "overview.md";
  const dir = posix.dirname(path);
  const base = posix.basename(path, ".md");
  const name = /^readme$/i.test(base) ? "index" : base.toLowerCase();
  return dir === "." ? `${name}.md` : `${dir}/${name}.md`;
}

/** The page of a schema file: "conformance/kit.schema.json" → "schema/conformance/kit.md". */
export const schemaRoute = (file: string): string => `schema/${file.replace(/(\.schema)?\.json$/, "")}.md`;

/** The source page of a repository path: "apps/cli" → "source/apps/cli/index.md". */
export const sourceRoute = (path: string, entry: "file" | "dir"): string =>
  entry === "dir" ? `source/${path === "" ? "" : `${path}/`}index.md` : `source/${path}.md`;

/** Files matching a pattern with `*` in its last segment ("data/lgc-tcg/schema/*.schema.json"). */
export function matchFiles(pattern: string): string[] {
  if (!pattern.includes("*")) return entryKind(pattern) === "file" ? [pattern] : [];
  const dir = posix.dirname(pattern);
  if (entryKind(dir) !== "dir") return [];
  const re = new RegExp(
    `^${posix
      .basename(pattern)
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, "[^/]*")}$`,
  );
  return listDir(dir)
    .filter((e) => e.kind === "file" && re.test(e.name))
    .map((e) => e.path);
}

/** The schema pages, each file once (the first spec naming it wins). */
export function schemaPages(specs: readonly SchemaPageSpec[] = SCHEMA_PAGES): SchemaPage[] {
  const seen = new Set<string>();
  const pages: SchemaPage[] = [];
  for (const spec of specs) {
    for (const file of matchFiles(spec.schema)) {
      if (seen.has(file)) continue;
      seen.add(file);
      pages.push({ route: schemaRoute(file), file, spec });
    }
  }
  return pages;
}

/** The "Adding an engine" section of docs/ARCHITECTURE.md, as a line range, if it is there. */
export function sectionLines(markdown: string, heading: RegExp): [number, number] | null {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => /^##\s/.test(l) && heading.test(l));
  if (start < 0) return null;
  const level = /^#+/.exec(lines[start]!)![0].length;
  let end = lines.length;
  let fenced = false;
  for (let i = start + 1; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i]!)) fenced = !fenced;
    const m = /^(#+)\s/.exec(lines[i]!);
    if (!fenced && m && m[1]!.length <= level) {
      end = i;
      break;
    }
  }
  while (end > start + 1 && lines[end - 1]!.trim() === "") end--;
  return [start + 1, end];
}

/** Relative links of a markdown file: `[text](href)` and `![alt](src)` outside code. */
export function relativeLinks(markdown: string): string[] {
  const links: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const text = line.replace(/`[^`]*`/g, "");
    for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push(m[1]!);
    for (const m of text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)) links.push(m[1]!);
  }
  return links.filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l) && !l.startsWith("//") && !l.startsWith("#"));
}

/** Source pages are capped so that a link to a big folder cannot balloon the build. */
export const MAX_SOURCE_PAGES = 300;

/** Source pages for linked paths; a linked folder's listing brings its entries, two levels down. */
function sourcePages(
  roots: readonly { path: string; entry: "file" | "dir" }[],
  pages: Record<string, string>,
) {
  const out = new Map<string, SourcePage>();
  const queue = roots.map((r) => ({ ...r, depth: 0 }));
  while (queue.length > 0 && out.size < MAX_SOURCE_PAGES) {
    const { path, entry, depth } = queue.shift()!;
    if (out.has(path) || (pages[path] && depth > 0)) continue;
    out.set(path, { route: sourceRoute(path, entry), path, entry });
    if (entry === "dir" && depth < 2) {
      for (const child of listDir(path)) {
        const readme = child.kind === "dir" ? `${child.path}/README.md` : null;
        if (pages[child.path] || (readme && pages[readme])) continue;
        queue.push({ path: child.path, entry: child.kind, depth: depth + 1 });
      }
    }
  }
  return [...out.values()];
}

/** Finds everything the site shows. */
export function planSite(): SitePlan {
  const packages = workspacePackages();
  const markdown = markdownFiles();
  const included: IncludedPage[] = markdown.map((source) => ({ route: markdownRoute(source), source }));
  const architecture = "docs/ARCHITECTURE.md";
  if (entryKind(architecture) === "file") {
    const lines = sectionLines(readRepoFile(architecture), /adding an engine/i);
    if (lines) included.push({ route: "docs/adding-an-engine.md", source: architecture, lines });
  }
  const seeds =
    entryKind(SEEDS_DIR) === "dir"
      ? readSeeds().map((s) => ({ ...s, route: `${SEEDS_DIR}/${s.file.replace(/\.txt$/, "")}.md` }))
      : [];
  const schemas = schemaPages();
  const pages: Record<string, string> = {};
  // A file's own page comes first; the "adding an engine" excerpt is not ARCHITECTURE.md's page.
  for (const page of included) if (!page.lines) pages[page.source] = page.route;
  for (const seed of seeds) pages[`${SEEDS_DIR}/${seed.file}`] = seed.route;
  for (const schema of schemas) pages[schema.file] = schema.route;

  const deadLinks: string[] = [];
  const linked: { path: string; entry: "file" | "dir" }[] = schemas.map((s) => ({
    path: s.file,
    entry: "file" as const,
  }));
  for (const source of markdown) {
    for (const href of relativeLinks(readRepoFile(source))) {
      const target = linkTarget(pages, source, href);
      if (target.kind === "dead")
        deadLinks.push(`${source}: dead link "${href}" (${target.path || "."} is not in the repository)`);
      else if (target.kind === "source") linked.push({ path: target.path, entry: target.entry });
    }
  }
  return {
    packages,
    included,
    seeds,
    schemas,
    api: apiModules(packages),
    cards:
      entryKind("data/lgc-tcg/cards") === "dir"
        ? { list: "lgc-tcg/cards.md", glossary: "lgc-tcg/glossary.md" }
        : null,
    sources: sourcePages(linked, pages),
    pages,
    deadLinks,
  };
}

/** Seed file → the engine package it describes, from docs/seeds/README.md. */
export function seedsByEngine(): Record<string, string> {
  const readme = `${SEEDS_DIR}/README.md`;
  if (entryKind(readme) !== "file") return {};
  const engines = seedEngines(readRepoFile(readme));
  return Object.fromEntries(Object.entries(engines).map(([seed, engine]) => [engine, seed]));
}
