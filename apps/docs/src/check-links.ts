/**
 * After the build: every link of every built page to the site itself must reach a page, and its
 * `#anchor` an element of that page. VitePress checks pages; anchors (a README's
 * "./DATA.md#generated-rules-text", a TypeDoc cross-reference, a seed section) it does not.
 *   tsx src/check-links.ts [dist folder]
 * Prints one line per broken link and exits 1 if there is any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { DIST_DIR } from "./repo.js";

export interface BrokenLink {
  /** The page holding the link, relative to the site ("packages/pigment/index.html"). */
  readonly page: string;
  readonly href: string;
  readonly problem: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The ids of a page's elements. */
export function pageIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1]!)));
}

/** The hrefs of a page's links, without the ones that leave the site. */
export function siteLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)]
    .map((m) => decodeEntities(m[1]!))
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith("//"));
}

/** Checks the built site in `dist` (served at `base`). */
export function checkLinks(dist: string, base = "/"): BrokenLink[] {
  const pages = new Map<string, Set<string>>();
  const links = new Map<string, string[]>();
  for (const file of htmlFiles(dist)) {
    const page = relative(dist, file).split(sep).join("/");
    const html = readFileSync(file, "utf8");
    pages.set(page, pageIds(html));
    links.set(page, siteLinks(html));
  }
  const broken: BrokenLink[] = [];
  for (const [page, hrefs] of links) {
    if (page === "404.html") continue;
    for (const href of new Set(hrefs)) {
      const [pathPart = "", hash] = href.split("#", 2) as [string, string | undefined];
      const path = pathPart.split("?")[0]!;
      let target: string;
      if (path === "") target = page;
      else {
        const absolute = path.startsWith("/") ? path : posix.join("/", posix.dirname(page), path);
        if (!absolute.startsWith(base)) {
          broken.push({ page, href, problem: `outside the site's base ${base}` });
          continue;
        }
        let file = decodeURIComponent(absolute.slice(base.length));
        if (file === "" || file.endsWith("/")) file += "index.html";
        else if (!posix.extname(file)) file += ".html";
        target = file;
      }
      const ids = pages.get(target);
      if (ids === undefined) {
        if (!target.endsWith(".html") && existsSync(join(dist, target))) continue; // an asset
        broken.push({ page, href, problem: `no page ${target}` });
        continue;
      }
      if (hash === undefined || hash === "") continue;
      const id = decodeURIComponent(hash);
      if (!ids.has(id)) broken.push({ page, href, problem: `no #${id} on ${target}` });
    }
  }
  return broken;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dist = process.argv[2] ?? DIST_DIR;
  const base = process.env.DOCS_BASE ?? "/";
  const broken = checkLinks(dist, base);
  for (const b of broken) console.error(`${b.page}: ${b.href} (${b.problem})`);
  const pageCount = htmlFiles(dist).length;
  if (broken.length > 0) {
    console.error(`docs: ${broken.length} broken link(s) in ${pageCount} pages`);
    process.exit(1);
  }
  console.log(`docs: every internal link and anchor of ${pageCount} pages resolves`);
}
