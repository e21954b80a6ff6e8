import { join, relative, resolve } from "node:path";
import { formatFailure, formatUnsupported, KitError, runKit } from "@core/conformance";
import { findKitFiles, loadKitFile } from "@core/conformance/node";
import type { AnyEngine } from "@core/engine";
import { type Command, type Io, println } from "./command.js";

/** Where the repository's kits live, relative to this file. */
const DEFAULT_KITS = join(import.meta.dirname, "..", "..", "..", "conformance");

/**
 * `games conformance [files or dirs…]`: runs kits against `engines` (by id).
 * Exit 0 when all pass, 1 on any failing scenario, 2 on an unreadable or invalid kit or an
 * unknown engine id (checked for every kit before anything runs).
 */
export function createConformanceCommand(
  engines: ReadonlyMap<string, AnyEngine>,
  defaultKits: string = DEFAULT_KITS,
): Command {
  return {
    name: "conformance",
    summary: "run conformance kits (default: every kit under conformance/)",
    usage: [
      "usage: games conformance [files or directories…]",
      "",
      "Runs every *.kit.json found (default: the repository's conformance/ folder) against the",
      "registered engines, prints each failure with its diff, and ends with 'N passed, N failed'.",
      "Exit codes: 0 all passed, 1 a scenario failed, 2 an unreadable or invalid kit or an unknown engine.",
      `Engines: ${[...engines.keys()].join(", ")}.`,
    ].join("\n"),
    async run(args: readonly string[], io: Io): Promise<number> {
      const paths = args.length > 0 ? args.map((a) => resolve(io.cwd, a)) : [defaultKits];
      let kits: ReturnType<typeof loadKitFile>[];
      try {
        kits = findKitFiles(paths).map(loadKitFile);
      } catch (error) {
        if (error instanceof KitError) {
          println(io.stderr, `invalid kit: ${error.message}`);
          return 2;
        }
        throw error;
      }
      if (kits.length === 0) {
        println(io.stderr, `no *.kit.json found under ${paths.join(", ")}`);
        return 2;
      }
      const unknown = kits.filter((k) => !engines.has(k.kit.engine));
      for (const k of unknown) {
        println(
          io.stderr,
          `${k.file}: /engine: unknown engine id "${k.kit.engine}" (known: ${[...engines.keys()].join(", ")})`,
        );
      }
      if (unknown.length > 0) return 2;
      let passed = 0;
      let failed = 0;
      for (const { file, kit } of kits) {
        const result = runKit(engines.get(kit.engine)!, kit);
        passed += result.passed;
        failed += result.failed;
        const mark = result.failed === 0 ? "✓" : "✗";
        println(
          io.stdout,
          `${mark} ${relative(io.cwd, file)} — ${kit.title}: ${result.passed}/${kit.scenarios.length}`,
        );
        for (const r of result.results) {
          if (r.status === "failed") println(io.stdout, formatFailure(r).replace(/^/gm, "  "));
          if (r.status === "unsupported") println(io.stdout, `  ${formatUnsupported(r)}`);
        }
      }
      println(io.stdout, `${passed} passed, ${failed} failed`);
      return failed === 0 ? 0 : 1;
    },
  };
}
