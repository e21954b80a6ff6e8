import {
  type Action,
  type DuelView,
  type GameEvent,
  legalActions,
  type PlayerId,
  reduce,
  type State,
  view,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { refusalWords } from "../i18n/index.js";
import { describeEvents, LOG_LINES, type Revealed, revealedAfter, type Say } from "./game.js";
import { cuesOf, useTargeting } from "./targeting.js";

const NO_CUES: ReturnType<typeof cuesOf> = { floaters: [], dying: [], drawn: [] };

export type { Dying, Floater } from "./targeting.js";

/** How the table is seen and played. */
export interface Seating {
  /** The seat at the bottom: its hand, its hero power, its moves. */
  readonly seat: PlayerId;
  /** Both hands face up (the sandbox, where one person plays both sides). */
  readonly reveal: boolean;
}

/**
 * What a seat sees: `view(state, seat)`, or with `reveal` both sides' hands (each side as its own
 * seat sees it, so nothing else changes).
 */
export function seatView(game: State, { seat, reveal }: Seating): DuelView {
  const mine = view(game, seat);
  if (!reveal) return mine;
  const other: PlayerId = seat === "A" ? "B" : "A";
  const theirs = view(game, other);
  return {
    ...mine,
    players: { ...mine.players, [other]: theirs.players[other] } as DuelView["players"],
    cards: { ...mine.cards, ...theirs.cards },
  };
}

/**
 * A duel table's play, no rules: the seat's legal intents (the engine's), the choice of targets
 * pair by pair, attacks by click or drag, and the cues of what just happened (log lines, floating
 * numbers, creatures fading out, cards sliding into the hand). `onApplied` hears every accepted
 * action, the bot's included, so a page can save it.
 */
export function useTable(options: {
  readonly game: State;
  readonly setGame: (s: State) => void;
  readonly seating: Seating;
  readonly initialLog?: readonly Say[];
  /** The Secrets revealed this turn before the table opened (a resumed duel). */
  readonly initialRevealed?: readonly Revealed[];
  readonly onApplied?: (action: Action, next: State, events: readonly GameEvent[]) => void;
}) {
  const { game, setGame, seating, onApplied } = options;
  const { seat } = seating;
  const [replace, setReplace] = useState<string[]>([]);
  const [log, setLog] = useState<readonly Say[]>(options.initialLog ?? []);
  const [cues, setCues] = useState<ReturnType<typeof cuesOf>>(NO_CUES);
  const [revealed, setRevealed] = useState<readonly Revealed[]>(options.initialRevealed ?? []);
  const floatKey = useRef(0);

  // Ghosts of the dead leave once their fade is over.
  useEffect(() => {
    if (cues.dying.length === 0) return;
    const timer = setTimeout(() => setCues((c) => ({ ...c, dying: [] })), 950);
    return () => clearTimeout(timer);
  }, [cues.dying]);

  const v = useMemo(() => seatView(game, seating), [game, seating.seat, seating.reveal]);
  const legal = useMemo(() => legalActions(game).filter((a) => a.player === seat), [game, seat]);

  const commit = (action: Action) => {
    const { state: next, events } = reduce(game, action);
    const first = events[0];
    if (first?.type === "rejected") {
      // Told in the player's language, whichever it is when the log is shown. The sentences load
      // on demand: the table offers only legal intents, so a refusal is rare (route budgets).
      void import("./refusals.js").then(({ refusalSentences }) => {
        const say: Say = (m) => m.refused(refusalWords(first, refusalSentences(m.lang)));
        setLog((l) => [say, ...l].slice(0, LOG_LINES));
      });
      return;
    }
    const evs = events as GameEvent[];
    onApplied?.(action, next, evs);
    const after = seatView(next, seating);
    setLog((l) => [...describeEvents(evs, v, after, seating).reverse(), ...l].slice(0, LOG_LINES));
    const base = floatKey.current;
    floatKey.current += evs.length;
    setCues(cuesOf(evs, seat, (i) => base + i + 1));
    setRevealed((r) => revealedAfter(evs, r));
    setGame(next);
  };
  const targeting = useTargeting(legal, commit);

  /** Forgets the cues of the last game (a new duel, a new position). */
  const reset = (log: readonly Say[] = []) => {
    setLog(log);
    targeting.clear();
    setReplace([]);
    setCues(NO_CUES);
    setRevealed([]);
  };

  return { game, v, seat, legal, ...targeting, replace, setReplace, log, ...cues, revealed, reset };
}

/** A duel table's play state and moves (see {@link useTable}). */
export type Table = ReturnType<typeof useTable>;
