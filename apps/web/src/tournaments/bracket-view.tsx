/**
 * A tournament's bracket: each part (winners', losers', grand final) as rounds of pairings, which
 * stack on a phone and stand side by side on a wide screen. A pairing shows its two entrants (the
 * winner marked), its games won, its state, the viewer's own game to play, the replay of every
 * finished game, and for an organiser the reset and award controls.
 * @module
 */
import { useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { playHash, replayHash } from "../online/config.js";
import type { PairingView, TournamentView } from "./api.js";
import { tournamentMessages } from "./messages.js";

type Decide = (
  pairing: string,
  decision: { kind: "reset" } | { kind: "award"; winner: string },
  reason: string,
) => void;

function OrganiserControls(props: {
  pairing: PairingView;
  nameOf: (id: string) => string;
  decide: Decide;
  busy: boolean;
}) {
  const m = useMessages(tournamentMessages);
  const [reason, setReason] = useState("");
  const { pairing } = props;
  const both = pairing.entrants.filter((e): e is string => typeof e === "string");
  return (
    <details class="tournament-organiser">
      <summary>{m.organiser}</summary>
      <label>
        {m.reason} <input value={reason} maxLength={200} onInput={(e) => setReason(e.currentTarget.value)} />
      </label>
      <div class="tournament-actions">
        {pairing.status === "done" ? (
          <button
            type="button"
            disabled={props.busy || reason.trim() === ""}
            onClick={() => props.decide(pairing.id, { kind: "reset" }, reason)}
          >
            {m.reset}
          </button>
        ) : null}
        {pairing.status === "ready"
          ? both.map((id) => (
              <button
                key={id}
                type="button"
                disabled={props.busy || reason.trim() === ""}
                onClick={() => props.decide(pairing.id, { kind: "award", winner: id }, reason)}
              >
                {m.award(props.nameOf(id))}
              </button>
            ))
          : null}
      </div>
    </details>
  );
}

function Pairing(props: {
  pairing: PairingView;
  nameOf: (id: string) => string;
  organiser: boolean;
  decide: Decide;
  busy: boolean;
}) {
  const m = useMessages(tournamentMessages);
  const p = props.pairing;
  const when = (iso: string) =>
    new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  return (
    <li class="tournament-pairing" data-pairing={p.id} data-status={p.status}>
      <ul class="tournament-entrants">
        {[0, 1].map((i) => {
          const e = p.entrants[i];
          return (
            <li
              key={i}
              class={e !== undefined && e !== null && e === p.winner ? "tournament-winner" : undefined}
            >
              <span>{e === null ? m.bye : e === undefined ? m.tbd : props.nameOf(e)}</span>
              {p.status === "done" || p.status === "ready" ? (
                <span class="tournament-wins">{p.wins[i]}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p class="muted">{p.forfeit ? m.forfeit : (m.pairingStatus[p.status] ?? "")}</p>
      {p.games.map((g) =>
        g.play !== null ? (
          <p key={g.game}>
            <a class="button primary" href={playHash(g.play)} data-testid="tournament-play">
              {m.play}
            </a>
            {g.noShowAt === null ? null : <span class="muted"> {m.showUpBy(when(g.noShowAt))}</span>}
          </p>
        ) : g.replay !== null ? (
          <p key={g.game}>
            <a href={replayHash(g.replay)} data-testid="tournament-replay">
              {m.replay(g.game)}
            </a>
          </p>
        ) : null,
      )}
      {props.organiser && (p.status === "done" || p.status === "ready") ? (
        <OrganiserControls pairing={p} nameOf={props.nameOf} decide={props.decide} busy={props.busy} />
      ) : null}
    </li>
  );
}

/** The bracket of a drawn tournament. */
export function BracketView(props: {
  view: TournamentView;
  organiser: boolean;
  decide: Decide;
  busy: boolean;
}) {
  const m = useMessages(tournamentMessages);
  const names = new Map(props.view.entrants.map((e) => [e.accountId, e.name]));
  const nameOf = (id: string) => names.get(id) ?? m.someone;
  const sides = (["W", "L", "F"] as const).filter((s) => props.view.pairings.some((p) => p.side === s));
  return (
    <section class="account-card" aria-labelledby="tournament-bracket">
      <h2 id="tournament-bracket">{m.bracket}</h2>
      {sides.map((side) => {
        const pairings = props.view.pairings.filter(
          (p) => p.side === side && !(side === "F" && p.status === "void"),
        );
        const rounds = [...new Set(pairings.map((p) => p.round))];
        return (
          <section key={side} class="tournament-side" aria-label={m.sides[side]}>
            {sides.length > 1 ? <h3>{m.sides[side]}</h3> : null}
            <div class="tournament-rounds">
              {rounds.map((round) => (
                <section key={round} class="tournament-round">
                  <h4>{side === "F" ? m.finalRound(round) : m.round(round)}</h4>
                  <ul class="tournament-pairings">
                    {pairings
                      .filter((p) => p.round === round && p.status !== "void")
                      .map((p) => (
                        <Pairing
                          key={p.id}
                          pairing={p}
                          nameOf={nameOf}
                          organiser={props.organiser}
                          decide={props.decide}
                          busy={props.busy}
                        />
                      ))}
                  </ul>
                </section>
              ))}
            </div>
          </section>
        );
      })}
    </section>
  );
}
