// FROZEN: the report types of src/types.ts at commit a753e49, before issue 18's compact report
// (one line per unit): what test/reference makes, the oracle of test/differential.test.ts.
import type {
  Event as CompactEvent,
  State as CompactState,
  OrderKind,
  ResolvedAction,
} from "../../src/types.js";

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
}

/** One unit's line in a planet's combat report. */
export interface UnitResult {
  readonly unit: string;
  readonly owner: string;
  readonly order: OrderKind;
  readonly target?: string;
  readonly corridor?: string;
  readonly resolved: ResolvedAction;
  readonly destroyed: boolean;
}

/** The adjudication of one planet for one turn. */
export interface PlanetReport {
  readonly planet: string;
  /** Every player involved (present, attacked or supported), in seat order. */
  readonly players: readonly PlayerScore[];
  /** Every unit that was in orbit, by owner (seat order) then unit id. */
  readonly units: readonly UnitResult[];
  /** Destroyed units, in destruction order. */
  readonly destroyed: readonly string[];
  /** The unique highest CTRL above zero, or null. */
  readonly controller: string | null;
  /** True when two or more players tie for the highest CTRL above zero (DATC-style standoff). */
  readonly standoff: boolean;
}

/** The last resolution, kept so each player's view can show what it saw. */
export interface LastReport {
  readonly turn: number;
  readonly planets: readonly PlanetReport[];
  /** For each planet reported, the players that see its report. */
  readonly witnesses: Readonly<Record<string, readonly string[]>>;
}

/** The whole game state, with the reports of that time. */
export type State = Omit<CompactState, "lastReport"> & { readonly lastReport: LastReport | null };

/** Events of a resolution, with the reports of that time. */
export type Event =
  | Exclude<CompactEvent, { readonly type: "combat" }>
  | ({ readonly type: "combat" } & PlanetReport);

/** Any event `reduce` can emit. */
export type AnyEvent = Event | import("@core/engine").Rejected;
