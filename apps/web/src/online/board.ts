/**
 * What an online board gets: a seat's view as the server sent it, the steps' filtered events, and
 * a way to act (absent for spectators and replays). Boards are per game (`games/<id>.tsx`), loaded
 * on demand; a game without one gets the generic board.
 * @module
 */
import { isMultiSeat } from "@core/engine";
import type { ActionResult } from "@core/match-client";
import { manifestOf } from "@games/catalogue";
import type { ComponentChildren, ComponentType } from "preact";
import { gameUi } from "../game-ui.js";
import type { Locale } from "../i18n/index.js";
import type { Step } from "./use-match.js";

export interface BoardProps {
  readonly view: unknown;
  /** null: a spectator's (public) view. */
  readonly seat: string | null;
  readonly toAct: readonly string[];
  /** Steps received so far, oldest first (for the log and the last move). */
  readonly steps: readonly Step[];
  /**
   * The seat's view before the first step, once known: then `steps` is the whole match (move
   * lists start from it); absent while only the live steps are known.
   */
  readonly opening?: unknown;
  /** Sends an action for `seat`; absent when the board is only watched. */
  readonly send?: (action: unknown) => Promise<ActionResult>;
  /**
   * The match's table (resign, offers, the result: `table-panel.tsx`), for the board to show in
   * its side panel, in view beside the board, or after itself when it has none.
   */
  readonly table?: ComponentChildren;
}

/** A refusal of the server or its engine: its reason code and, perhaps, English words, for the board to tell. */
export type Refusal = { readonly reason: string; readonly detail?: string | undefined };

/**
 * The board of an online match of `engine`: its game's own (`games/<id>.tsx`), the generic board
 * for a multi-seat game of the catalogue without one, undefined for an engine the catalogue lacks
 * or a game played alone.
 */
export function boardOf(engine: string): (() => Promise<ComponentType<BoardProps>>) | undefined {
  const manifest = manifestOf(engine);
  if (manifest === undefined || !isMultiSeat(manifest)) return undefined;
  return gameUi(manifest).board ?? (() => import("./generic-board.js").then((m) => m.GenericOnlineBoard));
}

/** The game's name of an online match of `engine`, in `locale`; the id for an engine the catalogue lacks. */
export function boardTitle(engine: string, locale: Locale): string {
  return manifestOf(engine)?.name[locale] ?? engine;
}
