/**
 * The player's member card (seed 003 §12): withdraw it or ask for another name; his requests and
 * their answers.
 * @module
 */
import { useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { type AccountState, send } from "./api.js";
import { memberCardName } from "./members.js";
import { accountMessages } from "./messages.js";
import type { UseAccount } from "./use-account.js";

type SignedIn = Extract<AccountState, { signedIn: true }>;

function Card({ memberId, state, account }: { memberId: string; state: SignedIn; account: UseAccount }) {
  const m = useMessages(accountMessages);
  const [name, setName] = useState("");
  const request = (kind: "opt-out" | "rename") =>
    account.run(() =>
      send("POST", "/api/account/member-requests", state.csrf, {
        memberId,
        kind,
        ...(kind === "rename" ? { detail: name } : {}),
      }),
    );
  return (
    <li>
      <strong>{memberCardName(memberId)}</strong>
      <p class="muted">{m.optOutHint}</p>
      <button type="button" disabled={account.busy} onClick={() => void request("opt-out")}>
        {m.optOut}
      </button>
      <form
        class="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void request("rename").then((ok) => ok && setName(""));
        }}
      >
        <label>
          {m.newCardName}
          <input value={name} maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" disabled={account.busy || name.trim() === ""}>
          {m.renameCard}
        </button>
      </form>
    </li>
  );
}

export function MemberCards({ state, account }: { state: SignedIn; account: UseAccount }) {
  const m = useMessages(accountMessages);
  return (
    <section class="account-card" aria-labelledby="member-title">
      <h2 id="member-title">{m.members}</h2>
      {state.members.length === 0 ? (
        <p>{m.noMember}</p>
      ) : (
        <ul class="account-list account-members">
          {state.members.map((id) => (
            <Card key={id} memberId={id} state={state} account={account} />
          ))}
        </ul>
      )}
      {state.requests.length > 0 && (
        <>
          <h3>{m.requests}</h3>
          <ul class="account-list" data-testid="member-requests">
            {state.requests.map((r) => (
              <li key={r.id}>
                {m.requestKind[r.kind]} · {memberCardName(r.memberId)}
                {r.detail !== null && ` → « ${r.detail} »`} · <em>{m.requestStatus[r.status]}</em>
                {r.note !== null && ` — ${r.note}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
