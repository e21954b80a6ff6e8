import { useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { genericMessages } from "./messages.js";

/** Listed actions shown as buttons; past this many, the player types the action. */
const LISTED = 40;

/**
 * The generic way to act: the allowed actions as buttons (their JSON) when they are known, and a
 * field to type any action as JSON. `act` gets the action chosen.
 */
export function ActionForm({
  legal,
  act,
  label,
}: {
  /** The allowed actions; undefined when unknown here (an online seat sees only its view). */
  readonly legal?: readonly unknown[];
  readonly act: (action: unknown) => void;
  readonly label: string;
}) {
  const m = useMessages(genericMessages);
  const [text, setText] = useState("");
  const [bad, setBad] = useState(false);
  const submit = (e: Event) => {
    e.preventDefault();
    try {
      act(JSON.parse(text) as unknown);
      setBad(false);
    } catch {
      setBad(true);
    }
  };
  return (
    <div class="generic-actions">
      {legal !== undefined && <h2>{m.legal}</h2>}
      {legal === undefined ? null : legal.length === 0 ? (
        <p class="muted">{m.noneListed}</p>
      ) : (
        <ul class="generic-legal">
          {legal.slice(0, LISTED).map((a) => {
            const json = JSON.stringify(a);
            return (
              <li key={json}>
                <button type="button" onClick={() => act(a)}>
                  <code>{json}</code>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {legal !== undefined && legal.length > LISTED && <p class="muted">{m.more(legal.length - LISTED)}</p>}
      <form onSubmit={submit}>
        <label>
          {m.typed}
          <textarea rows={2} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
        </label>
        <button type="submit">{label}</button>
        {bad && (
          <p class="notice notice-error" role="alert">
            {m.notJson}
          </p>
        )}
      </form>
    </div>
  );
}
