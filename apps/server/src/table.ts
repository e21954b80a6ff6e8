/**
 * The table: what players decide beside the game — resign, offer a draw, offer to take back one's
 * last move, answer or withdraw an offer. Each decision is a table fact logged in the match log
 * like an action (durable before it is acknowledged, ordered, resent to reconnecting clients),
 * so the table's state is a fold of the log, as the engine's is. Pure: no I/O, no engine.
 *
 * Rules (apps/server/README.md, "The table"): two-seat matches only; a bot answers no offer; an
 * offer lapses when its offerer moves; one offer at a time; a take-back goes back to before the
 * offerer's last turn (its last run of steps, and whatever followed it), only on engines whose
 * manifest allows it.
 */
import {
  EMPTY_TABLE,
  type TableFact,
  type TableRefusal,
  type TableRequest,
  type TableStatus,
} from "@core/match-client";
import type { LogEntry, SeatRecord } from "./store/types.js";

/** What a table decision needs to know of the match besides the table itself. */
export interface TableContext {
  readonly seats: readonly SeatRecord[];
  /** The engine waits for nobody (or the table ended the match). */
  readonly over: boolean;
  /** The engine's manifest allows take-backs (nothing hidden, nothing drawn by chance). */
  readonly takeBack: boolean;
  /** The steps that stand (taken-back ones left out): their seq and seat, in order. */
  readonly line: readonly { readonly seq: number; readonly seat: string | null }[];
}

/** The fact `seat`'s request makes, or why it is refused. */
export type Decision =
  | { readonly ok: true; readonly fact: TableFact }
  | { readonly ok: false; readonly reason: TableRefusal };

function refuse(reason: TableRefusal): Decision {
  return { ok: false, reason };
}

/** Decides `seat`'s `request` on the table `status` (no change: the caller logs the fact). */
export function decide(
  status: TableStatus,
  context: TableContext,
  seat: string,
  request: TableRequest,
): Decision {
  if (context.over || status.result !== null) return refuse("match-over");
  if (context.seats.length !== 2) return refuse("two-seats-only");
  const offer = status.offer;
  switch (request.type) {
    case "resign":
      return { ok: true, fact: { type: "resign" } };
    case "offer": {
      if (offer !== null) return refuse("offer-pending");
      if (context.seats.some((s) => s.seat !== seat && s.kind === "bot")) return refuse("bot-opponent");
      if (request.kind === "draw") return { ok: true, fact: { type: "offer", kind: "draw" } };
      if (!context.takeBack) return refuse("takeback-not-allowed");
      // The seat's last turn: its last run of steps (a Shing Shang turn may be a chain of jumps).
      const line = context.line;
      let i = line.findLastIndex((step) => step.seat === seat);
      if (i < 0) return refuse("nothing-to-take-back");
      while (i > 0 && line[i - 1]?.seat === seat) i--;
      return { ok: true, fact: { type: "offer", kind: "takeback", undo: (line[i] as { seq: number }).seq } };
    }
    case "accept":
    case "decline":
      if (offer === null || offer.seq !== request.offer) return refuse("no-such-offer");
      if (offer.by === seat) return refuse("own-offer");
      return { ok: true, fact: { type: request.type, offer: request.offer } };
    case "withdraw":
      if (offer === null || offer.seq !== request.offer) return refuse("no-such-offer");
      if (offer.by !== seat) return refuse("not-your-offer");
      return { ok: true, fact: { type: "withdraw", offer: request.offer } };
  }
}

/** The table after a logged fact, and where a take-back it completes goes back to. */
export interface Applied {
  readonly status: TableStatus;
  /** An accepted take-back: the steps from this seq on are taken back. */
  readonly undo?: number;
}

/**
 * The table after the fact `fact` made by `seat`, logged at `seq`. Throws on a fact that does
 * not fit the table (an answer to no pending offer): the log is corrupt, as with a logged action
 * the engine refuses on replay.
 */
export function applyFact(status: TableStatus, seq: number, seat: string, fact: TableFact): Applied {
  switch (fact.type) {
    case "resign":
      return { status: { offer: null, result: { type: "resigned", seat } } };
    case "offer":
      return {
        status: {
          offer: { seq, kind: fact.kind, by: seat, ...(fact.undo === undefined ? {} : { undo: fact.undo }) },
          result: null,
        },
      };
    default: {
      const offer = status.offer;
      if (offer === null || offer.seq !== fact.offer)
        throw new Error(`table fact at ${seq} answers offer ${fact.offer}, which is not pending`);
      if (fact.type !== "accept") return { status: EMPTY_TABLE };
      if (offer.kind === "draw") return { status: { offer: null, result: { type: "draw" } } };
      if (offer.undo === undefined) throw new Error(`take-back offer ${offer.seq} names no step`);
      return { status: EMPTY_TABLE, undo: offer.undo };
    }
  }
}

/** The table after `seat` made an engine move: its own offer lapses. */
export function afterMove(status: TableStatus, seat: string | null): TableStatus {
  return status.offer !== null && status.offer.by === seat ? { ...status, offer: null } : status;
}

/** True for the table with no offer and no result (frames then leave `table` out). */
export function isEmptyTable(status: TableStatus): boolean {
  return status.offer === null && status.result === null;
}

/**
 * The table's fields of a frame (an update, a replay's frame) for a step: the table after it
 * unless empty, the fact it logged with its seat, the first seq a take-back took back.
 */
export function tableFields(step: {
  readonly entry: LogEntry;
  readonly table: TableStatus;
  readonly undo?: number;
}): { table?: TableStatus; fact?: TableFact & { readonly seat: string }; undo?: number } {
  const { entry, table, undo } = step;
  return {
    ...(isEmptyTable(table) ? {} : { table }),
    ...(entry.table === undefined ? {} : { fact: { ...entry.table, seat: entry.seat ?? "" } }),
    ...(undo === undefined ? {} : { undo }),
  };
}
