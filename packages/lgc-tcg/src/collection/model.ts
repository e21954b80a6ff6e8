/**
 * The collection's plain-JSON data (seed §7.6, §10): a player's cards and Sceaux, the packs they
 * may open, the actions that change them and the events that say what happened.
 */
import type { Rng } from "@core/engine";
import type { CollectionEntry, EconomyRules, Rarity } from "../data/types.js";

/** A card packs can hold: the current version of a collectible card of a set. */
export interface PoolCard {
  readonly cardId: string;
  readonly version: number;
  /** Set code ("PVB"): packs of a set hold only its cards. */
  readonly set: string;
  readonly rarity: Rarity;
}

/** Packs opened since the last legendary card and since the last foil (the pity counters, §10). */
export interface PityCounters {
  readonly legendary: number;
  readonly foil: number;
}

/**
 * A player's collection and purse. Everything packs, melting and crafting read is inside, so a
 * state is a complete, replayable record: the economy's rules, the pool of cards packs draw from
 * and the copy limits (the deck limits of §2, which duplicate protection and melting read).
 */
export interface CollectionState {
  readonly player: string;
  /** The set packs are opened from. */
  readonly set: string;
  readonly rules: EconomyRules;
  /** The cards on offer: current versions of every collectible card. */
  readonly pool: readonly PoolCard[];
  /** Copies a deck may hold, by rarity (taxonomy.json's `maxCopies`, §2). */
  readonly limits: Readonly<Record<Rarity, number>>;
  /** The generator every pack draws from (§8.4: randomness lives in the state). */
  readonly rng: Rng;
  /** Sceaux, the currency outside duels (§3). */
  readonly sceaux: number;
  /** Unopened packs. */
  readonly packs: number;
  readonly pity: PityCounters;
  /** The collection file's entries (collection.schema.json), sorted by card id then version. */
  readonly copies: readonly CollectionEntry[];
}

/** What a player (or, for GRANT, the server rewarding them) asks. */
export type CollectionAction =
  /** Opens `count` packs (default 1, at most 100) one after the other. */
  | { readonly type: "OPEN_PACK"; readonly count?: number }
  /** Melts `count` (default 1) duplicate copies of one card version into Sceaux (§10 « Fonte »). */
  | {
      readonly type: "MELT";
      readonly cardId: string;
      readonly version: number;
      readonly foil?: boolean;
      readonly count?: number;
    }
  /** Melts every duplicate, normal copies first (§10); one `melted` event per card version and kind. */
  | { readonly type: "MELT_DUPLICATES" }
  /** Buys one normal copy of a card's current version with Sceaux; never a foil (§7.6). */
  | { readonly type: "CRAFT"; readonly cardId: string }
  /** A reward (events, duels, the free packs of a new account): packs and Sceaux. */
  | { readonly type: "GRANT"; readonly packs?: number; readonly sceaux?: number; readonly reason?: string };

/** One card revealed from a pack. */
export interface PackCard {
  readonly cardId: string;
  readonly version: number;
  readonly rarity: Rarity;
  readonly foil: boolean;
  /** The player already held the deck limit of this card before it (a duplicate, to melt). */
  readonly duplicate: boolean;
}

/** What happened, in order. */
export type CollectionEvent =
  | {
      readonly type: "packOpened";
      readonly cards: readonly PackCard[];
      /** Which pity timer forced a card of this pack, if any. */
      readonly pity: { readonly legendary: boolean; readonly foil: boolean };
    }
  | {
      readonly type: "melted";
      readonly cardId: string;
      readonly version: number;
      readonly foil: boolean;
      readonly count: number;
      readonly sceaux: number;
    }
  | { readonly type: "crafted"; readonly cardId: string; readonly version: number; readonly sceaux: number }
  | { readonly type: "granted"; readonly packs: number; readonly sceaux: number; readonly reason?: string };

/** Refusal reasons of the collection engine. */
export type CollectionRefusal =
  | "invalid-action"
  | "unknown-action"
  | "invalid-count"
  | "no-pack"
  | "empty-pool"
  | "collection-full"
  | "unknown-card"
  | "not-owned"
  | "not-a-duplicate"
  | "stamped-foil"
  | "at-maximum"
  | "not-enough-sceaux"
  | "invalid-grant";
