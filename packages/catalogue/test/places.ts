/**
 * Where the repository may name engines, the rule `only-list.test.ts` enforces (docs/ARCHITECTURE.md,
 * "Adding an engine"). An engine is *named* by its id as a whole word (not inside a longer run of
 * letters, digits, `_` or `-`: `lgc-tcg-collection` does not name `lgc-tcg`); the ids of one
 * package (LGC TCG's duel and collection) count as one engine package.
 *
 * - The catalogue (`packages/catalogue/`) names them all: it is the list.
 * - Prose and generated files name what they like: `*.md`, `.changeset/`, `docs/`, `pnpm-lock.yaml`.
 * - An engine's own places name only its package's ids: its package folder, its data
 *   (`data/<folder>/`) and its kits (`conformance/<id>/`).
 * - A per-game module of an app — a file or folder under `apps/` named after an engine id (or
 *   beginning with it and `-`), such as `apps/web/src/games/<id>.tsx` or `apps/cli/src/engines/<id>.ts`
 *   — names only that engine's package's ids.
 * - A `package.json` may depend on engine packages (its dependency lists are not read); it names
 *   no engine otherwise.
 * - Tests and checks (`test/` folders, `*.test.*`, `bench/`, `.ci/`, `examples/`) may name the engines
 *   they exercise, but not every engine package: a check over every engine takes them from the
 *   catalogue.
 * - Any other file names at most one engine package (a file that must special-case one game names
 *   it; a file that names two lists engines, and a new engine would have to be added to it).
 * @module
 */

/** One engine package as the rule sees it. */
export interface EnginePlace {
  readonly package: string;
  /** Its engines' ids (one for most packages). */
  readonly ids: readonly string[];
  /** Its package folder, repository-relative ("packages/<folder>"). */
  readonly dir: string;
}

/** Dependency fields of a package.json: depending on an engine package is how an app uses it. */
const DEPENDENCY_FIELDS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];

/** What of `file` counts: a package.json without its dependency lists, any other file as it is. */
export function countedText(file: string, text: string): string {
  if (!file.endsWith("package.json")) return text;
  const pkg = JSON.parse(text) as Record<string, unknown>;
  for (const field of DEPENDENCY_FIELDS) delete pkg[field];
  return JSON.stringify(pkg);
}

/** The engine packages `text` names. */
export function namedIn(engines: readonly EnginePlace[], text: string): Set<string> {
  const named = new Set<string>();
  for (const engine of engines)
    for (const id of engine.ids) {
      const word = new RegExp(
        `(?<![A-Za-z0-9_-])${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9_-])`,
      );
      if (word.test(text)) named.add(engine.package);
    }
  return named;
}

/** "any", or the engine packages `file` may name (see the module's comment), or "tests". */
export function allowedIn(
  engines: readonly EnginePlace[],
  file: string,
): "any" | "tests" | ReadonlySet<string> {
  if (file.startsWith("packages/catalogue/")) return "any";
  if (file.endsWith(".md") || file.startsWith(".changeset/") || file.startsWith("docs/")) return "any";
  if (file === "pnpm-lock.yaml") return "any";
  const segments = file.split("/");
  for (const engine of engines) {
    const folder = engine.dir.split("/").at(-1) as string;
    if (file.startsWith(`${engine.dir}/`) || file.startsWith(`data/${folder}/`))
      return new Set([engine.package]);
    if (engine.ids.some((id) => file.startsWith(`conformance/${id}/`))) return new Set([engine.package]);
    const named = (segment: string) =>
      engine.ids.some((id) => segment.replace(/\..*$/, "") === id || segment.startsWith(`${id}-`));
    if (segments[0] === "apps" && segments.slice(2).some(named)) return new Set([engine.package]);
  }
  const check =
    segments.includes("test") ||
    segments.includes("bench") ||
    /\.test\.[cm]?[jt]sx?$/.test(file) ||
    file.startsWith(".ci/") ||
    file.startsWith("examples/");
  return check ? "tests" : new Set();
}

/** Why `file` breaks the rule, or null when it keeps it. */
export function violation(engines: readonly EnginePlace[], file: string, text: string): string | null {
  const allowed = allowedIn(engines, file);
  if (allowed === "any") return null;
  const named = namedIn(engines, countedText(file, text));
  if (allowed === "tests") {
    if (named.size < engines.length || engines.length < 2) return null;
    return `${file}: a test naming every engine package (${[...named].sort().join(", ")}): take them from the catalogue`;
  }
  const others = [...named].filter((p) => !allowed.has(p));
  if (allowed.size > 0)
    return others.length === 0 ? null : `${file}: names ${others.sort().join(", ")}, not its own engine`;
  return named.size <= 1
    ? null
    : `${file}: names ${[...named].sort().join(", ")}: derive the list from the catalogue`;
}
