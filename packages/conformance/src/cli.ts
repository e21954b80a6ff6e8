/**
 * `@core/conformance/cli`: the `conformance` command (Node only), without any engine of its own:
 * the program that ships it supplies the bundled engines and kits (`@games/conformance` does).
 * @packageDocumentation
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { AnyEngine } from "@core/engine";
import { AdapterError, type ExecAdapter, startAdapter } from "./exec.js";
import { type Kit, KitError, type Scenario } from "./kit.js";
import { type KitFile, loadKits } from "./node.js";
import { type AsyncImplementation, engineImplementation } from "./protocol.js";
import {
  type BrokenAdapter,
  formatHuman,
  formatJson,
  formatJunit,
  humanBroken,
  humanKit,
  humanTotals,
  type KitReport,
  kitReport,
  type RunReport,
  runReport,
} from "./report.js";
import { kitResult, runScenarioAsync, type ScenarioResult } from "./runner.js";

/** Where the command writes and where relative paths start. */
export interface ConformanceIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly cwd: string;
}

/** What the program shipping the command provides. */
export interface ConformanceProgram {
  /** How the command is invoked, for usage text: `conformance`, `games conformance`. */
  readonly name: string;
  readonly version: string;
  /** The engines used without `--engine` or `--exec`, by id (loaded on demand). */
  readonly engines: () => Promise<ReadonlyMap<string, AnyEngine>>;
  /** Ids of those engines, for the usage text (without loading them). */
  readonly engineIds: readonly string[];
  /**
   * The kits run when no path is given: a directory, how the usage names them, and the prefix
   * shown for its files in reports (e.g. `conformance/`, wherever the directory is installed).
   */
  readonly defaultKits?: { readonly dir: string; readonly label: string; readonly prefix: string };
}

const REPORTERS = ["human", "json", "junit"] as const;
type Reporter = (typeof REPORTERS)[number];

/** The usage text. */
export function conformanceUsage(program: ConformanceProgram): string {
  const defaults =
    program.defaultKits === undefined
      ? "Give at least one kit file or directory."
      : `Without paths: ${program.defaultKits.label} (with --engine or --exec, those for its engine).`;
  return [
    `usage: ${program.name} [kits or directories…] [--engine <module> | --exec "<command>"] [options]`,
    "",
    "Runs conformance kits (*.kit.json) against an implementation and reports every scenario.",
    "",
    `  (neither)             the bundled engines: ${program.engineIds.join(", ")}`,
    "  --engine <module>     a JavaScript module or package exporting `engine` (resolved from here)",
    '  --exec "<command>"    a program in any language speaking the adapter protocol (JSON Lines',
    "                        on stdin/stdout; see the README of @core/conformance)",
    "  --filter <glob>       only scenarios whose id matches (* and ?; repeat for several)",
    "  --reporter <name>     human (default), json or junit (JUnit XML for CI systems)",
    "  --output <file>       write the report to this file instead of stdout",
    "  --timeout <ms>        time allowed for each adapter response (default 10000)",
    "  -h, --help            this help;  -v, --version  the version",
    "",
    defaults,
    "Exit codes: 0 every scenario passed (or is unsupported: it needs an operation the",
    "implementation lacks), 1 a scenario failed, 2 an invalid kit, an unknown engine, a broken",
    "adapter (crashed, silent or out of protocol) or a bad command line.",
  ].join("\n");
}

interface Options {
  readonly paths: readonly string[];
  readonly engine?: string;
  readonly exec?: string;
  readonly filters: readonly RegExp[];
  readonly reporter: Reporter;
  readonly output?: string;
  readonly timeoutMs: number;
  readonly help: boolean;
  readonly version: boolean;
}

/** A usage problem: exit 2 with a message. */
class UsageError extends Error {}

