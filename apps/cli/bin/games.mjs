#!/usr/bin/env node
// Runs the TypeScript sources through tsx, resolving workspace packages to their sources.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const main = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "main.ts");
const result = spawnSync(
  process.execPath,
  ["--conditions=@games/source", "--import", "tsx", main, ...process.argv.slice(2)],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
