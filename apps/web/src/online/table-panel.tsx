/**
 * The table of an online match (two seats): resign (asked twice), offer a draw, ask to take back
 * one's last move where the game allows it (its manifest's `takeBack`), answer or withdraw the
 * offer pending — each a table request the server logs and judges (`@core/match-client`'s
 * `table`). Everyone, spectators included, reads the offer pending and how the match ended.
 * @module
 */
import type { ActionResult, MatchSnapshot, TableRequest } from "@core/match-client";
import { manifestOf } from "@games/catalogue";
import { useState } from "preact/hooks";
import { refusalWords, useMessages } from "../i18n/index.js";
import type { Refusal } from "./board.js";
import { tableMessages } from "./table-messages.js";

export interface TablePanelProps {
  readonly snap: MatchSnapshot;
  /** Sends a table request for the seat; absent for spectators. */
  readonly request?: (request: TableRequest) => Promise<ActionResult>;
}

/** The table's panel; nothing for a match of more or fewer than two seats. */
export function TablePanel({ snap, request }: TablePanelProps) {
  const m = useMessages(tableMessages);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const { seats, engine } = snap.match;
  if (seats.length !== 2) return null;
  const { offer, result } = snap.table;
  const seat = snap.seat;
  const opponent = seats.find((s) => s.seat !== seat);
  const playing = request !== undefined && seat !== null && !snap.over;
  const offers = playing && opponent?.kind === "human" && offer === null;
  const takeBack = manifestOf(engine)?.takeBack === true;

  const ask = (r: TableRequest) => {
    if (request === undefined || busy) return;
    setBusy(true);
    setRefusal(null);
    setConfirming(false);
    void request(r).then((answer) => {
      setBusy(false);
      if (!answer.ok) setRefusal(answer);
    });
  };

  return (
    <section class="online-table" aria-label={m.table} data-testid="table">
      {result !== null && (
        <p class="online-table-result" role="status" data-testid="table-result">
          {result.type === "draw" ? m.drawAgreed : m.resigned(result.seat)}
        </p>
      )}
      {offer !== null && result === null && (
        <div class="online-offer" role="status" data-testid="table-offer" data-kind={offer.kind}>
          <p>
            {offer.by === seat
              ? m.youOffered(offer.kind === "takeback")
              : m.theyOffer(offer.by, offer.kind === "takeback")}
          </p>
          {playing && offer.by !== seat && (
            <>
              <button
                type="button"
                class="primary"
                disabled={busy}
                onClick={() => ask({ type: "accept", offer: offer.seq })}
              >
                {m.accept}
              </button>{" "}
              <button
                type="button"
                disabled={busy}
                onClick={() => ask({ type: "decline", offer: offer.seq })}
              >
                {m.decline}
              </button>
            </>
          )}
          {playing && offer.by === seat && (
            <button type="button" disabled={busy} onClick={() => ask({ type: "withdraw", offer: offer.seq })}>
              {m.withdraw}
            </button>
          )}
        </div>
      )}
      {playing && (
        <div class="actions online-table-actions">
          {confirming ? (
            <>
              <span>{m.resignConfirm}</span>
              <button type="button" class="primary" disabled={busy} onClick={() => ask({ type: "resign" })}>
                {m.resignYes}
              </button>{" "}
              <button type="button" onClick={() => setConfirming(false)}>
                {m.cancel}
              </button>
            </>
          ) : (
            <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
              {m.resign}
            </button>
          )}
          {offers && (
            <button type="button" disabled={busy} onClick={() => ask({ type: "offer", kind: "draw" })}>
              {m.offerDraw}
            </button>
          )}
          {offers && takeBack && (
            <button type="button" disabled={busy} onClick={() => ask({ type: "offer", kind: "takeback" })}>
              {m.askTakeBack}
            </button>
          )}
        </div>
      )}
      {refusal !== null && (
        <p class="message" role="alert">
          {m.refused(refusalWords(refusal, m.refusals))}
        </p>
      )}
    </section>
  );
}
