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
  /**
   * The guild member the card portrays, member cards only: card data's `memberId`, or the card's
   * own id for a ranked member card whose data names no member yet (catalogue.ts).
   */
  readonly memberId?: string;
}

/**
 * An alternative illustration of a card bought with Sceaux (§10): the seed the illustration is
 * generated from, and whether this collection shows it (at most one per card).
 */
export interface AltArt {
  readonly cardId: string;
  readonly seed: number;
  readonly shown: boolean;
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
  /** The guild member the player is (a `memberId`), once the guild has said so (SET_MEMBER). */
  readonly member?: string;
  /** Alternative illustrations bought (§10), oldest first. */
  readonly altArts?: readonly AltArt[];
}

/** What a player (or, for GRANT, the server rewarding them) asks. */
export type CollectionAction =
  /**
   * Opens `count` packs (default 1, at most 100) one after the other, of the set `set` names (a
   * set code of the pool; default the collection's `set`, the launch set): a player may open
   * packs of any set the pool has (Extension 1). The pity timers count packs of every set.
   */
  | { readonly type: "OPEN_PACK"; readonly count?: number; readonly set?: string }
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
  /**
   * Buys one normal copy of a card's current version with Sceaux; never a foil (§7.6): `foil: true`
   * is refused (`foil-not-for-sale`).
   */
  | { readonly type: "CRAFT"; readonly cardId: string; readonly foil?: boolean }
  /**
   * Buys a new alternative illustration of one of the player's own member cards with Sceaux
   * (§10's infinite cosmetic sink); it is shown at once.
   */
  | { readonly type: "BUY_ALT_ART"; readonly cardId: string }
  /** Chooses the illustration a card shows: one of its alternatives by index, or null for its own. */
  | { readonly type: "SHOW_ART"; readonly cardId: string; readonly art: number | null }
  /** The guild says which member the player is (like GRANT, never a player's move); said once. */
  | { readonly type: "SET_MEMBER"; readonly memberId: string }
  /**
   * An event reward (§7.6 « récompense d'événement »): one foil copy of a card's current version,
   * stamped with its provenance (« Nuit du Quorum · 2026 »). The guild's, never a player's move.
   */
  | { readonly type: "GRANT_FOIL"; readonly cardId: string; readonly provenance: string }
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
  | { readonly type: "granted"; readonly packs: number; readonly sceaux: number; readonly reason?: string }
  | {
      readonly type: "foilGranted";
      readonly cardId: string;
      readonly version: number;
      readonly provenance: string;
    }
  | {
      readonly type: "altArtBought";
      readonly cardId: string;
      /** Its index among the card's alternative illustrations. */
      readonly art: number;
      readonly seed: number;
      readonly sceaux: number;
    }
  | { readonly type: "artShown"; readonly cardId: string; readonly art: number | null }
  | { readonly type: "memberSet"; readonly memberId: string };

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
  | "invalid-grant"
  | "foil-not-for-sale"
  | "no-alt-art"
  | "not-own-member-card"
  | "alt-art-limit"
  | "no-such-art"
  | "already-shown"
  | "unknown-member"
  | "member-already-set";
