import { Ajv2020 } from "ajv/dist/2020.js";
import type { EngineSchemas, SchemaKind } from "./manifest.js";
import { type SchemaCheck, schemaCheck } from "./schema.js";

/**
 * ajv's options for every schema of the repository, at run time and in the validators compiled
 * ahead of time (`scripts/validators.mjs`), so both report the same issues. Strict about unknown
 * keywords and formats (typos in schemas), lenient about `required` or `contains` inside
 * anyOf/oneOf branches without a local `type`, a common 2020-12 idiom; verbose, so that errors
 * carry their schema, to word a failed `not`.
 */
export const SCHEMA_OPTIONS = {
  verbose: true,
  strict: true,
  strictRequired: false,
  strictTypes: false,
} as const;

/**
 * Compiles a JSON Schema (draft 2020-12) into a checker, with ajv at run time. `schemas` are extra
 * schemas the main one references by `$id`. A valid document costs one pass that stops at the
 * first error; an invalid one gets every issue with its JSON pointer (only the first when it holds
 * more than 10,000 values, so that checking stays linear in its size). Bundles that must not carry
 * ajv use validators compiled ahead of time with {@link schemaCheck} instead. With `firstOnly`,
 * an invalid document gets its first issue only, as the fail-fast validators generated for state
 * schemas (`firstOnly` in a package's `validators`) report.
 */
export function compileSchema<T>(
  schema: object,
  schemas: readonly object[] = [],
  { firstOnly = false }: { readonly firstOnly?: boolean } = {},
): (data: unknown) => SchemaCheck<T> {
  const make = (allErrors: boolean) => {
    const ajv = new Ajv2020({ ...SCHEMA_OPTIONS, allErrors });
    for (const s of schemas) ajv.addSchema(s);
    return ajv.compile(schema);
  };
  const first = make(false);
  return schemaCheck<T>({ first, every: firstOnly ? () => first : () => make(true) });
}

/**
 * The checker of one of an engine's schemas (`manifest.schemas()`), compiled with ajv at run time
 * with everything it may `$ref` by `$id` (the `references`, and the engine's other schemas);
 * undefined when the engine has no schema of that kind.
 */
export function compileEngineSchema<T>(
  schemas: EngineSchemas,
  kind: SchemaKind,
): ((data: unknown) => SchemaCheck<T>) | undefined {
  const schema = schemas[kind];
  if (schema === undefined) return undefined;
  const others = SCHEMA_KINDS.filter((k) => k !== kind)
    .map((k) => schemas[k])
    .filter(
      (s): s is NonNullable<typeof s> => s !== undefined && typeof s.$id === "string" && s.$id !== schema.$id,
    );
  return compileSchema<T>(schema, [...(schemas.references ?? []), ...others]);
}

/** The kinds of an engine's schemas, in {@link EngineSchemas}' order. */
export const SCHEMA_KINDS: readonly SchemaKind[] = ["setup", "action", "event", "state", "view"];
