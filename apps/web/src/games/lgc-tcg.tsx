// LGC TCG in the web app (found by its id: see ../game-ui.ts): the duel's pages and the card
// tools (gallery, decks, sandbox, generator, balance); the collection's page is the collection
// engine's (lgc-tcg-collection.tsx).
import type { GameUi } from "../game-ui.js";
import { TcgIcon } from "../tcg/icon.js";

export const game: GameUi = {
  thumbnail: () => import("../thumbnails/lgc-tcg.js").then((m) => m.TcgThumbnail),
  pages: [
    {
      path: "tcg-gallery",
      text: {
        en: {
          title: "TCG Gallery",
          summary: "Every LGC TCG card, drawn from its JSON: filters, set completion and the Fervour curve.",
        },
        fr: {
          title: "Galerie TCG",
          summary:
            "Toutes les cartes du LGC TCG, dessinées depuis leur JSON : filtres, complétion et courbe de Ferveur.",
        },
      },
      load: () => import("../tcg-gallery/page.js").then((m) => m.GalleryPage),
    },
    {
      path: "tcg-duel",
      text: {
        en: {
          title: "TCG Duel",
          summary: "Play the LGC TCG starter deck against the bot, the engine running in your browser.",
        },
        fr: {
          title: "Duel TCG",
          summary:
            "Jouez le deck de démarrage du LGC TCG contre le bot, le moteur tournant dans votre navigateur.",
        },
      },
      load: () => import("../tcg-duel/page.js").then((m) => m.DuelPage),
    },
    {
      path: "tcg-decks",
      text: {
        en: {
          title: "TCG Decks",
          summary:
            "Build a 30-card deck from your collection or the whole set, check it live, play it against the bot.",
        },
        fr: {
          title: "Decks TCG",
          summary:
            "Construisez un deck de 30 cartes depuis votre collection ou tout le set, vérifié en direct, et jouez-le contre le bot.",
        },
      },
      load: () => import("../tcg-decks/page.js").then((m) => m.DecksPage),
    },
    {
      path: "tcg-sandbox",
      text: {
        en: {
          title: "TCG Sandbox",
          summary: "Set up any position by hand, play both sides, save it as a conformance scenario.",
        },
        fr: {
          title: "Bac à sable TCG",
          summary:
            "Composez n'importe quelle position à la main, jouez les deux camps, enregistrez-la en scénario de conformité.",
        },
      },
      load: () => import("../tcg-sandbox/page.js").then((m) => m.SandboxPage),
    },
    {
      path: "tcg-generator",
      text: {
        en: {
          title: "TCG Generator",
          summary: "Design an LGC TCG card: every schema field, live validation, preview and print exports.",
        },
        fr: {
          title: "Générateur TCG",
          summary:
            "Créez une carte du LGC TCG : chaque champ du schéma, validation en direct, aperçu et export d'impression.",
        },
      },
      load: () => import("../tcg-generator/page.js").then((m) => m.GeneratorPage),
    },
    {
      path: "tcg-balance",
      text: {
        en: {
          title: "TCG Balance",
          summary:
            "Per-card win rates from bot self-play and real matches, with intervals, the set curve and the first-player advantage.",
        },
        fr: {
          title: "Équilibrage TCG",
          summary:
            "Taux de victoire par carte issus de parties de bots et de vraies parties, avec intervalles, courbe du set et avantage du premier joueur.",
        },
      },
      load: () => import("../tcg-balance/page.js").then((m) => m.BalancePage),
    },
  ],
  icon: TcgIcon,
  board: () => import("../online/tcg-board.js").then((m) => m.TcgBoard),
};
