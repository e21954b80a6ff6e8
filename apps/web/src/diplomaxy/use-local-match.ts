/**
 * `useLocalMatch`: a hot-seat Diplomaxy game on this device, given to the board as an online
 * match is (`online/use-match.ts`): the view on screen, the seat giving orders from this screen,
 * the players who are in, and `send`, which the engine judges before the action joins the saved
 * game. Around it, the hot-seat stages (`game.ts`): the device handed over (nothing shown), one
 * player's orders (only its view), everyone in (the referee resolves), the report.
 * @module
 */
import type { ActionResult } from "@core/match-client";
import { type Action, type PlayerView, reduce, type State, viewFor } from "@engines/diplomaxy";
import { useMemo, useRef, useState } from "preact/hooks";
import { saveStored } from "../storage.js";
import {
  type MapName,
  nextStage,
  type Rules,
  type replayGame,
  SAVED_GAME_KEY,
  type Stage,
  start,
} from "./game.js";
import type { BoardPlayer } from "./match-board.js";

/** What the page knows of its hot-seat game. */
export interface LocalMatch {
  /** The whole state (the referee's). */
  readonly state: State;
  readonly stage: Stage;
  /** The view on screen: the player's giving orders, or the report's `viewer`; null: the referee's. */
  readonly view: PlayerView | null;
  /** The player giving orders from this screen; null between turns. */
  readonly seat: string | null;
  readonly players: readonly BoardPlayer[];
  /** The rules of the game on the board (saved with it). */
  readonly rules: Rules;
  /** Judged by the engine, then added to the saved game; the stage follows. */
  send(action: Action): Promise<ActionResult>;
  /** The handed-over device shows the player's orders. */
  showOrders(): void;
  /** After the report, the next turn's orders (the device handed over first). */
  nextTurn(): void;
  /** A new game on `map` with `rules`, or (`fresh` false) the one saved on `map`. */
  open(map: MapName, rules: Rules, fresh: boolean): void;
}

/** The game to open: the saved one when it is on `map`, else a new one with `rules` (the saved game's when absent). */
export type Opener = (map: MapName, rules?: Rules) => ReturnType<typeof replayGame>;

/**
 * The hot-seat game on `map`, opened by `opener` (the saved game, or a new one); `viewer` is the
 * player whose report is shown ("": the referee's).
 */
export function useLocalMatch(map: MapName, opener: Opener, viewer: string): LocalMatch {
  const [opening] = useState(() => opener(map));
  const actions = useRef<Action[]>(opening.actions);
  /** The rules of the game on the board, saved with it. */
  const played = useRef<Rules>(opening.rules);
  const shownMap = useRef(map);
  const [state, setState] = useState<State>(opening.state);
  const [stage, setStage] = useState<Stage>(opening.stage);

  /** Keeps the game in local storage: a reload replays it (hot seat: the device is handed over again). */
  const save = (report: boolean) =>
    saveStored(SAVED_GAME_KEY, {
      map: shownMap.current,
      actions: actions.current,
      report,
      rules: played.current,
    });

  const seat = stage.kind === "orders" ? stage.player : null;
  const shown = stage.kind === "orders" ? stage.player : stage.kind === "report" ? viewer : "";
  const view = useMemo(() => (shown === "" ? null : viewFor(state, shown)), [state, shown]);

  return {
    state,
    stage,
    view,
    seat,
    players: state.players.map((id) => ({
      id,
      out: state.out.includes(id),
      done: Object.hasOwn(state.orders, id),
    })),
    rules: played.current,
    send: (action) => {
      const { state: next, events } = reduce(state, action);
      const first = events[0];
      if (first?.type === "rejected")
        return Promise.resolve({
          ok: false,
          reason: first.reason,
          ...(first.detail === undefined ? {} : { detail: first.detail }),
        });
      actions.current = [...actions.current, action];
      const resolved = action.type === "resolve";
      save(resolved);
      setState(next);
      setStage(resolved ? { kind: "report", events } : nextStage(next));
      return Promise.resolve({ ok: true, seq: actions.current.length, duplicate: false });
    },
    showOrders: () => {
      if (stage.kind === "handover") setStage({ kind: "orders", player: stage.player });
    },
    nextTurn: () => {
      save(false);
      setStage(nextStage(state));
    },
    open: (name, rules, fresh) => {
      shownMap.current = name;
      if (fresh) {
        const s = start(name, rules);
        actions.current = [];
        played.current = rules;
        save(false);
        setState(s);
        setStage(nextStage(s));
        return;
      }
      const g = opener(name, rules);
      actions.current = g.actions;
      played.current = g.rules;
      setState(g.state);
      setStage(g.stage);
    },
  };
}
