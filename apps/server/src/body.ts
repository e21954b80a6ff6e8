/**
 * The JSON bodies of HTTP requests: parsed, prototype keys refused by their pointer, and the
 * words of the first thing wrong with one against its schema.
 */
import { compileSchema, pointerSegment } from "@core/engine";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

/** A request body refused before any route sees it: Fastify answers it with `statusCode`. */
export class BodyError extends Error {
  readonly statusCode = 400;
}

/**
 * `text` parsed as JSON. Native `JSON.parse` makes `__proto__` an own key, harmless here but not
 * to code that copies it with `Object.assign` or merges it (an engine's setup handling, a
 * library): such a key, and `prototype` under `constructor`, is refused with its pointer (what
 * Fastify's `onProtoPoisoning`/`onConstructorPoisoning` would refuse, said precisely).
 */
export function parseBody(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new BodyError(`the body is not valid JSON: ${(error as Error).message}`);
  }
  const pointer = prototypeKey(value);
  if (pointer !== null)
    throw new BodyError(`${pointer} is a key the server refuses (__proto__, or prototype under constructor)`);
  return value;
}

/** The pointer of the first prototype key in `value`, or null (iterative: any depth). */
function prototypeKey(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [node, at] = stack.pop() as [unknown, string];
    if (typeof node !== "object" || node === null) continue;
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      const here = `${at}/${pointerSegment(key)}`;
      if (key === "__proto__") return here;
      if (
        key === "constructor" &&
        typeof child === "object" &&
        child !== null &&
        Object.hasOwn(child, "prototype")
      )
        return `${here}/prototype`;
      stack.push([child, here]);
    }
  }
  return null;
}

/** An ajv error as far as the words need it (verbose off). */
interface AjvError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

const isChoice = (e: AjvError): boolean => e.keyword === "oneOf";

/** Values a refused body may hold for its issues to be sorted out (ajv's all-errors mode is quadratic). */
const EXPLAINED_UP_TO = 2_000;

/**
 * A checker of request bodies against `$ref` in `schemas`: the typed value, or the words of what
 * is wrong (`<pointer> <words>`). Where a value matches no branch of a `oneOf`, ajv reports every
 * branch; the answer says what is wrong with the value:
 * - a branch refused by a type or a constant of the value itself (`/clock must be null` for an
 *   object, `/seats/red/kind must be "human"` for a bot seat) is not the one meant;
 * - of the branches left, the first one's first issue (`/seats/red/level` required of a bot);
 * - when no branch is left, what the branches expect, said together
 *   (`/clock must be null, "standard" or object`; `/seats/red/kind must be "human" or "bot"`).
 */
export function requestCheck<T>(
  ref: string,
  schemas: readonly object[],
): (data: unknown) => { ok: true; value: T } | { ok: false; message: string } {
  const check = compileSchema<T>({ $ref: ref }, schemas);
  let every: ValidateFunction | undefined;
  return (data) => {
    const checked = check(data);
    if (checked.ok) return { ok: true, value: checked.value };
    const first = checked.issues[0];
    if (!atMost(data, EXPLAINED_UP_TO))
      return { ok: false, message: `${first?.pointer || "/"} ${first?.message}` };
    if (every === undefined) {
      const ajv = new Ajv2020({ strict: true, strictRequired: false, strictTypes: false, allErrors: true });
      for (const s of schemas) ajv.addSchema(s);
      every = ajv.compile({ $ref: ref });
    }
    every(data);
    return { ok: false, message: explain((every.errors ?? []) as AjvError[]) };
  };
}

/** True when `data` holds at most `limit` values. */
function atMost(data: unknown, limit: number): boolean {
  const stack: unknown[] = [data];
  for (let count = 0; stack.length > 0; count++) {
    if (count > limit) return false;
    const value = stack.pop();
    if (typeof value === "object" && value !== null) stack.push(...Object.values(value));
  }
  return true;
}

/** The words of the first thing wrong, the branches of each `oneOf` sorted out (see `requestCheck`). */
function explain(errors: readonly AjvError[]): string {
  let rest = [...errors];
  for (let c = rest.findIndex(isChoice); c >= 0; c = rest.findIndex(isChoice)) {
    const choice = rest[c] as AjvError;
    const at = choice.instancePath;
    const within = (e: AjvError): boolean => e.instancePath === at || e.instancePath.startsWith(`${at}/`);
    // ajv lists a choice's branches' errors right before it, branch by branch.
    let start = c;
    while (start > 0 && within(rest[start - 1] as AjvError)) start--;
    const branches = new Map<string, AjvError[]>();
    for (const e of rest.slice(start, c)) {
      // An inline branch's errors are under `<oneOf>/<n>/`; a `$ref` branch's under its target.
      const inline = e.schemaPath.startsWith(`${choice.schemaPath}/`);
      const branch = inline
        ? (e.schemaPath.slice(choice.schemaPath.length + 1).split("/")[0] as string)
        : "$ref";
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    // A branch refusing the value's own type, or one of its constants, is not the one meant.
    const refusesValue = (e: AjvError): boolean =>
      e.keyword === "const" || (e.keyword === "type" && e.instancePath === at);
    const meant = [...branches.values()].find((b) => !b.some(refusesValue));
    const kept = meant ?? [...branches.values()].flatMap((b) => b.filter(refusesValue));
    rest = [...rest.slice(0, start), ...kept, ...rest.slice(c + 1)];
  }
  const first = rest[0];
  if (first === undefined) return "/ is invalid";
  const where = pointerOf(first);
  const expected = (e: AjvError): string | null =>
    e.keyword === "const"
      ? JSON.stringify(e.params.allowedValue)
      : e.keyword === "type"
        ? String(e.params.type)
        : null;
  const alike = rest.filter((e) => pointerOf(e) === where && expected(e) !== null);
  if (expected(first) !== null && alike.length > 1) {
    const options = [...new Set(alike.map((e) => expected(e) as string))];
    const last = options.pop() as string;
    return `${where || "/"} must be ${options.length > 0 ? `${options.join(", ")} or ${last}` : last}`;
  }
  return `${where || "/"} ${wordsOf(first)}`;
}

/** The pointer an error is about (a missing or extra property: that property's). */
function pointerOf(e: AjvError): string {
  if (e.keyword === "required")
    return `${e.instancePath}/${pointerSegment(String(e.params.missingProperty))}`;
  if (e.keyword === "additionalProperties")
    return `${e.instancePath}/${pointerSegment(String(e.params.additionalProperty))}`;
  return e.instancePath;
}

/** The words of an error, as `compileSchema`'s issues put them. */
function wordsOf(e: AjvError): string {
  if (e.keyword === "additionalProperties") return "is not an allowed property";
  if (e.keyword === "const") return `must be ${JSON.stringify(e.params.allowedValue)}`;
  if (e.keyword === "enum") return `must be one of ${JSON.stringify(e.params.allowedValues)}`;
  return e.message ?? "is invalid";
}
