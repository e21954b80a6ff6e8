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
 * packages/engine/test/validators.test.ts runs the check, so a schema edited without running this
 * script fails the tests.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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
 * The validators of each package: `out` (repository-relative, without extension) and, by exported
 * name, the schema file and the schemas it references by `$id`. Names in `firstOnly` get only
 * the validator that stops at the first error (half the code): their checks name one issue, as
 * the engines' state checks (`parseState`) do, so that the state schemas weigh little in bundles.
 */
export const TARGETS = [
  {
    out: "packages/pigment/src/validators.generated",
    schemas: {
      level: ["data/pigment/level.schema.json"],
      levels: ["data/pigment/levels.schema.json", "data/pigment/level.schema.json"],
    },
  },
  {
    // A state the engine did not make (parseState): apart, so that pages reading levels or
    // setups only do not carry the state schema.
    out: "packages/pigment/src/state-validators.generated",
    schemas: {
      state: ["packages/pigment/src/state.schema.json", "data/pigment/level.schema.json"],
    },
    firstOnly: ["state"],
  },
  {
    out: "packages/chessistics/src/validators.generated",
    schemas: {
      level: ["data/chessistics/level.schema.json"],
      placements: ["data/chessistics/placements.schema.json"],
    },
  },
  {
    // A state the engine did not make (parseState): apart, so that pages reading levels or
    // setups only do not carry the state schema.
    out: "packages/chessistics/src/state-validators.generated",
    schemas: {
      state: ["packages/chessistics/src/state.schema.json", "data/chessistics/level.schema.json"],
    },
    firstOnly: ["state"],
  },
  {
    out: "packages/shing-shang/src/validators.generated",
    schemas: {
      setup: ["data/shing-shang/setup.schema.json"],
      position: ["data/shing-shang/position.schema.json", "data/shing-shang/setup.schema.json"],
    },
  },
  {
    // A state the engine did not make (parseState): apart, so that pages reading levels or
    // setups only do not carry the state schema.
    out: "packages/shing-shang/src/state-validators.generated",
    schemas: {
      state: ["packages/shing-shang/src/state.schema.json", "data/shing-shang/setup.schema.json"],
    },
    firstOnly: ["state"],
  },
  {
    out: "packages/diplomaxy/src/validators.generated",
    schemas: { setup: ["data/diplomaxy/game.schema.json"] },
  },
  {
    // A state the engine did not make (parseState): apart, so that pages reading levels or
    // setups only do not carry the state schema.
    out: "packages/diplomaxy/src/state-validators.generated",
    schemas: {
      state: ["packages/diplomaxy/src/state.schema.json", "data/diplomaxy/game.schema.json"],
    },
    firstOnly: ["state"],
  },
  {
    out: "packages/lgc-tcg/src/data/validators.generated",
    schemas: { deck: ["data/lgc-tcg/schema/deck.schema.json", "data/lgc-tcg/schema/card.schema.json"] },
  },
  {
    // Apart from the deck's: the card schema compiles to ≈ 35 KB gz, which the deck builder needs not.
    out: "packages/lgc-tcg/src/data/card-validators.generated",
    schemas: { card: ["data/lgc-tcg/schema/card.schema.json"] },
  },
  {
    // A saved collection only (the whole state schema holds the economy's and weighs ≈ 14 KB gz).
    out: "packages/lgc-tcg/src/collection/validators.generated",
    schemas: {
      saved: [
        "packages/lgc-tcg/schema/collection-saved.schema.json",
        "packages/lgc-tcg/schema/collection-state.schema.json",
        "data/lgc-tcg/schema/card.schema.json",
        "data/lgc-tcg/schema/deck.schema.json",
        "data/lgc-tcg/schema/collection.schema.json",
        "data/lgc-tcg/schema/economy.schema.json",
        "packages/lgc-tcg/schema/collection-setup.schema.json",
      ],
    },
  },
  {
    // A duel on the bundled cards (initDuel): the setup schema without its card definitions.
    out: "packages/lgc-tcg/src/setup-validators.generated",
    schemas: {
      duelSetup: [
        "packages/lgc-tcg/schema/duel-setup.schema.json",
        "packages/lgc-tcg/schema/setup.schema.json",
        "data/lgc-tcg/schema/card.schema.json",
        "data/lgc-tcg/schema/deck.schema.json",
        "data/lgc-tcg/schema/tokens.schema.json",
        "data/lgc-tcg/schema/heroes.schema.json",
        "data/lgc-tcg/schema/rules.schema.json",
      ],
    },
  },
  {
    // A duel state written by hand or read back (parseState): the state schema and the card schema
    // it reads definitions with.
    out: "packages/lgc-tcg/src/state-validators.generated",
    schemas: {
      state: ["packages/lgc-tcg/schema/state.schema.json", "data/lgc-tcg/schema/card.schema.json"],
    },
    firstOnly: ["state"],
  },
  {
    // A collection state read back whole (parseCollectionState), economy and pool included.
    out: "packages/lgc-tcg/src/collection/state-validators.generated",
    schemas: {
      state: [
        "packages/lgc-tcg/schema/collection-state.schema.json",
        "data/lgc-tcg/schema/card.schema.json",
        "data/lgc-tcg/schema/deck.schema.json",
        "data/lgc-tcg/schema/collection.schema.json",
        "data/lgc-tcg/schema/economy.schema.json",
      ],
    },
    firstOnly: ["state"],
  },
  {
    out: "packages/lgc-tcg/src/validators.generated",
    schemas: { balanceReport: ["packages/lgc-tcg/schema/balance-report.schema.json"] },
  },
  {
    out: "packages/conformance/src/validators.generated",
    schemas: { kit: ["packages/conformance/src/kit.schema.json"] },
  },
  {
    // Golden traces, read by engines' tests only: apart, so that the kits page does not carry it.
    out: "packages/conformance/src/trace-validators.generated",
    schemas: { trace: ["packages/conformance/src/trace.schema.json"] },
    firstOnly: ["trace"],
  },
];

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

/** The generated files missing or different on disk. */
export function staleFiles() {
  return Object.entries(generateAll())
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
