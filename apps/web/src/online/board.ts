/**
 * What an online board gets: a seat's view as the server sent it, the steps' filtered events, and
 * a way to act (absent for spectators and replays). Boards are per engine, loaded on demand.
 * @module
 */
import type { ActionResult } from "@core/match-client";
import type { ComponentType } from "preact";
import type { Step } from "./use-match.js";

export interface BoardProps {
  readonly view: unknown;
  /** null: a spectator's (public) view. */
  readonly seat: string | null;
  readonly toAct: readonly string[];
  /** Steps received so far, oldest first (for the log and the last move). */
  readonly steps: readonly Step[];
  /** Sends an action for `seat`; absent when the board is only watched. */
  readonly send?: (action: unknown) => Promise<ActionResult>;
}

/** A refusal of the server or its engine: its reason code and, perhaps, English words, for the board to tell. */
export type Refusal = { readonly reason: string; readonly detail?: string | undefined };

/** Every engine that can be played online here: its name and its board's loader. */
export const BOARDS: Readonly<
  Record<string, { title: string; load: () => Promise<ComponentType<BoardProps>> }>
> = {
  "lgc-tcg": { title: "LGC TCG", load: () => import("./tcg-board.js").then((m) => m.TcgBoard) },
  "shing-shang": {
    title: "Shing Shang",
    load: () => import("./shing-shang-board.js").then((m) => m.ShingShangOnlineBoard),
  },
  diplomaxy: {
    title: "Diplomaxy",
    load: () => import("./diplomaxy-board.js").then((m) => m.DiplomaxyOnlineBoard),
  },
};
