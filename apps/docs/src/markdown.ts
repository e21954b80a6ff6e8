/**
 * The site's markdown-it plugin (used by the VitePress config):
 * - on pages that include a repository file, relative links and images are resolved against that
 *   file ({@link rewriteLink});
 * - on every page, seed citations become links to the seed's page, its section or its line:
 *   "003_ba79125b42f8848b.txt" (plain or in backticks), "003_….txt §6.3", "… line 23", and
 *   "seed §6.3" on an engine's pages (the engine's own seed, from docs/seeds/README.md).
 */
import { dirname, join, relative, sep } from "node:path";
import type { MarkdownRenderer } from "vitepress";
import { rewriteLink, splitLink } from "./links.js";
import type { Manifest, SeedInfo } from "./manifest.js";
import { abs, CONTENT_DIR, entryKind } from "./repo.js";
import { sectionAnchor } from "./seeds.js";

/** markdown-it's core state and tokens, as VitePress's renderer types them. */
type CoreRule = Parameters<MarkdownRenderer["core"]["ruler"]["push"]>[1];
type CoreState = Parameters<CoreRule>[0];
type Token = CoreState["tokens"][number];
type TokenClass = CoreState["Token"];

interface Env {
  relativePath?: string;
}

const SEED_FILE = /\d{3}_[0-9a-f]{16}\.txt/;
/**
 * A citation in text: a seed file with an optional "§N.N" or "line N" after it, or "seed §N.N"
 * ("the seed's §6.3") meaning the page's own seed.
 */
