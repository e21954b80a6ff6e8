// Shing Shang in the web app (found by its id: see ../game-ui.ts).
import type { GameUi } from "../game-ui.js";

export const game: GameUi = {
  thumbnail: () => import("../thumbnails/shing-shang.js").then((m) => m.ShingShangThumbnail),
  pages: [
    { path: "shing-shang", load: () => import("../shing-shang/page.js").then((m) => m.ShingShangPage) },
  ],
  icon: () => (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <circle cx="5" cy="16" r="2.6" fill="#f3d9a4" />
      <circle cx="11" cy="14.5" r="4" fill="#f3d9a4" />
      <circle cx="18.2" cy="12.5" r="5.4" fill="#f3d9a4" />
    </svg>
  ),
  board: () => import("../online/shing-shang-board.js").then((m) => m.ShingShangOnlineBoard),
};
