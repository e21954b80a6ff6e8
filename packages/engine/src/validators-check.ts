/**
 * The check that validators compiled ahead of time (`scripts/validators.mjs`, ajv standalone code)
 * report exactly what ajv compiling the same schema at run time reports: on an example document,
 * on random mutations of it (which reach the error paths, where the two could differ), and on
 * random JSON. Each package with generated validators runs it on its own schemas.
 * @module
 */
import * as fc from "fast-check";
import { compileSchema } from "./compile.js";
import { jsonEqual } from "./json.js";
import type { SchemaCheck, SchemaValidators } from "./schema.js";
import { schemaCheck } from "./schema.js";

/** `doc` with the value at a random path replaced by `value` (or removed when undefined). */
function mutate(doc: unknown, path: readonly number[], value: unknown): unknown {
  if (typeof doc !== "object" || doc === null || path.length === 0) return value;
  const keys = Object.keys(doc);
  if (keys.length === 0) return value;
  const key = keys[(path[0] as number) % keys.length] as string;
  const copy: Record<string, unknown> = Array.isArray(doc) ? ([...doc] as never) : { ...doc };
  const next = mutate(copy[key], path.slice(1), value);
  if (next === undefined && !Array.isArray(copy)) delete copy[key];
  else copy[key] = next;
  return copy;
}

/**
 * Throws unless `ahead` (generated validators) and `runtime` (the same schema compiled with
 * `compileSchema`) give the same result — valid, or the same issues with the same pointers — for
 * `example` (which must be valid), 300 mutations of it (more than 50 of them invalid), and 100
 * random JSON values.
 */
export function checkValidators(
  ahead: SchemaValidators,
  runtime: (data: unknown) => SchemaCheck<unknown>,
  example: unknown,
  seed?: number,
): void {
  const check = schemaCheck(ahead);
  const first = check(example);
  if (!first.ok) throw new Error(`the example is invalid: ${JSON.stringify(first.issues)}`);
  const same = (doc: unknown): void => {
    const a = check(doc);
    const b = runtime(doc);
    if (!jsonEqual(a as never, b as never))
      throw new Error(`ahead of time ${JSON.stringify(a)}, at run time ${JSON.stringify(b)}`);
  };
  let invalid = 0;
  const params = seed === undefined ? {} : { seed };
  fc.assert(
    fc.property(
      fc.array(fc.nat(), { maxLength: 6 }),
      fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
      (path, value) => {
        const doc = mutate(example, path, value);
        if (!check(doc).ok) invalid++;
        same(doc);
      },
    ),
    { numRuns: 300, ...params },
  );
  if (invalid <= 50)
    throw new Error(`only ${invalid} of 300 mutations were invalid: the error paths went untested`);
  fc.assert(fc.property(fc.jsonValue({ maxDepth: 4 }), same), { numRuns: 100, ...params });
}

/** Validators a package generates (`scripts/validators.mjs`): the module and its schemas by name. */
export interface ValidatorTarget {
  /** The generated module, without extension, relative to the repository root. */
  readonly out: string;
  /** By exported name: the schema file, then the files it references, relative to the root. */
  readonly schemas: Readonly<Record<string, readonly string[]>>;
  /** Names generated fail-fast only (their `every` is their `first`). */
  readonly firstOnly?: readonly string[];
}

/**
 * {@link checkValidators} for every schema of `targets`: the generated module's validators
 * against the schema compiled at run time, on `examples[schema file]` (a valid document of it).
 * `root` is the repository's root. Throws, naming the schema, on the first disagreement.
 */
export async function checkGeneratedValidators(
  targets: readonly ValidatorTarget[],
  root: URL,
  examples: Readonly<Record<string, unknown>>,
): Promise<void> {
  const { readFileSync } = await import("node:fs");
  const readJson = (file: string): object => JSON.parse(readFileSync(new URL(file, root), "utf8")) as object;
  for (const target of targets) {
    const generated = (await import(new URL(`${target.out}.js`, root).href)) as Record<
      string,
      SchemaValidators
    >;
    for (const [name, [main, ...refs]] of Object.entries(target.schemas)) {
      const where = `${target.out}: ${name} (${main})`;
      const validators = generated[name];
      if (validators === undefined || main === undefined) throw new Error(`${where}: not generated`);
      if (!Object.hasOwn(examples, main)) throw new Error(`${where}: no example document`);
      try {
        const firstOnly = target.firstOnly?.includes(name) ?? false;
        checkValidators(
          validators,
          compileSchema(readJson(main), refs.map(readJson), { firstOnly }),
          examples[main],
        );
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
      }
    }
  }
}
