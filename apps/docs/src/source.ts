/**
 * Source pages: a repository file or folder that a document links to but that is no page of its
 * own (a TypeScript module, a JSON file, a folder without README) is shown as its text, or as the
 * list of its entries, so every link from a README lands on something.
 */
import { statSync } from "node:fs";
import { posix } from "node:path";
import { abs, listDir, readRepoFile } from "./repo.js";
import type { SitePlan, SourcePage } from "./site.js";

/** Files over this size are listed, not shown. */
export const MAX_SHOWN_BYTES = 200_000;

const LANGUAGES: Record<string, string> = {
  ".ts": "ts",
  ".tsx": "tsx",
  ".js": "js",
  ".mjs": "js",
  ".cjs": "js",
  ".json": "json",
  ".md": "md",
  ".py": "python",
  ".sh": "sh",
  ".yaml": "yaml",
  ".yml": "yaml",
  ".css": "css",
  ".html": "html",
};

/** The code fence for a text: longer than any run of backticks in it. */
export function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return "`".repeat(longest + 1);
}

function isBinary(text: string): boolean {
  return text.includes("\u0000");
}

function fileBody(path: string): string[] {
  const size = statSync(abs(path)).size;
  if (size > MAX_SHOWN_BYTES)
    return [`A file of ${size.toLocaleString("en")} bytes, too large to show here.`];
  const text = readRepoFile(path);
  if (isBinary(text)) return [`A binary file of ${size.toLocaleString("en")} bytes.`];
  const lang = LANGUAGES[posix.extname(path)] ?? "text";
  const f = fence(text);
  return [`${f}${lang}:line-numbers`, text.replace(/\n$/, ""), f];
}

function dirBody(path: string, plan: SitePlan): string[] {
  const routes = new Map(plan.sources.map((s) => [s.path, s.route]));
  const lines = listDir(path).map((entry) => {
    const name = entry.kind === "dir" ? `${entry.name}/` : entry.name;
    const readme = `${entry.path}/README.md`;
    const route =
      plan.pages[entry.path] ??
      routes.get(entry.path) ??
      (entry.kind === "dir" ? plan.pages[readme] : undefined);
    return route ? `- [\`${name}\`](/${route})` : `- \`${name}\``;
  });
  return lines.length > 0 ? lines : ["(empty)"];
}

/** The markdown of a source page. */
export function sourcePage(page: SourcePage, plan: SitePlan): string {
  const title = page.entry === "dir" ? `${page.path || "."}/` : page.path;
  const parent = posix.dirname(page.path);
  const up = plan.sources.find((s) => s.path === (parent === "." ? "" : parent));
  return [
    "---",
    `title: ${JSON.stringify(title)}`,
    // Source text would drown the search results of the documents that explain it.
    "search: false",
    // Source pages are outside the sidebar's reading order.
    "prev: false",
    "next: false",
    "---",
    "",
    `# \`${title}\``,
    "",
    `${page.entry === "dir" ? "A folder" : "A file"} of the repository${up ? `, in [\`${up.path}/\`](/${up.route})` : ""}.`,
    "",
    ...(page.entry === "dir" ? dirBody(page.path, plan) : fileBody(page.path)),
    "",
  ].join("\n");
}
