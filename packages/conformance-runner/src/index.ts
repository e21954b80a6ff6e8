/**
 * @games/conformance: the `conformance` command with the bundled engines and the repository's
 * kits. The command itself (options, adapter protocol, reports) is `@core/conformance/cli`.
 * @packageDocumentation
 */
import { type ConformanceIo, type ConformanceProgram, runConformance } from "@core/conformance/cli";
import pkg from "../package.json";
import { ENGINE_IDS, loadEngines } from "./engines.js";
import { KITS_DIR } from "./kits.js";

export { ENGINE_IDS, KITS_DIR, loadEngines };

/** This package's version. */
export const VERSION: string = pkg.version;

/** The program description `runConformance` needs, named `name` in usage texts. */
export function program(name = "conformance"): ConformanceProgram {
  return {
    name,
    version: VERSION,
    engines: loadEngines,
    engineIds: ENGINE_IDS,
    defaultKits: {
      dir: KITS_DIR,
      label: "every kit of the repository (conformance/), bundled",
      prefix: "conformance/",
    },
  };
}

/**
 * Runs `conformance …args` with the bundled engines and kits; returns the exit code (0 passed,
 * 1 a scenario failed, 2 an invalid kit, an unknown engine, a broken adapter or bad usage).
 */
export function conformance(
  args: readonly string[],
  io: ConformanceIo = { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() },
  name = "conformance",
): Promise<number> {
  return runConformance(args, io, program(name));
}
