#!/usr/bin/env node
/**
 * Validators compiled ahead of time: each engine's JSON Schemas turned into ajv standalone code
 * (`src/validators.generated.js` beside a `.d.ts`), so that an engine checks its setups and data
 * with exactly ajv's semantics and messages without carrying ajv (≈38 KB gzipped) into a browser
 * bundle (issue 18). Each schema gets two validators, as `compileSchema` makes at run time: one
 * that stops at the first error and one in all-errors mode (see `schemaCheck` in @core/engine).
 *
 *   node scripts/validators.mjs           writes the files
 *   node scripts/validators.mjs --check   exits 1 if a file is missing or stale
 *
 * Each package declares its validators in its package.json (`validators`, see {@link targetsOf})
 * and its tests run the check on them (`staleFiles(targetsOf(dir))`), so a schema edited without
 * running this script fails the tests.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Must equal SCHEMA_OPTIONS of packages/engine/src/compile.ts (the test checks it), so that the
 * validators compiled here and at run time report the same issues.
 */
export const SCHEMA_OPTIONS = { verbose: true, strict: true, strictRequired: false, strictTypes: false };

/**
 * The validators of one workspace package (`dir`, repository-relative): its package.json's
 * `validators` field, `{ "<out>": { "<name>": ["<schema>", "<referenced schema>"…] } }`, each
 * path relative to the package. As targets: `out` and every schema file repository-relative.
 * An out may instead be `{ "schemas": { … }, "firstOnly": ["<name>"…] }`: names in `firstOnly`
 * get only the validator that stops at the first error (half the code): their checks name one
 * issue, as the engines' state checks (`parseState`) do, so that state schemas weigh little in
 * bundles.
 */
export function targetsOf(dir) {
  const pkg = JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8"));
  const rel = (file) =>
    relative(ROOT, join(ROOT, dir, file))
      .split(sep)
      .join("/");
  return Object.entries(pkg.validators ?? {}).map(([out, declared]) => {
    const long = Array.isArray(declared.schemas) || typeof declared.schemas !== "object" ? null : declared;
    const schemas = long === null ? declared : long.schemas;
    return {
      out: rel(out),
      schemas: Object.fromEntries(Object.entries(schemas).map(([name, files]) => [name, files.map(rel)])),
      ...(long?.firstOnly === undefined ? {} : { firstOnly: long.firstOnly }),
    };
  });
}

/**
 * Every package's validators: those its package.json declares (`validators`), for every
 * workspace package (packages/*, apps/*) — no list of packages or engines here.
 */
export const TARGETS = ["packages", "apps"]
  .flatMap((group) =>
    readdirSync(join(ROOT, group), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(ROOT, group, e.name, "package.json")))
      .map((e) => `${group}/${e.name}`),
  )
  .sort()
  .flatMap(targetsOf);

/**
 * ajv's run-time helpers the standalone code requires, written out so that the generated module
 * imports nothing. Same results as ajv's own for JSON values (what the schemas compare).
 */
const RUNTIME = {
  // A string's length in code points, as JSON Schema counts it (ajv/dist/runtime/ucs2length).
  ucs2length: `function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}`,
  // Deep equality of JSON values (ajv/dist/runtime/equal, i.e. fast-deep-equal, on JSON).
  equal: `function equal(a, b) {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
}`,
};

const readJson = (file) => JSON.parse(readFileSync(join(ROOT, file), "utf8"));

/** ajv's standalone CommonJS code for the named schemas in one mode, wrapped as an expression. */
function compiled(schemas, allErrors) {
  const ajv = new Ajv2020({ ...SCHEMA_OPTIONS, allErrors, code: { source: true } });
  const ids = {};
  for (const [name, [main, ...refs]] of Object.entries(schemas)) {
    const schema = readJson(main);
    if (typeof schema.$id !== "string") throw new Error(`${main}: a compiled schema needs an $id`);
    for (const ref of refs) {
      const id = readJson(ref).$id;
      if (ajv.getSchema(id) === undefined) ajv.addSchema(readJson(ref));
    }
    if (ajv.getSchema(schema.$id) === undefined) ajv.addSchema(schema);
    ids[name] = schema.$id;
  }
  const used = new Set();
  const code = standaloneCode(ajv, ids).replace(
    /require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g,
    (_, name) => {
      if (!(name in RUNTIME)) throw new Error(`scripts/validators.mjs: no copy of ajv's runtime "${name}"`);
      used.add(name);
      return name;
    },
  );
  if (/require\(/.test(code))
    throw new Error("scripts/validators.mjs: standalone code still requires a module");
  return { code: `(() => {\nconst exports = {};\n${code}\nreturn exports;\n})()`, used };
}

/** The generated module and its declarations for one target. */
export function generate(target) {
  const firstOnly = new Set(target.firstOnly ?? []);
  const all = Object.fromEntries(Object.entries(target.schemas).filter(([name]) => !firstOnly.has(name)));
  const first = compiled(target.schemas, false);
  const every = Object.keys(all).length === 0 ? null : compiled(all, true);
  const used = [...new Set([...first.used, ...(every?.used ?? [])])].sort();
  const sources = Object.entries(target.schemas)
    .map(([name, files]) => ` *   ${name}: ${files.join(" + ")}`)
    .join("\n");
  const header = `// Generated by scripts/validators.mjs from the JSON Schemas below: do not edit; run
// \`node scripts/validators.mjs\` after changing a schema (a test fails while this file is stale).
/*
${sources}
 */
`;
  const names = Object.keys(target.schemas);
  const js = `${header}${used.map((n) => `${RUNTIME[n]}\n`).join("")}
const first = ${first.code};
${every === null ? "" : `const every = ${every.code};\n`}${names
  .map((n) =>
    firstOnly.has(n)
      ? `/** Validators of ${target.schemas[n][0]}: fail-fast only (a refusal names its first issue). */\nexport const ${n} = { first: first.${n}, every: () => first.${n} };`
      : `/** Validators of ${target.schemas[n][0]}. */\nexport const ${n} = { first: first.${n}, every: () => every.${n} };`,
  )
  .join("\n")}
`;
  const dts = `${header}import type { SchemaValidators } from "@core/engine";
${names.map((n) => `/** Validators of ${target.schemas[n][0]}. */\nexport declare const ${n}: SchemaValidators;`).join("\n")}
`;
  return { [`${target.out}.js`]: js, [`${target.out}.d.ts`]: dts };
}

/** Every generated file, by repository-relative path. */
export function generateAll() {
  return Object.assign({}, ...TARGETS.map(generate));
}

/** The generated files of `targets` (default: every package's) missing or different on disk. */
export function staleFiles(targets = TARGETS) {
  return Object.entries(Object.assign({}, ...targets.map(generate)))
    .filter(([file, text]) => {
      try {
        return readFileSync(join(ROOT, file), "utf8") !== text;
      } catch {
        return true;
      }
    })
    .map(([file]) => file);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    const stale = staleFiles();
    for (const file of stale) console.error(`${file} is stale: run node scripts/validators.mjs`);
    process.exit(stale.length === 0 ? 0 : 1);
  }
  for (const [file, text] of Object.entries(generateAll())) {
    writeFileSync(join(ROOT, file), text);
    console.log(`wrote ${relative(ROOT, join(ROOT, file))}`);
  }
}
