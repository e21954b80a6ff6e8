#!/usr/bin/env node
// Every check of the repository, in order: lint, typecheck, the documentation site (build, dead
// links), unit/property/conformance/browser tests (vitest in every package), build, the publishing
// check (which also runs the packed bins, the Python adapter example included), the conformance
// kits and the Python adapter through the built `conformance` bin, the mutation check of the kits
// (`pnpm mutants`), and the changesets config.
// Every step runs even if an earlier one failed; the last line is the total "N passed, N failed"
// (tests, publishing checks and kit scenarios added up).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const pnpm = ["npx", "-y", "pnpm@10.34.9"];
// Two cores: at most two packages at a time, so property tests are not starved into timeouts.
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  FORCE_COLOR: process.env.CI ? "0" : "1",
};
const results = [];
let passed = 0;
let failed = 0;
// The failing tests' names, printed again in the summary: CI keeps only the end of the output.
const failures = [];

function step(name, argv, count) {
  const start = Date.now();
  console.log(`\n━━ ${name}: ${argv.join(" ")}`);
  const r = spawnSync(argv[0], argv.slice(1), {
    cwd: root,
    env,
    stdio: count ? ["ignore", "pipe", "inherit"] : "inherit",
    encoding: "utf8",
  });
  if (count) process.stdout.write(r.stdout ?? "");
  const ok = r.status === 0;
  if (count) {
    const m = /(\d+) passed, (\d+) failed\s*$/.exec((r.stdout ?? "").trim());
    if (m) {
      passed += Number(m[1]);
      failed += Number(m[2]);
    } else if (!ok) failed++;
  } else if (!ok) failed++;
  results.push({ name, ok, seconds: ((Date.now() - start) / 1000).toFixed(1) });
  return ok;
}

function vitestTotals() {
  // Each package's vitest writes a JSON report; add them up.
  for (const group of ["packages", "apps", "fixtures"]) {
    for (const dir of readdirSync(join(root, group))) {
      const file = join(root, group, dir, ".vitest-report.json");
      if (!existsSync(file)) continue;
      const report = JSON.parse(readFileSync(file, "utf8"));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      for (const suite of report.testResults ?? []) {
        const where = suite.name.slice(root.length + 1);
        const tests = (suite.assertionResults ?? []).filter((t) => t.status === "failed");
        for (const t of tests) {
          const why = (t.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
          failures.push(`${where} › ${t.fullName}: ${why}`);
        }
        // A file that failed outside any test (an import error, a hook's timeout).
        if (tests.length === 0 && suite.status === "failed") {
          failures.push(`${where}: ${(suite.message ?? "").split("\n")[0].slice(0, 300)}`);
        }
      }
    }
  }
}

step("lint", [...pnpm, "run", "lint"]);
step("typecheck", [...pnpm, "exec", "turbo", "run", "typecheck", "--continue", "--concurrency=2"]);
// The docs site is built once, here; its browser test (in the test step) serves this build.
if (step("docs site (build, dead links)", [...pnpm, "run", "docs:build"])) {
  env.DOCS_SITE_DIR = join(root, "apps", "docs", ".vitepress", "dist");
}
const testsOk = step("test", [
  ...pnpm,
  "exec",
  "turbo",
  "run",
  "test",
  "--continue",
  "--concurrency=2",
  "--force",
  "--",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=.vitest-report.json",
]);
vitestTotals();
if (!testsOk && failed === 0) failed++;
step("build", [
  ...pnpm,
  "exec",
  "turbo",
  "run",
  "build",
  "--continue",
  "--concurrency=2",
  "--filter=!@apps/docs",
]);
step("publishing", [process.execPath, ".ci/pack-check.mjs"], true);
// The built bins (no pnpm in between: no banner, no ELIFECYCLE).
const conformanceBin = join(root, "packages", "conformance-runner", "dist", "bin.js");
step("conformance kits (built conformance bin)", [process.execPath, conformanceBin], true);
step(
  "Python adapter example (built conformance bin)",
  [
    process.execPath,
    conformanceBin,
    "conformance/pigment",
    "--exec",
    "python3 examples/pigment-python/main.py",
  ],
  true,
);
// Every rule mutant of scripts/mutants/ killed by its engine's kits, or proven equivalent (about
// 5 minutes on a loaded 2-core machine; packages/conformance/README.md, "The mutation check").
step("mutation check (pnpm mutants)", [process.execPath, "scripts/mutants.mjs"]);
step("changesets (version dry run)", [process.execPath, ".ci/changeset-dry-run.mjs"]);

console.log("\n━━ summary");
for (const r of results) console.log(`${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds} s)`);
if (failures.length > 0) {
  console.log("\nfailing tests:");
  for (const f of failures) console.log(`✗ ${f}`);
}
const ok = results.every((r) => r.ok);
console.log(`\ntest-all: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
