#!/usr/bin/env node
import { conformance } from "./index.js";

// Through the repository's root script (`pnpm conformance …`), paths are relative to where the
// user typed the command (INIT_CWD), not the root pnpm runs scripts from.
const cwd =
  process.env.npm_lifecycle_event === "conformance" ? (process.env.INIT_CWD ?? process.cwd()) : process.cwd();
conformance(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, cwd }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `conformance: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 2;
  },
);
