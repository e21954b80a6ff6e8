/**
 * The mulligan: the bottom seat's opening hand, each card toggling "send back", and the button
 * that keeps or replaces them. Shared by the local duel and the online table.
 * @module
 */
import type { ComponentChildren } from "preact";
import type { DuelMessages } from "./messages.js";
import { HandCard } from "./table.js";
import type { Table } from "./use-table.js";

/**
 * The mulligan panel of `t`'s seat. `help` says whose choice it is; without `canConfirm` (a
 * spectator, a replay) the hand is shown without the button.
 */
export function MulliganPanel(props: {
  t: Table;
  m: DuelMessages;
  reduced: boolean;
  help: string;
  canConfirm?: boolean;
  children?: ComponentChildren;
}) {
  const { t, m, reduced } = props;
  const mulligan = t.legal.find((a) => a.type === "MULLIGAN");
  return (
    <div class="duel-mulligan panel" data-testid="mulligan">
      <h2>{m.mulligan}</h2>
      {props.children}
      <p>{props.help}</p>
      <div class="duel-hand">
        {(t.v.players[t.seat].hand ?? []).map((c) => (
          <HandCard key={c.id} t={t} c={c} mode="mulligan" m={m} reduced={reduced} />
        ))}
      </div>
      {props.canConfirm !== false && (
        <button
          type="button"
          class="primary"
          data-testid="mulligan-confirm"
          disabled={!mulligan}
          onClick={() => {
            t.apply({ type: "MULLIGAN", player: t.seat, replace: t.replace });
            t.setReplace([]);
          }}
        >
          {t.replace.length === 0 ? m.keepHand : m.replace(t.replace.length)}
        </button>
      )}
    </div>
  );
}

/** Whether `t`'s seat has its mulligan to choose now. */
export const mulliganOpen = (t: Table): boolean => t.legal.some((a) => a.type === "MULLIGAN");
