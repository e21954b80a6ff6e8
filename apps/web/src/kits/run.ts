import {
  type Kit,
  KitError,
  type KitResult,
  parseKitText,
  runKit,
  type ScenarioFailure,
  type ScenarioUnsupported,
} from "@core/conformance";
import type { AnyEngine } from "@core/engine";

/** One kit file's outcome: it ran, or it could not be read, or no engine has its id. */
export type KitFileResult =
  | { readonly file: string; readonly status: "ran"; readonly result: KitResult }
  | { readonly file: string; readonly status: "invalid"; readonly error: string }
  | { readonly file: string; readonly status: "no-engine"; readonly kit: Kit };

/**
 * Totals over every file: an unreadable kit or a missing engine counts as one failure; a scenario
 * needing an operation its engine lacks (legal actions, views, a seat's events) is `unsupported`,
 * not failed.
 */
export interface KitTotals {
  readonly passed: number;
  readonly failed: number;
  readonly unsupported: number;
  readonly kits: number;
}

/** The repository-relative name of a globbed kit path: "../../../../conformance/x/y.kit.json" → "conformance/x/y.kit.json". */
export function kitName(globPath: string): string {
  const at = globPath.indexOf("conformance/");
  return at < 0 ? globPath : globPath.slice(at);
}

/** A kit file's text parsed, or why it could not be. Never throws. */
export function parseKitFile(file: string, text: string): { kit: Kit } | KitFileResult {
  try {
    return { kit: parseKitText(text, file) };
  } catch (error) {
    const message = error instanceof KitError ? error.message : `${file}: ${String(error)}`;
    return { file, status: "invalid", error: message };
  }
}

/** Runs a parsed kit against its engine, or reports that no engine has its id. */
export function runParsedKit(file: string, kit: Kit, engine: AnyEngine | undefined): KitFileResult {
  if (engine === undefined) return { file, status: "no-engine", kit };
  return { file, status: "ran", result: runKit(engine, kit) };
}

/** Parses and runs one kit file's text against the engine its `engine` field names. Never throws. */
export function runKitFile(
  file: string,
  text: string,
  engines: ReadonlyMap<string, AnyEngine>,
): KitFileResult {
  const parsed = parseKitFile(file, text);
  return "kit" in parsed ? runParsedKit(file, parsed.kit, engines.get(parsed.kit.engine)) : parsed;
}

/** Adds up the results. */
export function totals(results: readonly KitFileResult[]): KitTotals {
  let passed = 0;
  let failed = 0;
  let unsupported = 0;
  for (const r of results) {
    if (r.status === "ran") {
      passed += r.result.passed;
      failed += r.result.failed;
      unsupported += r.result.unsupported;
    } else {
      failed += r.status === "no-engine" ? Math.max(1, r.kit.scenarios.length) : 1;
    }
  }
  return { passed, failed, unsupported, kits: results.length };
}

/** The failures of a kit result, for display. */
export function failuresOf(result: KitResult): ScenarioFailure[] {
  return result.results.filter((r): r is ScenarioFailure => r.status === "failed");
}

/** The scenarios of a kit result its engine cannot run, for display. */
export function unsupportedOf(result: KitResult): ScenarioUnsupported[] {
  return result.results.filter((r): r is ScenarioUnsupported => r.status === "unsupported");
}
