/**
 * The plain-data types of the Chessistics engine: state, actions and events are JSON. Cells are
 * algebraic square names ("a1" = x 0, y 0; y grows up, seed §4.3).
 */

/** An algebraic square name: file letters then rank, "a1", "c2", "aa12" past column z. */
export type Square = string;

/** The piece types of the prototype (seed §3.2): Pion, Tour, Fou, Cavalier, Dame. */
export type PieceType = "pawn" | "rook" | "bishop" | "knight" | "queen";

/** A cargo type (cargaison, seed §2.3): "wood" (bois), "stone" (pierre), or a level's own. */
export type Cargo = string;

/** A piece on the board: one link of a convoy shuttling between `from` and `to` (seed §3.1). */
export interface Piece {
  /** Assigned in placement order, from 1. */
  readonly id: number;
  readonly type: PieceType;
  /** Niveau (I = 1, II = 2...): range of sliders and second key of priority (seed §3.2). */
  readonly level: number;
  /** Départ: where it was placed. */
  readonly from: Square;
  /** Arrivée: one legal move away from `from`. */
  readonly to: Square;
  /** Where it stands now: `from` or `to`. */
  readonly at: Square;
  /** Where its next move goes: the other end. */
  readonly target: Square;
  /** What it carries (one at most, seed §2.3). */
  readonly cargo: Cargo | null;
}

/**
 * The pieces on the board as a tree of chunks: a leaf (an array of pieces) or a node (an array
 * of trees), the pieces in id order read depth first, left to right. Up to 32 pieces it is one
 * flat array; past that, arrays of at most 32 entries with every leaf at the same depth, built
 * by the rules of RULES.md §10 so that placing a piece copies O(log n) entries, not the list.
 * Read it with `piecesOf(state)` (a flat array) rather than walking it.
 */
export type PieceTree = readonly Piece[] | readonly PieceTree[];

/** A production building (seed §2.2): makes `amount` cargo per turn into a buffer of that size. */
export interface Production {
  readonly at: Square;
  readonly name: string;
  readonly cargo: Cargo;
  readonly amount: number;
  /** Cargo waiting to be picked up; overwritten by the next production phase. */
  readonly buffer: number;
}

/** A demand building (seed §2.2, §5.3): wants `amount` deliveries of `cargo`. */
export interface Demand {
  readonly at: Square;
  readonly name: string;
  readonly cargo: Cargo;
  readonly amount: number;
  /** Deliveries so far; keeps counting past `amount` (seed §2.2). */
  readonly received: number;
  /** The mission (1-based) the demand belongs to; it accepts cargo once that mission has begun. */
  readonly mission: number;
  /** The seed's "en N coups": a target shown to the player, never a failure (seed §5.3). */
  readonly parTurns: number | null;
}

/** Pieces of one type and level in the player's stock. */
export interface StockEntry {
  readonly type: PieceType;
  readonly level: number;
  readonly count: number;
}

/** The three metrics of a mission (seed §6). */
export interface Metrics {
  /** Pieces: the most pieces on the board at once during the mission. */
  readonly pieces: number;
  /** Coups: turns played since the mission began. */
  readonly turns: number;
  /** Espace: distinct cells a piece stood on after a placement or a movement phase. */
  readonly cells: number;
}

