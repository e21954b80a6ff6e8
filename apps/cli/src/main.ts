import { runCli } from "./cli.js";

// INIT_CWD is where the user typed `pnpm games …` (pnpm runs scripts from the package folder).
const cwd = process.env.INIT_CWD ?? process.cwd();
const code = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd,
});
process.exitCode = code;
