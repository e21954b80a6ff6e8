/**
 * Replays of a match, from its record and log: the full one (setup with its seed and every
 * action: only once the match is over, when nothing is hidden any more) and what one seat (or the
 * spectators) saw, frame by frame — each frame computed by the engine alone, so a replay shows
 * exactly what its seat was sent, never more.
 */
import type { FullReplay, MatchInfo, SeatReplay } from "@core/match-client";
import type { LiveMatch } from "./match.js";
import type { LogEntry, MatchRecord } from "./store/types.js";

/** The full replay: the setup (seed included) and every action with its seq, time and seat. */
export function fullReplay(record: MatchRecord, log: readonly LogEntry[], info: MatchInfo): FullReplay {
  return {
    format: "match-replay",
    version: 1,
    kind: "full",
    match: info,
    setup: record.setup,
    actions: log.map((e) => e.action),
    log: log.map((e) => ({ seq: e.seq, at: e.at, seat: e.seat })),
  };
}

/**
 * What `seat` (null: the spectators) saw of `log`: the opening view, then for each entry the
 * events and view it was sent. `match` gives the engine and the seat's filters.
 */
export function seatReplay(
  match: LiveMatch,
  log: readonly LogEntry[],
  seat: string | null,
  info: MatchInfo,
): SeatReplay {
  const { engine, record } = match;
  let state = engine.init(record.setup);
  const frames: SeatReplay["frames"][number][] = [
    { seq: 0, at: record.createdAt, events: [], view: match.viewOf(seat, state) },
  ];
  for (const e of log) {
    const t = engine.reduce(state, e.action);
    state = t.state;
    frames.push({
      seq: e.seq,
      at: e.at,
      events: match.eventsOf(seat, t.events, state),
      view: match.viewOf(seat, state),
    });
  }
  return { format: "match-replay", version: 1, kind: "seat", match: info, seat, frames };
}
