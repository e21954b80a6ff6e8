#!/usr/bin/env node
// Publishing check: packs every publishable package (packages/* and apps/*), lints each tarball
// with publint and @arethetypeswrong/cli, installs all tarballs into a scratch consumer project
// outside the workspace, then imports every export from ESM and from CJS and type-checks a
// consumer file. A second scratch project installs only the two commands (@games/cli,
// @games/conformance), as `npx` would, and runs their packed bins from outside the repository
// (see bins.mjs). A broken `exports` map, a missing file or wrong types fail it.
// Prints "N passed, N failed".
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const work = mkdtempSync(join(tmpdir(), "games-pack-"));
let passed = 0;
let failed = 0;

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

function check(label, fn) {
  try {
    fn();
    passed++;
    console.log(`✓ ${label}`);
  } catch (error) {
    failed++;
    const out = `${error.stdout ?? ""}${error.stderr ?? ""}` || String(error.message);
    console.log(`✗ ${label}\n${out.replace(/^/gm, "    ")}`);
  }
}

const packages = ["packages", "apps", "data"]
  .flatMap((group) => readdirSync(join(root, group)).map((dir) => join(root, group, dir)))
  .filter((dir) => existsSync(join(dir, "package.json")))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
  .filter(({ pkg }) => pkg.private !== true)
  // Optional arguments restrict the check to some package names (for debugging one package).
  .filter(({ pkg }) => process.argv.length <= 2 || process.argv.slice(2).includes(pkg.name));

const tarballs = new Map();
for (const { dir, pkg } of packages) {
  check(`${pkg.name}: pack`, () => {
    const out = run("npx", ["-y", "pnpm@10.34.9", "pack", "--pack-destination", work], dir)
      .trim()
      .split("\n");
    tarballs.set(pkg.name, out.findLast((l) => l.endsWith(".tgz")).trim());
  });
  const tgz = tarballs.get(pkg.name);
  if (tgz === undefined) continue;
  check(`${pkg.name}: publint`, () => {
    const out = run(bin("publint"), ["run", tgz, "--strict"], root);
    if (/warning|error/i.test(out.replace(/No issues found/, "")))
      throw Object.assign(new Error(out), { stdout: out });
  });
  // A bin-only package has no types to check; an ESM-only one is checked as such.
  if (pkg.exports === undefined) continue;
  const esmOnly = Object.values(pkg.exports).every((e) => typeof e === "string" || e.require === undefined);
  check(`${pkg.name}: are the types wrong`, () =>
    run(bin("attw"), [tgz, "--profile", esmOnly ? "esm-only" : "node16", "--format", "ascii"], root),
  );
}

// One Node range for every package of the workspace: the repository's.
check("one engines.node across packages", () => {
  const want = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines.node;
  const workspace = ["packages", "apps", "fixtures", "data"]
    .filter((group) => existsSync(join(root, group)))
    .flatMap((group) => readdirSync(join(root, group)).map((dir) => join(group, dir, "package.json")))
    .filter((file) => existsSync(join(root, file)));
  const other = workspace.filter(
    (file) => JSON.parse(readFileSync(join(root, file), "utf8")).engines?.node !== want,
  );
  if (other.length > 0) throw new Error(`engines.node is not "${want}" in ${other.join(", ")}`);
});

// Each tarball's shipped sources resolve within it: every relative import of src/ names a file
// of the tarball (no ../../../data outside it), every bare one a dependency or a Node builtin.
const builtins = new Set((await import("node:module")).builtinModules);
for (const { pkg } of packages) {
  const tgz = tarballs.get(pkg.name);
  if (tgz === undefined) continue;
  check(`${pkg.name}: shipped src/ resolves within the tarball`, () => {
    const out = join(work, "unpacked", pkg.name.replace("/", "__"));
    mkdirSync(out, { recursive: true });
    run("tar", ["-xzf", tgz, "-C", out], root);
    const base = join(out, "package");
    const shipped = new Set(
      run("find", [".", "-type", "f"], base)
        .split("\n")
        .map((f) => f.replace(/^\.\//, "")),
    );
    const deps = new Set([pkg.name, ...Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })]);
    const problems = [];
    for (const file of [...shipped].filter((f) => /^src\/.*\.(m?[jt]sx?)$/.test(f))) {
      const text = readFileSync(join(base, file), "utf8");
      const specifiers = [
        ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"/gm),
        ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
      ].map((m) => m[1]);
      for (const spec of specifiers) {
        if (spec.startsWith(".")) {
          const target = join(file, "..", spec).split("\\").join("/");
          const candidates = [target, target.replace(/\.js$/, ".ts"), target.replace(/\.js$/, ".tsx")];
          if (!candidates.some((c) => shipped.has(c))) problems.push(`${file}: ${spec}`);
        } else {
          const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
          if (!deps.has(name) && !builtins.has(name.replace(/^node:/, ""))) problems.push(`${file}: ${spec}`);
        }
      }
    }
    if (problems.length > 0) throw new Error(`unresolved in the tarball:\n${problems.join("\n")}`);
  });
}

