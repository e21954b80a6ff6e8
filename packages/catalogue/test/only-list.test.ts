import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { CATALOGUE } from "../src/index.js";
import { allowedIn, type EnginePlace, namedIn, violation } from "./places.js";

// The catalogue is the only list of engines (issue 28): every other file derives from it. The
// rule, and exactly what it allows, is in places.ts.

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const require = createRequire(import.meta.url);

/** The catalogue's engine packages, with their ids and folders. */
const ENGINES: EnginePlace[] = [...new Set(CATALOGUE.map((m) => m.package))].map((name) => ({
  package: name,
  ids: CATALOGUE.filter((m) => m.package === name).map((m) => m.id),
  dir: relative(ROOT, realpathSync(dirname(require.resolve(`${name}/package.json`)))),
}));

/** Every file of the repository that git tracks or would (ignored files aside), as text. */
function repositoryFiles(): { file: string; text: string }[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return listed
    .split("\0")
    .filter((file) => file !== "" && existsSync(join(ROOT, file)))
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }))
    .filter(({ text }) => !text.includes("\0"));
}

describe("the catalogue is the only list of engines", () => {
  test("no other file enumerates engine ids", () => {
    const violations = repositoryFiles().flatMap(({ file, text }) => violation(ENGINES, file, text) ?? []);
    expect(violations).toEqual([]);
  });

  test("the core packages depend on no engine: no import of one, no path into its folders, data or kits", () => {
    // Their code and tests (their READMEs may show an engine in use).
    const core = repositoryFiles().filter(
      ({ file }) => /^packages\/(engine|grid|conformance|match-client)\//.test(file) && !file.endsWith(".md"),
    );
    expect(core.length).toBeGreaterThan(0);
    const intoEngines = ENGINES.flatMap((e) => [
      `${e.dir}/`,
      `data/${e.dir.split("/").at(-1)}/`,
      ...e.ids.map((id) => `conformance/${id}/`),
    ]);
    const found = core.flatMap(({ file, text }) => [
      ...(/from "@engines\//.test(text) ? [`${file}: imports an engine package`] : []),
      ...intoEngines.filter((path) => text.includes(path)).map((path) => `${file}: names ${path}`),
    ]);
    expect(found).toEqual([]);
  });
});

describe("the rule", () => {
  const engines: EnginePlace[] = [
    { package: "@x/a", ids: ["alpha"], dir: "packages/alpha" },
    { package: "@x/b", ids: ["beta", "beta-cards"], dir: "packages/beta" },
    { package: "@x/c", ids: ["gamma"], dir: "packages/gamma" },
  ];
  const list = 'const ids = ["alpha", "beta"];';

  test("names an engine by its id as a whole word; a package's ids count once", () => {
    expect([...namedIn(engines, "alpha, beta-cards and the beta")]).toEqual(["@x/a", "@x/b"]);
    expect([...namedIn(engines, "alphabet, beta-cardsx, x-gamma-y, Alpha")]).toEqual([]);
  });

  test("refuses a list of engines in a shared file, a shared test over every engine, another's id in an engine's place", () => {
    expect(violation(engines, "apps/web/src/routes.ts", list)).toMatch(/names @x\/a, @x\/b/);
    expect(violation(engines, "apps/web/test/x.test.ts", `${list} gamma`)).toMatch(/every engine package/);
    expect(violation(engines, "packages/alpha/src/x.ts", "beta")).toMatch(/names @x\/b, not its own/);
    expect(violation(engines, "apps/cli/src/engines/alpha.ts", '"alpha" "gamma"')).toMatch(/names @x\/c/);
  });

  test("allows the catalogue, prose, an engine's own places, per-game modules, dependencies, tests of some engines", () => {
    expect(violation(engines, "packages/catalogue/src/index.ts", list)).toBeNull();
    expect(violation(engines, "README.md", list)).toBeNull();
    expect(violation(engines, "packages/beta/src/manifest.ts", '"beta" "beta-cards"')).toBeNull();
    expect(violation(engines, "data/beta/cards/x.json", "beta")).toBeNull();
    expect(violation(engines, "conformance/beta-cards/x.kit.json", '"beta-cards"')).toBeNull();
    expect(violation(engines, "apps/web/src/games/beta-cards.tsx", "beta beta-cards")).toBeNull();
    expect(allowedIn(engines, "apps/web/src/beta/page.tsx")).toEqual(new Set(["@x/b"]));
    const pkg = JSON.stringify({ name: "@apps/x", dependencies: { "@x/alpha": "1", "@x/beta": "1" } });
    expect(
      violation(engines, "apps/x/package.json", pkg.replace("@x/alpha", "alpha").replace("@x/beta", "beta")),
    ).toBeNull();
    expect(
      violation(engines, "apps/x/package.json", JSON.stringify({ keywords: ["alpha", "beta"] })),
    ).toMatch(/names/);
    expect(violation(engines, "apps/web/test/x.test.ts", list)).toBeNull();
    expect(violation(engines, "apps/web/src/one.ts", '"alpha"')).toBeNull();
  });
});
