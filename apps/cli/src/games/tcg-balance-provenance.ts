/**
 * What a balance report says of how it was made (issue 32): the engine and data packages and a
 * digest of the corpus the games used, with the run's machine figures. Outside the deterministic
 * report (`balanceReport`), which two runs of the same options share byte for byte.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import type { BalanceProvenance, Corpus, PackageVersion } from "@engines/lgc-tcg";

const require = createRequire(import.meta.url);

function packageOf(name: string): PackageVersion {
  const pkg = require(`${name}/package.json`) as { name: string; version: string };
  return { name: pkg.name, version: pkg.version };
}

/**
 * SHA-256 of the corpus as the engine holds it (cards, tokens, heroes, powers, rules, sets…): two
 * reports with the same digest were played on the same data, whatever the package version says.
 */
export function corpusDigest(corpus: Corpus): string {
  return `sha256:${createHash("sha256").update(JSON.stringify(corpus)).digest("hex")}`;
}

/** The engine and data the games were played with. */
export function dataProvenance(corpus: Corpus): Pick<BalanceProvenance, "engine" | "data"> {
  return {
    engine: packageOf("@engines/lgc-tcg"),
    data: {
      ...packageOf("@data/lgc-tcg"),
      sets: corpus.sets.sets.map((s) => s.code),
      digest: corpusDigest(corpus),
    },
  };
}

/** How the report was made: the one part of the file that differs between identical runs. */
export function provenance(
  corpus: Corpus,
  args: readonly string[],
  figures: { readonly workers: number; readonly wallSeconds: number; readonly cpuSeconds: number },
  study?: BalanceProvenance["study"],
): BalanceProvenance {
  const two = (x: number): number => Math.round(x * 100) / 100;
  return {
    date: new Date().toISOString(),
    command: ["games", "tcg", "balance", ...args].join(" ").slice(0, 500),
    workers: figures.workers,
    wallSeconds: Math.round(figures.wallSeconds),
    cpuSeconds: Math.round(figures.cpuSeconds),
    loadAverage: loadavg().map(two),
    node: process.version,
    ...dataProvenance(corpus),
    ...(study === undefined ? {} : { study }),
  };
}
