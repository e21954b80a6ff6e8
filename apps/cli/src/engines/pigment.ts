// Pigment in the terminal (found by its id: see ../terminal.ts).
import type { TerminalEngine } from "../terminal.js";

export const terminal: TerminalEngine = {
  summary: "Pigment: roll a die to paint a 5×5 board (play, or --solve)",
  command: () => import("../games/pigment.js").then((m) => m.command),
};