/** `*` any run of characters, `?` one character; everything else literal; the whole id. */
export function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${body}$`);
}

function parse(args: readonly string[]): Options {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        engine: { type: "string" },
        exec: { type: "string" },
        filter: { type: "string", multiple: true },
        reporter: { type: "string" },
        output: { type: "string" },
        timeout: { type: "string" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const v = parsed.values as Record<string, string | string[] | boolean | undefined>;
  if (v.engine !== undefined && v.exec !== undefined)
    throw new UsageError("give --engine or --exec, not both");
  const reporter = (v.reporter ?? "human") as string;
  if (!(REPORTERS as readonly string[]).includes(reporter))
    throw new UsageError(`--reporter must be one of ${REPORTERS.join(", ")}, not "${reporter}"`);
  const timeoutMs = v.timeout === undefined ? 10_000 : Number(v.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    throw new UsageError(`--timeout must be a positive number of milliseconds, not "${String(v.timeout)}"`);
  for (const key of ["engine", "exec", "output"] as const) {
    if (v[key] === "") throw new UsageError(`--${key} needs a value`);
  }
  return {
    paths: parsed.positionals,
    engine: v.engine as string | undefined,
    exec: v.exec as string | undefined,
    filters: ((v.filter as string[] | undefined) ?? []).map(globToRegExp),
    reporter: reporter as Reporter,
    output: v.output as string | undefined,
    timeoutMs,
    help: v.help === true,
    version: v.version === true,
  };
}

/**
 * The file a bare package specifier names, resolved from `cwd` like an `import` would: through
 * its `exports` ("import", then "default" conditions), else `module` or `main`.
 */
function resolvePackage(specifier: string, cwd: string): string {
  const require = createRequire(join(cwd, "noop.js"));
  try {
    return require.resolve(specifier);
  } catch {
    // An ESM-only package has no "require" condition: read its exports ourselves.
  }
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  const subpath = `.${specifier.slice(name.length)}`;
  for (let dir = cwd; ; dir = dirname(dir)) {
    const root = join(dir, "node_modules", name);
    if (existsSync(join(root, "package.json"))) {
      const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, unknown>;
      const pick = (target: unknown): string | undefined => {
        if (typeof target === "string") return target;
        if (target !== null && typeof target === "object") {
          const t = target as Record<string, unknown>;
          for (const condition of ["import", "node", "default"]) {
            const found = pick(t[condition]);
            if (found !== undefined) return found;
          }
        }
        return undefined;
      };
      const exports = pkg.exports as Record<string, unknown> | string | undefined;
      const entry =
        exports === undefined
          ? subpath === "."
            ? ((pkg.module ?? pkg.main ?? "index.js") as string)
            : subpath
          : pick(
              typeof exports === "string" || !Object.keys(exports).some((k) => k.startsWith("."))
                ? exports
                : exports[subpath],
            );
      if (entry === undefined) throw new UsageError(`package ${name} exports nothing at "${subpath}"`);
      return join(root, entry);
    }
    if (dirname(dir) === dir)
      throw new UsageError(`cannot find module or package "${specifier}" from ${cwd}`);
  }
}

function isEngine(value: unknown): value is AnyEngine {
  const e = value as Partial<AnyEngine> | null;
  return (
    typeof e === "object" &&
    e !== null &&
    typeof e.id === "string" &&
    typeof e.init === "function" &&
    typeof e.reduce === "function"
  );
}

/** Imports `--engine`: a path (relative to `cwd`) or a package; its `engine` (or default) export. */
async function importEngine(specifier: string, cwd: string): Promise<AnyEngine> {
  const isPath = specifier.startsWith(".") || specifier.startsWith("/") || /^[A-Za-z]:[\\/]/.test(specifier);
  const file = isPath ? resolve(cwd, specifier) : resolvePackage(specifier, cwd);
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(`cannot import ${specifier} (${file}): ${(error as Error).message}`);
  }
  const engine = [
    module.engine,
    module.default,
    (module.default as Record<string, unknown> | undefined)?.engine,
  ].find(isEngine);
  if (engine === undefined)
    throw new UsageError(`${specifier} exports no engine (an \`engine\` export with id, init and reduce)`);
  return engine;
}

