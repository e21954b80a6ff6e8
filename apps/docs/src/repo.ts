/**
 * The repository as the site sees it: where things are, and which files exist. Every path the
 * site records is repository-relative with forward slashes ("packages/pigment/RULES.md").
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url)).replace(/[\\/]$/, "");
/** apps/docs. */
export const DOCS_APP = join(REPO_ROOT, "apps", "docs");
/** The VitePress source directory: every page in it is generated, and the folder is gitignored. */
export const CONTENT_DIR = join(DOCS_APP, "content");
/** What the generator tells the VitePress config: pages, sidebar, link targets (see site.ts). */
export const MANIFEST_FILE = join(CONTENT_DIR, ".manifest.json");
/** The built site. */
export const DIST_DIR = join(DOCS_APP, ".vitepress", "dist");

/** Folders never shown as source: dependencies, build output, caches, generated pages. */
const SKIPPED_DIRS = new Set(["node_modules", "dist", "coverage", "test-results", ".turbo", ".git"]);

/** Absolute path of a repository path. */
export function abs(repoPath: string): string {
  return join(REPO_ROOT, ...repoPath.split("/"));
}

/** Repository path of an absolute path (forward slashes, "" for the root). */
export function repoPathOf(absolute: string): string {
  return relative(REPO_ROOT, absolute).split(sep).join("/");
}

export function readRepoFile(repoPath: string): string {
  return readFileSync(abs(repoPath), "utf8");
}

export type EntryKind = "file" | "dir" | null;

/** Whether a repository path is a file, a folder, or nothing the site may show. */
export function entryKind(repoPath: string): EntryKind {
  if (repoPath.startsWith("../") || repoPath === "..") return null;
  if (repoPath.split("/").some((part) => SKIPPED_DIRS.has(part))) return null;
  if (repoPath === "apps/docs/content" || repoPath.startsWith("apps/docs/content/")) return null;
  if (repoPath.startsWith("apps/docs/.vitepress/cache") || repoPath.startsWith("apps/docs/.vitepress/dist"))
    return null;
  const path = abs(repoPath);
  if (!existsSync(path)) return null;
  return statSync(path).isDirectory() ? "dir" : "file";
}

/** The entries of a repository folder the site may show, folders first, each sorted by name. */
export function listDir(repoPath: string): { name: string; path: string; kind: "file" | "dir" }[] {
  const entries = readdirSync(abs(repoPath)).map((name) => {
    const path = repoPath === "" ? name : `${repoPath}/${name}`;
    return { name, path, kind: entryKind(path) };
  });
  const shown = entries.filter(
    (e): e is { name: string; path: string; kind: "file" | "dir" } =>
      e.kind !== null && !(e.kind === "dir" && e.name.startsWith(".")),
  );
  return shown.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "dir" ? -1 : 1));
}

/** Joins a repository folder and a relative reference, GitHub-style: "/x" is from the root. */
export function resolveRepoPath(fromDir: string, reference: string): string {
  const joined = reference.startsWith("/") ? reference.slice(1) : posix.join(fromDir, reference);
  const normal = posix.normalize(joined === "" ? "." : joined);
  return normal === "." ? "" : normal.replace(/\/$/, "");
}

/** A workspace package: its folder, package.json, and whether it is published. */
export interface WorkspacePackage {
  readonly dir: string;
  readonly name: string;
  readonly description: string;
  readonly published: boolean;
  /** Export subpath → TypeScript source, from the `@games/source` condition of the exports map. */
  readonly sources: Readonly<Record<string, string>>;
}

interface PackageJson {
  name: string;
  description?: string;
  private?: boolean;
  exports?: Record<string, unknown>;
}

/** Every workspace package (packages/*, apps/*), sorted by folder. */
export function workspacePackages(): WorkspacePackage[] {
  const found: WorkspacePackage[] = [];
  for (const group of ["packages", "apps"]) {
    for (const { name, path, kind } of listDir(group)) {
      if (kind !== "dir" || entryKind(`${path}/package.json`) !== "file") continue;
      const pkg = JSON.parse(readRepoFile(`${path}/package.json`)) as PackageJson;
      const sources: Record<string, string> = {};
      for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
        const source = (target as Record<string, unknown> | null)?.["@games/source"];
        if (typeof source === "string" && /\.tsx?$/.test(source))
          sources[subpath] = resolveRepoPath(path, source);
      }
      found.push({
        dir: path,
        name: pkg.name ?? name,
        description: pkg.description ?? "",
        published: pkg.private !== true,
        sources,
      });
    }
  }
  return found;
}
