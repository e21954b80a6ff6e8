/**
 * `@core/conformance/node`: reading kits from the file system (Node only).
 * @packageDocumentation
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Kit, KitError, parseKitText } from "./kit.js";

/** A kit with the file it came from. */
export interface KitFile {
  readonly file: string;
  readonly kit: Kit;
}

/** Every `*.kit.json` under the given files or directories (recursively), sorted, absolute. */
export function findKitFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const visit = (path: string, explicit: boolean): void => {
    let stats: ReturnType<typeof statSync>;
    try {
      stats = statSync(path);
    } catch {
      throw new KitError(path, "", "no such file or directory");
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === "node_modules" || name.startsWith(".")) continue;
        visit(join(path, name), false);
      }
    } else if (explicit || path.endsWith(".kit.json")) {
      out.push(path);
    }
  };
  for (const p of paths) visit(resolve(p), true);
  return [...new Set(out)].sort();
}

/** Reads and validates one kit file. Throws {@link KitError} with the file and JSON pointer. */
export function loadKitFile(file: string): KitFile {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new KitError(file, "", `unreadable: ${(error as Error).message}`);
  }
  return { file, kit: parseKitText(text, file) };
}

/** Finds and loads every kit under `paths`. */
export function loadKits(paths: readonly string[]): KitFile[] {
  return findKitFiles(paths).map(loadKitFile);
}
