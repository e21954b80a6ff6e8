/**
 * `pnpm --filter @apps/web size` (and the first part of `bench`): builds the app for production and prints the gzipped JS each
 * route downloads beyond the shell every page shares, against its budget (bench/budgets.ts; the
 * same figures test/route-budgets.test.ts checks). Sizes do not depend on the machine's load.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { budgetOf, hasAjv, routeHasAjv, routeHasAjvOnOpen, TOOL_PAGES } from "./budgets.js";
import { buildWithManifest, type Chunk, kb, measureRoutes } from "./route-sizes.js";

const total = (chunks: readonly Chunk[]) => chunks.reduce((n, c) => n + c.gzip, 0);
const line = (c: Chunk) => `    ${c.file}  ${kb(c.gzip)}${hasAjv(c) ? "  (ajv)" : ""}`;

const outDir = mkdtempSync(join(tmpdir(), "web-sizes-"));
try {
  console.log("building apps/web for production…");
  buildWithManifest(outDir);
  const report = measureRoutes(outDir);
  console.log(`shell (every page): ${kb(report.shellGzip)} gz`);
  for (const c of report.shell) console.log(line(c));
  console.log("\nroute          on open (gz)  budget     ajv  on demand (gz)");
  for (const r of report.routes) {
    const budget = TOOL_PAGES.has(r.route) ? "-" : kb(budgetOf(r.route));
    const over = !TOOL_PAGES.has(r.route) && r.initialGzip > budgetOf(r.route) ? "  OVER" : "";
    console.log(
      `#/${r.route.padEnd(12)} ${kb(r.initialGzip).padStart(10)}  ${budget.padStart(8)}  ${(routeHasAjvOnOpen(r) ? "yes" : routeHasAjv(r) ? "lazy" : "no").padStart(4)}  ${kb(total(r.onDemand)).padStart(9)} in ${r.onDemand.length} chunk(s)${over}`,
    );
  }
  for (const r of report.routes) {
    console.log(`\n#/${r.route}: ${kb(r.initialGzip)} gz on open`);
    for (const c of r.initial) console.log(line(c));
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
