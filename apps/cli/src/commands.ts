import type { Command } from "./command.js";
import { createConformanceCommand } from "./conformance.js";
import { command as chessistics } from "./games/chessistics.js";
import { command as diplomaxy } from "./games/diplomaxy.js";
import { join } from "./games/join.js";
import { bot, serve } from "./games/online.js";
import { command as pigment } from "./games/pigment.js";
import { command as shingShang } from "./games/shing-shang.js";
import { command as tcg } from "./games/tcg.js";
import { ENGINES } from "./registry.js";

/** Every top-level command of `games`, in help order. */
export const COMMANDS: readonly Command[] = [
  pigment,
  chessistics,
  shingShang,
  diplomaxy,
  tcg,
  serve,
  join,
  bot,
  createConformanceCommand(ENGINES),
];
