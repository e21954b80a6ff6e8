/**
 * Adversarial setups (issue 13 §3): `init` must accept a setup or throw a `SetupError` with a
 * JSON pointer, whatever it is given. Random JSON rarely gets past an engine's first check, so
 * most setups generated here are valid setups with one to three changes deep inside: a value
 * replaced by a prototype key, a huge or non-finite number, a huge string, a deeply nested or
 * huge array, a value of the wrong type taken from elsewhere in a valid setup; a field removed;
 * a key added.
 */
import * as fc from "fast-check";
import { deepFreeze, jsonClone, jsonEqual } from "./json.js";

/**
 * Keys a plain object inherits from `Object.prototype`: looked up in a `{}` by an unchecked name
 * they answer a function (or the prototype) instead of `undefined`.
 */
export const PROTOTYPE_KEYS: readonly string[] = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupGetter__",
];

const NUMBERS: readonly number[] = [
  -1,
  -0,
  0.5,
  1e7,
  1e9,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  1e21,
  1e308,
  -1e308,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.NaN,
  Number.MIN_VALUE,
  -(2 ** 31),
];

/** An object with `entries` as own enumerable properties, `__proto__` included (as JSON.parse makes). */
function ownObject(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

function nested(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

let nastyCache: readonly unknown[] | undefined;

/**
 * Hostile values, built once and frozen (shared by every run; an `init` that mutates its setup
 * then fails loudly): prototype keys, huge and non-finite numbers, huge strings, deep nesting,
 * huge arrays, objects whose own keys shadow `Object.prototype`, and `undefined`.
 */
function nastyValues(): readonly unknown[] {
  nastyCache ??= Object.freeze([
    ...NUMBERS,
    ...PROTOTYPE_KEYS,
    "",
    "0",
    "-1",
    "NaN",
    "a/b~c",
    "\u0000",
    "\ud800",
    "x".repeat(100_000),
    null,
    true,
    false,
    undefined,
    Object.freeze([]),
    Object.freeze({}),
    Object.freeze(ownObject(PROTOTYPE_KEYS.map((k) => [k, k]))),
    Object.freeze(ownObject([["__proto__", Object.freeze({ polluted: true })]])),
    Object.freeze(PROTOTYPE_KEYS.slice()),
    Object.freeze(new Array<number>(100_000).fill(1)),
    nested(2_000, (v) => Object.freeze([v])),
    nested(2_000, (v) => Object.freeze({ a: v })),
  ]);
  return nastyCache;
}

type Path = readonly (string | number)[];

const MAX_PATHS = 5_000;
const MAX_CHILDREN = 64;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Paths to the values inside `value` (root first, depth-first; long lists sampled at their head). */
function pathsOf(value: unknown): Path[] {
  const out: Path[] = [];
  const visit = (v: unknown, path: Path): void => {
    if (out.length >= MAX_PATHS || path.length > 24) return;
    out.push(path);
    const keys: (string | number)[] = Array.isArray(v) ? v.slice(0, MAX_CHILDREN).map((_, i) => i) : [];
    if (isObject(v)) keys.push(...Object.keys(v).slice(0, MAX_CHILDREN));
    for (const k of keys) visit((v as Record<string | number, unknown>)[k], [...path, k]);
  };
  visit(value, []);
  return out;
}

function at(value: unknown, path: Path): unknown {
  let v = value;
  for (const key of path) v = (v as Record<string | number, unknown>)[key];
  return v;
}

const REMOVE: unique symbol = Symbol("remove");

/** `value` with the node at `path` replaced by `change(node)` (or removed): a copy along the path. */
function edit(value: unknown, path: Path, change: (node: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [key, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = value.slice();
    const next = edit(value[key as number], rest, change);
    if (next === REMOVE) copy.splice(key as number, 1);
    else copy[key as number] = next;
    return copy;
  }
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
    if (k !== key) return [[k, v] as const];
    const next = edit(v, rest, change);
    return next === REMOVE ? [] : [[k, next] as const];
  });
  return ownObject(entries);
}

/** Where a replacement value comes from. */
type Source =
  | { readonly kind: "nasty"; readonly index: number }
  | { readonly kind: "donor"; readonly setup: number; readonly path: number }
  | { readonly kind: "json"; readonly value: unknown };

/** One change to a setup. `path` indexes the setup's current paths (modulo their count). */
type Mutation =
  | { readonly op: "replace"; readonly path: number; readonly source: Source }
  | { readonly op: "remove"; readonly path: number }
  | { readonly op: "add"; readonly path: number; readonly key: string; readonly source: Source };

const keyArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS),
  // JSON pointers must escape these: an error about such a key tests the escaping.
  fc.constantFrom("a/b", "~", "a~1b/~0"),
  fc.string({ maxLength: 8 }),
  fc.constant("k".repeat(10_000)),
);

