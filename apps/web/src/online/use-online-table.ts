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
  type GameEvent,
  legalActions,
  type PlayerId,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useState } from "preact/hooks";
import type { Say } from "../tcg-duel/game.js";
import { revealedAfter } from "../tcg-duel/game.js";
import { cuesOf, useTargeting } from "../tcg-duel/targeting.js";
import type { Table } from "../tcg-duel/use-table.js";
import type { Refusal } from "./board.js";
import type { Step } from "./use-match.js";

/**
 * The table of `seat` (a spectator sits at A's side and cannot act). `log` is already in words;
 * `onRefused` hears the server's refusals (its reason code and words, for the page to tell).
 */
export function useOnlineTable(options: {
  readonly view: DuelView;
  readonly seat: string | null;
  readonly steps: readonly Step[];
  readonly log: readonly Say[];
  readonly send?: (action: unknown) => Promise<ActionResult>;
  readonly onRefused: (refusal: Refusal | null) => void;
}): Table {
  const { view: v, seat, send, onRefused } = options;
  const me: PlayerId = seat === "B" ? "B" : "A";
  const [replace, setReplace] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const game = useMemo(() => determinize(v, 0), [v]);
  const legal = useMemo(
    () =>
      send === undefined || seat === null || busy ? [] : legalActions(game).filter((a) => a.player === seat),
    [game, seat, send, busy],
  );
  const last = options.steps[options.steps.length - 1];
  const cues = useMemo(
    () => cuesOf((last?.events ?? []) as GameEvent[], me, (i) => (last?.seq ?? 0) * 1000 + i),
    [last, me],
  );

  const commit = (action: Action) => {
    if (send === undefined || busy) return;
    setBusy(true);
    onRefused(null);
    void send(action).then((r) => {
      setBusy(false);
      if (!r.ok) onRefused(r);
    });
  };
  const targeting = useTargeting(legal, commit);
  // The Secrets revealed since the last turn started, read from the steps' public events.
  const revealed = useMemo(
    () =>
      revealedAfter(
        options.steps.flatMap((s) => s.events as readonly { type: string }[]),
        [],
      ),
    [options.steps],
  );
  // A new view (a move landed, ours or theirs) ends any choice made on the old one.
  useEffect(targeting.clear, [v]);

  return {
    game,
    v,
    seat: me,
    legal,
    ...targeting,
    replace,
    setReplace,
    log: options.log,
    ...cues,
    revealed,
    reset: () => {},
  };
}