// A consumer project that knows nothing of the workspace: tarballs only, plus registry deps.
const consumer = join(work, "consumer");
mkdirSync(consumer);
const files = Object.fromEntries([...tarballs].map(([name, tgz]) => [name, `file:${tgz}`]));
writeFileSync(
  join(consumer, "package.json"),
  JSON.stringify(
    {
      name: "consumer",
      private: true,
      type: "module",
      // fast-check: the optional peer the /testing entries need.
      dependencies: {
        ...files,
        vitest: "4.1.12",
        typescript: "5.9.3",
        "@types/node": "20.19.43",
        "fast-check": "4.11.0",
      },
      overrides: files,
    },
    null,
    2,
  ),
);
check("consumer: npm install of the tarballs", () =>
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], consumer),
);

const exported = packages.filter(({ pkg }) => pkg.exports !== undefined);
const entries = exported.flatMap(({ pkg }) =>
  Object.keys(pkg.exports)
    // Data files (JSON, and the data packages' patterns such as "./*.svg") are not modules.
    .filter((k) => !k.endsWith(".json") && !k.includes("*"))
    .map((k) => (k === "." ? pkg.name : `${pkg.name}/${k.slice(2)}`)),
);
// ESM-only entries (no "require" condition) are checked from ESM only.
const requirable = new Set(
  exported.flatMap(({ pkg }) =>
    Object.entries(pkg.exports)
      .filter(([k, e]) => !k.endsWith(".json") && typeof e === "object" && e.require !== undefined)
      .map(([k]) => (k === "." ? pkg.name : `${pkg.name}/${k.slice(2)}`)),
  ),
);
// The vitest adapter registers tests when called, not when imported: importing it is safe.
const esm = entries
  .map(
    (e, i) =>
      `import * as m${i} from ${JSON.stringify(e)};\nif (Object.keys(m${i}).length === 0) throw new Error(${JSON.stringify(`${e}: no exports`)});`,
  )
  .join("\n");
writeFileSync(join(consumer, "esm.mjs"), `${esm}\nconsole.log("esm ok");\n`);
// vitest is ESM-only (its own CJS entry throws), so its adapter is checked from ESM only.
const cjs = entries
  .filter((e) => !e.endsWith("/vitest") && requirable.has(e))
  .map(
    (e) =>
      `if (Object.keys(require(${JSON.stringify(e)})).length === 0) throw new Error(${JSON.stringify(`${e}: no exports`)});`,
  )
  .join("\n");
writeFileSync(join(consumer, "cjs.cjs"), `${cjs}\nconsole.log("cjs ok");\n`);
check("consumer: import every export from ESM", () => run(process.execPath, ["esm.mjs"], consumer));
check("consumer: require every export from CJS", () => run(process.execPath, ["cjs.cjs"], consumer));

const engines = packages.filter(({ pkg }) => pkg.name.startsWith("@engines/")).map(({ pkg }) => pkg.name);
const typed = [
  `import type { Engine } from "@core/engine";`,
  `import { seedRng, nextInt } from "@core/engine";`,
  `import { parseSquare } from "@core/grid";`,
  `import { runKit } from "@core/conformance";`,
  `import { checkRandomSimulation } from "@core/engine/testing";`,
  ...engines.map((e, i) => `import { engine as e${i} } from ${JSON.stringify(e)};`),
  `const [n]: [number, unknown] = nextInt(seedRng(1), 6);`,
  `const sq = parseSquare("a1");`,
  `const ids: string[] = [${engines.map((_, i) => `e${i}.id`).join(", ")}];`,
  `export const used = { n, sq, ids, runKit, checkRandomSimulation };`,
  `export type AnyEngineLike = Engine<unknown, unknown, unknown, { type: string }>;`,
].join("\n");
writeFileSync(join(consumer, "consumer.ts"), `${typed}\n`);
for (const moduleResolution of ["node16", "bundler"]) {
  const module = moduleResolution === "node16" ? "node16" : "esnext";
  check(`consumer: type-check (moduleResolution ${moduleResolution})`, () =>
    run(
      join(consumer, "node_modules", ".bin", "tsc"),
      [
        "--noEmit",
        "--strict",
        "--skipLibCheck",
        "--module",
        module,
        "--moduleResolution",
        moduleResolution,
        "--target",
        "es2022",
        "--types",
        "node",
        "consumer.ts",
      ],
      consumer,
    ),
  );
}

// The commands, installed alone as `npx` would (no fast-check: it must not be needed), then run
// from the scratch directory: every game command, every kit, the Python adapter, JUnit, and
// deliberately broken adapters.
const commands = ["@games/cli", "@games/conformance"];
if (commands.every((name) => tarballs.has(name))) {
  const bins = join(work, "bins");
  mkdirSync(bins);
  writeFileSync(
    join(bins, "package.json"),
    JSON.stringify(
      {
        name: "bins",
        private: true,
        type: "module",
        dependencies: Object.fromEntries(commands.map((name) => [name, files[name]])),
        overrides: files,
      },
      null,
      2,
    ),
  );
  check("bins: npm install of @games/cli and @games/conformance alone", () =>
    run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], bins),
  );
  check("bins: a production install does not pull fast-check (an optional peer)", () => {
    if (existsSync(join(bins, "node_modules", "fast-check")))
      throw new Error("node_modules/fast-check exists");
  });
  const { runBins } = await import("./bins.mjs");
  for (const [label, fn] of runBins({ root, dir: bins })) check(`bins: ${label}`, fn);
}

if (failed === 0) rmSync(work, { recursive: true, force: true });
else console.log(`(scratch kept in ${work})`);
console.log(`pack-check: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