const sourceArb: fc.Arbitrary<Source> = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((index): Source => ({ kind: "nasty", index })) },
  {
    weight: 3,
    arbitrary: fc.record({ setup: fc.nat(), path: fc.nat() }).map((d): Source => ({ kind: "donor", ...d })),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.integer({ min: -3, max: 40 }), fc.jsonValue({ maxDepth: 2 }))
      .map((value): Source => ({ kind: "json", value })),
  },
);

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({ path: fc.nat(), source: sourceArb })
      .map((m): Mutation => ({ op: "replace", ...m })),
  },
  { weight: 2, arbitrary: fc.nat().map((path): Mutation => ({ op: "remove", path })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ path: fc.nat(), key: keyArb, source: sourceArb })
      .map((m): Mutation => ({ op: "add", ...m })),
  },
);

function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length] as T;
}

function resolve(source: Source, bases: readonly unknown[], donorPaths: readonly Path[][]): unknown {
  if (source.kind === "nasty") return pick(nastyValues(), source.index);
  if (source.kind === "json") return source.value;
  const setup = source.setup % bases.length;
  return at(bases[setup], pick(donorPaths[setup] as Path[], source.path));
}

function apply(
  base: unknown,
  mutations: readonly Mutation[],
  bases: readonly unknown[],
  donorPaths: readonly Path[][],
): unknown {
  let value = base;
  for (const m of mutations) {
    const path = pick(pathsOf(value), m.path);
    if (m.op === "remove") value = edit(value, path, () => (path.length === 0 ? undefined : REMOVE));
    else if (m.op === "replace") value = edit(value, path, () => resolve(m.source, bases, donorPaths));
    else {
      const added = resolve(m.source, bases, donorPaths);
      value = edit(value, path, (node) => {
        if (Array.isArray(node)) return [...node, added];
        if (isObject(node)) return ownObject([...Object.entries(node), [m.key, added]]);
        return added;
      });
    }
  }
  return value;
}

/** Any JSON-like value, with keys drawn from prototype keys and huge strings as well. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }),
    fc.nat().map((i) => pick(nastyValues(), i)),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(fc.tuple(keyArb, tie("value")), { maxLength: 4 }).map(ownObject),
  ),
})).value;

/**
 * Setups for an adversarial `init` test: `validSetups` (JSON) with one to three mutations
 * (mostly), any hostile JSON, or `extra` (engine-specific setups) when given.
 */
export function adversarialSetups(
  validSetups: readonly unknown[],
  extra?: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (validSetups.length === 0) throw new Error("adversarialSetups: give at least one valid setup");
  const bases = validSetups.map((s) => deepFreeze(jsonClone(s)));
  const donorPaths = bases.map(pathsOf);
  const mutated = fc
    .record({ base: fc.nat(), mutations: fc.array(mutationArb, { minLength: 1, maxLength: 3 }) })
    .map(({ base, mutations }) => apply(pick(bases, base), mutations, bases, donorPaths));
  const arbs: fc.WeightedArbitrary<unknown>[] = [
    { weight: 8, arbitrary: mutated },
    { weight: 1, arbitrary: hostileJson },
  ];
  if (extra !== undefined) arbs.push({ weight: 2, arbitrary: extra });
  return fc.oneof(...arbs);
}