/** A rectangle of cells: its lower-left cell (zero-based x, y; y grows up) and its size. */
export interface Area {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One mission: its progress and, once complete, its metrics. */
export interface Mission {
  /** 1-based. */
  readonly number: number;
  readonly status: "pending" | "active" | "complete";
  /** The turn count when it began (0 for the first mission). */
  readonly startTurn: number | null;
  /** The largest parTurns of its demands, or null. */
  readonly parTurns: number | null;
  readonly metrics: Metrics | null;
  /** Its title in a campaign (seed §7.1 "MISSION 3/8 — Forger les Tours"), or null. */
  readonly title: string | null;
  readonly description: string | null;
  /**
   * The cells that join the board when it begins (seed §7.6: "les nouvelles cases apparaissent");
   * the first mission's are the starting board. The board is the union of the areas of the
   * missions begun so far.
   */
  readonly area: readonly Area[];
  /** Pieces added to the stock when it begins (the first mission's are in the starting stock). */
  readonly stock: readonly StockEntry[];
}

/** What the current mission's metrics are built from. */
export interface Tracking {
  readonly maxPieces: number;
  /** How many distinct cells pieces stood on: the space metric. */
  readonly cells: number;
  /**
   * Which cells count, one string per rank from rank 1, one character per file from a: "1" when
   * a piece stood there, "0" when not. Rows, not a list, so that counting a new cell copies one
   * row and not every cell so far.
   */
  readonly visited: readonly string[];
}

/**
 * Where every cargo unit went, for conservation checks: produced = carried + buffered +
 * delivered + overwritten + destroyed + removed.
 */
export interface Ledger {
  readonly produced: number;
  readonly delivered: number;
  readonly overwritten: number;
  readonly destroyed: number;
  readonly removed: number;
}

/** The whole game state. */
export interface State {
  /** The level's id (1..6 for the seed's levels). */
  readonly level: number | string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Sorted square names of the walls (murs). */
  readonly walls: readonly Square[];
  readonly productions: readonly Production[];
  readonly demands: readonly Demand[];
  /** In id order, as a tree of chunks (a flat array up to 32 pieces): read with `piecesOf`. */
  readonly pieces: PieceTree;
  readonly nextId: number;
  /** In catalog order, then level. */
  readonly stock: readonly StockEntry[];
  /** Turns played; the next tick plays turn `turn + 1`. */
  readonly turn: number;
  /** The current mission's number (1-based); the last one once the level is complete. */
  readonly mission: number;
  readonly missions: readonly Mission[];
  readonly tracking: Tracking;
  readonly ledger: Ledger;
  readonly phase: "running" | "complete";
}

/** Put a piece from stock on the board, standing on `from`, its first move going to `to`. */
export interface PlaceAction {
  readonly type: "place";
  readonly piece: PieceType;
  /** Default: the highest level of that type in stock. */
  readonly level?: number;
  readonly from: Square;
  readonly to: Square;
}

/** Take a piece off the board, back to stock; its cargo is lost. */
export interface RemoveAction {
  readonly type: "remove";
  readonly id: number;
}

/** Play one turn (seed §5.1). */
export interface TickAction {
  readonly type: "tick";
}

/** Every action. */
export type Action = PlaceAction | RemoveAction | TickAction;

/** A piece as named in events. */
export interface PieceRef {
  readonly id: number;
  readonly piece: PieceType;
  readonly level: number;
  readonly cargo: Cargo | null;
}

/** Every event, in the order they happen. */
export type Event =
  | {
      readonly type: "placed";
      readonly id: number;
      readonly piece: PieceType;
      readonly level: number;
      readonly from: Square;
      readonly to: Square;
    }
  | {
      readonly type: "removed";
      readonly id: number;
      readonly piece: PieceType;
      readonly level: number;
      readonly at: Square;
      readonly cargo: Cargo | null;
    }
  | { readonly type: "turnStarted"; readonly turn: number }
  | { readonly type: "overwritten"; readonly at: Square; readonly cargo: Cargo; readonly lost: number }
  | {
      readonly type: "delivered";
      readonly id: number;
      readonly at: Square;
      readonly demand: Square;
      readonly cargo: Cargo;
      readonly received: number;
      readonly amount: number;
    }
  | {
      readonly type: "picked";
      readonly id: number;
      readonly at: Square;
      readonly production: Square;
      readonly cargo: Cargo;
    }
  | {
      readonly type: "handed";
      readonly from: number;
      readonly to: number;
      readonly fromAt: Square;
      readonly toAt: Square;
      readonly cargo: Cargo;
    }
  | {
      readonly type: "blocked";
      readonly id: number;
      readonly at: Square;
      readonly target: Square;
      readonly by: Square;
    }
  | {
      readonly type: "collision";
      readonly at: Square;
      readonly survivor: PieceRef | null;
      readonly destroyed: readonly PieceRef[];
    }
  | {
      /** The next mission begins: its area joins the board and its pieces the stock. */
      readonly type: "missionStarted";
      readonly mission: number;
      readonly turn: number;
      readonly area: readonly Area[];
      readonly stock: readonly StockEntry[];
    }
  | {
      readonly type: "missionComplete";
      readonly mission: number;
      readonly turn: number;
      readonly metrics: Metrics;
      readonly parTurns: number | null;
    }
  | { readonly type: "levelComplete"; readonly turn: number };
