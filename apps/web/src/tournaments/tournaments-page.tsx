/**
 * Tournaments (`#/tournaments`; issue 31 §4, seed 003 §14 P5): the list, and for an organiser the
 * creation form; `?id=<tournament>` opens one: its entrants and registration (a saved deck and a
 * linked character at the maximum level, §4.2), then its bracket, kept up to date over the match
 * server's WebSocket, with each finished game's replay and the viewer's own game to play.
 * @module
 */
import { useEffect, useState } from "preact/hooks";
import {
  AccountRequestError,
  type AccountState,
  fetchAccount,
  get,
  NO_SERVICE,
  send,
} from "../account/api.js";
import { accountMessages } from "../account/messages.js";
import { signInLink } from "../account/return-to.js";
import { useMessages } from "../i18n/index.js";
import { markInteractive, useHashParams } from "../router.js";
import { LabelledSelect } from "../shell/labelled-select.js";
import { PageHead } from "../shell/page-head.js";
import { type AccountDeck, fetchAccountDecks } from "../tcg/account-decks.js";
import { DeckSelect } from "../tcg/deck-select.js";
import { refusalOf, type TournamentSummary, type TournamentView, useTournamentWatch } from "./api.js";
import { BracketView } from "./bracket-view.js";
import { CreateForm } from "./create-form.js";
import { tournamentMessages } from "./messages.js";
import "../account/account.css";
import "./tournaments.css";

type Account = AccountState | "failed" | "unavailable" | null;

/** The tournaments page. */
export function TournamentsPage() {
  const m = useMessages(tournamentMessages);
  const id = useHashParams().get("id");
  const [account, setAccount] = useState<Account>(null);
  const [decks, setDecks] = useState<readonly AccountDeck[]>([]);
  useEffect(() => {
    fetchAccount()
      .then(async (a) => {
        if (a.signedIn) setDecks((await fetchAccountDecks()).decks);
        setAccount(a);
      })
      .catch((e: unknown) =>
        setAccount(e instanceof AccountRequestError && e.code === NO_SERVICE ? "failed" : "unavailable"),
      );
  }, []);
  useEffect(() => {
    if (account !== null) markInteractive("tournaments");
  }, [account !== null]);
  return (
    <section class="account-page">
      <PageHead title={m.title} lede={m.lede} />
      {account === null ? (
        <p class="notice">{m.loading}</p>
      ) : account === "failed" ? (
        <p class="notice" data-testid="tournaments-state">
          {m.noService}
        </p>
      ) : account === "unavailable" ? (
        <p class="notice">{m.refusals.unavailable}</p>
      ) : id === null ? (
        <TournamentList account={account} />
      ) : (
        <Tournament id={id} account={account} decks={decks} />
      )}
    </section>
  );
}

