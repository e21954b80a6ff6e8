// Shing Shang in the terminal (found by its id: see ../terminal.ts).
import type { TerminalEngine } from "../terminal.js";

export const terminal: TerminalEngine = {
  summary: "play Shing Shang (84-cell board, jump chains, portals) against people or bots",
  command: () => import("../games/shing-shang.js").then((m) => m.command),
  seat: (colour) => import("../games/shing-shang/seat.js").then((m) => m.shingShangSeat(colour)),
};
