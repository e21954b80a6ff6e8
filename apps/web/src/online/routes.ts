/**
 * The online pages: reached by links (an invite, a replay), not listed in the navigation.
 * @module
 */
import type { Route } from "../routes.js";

export const ONLINE_ROUTES: readonly Route[] = [
  {
    path: "play",
    text: {
      en: { title: "Online match", summary: "A match on the server, opened by its link." },
      fr: { title: "Partie en ligne", summary: "Une partie sur le serveur, ouverte par son lien." },
    },
    load: () => import("./play-page.js").then((m) => m.PlayPage),
  },
  {
    path: "replay",
    text: {
      en: { title: "Replay", summary: "A match step by step, as one seat or the spectators saw it." },
      fr: { title: "Rediffusion", summary: "Une partie pas à pas, vue d'une place ou des spectateurs." },
    },
    load: () => import("./replay-page.js").then((m) => m.ReplayPage),
  },
];
