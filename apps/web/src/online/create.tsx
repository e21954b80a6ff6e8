/**
 * "Play online" on a game page: a disclosure whose body (create-panel.tsx, with the match client)
 * loads only when it is first opened, so a page played offline carries none of it.
 * @module
 */
import type { AnyEngine } from "@core/engine";
import type { SetupRefusal } from "@core/match-client";
import type { ComponentType } from "preact";
import { useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { onlineEntryMessages } from "./entry-messages.js";
import "./online.css";

export interface PlayOnlineProps {
  readonly engine: AnyEngine;
  /** The page's current state: the engine says its seats. */
  readonly state: unknown;
  readonly title: string;
  /** The engine setup to play (the server adds its secret seed); default the server's. */
  readonly setup?: unknown;
  /**
   * The page's words for why the server's engine refused `setup` (the answer's `setup`: reason
   * code, pointer, English words), in the player's language; null for a refusal it cannot say,
   * told then in the server's words.
   */
  readonly sayRefusal?: (refusal: SetupRefusal) => string | null;
  /** Opens as a drop-down over the page (in a page's header) rather than in the flow. */
  readonly popover?: boolean;
}

/**
 * The "Play online" control. `engine` may be a loader, for a page that does not otherwise carry
 * the engine object (the TCG duel: its `init` checks any setup, card definitions included).
 */
export function PlayOnline({
  engine,
  ...props
}: Omit<PlayOnlineProps, "engine"> & { readonly engine: AnyEngine | (() => Promise<AnyEngine>) }) {
  const m = useMessages(onlineEntryMessages);
  const [Panel, setPanel] = useState<
    { c: ComponentType<PlayOnlineProps>; engine: AnyEngine } | { error: string } | null
  >(null);
  const open = () => {
    if (Panel !== null) return;
    Promise.all([import("./create-panel.js"), typeof engine === "function" ? engine() : engine]).then(
      ([mod, loaded]) => setPanel({ c: mod.CreatePanel, engine: loaded }),
      (e: unknown) => setPanel({ error: e instanceof Error ? e.message : String(e) }),
    );
  };
  return (
    <details
      class={`online-create${props.popover ? " popover" : " panel"}`}
      data-testid="play-online"
      onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && open()}
    >
      <summary>{m.playOnline}</summary>
      {Panel === null ? (
        <p class="muted">{m.loading}</p>
      ) : "error" in Panel ? (
        <p class="notice notice-error">{m.loadFailed(Panel.error)}</p>
      ) : (
        <Panel.c {...props} engine={Panel.engine} />
      )}
    </details>
  );
}
