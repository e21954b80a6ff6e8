/**
 * The replay page (`#/replay?r=<replay token>`, or an older link's `t=<seat token>`): what that
 * seat saw, frame by frame, fetched from the server (`kind=seat`: a seat's own view with its
 * hidden cards, a spectator's the public one), stepped forwards and backwards with buttons or the
 * arrow keys. The step is in the URL. The links this app makes carry a replay token, which opens
 * the replay and nothing else: a shared replay never hands out a seat.
 * @module
 */
import { fetchReplay, REPLAY_TOKEN, type SeatReplay } from "@core/match-client";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { intParam, markInteractive, useHashParam, useHashParams } from "../router.js";
import { boardTitle } from "./board.js";
import { serverOrigin } from "./config.js";
import { LazyBoard } from "./lazy-board.js";
import { onlineMessages } from "./messages.js";
import "./online.css";

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
const STEP = intParam(-1, 0);

/** The replay page. */
export function ReplayPage() {
  const m = useMessages(onlineMessages);
  const locale = useLocale();
  const params = useHashParams();
  const replayToken = params.get("r");
  const seatToken = params.get("t");
  const token =
    replayToken !== null && REPLAY_TOKEN.test(replayToken)
      ? replayToken
      : seatToken !== null && TOKEN.test(seatToken)
        ? seatToken
        : null;
  const [replay, setReplay] = useState<SeatReplay | { error: string } | null>(null);
  const [asked, setStep] = useHashParam("step", STEP, "replace");

  useEffect(() => {
    if (token === null) return;
    let live = true;
    fetchReplay(serverOrigin(), token, "seat").then(
      (r) => live && setReplay(r),
      (e: unknown) => live && setReplay({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  useEffect(() => {
    if (token === null || replay !== null) markInteractive("replay");
  }, [token, replay]);

  const frames = replay !== null && "frames" in replay ? replay.frames : [];
  const last = frames.length - 1;
  const step = asked < 0 || asked > last ? last : asked;
  const go = (n: number) => setStep(Math.max(0, Math.min(last, n)));

  // Keys read the step through a ref: presses quicker than a render still count, each from the last.
  const at = useRef({ step, last });
  at.current = { step, last };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.closest("input, select, textarea")) return;
      const { step: now, last: end } = at.current;
      const to =
        e.key === "ArrowLeft"
          ? now - 1
          : e.key === "ArrowRight"
            ? now + 1
            : e.key === "Home"
              ? 0
              : e.key === "End"
                ? end
                : null;
      if (to === null) return;
      const next = Math.max(0, Math.min(end, to));
      at.current = { step: next, last: end };
      setStep(next);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [setStep]);

  const steps = useMemo(
    () => frames.slice(1, step + 1).map((f) => ({ seq: f.seq, events: f.events })),
    [frames, step],
  );

  if (token === null) return <p class="notice">{m.noLink}</p>;
  if (replay === null) return <p class="muted">{m.loading}</p>;
  if ("error" in replay) return <p class="notice notice-error">{m.loadFailed(replay.error)}</p>;
  const frame = frames[step];
  const title = boardTitle(replay.match.engine, locale);
  return (
    <section class="online-play online-replay" data-step={step} data-frames={frames.length}>
      <header class="online-head">
        <h1>{m.replayTitle}</h1>
        <p>{m.replayOf(title, replay.seat)}</p>
        <nav class="online-steps" aria-label={m.replayTitle}>
          <button type="button" onClick={() => go(0)} disabled={step <= 0}>
            {m.first}
          </button>
          <button type="button" data-testid="replay-prev" onClick={() => go(step - 1)} disabled={step <= 0}>
            {m.previous}
          </button>
          <span role="status" data-testid="replay-step">
            {m.step(step, last)}
          </span>
          <button
            type="button"
            data-testid="replay-next"
            onClick={() => go(step + 1)}
            disabled={step >= last}
          >
            {m.next}
          </button>
          <button type="button" onClick={() => go(last)} disabled={step >= last}>
            {m.last}
          </button>
        </nav>
        {token === seatToken ? (
          <a href={`#/play?t=${token}`}>{m.backToMatch}</a>
        ) : (
          // Opened from the play page (which says so): back is where the match is.
          params.get("from") === "play" && (
            <button type="button" onClick={() => history.back()}>
              {m.backToMatch}
            </button>
          )
        )}
      </header>
      {frame && (
        <LazyBoard
          engine={replay.match.engine}
          view={frame.view}
          seat={replay.seat}
          toAct={[]}
          steps={steps}
          opening={frames[0]?.view}
        />
      )}
    </section>
  );
}
