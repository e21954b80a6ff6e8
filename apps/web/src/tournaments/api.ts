/**
 * The tournaments' HTTP API as the pages read it, and the live watch of one over the match
 * server's WebSocket (a `watch` frame; each `notice` means: read it again).
 * @module
 */
import { useEffect } from "preact/hooks";
import { AccountRequestError } from "../account/api.js";
import { serverOrigin } from "../online/config.js";

export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly format: string;
  readonly bestOf: number;
  readonly status: string;
  readonly maxEntrants: number;
  readonly registrationClosesAt: string;
  readonly entrants: number;
}

export interface GameView {
  readonly game: number;
  readonly status: string;
  readonly winner: string | null;
  readonly replay: string | null;
  readonly play: string | null;
  readonly noShowAt: string | null;
}

export interface PairingView {
  readonly id: string;
  readonly side: "W" | "L" | "F";
  readonly round: number;
  readonly index: number;
  readonly status: string;
  readonly entrants: readonly (string | null | undefined)[];
  readonly wins: readonly [number, number];
  readonly winner: string | null;
  readonly forfeit: boolean;
  readonly games: readonly GameView[];
}

export interface TournamentView {
  readonly id: string;
  readonly name: string;
  readonly format: string;
  readonly bestOf: number;
  readonly seeding: string;
  readonly status: string;
  readonly maxEntrants: number;
  readonly registrationClosesAt: string;
  readonly winner: string | null;
  readonly entrants: readonly {
    readonly accountId: string;
    readonly name: string;
    readonly heroClass: string;
  }[];
  readonly pairings: readonly PairingView[];
  readonly standings: readonly {
    readonly entrant: string;
    readonly seed: number;
    readonly losses: number;
    readonly place: number | null;
  }[];
}

/** The code of a refusal: the server's reason for a 409, else its error code. */
export const refusalOf = (error: unknown): string =>
  error instanceof AccountRequestError
    ? error.code === "refused"
      ? error.message
      : error.code
    : "unavailable";

/**
 * Calls `changed` whenever tournament `id` changes (and once the watch holds), over the match
 * server's WebSocket; reconnects after a drop (1 s, then up to 15 s).
 */
export function useTournamentWatch(id: string | null, changed: () => void): void {
  useEffect(() => {
    if (id === null) return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let wait = 1_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      socket = new WebSocket(`${serverOrigin().replace(/^http/, "ws")}/ws`);
      socket.onopen = () => {
        wait = 1_000;
        socket?.send(JSON.stringify({ type: "watch", topic: `tournament:${id}` }));
      };
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { type?: string };
        if (message.type === "notice") changed();
      };
      socket.onclose = () => {
        if (stopped) return;
        timer = setTimeout(open, wait);
        wait = Math.min(15_000, wait * 2);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [id]);
}
