import type { AnyManifest } from "@core/engine";
import { CATALOGUE } from "@games/catalogue";
import type { ComponentType } from "preact";
import { type GamePage, gameUi, type RouteText } from "./game-ui.js";
import type { Catalog } from "./i18n/index.js";
import { GenericGameIcon, KitsIcon } from "./pages/icons.js";

export type { RouteText };

/** A page of the app: its hash path, its name and summary in each language, its mark, its code-split loader. */
export interface Route {
  readonly path: string;
  readonly text: Catalog<RouteText>;
  readonly load: () => Promise<ComponentType>;
  /** Its mark in the game list (pages listed there have one). */
  readonly icon?: ComponentType;
  /** A live picture of the game's board for the home page, loaded on demand (the game's first page only). */
  readonly thumbnail?: () => Promise<ComponentType>;
}

/** The pages of one game of the catalogue: its module's (`games/<id>.tsx`), or the generic player's. */
function gameRoutes(manifest: AnyManifest): Route[] {
  const ui = gameUi(manifest);
  const generic: GamePage = {
    path: manifest.id,
    load: () => import("./generic/page.js").then((m) => m.genericPage(manifest)),
  };
  const own: Catalog<RouteText> = {
    en: { title: manifest.name.en, summary: manifest.summary.en },
    fr: { title: manifest.name.fr, summary: manifest.summary.fr },
  };
  return (ui.pages ?? [generic]).map((page, i) => ({
    path: page.path,
    text: page.text ?? own,
    load: page.load,
    icon: ui.icon ?? GenericGameIcon,
    ...(i === 0 && ui.thumbnail ? { thumbnail: ui.thumbnail } : {}),
  }));
}

/** The page that is no game's: every conformance kit, run in the browser. */
const KITS: Route = {
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
  icon: KitsIcon,
};

/**
 * Every page: each game's of the catalogue, in its order, then the kits. Each loader is a dynamic
 * import, so each game is its own chunk and the home page loads no engine at all.
 */
export const ROUTES: readonly Route[] = [...CATALOGUE.flatMap(gameRoutes), KITS];
