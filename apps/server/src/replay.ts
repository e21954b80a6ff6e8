/**
 * Replays of a match, from its record and log: the full one (setup with its seed and every
 * action: only once the match is over, when nothing is hidden any more) and what one seat (or the
 * spectators) saw, frame by frame — each frame computed by the engine alone, so a replay shows
 * exactly what its seat was sent, never more. Both replay the log as the live match did (table
 * facts and take-backs included: see table.ts).
 */
import type { FullReplay, MatchInfo, SeatReplay } from "@core/match-client";
import type { LiveMatch } from "./match.js";
import type { LogEntry } from "./store/types.js";
import { tableFields } from "./table.js";

/**
 * The full replay: the setup (seed included) and every action that stands with its seq, time and
 * seat; the table's facts, the actions taken back and the table's result beside them.
 */
export function fullReplay(match: LiveMatch, log: readonly LogEntry[], info: MatchInfo): FullReplay {
  const replayed = match.blank();
  for (const e of log) replayed.apply(e);
  const line = replayed.line;
  const standing = new Set(line.map((e) => e.seq));
  const table = log.flatMap((e) =>
    e.table === undefined ? [] : [{ seq: e.seq, at: e.at, seat: e.seat ?? "", fact: e.table }],
  );
  const taken = log.flatMap((e) =>
    e.table !== undefined || standing.has(e.seq)
      ? []
      : [{ seq: e.seq, at: e.at, seat: e.seat, action: e.action }],
  );
  const result = replayed.table.result;
  return {
    format: "match-replay",
    version: 1,
    kind: "full",
    match: info,
    setup: match.record.setup,
    actions: line.map((e) => e.action),
    log: line.map((e) => ({ seq: e.seq, at: e.at, seat: e.seat })),
    ...(table.length === 0 ? {} : { table }),
    ...(taken.length === 0 ? {} : { taken }),
    ...(result === null ? {} : { result }),
  };
}

/**
 * What `seat` (null: the spectators) saw of `log`: the opening view, then for each entry the
 * events and view it was sent (with the table's fields of a table fact). `match` gives the engine
 * and the seat's filters.
 */
export function seatReplay(
  match: LiveMatch,
  log: readonly LogEntry[],
  seat: string | null,
  info: MatchInfo,
): SeatReplay {
  const replayed = match.blank();
  const frames: SeatReplay["frames"][number][] = [
    { seq: 0, at: match.record.createdAt, events: [], view: replayed.viewOf(seat) },
  ];
  for (const e of log) {
    const step = replayed.apply(e);
    frames.push({
      seq: e.seq,
      at: e.at,
      events: replayed.eventsOf(seat, step.events, step.state),
      view: replayed.viewOf(seat, step.state),
      ...tableFields(step),
    });
  }
  return { format: "match-replay", version: 1, kind: "seat", match: info, seat, frames };
}
