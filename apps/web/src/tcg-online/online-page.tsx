/**
 * Online duels between accounts (`#/tcg-online`; issue 27 §4, seed 003 §4.2): invite with one of
 * one's saved decks (friendly or ranked, a linked character as hero if one likes) and send the
 * link; the link (`?invitation=<token>`) shows who invites and his hero, and is accepted with
 * one's own deck; then each plays his seat on the play page. Every "may I?" is the server's: its
 * refusals are worded here. The duels list gives the seat of each match being played and the
 * replay of each finished one.
 * @module
 */
import { useEffect, useState } from "preact/hooks";
import {
  AccountRequestError,
  type AccountState,
  fetchAccount,
  get,
  type Methods,
  NO_SERVICE,
  oidcStart,
  send,
} from "../account/api.js";
import { accountMessages } from "../account/messages.js";
import { signInLink, withoutFailure } from "../account/return-to.js";
import { useMessages } from "../i18n/index.js";
import { markInteractive, useHashParams } from "../router.js";
import { LabelledSelect } from "../shell/labelled-select.js";
import { PageHead } from "../shell/page-head.js";
import { type AccountDeck, fetchAccountDecks } from "../tcg/account-decks.js";
import { DeckSelect } from "../tcg/deck-select.js";
import { onlineDuelMessages } from "./messages.js";
import "../account/account.css";

type SignedIn = Extract<AccountState, { signedIn: true }>;

interface Duel {
  readonly id: string;
  readonly context: string;
  readonly status: string;
  readonly deck: { readonly name: string; readonly heroClass: string };
  readonly opponent: { readonly name: string | null } | null;
  readonly play: string | null;
  readonly replay: string | null;
  readonly score: number | null;
}

interface Invitation {
  readonly id: string;
  readonly context: string;
  readonly status: string;
  readonly from: { readonly name: string | null };
  readonly heroClass: string;
}

/** The code of a refusal: the server's reason for a 409, else its error code. */
const refusalOf = (error: unknown): string =>
  error instanceof AccountRequestError
    ? error.code === "refused"
      ? error.message
      : error.code
    : "unavailable";

/** What a player brings: one of his decks and, if he likes, one of his characters. */
function SeatForm(props: {
  state: SignedIn;
  decks: readonly AccountDeck[];
  ranked: boolean | null;
  submit: string;
  onSubmit: (choice: { deckId: string; characterId?: string; context: string; clock: boolean }) => void;
  busy: boolean;
}) {
  const m = useMessages(onlineDuelMessages);
  const [deckId, setDeckId] = useState(props.decks[0]?.id ?? "");
  const [characterId, setCharacterId] = useState("");
  const [context, setContext] = useState("friendly");
  const [clock, setClock] = useState(false);
  return (
    <form
      class="account-form"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit({ deckId, ...(characterId ? { characterId } : {}), context, clock });
      }}
    >
      <DeckSelect
        label={m.deck}
        testid="online-deck"
        value={deckId}
        decks={props.decks}
        onChange={setDeckId}
      />
      <LabelledSelect
        label={m.hero}
        value={characterId}
        testid="online-character"
        onChange={setCharacterId}
        choices={[
          { value: "", label: m.noCharacter },
          ...props.state.characters.map((c) => ({ value: c.id, label: m.characterLabel(c.name, c.level) })),
        ]}
      />
      {props.ranked === null ? (
        <>
          <LabelledSelect
            label={m.context}
            value={context}
            testid="online-context"
            onChange={setContext}
            choices={["friendly", "ranked"].map((c) => ({ value: c, label: m.contexts[c] ?? c }))}
          />
          <label>
            <span>
              <input type="checkbox" checked={clock} onChange={(e) => setClock(e.currentTarget.checked)} />{" "}
              {m.clock}
            </span>
          </label>
        </>
      ) : null}
      <button
        type="submit"
        class="primary"
        disabled={props.busy || deckId === ""}
        data-testid="online-submit"
      >
        {props.submit}
      </button>
    </form>
  );
}

