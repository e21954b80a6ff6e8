/**
 * The play page (`#/play?t=<token>`, where invite links land): the seat's board from the
 * server's view, a banner while the connection is lost (the client reconnects by itself), the
 * seats and their clocks, and once the match is over its replay link and a rematch.
 * @module
 */
import type { Clocks, MatchSnapshot } from "@core/match-client";
import { useEffect, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { markInteractive, useHashParams } from "../router.js";
import { boardTitle } from "./board.js";
import { playHash, replayHash, replayLink, tokenOf } from "./config.js";
import { CopyLink } from "./create-panel.js";
import { LazyBoard } from "./lazy-board.js";
import { type OnlineMessages, onlineMessages } from "./messages.js";
import { TablePanel } from "./table-panel.js";
import { useMatch } from "./use-match.js";
import "./online.css";

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** Re-renders every second while a clock runs. */
function useTick(on: boolean): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

function clockText(m: OnlineMessages, clocks: Clocks, seat: string, snap: MatchSnapshot, now: number) {
  const c = clocks?.[seat];
  if (!c) return null;
  // Server times: what was left at the frame, minus what elapsed here since it arrived.
  const elapsed = c.running ? Math.max(0, now - snap.receivedAt) : 0;
  let left = c.turnLeftMs - elapsed;
  let banks = c.banks;
  while (left < 0 && banks > 0) {
    left += c.bankMs;
    banks -= 1;
  }
  return m.clockLeft(Math.max(0, Math.ceil(left / 1000)), banks);
}

/** Who sits where, who is online, whose turn it is, and the clocks. */
function Seats({ snap }: { snap: MatchSnapshot }) {
  const m = useMessages(onlineMessages);
  const now = useTick(snap.clocks !== null && !snap.over);
  return (
    <ul class="online-seats" aria-label={m.seats}>
      {snap.match.seats.map((s) => {
        const clock = clockText(m, snap.clocks, s.seat, snap, now);
        return (
          <li
            key={s.seat}
            data-seat={s.seat}
            class={snap.toAct.includes(s.seat) ? "to-act" : ""}
            aria-current={snap.seat === s.seat ? "true" : undefined}
          >
            <strong>{m.seat(s.seat)}</strong>{" "}
            <span class="muted">
              {s.kind === "bot" ? m.botSeat(s.level ?? "") : s.connected ? m.online : m.offline}
            </span>
            {clock && (
              <span class="online-clock" data-testid={`clock-${s.seat}`}>
                {" "}
                ⏱ {clock}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The other people's seats whose every connection is closed (a seat of mine: not over yet). */
function awaySeats(snap: MatchSnapshot): string[] {
  if (snap.seat === null || snap.over) return [];
  return snap.match.seats
    .filter((s) => s.kind === "human" && s.seat !== snap.seat && !s.connected)
    .map((s) => s.seat);
}

/** The play page. */
export function PlayPage() {
  const m = useMessages(onlineMessages);
  const locale = useLocale();
  const raw = useHashParams().get("t");
  const token = raw !== null && TOKEN.test(raw) ? raw : null;
  const live = useMatch(token);
  const snap = live.snapshot;
  useEffect(() => {
    if (token === null || live.status === "invalid" || snap !== null) markInteractive("play");
  }, [token, live.status, snap !== null]);

  if (token === null) return <p class="notice">{m.noLink}</p>;
  if (live.status === "invalid")
    return (
      <p class="notice notice-error" role="alert" data-testid="invalid-link">
        {m.invalidLink}
      </p>
    );
  const lost = live.status === "connecting" && live.wasOpen;
  const banner = lost && (
    <p class="online-banner" role="alert" data-testid="connection-lost">
      {m.reconnecting}
    </p>
  );
  if (snap === null)
    return (
      <section class="online-play">
        {banner}
        <p class="muted" role="status">
          {m.connecting}
        </p>
      </section>
    );

  const away = live.status === "open" ? awaySeats(snap) : [];
  const title = boardTitle(snap.match.engine, locale);
  const mine = snap.seat !== null && snap.toAct.includes(snap.seat);
  const rematch = snap.rematch === null ? null : tokenOf(snap.rematch);
  return (
    <section
      class="online-play"
      data-engine={snap.match.engine}
      data-seat={snap.seat ?? ""}
      data-seq={snap.seq}
      data-over={snap.over ? "true" : "false"}
      data-status={live.status}
      data-my-turn={mine ? "true" : "false"}
    >
      {banner}
      {away.length > 0 && (
        <p class="online-banner online-away" role="status" data-testid="opponent-away">
          {m.opponentAway(away.join(", "))}
        </p>
      )}
      <header class="online-head">
        <h1>{title}</h1>
        <p data-testid="online-who">
          {snap.seat === null ? m.watching : m.youPlay(snap.seat)}
          {" · "}
          <span role="status" data-testid="online-turn">
            {snap.over ? m.over : mine ? m.yourTurn : m.waitingFor(snap.toAct.join(", "))}
          </span>
        </p>
        <Seats snap={snap} />
      </header>
      <LazyBoard
        engine={snap.match.engine}
        view={snap.view}
        seat={snap.seat}
        toAct={snap.toAct}
        steps={live.steps}
        {...(live.history ? { opening: live.opening } : {})}
        {...(snap.seat === null || snap.over ? {} : { send: live.send })}
        table={<TablePanel snap={snap} {...(snap.seat === null ? {} : { request: live.table })} />}
      />
      {snap.over && (
        <footer class="online-over panel">
          {snap.replay !== null && (
            <>
              <a class="button" href={`${replayHash(snap.replay)}&from=play`} data-testid="open-replay">
                {m.replay}
              </a>
              <CopyLink label={m.shareReplay} link={replayLink(snap.replay)} testId="replay-link" />
            </>
          )}
          {snap.seat !== null &&
            (rematch === null ? (
              <button type="button" data-testid="rematch" onClick={live.requestRematch}>
                {m.rematch}
              </button>
            ) : (
              <a class="button primary" href={playHash(rematch)} data-testid="rematch-open">
                {m.rematchOpen}
              </a>
            ))}
        </footer>
      )}
    </section>
  );
}
