/**
 * The seed documents (docs/seeds/*.txt, copied from the project's shared folder): plain French text
 * without markup. Each becomes a page where every line keeps its number as an anchor (`#L23`, as
 * kits cite "line 23") and every numbered section heading ("6.3 L'évolution…") becomes a heading
 * with a stable anchor (`#section-6-3`, as rules cite "§6.3").
 */
import { listDir, readRepoFile } from "./repo.js";

/** Where the seeds live in the repository. */
export const SEEDS_DIR = "docs/seeds";

export interface SeedSection {
  /** "6.3" */
  readonly number: string;
  readonly title: string;
  /** 1-based line number of the heading. */
  readonly line: number;
}

export interface Seed {
  /** "003_ba79125b42f8848b.txt" */
  readonly file: string;
  readonly lines: readonly string[];
  readonly sections: readonly SeedSection[];
}

/** A heading line: "6. Title" at the top level, "6.3 Title" below it; short, not a sentence. */
const HEADING = /^(\d{1,2})(?:\.(\d{1,2}))?(\.?)\s+(\S.{0,90})$/;

/**
 * Finds the numbered section headings. Numbered list items look the same ("1. Sa case de
 * depart"), so a line counts only when its number continues the outline: the next top-level
 * number ("4."), or the next subsection of the current one ("3.2" after "3.1" or "3.").
 */
export function findSections(lines: readonly string[]): SeedSection[] {
  const sections: SeedSection[] = [];
  let top = 0;
  let sub = 0;
  lines.forEach((text, i) => {
    const m = HEADING.exec(text.trim());
    if (!m) return;
    const [, major, minor, dot, title] = m;
    const a = Number(major);
    if (minor === undefined) {
      if (dot !== "." || a !== top + 1) return;
      top = a;
      sub = 0;
      sections.push({ number: String(a), title: title!, line: i + 1 });
    } else {
      const b = Number(minor);
      if (a !== top || b !== sub + 1) return;
      sub = b;
      sections.push({ number: `${a}.${b}`, title: title!, line: i + 1 });
    }
  });
  return sections;
}

/** The anchor of a section: "6.3" → "section-6-3". */
export function sectionAnchor(number: string): string {
  return `section-${number.replace(/\./g, "-")}`;
}

/** Reads one seed. */
export function readSeed(file: string): Seed {
  const lines = readRepoFile(`${SEEDS_DIR}/${file}`).replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n");
  return { file, lines, sections: findSections(lines) };
}

/** Every seed document in docs/seeds, by file name. */
export function readSeeds(): Seed[] {
  return listDir(SEEDS_DIR)
    .filter((e) => e.kind === "file" && e.name.endsWith(".txt"))
    .map((e) => readSeed(e.name));
}

/** Seed file → engine package name, from the table of docs/seeds/README.md. */
export function seedEngines(readme: string): Record<string, string> {
  const engines: Record<string, string> = {};
  for (const line of readme.split("\n")) {
    const m = /^\|\s*`?(\d{3}_[0-9a-f]{16}\.txt)`?\s*\|.*`(@[\w-]+\/[\w-]+)`/.exec(line);
    if (m) engines[m[1]!] = m[2]!;
  }
  return engines;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Markdown-escapes heading text (the seeds are plain text: no character is markup). */
const escapeMarkdown = (s: string) => s.replace(/[\\`*_{}[\]<>()#+!|~]/g, (c) => `\\${c}`);

/**
 * The page of one seed: the numbered lines as pre-wrapped blocks (`#L<n>`), section headings as
 * real headings (outline, search sections), and a note saying what the document is.
 */
export function seedPage(seed: Seed, about: string | undefined): string {
  const headings = new Map(seed.sections.map((s) => [s.line, s]));
  const out: string[] = [
    "---",
    `title: ${JSON.stringify(seed.file)}`,
    "outline: [2, 3]",
    "---",
    "",
    `# ${escapeMarkdown(seed.file)}`,
    "",
    `${about ? `${escapeMarkdown(about)}. ` : ""}The design document as received (French), line by line; rule pages and kits cite it by section (§) or line number. Index: [the seed documents](./index.md).`,
    "",
    "::: v-pre",
    "",
  ];
  seed.lines.forEach((text, i) => {
    const n = i + 1;
    const section = headings.get(n);
    if (section) {
      const level = section.number.includes(".") ? "###" : "##";
      out.push(`<div id="L${n}" class="seed-anchor"></div>`, "");
      out.push(`${level} ${escapeMarkdown(text.trim())} {#${sectionAnchor(section.number)}}`, "");
    } else if (text.trim() !== "") {
      out.push(`<p class="seed-line" id="L${n}" data-line="${n}">${escapeHtml(text)}</p>`, "");
    }
  });
  out.push(":::", "");
  return out.join("\n");
}
