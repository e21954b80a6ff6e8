/**
 * `useMatch`: one seat's (or a spectator's) live connection to a match, through
 * `@core/match-client`'s `MatchClient` (it reconnects by itself and resumes from its last seq).
 * The page renders `snapshot.view` (what the server computed for this seat) and the filtered
 * events of each update; it never sees anything else. The steps before the page opened (a reload,
 * a link opened mid-game) come from the seat's own replay, so move lists and logs start complete.
 * @module
 */
import {
  type ActionResult,
  type ConnectionStatus,
  fetchReplay,
  MatchClient,
  type MatchSnapshot,
  type TableRequest,
  type UpdateMessage,
} from "@core/match-client";
import { useEffect, useRef, useState } from "preact/hooks";
import { serverOrigin } from "./config.js";

/** One accepted step as this seat received it. */
export interface Step {
  readonly seq: number;
  readonly events: readonly unknown[];
}

/** What a page knows of its match. */
export interface LiveMatch {
  /** "invalid": the server turned the token down for good. */
  readonly status: ConnectionStatus | "invalid";
  /** Whether the connection was ever open (the loss banner shows only after). */
  readonly wasOpen: boolean;
  readonly snapshot: MatchSnapshot | null;
  /**
   * Every step of the match as this seat saw it, oldest first: those before the page opened once
   * the seat's replay has arrived (`history`), then those received live.
   */
  readonly steps: readonly Step[];
  /** The seat's view before the first step; null until the replay has arrived. */
  readonly opening: unknown;
  /** Whether `steps` holds the whole match (the replay arrived, or the match began here). */
  readonly history: boolean;
  /** Sends an engine action for this seat; the server stamps the seat. */
  send(action: unknown): Promise<ActionResult>;
  /** Sends a table request for this seat (resign, offers and their answers). */
  table(request: TableRequest): Promise<ActionResult>;
  requestRematch(): void;
}

/**
 * The steps after a frame (live or from the replay): a take-back's drops those it took back, a
 * table fact adds none (it has no events), an engine step adds itself.
 */
export function stepsAfter(steps: readonly Step[], frame: Frame): readonly Step[] {
  const { undo } = frame;
  const kept = undo === undefined ? steps : steps.filter((s) => s.seq < undo);
  return frame.fact === undefined ? [...kept, { seq: frame.seq, events: frame.events }] : kept;
}

type Frame = Pick<UpdateMessage, "seq" | "events" | "fact" | "undo">;

const NO_CLIENT = (): Promise<ActionResult> => Promise.resolve({ ok: false, reason: "not-connected" });

/** Connects with `token` (null: nothing) and follows the match. */
export function useMatch(token: string | null): LiveMatch {
  const client = useRef<MatchClient | null>(null);
  const [status, setStatus] = useState<LiveMatch["status"]>("connecting");
  const [wasOpen, setWasOpen] = useState(false);
  const [snapshot, setSnapshot] = useState<MatchSnapshot | null>(null);
  const [steps, setSteps] = useState<readonly Step[]>([]);
  const [opening, setOpening] = useState<{ readonly view: unknown } | null>(null);
  /** The updates since the last fresh welcome, to fold again over the replay once it arrives. */
  const liveAfter = useRef<Frame[]>([]);

  useEffect(() => {
    if (token === null) return;
    let closing = false;
    const c = new MatchClient({ server: serverOrigin(), token });
    client.current = c;
    setSnapshot(null);
    setSteps([]);
    setOpening(null);
    setWasOpen(false);
    /** The steps up to `seq` from the seat's replay, before those received live after it. */
    const catchUp = (seq: number) => {
      void fetchReplay(serverOrigin(), token, "seat").then(
        (replay) => {
          if (closing) return;
          const [first, ...rest] = replay.frames;
          const past = rest.filter((f) => f.seq <= seq).reduce(stepsAfter, [] as readonly Step[]);
          setOpening(first === undefined ? null : { view: first.view });
          // The live updates after `seq` folded again over the past (a take-back among them drops steps).
          setSteps(() => liveAfter.current.filter((u) => u.seq > seq).reduce(stepsAfter, past));
        },
        // No history (the server is away): the live steps alone, as before; the next welcome retries.
        () => {},
      );
    };
    const offs = [
      c.on("status", (s) => {
        if (s === "open") setWasOpen(true);
        // A close we did not ask for is the server refusing the token.
        setStatus(s === "closed" && !closing ? "invalid" : s);
      }),
      c.on("welcome", (w) => {
        setSnapshot(c.snapshot);
        // A fresh view (not a resumption): the steps before it come from the replay.
        if (!w.resumed) {
          liveAfter.current = [];
          catchUp(w.seq);
        }
      }),
      c.on("update", (u) => {
        setSnapshot(c.snapshot);
        liveAfter.current.push({ seq: u.seq, events: u.events, fact: u.fact, undo: u.undo });
        setSteps((s) => stepsAfter(s, u));
      }),
      c.on("rematch", () => setSnapshot(c.snapshot)),
      // Another seat came or went: its `connected` in the snapshot's seats changed.
      c.on("presence", () => setSnapshot(c.snapshot)),
    ];
    return () => {
      closing = true;
      for (const off of offs) off();
      c.close();
      client.current = null;
    };
  }, [token]);

  return {
    status,
    wasOpen,
    snapshot,
    steps,
    opening: opening?.view ?? null,
    history: opening !== null,
    send: (action) => client.current?.send(action) ?? NO_CLIENT(),
    table: (request) => client.current?.table(request) ?? NO_CLIENT(),
    requestRematch: () => client.current?.requestRematch(),
  };
}
