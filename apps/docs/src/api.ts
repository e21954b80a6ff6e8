/**
 * The API reference: TypeDoc with typedoc-plugin-markdown over the TypeScript sources of every
 * published workspace package, one page per entry point ("@engines/<engine>",
 * "@engines/<engine>/testing"), from the TSDoc comments. Regenerated at every build into the
 * content folder, never committed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { Application, Converter, type ProjectReflection, type TypeDocOptions } from "typedoc";
import { MarkdownPageEvent, type PluginOptions } from "typedoc-plugin-markdown";
import { abs, CONTENT_DIR, REPO_ROOT, type WorkspacePackage } from "./repo.js";

/** One documented entry point. */
export interface ApiModule {
  /** The import specifier: "@engines/<engine>/testing". */
  readonly name: string;
  /** The package it belongs to. */
  readonly packageName: string;
  /** Repository path of its source ("packages/<engine>/src/testing.ts"). */
  readonly source: string;
  /** Page file ("api/@engines/<engine>/testing.md"). */
  readonly route: string;
}

/** Where the API pages go, inside the content folder. */
export const API_DIR = "api";

/** The entry points of the published packages, named as users import them. */
export function apiModules(packages: readonly WorkspacePackage[]): ApiModule[] {
  return packages
    .filter((p) => p.published)
    .flatMap((p) =>
      Object.entries(p.sources).map(([subpath, source]) => {
        const name = subpath === "." ? p.name : `${p.name}/${subpath.replace(/^\.\//, "")}`;
        return { name, packageName: p.name, source, route: `${API_DIR}/${name}.md` };
      }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Runs TypeDoc over the modules in one TypeScript program (fast: one type check for all) and writes
 * the markdown pages. Module reflections are renamed to their import specifiers, so the pages and
 * the links between them use the names users type.
 */
export async function generateApi(modules: readonly ApiModule[]): Promise<void> {
  const out = join(CONTENT_DIR, API_DIR);
  const work = join(CONTENT_DIR, ".typedoc");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const tsconfig = join(work, "tsconfig.json");
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(REPO_ROOT, "tsconfig.base.json"),
      compilerOptions: { noEmit: true },
      files: modules.map((m) => abs(m.source)),
    }),
  );
  const names = new Map(modules.map((m) => [abs(m.source), m.name]));
  const options: Partial<TypeDocOptions & PluginOptions> = {
    entryPoints: [...names.keys()],
    tsconfig,
    plugin: ["typedoc-plugin-markdown"],
    out,
    name: "API reference",
    readme: "none",
    entryFileName: "index",
    outputFileStrategy: "modules",
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    parametersFormat: "table",
    interfacePropertiesFormat: "table",
    classPropertiesFormat: "table",
    typeDeclarationFormat: "table",
    excludePrivate: true,
    excludeInternal: true,
    // The sources are type-checked by each package's own typecheck; here only their comments matter.
    skipErrorChecking: true,
    // Dependencies' declarations (fast-check re-exported as `fc`) are theirs to document.
    excludeExternals: true,
    // "Defined in" lines would point into the repository, which has no public URL here.
    disableSources: true,
    logLevel: "Warn",
    treatWarningsAsErrors: false,
  };
  const app = await Application.bootstrapWithPlugins(options as Partial<TypeDocOptions>);
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of (context.project as ProjectReflection).children ?? []) {
      const file = context.getSymbolFromReflection(module)?.declarations?.[0]?.getSourceFile().fileName;
      const name = names.get(file ?? "");
      if (name === undefined) throw new Error(`TypeDoc module ${module.name} matches no entry point`);
      module.name = name;
    }
  });
  // The pages are markdown for VitePress, which compiles them as Vue templates: v-pre keeps
  // "{{" and tags in comments literal.
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents !== undefined) page.contents = `::: v-pre\n\n${page.contents}\n\n:::\n`;
  });
  const project = await app.convert();
  if (!project) throw new Error("TypeDoc could not convert the packages' sources (see the messages above)");
  await app.generateOutputs(project);
  rmSync(work, { recursive: true, force: true });
  unsuffixPages(out);
}

/**
 * TypeDoc's markdown router names a module's page `engine-1.md` when the name is taken in its
 * folder (`@engines/lgc-tcg` exports a value `engine` and has a subpath `/engine`). Pages are
 * routed by import specifier (`api/@engines/lgc-tcg/engine.md`), so each such page is renamed
 * back when its own name is free, and every link to it rewritten.
 */
function unsuffixPages(out: string): void {
  const files = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".md"));
  // Links name a page relatively, often by its file name alone: a name is renamed only where every
  // page of that name can be, so that no link can point at another folder's page.
  const byName = new Map<string, string[]>();
  for (const f of files.filter((file) => file.endsWith("-1.md")))
    byName.set(basename(f), [...(byName.get(basename(f)) ?? []), f]);
  const renamed = new Map<string, string>();
  for (const [name, pages] of byName) {
    const free = name.replace(/-1\.md$/, ".md");
    if (pages.some((f) => existsSync(join(out, dirname(f), free)))) continue;
    for (const f of pages) renameSync(join(out, f), join(out, dirname(f), free));
    renamed.set(name, free);
  }
  if (renamed.size === 0) return;
  const pattern = new RegExp(
    `(?<=[/(])(${[...renamed.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?=[#)])`,
    "g",
  );
  for (const file of readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".md"),
  )) {
    const path = join(out, file);
    const text = readFileSync(path, "utf8");
    const fixed = text.replace(pattern, (name) => renamed.get(name) ?? name);
    if (fixed !== text) writeFileSync(path, fixed);
  }
}
