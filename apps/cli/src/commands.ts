import type { Command } from "./command.js";

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

/** Every top-level command of `games`, in help order. */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: "pigment",
    summary: "Pigment: roll a die to paint a 5×5 board (play, or --solve)",
    load: () => import("./games/pigment.js").then((m) => m.command),
  },
  {
    name: "chessistics",
    summary: "Chessistics: build a network piece by piece, or run a placements file, and see the metrics",
    load: () => import("./games/chessistics.js").then((m) => m.command),
  },
  {
    name: "shing-shang",
    summary: "play Shing Shang (84-cell board, jump chains, portals) against people or bots",
    load: () => import("./games/shing-shang.js").then((m) => m.command),
  },
  {
    name: "diplomaxy",
    summary: "Diplomaxy: adjudicate planetary combat from a game file, or play hot-seat",
    load: () => import("./games/diplomaxy.js").then((m) => m.command),
  },
  {
    name: "tcg",
    summary: "LGC TCG: duel a bot, print a replay, lint card data, balance reports",
    load: () => import("./games/tcg.js").then((m) => m.command),
  },
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
