import type { ComponentType } from "preact";
import type { Catalog } from "./i18n/index.js";

/** A page's name in the navigation and its one line on the home page. */
export interface RouteText {
  readonly title: string;
  readonly summary: string;
}

/** A page of the app: its hash path, its name and summary in each language, and its code-split loader. */
export interface Route {
  readonly path: string;
  readonly text: Catalog<RouteText>;
  readonly load: () => Promise<ComponentType>;
}

/**
 * Every page. Each loader is a dynamic import, so each game is its own chunk and the home page
 * loads no engine at all.
 */
export const ROUTES: readonly Route[] = [
  {
    path: "pigment",
    text: {
      en: {
        title: "Pigment",
        summary: "Roll a painted die across a 5×5 board; the face that lands down paints the cell.",
      },
      fr: {
        title: "Pigment",
        summary: "Faites rouler un dé peint sur un plateau 5×5 : la face qui touche le sol peint la case.",
      },
    },
    load: () => import("./pigment/page.js").then((m) => m.PigmentPage),
  },
  {
    path: "chessistics",
    text: {
      en: {
        title: "Chessistics",
        summary: "Logistics on a chessboard: each piece is one link that carries wood and stone.",
      },
      fr: {
        title: "Chessistics",
        summary: "De la logistique sur un échiquier : chaque pièce est un maillon qui porte bois et pierre.",
      },
    },
    load: () => import("./chessistics/page.js").then((m) => m.ChessisticsPage),
  },
  {
    path: "shing-shang",
    text: {
      en: {
        title: "Shing Shang",
        summary: "Two armies of Bushis jump in chains; bring a dragon to the enemy portal.",
      },
      fr: {
        title: "Shing Shang",
        summary: "Deux armées de Bushis sautent en chaîne : menez un dragon au portail adverse.",
      },
    },
    load: () => import("./shing-shang/page.js").then((m) => m.ShingShangPage),
  },
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
    load: () => import("./tcg-gallery/page.js").then((m) => m.GalleryPage),
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
    load: () => import("./tcg-duel/page.js").then((m) => m.DuelPage),
  },
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
    load: () => import("./tcg-collection/page.js").then((m) => m.CollectionPage),
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
    load: () => import("./tcg-decks/page.js").then((m) => m.DecksPage),
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
    load: () => import("./tcg-sandbox/page.js").then((m) => m.SandboxPage),
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
    load: () => import("./tcg-generator/page.js").then((m) => m.GeneratorPage),
  },
  {
    path: "tcg-balance",
    text: {
      en: {
        title: "TCG Balance",
        summary:
          "Per-card win rates from bot self-play, with intervals, the set curve and the first-player advantage.",
      },
      fr: {
        title: "Équilibrage TCG",
        summary:
          "Taux de victoire par carte issus de parties de bots, avec intervalles, courbe du set et avantage du premier joueur.",
      },
    },
    load: () => import("./tcg-balance/page.js").then((m) => m.BalancePage),
  },
  {
    path: "diplomaxy",
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
    load: () => import("./diplomaxy/page.js").then((m) => m.DiplomaxyPage),
  },
  {
    path: "kits",
    text: {
      en: {
        title: "Kits",
        summary: "Every conformance kit of the repository, run here in your browser on the same engines.",
      },
      fr: {
        title: "Kits",
        summary:
          "Tous les kits de conformité du dépôt, exécutés ici dans votre navigateur sur les mêmes moteurs.",
      },
    },
    load: () => import("./kits/page.js").then((m) => m.KitsPage),
  },
];
