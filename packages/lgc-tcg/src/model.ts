/**
 * The duel's plain-JSON data: the state, the intents players send, and the events clients animate.
 * Card definitions use the data model of `./data/types.ts` (seed §8.1), read leniently so that a
 * conformance scenario can define a vanilla card in one line (missing lists mean empty).
 */
import type { Rng } from "@core/engine";
import type {
  Ability,
  CardKeyword,
  CardType,
  Condition,
  GameRules,
  HeroClass,
  Keyword,
  SecretTrigger,
  Selector,
} from "./data/types.js";

/** The two seats, in setup order. Who goes first is drawn from the seed. */
export type PlayerId = "A" | "B";

/** Both seats, in setup order. */
export const PLAYERS: readonly PlayerId[] = ["A", "B"];

/**
 * The tokens and cards an ability list may bring into play (SUMMON, TRANSFORM): the setup pins
 * them, and a view gives their definitions (they are the public text of a visible card).
 */
export function broughtIntoPlay(abilities: readonly Ability[] | undefined): string[] {
  const out: string[] = [];
  for (const ab of abilities ?? []) {
    for (const eff of ab.then === undefined ? [ab] : [ab, ...ab.then]) {
      const p = eff.params as { token?: unknown; randomFrom?: unknown };
      if (typeof p.token === "string") out.push(p.token);
      if (Array.isArray(p.randomFrom)) for (const t of p.randomFrom) if (typeof t === "string") out.push(t);
    }
  }
  return out;
}

/** The other seat. */
export function opponent(p: PlayerId): PlayerId {
  return p === "A" ? "B" : "A";
}

/** The entity id of a player's hero (a hero also stands for its player in selectors). */
export function heroId(p: PlayerId): string {
  return `hero${p}`;
}

/**
 * A card definition as the engine reads it: a corpus `Card` or `Token` is one. Absent lists are
 * empty, an absent cost is 0 (tokens have none).
 */
export interface CardDef {
  readonly id: string;
  readonly type: CardType;
  readonly version?: number;
  readonly name?: string;
  readonly cost?: number;
  readonly atk?: number;
  readonly hp?: number;
  readonly durability?: number;
  readonly charges?: number;
  readonly subtypes?: readonly string[];
  /** A creature's keywords, or a spell's SECRET (Extension 1). */
  readonly keywords?: readonly CardKeyword[];
  readonly abilities?: readonly Ability[];
  /** The card's factions (§11.1): a Secret's class is the first, shown to the opponent. */
  readonly factions?: readonly string[];
}

/** A hero power as the engine reads it (`Hero.power` of heroes.json). */
export interface PowerDef {
  readonly name?: string;
  /** The power's balance version (heroes.json), when it came from a corpus. */
  readonly version?: number;
  readonly cost: number;
  readonly abilities: readonly Ability[];
}

/** A card that is not in play: in a deck, a hand or a graveyard. `card` keys `State.cards`. */
export interface CardInstance {
  readonly id: string;
  readonly card: string;
  /**
   * In a hand only: the card came back from play (bounced), so its owner's opponent knows it
   * (RULES.md §10). Absent means false.
   */
  readonly revealed?: true;
}

/** A stat change from BUFF (permanent or until end of turn). Kept as a list, never folded in. */
export interface Buff {
  readonly atk: number;
  readonly hp: number;
  readonly duration: "PERMANENT" | "TURN";
}

/** A keyword granted by GRANT_KEYWORD. */
export interface Grant {
  readonly keyword: Keyword;
  readonly duration: "PERMANENT" | "TURN";
}

/** What the active auras currently add to a creature (recomputed at every update point). */
export interface AuraBonus {
  readonly atk: number;
  readonly hp: number;
  readonly keywords: readonly Keyword[];
}

/**
 * A creature in play. Stats are never stored as numbers to mutate: effective stats are computed
 * from the card (or `base` after SET_STATS) + `buffs` + `aura` (seed §8.4). Optional fields mean
 * their default (0, false, empty), so scenarios may leave them out.
 */
export interface Creature {
  readonly id: string;
  readonly card: string;
  /** Play order, shared by both players: lower = earlier (ties and trigger order). */
  readonly seq: number;
  /** The turn number it arrived on (summoning sickness). */
  readonly arrived?: number;
  readonly damage?: number;
  /** Base stats set by SET_STATS (replacing the card's). */
  readonly base?: { readonly atk: number; readonly hp: number };
  readonly buffs?: readonly Buff[];
  /** Keywords granted by effects (the card's own are read from the card). */
  readonly grants?: readonly Grant[];
  /** The card's own DIVINE_SHIELD was spent / its STEALTH lost by attacking. */
  readonly spent?: readonly Keyword[];
  readonly silenced?: boolean;
  /** Attacks made this turn. */
  readonly attacks?: number;
  /** A MANUAL ability was activated this turn. */
  readonly activated?: boolean;
  /** Marked for destruction (LETHAL, DESTROY, bounce into a full hand): dies at the next death check. */
  readonly doomed?: boolean;
  readonly aura?: AuraBonus;
  /** The card it was before its first TRANSFORM: public record, absent when never transformed. */
  readonly was?: string;
  /**
   * Reserved (seed §15: "Champ position nullable réservé"): the board is unordered in v1, no card
   * reads adjacency, and the engine never sets or reads this. Absent means null.
   */
  readonly position?: number | null;
}

