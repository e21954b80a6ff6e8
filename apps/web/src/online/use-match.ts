/**
 * `useMatch`: one seat's (or a spectator's) live connection to a match, through
 * `@core/match-client`'s `MatchClient` (it reconnects by itself and resumes from its last seq).
 * The page renders `snapshot.view` (what the server computed for this seat) and the filtered
 * events of each update; it never sees anything else.
 * @module
 */
import {
  type ActionResult,
  type ConnectionStatus,
  MatchClient,
  type MatchSnapshot,
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
  /** The steps received since the page opened, oldest first (a reload starts afresh). */
  readonly steps: readonly Step[];
  /** Sends an engine action for this seat; the server stamps the seat. */
  send(action: unknown): Promise<ActionResult>;
  requestRematch(): void;
}

const NO_CLIENT = (): Promise<ActionResult> => Promise.resolve({ ok: false, reason: "not-connected" });

/** Connects with `token` (null: nothing) and follows the match. */
export function useMatch(token: string | null): LiveMatch {
  const client = useRef<MatchClient | null>(null);
  const [status, setStatus] = useState<LiveMatch["status"]>("connecting");
  const [wasOpen, setWasOpen] = useState(false);
  const [snapshot, setSnapshot] = useState<MatchSnapshot | null>(null);
  const [steps, setSteps] = useState<readonly Step[]>([]);

  useEffect(() => {
    if (token === null) return;
    let closing = false;
    const c = new MatchClient({ server: serverOrigin(), token });
    client.current = c;
    setSnapshot(null);
    setSteps([]);
    setWasOpen(false);
    const offs = [
      c.on("status", (s) => {
        if (s === "open") setWasOpen(true);
        // A close we did not ask for is the server refusing the token.
        setStatus(s === "closed" && !closing ? "invalid" : s);
      }),
      c.on("welcome", () => setSnapshot(c.snapshot)),
      c.on("update", (u) => {
        setSnapshot(c.snapshot);
        setSteps((s) => [...s, { seq: u.seq, events: u.events }]);
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
    send: (action) => client.current?.send(action) ?? NO_CLIENT(),
    requestRematch: () => client.current?.requestRematch(),
  };
}