const CITATION =
  /(\d{3}_[0-9a-f]{16}\.txt)(?:(,?\s*)§\s?(\d+(?:\.\d+)*)|(,?\s*)lines?\s+(\d+))?|\b(seed(?:'s)?\s+)§\s?(\d+(?:\.\d+)*)/g;
/** What may follow a seed file written in backticks: ` §6.3`, `, line 23`. */
const AFTER_CODE = /^(,?\s*)(?:§\s?(\d+(?:\.\d+)*)|lines?\s+(\d+))/;

/** The link of a citation: the seed page, with the section or line anchor when it exists. */
export function citationHref(seed: SeedInfo, section?: string, line?: number): string {
  let anchor = "";
  if (section !== undefined) {
    // "§5.2.1" → the deepest section the page has ("5.2"); none → the page.
    const parts = section.split(".");
    while (parts.length > 0 && !seed.sections.includes(parts.join("."))) parts.pop();
    if (parts.length > 0) anchor = `#${sectionAnchor(parts.join("."))}`;
  } else if (line !== undefined && line >= 1 && line <= seed.lineCount) anchor = `#L${line}`;
  return `/${seed.route}${anchor}`;
}

function linkTokens(state: { Token: TokenClass }, href: string, inner: Token[]): Token[] {
  const open = new state.Token("link_open", "a", 1);
  open.attrs = [["href", href]];
  const close = new state.Token("link_close", "a", -1);
  return [open, ...inner, close];
}

function textToken(state: { Token: TokenClass }, content: string): Token {
  const t = new state.Token("text", "", 0);
  t.content = content;
  return t;
}

/** Splits a text token at its citations. */
function linkCitations(
  state: { Token: TokenClass },
  token: Token,
  manifest: Manifest,
  pageSeed: string | undefined,
): Token[] {
  const text = token.content;
  const out: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(CITATION)) {
    const [whole, file, sep1, section1, sep2, line, seedWord, section2] = m;
    const seedFile = file ?? pageSeed;
    const seed = seedFile === undefined ? undefined : manifest.seeds[seedFile];
    if (!seed) continue;
    const start = m.index;
    if (start > last) out.push(textToken(state, text.slice(last, start)));
    if (file !== undefined) {
      out.push(...linkTokens(state, citationHref(seed), [textToken(state, file)]));
      const tail = whole.slice(file.length);
      if (section1 !== undefined || line !== undefined) {
        const gap = sep1 ?? sep2 ?? "";
        out.push(textToken(state, gap));
        const href =
          section1 !== undefined ? citationHref(seed, section1) : citationHref(seed, undefined, Number(line));
        out.push(...linkTokens(state, href, [textToken(state, tail.slice(gap.length))]));
      }
    } else {
      out.push(textToken(state, seedWord!));
      out.push(
        ...linkTokens(state, citationHref(seed, section2), [textToken(state, whole.slice(seedWord!.length))]),
      );
    }
    last = start + whole.length;
  }
  if (last === 0) return [token];
  if (last < text.length) out.push(textToken(state, text.slice(last)));
  return out;
}

/**
 * Tags a page may carry as inline HTML. Anything else that looks like a tag ("cards/<id>.json",
 * "Map<string, Card>" outside backticks) is text: GitHub drops unknown tags, and Vue, which
 * compiles every page, would fail on an unclosed one.
 */
const INLINE_TAGS = new Set(
  "a abbr b bdi bdo br cite code data del dfn em i img ins kbd mark q s samp small span strong sub sup time u var wbr details summary p div picture source video audio iframe svg path".split(
    " ",
  ),
);

/** Inline HTML of an unknown tag name becomes text (rendered escaped). */
function escapeUnknownTag(state: { Token: TokenClass }, token: Token): Token {
  const name = /^<\/?([A-Za-z][\w-]*)/.exec(token.content)?.[1]?.toLowerCase();
  if (name !== undefined && INLINE_TAGS.has(name)) return token;
  if (/^<!--/.test(token.content)) return token;
  return textToken(state, token.content);
}

/** Rewrites the inline children of one block: relative links, images, citations, stray tags. */
function rewriteInline(
  state: { Token: TokenClass },
  children: Token[],
  manifest: Manifest,
  page: string,
  source: string | undefined,
): Token[] {
  const out: Token[] = [];
  let inLink = 0;
  for (let i = 0; i < children.length; i++) {
    const token = children[i]!;
    if (token.type === "link_open") {
      inLink++;
      const href = token.attrGet("href");
      if (source !== undefined && href !== null && !isSiteInternal(href)) {
        const rewritten = rewriteLink(manifest, source, href);
        if ("error" in rewritten) throw new Error(rewritten.error);
        token.attrSet("href", rewritten.href);
      }
    } else if (token.type === "link_close") {
      inLink--;
    } else if (token.type === "image" && source !== undefined) {
      const src = token.attrGet("src");
      if (src !== null && !isSiteInternal(src)) {
        const { path } = splitLink(source, src);
        if (entryKind(path) !== "file") throw new Error(`${source}: image "${src}" is not in the repository`);
        const fromPage = relative(dirname(join(CONTENT_DIR, page)), abs(path))
          .split(sep)
          .join("/");
        token.attrSet("src", fromPage.startsWith(".") ? fromPage : `./${fromPage}`);
      }
    }
    if (inLink > 0) {
      out.push(token);
      continue;
    }
    if (token.type === "html_inline") {
      out.push(escapeUnknownTag(state, token));
    } else if (token.type === "text") {
      out.push(...linkCitations(state, token, manifest, manifest.pageSeeds[page]));
    } else if (token.type === "code_inline" && SEED_FILE.test(token.content)) {
      const file = SEED_FILE.exec(token.content)![0];
      const seed = manifest.seeds[file];
      if (!seed) {
        out.push(token);
        continue;
      }
      out.push(...linkTokens(state, citationHref(seed), [token]));
      // "`003_….txt` §6.3": the section after the backticks links to the section.
      const next = children[i + 1];
      const after = next?.type === "text" ? AFTER_CODE.exec(next.content) : null;
      if (next && after) {
        const [whole, gap, section, line] = after;
        const href =
          section !== undefined ? citationHref(seed, section) : citationHref(seed, undefined, Number(line));
        out.push(textToken(state, gap!));
        out.push(...linkTokens(state, href, [textToken(state, whole.slice(gap!.length))]));
        const rest = textToken(state, next.content.slice(whole.length));
        out.push(...linkCitations(state, rest, manifest, manifest.pageSeeds[page]));
        i++;
      }
    } else {
      out.push(token);
    }
  }
  return out;
}

/** Site-absolute links on generated pages and same-page anchors: already right. */
function isSiteInternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//") || href.startsWith("#") || href === "";
}

/** The plugin: call with the manifest the generator wrote. */
export function siteMarkdown(manifest: Manifest) {
  return (md: MarkdownRenderer): void => {
    md.core.ruler.push("games_site_links", (state) => {
      const env = state.env as Env;
      const page = (env.relativePath ?? "").split(sep).join("/");
      const source = manifest.pageSources[page];
      for (const block of state.tokens) {
        if (block.type !== "inline" || !block.children) continue;
        block.children = rewriteInline(state, block.children, manifest, page, source);
      }
    });
  };
}
