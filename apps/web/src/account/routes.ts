/**
 * The account pages: reached from the header's account link, not listed among the games.
 * @module
 */
import type { Route } from "../routes.js";

export const ACCOUNT_ROUTES: readonly Route[] = [
  {
    path: "account",
    text: {
      en: { title: "Account", summary: "Sign in, your WoW characters and your member card." },
      fr: { title: "Compte", summary: "Connexion, vos personnages de WoW et votre carte de membre." },
    },
    load: () => import("./account-page.js").then((m) => m.AccountPage),
  },
  {
    path: "profile",
    text: {
      en: { title: "Profile", summary: "A player's characters, member card, collection and duels." },
      fr: {
        title: "Profil",
        summary: "Les personnages, la carte de membre, la collection et les duels d'un joueur.",
      },
    },
    load: () => import("./profile-page.js").then((m) => m.ProfilePage),
  },
  {
    path: "tcg-online",
    text: {
      en: { title: "Online duels", summary: "LGC TCG duels between players, with your saved decks." },
      fr: {
        title: "Duels en ligne",
        summary: "Des duels LGC TCG entre joueurs, avec vos decks enregistrés.",
      },
    },
    load: () => import("../tcg-online/online-page.js").then((m) => m.OnlineDuelsPage),
  },
  {
    path: "tcg-shared-deck",
    text: {
      en: { title: "Shared deck", summary: "An LGC TCG deck another player shared with a link." },
      fr: { title: "Deck partagé", summary: "Un deck LGC TCG qu'un autre joueur a partagé par un lien." },
    },
    load: () => import("../tcg-decks/shared-page.js").then((m) => m.SharedDeckPage),
  },
];
