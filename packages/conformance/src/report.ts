/**
 * `@core/conformance/report`: what a conformance run found, and its three renderings — human
 * text, JSON, and JUnit XML for CI systems.
 * @packageDocumentation
 */
import type { Kit } from "./kit.js";
import {
  formatFailure,
  formatUnsupported,
  type KitResult,
  type ScenarioFailure,
  type ScenarioResult,
} from "./runner.js";

/** A scenario's outcome in a report: failures may carry what the adapter wrote on stderr meanwhile. */
export type ReportedScenario = ScenarioResult & { readonly stderr?: string };

/** One kit file's outcome. `notRun` lists scenarios left when the adapter broke. */
export interface KitReport {
  readonly file: string;
  readonly engine: string;
  readonly title: string;
  readonly results: readonly ReportedScenario[];
  readonly notRun: readonly string[];
}

/** The adapter stopped answering properly: the run was cut short. */
export interface BrokenAdapter {
  /** "crashed", "timeout" or "protocol". */
  readonly problem: string;
  readonly message: string;
  /** The request it was answering, or the last one it was sent. */
  readonly request: unknown;
  readonly stderr: string;
  /** Where the run was: the kit file and scenario id (absent when `hello` failed). */
  readonly file?: string;
  readonly scenario?: string;
}

/** A whole run. */
export interface RunReport {
  /** What was tested, e.g. `bundled engines`, `--engine ./engine.js`, `--exec "python3 main.py"`. */
  readonly implementation: string;
  readonly kits: readonly KitReport[];
  readonly passed: number;
  readonly failed: number;
  readonly unsupported: number;
  readonly notRun: number;
  readonly broken: BrokenAdapter | null;
}

/** A kit's result as a report entry. */
export function kitReport(
  file: string,
  kit: Kit,
  result: KitResult,
  stderr: ReadonlyMap<string, string> = new Map(),
  notRun: readonly string[] = [],
): KitReport {
  const results = result.results.map((r) => {
    const text = stderr.get(r.id);
    return text === undefined || text === "" ? r : { ...r, stderr: text };
  });
  return { file, engine: kit.engine, title: kit.title, results, notRun };
}

/** Adds up kit reports. */
export function runReport(
  implementation: string,
  kits: readonly KitReport[],
  broken: BrokenAdapter | null = null,
): RunReport {
  let passed = 0;
  let failed = 0;
  let unsupported = 0;
  let notRun = 0;
  for (const k of kits) {
    for (const r of k.results) {
      if (r.status === "passed") passed++;
      else if (r.status === "failed") failed++;
      else unsupported++;
    }
    notRun += k.notRun.length;
  }
  return { implementation, kits, passed, failed, unsupported, notRun, broken };
}

function indent(text: string, by = "  "): string {
  return text.replace(/^/gm, by);
}

/** The human lines of one kit: a header with its count, then each failure and unsupported scenario. */
export function humanKit(k: KitReport): string {
  const passed = k.results.filter((r) => r.status === "passed").length;
  const failed = k.results.some((r) => r.status === "failed") || k.notRun.length > 0;
  const total = k.results.length + k.notRun.length;
  const lines = [`${failed ? "✗" : "✓"} ${k.file} — ${k.title}: ${passed}/${total}`];
  for (const r of k.results) {
    if (r.status === "failed") {
      lines.push(indent(formatFailure(r)));
      if (r.stderr !== undefined)
        lines.push(indent(`adapter stderr:\n${indent(r.stderr.trimEnd())}`, "    "));
    } else if (r.status === "unsupported") {
      lines.push(indent(formatUnsupported(r)));
    }
  }
  if (k.notRun.length > 0) lines.push(`  ${k.notRun.length} not run (the adapter broke)`);
  return lines.join("\n");
}

/** What went wrong with a broken adapter, for people. */
export function humanBroken(b: BrokenAdapter): string {
  const where = b.file === undefined ? "" : ` (kit ${b.file}, scenario ${b.scenario})`;
  const request = JSON.stringify(b.request);
  return [
    `adapter ${b.problem === "timeout" ? "timed out" : b.problem === "crashed" ? "crashed" : "broke the protocol"}${where}: it ${b.message}`,
    `  request: ${request === undefined ? "(none)" : request.length > 600 ? `${request.slice(0, 600)}…` : request}`,
    b.stderr.trim() === "" ? "  stderr: (empty)" : `  stderr:\n${indent(b.stderr.trimEnd(), "    ")}`,
  ].join("\n");
}

