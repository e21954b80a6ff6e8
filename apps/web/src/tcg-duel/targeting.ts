/**
 * How a seat says what it does at the duel table, no rules: a card's or a power's intents narrowed
 * target by target, an attacker picked then its target (by click or drag), Esc dropping a
 * half-made choice. Shared by the local table and the online one; `commit` is where a complete
 * action goes (the engine here, the server there).
 * @module
 */
import type { Action, GameEvent, PlayerId } from "@engines/lgc-tcg";
import { heroId } from "@engines/lgc-tcg";
import { useEffect, useState } from "preact/hooks";
import { nextChoice, type Pending, targetsOf } from "./game.js";

/** A floating number over an entity (damage, heal), keyed so each plays its animation once. */
export interface Floater {
  readonly key: number;
  readonly entity: string;
  readonly text: string;
  readonly kind: "damage" | "heal" | "death";
}

/** A creature that just died, drawn fading out where it stood. */
export interface Dying {
  readonly entity: string;
  readonly def: string;
  readonly player: PlayerId;
}

/**
 * The cues of a batch of events for `seat`: floating numbers, the creatures that died, the cards it
 * drew. `keyOf(i)` keys the i-th event's floater so each plays once.
 */
export function cuesOf(events: readonly GameEvent[], seat: PlayerId, keyOf: (i: number) => number) {
  const floaters: Floater[] = [];
  const dying: Dying[] = [];
  const drawn: string[] = [];
  events.forEach((e, i) => {
    const key = keyOf(i);
    if (e.type === "damaged") floaters.push({ key, entity: e.target, text: `−${e.amount}`, kind: "damage" });
    else if (e.type === "healed")
      floaters.push({ key, entity: e.target, text: `+${e.amount}`, kind: "heal" });
    else if (e.type === "died") {
      floaters.push({ key, entity: e.entity, text: "✝", kind: "death" });
      if (e.entity !== heroId(e.player)) dying.push({ entity: e.entity, def: e.def, player: e.player });
    } else if (e.type === "drew" && e.player === seat) drawn.push(e.card);
  });
  return { floaters, dying, drawn };
}

/**
 * The choice being made among `legal` (the seat's intents): `apply` drops the choice and hands the
 * action to `commit`.
 */
export function useTargeting(legal: readonly Action[], commit: (action: Action) => void) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setPending(null);
      setSelected(null);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  const apply = (action: Action) => {
    setPending(null);
    setSelected(null);
    commit(action);
  };

  const start = (intents: readonly Action[], label: string) => {
    if (intents.length === 0) return;
    const p: Pending = { options: intents, chosen: {}, label };
    if (nextChoice(p) === null) apply(intents[0] as Action);
    else setPending(p);
  };

  const attacksFrom = (id: string) => legal.filter((a) => a.type === "ATTACK" && a.attacker === id);
  const attackTargets = selected ? attacksFrom(selected).map((a) => (a as { target: string }).target) : [];
  const choice = pending ? nextChoice(pending) : null;
  const highlighted = new Set(choice ? choice.entities : attackTargets);

  const clickEntity = (id: string) => {
    if (pending) {
      if (!choice?.entities.includes(id)) return setPending(null);
      const chosen = { ...pending.chosen, [choice.key]: id };
      const options = pending.options.filter((a) => targetsOf(a)[choice.key] === id);
      const next = { ...pending, chosen, options };
      return nextChoice(next) === null ? apply(options[0] as Action) : setPending(next);
    }
    const attack = selected
      ? attacksFrom(selected).find((a) => (a as { target: string }).target === id)
      : undefined;
    if (attack) return apply(attack);
    setSelected(attacksFrom(id).length > 0 && selected !== id ? id : null);
  };

  const attackDrop = (target: string, attacker: string) => {
    const a = attacksFrom(attacker).find((x) => (x as { target: string }).target === target);
    if (a) apply(a);
  };

  /** Drops any choice in progress. */
  const clear = () => {
    setPending(null);
    setSelected(null);
  };

  return {
    pending,
    setPending,
    choice,
    highlighted,
    selected,
    setSelected,
    apply,
    start,
    clickEntity,
    attackDrop,
    attacksFrom,
    clear,
  };
}
