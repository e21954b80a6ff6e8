/**
 * Links inside repository markdown, made to work on the site. A README links to "./RULES.md",
 * "../../docs/ARCHITECTURE.md#tasks" or "apps/cli" relative to its own file; on the site the same
 * text sits in a page elsewhere, so every relative link is resolved against the file it was
 * written in and pointed at the page showing its target: the target's own page when it has one
 * (a markdown file, a folder with a README, a seed document), else its source page. A link to
 * nothing in the repository is an error that names the file, never silently left dead.
 */
import type { Manifest } from "./manifest.js";
import { entryKind, resolveRepoPath } from "./repo.js";

/** Links left alone: URLs with a scheme, protocol-relative URLs and same-page anchors. */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//") || href.startsWith("#") || href === "";
}

/** A relative link split into the repository path it names and what follows (`#…`, `?…`). */
export function splitLink(sourceFile: string, href: string): { path: string; rest: string } {
  const cut = href.search(/[?#]/);
  const pathPart = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? "" : href.slice(cut);
  const dir = sourceFile.includes("/") ? sourceFile.slice(0, sourceFile.lastIndexOf("/")) : "";
  let decoded = pathPart;
  try {
    decoded = decodeURI(pathPart);
  } catch {
    // A malformed escape: resolve the text as written.
  }
  return { path: resolveRepoPath(dir, decoded), rest };
}

/** The seeds folder outside the repository that older documents point at ("../shared/seeds/…"). */
const SHARED_SEED = /(?:^|\/)shared\/seeds(?:\/(\d{3}_[0-9a-f]{16}\.txt|README\.md))?$/;

export type LinkTarget =
  | { readonly kind: "page"; readonly path: string }
  | { readonly kind: "source"; readonly path: string; readonly entry: "file" | "dir" }
  | { readonly kind: "dead"; readonly path: string };

/**
 * What a relative link in `sourceFile` points at, given the repository paths that have pages.
 * Folders with a README page go to that page; the shared seeds folder goes to the repository's
 * copy in docs/seeds.
 */
export function linkTarget(
  pages: Readonly<Record<string, string>>,
  sourceFile: string,
  href: string,
): LinkTarget {
  const { path } = splitLink(sourceFile, href);
  const seed = SHARED_SEED.exec(path);
  if (seed && path.startsWith("../")) {
    const copy = `docs/seeds/${seed[1] ?? "README.md"}`;
    return pages[copy] ? { kind: "page", path: copy } : { kind: "dead", path };
  }
  if (pages[path]) return { kind: "page", path };
  const entry = entryKind(path);
  if (entry === "dir") {
    const readme = path === "" ? "README.md" : `${path}/README.md`;
    if (pages[readme]) return { kind: "page", path: readme };
  }
  return entry === null ? { kind: "dead", path } : { kind: "source", path, entry };
}

/**
 * The site URL of a relative link written in `sourceFile`: an absolute "/page.md#anchor" (VitePress
 * turns it into the page's URL and checks it exists), or an error message for a dead link.
 */
export function rewriteLink(
  manifest: Pick<Manifest, "pages" | "sources">,
  sourceFile: string,
  href: string,
): { href: string } | { error: string } {
  const target = linkTarget(manifest.pages, sourceFile, href);
  const { rest } = splitLink(sourceFile, href);
  if (target.kind === "dead")
    return { error: `${sourceFile}: dead link "${href}" (${target.path || "."} is not in the repository)` };
  const route = target.kind === "page" ? manifest.pages[target.path] : manifest.sources[target.path];
  if (route === undefined)
    return { error: `${sourceFile}: link "${href}" to ${target.path} has no page (run the generator again)` };
  return { href: `/${route}${rest}` };
}
