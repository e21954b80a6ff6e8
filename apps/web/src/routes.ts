import type { ComponentType } from "preact";

/** A page of the app: its hash path, its name in the navigation, and its code-split loader. */
export interface Route {
  readonly path: string;
  readonly title: string;
  /** One line for the home page. */
  readonly summary: string;
  readonly load: () => Promise<ComponentType>;
}

/**
 * Every page. Each loader is a dynamic import, so each game is its own chunk and the home page
 * loads no engine at all.
 */
export const ROUTES: readonly Route[] = [
  {
    path: "pigment",
    title: "Pigment",
    summary: "Roll a painted die across a 5×5 board; the face that lands down paints the cell.",
    load: () => import("./pigment/page.js").then((m) => m.PigmentPage),
  },
  {
    path: "chessistics",
    title: "Chessistics",
    summary: "Logistics on a chessboard: each piece is one link that carries wood and stone.",
    load: () => import("./chessistics/page.js").then((m) => m.ChessisticsPage),
  },
  {
    path: "shing-shang",
    title: "Shing Shang",
    summary: "Two armies of Bushis jump in chains; bring a dragon to the enemy portal.",
    load: () => import("./shing-shang/page.js").then((m) => m.ShingShangPage),
  },
  {
    path: "tcg-gallery",
    title: "TCG Gallery",
    summary: "Every LGC TCG card, drawn from its JSON: filters, set completion and the Ferveur curve.",
    load: () => import("./tcg-gallery/page.js").then((m) => m.GalleryPage),
  },
  {
    path: "tcg-duel",
    title: "TCG Duel",
    summary: "Play the LGC TCG starter deck against the bot, the engine running in your browser.",
    load: () => import("./tcg-duel/page.js").then((m) => m.DuelPage),
  },
  {
    path: "tcg-generator",
    title: "TCG Generator",
    summary: "Design an LGC TCG card: every schema field, live validation, preview and print exports.",
    load: () => import("./tcg-generator/page.js").then((m) => m.GeneratorPage),
  },
  {
    path: "diplomaxy",
    title: "Diplomaxy",
    summary: "Simultaneous secret orders on a galaxy map, hot-seat, with per-planet combat reports.",
    load: () => import("./diplomaxy/page.js").then((m) => m.DiplomaxyPage),
  },
  {
    path: "kits",
    title: "Kits",
    summary: "Every conformance kit of the repository, run here in your browser on the same engines.",
    load: () => import("./kits/page.js").then((m) => m.KitsPage),
  },
];
