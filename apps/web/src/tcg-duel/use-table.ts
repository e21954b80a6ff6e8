import {
  type Action,
  type DuelView,
  type GameEvent,
  heroId,
  legalActions,
  type PlayerId,
  reduce,
  type State,
  view,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { describeEvents, LOG_LINES, nextChoice, type Pending, type Say, targetsOf } from "./game.js";

/** A floating number over an entity (damage, heal), keyed so each plays its animation once. */
export interface Floater {
  readonly key: number;
  readonly entity: string;
  readonly text: string;
  readonly kind: "damage" | "heal" | "death";
}

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
  readonly onApplied?: (action: Action, next: State, events: readonly GameEvent[]) => void;
}) {
  const { game, setGame, seating, onApplied } = options;
  const { seat } = seating;
  const [pending, setPending] = useState<Pending | null>(null);
  const [replace, setReplace] = useState<string[]>([]);
  const [log, setLog] = useState<readonly Say[]>(options.initialLog ?? []);
  const [floaters, setFloaters] = useState<Floater[]>([]);
  /** Creatures that just died, drawn fading out where they stood; cards just drawn, sliding in. */
  const [dying, setDying] = useState<{ entity: string; def: string; player: PlayerId }[]>([]);
  const [drawn, setDrawn] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const floatKey = useRef(0);

  // Ghosts of the dead leave once their fade is over.
  useEffect(() => {
    if (dying.length === 0) return;
    const timer = setTimeout(() => setDying([]), 950);
    return () => clearTimeout(timer);
  }, [dying]);

  // Esc drops a half-made choice: targets being picked, or an attacker.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setPending(null);
      setSelected(null);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  const v = useMemo(() => seatView(game, seating), [game, seating.seat, seating.reveal]);
  const legal = useMemo(() => legalActions(game).filter((a) => a.player === seat), [game, seat]);

  const apply = (action: Action) => {
    const { state: next, events } = reduce(game, action);
    const first = events[0] as { type: string; reason?: string } | undefined;
    if (first?.type === "rejected") {
      const reason = first.reason ?? "";
      setLog((l) => [((m) => m.refused(reason)) as Say, ...l].slice(0, LOG_LINES));
      return;
    }
    const evs = events as GameEvent[];
    onApplied?.(action, next, evs);
    const after = seatView(next, seating);
    setLog((l) => [...describeEvents(evs, v, after, seating).reverse(), ...l].slice(0, LOG_LINES));
    const fl: Floater[] = [];
    for (const e of evs) {
      floatKey.current += 1;
      if (e.type === "damaged")
        fl.push({ key: floatKey.current, entity: e.target, text: `−${e.amount}`, kind: "damage" });
      else if (e.type === "healed")
        fl.push({ key: floatKey.current, entity: e.target, text: `+${e.amount}`, kind: "heal" });
      else if (e.type === "died")
        fl.push({ key: floatKey.current, entity: e.entity, text: "✝", kind: "death" });
    }
    setFloaters(fl);
    setDying(
      evs.flatMap((e) =>
        e.type === "died" && e.entity !== heroId(e.player)
          ? [{ entity: e.entity, def: e.def, player: e.player }]
          : [],
      ),
    );
    setDrawn(evs.flatMap((e) => (e.type === "drew" && e.player === seat ? [e.card] : [])));
    setPending(null);
    setSelected(null);
    setGame(next);
  };

  const start = (intents: readonly Action[], label: string) => {
    if (intents.length === 0) return;
    const p: Pending = { options: intents, chosen: {}, label };
    if (nextChoice(p) === null) return apply(intents[0]!);
    setPending(p);
  };

  const choose = (entity: string) => {
    if (!pending) return false;
    const next = nextChoice(pending);
    if (!next?.entities.includes(entity)) return false;
    const chosen = { ...pending.chosen, [next.key]: entity };
    const options = pending.options.filter((o) => targetsOf(o)[next.key] === entity);
    const p = { ...pending, chosen, options };
    if (nextChoice(p) === null) apply(options[0]!);
    else setPending(p);
    return true;
  };

  const attacksFrom = (id: string) => legal.filter((a) => a.type === "ATTACK" && a.attacker === id);
  const attackTargets = selected ? attacksFrom(selected).map((a) => (a as { target: string }).target) : [];
  const choice = pending ? nextChoice(pending) : null;
  const highlighted = new Set(choice ? choice.entities : attackTargets);

  const clickEntity = (id: string) => {
    if (pending) {
      if (!choose(id)) setPending(null);
      return;
    }
    if (selected && attackTargets.includes(id)) {
      const a = attacksFrom(selected).find((x) => (x as { target: string }).target === id);
      if (a) return apply(a);
    }
    setSelected(attacksFrom(id).length > 0 && selected !== id ? id : null);
  };

  const attackDrop = (target: string, attacker: string) => {
    const a = attacksFrom(attacker).find((x) => (x as { target: string }).target === target);
    if (a) apply(a);
  };

  /** Forgets the cues of the last game (a new duel, a new position). */
  const reset = (log: readonly Say[] = []) => {
    setLog(log);
    setPending(null);
    setSelected(null);
    setReplace([]);
    setFloaters([]);
    setDying([]);
    setDrawn([]);
  };

  return {
    game,
    v,
    seat,
    legal,
    pending,
    setPending,
    choice,
    highlighted,
    selected,
    setSelected,
    replace,
    setReplace,
    log,
    floaters,
    dying,
    drawn,
    apply,
    start,
    clickEntity,
    attackDrop,
    attacksFrom,
    reset,
  };
}

/** A duel table's play state and moves (see {@link useTable}). */
export type Table = ReturnType<typeof useTable>;
