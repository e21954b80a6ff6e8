import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { type BoardProps, boardOf } from "./board.js";
import { onlineMessages } from "./messages.js";

/** The board of `engine`, loaded on first use. */
export function LazyBoard({ engine, ...props }: BoardProps & { engine: string }) {
  const m = useMessages(onlineMessages);
  const [Board, setBoard] = useState<{ c: ComponentType<BoardProps> } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    const load = boardOf(engine);
    if (load === undefined) {
      setBoard({ error: engine });
      return;
    }
    load().then(
      (c) => live && setBoard({ c }),
      (e: unknown) => live && setBoard({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [engine]);
  if (Board === null) return <p class="muted">{m.loading}</p>;
  if ("error" in Board) return <p class="notice notice-error">{m.loadFailed(Board.error)}</p>;
  return <Board.c {...props} />;
}