/** The closing line: `N passed, N failed` (then unsupported and not-run counts when any). */
export function humanTotals(r: RunReport): string {
  let line = `${r.passed} passed, ${r.failed} failed`;
  if (r.unsupported > 0) line += `, ${r.unsupported} unsupported`;
  if (r.notRun > 0) line += `, ${r.notRun} not run`;
  return line;
}

/** The whole run as text. */
export function formatHuman(r: RunReport): string {
  const parts = r.kits.map(humanKit);
  if (r.broken !== null) parts.push(humanBroken(r.broken));
  parts.push(humanTotals(r));
  return `${parts.join("\n")}\n`;
}

/** The whole run as JSON (the {@link RunReport} itself). */
export function formatJson(r: RunReport): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}

/** Escapes text for XML 1.0: markup characters, and characters XML cannot hold at all. */
function xml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these; they are dropped.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

function failureMessage(f: ScenarioFailure): string {
  return `${f.check}${f.path === "" ? "" : ` at ${f.path}`}: ${f.message}`;
}

/** A kit file name without directories and `.kit.json`: `conformance/<engine>/mix.kit.json` → `mix`. */
function stem(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file).replace(/\.kit\.json$/, "");
}

function testcase(k: KitReport, r: ReportedScenario): string {
  const head = `    <testcase classname="${xml(`${k.engine}.${stem(k.file)}`)}" name="${xml(r.id)}"`;
  if (r.status === "passed") return `${head}/>`;
  if (r.status === "unsupported") {
    return `${head}>\n      <skipped message="${xml(`unsupported: needs ${r.missing.join(", ")}`)}"/>\n    </testcase>`;
  }
  const err = r.stderr === undefined ? "" : `\n      <system-err>${xml(r.stderr)}</system-err>`;
  return `${head}>\n      <failure message="${xml(failureMessage(r))}" type="${xml(r.check)}">${xml(formatFailure(r))}</failure>${err}\n    </testcase>`;
}

/**
 * The run as JUnit XML: one `<testsuite>` per kit file, one `<testcase>` per scenario; a failed
 * scenario has a `<failure>`, an unsupported one `<skipped>`, one not run because the adapter
 * broke an `<error>` (and the adapter's stderr in `<system-err>`).
 */
export function formatJunit(r: RunReport): string {
  const suites = r.kits.map((k) => {
    const failures = k.results.filter((x) => x.status === "failed").length;
    const skipped = k.results.filter((x) => x.status === "unsupported").length;
    const tests = k.results.length + k.notRun.length;
    const cases = k.results.map((x) => testcase(k, x));
    for (const id of k.notRun) {
      const message = r.broken === null ? "not run" : `not run: the adapter ${r.broken.message}`;
      cases.push(
        `    <testcase classname="${xml(`${k.engine}.${stem(k.file)}`)}" name="${xml(id)}">\n      <error message="${xml(message)}" type="adapter"/>\n    </testcase>`,
      );
    }
    const attrs = `name="${xml(k.file)}" tests="${tests}" failures="${failures}" errors="${k.notRun.length}" skipped="${skipped}"`;
    const props = `    <properties>\n      <property name="engine" value="${xml(k.engine)}"/>\n      <property name="title" value="${xml(k.title)}"/>\n    </properties>`;
    const err =
      r.broken !== null && k.notRun.length > 0
        ? `\n    <system-err>${xml(humanBroken(r.broken))}</system-err>`
        : "";
    return `  <testsuite ${attrs}>\n${props}\n${cases.join("\n")}${err}\n  </testsuite>`;
  });
  const tests = r.passed + r.failed + r.unsupported + r.notRun;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${xml(`conformance: ${r.implementation}`)}" tests="${tests}" failures="${r.failed}" errors="${r.notRun}" skipped="${r.unsupported}">`,
    ...suites,
    `</testsuites>`,
    "",
  ].join("\n");
}