/** Options of {@link checkSetups}. */
export interface SetupCheckOptions {
  /** Number of setups tried. Default 300. */
  readonly numRuns?: number;
  /** fast-check seed, to reproduce a failure. */
  readonly seed?: number;
  /** fast-check path, to replay a shrunk failure directly. */
  readonly path?: string;
  /** Engine-specific setups to try as well (e.g. a level made of random cells). */
  readonly extra?: fc.Arbitrary<unknown>;
  /**
   * Random legal actions to play from every accepted setup (needs `legalActions`): an accepted
   * setup must give a game `reduce` can play, e.g. a card whose effect the engine knows. Default 0.
   */
  readonly steps?: number;
}

/** The engine surface the setup check uses. */
export interface SetupCheckedEngine {
  readonly id: string;
  init(setup: never): unknown;
  reduce?(state: never, action: never): { readonly state: unknown; readonly events: readonly unknown[] };
  legalActions?(state: never): readonly unknown[];
}

/** A short JSON preview for failure reports: long strings and lists cut, deep nesting elided. */
function preview(value: unknown, budget = 2_000): string {
  const shorten = (v: unknown, depth: number): unknown => {
    if (typeof v === "string") return v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)` : v;
    if (typeof v === "number" && !Number.isFinite(v)) return `<${v}>`;
    if (v === undefined) return "<undefined>";
    if (typeof v !== "object" || v === null) return v;
    if (depth > 8) return "…";
    if (Array.isArray(v)) {
      const head = v.slice(0, 12).map((x) => shorten(x, depth + 1));
      return v.length > 12 ? [...head, `…(${v.length} items)`] : head;
    }
    return ownObject(
      Object.entries(v).map(([k, x]) => [k.length > 80 ? `${k.slice(0, 40)}…` : k, shorten(x, depth + 1)]),
    );
  };
  const text = JSON.stringify(shorten(value, 0)) ?? String(value);
  return text.length > budget ? `${text.slice(0, budget)}…` : text;
}

const POINTER = /^(\/([^~/]|~[01])*)*$/;

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** True when every segment of `pointer` but the last names a value inside `data`. */
function parentResolves(data: unknown, pointer: string): boolean {
  const segments = pointer === "" ? [] : pointer.slice(1).split("/").map(unescapeSegment);
  let v = data;
  for (const segment of segments.slice(0, -1)) {
    if (typeof v !== "object" || v === null || !Object.hasOwn(v, segment)) return false;
    v = (v as Record<string, unknown>)[segment];
  }
  return segments.length === 0 || (typeof v === "object" && v !== null);
}

/**
 * True for a `SetupError` from any copy of `@core/engine` (ESM and CJS builds each have the
 * class, so `instanceof` is not enough): its name and a string `pointer`.
 */
export function isSetupError(
  error: unknown,
): error is Error & { pointer: string; file?: string; reason?: string } {
  return (
    error instanceof Error &&
    error.name === "SetupError" &&
    typeof (error as { pointer?: unknown }).pointer === "string"
  );
}

/** A machine-readable reason, like a `rejected` event's: lower-case words joined by hyphens. */
const REASON = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function fail(message: string, setup: unknown): never {
  throw new Error(`${message}\nsetup: ${preview(setup)}`);
}

type Loose = {
  init(setup: unknown): unknown;
  reduce?(state: unknown, action: unknown): { readonly state: unknown; readonly events: readonly unknown[] };
  legalActions?(state: unknown): readonly unknown[];
};

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Plays `choices` (indices into the legal actions) from an accepted setup's state. */
function play(engine: Loose, state: unknown, choices: readonly number[], setup: unknown): void {
  let s = state;
  for (const choice of choices) {
    let legal: readonly unknown[];
    try {
      legal = engine.legalActions?.(s) ?? [];
    } catch (error) {
      fail(`legalActions threw ${describeError(error)} in a game from an accepted setup`, setup);
    }
    if (legal.length === 0) return;
    const action = legal[choice % legal.length];
    let t: { readonly state: unknown; readonly events: readonly unknown[] };
    try {
      t = (engine.reduce as NonNullable<Loose["reduce"]>)(s, action);
    } catch (error) {
      fail(
        `reduce threw ${describeError(error)} on ${preview(action, 300)} in a game from an accepted setup`,
        setup,
      );
    }
    if (t.events.some((e) => (e as { type?: unknown })?.type === "rejected"))
      fail(`a legal action ${preview(action, 300)} was rejected in a game from an accepted setup`, setup);
    s = t.state;
  }
}

/**
 * Checks one setup: accepted with a JSON state (the same twice, playable for `choices`), or
 * refused with a located SetupError.
 */
function checkOne(engine: Loose, setup: unknown, choices: readonly number[]): void {
  deepFreeze(setup);
  let state: unknown;
  try {
    state = engine.init(setup);
  } catch (error) {
    if (!isSetupError(error)) fail(`init threw ${describeError(error)} instead of a SetupError`, setup);
    if (!POINTER.test(error.pointer))
      fail(`SetupError pointer "${error.pointer}" is not a JSON pointer`, setup);
    if (!parentResolves(setup, error.pointer))
      fail(`SetupError pointer "${error.pointer}" points outside the setup (${error.message})`, setup);
    if (error.reason !== undefined && !REASON.test(error.reason))
      fail(`SetupError reason ${JSON.stringify(error.reason)} is not a lower-case code`, setup);
    return;
  }
  let copy: unknown;
  try {
    copy = jsonClone(state);
  } catch (error) {
    fail(`init accepted a setup but its state is not JSON: ${String(error)}`, setup);
  }
  if (!jsonEqual(copy, state))
    fail("init accepted a setup but its state does not survive a JSON round-trip", setup);
  if (!jsonEqual(engine.init(setup), state)) fail("init gave two different states for one setup", setup);
  play(engine, state, choices, setup);
}

/**
 * Checks that `engine.init` never crashes: on every generated setup (see
 * {@link adversarialSetups}: mutations of `validSetups`, hostile JSON, `options.extra`) it either
 * returns a state that survives a JSON round-trip (the same state twice) or throws a `SetupError`
 * whose `pointer` is a JSON pointer whose parent exists in the setup. Any other throw (a
 * TypeError from a prototype key, a RangeError from a huge count…) fails with fast-check's seed,
 * path and the shrunk setup. Setups are deep-frozen, so an `init` that mutates its input fails
 * too. A hang or an out-of-memory shows as the test timing out or crashing: the setups include
 * counts such as 1e9 and 2^53 so that an `init` doing work proportional to a number it has not
 * bounded cannot pass. With `options.steps`, every accepted setup is also played for that many
 * random legal actions: `legalActions` and `reduce` must not throw and every legal action must be
 * accepted. Every valid setup must be accepted.
 */
export function checkSetups(
  engine: SetupCheckedEngine,
  validSetups: readonly unknown[],
  options: SetupCheckOptions = {},
): void {
  const e = engine as unknown as Loose;
  const steps = options.steps ?? 0;
  if (steps > 0 && (e.legalActions === undefined || e.reduce === undefined))
    throw new Error(`${engine.id}: options.steps needs legalActions and reduce`);
  validSetups.forEach((setup, i) => {
    try {
      e.init(jsonClone(setup));
    } catch (error) {
      throw new Error(`${engine.id}: valid setup ${i} is refused: ${String(error)}`);
    }
  });
  const params: fc.Parameters<[unknown, number[]]> = {
    numRuns: options.numRuns ?? 300,
    includeErrorInReport: true,
  };
  if (options.seed !== undefined) params.seed = options.seed;
  if (options.path !== undefined) params.path = options.path;
  const choices = fc.array(fc.nat(), { minLength: steps, maxLength: steps });
  fc.assert(
    fc.property(adversarialSetups(validSetups, options.extra), choices, (setup, c) => checkOne(e, setup, c)),
    params,
  );
}
