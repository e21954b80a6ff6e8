import type { Command } from "./command.js";

/**
 * `games conformance`: the `conformance` command of `@games/conformance` (bundled engines and
 * kits, `--engine`, `--exec`, reporters), loaded only when used.
 */
export const command: Command = {
  name: "conformance",
  summary: "run conformance kits: bundled engines, a module (--engine) or any program (--exec)",
  usage: async () => {
    const { conformanceUsage } = await import("@core/conformance/cli");
    const { program } = await import("@games/conformance");
    return conformanceUsage(program("games conformance"));
  },
  async run(args, io) {
    const { conformance } = await import("@games/conformance");
    return conformance(args, io, "games conformance");
  },
};
