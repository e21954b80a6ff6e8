// Chessistics in the terminal (found by its id: see ../terminal.ts).
import type { TerminalEngine } from "../terminal.js";

export const terminal: TerminalEngine = {
  summary: "Chessistics: build a network piece by piece, or run a placements file, and see the metrics",
  command: () => import("../games/chessistics.js").then((m) => m.command),
};
