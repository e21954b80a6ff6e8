import type { Command } from "./command.js";
import { genericSummary, terminalOf } from "./terminal.js";

/**
 * A top-level command as `games --help` lists it. Its module (and the engine behind it) is
 * loaded only when the command runs, so `games --help` starts without loading any engine; the
 * bundler puts each command in its own chunk. `summary` must equal the loaded command's own
 * (a test checks it).
 */
export interface CommandEntry {
  readonly name: string;
  readonly summary: string;
  load(): Promise<Command>;
}

/** The commands that are no game's: online play and the conformance kits. */
const TOOLS: readonly CommandEntry[] = [
  {
    name: "serve",
    summary: "run the match server (online play)",
    load: () => import("./games/online.js").then((m) => m.serve),
  },
  {
    name: "db",
    summary: "back up or restore the match server's account base",
    load: () => import("./games/db.js").then((m) => m.command),
  },
  {
    name: "join",
    summary: "play a seat of an online match from its invite link",
    load: () => import("./games/join.js").then((m) => m.join),
  },
  {
    name: "bot",
    summary: "fill a seat of an online match with a bot",
    load: () => import("./games/online.js").then((m) => m.bot),
  },
  {
    name: "conformance",
    summary: "run conformance kits: bundled engines, a module (--engine) or any program (--exec)",
    load: () => import("./conformance.js").then((m) => m.command),
  },
];

/**
 * Every top-level command of `games`, in help order: one per engine of the catalogue (its own
 * terminal's, `engines/<id>.ts`, or the generic player's), then the tools.
 */
export async function commands(): Promise<readonly CommandEntry[]> {
  // Loaded here, not at start: `games --version` needs no catalogue.
  const { CATALOGUE } = await import("@games/catalogue");
  const games = await Promise.all(
    CATALOGUE.map(async (manifest): Promise<CommandEntry> => {
      const terminal = await terminalOf(manifest);
      return {
        name: terminal.name ?? manifest.id,
        summary: terminal.summary ?? genericSummary(manifest),
        load:
          terminal.command ?? (() => import("./games/generic.js").then((m) => m.genericCommand(manifest))),
      };
    }),
  );
  return [...games, ...TOOLS];
}
