/**
 * The web app's part of each game, found by the engine's id: `games/<id>.tsx` exports `game`, a
 * {@link GameUi} (its pages, its mark, its online board). The engines themselves come from the
 * catalogue (`@games/catalogue`), the one list of engines; an engine of the catalogue without a
 * module of its own still has a page (the generic player, `generic/page.tsx`) and, when several
 * seats play it, an online board (`online/generic-board.tsx`).
 * @module
 */
import type { AnyManifest } from "@core/engine";
import type { ComponentType } from "preact";
import type { Catalog } from "./i18n/index.js";
import type { BoardProps } from "./online/board.js";

/** A page's name in the navigation and its one line on the home page. */
export interface RouteText {
  readonly title: string;
  readonly summary: string;
}

/** One page of a game: its hash path, its words (default: the game's name and summary), its loader. */
export interface GamePage {
  readonly path: string;
  readonly text?: Catalog<RouteText>;
  readonly load: () => Promise<ComponentType>;
}

/** What `games/<id>.tsx` says of its game; every field is optional. */
export interface GameUi {
  /** The game's pages, in navigation order; default one page, the generic player, at `#/<id>`. */
  readonly pages?: readonly GamePage[];
  /** The game's mark in the game list (drawn SVG); default a generic mark. */
  readonly icon?: ComponentType;
  /**
   * A small picture of the game's board in its initial state, drawn from the engine's `init` (the
   * home page loads it after its first paint, so the home page's own code carries no engine).
   */
  readonly thumbnail?: () => Promise<ComponentType>;
  /** The board an online match of the game is played on; default the generic board (JSON). */
  readonly board?: () => Promise<ComponentType<BoardProps>>;
}

// Eager: each module holds only words, a mark and loaders (the pages and boards load on demand).
const MODULES = import.meta.glob<GameUi>("./games/*.tsx", { eager: true, import: "game" });

/** The web app's part of the game `manifest` declares (empty: everything generic). */
export function gameUi(manifest: AnyManifest): GameUi {
  return MODULES[`./games/${manifest.id}.tsx`] ?? {};
}

/** The ids of the games with a module of their own (for the test that every module has a game). */
export const UI_IDS: readonly string[] = Object.keys(MODULES).map((k) =>
  k.replace(/^\.\/games\/|\.tsx$/g, ""),
);
