/**
 * The plain data of Diplomaxy: map, units, orders, options, state, actions and events.
 * Every value is JSON; nothing here has behaviour.
 */
import type { Rejected } from "@core/engine";

/** A planet ("planète"). All planets are alike; `production` is how many units its controller gets. */
export interface Planet {
  readonly id: string;
  readonly name: string;
  /** Units the controller receives at the start of the next turn. Default 1. */
  readonly production?: number;
}

/** A corridor ("couloir") between two planets; crossing it takes `length` turns (default 1). */
export interface Corridor {
  readonly id: string;
  readonly a: string;
  readonly b: string;
  readonly length?: number;
}

/** The map: planets and corridors. */
export interface GameMap {
  readonly name?: string;
  readonly planets: readonly Planet[];
  readonly corridors: readonly Corridor[];
}

/** A unit in orbit around a planet. All units are alike. */
export interface Unit {
  readonly id: string;
  readonly owner: string;
  readonly at: string;
}

/** A unit travelling along a corridor; it reaches `to` at the end of turn `arrives`. */
export interface Transit {
  readonly id: string;
  readonly owner: string;
  readonly corridor: string;
  readonly from: string;
  readonly to: string;
  readonly arrives: number;
}

/** The six order kinds of the draft (English names; the draft's French in comments). */
export type OrderKind =
  /** "contrôle" */
  | "control"
  /** "soutien de contrôle sur le joueur X" */
  | "supportControl"
  /** "déplacement vers le couloir C" */
  | "move"
  /** "défense" */
  | "defend"
  /** "soutien défensif sur le joueur X" */
  | "supportDefense"
  /** "attaque sur le joueur X" */
  | "attack";

/** The order kinds that name a target player. */
export const TARGETED: ReadonlySet<OrderKind> = new Set<OrderKind>([
  "supportControl",
  "supportDefense",
  "attack",
]);

/** Every order kind, in the draft's order. */
export const ORDER_KINDS: readonly OrderKind[] = [
  "control",
  "supportControl",
  "move",
  "defend",
  "supportDefense",
  "attack",
];

/** One unit's order. `target` for supports and attacks, `corridor` for moves, nothing else. */
export interface Order {
  readonly unit: string;
  readonly order: OrderKind;
  readonly target?: string;
  readonly corridor?: string;
}

/**
 * The action a unit finally performs ("action résolue"): its order, or the automatic defensive
 * fallback ("repli défensif") of a control or control-support unit.
 * `supportControlFallbackToSupporter` exists only with the option `fallbackToSupporter`.
 */
export type ResolvedAction =
  | "control"
  | "controlFallback"
  | "supportControl"
  | "supportControlFallback"
  | "supportControlFallbackToSupporter"
  | "defend"
  | "supportDefense"
  | "attack"
  | "move";

/** How a fractional loss (ATT − DEF) becomes a number of destroyed units. */
export type LossRounding = "ceil" | "floor" | "round";

/** An exact fraction `num/den` (den > 0), reduced. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

/** Options as written in a setup (all optional). */
export interface OptionsInput {
  /** DEF given by a fallen-back unit: a number with at most two decimals, or "p/q". Default 0.75. */
  readonly fallbackFactor?: number | string;
  /** Default "ceil". */
  readonly lossRounding?: LossRounding;
  /** The draft's "???": a control supporter may fall back to defend its own owner. Default false. */
  readonly fallbackToSupporter?: boolean;
  /** Last turn; then the player controlling most planets wins. Default: no limit. */
  readonly maxTurns?: number;
}

/** Options as the engine uses them (resolved, exact). */
export interface Options {
  readonly fallbackFactor: Fraction;
  readonly lossRounding: LossRounding;
  readonly fallbackToSupporter: boolean;
  readonly maxTurns: number | null;
}

/** What `init` takes. See `data/diplomaxy/game.schema.json`. */
export interface Setup {
  readonly map: GameMap;
  readonly players: readonly string[];
  readonly units: readonly Unit[];
  readonly options?: OptionsInput;
  /** Orders already submitted for the first turn, by player (used by `games diplomaxy adjudicate`). */
  readonly orders?: Readonly<Record<string, readonly Order[]>>;
}

/** One player's row in a planet's combat report. DEF is exact: `def` is `defExact` as a number. */
export interface PlayerScore {
  readonly player: string;
  readonly ctrl: number;
  readonly def: number;
  /** DEF as a reduced fraction "p/q" (or an integer), for exact comparisons. */
  readonly defExact: string;
  readonly att: number;
  /** Units destroyed among those defending this player. */
  readonly loss: number;
  /**
   * The orders this player's units in orbit followed, by unit id (movers included): each the
   * submitted order itself, or `{unit, order: "defend"}` for a unit that had none. Empty for a
   * player that is only attacked or supported here. (Issue 18: the report names no unit twice.)
   */
  readonly orders: readonly Order[];
}

