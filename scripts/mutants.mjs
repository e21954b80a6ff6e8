#!/usr/bin/env node
// The mutation check (`pnpm mutants`, issue 28): a catalogue of realistic rule mutants per engine
// (scripts/mutants/<engine>.json) — the small mistakes another implementer would make, in rules,
// legal-action generation and views — each judged by that engine's conformance kits alone. A
// mutant is the engine's TypeScript sources with one textual change: esbuild bundles the engine
// from its sources (the `@games/source` condition, as the tests resolve it) with that one module
// rewritten, and a worker thread runs the kits against the bundle. A mutant is *killed* when a
// scenario fails (or the engine throws, or runs past the time limit); it *survives* otherwise,
// which is a hole in the kits unless the catalogue marks it `equivalent` with a one-line proof.
//
//   node scripts/mutants.mjs [--engine <id>]... [--mutant <id>]... [--json]
//
// Exit code 0 when every mutant is killed or proven equivalent, 1 when one survives (or an
// "equivalent" one is killed: the proof is wrong), 2 for a bad catalogue or a broken baseline.
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import Ajv2020 from "ajv/dist/2020.js";
import { build } from "esbuild";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const CATALOGUE_DIR = join(ROOT, "scripts", "mutants");
const SCHEMA_FILE = join(CATALOGUE_DIR, "catalogue.schema.json");
/** A mutant that runs the kits longer than this (an infinite loop) is killed by time. */
export const TIME_LIMIT_MS = 60_000;

/** A catalogue problem: the file, the JSON pointer and what is wrong. */
export class CatalogueError extends Error {
  constructor(file, pointer, problem) {
    super(`${relative(ROOT, file)}: ${pointer === "" ? "(root)" : pointer}: ${problem}`);
    this.name = "CatalogueError";
    this.file = file;
    this.pointer = pointer;
  }
}

let validate;
function schemaCheck() {
  if (validate === undefined) {
    const ajv = new Ajv2020({ allErrors: false, strict: true });
    validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, "utf8")));
  }
  return validate;
}

function occurrences(text, find) {
  let count = 0;
  for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + 1)) count++;
  return count;
}

/**
 * Reads and checks one catalogue: the schema, unique ids, a `package` with a manifest, and each
 * mutant's `find` found exactly once in its file (a stale catalogue fails here, not silently).
 */
export function parseCatalogue(file, text = readFileSync(file, "utf8")) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogueError(file, "", `not valid JSON: ${error.message}`);
  }
  const check = schemaCheck();
  if (!check(data)) {
    const [issue] = check.errors;
    throw new CatalogueError(file, issue.instancePath, issue.message ?? "invalid");
  }
  const seen = new Set();
  data.mutants.forEach((m, i) => {
    if (seen.has(m.id)) throw new CatalogueError(file, `/mutants/${i}/id`, `duplicate mutant id "${m.id}"`);
    seen.add(m.id);
    const source = join(ROOT, data.package, m.file);
    let code;
    try {
      code = readFileSync(source, "utf8");
    } catch {
      throw new CatalogueError(file, `/mutants/${i}/file`, `no file ${relative(ROOT, source)}`);
    }
    const n = occurrences(code, m.find);
    if (n !== 1) {
      throw new CatalogueError(
        file,
        `/mutants/${i}/find`,
        `found ${n} times in ${relative(ROOT, source)} (must be exactly once)`,
      );
    }
  });
  return { ...data, file };
}

/** Every catalogue of scripts/mutants/, or those of `engines`. */
export function loadCatalogues(engines = []) {
  const files = readdirSync(CATALOGUE_DIR)
    .filter((f) => f.endsWith(".json") && f !== "catalogue.schema.json")
    .sort();
  const all = files.map((f) => parseCatalogue(join(CATALOGUE_DIR, f)));
  for (const id of engines) {
    if (!all.some((c) => c.engine === id)) throw new Error(`no mutant catalogue for engine "${id}"`);
  }
  return engines.length === 0 ? all : all.filter((c) => engines.includes(c.engine));
}

/** The kit files of a catalogue's engine, as text. */
function kitTexts(catalogue) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".kit.json"))
        out.push({ file: relative(ROOT, path), text: readFileSync(path, "utf8") });
    }
  };
  for (const dir of catalogue.kits) walk(join(ROOT, dir));
  return out;
}

