/**
 * The online board of a game without one of its own: the seat's view as JSON, the events of the
 * last steps, and an action typed as JSON (the server's engine judges it; a refusal is told).
 * @module
 */
import { useState } from "preact/hooks";
import { ActionForm } from "../generic/action-form.js";
import { genericMessages } from "../generic/messages.js";
import { useMessages } from "../i18n/index.js";
import type { BoardProps } from "./board.js";
import "../generic/generic.css";

/** Steps whose events the board lists, newest last. */
const SHOWN_STEPS = 5;

export function GenericOnlineBoard({ view, seat, toAct, steps, send, table }: BoardProps) {
  const m = useMessages(genericMessages);
  const [refused, setRefused] = useState<string | null>(null);
  const mine = send !== undefined && seat !== null && toAct.includes(seat);
  const act = (action: unknown) => {
    setRefused(null);
    void send?.(action).then((r) => setRefused(r.ok ? null : r.reason));
  };
  const events = steps.slice(-SHOWN_STEPS).flatMap((s) => s.events);
  return (
    <div class="generic-table" data-testid="generic-board">
      <div class="generic-controls">
        {mine && <ActionForm act={act} label={m.send} />}
        {refused !== null && (
          <p class="notice notice-error" role="alert">
            {m.refused(refused)}
          </p>
        )}
        {events.length > 0 && (
          <>
            <h2>{m.events}</h2>
            <ul class="generic-events">
              {events.map((e, i) => (
                <li key={i}>
                  <code>{JSON.stringify(e)}</code>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <section class="generic-state">
        <h2>{seat === null ? m.state : m.view(seat)}</h2>
        <pre>{JSON.stringify(view, null, 2)}</pre>
      </section>
      {table}
    </div>
  );
}
