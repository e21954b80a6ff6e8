/**
 * "Play online" on a game's page: choose who sits where (a person with an invite link, or one of
 * the engine's bot levels) and the clock, create the match on the server, then copy each seat's
 * invite link (or show it as a QR code to a phone) and the spectator link; a match just created
 * brings its links into view. The last match created per game is kept in local storage, so its
 * links survive a reload.
 * @module
 */
import {
  type CreatedMatch,
  createMatch,
  HttpError,
  type SeatRequest,
  type SetupRefusal,
} from "@core/match-client";
import { useEffect, useRef, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { loadStored, saveStored } from "../storage.js";
import { inviteLink, playHash, serverOrigin, tokenOf } from "./config.js";
import type { PlayOnlineProps } from "./create.js";
import { onlineMessages } from "./messages.js";
import { QrCode } from "./qr-code.js";

/** A created match as kept: its id and the tokens of its links. */
export interface CreatedLinks {
  readonly match: string;
  readonly seats: Readonly<Record<string, string>>;
  readonly spectator: string;
}

const storeKey = (engine: string) => `online:${engine}:created`;

function parseCreated(x: unknown): CreatedLinks | null {
  if (typeof x !== "object" || x === null) return null;
  const r = x as Record<string, unknown>;
  const seats = r.seats as Record<string, unknown> | null;
  if (typeof r.match !== "string" || typeof r.spectator !== "string") return null;
  if (typeof seats !== "object" || seats === null) return null;
  if (!Object.values(seats).every((t) => typeof t === "string")) return null;
  return { match: r.match, seats: seats as Record<string, string>, spectator: r.spectator };
}

/** The tokens of a server's answer (the app builds its own links from them). */
export function linksOf(created: CreatedMatch): CreatedLinks {
  const seats: Record<string, string> = {};
  for (const [seat, link] of Object.entries(created.links)) {
    const token = tokenOf(link);
    if (token !== null) seats[seat] = token;
  }
  return { match: created.match.id, seats, spectator: tokenOf(created.spectator) ?? "" };
}

/** A read-only link with a Copy button (the field is selected, so a phone can copy it too). */
export function CopyLink({ label, link, testId }: { label: string; link: string; testId: string }) {
  const m = useMessages(onlineMessages);
  const [copied, setCopied] = useState(false);
  const copy = async (input: HTMLInputElement | null) => {
    input?.select();
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      document.execCommand?.("copy");
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  let field: HTMLInputElement | null = null;
  return (
    <label class="online-link">
      <span>{label}</span>
      <span class="online-link-row">
        <input
          ref={(el) => {
            field = el;
          }}
          readOnly
          value={link}
          data-testid={testId}
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
        <button type="button" onClick={() => void copy(field)}>
          {copied ? m.copied : m.copy}
        </button>
      </span>
    </label>
  );
}

/** A link's QR code, folded until asked for. */
function QrFold({ label, link, testId }: { label: string; link: string; testId: string }) {
  const m = useMessages(onlineMessages);
  return (
    <details class="online-qr-fold">
      <summary>{m.qr}</summary>
      <QrCode link={link} label={m.qrOf(label)} testId={testId} />
    </details>
  );
}

/**
 * The links of a created match: one per human seat, the spectators', and a way into each.
 * `fresh`: just created, so the links scroll into view (they open below the form).
 */
function CreatedPanel({ created, fresh }: { created: CreatedLinks; fresh: boolean }) {
  const m = useMessages(onlineMessages);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fresh) panel.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [created.match, fresh]);
  return (
    <div class="online-created" data-testid="online-created" data-match={created.match} ref={panel}>
      <h3>{m.links}</h3>
      {Object.entries(created.seats).map(([seat, token]) => (
        <div key={seat} class="online-seat-link">
          <CopyLink label={m.inviteFor(seat)} link={inviteLink(token)} testId={`invite-${seat}`} />
          <a class="button" href={playHash(token)} data-testid={`play-${seat}`}>
            {m.playSeat(seat)}
          </a>
          <QrFold label={m.inviteFor(seat)} link={inviteLink(token)} testId={`qr-${seat}`} />
        </div>
      ))}
      <div class="online-seat-link">
        <CopyLink label={m.spectatorLink} link={inviteLink(created.spectator)} testId="invite-spectator" />
        <a class="button" href={playHash(created.spectator)}>
          {m.watch}
        </a>
      </div>
    </div>
  );
}

/**
 * The body of "Play online" (loaded when it is first opened, see create.tsx): the seats, the clock
 * option and the created match's links. `setup` is the engine setup to play (the server adds its
 * secret seed).
 */
export function CreatePanel(props: PlayOnlineProps) {
  const m = useMessages(onlineMessages);
  const { engine } = props;
  const seats = engine.seats?.(props.state) ?? [];
  const levels = engine.bots?.levels ?? [];
  const [kinds, setKinds] = useState<Record<string, string>>({});
  const [clock, setClock] = useState<"off" | "standard">("off");
  const [busy, setBusy] = useState(false);
  // The server's words, and its engine's refusal of the setup when that is why.
  const [error, setError] = useState<{ readonly words: string; readonly setup: SetupRefusal | null } | null>(
    null,
  );
  const [created, setCreated] = useState(() => loadStored(storeKey(engine.id), parseCreated));
  const [fresh, setFresh] = useState(false);

  const create = async () => {
    setBusy(true);
    setError(null);
    const requested: Record<string, SeatRequest> = {};
    for (const seat of seats) {
      const kind = kinds[seat] ?? "human";
      requested[seat] = kind === "human" ? { kind: "human" } : { kind: "bot", level: kind };
    }
    try {
      const answer = await createMatch(serverOrigin(), {
        engine: engine.id,
        seats: requested,
        clock: clock === "standard" ? "standard" : null,
        ...(props.setup === undefined ? {} : { setup: props.setup }),
      });
      const links = linksOf(answer);
      saveStored(storeKey(engine.id), links);
      setCreated(links);
      setFresh(true);
    } catch (e) {
      setError({
        words: e instanceof Error ? e.message : String(e),
        setup: e instanceof HttpError ? e.setup : null,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class={`online-create-body${props.popover ? " panel" : ""}`}>
      <h2>{m.createTitle(props.title)}</h2>
      <p class="muted">{m.createLede}</p>
      <div class="online-form">
        {seats.map((seat) => (
          <label key={seat}>
            {m.seat(seat)}
            <select
              data-testid={`seat-kind-${seat}`}
              value={kinds[seat] ?? "human"}
              onChange={(e) => setKinds({ ...kinds, [seat]: (e.currentTarget as HTMLSelectElement).value })}
            >
              <option value="human">{m.human}</option>
              {levels.map((level) => (
                <option key={level} value={level}>
                  {m.bot(level)}
                </option>
              ))}
            </select>
          </label>
        ))}
        {engine.clock && (
          <label>
            {m.clock}
            <select
              data-testid="online-clock"
              value={clock}
              onChange={(e) => setClock((e.currentTarget as HTMLSelectElement).value as "off" | "standard")}
            >
              <option value="off">{m.clockOff}</option>
              <option value="standard">{m.clockStandard}</option>
            </select>
          </label>
        )}
        <button
          type="button"
          class="primary"
          data-testid="online-create"
          disabled={busy}
          onClick={() => void create()}
        >
          {busy ? m.creating : m.create}
        </button>
      </div>
      {error && (
        <p class="notice notice-error" role="alert">
          {m.createFailed((error.setup && props.sayRefusal?.(error.setup)) ?? error.words)}
        </p>
      )}
      {created && <CreatedPanel created={created} fresh={fresh} />}
    </div>
  );
}
