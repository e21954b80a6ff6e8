// The LGC TCG collection in the web app (found by its id: see ../game-ui.ts).
import type { GameUi } from "../game-ui.js";
import { TcgIcon } from "../tcg/icon.js";

export const game: GameUi = {
  pages: [
    {
      path: "tcg-collection",
      text: {
        en: {
          title: "TCG Collection",
          summary: "Your LGC TCG cards: open packs, melt duplicates into Seals, craft what you miss.",
        },
        fr: {
          title: "Collection TCG",
          summary:
            "Vos cartes du LGC TCG : ouvrez des packs, fondez vos doublons en Sceaux, fabriquez ce qui vous manque.",
        },
      },
      load: () => import("../tcg-collection/page.js").then((m) => m.CollectionPage),
    },
  ],
  icon: TcgIcon,
};
