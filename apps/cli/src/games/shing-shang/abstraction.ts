/**
 * PAC — Abstraction. The game itself is the engine (@engines/shing-shang): this module only keeps
 * a match as plain data (the current state and the moves played) and forwards every question
 * about the rules to the engine. No rule is decided here.
 */
import {
  type Action,
  type AnyEvent,
  chooseAction,
  engine,
  type Level,
  legalActions,
  type PositionSetup,
  type Side,
  type State,
} from "@engines/shing-shang";

/** Who plays a side: a person at the keyboard or a bot of some level. */
export type Seat = "human" | Level;

/** A match in progress: plain data, replaced (never mutated) after each action. */
export interface Match {
  readonly state: State;
  readonly seats: Readonly<Record<Side, Seat>>;
  readonly seed: number;
  /** The accepted actions, in order. */
  readonly history: readonly Action[];
}

/** Starts a match; throws the engine's SetupError on a bad position. */
export function startMatch(
  seats: Readonly<Record<Side, Seat>>,
  seed: number,
  position?: PositionSetup,
  maxPlies?: number,
): Match {
  const setup = {
    ...(position === undefined ? {} : { position }),
    ...(maxPlies === undefined ? {} : { maxPlies }),
  };
  return { state: engine.init(setup), seats, seed, history: [] };
}

/** Submits an action: the new match (unchanged when refused) and the engine's events. */
export function submit(match: Match, action: Action): { match: Match; events: readonly AnyEvent[] } {
  const t = engine.reduce(match.state, action);
  const refused = t.events.length === 1 && t.events[0]?.type === "rejected";
  return {
    match: refused ? match : { ...match, state: t.state, history: [...match.history, action] },
    events: t.events,
  };
}

/** The bot's choice for the side to move (null once the game is over). */
export function botAction(match: Match, level: Level): Action | null {
  return chooseAction(match.state, { level, seed: `${match.seed}/${match.state.turn}` });
}

/** The legal actions, optionally only those of the piece on `from`. */
export function actionsOf(match: Match, from?: string): Action[] {
  const all = legalActions(match.state);
  return from === undefined ? all : all.filter((a) => a.type !== "pass" && a.from === from);
}