/** The online duels page. */
export function OnlineDuelsPage() {
  const m = useMessages(onlineDuelMessages);
  const a = useMessages(accountMessages);
  const params = useHashParams();
  const token = params.get("invitation");
  // A sign-in through the provider that failed came back here (issue 27): why, and a retry.
  const signInFailure = params.get("signin");
  const [state, setState] = useState<SignedIn | "signed-out" | "failed" | "unavailable" | null>(null);
  const [methods, setMethods] = useState<Methods | null>(null);
  const [decks, setDecks] = useState<readonly AccountDeck[]>([]);
  const [duels, setDuels] = useState<readonly Duel[]>([]);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadDuels = () =>
    get<{ duels: Duel[] }>("/api/tcg/duels").then(
      (r) => setDuels(r.duels),
      () => {},
    );
  useEffect(() => {
    fetchAccount()
      .then(async (account) => {
        setMethods(account.methods);
        if (!account.signedIn) return setState("signed-out");
        setDecks((await fetchAccountDecks()).decks);
        await loadDuels();
        setState(account);
      })
      .catch((e: unknown) =>
        setState(e instanceof AccountRequestError && e.code === NO_SERVICE ? "failed" : "unavailable"),
      );
  }, []);
  useEffect(() => {
    setInvitation(null);
    if (token === null) return;
    get<Invitation>(`/api/tcg/invitations/${encodeURIComponent(token)}`).then(setInvitation, (e: unknown) =>
      setRefusal(refusalOf(e)),
    );
  }, [token]);
  useEffect(() => {
    if (state !== null) markInteractive("tcg-online");
  }, [state !== null]);
  // While an invitation waits, the list is read again now and then: its match starts when accepted.
  const waiting = duels.some((d) => d.status === "open" || d.status === "playing");
  useEffect(() => {
    if (!waiting) return;
    const t = setInterval(() => void loadDuels(), 4_000);
    return () => clearInterval(t);
  }, [waiting]);

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await run();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  const hero = (c: string) => a.classes[c] ?? c;
  const invitationWords =
    invitation === null
      ? null
      : m.invitation(
          invitation.from.name ?? m.someone,
          m.contexts[invitation.context] ?? invitation.context,
          hero(invitation.heroClass),
        );
  if (state === null || typeof state === "string") {
    // This page's route, less a failed sign-in's reason: where signing in comes back to.
    const route = withoutFailure(location.hash.slice(1));
    return (
      <section class="account-page">
        <PageHead title={m.title} lede={m.lede} />
        {state === "signed-out" && signInFailure !== null && (
          <p class="notice notice-error" role="alert" data-testid="signin-failure">
            {a.signinFailure[signInFailure] ?? a.signinFailure.failed}
          </p>
        )}
        {state === "signed-out" && refusal !== null && (
          <p class="notice notice-error" role="alert" data-testid="online-refusal">
            {m.refusals[refusal] ?? m.refusals.unavailable}
          </p>
        )}
        {/* Who invites shows before signing in too: the link is not lost on the way. */}
        {state === "signed-out" && invitationWords !== null && (
          <p data-testid="online-invitation">{invitationWords}</p>
        )}
        <p class="notice" data-testid="online-state">
          {state === null ? (
            m.loading
          ) : state === "failed" ? (
            m.noService
          ) : state === "unavailable" ? (
            m.refusals.unavailable
          ) : (
            <>
              {m.signedOut}{" "}
              {signInFailure !== null && methods?.oidc ? (
                <>
                  <a
                    class="button primary"
                    data-testid="signin-retry"
                    href={oidcStart(`${location.pathname}#${route}`)}
                  >
                    {m.retry(methods.oidc.name)}
                  </a>{" "}
                  <a href={signInLink(route)}>{m.otherWays}</a>
                </>
              ) : (
                <a href={signInLink(route)}>{m.signIn}</a>
              )}
            </>
          )}
        </p>
      </section>
    );
  }
  return (
    <section class="account-page">
      <PageHead title={m.title} lede={m.lede} />
      {refusal === null ? null : (
        <p class="notice notice-error" role="alert" data-testid="online-refusal">
          {m.refusals[refusal] ?? m.refusals.unavailable}
        </p>
      )}
      {decks.length === 0 ? (
        <>
          {/* Who invites stays in view while the invitee has no deck to accept with yet. */}
          {token !== null && invitation !== null && <p data-testid="online-invitation">{invitationWords}</p>}
          <p class="notice">
            {m.noDecks} <a href="#/tcg-decks">{m.buildDeck}</a>
          </p>
        </>
      ) : token !== null ? (
        invitation === null ? null : (
          <section class="account-card" data-testid="online-invitation">
            <p>{invitationWords}</p>
            <SeatForm
              state={state}
              decks={decks}
              ranked={invitation.context === "ranked"}
              submit={m.accept}
              busy={busy}
              onSubmit={(choice) =>
                void act(async () => {
                  const { context: _c, clock: _k, ...seat } = choice;
                  const made = await send<{ id: string }>(
                    "POST",
                    `/api/tcg/invitations/${encodeURIComponent(token)}/accept`,
                    state.csrf,
                    seat,
                  );
                  const { duel } = await get<{ duel: Duel }>(`/api/tcg/duels/${made.id}`);
                  if (duel.play !== null) location.hash = `#/play?t=${encodeURIComponent(duel.play)}`;
                })
              }
            />
          </section>
        )
      ) : (
        <section class="account-card" aria-labelledby="online-invite">
          <h2 id="online-invite">{m.invite}</h2>
          <SeatForm
            state={state}
            decks={decks}
            ranked={null}
            submit={m.create}
            busy={busy}
            onSubmit={(choice) =>
              void act(async () => {
                const made = await send<{ invitation: string }>("POST", "/api/tcg/duels", state.csrf, choice);
                setLink(`${location.origin}${location.pathname}#/tcg-online?invitation=${made.invitation}`);
                await loadDuels();
              })
            }
          />
          {link === null ? null : (
            <p>
              {m.link} <input readOnly value={link} data-testid="online-link" aria-label={m.link} />{" "}
              <button type="button" onClick={() => void navigator.clipboard?.writeText(link)}>
                {m.copy}
              </button>
            </p>
          )}
        </section>
      )}
      <section class="account-card" aria-labelledby="online-duels">
        <h2 id="online-duels">{m.yours}</h2>
        <button type="button" onClick={() => void loadDuels()}>
          {m.refresh}
        </button>
        {duels.length === 0 ? (
          <p class="muted">{m.none}</p>
        ) : (
          <ul class="account-list" data-testid="online-duels">
            {duels.map((d) => (
              <li key={d.id} data-status={d.status}>
                <span>
                  {m.contexts[d.context] ?? d.context} · « {d.deck.name} » ({hero(d.deck.heroClass)})
                  {d.opponent?.name ? ` · ${m.against(d.opponent.name)}` : ""} ·{" "}
                  {m.status[d.status] ?? d.status}
                  {d.status === "over" ? ` · ${m.result(d.score)}` : ""}
                </span>
                {d.play === null ? null : (
                  <a class="button primary" href={`#/play?t=${encodeURIComponent(d.play)}`}>
                    {m.play}
                  </a>
                )}
                {d.status === "over" && d.replay !== null ? (
                  <a href={`#/replay?r=${encodeURIComponent(d.replay)}`}>{m.replay}</a>
                ) : null}
                {d.status === "open" ? (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      void act(async () => {
                        await send("POST", `/api/tcg/duels/${d.id}/cancel`, state.csrf);
                        await loadDuels();
                      })
                    }
                  >
                    {m.cancel}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
