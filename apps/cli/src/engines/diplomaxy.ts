// Diplomaxy in the terminal (found by its id: see ../terminal.ts).
import type { TerminalEngine } from "../terminal.js";

export const terminal: TerminalEngine = {
  summary: "Diplomaxy: adjudicate planetary combat from a game file, or play hot-seat",
  command: () => import("../games/diplomaxy.js").then((m) => m.command),
  // A seat's orders want the map: `games join` sends Diplomaxy players to the browser.
  seat: null,
};