/**
 * Bundles the engine of `catalogue` (its manifest, loaded through `loadEngine`) with the kit
 * runner, from the TypeScript sources, with `mutant`'s one change (none for the baseline).
 * Returns the bundle's text.
 */
export async function bundle(catalogue, mutant) {
  const manifest = join(ROOT, catalogue.package, "src", "manifest.ts");
  const target = mutant === undefined ? undefined : join(ROOT, catalogue.package, mutant.file);
  const rewrite = {
    name: "mutant",
    setup(b) {
      if (target === undefined) return;
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path !== target) return undefined;
        const code = readFileSync(target, "utf8");
        return { contents: code.replace(mutant.find, () => mutant.replace), loader: "ts" };
      });
    },
  };
  const result = await build({
    stdin: {
      contents: [
        `export { ${catalogue.manifest ?? "manifest"} as chosen } from ${JSON.stringify(manifest)};`,
        `export { loadEngine } from "@core/engine";`,
        `export { runScenario, parseKitText } from "@core/conformance";`,
      ].join("\n"),
      resolveDir: join(ROOT, "packages", "conformance-runner"),
      sourcefile: "mutant-harness.ts",
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    conditions: ["@games/source"],
    logLevel: "silent",
    plugins: [rewrite],
  });
  return result.outputFiles[0].text;
}

// The worker: loads a bundle, runs every scenario of the kits, stops at the first failure.
const WORKER = `
import { parentPort, workerData } from "node:worker_threads";
const m = await import(workerData.bundle);
const engine = await m.loadEngine(m.chosen);
function judge() {
  let scenarios = 0;
  for (const { file, text } of workerData.kits) {
    const kit = m.parseKitText(text, file);
    for (const s of kit.scenarios) {
      scenarios++;
      const r = m.runScenario(engine, s);
      if (r.status !== "passed") {
        const by = file.split("/").at(-1) + "#" + s.id;
        return { killed: true, by, check: r.check ?? r.status, message: r.message ?? "", scenarios };
      }
    }
  }
  return { killed: false, scenarios };
}
parentPort.postMessage(judge());
`;

