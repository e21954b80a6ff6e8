#!/usr/bin/env node
import { runCli } from "./cli.js";

// Through the repository's root script (`pnpm games …`), pnpm runs us from the root: paths are
// relative to where the user typed the command, INIT_CWD. Anywhere else, the working directory.
const cwd =
  process.env.npm_lifecycle_event === "games" ? (process.env.INIT_CWD ?? process.cwd()) : process.cwd();
runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `games: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 2;
  },
);
