// Pigment in the web app (found by its id: see ../game-ui.ts).
import type { GameUi } from "../game-ui.js";

export const game: GameUi = {
  thumbnail: () => import("../thumbnails/pigment.js").then((m) => m.PigmentThumbnail),
  pages: [{ path: "pigment", load: () => import("../pigment/page.js").then((m) => m.PigmentPage) }],
  icon: () => (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path d="M12 3 21 7.5 12 12 3 7.5Z" fill="#e4c23a" />
      <path d="M3 7.5 12 12v9.5L3 17Z" fill="#3f7fd6" />
      <path d="M21 7.5 12 12v9.5l9-4.5Z" fill="#d84a3d" />
    </svg>
  ),
};