function judge(bundleUrl, kits, timeLimit) {
  return new Promise((resolvePromise) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER)}`), {
      workerData: { bundle: bundleUrl, kits },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const done = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolvePromise(outcome);
    };
    const timer = setTimeout(
      () => done({ killed: true, by: `time limit (${timeLimit / 1000} s)`, check: "timeout", message: "" }),
      timeLimit,
    );
    worker.on("message", done);
    worker.on("error", (error) =>
      done({
        killed: true,
        by: "exception while loading or running",
        check: "error",
        message: String(error?.message ?? error),
      }),
    );
    worker.on("exit", () => done({ killed: true, by: "worker exited", check: "exit", message: "" }));
  });
}

/**
 * Runs one mutant (or the baseline, `mutant` undefined) of `catalogue` against its kits:
 * `{ killed, by, check, message, seconds }`. A mutant that does not build throws.
 */
export async function runMutant(
  catalogue,
  mutant,
  { kits = kitTexts(catalogue), dir, timeLimit = TIME_LIMIT_MS } = {},
) {
  const start = performance.now();
  let text;
  try {
    text = await bundle(catalogue, mutant);
  } catch (error) {
    const what = mutant === undefined ? "the baseline" : `mutant "${mutant.id}"`;
    throw new Error(`${catalogue.engine}: ${what} does not build: ${error.message}`);
  }
  const own = dir === undefined ? await mkdtemp(join(tmpdir(), "mutants-")) : undefined;
  const file = join(dir ?? own, `${catalogue.engine}-${mutant?.id ?? "baseline"}.mjs`);
  try {
    await writeFile(file, text);
    const outcome = await judge(pathToFileURL(file).href, kits, timeLimit);
    return { ...outcome, seconds: (performance.now() - start) / 1000 };
  } finally {
    if (own !== undefined) await rm(own, { recursive: true, force: true });
  }
}

/** The verdict on a mutant's outcome: killed, equivalent, survived, or a wrong equivalence proof. */
export function verdict(mutant, outcome) {
  if (mutant.equivalent !== undefined) return outcome.killed ? "wrongly-equivalent" : "equivalent";
  return outcome.killed ? "killed" : "survived";
}

/** Runs `catalogues` (baseline first, which must pass); prints as it goes; returns the summary. */
export async function runAll(
  catalogues,
  { only = [], log = (line) => process.stdout.write(`${line}\n`) } = {},
) {
  const dir = await mkdtemp(join(tmpdir(), "mutants-"));
  const rows = [];
  const broken = [];
  const start = performance.now();
  try {
    for (const catalogue of catalogues) {
      const kits = kitTexts(catalogue);
      const base = await runMutant(catalogue, undefined, { kits, dir });
      if (base.killed) {
        broken.push(
          `${catalogue.engine}: the kits fail on the engine itself (${base.by}, ${base.check}): ${base.message}`,
        );
        log(`✗ ${catalogue.engine}: baseline fails (${base.by}): not judging its mutants`);
        continue;
      }
      log(
        `━━ ${catalogue.engine}: ${base.scenarios} scenarios pass on the engine (${base.seconds.toFixed(1)} s)`,
      );
      for (const mutant of catalogue.mutants) {
        if (only.length > 0 && !only.includes(mutant.id)) continue;
        const outcome = await runMutant(catalogue, mutant, { kits, dir });
        const v = verdict(mutant, outcome);
        rows.push({ engine: catalogue.engine, id: mutant.id, verdict: v, ...outcome });
        const mark = {
          killed: "✓ killed",
          equivalent: "= equivalent",
          survived: "✗ SURVIVED",
          "wrongly-equivalent": "✗ KILLED BUT MARKED EQUIVALENT",
        }[v];
        const why =
          v === "equivalent"
            ? mutant.equivalent
            : outcome.killed
              ? `by ${outcome.by} (${outcome.check})`
              : mutant.description;
        log(`${mark.padEnd(16)} ${catalogue.engine}/${mutant.id} ${outcome.seconds.toFixed(1)} s — ${why}`);
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const count = (v) => rows.filter((r) => r.verdict === v).length;
  const summary = {
    mutants: rows.length,
    killed: count("killed"),
    equivalent: count("equivalent"),
    survived: rows.filter((r) => r.verdict === "survived").map((r) => `${r.engine}/${r.id}`),
    wronglyEquivalent: rows
      .filter((r) => r.verdict === "wrongly-equivalent")
      .map((r) => `${r.engine}/${r.id}`),
    broken,
    seconds: (performance.now() - start) / 1000,
    rows,
  };
  return summary;
}

function parseArgs(argv) {
  const engines = [];
  const only = [];
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--engine") engines.push(argv[++i]);
    else if (a === "--mutant") only.push(argv[++i]);
    else if (a === "--json") json = true;
    else if (a === "-h" || a === "--help") {
      process.stdout.write(
        "usage: node scripts/mutants.mjs [--engine <id>]... [--mutant <id>]... [--json]\n",
      );
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  return { engines, only, json };
}

async function main() {
  let options;
  let catalogues;
  try {
    options = parseArgs(process.argv.slice(2));
    catalogues = loadCatalogues(options.engines);
  } catch (error) {
    process.stderr.write(`mutants: ${error.message}\n`);
    return 2;
  }
  const summary = await runAll(catalogues, { only: options.only, log: options.json ? () => {} : undefined });
  if (options.json) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } else {
    const lines = [
      "",
      `${summary.mutants} mutants: ${summary.killed} killed, ${summary.equivalent} equivalent, ${summary.survived.length} survived (${summary.seconds.toFixed(0)} s)`,
    ];
    if (summary.survived.length > 0) lines.push(`survivors: ${summary.survived.join(", ")}`);
    if (summary.wronglyEquivalent.length > 0)
      lines.push(`killed but marked equivalent (wrong proof): ${summary.wronglyEquivalent.join(", ")}`);
    for (const b of summary.broken) lines.push(`broken: ${b}`);
    process.stdout.write(`${lines.join("\n")}\n`);
  }
  if (summary.broken.length > 0) return 2;
  return summary.survived.length + summary.wronglyEquivalent.length > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(`mutants: ${error.stack ?? error.message}\n`);
      process.exitCode = 2;
    },
  );
}
