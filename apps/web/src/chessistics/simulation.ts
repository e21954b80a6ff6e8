/**
 * A level's game as the page runs it: the engine's state and the log of actions that led there
 * (saved on every action, so a reload loses nothing), whether the simulation runs and how fast,
 * and the turn the board is animating.
 * @module
 */
import { type Action, type Event, reduce, type State } from "@engines/chessistics";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { useStoredState } from "../storage.js";
import { appendLog, type LogEntry, loadGame, saveGame } from "./play.js";
import { TIMING, type TurnView } from "./turn-animation.js";

const TICK: Action = { type: "tick" };
const parseSpeed = (x: unknown) => (x === 1 || x === 2 || x === 4 ? x : null);

/** State mirrored in a ref, for handlers that must see a change before the next render. */
export function useRefState<T>(initial: T): [T, (value: T) => void, { readonly current: T }] {
  const [value, setValue] = useState(initial);
  const ref = useRef(initial);
  const set = useCallback((next: T) => {
    ref.current = next;
    setValue(next);
  }, []);
  return [value, set, ref];
}

/** What the page hears of each turn: its events, the state before and after. */
export type TurnListener = (events: readonly Event[], before: State, next: State) => void;

/**
 * The game of level `levelNo`. While `paused` is false and the simulation runs, a turn is played
 * every 800 ms / speed; `onTurn` hears each one.
 */
export function useSimulation(levelNo: number, paused: boolean, onTurn: TurnListener) {
  const [game, setGame] = useState(() => loadGame(levelNo));
  const latest = useRef(game);
  const [running, setRunning, runningRef] = useRefState(false);
  const [speed, setSpeed] = useStoredState<number>("chessistics:speed", 1, parseSpeed);
  const [turn, setTurn] = useState<TurnView>({ tick: 0, events: [], before: null });
  const hear = useRef(onTurn);
  hear.current = onTurn;

  /** Adopts the engine's next state, adds the action to the log and saves the game. */
  const commit = useCallback(
    (next: State, action: Action) => {
      const log: LogEntry[] = appendLog(latest.current.log, action);
      latest.current = { state: next, log };
      setGame(latest.current);
      saveGame(levelNo, log);
    },
    [levelNo],
  );

  /** One turn, played by the engine; the board animates its events. */
  const tick = useCallback(() => {
    const before = latest.current.state;
    const { state: next, events } = reduce(before, TICK);
    if (events[0]?.type === "rejected") return setRunning(false);
    commit(next, TICK);
    setTurn((t) => ({ tick: t.tick + 1, events: events as Event[], before }));
    hear.current(events as Event[], before, next);
  }, [commit, setRunning]);

  const { state } = game;
  useEffect(() => {
    if (paused || !running || state.phase !== "running") return;
    // A pause between this timer's firing and the next render must still stop it.
    const timer = setTimeout(() => runningRef.current && tick(), TIMING.turn / speed);
    return () => clearTimeout(timer);
  }, [paused, running, runningRef, state, speed, tick]);

  return { state, latest, commit, running, runningRef, setRunning, speed, setSpeed, turn };
}

/** A keydown listener on the window that always calls the latest `onKey`. */
export function useWindowKeys(onKey: (e: KeyboardEvent) => void): void {
  const ref = useRef(onKey);
  ref.current = onKey;
  useEffect(() => {
    const f = (e: KeyboardEvent) => ref.current(e);
    addEventListener("keydown", f);
    return () => removeEventListener("keydown", f);
  }, []);
}
