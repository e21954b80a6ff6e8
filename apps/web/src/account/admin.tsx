/**
 * The organisers' panel: members' requests to settle, and linking a member card to an account
 * (seed 003 §12). Each change carries a reason kept in the audit trail.
 * @module
 */
import { useEffect, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { serverOrigin } from "../online/config.js";
import { send } from "./api.js";
import { MEMBER_CARDS, memberCardName } from "./members.js";
import { accountMessages, adminMessages } from "./messages.js";
import type { UseAccount } from "./use-account.js";

interface OpenRequest {
  readonly id: string;
  readonly memberId: string;
  readonly kind: "opt-out" | "rename";
  readonly detail: string | null;
  readonly account: { readonly id: string; readonly name: string };
}

interface Found {
  readonly id: string;
  readonly name: string;
}

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${serverOrigin()}${path}`, { credentials: "include" });
  if (!response.ok) throw new Error(response.statusText);
  return (await response.json()) as T;
}

export function AdminPanel({ csrf, account }: { csrf: string; account: UseAccount }) {
  const m = useMessages(adminMessages);
  const a = useMessages(accountMessages);
  const [requests, setRequests] = useState<readonly OpenRequest[]>([]);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<readonly Found[]>([]);
  const [target, setTarget] = useState("");
  const [member, setMember] = useState(MEMBER_CARDS[0]?.memberId ?? "");
  const [reason, setReason] = useState("");
  const refresh = () =>
    get<OpenRequest[]>("/api/admin/member-requests").then(setRequests, () => setRequests([]));
  useEffect(() => {
    void refresh();
  }, []);
  useEffect(() => {
    const t = setTimeout(() => {
      get<Found[]>(`/api/admin/accounts?q=${encodeURIComponent(query)}`).then(setFound, () => setFound([]));
    }, 200);
    return () => clearTimeout(t);
  }, [query]);
  const settle = (id: string, decision: "accepted" | "refused") =>
    account
      .run(
        () => send("POST", `/api/admin/member-requests/${id}`, csrf, { decision, note: notes[id] ?? "" }),
        m.settled,
      )
      .then(refresh);
  return (
    <section class="account-card" aria-labelledby="admin-title" data-testid="admin">
      <h2 id="admin-title">{m.title}</h2>
      <h3>{m.requests}</h3>
      {requests.length === 0 ? (
        <p>{m.noRequests}</p>
      ) : (
        <ul class="account-list">
          {requests.map((r) => (
            <li key={r.id} class="admin-request">
              <span>
                {m.requestLine(r.account.name, a.requestKind[r.kind] ?? r.kind, memberCardName(r.memberId))}
                {r.detail !== null && ` → « ${r.detail} »`}
              </span>
              <label>
                {m.note}
                <input
                  value={notes[r.id] ?? ""}
                  maxLength={200}
                  onInput={(e) => setNotes({ ...notes, [r.id]: (e.target as HTMLInputElement).value })}
                />
              </label>
              <span class="admin-actions">
                <button type="button" disabled={account.busy} onClick={() => void settle(r.id, "accepted")}>
                  {m.accept}
                </button>
                <button type="button" disabled={account.busy} onClick={() => void settle(r.id, "refused")}>
                  {m.refuse}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>{m.linkTitle}</h3>
      <form
        class="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void account.run(
            () => send("POST", "/api/admin/members", csrf, { accountId: target, memberId: member, reason }),
            m.linked,
          );
        }}
      >
        <label>
          {m.search}
          <input
            value={query}
            maxLength={40}
            onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
          />
        </label>
        <select
          aria-label={m.search}
          value={target}
          onChange={(e) => setTarget((e.target as HTMLSelectElement).value)}
          required
        >
          <option value="" disabled>
            —
          </option>
          {found.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
        <label>
          {m.memberId}
          <select value={member} onChange={(e) => setMember((e.target as HTMLSelectElement).value)}>
            {MEMBER_CARDS.map((c) => (
              <option key={c.memberId} value={c.memberId}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.reason}
          <input
            value={reason}
            required
            maxLength={200}
            onInput={(e) => setReason((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" disabled={account.busy || target === "" || reason.trim() === ""}>
          {m.linkButton}
        </button>
      </form>
    </section>
  );
}
