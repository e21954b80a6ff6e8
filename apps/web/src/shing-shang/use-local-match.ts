/**
 * `useLocalMatch`: a Shing Shang game on this device (hot-seat or against the bot), given as an
 * online match is (`online/use-match.ts`): the view, the seat to act from this screen, the steps
 * with the engine's events, the opening, and `send`, which the engine judges before the action
 * joins the record. Bots answer from their worker, after a short pause so a move can be followed.
 * @module
 */
import type { ActionResult } from "@core/match-client";
import { type Action, reduce, type Side, type State } from "@engines/shing-shang";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { Step } from "../online/use-match.js";
import { createBot } from "./bot-client.js";
import { type GameRecord, type Replay, replay, startState } from "./game.js";
import type { SavedGame } from "./saved-game.js";

const BOT_DELAY_MS = 450;

/** What a page knows of its local match: what `useMatch` gives an online page, and the replay. */
export interface LocalMatch {
  readonly view: State;
  /** The person to act from this screen (hot-seat: either side), null on a bot's turn or at the end. */
  readonly seat: Side | null;
  readonly toAct: readonly Side[];
  readonly steps: readonly Step[];
  readonly opening: State;
  readonly thinking: boolean;
  /** Judged by the engine, then added to the record (refused: its reason, nothing added). */
  send(action: Action): Promise<ActionResult>;
  /** The record replayed (plies with captures, for the players' panel and the take-back). */
  readonly replayed: Replay;
}

/** The steps of a record: each action with the events the engine gave it. */
function stepsOf(record: GameRecord): Step[] {
  let state = startState(record.start);
  return record.actions.map((action, i) => {
    const t = reduce(state, action);
    state = t.state;
    return { seq: i + 1, events: t.events };
  });
}

/**
 * The local match of `game`; `append` adds an action to its record (`byBot`: the bot's). Bots
 * rest while `paused` (the position editor is open).
 */
export function useLocalMatch(
  game: SavedGame,
  append: (action: Action, byBot: boolean) => void,
  paused: boolean,
): LocalMatch {
  const replayed = useMemo(() => replay(game.record), [game.record]);
  const steps = useMemo(() => stepsOf(game.record), [game.record]);
  const live = replayed.current;
  const [thinking, setThinking] = useState(false);
  const bot = useRef<ReturnType<typeof createBot> | null>(null);

  useEffect(() => {
    bot.current = createBot();
    return () => bot.current?.stop();
  }, []);

  useEffect(() => {
    const level = game.players[live.turn];
    if (paused || live.result !== null || level === "human" || !bot.current) return;
    let alive = true;
    setThinking(true);
    const started = performance.now();
    void bot.current.ask(live, { level, seed: game.seed }).then((action) => {
      setTimeout(
        () => {
          if (!alive) return;
          setThinking(false);
          if (action) append(action, true);
        },
        Math.max(0, BOT_DELAY_MS - (performance.now() - started)),
      );
    });
    return () => {
      alive = false;
      setThinking(false);
    };
  }, [live, game.players, game.seed, paused]);

  const human = live.result === null && game.players[live.turn] === "human";
  return {
    view: live,
    seat: human ? live.turn : null,
    toAct: live.result === null ? [live.turn] : [],
    steps,
    opening: replayed.initial,
    thinking,
    replayed,
    send: (action) => {
      const first = reduce(live, action).events[0];
      if (first?.type === "rejected")
        return Promise.resolve({
          ok: false,
          reason: first.reason,
          ...(first.detail === undefined ? {} : { detail: first.detail }),
        });
      append(action, false);
      return Promise.resolve({ ok: true, seq: steps.length + 1, duplicate: false });
    },
  };
}