/** A unit that did not do what it was ordered: its automatic defensive fallback ("repli défensif"). */
export interface Fallback {
  readonly unit: string;
  /** `controlFallback`, `supportControlFallback` or `supportControlFallbackToSupporter`. */
  readonly resolved: ResolvedAction;
}

/**
 * One unit's line in a planet's combat report, as `reportLines` expands it from a
 * {@link PlanetReport} and a player's view ({@link PlanetReportView}) shows it.
 */
export interface UnitResult {
  readonly unit: string;
  readonly owner: string;
  readonly order: OrderKind;
  readonly target?: string;
  readonly corridor?: string;
  readonly resolved: ResolvedAction;
  readonly destroyed: boolean;
}

/**
 * The adjudication of one planet for one turn, compact (issue 18): each unit appears once, by its
 * order in its owner's row; a unit's resolved action is its order's kind unless it is listed in
 * `fallbacks`; it is destroyed when listed in `destroyed`. `reportLines` expands it into one
 * line per unit.
 */
export interface PlanetReport {
  readonly planet: string;
  /**
   * Every player involved (present, attacked or supported), in seat order, each with the orders
   * of its units in orbit: together, every unit that was in orbit, by owner then unit id.
   */
  readonly players: readonly PlayerScore[];
  /** The units that fell back ("repli défensif"), in the same order. */
  readonly fallbacks: readonly Fallback[];
  /** Destroyed units, in destruction order. */
  readonly destroyed: readonly string[];
  /** The unique highest CTRL above zero, or null. */
  readonly controller: string | null;
  /** True when two or more players tie for the highest CTRL above zero (DATC-style standoff). */
  readonly standoff: boolean;
}

/** Game status. */
export type Status =
  | { readonly phase: "orders" }
  | {
      readonly phase: "over";
      readonly winners: readonly string[];
      readonly reason: "last-player" | "max-turns" | "no-player";
    };

/** The last resolution, kept so each player's view can show what it saw. */
export interface LastReport {
  readonly turn: number;
  readonly planets: readonly PlanetReport[];
  /** For each planet reported, the players that see its report. */
  readonly witnesses: Readonly<Record<string, readonly string[]>>;
}

/** The whole game state (plain JSON). */
export interface State {
  readonly map: GameMap;
  readonly players: readonly string[];
  readonly options: Options;
  readonly turn: number;
  readonly units: readonly Unit[];
  readonly transit: readonly Transit[];
  /** Pending orders of this turn, by player: secret until resolution. */
  readonly orders: Readonly<Record<string, readonly Order[]>>;
  /** Controller of each planet for the current turn (null: nobody). */
  readonly control: Readonly<Record<string, string | null>>;
  readonly out: readonly string[];
  /**
   * Units each player has received by production so far: its next one is `<player>#<n + 1>`
   * (setup ids cannot contain `#`). Per player, so a player's ids say nothing of anyone else's.
   */
  readonly produced: Readonly<Record<string, number>>;
  /** Players who declared their orders final this turn (`ready`); cleared by new orders. */
  readonly ready: readonly string[];
  readonly status: Status;
  readonly lastReport: LastReport | null;
}

/** Submit (or replace) a player's orders for this turn. */
export interface OrdersAction {
  readonly type: "orders";
  readonly player: string;
  readonly orders: readonly Order[];
}

/**
 * A player declares its orders final for this turn. Once every player still in is ready, the
 * turn resolves at once. New orders from a ready player withdraw its readiness.
 */
export interface ReadyAction {
  readonly type: "ready";
  readonly player: string;
}

/** Adjudicate every planet at once: the referee's action (hot-seat, or a server's deadline). */
export interface ResolveAction {
  readonly type: "resolve";
}

/** Everything `reduce` accepts. Any of them may also carry `seat`, the sender's seat (RULES.md §8). */
export type Action = OrdersAction | ReadyAction | ResolveAction;

/** Events of a resolution, in order: planets, arrivals, production, elimination, end. */
export type Event =
  | { readonly type: "ordersAccepted"; readonly player: string; readonly count: number }
  | { readonly type: "ready"; readonly player: string }
  | { readonly type: "turnResolved"; readonly turn: number }
  | ({ readonly type: "combat" } & PlanetReport)
  | { readonly type: "arrived"; readonly unit: string; readonly owner: string; readonly at: string }
  | {
      readonly type: "produced";
      readonly planet: string;
      readonly player: string;
      readonly count: number;
      readonly units: readonly string[];
    }
  | { readonly type: "eliminated"; readonly player: string }
  | {
      readonly type: "gameOver";
      readonly winners: readonly string[];
      readonly reason: "last-player" | "max-turns" | "no-player";
    };

/** Any event `reduce` can emit. */
export type AnyEvent = Event | Rejected;
