// Diplomaxy in the web app (found by its id: see ../game-ui.ts).
import type { GameUi } from "../game-ui.js";

export const game: GameUi = {
  thumbnail: () => import("../thumbnails/diplomaxy.js").then((m) => m.DiplomaxyThumbnail),
  pages: [
    {
      path: "diplomaxy",
      // The page's own words: it plays hot-seat (the game's summary does not say how it is played).
      text: {
        en: {
          title: "Diplomaxy",
          summary: "Simultaneous secret orders on a galaxy map, hot-seat, with per-planet combat reports.",
        },
        fr: {
          title: "Diplomaxy",
          summary:
            "Des ordres secrets et simultanés sur une carte galactique, à tour de rôle, avec un rapport par planète.",
        },
      },
      load: () => import("../diplomaxy/page.js").then((m) => m.DiplomaxyPage),
    },
  ],
  icon: () => (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path d="M5 17 12 6l7 11Z" fill="none" stroke="#6c7890" stroke-width="1.6" />
      <circle cx="5" cy="17" r="3" fill="#5b8def" />
      <circle cx="12" cy="6" r="3" fill="#e0b25c" />
      <circle cx="19" cy="17" r="3" fill="#e5605a" />
    </svg>
  ),
  board: () => import("../online/diplomaxy-board.js").then((m) => m.DiplomaxyOnlineBoard),
};
