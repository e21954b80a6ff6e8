import { useEffect } from "preact/hooks";
import { markInteractive } from "../router.js";

/** Placeholder until the engine package lands. */
export function ChessisticsPage() {
  useEffect(() => markInteractive("chessistics"), []);
  return <div class="notice">This game's engine is not available yet.</div>;
}
