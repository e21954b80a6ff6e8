import { type Io, println } from "./command.js";
import { COMMANDS } from "./commands.js";

/** The top-level help text. */
export function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    "usage: games <command> [args…]",
    "",
    "Deterministic game-rules engines in the terminal.",
    "",
    "commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Run 'games <command> --help' for a command's usage.",
  ].join("\n");
}

/** Runs `games …args` and returns the exit code. Unknown commands exit 2. */
export async function runCli(args: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    println(io.stdout, helpText());
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    println(io.stderr, `games: unknown command "${name}"\n\n${helpText()}`);
    return 2;
  }
  if (rest[0] === "--help" || rest[0] === "-h") {
    println(io.stdout, command.usage);
    return 0;
  }
  return command.run(rest, io);
}
