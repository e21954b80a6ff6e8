// Chessistics in the web app (found by its id: see ../game-ui.ts).
import type { GameUi } from "../game-ui.js";

export const game: GameUi = {
  thumbnail: () => import("../thumbnails/chessistics.js").then((m) => m.ChessisticsThumbnail),
  pages: [
    { path: "chessistics", load: () => import("../chessistics/page.js").then((m) => m.ChessisticsPage) },
  ],
  icon: () => (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path
        d="M6 3h2.5v2h2V3h3v2h2V3H18v5l-2 2v6l2 2v3H6v-3l2-2v-6L6 8Z"
        fill="#2d2d2d"
        stroke="#2d2d2d"
        stroke-linejoin="round"
      />
    </svg>
  ),
};