function TournamentList(props: { account: AccountState }) {
  const m = useMessages(tournamentMessages);
  const [list, setList] = useState<readonly TournamentSummary[] | null>(null);
  const load = () =>
    get<{ tournaments: TournamentSummary[] }>("/api/tournaments").then((r) => setList(r.tournaments));
  useEffect(() => void load().catch(() => setList([])), []);
  const organiser = props.account.signedIn && props.account.account.role === "organiser";
  return (
    <>
      <section class="account-card" aria-labelledby="tournaments-list">
        <h2 id="tournaments-list">{m.list}</h2>
        {list === null ? (
          <p class="muted">{m.loading}</p>
        ) : list.length === 0 ? (
          <p class="muted">{m.none}</p>
        ) : (
          <ul class="account-list" data-testid="tournaments-list">
            {list.map((t) => (
              <li key={t.id} data-status={t.status}>
                <a href={`#/tournaments?id=${encodeURIComponent(t.id)}`}>{t.name}</a>
                <span class="muted">
                  {m.status[t.status] ?? ""} ·{" "}
                  {m.summary(
                    m.formats[t.format] ?? "",
                    m.bestOfs[String(t.bestOf)] ?? "",
                    t.entrants,
                    t.maxEntrants,
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {organiser && props.account.signedIn ? (
        <CreateForm
          csrf={props.account.csrf}
          created={(id) => {
            location.hash = `#/tournaments?id=${encodeURIComponent(id)}`;
          }}
        />
      ) : null}
    </>
  );
}

function Tournament(props: { id: string; account: AccountState; decks: readonly AccountDeck[] }) {
  const m = useMessages(tournamentMessages);
  const a = useMessages(accountMessages);
  const [view, setView] = useState<TournamentView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deckId, setDeckId] = useState(props.decks[0]?.id ?? "");
  const account = props.account;
  const [characterId, setCharacterId] = useState(account.signedIn ? (account.characters[0]?.id ?? "") : "");
  const load = () =>
    get<TournamentView>(`/api/tournaments/${encodeURIComponent(props.id)}`).then(setView, (e: unknown) =>
      setRefusal(refusalOf(e)),
    );
  useTournamentWatch(props.id, () => void load());
  useEffect(() => void load(), [props.id]);
  const act = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await run();
      await load();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  const csrf = account.signedIn ? account.csrf : null;
  const me = account.signedIn ? account.account.id : null;
  const organiser = account.signedIn && account.account.role === "organiser";
  const names = new Map(view?.entrants.map((e) => [e.accountId, e.name]) ?? []);
  const base = `/api/tournaments/${encodeURIComponent(props.id)}`;
  return (
    <>
      <p>
        <a href="#/tournaments">{m.back}</a>
      </p>
      {refusal === null ? null : (
        <p class="notice notice-error" role="alert" data-testid="tournament-refusal">
          {m.refusals[refusal] ?? m.refusals.unavailable}
        </p>
      )}
      {view === null ? null : (
        <>
          <section
            class="account-card"
            aria-labelledby="tournament-name"
            data-testid="tournament"
            data-status={view.status}
          >
            <h2 id="tournament-name">{view.name}</h2>
            <p>
              {m.status[view.status] ?? ""} ·{" "}
              {m.summary(
                m.formats[view.format] ?? "",
                m.bestOfs[String(view.bestOf)] ?? "",
                view.entrants.length,
                view.maxEntrants,
              )}
            </p>
            {view.status === "registration" ? (
              <p>{m.closesAt(new Date(view.registrationClosesAt).toLocaleString())}</p>
            ) : null}
            {view.winner === null ? null : (
              <p class="tournament-champion" data-testid="tournament-champion">
                {m.champion(names.get(view.winner) ?? m.someone)}
              </p>
            )}
            {view.status === "registration" ? (
              !account.signedIn ? (
                <p>
                  {m.signedOut} <a href={signInLink(location.hash.slice(1))}>{m.signIn}</a>
                </p>
              ) : view.entrants.some((e) => e.accountId === me) ? (
                <p>
                  {m.registered}{" "}
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void act(() => send("POST", `${base}/withdraw`, csrf))}
                  >
                    {m.withdraw}
                  </button>
                </p>
              ) : props.decks.length === 0 ? (
                <p class="notice">
                  {m.noDecks} <a href="#/tcg-decks">{m.buildDeck}</a>
                </p>
              ) : (
                <form
                  class="account-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void act(() =>
                      send("POST", `${base}/register`, csrf, {
                        deckId,
                        ...(characterId ? { characterId } : {}),
                      }),
                    );
                  }}
                >
                  <DeckSelect
                    label={m.deck}
                    testid="tournament-deck"
                    value={deckId}
                    decks={props.decks}
                    onChange={setDeckId}
                  />
                  <LabelledSelect
                    label={m.hero}
                    value={characterId}
                    testid="tournament-character"
                    onChange={setCharacterId}
                    choices={account.characters.map((c) => ({
                      value: c.id,
                      label: m.characterLabel(c.name, c.level),
                    }))}
                  />
                  <button
                    type="submit"
                    class="primary"
                    disabled={busy || deckId === ""}
                    data-testid="tournament-register"
                  >
                    {m.register}
                  </button>
                </form>
              )
            ) : null}
            {organiser && view.status === "registration" ? (
              <p>
                <button
                  type="button"
                  disabled={busy}
                  data-testid="tournament-start"
                  onClick={() => void act(() => send("POST", `${base}/start`, csrf))}
                >
                  {m.start}
                </button>
              </p>
            ) : null}
          </section>
          {view.pairings.length === 0 ? (
            <section class="account-card" aria-labelledby="tournament-entrants">
              <h2 id="tournament-entrants">{m.entrants}</h2>
              {view.entrants.length === 0 ? (
                <p class="muted">{m.noEntrants}</p>
              ) : (
                <ul class="account-list" data-testid="tournament-entrants">
                  {view.entrants.map((e) => (
                    <li key={e.accountId}>
                      {e.name} <span class="muted">({a.classes[e.heroClass] ?? ""})</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : (
            <>
              <BracketView
                view={view}
                organiser={organiser}
                busy={busy}
                decide={(pairing, decision, reason) =>
                  void act(() =>
                    send("POST", `${base}/pairings/${encodeURIComponent(pairing)}/${decision.kind}`, csrf, {
                      reason,
                      ...(decision.kind === "award" ? { winner: decision.winner } : {}),
                    }),
                  )
                }
              />
              <section class="account-card" aria-labelledby="tournament-standings">
                <h2 id="tournament-standings">{m.standings}</h2>
                <table class="tournament-standings" data-testid="tournament-standings">
                  <thead>
                    <tr>
                      <th scope="col">{m.place}</th>
                      <th scope="col">{m.player}</th>
                      <th scope="col">{m.losses}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.standings.map((s) => (
                      <tr key={s.entrant}>
                        <td>{s.place ?? "–"}</td>
                        <td>{names.get(s.entrant) ?? m.someone}</td>
                        <td>{s.losses}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </>
          )}
        </>
      )}
    </>
  );
}
