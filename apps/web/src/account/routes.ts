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
];