/** The kits to run: those found, each reduced to the scenarios the filters keep. */
function selectKits(kits: readonly KitFile[], filters: readonly RegExp[]): KitFile[] {
  if (filters.length === 0) return [...kits];
  const out: KitFile[] = [];
  for (const { file, kit } of kits) {
    const scenarios = kit.scenarios.filter((s) => filters.some((f) => f.test(s.id)));
    if (scenarios.length > 0) out.push({ file, kit: { ...kit, scenarios } });
  }
  return out;
}

function write(stream: NodeJS.WritableStream, text: string): void {
  stream.write(text.endsWith("\n") ? text : `${text}\n`);
}

/** The result of running kits against an asynchronous implementation, cut short if it breaks. */
async function runAll(
  implementation: AsyncImplementation & { takeStderr?: () => string },
  kits: readonly KitFile[],
  name: (file: string) => string,
  onKit: (k: KitReport) => void,
): Promise<{ reports: KitReport[]; broken: BrokenAdapter | null }> {
  const reports: KitReport[] = [];
  let broken: BrokenAdapter | null = null;
  for (const { file, kit } of kits) {
    const results: ScenarioResult[] = [];
    const stderr = new Map<string, string>();
    const notRun: string[] = [];
    for (const scenario of kit.scenarios) {
      if (broken !== null) {
        notRun.push(scenario.id);
        continue;
      }
      implementation.takeStderr?.();
      try {
        const r = await runScenarioAsync(implementation, scenario);
        results.push(r);
        if (r.status === "failed" && implementation.takeStderr !== undefined) {
          // stderr travels on another pipe: let what was written before the answer arrive.
          await new Promise((done) => setTimeout(done, 20));
          stderr.set(r.id, implementation.takeStderr());
        }
      } catch (error) {
        if (!(error instanceof AdapterError)) throw error;
        broken = { ...brokenOf(error), file: name(file), scenario: scenario.id };
        notRun.push(scenario.id);
      }
    }
    const report = kitReport(name(file), kit, kitResult(kit, results), stderr, notRun);
    reports.push(report);
    onKit(report);
  }
  return { reports, broken };
}

function brokenOf(error: AdapterError): BrokenAdapter {
  return { problem: error.problem, message: error.message, request: error.request, stderr: error.stderr };
}

/** Every scenario of these kits as not run (the adapter broke before any). */
function notRunReports(kits: readonly KitFile[], name: (file: string) => string): KitReport[] {
  return kits.map(({ file, kit }) =>
    kitReport(
      name(file),
      kit,
      kitResult(kit, []),
      new Map(),
      kit.scenarios.map((s: Scenario) => s.id),
    ),
  );
}

/**
 * Runs `conformance …args` and returns the exit code: 0 all passed (unsupported allowed), 1 a
 * scenario failed, 2 an invalid kit, an unknown engine, a broken adapter or bad usage.
 */
