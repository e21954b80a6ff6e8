/**
 * Reading a data directory from disk (Node). Everything else in `data/` is pure and works on the
 * parsed {@link CorpusFiles}.
 */
import { access, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { SetupError } from "@core/engine";
import { type CorpusFiles, parseCorpus, TABLE_FILES } from "./corpus.js";
import { issue } from "./issues.js";
import type { Corpus, DataIssue } from "./types.js";

/** The JSON files of a data directory, parsed, and the files that could not be read or parsed. */
export interface ReadFiles {
  readonly files: CorpusFiles;
  readonly issues: readonly DataIssue[];
}

/**
 * Reads a data directory: the table files, `cards/*.json` and `decks/*.json`. A file that is not
 * valid JSON becomes an error issue (file named, pointer ""), never a throw; so does an image a
 * table names that is not there (a set's symbol, §7.5, or a rank's icon, §6.1: `missing-asset`).
 * A missing directory throws.
 */
export async function readDataDir(dir: string): Promise<ReadFiles> {
  const files: Record<string, unknown> = {};
  const issues: DataIssue[] = [];
  const paths: string[] = [...TABLE_FILES];
  for (const sub of ["cards", "decks"]) {
    const names = await readdir(join(dir, sub)).catch(() => [] as string[]);
    paths.push(...names.filter((n) => n.endsWith(".json")).map((n) => `${sub}/${n}`));
  }
  await readdir(dir); // a missing directory is the caller's mistake: let it throw
  for (const path of paths.sort()) {
    let text: string;
    try {
      text = await readFile(join(dir, path), "utf8");
    } catch {
      continue; // a missing table file is reported by checkCorpus
    }
    try {
      files[path] = JSON.parse(text);
    } catch (e) {
      issues.push(issue("error", "json", path, "", `not valid JSON: ${(e as Error).message}`));
    }
  }
  for (const asset of assetsOf(files)) {
    const found = await access(join(dir, asset.path)).then(
      () => true,
      () => false,
    );
    if (!found)
      issues.push(issue("error", "missing-asset", asset.file, asset.pointer, `no file ${asset.path}`));
  }
  return { files, issues };
}

/** The image files the tables name, with where they are named. */
function assetsOf(files: CorpusFiles): { path: string; file: string; pointer: string }[] {
  const out: { path: string; file: string; pointer: string }[] = [];
  const list = (file: string, key: string, field: string) => {
    const table = files[file] as Record<string, unknown> | undefined;
    const items = table?.[key];
    if (!Array.isArray(items)) return;
    items.forEach((item, i) => {
      const path = (item as Record<string, unknown> | null)?.[field];
      if (typeof path === "string") out.push({ path, file, pointer: `/${key}/${i}/${field}` });
    });
  };
  list("sets.json", "sets", "symbol");
  list("ranks.json", "ranks", "icon");
  return out;
}

/**
 * Loads and checks the corpus of a data directory. Throws a `SetupError` naming the file and JSON
 * pointer of the first error.
 */
export async function loadCorpus(dir: string): Promise<Corpus> {
  const { files, issues } = await readDataDir(dir);
  const first = issues[0];
  if (first !== undefined) throw new SetupError(first.message, first.pointer, first.file);
  return parseCorpus(files);
}
