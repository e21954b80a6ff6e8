/**
 * The duel table's play (the same shape as the local duel's `useTable`, so the same `DuelTable`
 * draws it) for one seat of an online match: the view is the server's, the seat's legal intents
 * come from the engine on a state rebuilt from that view (`determinize`: every hidden card
 * blank), an action goes to the server, and the cues (floating numbers, the dead, cards drawn)
 * come from the last step's filtered events.
 * @module
 */
import type { ActionResult } from "@core/match-client";
import {
  type Action,
  type DuelView,
  determinize,
  heroId,
  legalActions,
  type PlayerId,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useState } from "preact/hooks";
import { nextChoice, type Pending, type Say, targetsOf } from "../tcg-duel/game.js";
import type { Floater, Table } from "../tcg-duel/use-table.js";
import type { Step } from "./use-match.js";

type Dying = Table["dying"][number];

/** The cues of one step's events, keyed by its seq so each plays once. */
function cuesOf(step: Step | undefined, seat: PlayerId) {
  const floaters: Floater[] = [];
  const dying: Dying[] = [];
  const drawn: string[] = [];
  (step?.events ?? []).forEach((raw, i) => {
    const e = raw as Record<string, unknown>;
    const key = (step?.seq ?? 0) * 1000 + i;
    if (e.type === "damaged")
      floaters.push({ key, entity: String(e.target), text: `−${e.amount}`, kind: "damage" });
    else if (e.type === "healed")
      floaters.push({ key, entity: String(e.target), text: `+${e.amount}`, kind: "heal" });
    else if (e.type === "died") {
      floaters.push({ key, entity: String(e.entity), text: "✝", kind: "death" });
      const player = e.player as PlayerId;
      if (e.entity !== heroId(player)) dying.push({ entity: String(e.entity), def: String(e.def), player });
    } else if (e.type === "drew" && e.player === seat && typeof e.card === "string") drawn.push(e.card);
  });
  return { floaters, dying, drawn };
}

/**
 * The table of `seat` (a spectator sits at A's side and cannot act). `log` is already in words;
 * `onRefused` hears the server's refusals.
 */
export function useOnlineTable(options: {
  readonly view: DuelView;
  readonly seat: string | null;
  readonly steps: readonly Step[];
  readonly log: readonly Say[];
  readonly send?: (action: unknown) => Promise<ActionResult>;
  readonly onRefused: (reason: string | null) => void;
}): Table {
  const { view: v, seat, send, onRefused } = options;
  const me: PlayerId = seat === "B" ? "B" : "A";
  const [pending, setPending] = useState<Pending | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [replace, setReplace] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const game = useMemo(() => determinize(v, 0), [v]);
  const legal = useMemo(
    () =>
      send === undefined || seat === null || busy ? [] : legalActions(game).filter((a) => a.player === seat),
    [game, seat, send, busy],
  );
  const last = options.steps[options.steps.length - 1];
  const cues = useMemo(() => cuesOf(last, me), [last, me]);
  useEffect(() => {
    setPending(null);
    setSelected(null);
  }, [v]);
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
    if (send === undefined || busy) return;
    setBusy(true);
    setPending(null);
    setSelected(null);
    onRefused(null);
    void send(action).then((r) => {
      setBusy(false);
      if (!r.ok) onRefused(r.detail ?? r.reason);
    });
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
    if (pending && choice) {
      if (!choice.entities.includes(id)) return setPending(null);
      const chosen = { ...pending.chosen, [choice.key]: id };
      const options = pending.options.filter((a) => targetsOf(a)[choice.key] === id);
      const next = { ...pending, chosen, options };
      return nextChoice(next) === null ? apply(options[0] as Action) : setPending(next);
    }
    const attack = selected
      ? attacksFrom(selected).find((a) => (a as { target: string }).target === id)
      : null;
    if (attack) return apply(attack);
    setSelected(attacksFrom(id).length > 0 && selected !== id ? id : null);
  };
  const attackDrop = (target: string, attacker: string) => {
    const a = attacksFrom(attacker).find((x) => (x as { target: string }).target === target);
    if (a) apply(a);
  };

  return {
    game,
    v,
    seat: me,
    legal,
    pending,
    setPending,
    choice,
    highlighted,
    selected,
    setSelected,
    replace,
    setReplace,
    log: options.log,
    ...cues,
    apply,
    start,
    clickEntity,
    attackDrop,
    attacksFrom,
    reset: () => {},
  };
}
