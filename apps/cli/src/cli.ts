import { type Command, type Io, println } from "./command.js";
import { commands } from "./commands.js";
import { VERSION } from "./version.js";

/** The top-level help text. */
export async function helpText(): Promise<string> {
  const all = await commands();
  const width = Math.max(...all.map((c) => c.name.length));
  return [
    "usage: games <command> [args…]",
    "",
    "Deterministic game-rules engines in the terminal.",
    "",
    "commands:",
    ...all.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Run 'games <command> --help' for a command's usage; 'games --version' for the version.",
  ].join("\n");
}

const HELP = new Set(["--help", "-h"]);
const VERSION_FLAGS = new Set(["--version", "-v"]);

async function usageOf(command: Command): Promise<string> {
  return typeof command.usage === "string" ? command.usage : command.usage();
}

/**
 * Runs `games …args` and returns the exit code. Unknown commands exit 2. `--help` (or `-h`) and
 * `--version` (or `-v`) work everywhere: alone, or anywhere after a command's name.
 */
export async function runCli(args: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || HELP.has(name) || name === "help") {
    println(io.stdout, await helpText());
    return 0;
  }
  if (VERSION_FLAGS.has(name) || name === "version") {
    println(io.stdout, VERSION);
    return 0;
  }
  const entry = (await commands()).find((c) => c.name === name);
  if (entry === undefined) {
    println(io.stderr, `games: unknown command "${name}"\n\n${await helpText()}`);
    return 2;
  }
  if (rest.some((a) => VERSION_FLAGS.has(a))) {
    println(io.stdout, VERSION);
    return 0;
  }
  const command = await entry.load();
  if (rest.some((a) => HELP.has(a))) {
    println(io.stdout, await usageOf(command));
    return 0;
  }
  return command.run(rest, io);
}