export async function runConformance(
  args: readonly string[],
  io: ConformanceIo,
  program: ConformanceProgram,
): Promise<number> {
  let options: Options;
  try {
    options = parse(args);
  } catch (error) {
    write(io.stderr, `${program.name}: ${(error as Error).message}\n\n${conformanceUsage(program)}`);
    return 2;
  }
  if (options.help) {
    write(io.stdout, conformanceUsage(program));
    return 0;
  }
  if (options.version) {
    write(io.stdout, program.version);
    return 0;
  }
  const fail = (message: string): number => {
    write(io.stderr, `${program.name}: ${message}`);
    return 2;
  };

  // Kits: the paths given, else the program's default kits.
  const explicit = options.paths.length > 0;
  if (!explicit && program.defaultKits === undefined) return fail("give at least one kit file or directory");
  const paths = explicit ? options.paths.map((p) => resolve(io.cwd, p)) : [program.defaultKits!.dir];
  let kits: KitFile[];
  try {
    kits = loadKits(paths);
  } catch (error) {
    if (error instanceof KitError) return fail(`invalid kit: ${error.message}`);
    throw error;
  }
  if (kits.length === 0) return fail(`no *.kit.json found under ${paths.join(", ")}`);
  kits = selectKits(kits, options.filters);
  if (kits.length === 0) return fail("no scenario id matches --filter");
  // Report names: default kits under their prefix, others relative to here when inside it.
  const name = (file: string): string => {
    if (program.defaultKits !== undefined) {
      const inDefault = relative(program.defaultKits.dir, file);
      if (!inDefault.startsWith("..") && !isAbsolute(inDefault))
        return `${program.defaultKits.prefix}${inDefault}`;
    }
    const r = relative(io.cwd, file);
    return r.startsWith("..") || isAbsolute(r) ? file : r;
  };

  // The implementation, and which kits it can be judged by.
  const onlyFor = (engineId: string, label: string): number | null => {
    const others = kits.filter((k) => k.kit.engine !== engineId);
    if (others.length === 0) return null;
    if (!explicit) {
      kits = kits.filter((k) => k.kit.engine === engineId);
      return kits.length > 0 ? null : fail(`no bundled kit is for engine "${engineId}" (${label})`);
    }
    for (const k of others)
      write(
        io.stderr,
        `${name(k.file)}: /engine: kit is for engine "${k.kit.engine}", not "${engineId}" (${label})`,
      );
    return 2;
  };

  const reporter = { human: formatHuman, json: formatJson, junit: formatJunit }[options.reporter];
  const streaming = options.reporter === "human" && options.output === undefined;
  const onKit = (k: KitReport): void => {
    if (streaming) write(io.stdout, humanKit(k));
  };
  const finish = (report: RunReport): number => {
    if (streaming) {
      if (report.broken !== null) write(io.stdout, humanBroken(report.broken));
      write(io.stdout, humanTotals(report));
    } else if (options.output !== undefined) {
      writeFileSync(resolve(io.cwd, options.output), reporter(report));
      write(io.stderr, humanTotals(report));
    } else {
      io.stdout.write(reporter(report));
    }
    if (report.broken !== null) {
      if (!streaming) write(io.stderr, humanBroken(report.broken));
      return 2;
    }
    return report.failed > 0 ? 1 : 0;
  };

  if (options.exec !== undefined) {
    const label = `--exec ${JSON.stringify(options.exec)}`;
    let adapter: ExecAdapter;
    try {
      adapter = await startAdapter(options.exec, { cwd: io.cwd, timeoutMs: options.timeoutMs });
    } catch (error) {
      if (!(error instanceof AdapterError)) throw error;
      return finish(runReport(label, notRunReports(kits, name), brokenOf(error)));
    }
    try {
      const refused = onlyFor(adapter.engine, label);
      if (refused !== null) return refused;
      const { reports, broken } = await runAll(adapter, kits, name, onKit);
      return finish(runReport(label, reports, broken));
    } finally {
      await adapter.close();
    }
  }

  let engines: ReadonlyMap<string, AnyEngine>;
  let label: string;
  if (options.engine !== undefined) {
    label = `--engine ${options.engine}`;
    try {
      const engine = await importEngine(options.engine, io.cwd);
      engines = new Map([[engine.id, engine]]);
      const refused = onlyFor(engine.id, label);
      if (refused !== null) return refused;
    } catch (error) {
      if (error instanceof UsageError) return fail(error.message);
      throw error;
    }
  } else {
    label = "bundled engines";
    engines = await program.engines();
    const unknown = kits.filter((k) => !engines.has(k.kit.engine));
    for (const k of unknown) {
      write(
        io.stderr,
        `${name(k.file)}: /engine: unknown engine id "${k.kit.engine}" (known: ${[...engines.keys()].join(", ")})`,
      );
    }
    if (unknown.length > 0) return 2;
  }
  const byEngine = new Map([...engines].map(([id, e]) => [id, engineImplementation(e)]));
  const reports: KitReport[] = [];
  for (const { file, kit } of kits) {
    const local = byEngine.get(kit.engine)!;
    const remote: AsyncImplementation = { ops: local.ops, answer: async (r) => local.answer(r) };
    const { reports: one } = await runAll(remote, [{ file, kit: kit as Kit }], name, onKit);
    reports.push(...one);
  }
  return finish(runReport(label, reports));
}
