/**
 * The LGC TCG duel online, drawn by the local duel's own `DuelTable` from one seat's view as the
 * server sent it (the opponent's hand as card backs and a count); the play comes from
 * `useOnlineTable`: legal intents from the engine on the view, actions to the server.
 * @module
 */
import type { DuelView } from "@engines/lgc-tcg";
import { useMemo, useState } from "preact/hooks";
import { refusalWords, useMessages } from "../i18n/index.js";
import { useReduceMotion } from "../tcg/motion.js";
import { duelMessages } from "../tcg-duel/messages.js";
import { MulliganPanel, mulliganOpen } from "../tcg-duel/mulligan.js";
import { refusalSentences } from "../tcg-duel/refusals.js";
import { DuelTable } from "../tcg-duel/table.js";
import type { BoardProps, Refusal } from "./board.js";
import { onlineMessages } from "./messages.js";
import { tcgLog } from "./tcg-log.js";
import { useOnlineTable } from "./use-online-table.js";
import "../tcg/tcg.css";
import "../tcg-duel/duel.css";
import { DuelFrame } from "../tcg-duel/frame.js";

/** The TCG board of the play and replay pages. */
export function TcgBoard({ view, seat, steps, send, table }: BoardProps) {
  const local = useMessages(duelMessages);
  const o = useMessages(onlineMessages);
  const v = view as DuelView;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [, , reduced] = useReduceMotion();
  const me = seat === "B" ? "B" : "A";
  // The local duel's words speak of "the bot" and of seat A as "you": here, of the opponent.
  const m = useMemo(
    () => ({
      ...local,
      result: (winner: "A" | "B" | null) => o.tcgResult(winner === null ? null : winner === me),
      turn: o.tcgTurn,
      foeHand: o.tcgFoeHand,
      board: o.tcgBoard,
    }),
    [local, o, me],
  );
  const log = useMemo(() => tcgLog(steps, v, me).map((line) => () => line(o)), [steps, v, me, o]);
  const t = useOnlineTable({
    view: v,
    seat,
    steps,
    log,
    ...(send === undefined ? {} : { send }),
    onRefused: setRefusal,
  });
  return (
    <DuelFrame game={v} label="LGC TCG">
      {v.phase === "mulligan" ? (
        <MulliganPanel
          t={t}
          m={m}
          reduced={reduced}
          help={mulliganOpen(t) ? m.mulliganHelp(v.first === me) : o.tcgWaitMulligan}
          canConfirm={send !== undefined}
        />
      ) : (
        <DuelTable t={t} m={m} reduced={reduced} />
      )}
      {refusal && (
        <p class="notice notice-error" role="alert">
          {o.refused(refusalWords(refusal, refusalSentences(local.lang)))}
        </p>
      )}
      {table}
    </DuelFrame>
  );
}
