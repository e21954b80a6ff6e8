import { useEffect } from "preact/hooks";
import { markInteractive } from "../router.js";

/** Placeholder until the engine package lands. */
export function ShingShangPage() {
  useEffect(() => markInteractive("shing-shang"), []);
  return <div class="notice">This game's engine is not available yet.</div>;
}