/** A permanent in play (Bannière / Lieu): no stats, `uses` charges or durability left. */
export interface Permanent {
  readonly id: string;
  readonly card: string;
  readonly seq: number;
  /** Charges or durability left; absent = unlimited. Loses 1 per triggered resolution, leaves at 0. */
  readonly uses?: number;
  readonly silenced?: boolean;
  readonly activated?: boolean;
  readonly doomed?: boolean;
}

/** One player's side of the duel. */
export interface PlayerState {
  readonly heroClass: string;
  readonly hp: number;
  readonly armor: number;
  /** ferveurMax: the cap, +1 per turn up to 10. Thresholds read it (§1.1). */
  readonly ferveurMax: number;
  /** ferveurActuelle: what is left to spend this turn. */
  readonly ferveur: number;
  /** Top of the deck first. */
  readonly deck: readonly CardInstance[];
  readonly hand: readonly CardInstance[];
  /** Creatures in play order. */
  readonly board: readonly Creature[];
  readonly permanents: readonly Permanent[];
  /**
   * Secrets in play, oldest first (Extension 1): face down, hidden from the opponent, who sees
   * only their count and classes. A hand-written state may leave it out (no secrets).
   */
  readonly secrets: readonly CardInstance[];
  readonly graveyard: readonly CardInstance[];
  /** Fatigue already taken: the next empty draw deals this + 1. */
  readonly fatigue: number;
  readonly powerUsed: boolean;
  /** Has made (or does not need) its mulligan. */
  readonly mulliganed: boolean;
}

/** Game phase: both mulligans, then turns, then the result. */
export type Phase = "mulligan" | "play" | "over";

/** The whole duel. Plain JSON. */
export interface State {
  readonly phase: Phase;
  /** Turn number, 1 = the first player's first turn; 0 during the mulligan. */
  readonly turn: number;
  readonly first: PlayerId;
  readonly active: PlayerId;
  readonly players: { readonly A: PlayerState; readonly B: PlayerState };
  /** Every card and token definition this duel can meet, by id (one version per id per duel). */
  readonly cards: Readonly<Record<string, CardDef>>;
  /** The hero powers of the classes in play, by class. */
  readonly powers: Readonly<Record<string, PowerDef>>;
  /** Next instance number (ids "c1", "c2", ...) and next play order number. */
  readonly nextId: number;
  readonly nextSeq: number;
  readonly rng: Rng;
  /**
   * The §1 constants this duel plays by (rules.json, or the setup's `rules`), carried in the state
   * so that editing rules.json never changes a game in progress. Absent: the bundled rules.json.
   */
  readonly rules?: GameRules;
  /** Winner once over; null for a draw. */
  readonly winner?: PlayerId | null;
  readonly endReason?: EndReason;
}

/** Why the game ended. */
export type EndReason = "hero-died" | "both-heroes-died" | "concede" | "turn-cap";

/** `targets` of an intent: "SIDE:KIND" → chosen entity id (one per pair, §1.1). */
export type Targets = Readonly<Record<string, string>>;

/** The intents a player sends (§8.4). */
export type Action =
  | { readonly type: "MULLIGAN"; readonly player: PlayerId; readonly replace: readonly string[] }
  | {
      readonly type: "PLAY_CARD";
      readonly player: PlayerId;
      readonly card: string;
      readonly targets?: Targets;
    }
  | { readonly type: "ATTACK"; readonly player: PlayerId; readonly attacker: string; readonly target: string }
  | { readonly type: "HERO_POWER"; readonly player: PlayerId; readonly targets?: Targets }
  | {
      readonly type: "ACTIVATE";
      readonly player: PlayerId;
      readonly source: string;
      readonly targets?: Targets;
    }
  | { readonly type: "END_TURN"; readonly player: PlayerId }
  | { readonly type: "CONCEDE"; readonly player: PlayerId };

