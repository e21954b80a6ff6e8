// LGC TCG in the terminal (found by its id: see ../terminal.ts), as `games tcg`.
import type { TerminalEngine } from "../terminal.js";

export const terminal: TerminalEngine = {
  name: "tcg",
  summary: "LGC TCG: duel a bot, print a replay, lint card data, balance reports",
  command: () => import("../games/tcg.js").then((m) => m.command),
  seat: () => import("../games/tcg-seat.js").then((m) => m.tcgSeat()),
};
