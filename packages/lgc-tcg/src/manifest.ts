/**
 * `@engines/lgc-tcg/manifest`: the package's two engines, the duel and the collection, declared
 * for the tools that list, host and test engines without loading them (`@core/engine`'s
 * `EngineManifest`).
 * @packageDocumentation
 */
import type { EngineManifest } from "@core/engine/manifest";
import starter from "@data/lgc-tcg/decks/starter.json";
import type { CollectionSetup } from "./collection/engine.js";
import type { CollectionAction, CollectionEvent, CollectionState } from "./collection/model.js";
import { COLLECTION_REFUSALS, COLLECTION_SETUP_REASONS } from "./collection/refusals.js";
import type { Action, GameEvent, State } from "./model.js";
import { DUEL_REFUSALS } from "./refusals.js";
import type { Setup } from "./setup.js";
import { SETUP_REASONS } from "./setup-reasons.js";

/** Two players, each with the free starter deck (§10). */
const STARTER_PLAYER = { heroClass: starter.heroClass, deck: { cards: starter.cards } };

/**
 * The duel (seats A and B, hands and decks hidden). A server's seed goes in `seed`, and the
 * setup is pinned (`pinSetup`: every card, token and power version and the rules), so that a
 * stored match replays the same after a rebalance.
 */
export const manifest: EngineManifest<Setup, State, Action, GameEvent> = {
  id: "lgc-tcg",
  package: "@engines/lgc-tcg",
  name: { en: "LGC TCG", fr: "LGC TCG" },
  summary: {
    en: "A collectible card game duel: two heroes, thirty-card decks, creatures, spells and Fervour.",
    fr: "Un duel de jeu de cartes à collectionner : deux héros, des decks de trente cartes, créatures, sorts et Ferveur.",
  },
  seats: { min: 2, max: 2 },
  hiddenInformation: true,
  refusals: DUEL_REFUSALS,
  setupReasons: SETUP_REASONS,
  defaultSetup: { seed: 1, players: [STARTER_PLAYER, STARTER_PLAYER] },
  seed: {
    put: (setup, seed) => import("./replay.js").then((m) => m.pinSetup({ ...setup, seed })),
    take: ({ seed: _seed, ...rest }) => rest as Setup,
  },
  // §1: 75 s per turn, plus 3 banks of 30 s for the game.
  standardClock: { turnMs: 75_000, banks: 3, bankMs: 30_000 },
  schemas: () => import("./schemas.js").then((m) => m.SCHEMAS),
  load: () => import("./engine.js").then((m) => m.engine),
};

/** The collection and its Sceaux economy (§7.6, §10): one player, seeded packs, no clock. */
export const collectionManifest: EngineManifest<
  CollectionSetup,
  CollectionState,
  CollectionAction,
  CollectionEvent
> = {
  id: "lgc-tcg-collection",
  package: "@engines/lgc-tcg",
  name: { en: "LGC TCG collection", fr: "Collection LGC TCG" },
  summary: {
    en: "Your LGC TCG cards: open packs, melt duplicates into Seals, craft what you miss.",
    fr: "Vos cartes du LGC TCG : ouvrez des packs, fondez vos doublons en Sceaux, fabriquez ce qui vous manque.",
  },
  seats: { min: 1, max: 1 },
  hiddenInformation: false,
  refusals: COLLECTION_REFUSALS,
  setupReasons: COLLECTION_SETUP_REASONS,
  defaultSetup: { seed: 1 },
  seed: {
    put: async (setup, seed) => ({ ...setup, seed }),
    take: ({ seed: _seed, ...rest }) => rest as CollectionSetup,
  },
  standardClock: null,
  schemas: () => import("./collection/schemas.js").then((m) => m.SCHEMAS),
  load: () => import("./collection/engine.js").then((m) => m.collectionEngine),
};