/** What happened, in order: everything a client animates. */
export type GameEvent =
  | { readonly type: "gameStarted"; readonly first: PlayerId }
  | { readonly type: "mulliganed"; readonly player: PlayerId; readonly returned: readonly string[] }
  | {
      readonly type: "turnStarted";
      readonly player: PlayerId;
      readonly turn: number;
      readonly ferveurMax: number;
      readonly ferveur: number;
    }
  | { readonly type: "drew"; readonly player: PlayerId; readonly card: string; readonly def: string }
  | { readonly type: "overdrew"; readonly player: PlayerId; readonly card: string; readonly def: string }
  | { readonly type: "fatigue"; readonly player: PlayerId; readonly amount: number }
  | {
      readonly type: "played";
      readonly player: PlayerId;
      readonly card: string;
      readonly def: string;
      readonly cost: number;
    }
  | { readonly type: "heroPowerUsed"; readonly player: PlayerId; readonly cost: number }
  | { readonly type: "activated"; readonly player: PlayerId; readonly source: string; readonly cost: number }
  | { readonly type: "triggered"; readonly source: string; readonly def: string; readonly trigger: string }
  | {
      readonly type: "attacked";
      readonly player: PlayerId;
      readonly attacker: string;
      readonly target: string;
    }
  | { readonly type: "summoned"; readonly player: PlayerId; readonly entity: string; readonly def: string }
  /** A summon into a full board; `def` absent when the summon was random (nothing was drawn). */
  | { readonly type: "summonLost"; readonly player: PlayerId; readonly def?: string }
  | {
      readonly type: "damaged";
      readonly target: string;
      readonly amount: number;
      readonly source: string;
      readonly armor?: number;
    }
  | { readonly type: "shieldBroken"; readonly target: string; readonly source: string }
  | { readonly type: "healed"; readonly target: string; readonly amount: number }
  | { readonly type: "armorGained"; readonly player: PlayerId; readonly amount: number }
  | {
      readonly type: "ferveurGained";
      readonly player: PlayerId;
      readonly amount: number;
      readonly pool: "CURRENT" | "CAP";
    }
  | {
      readonly type: "buffed";
      readonly target: string;
      readonly atk: number;
      readonly hp: number;
      readonly duration: "PERMANENT" | "TURN";
    }
  | { readonly type: "statsSet"; readonly target: string; readonly atk: number; readonly hp: number }
  | {
      readonly type: "keywordGranted";
      readonly target: string;
      readonly keyword: Keyword;
      readonly duration: "PERMANENT" | "TURN";
    }
  | { readonly type: "silenced"; readonly target: string }
  | { readonly type: "destroyed"; readonly target: string }
  | { readonly type: "bounced"; readonly target: string; readonly player: PlayerId }
  | { readonly type: "transformed"; readonly target: string; readonly def: string }
  /** RESURRECT: a creature of `player`'s graveyard back on its board, with its instance id. */
  | { readonly type: "revived"; readonly player: PlayerId; readonly entity: string; readonly def: string }
  /** STEAL: a creature passes to `player`'s board (summoning sick there, last in play order). */
  | { readonly type: "stolen"; readonly target: string; readonly player: PlayerId }
  /**
   * A Secret played face down: its Ferveur paid, into `player`'s secrets. The opponent and
   * spectators are told only `player` and `faction` (its class): see `viewEvents`.
   */
  | {
      readonly type: "secretPlaced";
      readonly player: PlayerId;
      readonly card: string;
      readonly def: string;
      readonly cost: number;
      readonly faction: string;
    }
  /** A Secret's trigger met its action: it is revealed (into the graveyard), its effects follow. */
  | {
      readonly type: "secretRevealed";
      readonly player: PlayerId;
      readonly card: string;
      readonly def: string;
      readonly trigger: SecretTrigger;
    }
  /** COUNTER: `player`'s spell `card` is countered (it does nothing; a countered Secret is revealed). */
  | { readonly type: "countered"; readonly player: PlayerId; readonly card: string; readonly def: string }
  | { readonly type: "copied"; readonly player: PlayerId; readonly card: string; readonly def: string }
  | { readonly type: "copyLost"; readonly player: PlayerId; readonly def: string }
  | { readonly type: "discarded"; readonly player: PlayerId; readonly card: string; readonly def: string }
  | { readonly type: "tutored"; readonly player: PlayerId; readonly card: string; readonly def: string }
  | { readonly type: "died"; readonly entity: string; readonly player: PlayerId; readonly def: string }
  | { readonly type: "usesSpent"; readonly entity: string; readonly left: number }
  | { readonly type: "expired"; readonly target: string }
  | { readonly type: "turnEnded"; readonly player: PlayerId; readonly turn: number }
  | { readonly type: "conceded"; readonly player: PlayerId }
  | { readonly type: "gameOver"; readonly winner: PlayerId | null; readonly reason: EndReason };

export type { Ability, CardKeyword, Condition, HeroClass, Keyword, SecretTrigger, Selector };
