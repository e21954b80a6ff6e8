/**
 * Turn clocks, computed from the server's timestamps in the log (never a client's), so any
 * instance rebuilding a match gets the same clocks. A seat's clock runs while the game waits for
 * it (`toAct`); it gets `turnMs` afresh whenever the engine's turn (`clock.turn`) changes; past
 * that it draws on its `banks` (each `bankMs`, for the whole game); past those it has expired.
 */
import type { ClockOptions, Clocks } from "@core/match-client";

/** One seat's timer: time used this turn, banks left at the turn's start, running since when. */
export interface SeatTimer {
  readonly used: number;
  readonly banks: number;
  readonly since: number | null;
}

/** Every seat's timer and the engine turn they count. Plain JSON (it goes into snapshots). */
export interface ClockState {
  readonly turn: number;
  readonly seats: Readonly<Record<string, SeatTimer>>;
}

function bankMs(options: ClockOptions): number {
  return options.bankMs ?? 0;
}

/** Banks drawn after using `used` ms of a turn (at most `banks`). */
function drawn(options: ClockOptions, used: number, banks: number): number {
  const over = used - options.turnMs;
  if (over <= 0) return 0;
  const size = bankMs(options);
  return size <= 0 ? banks : Math.min(banks, Math.ceil(over / size));
}

/** The clocks at the start of a match. */
export function startClock(
  options: ClockOptions,
  seats: readonly string[],
  waiting: readonly string[],
  turn: number,
  at: number,
): ClockState {
  const banks = options.banks ?? 0;
  return {
    turn,
    seats: Object.fromEntries(
      seats.map((seat) => [seat, { used: 0, banks, since: waiting.includes(seat) ? at : null }]),
    ),
  };
}

/** The clocks after an action accepted at `at` that left the game at `turn`, waiting for `waiting`. */
export function advanceClock(
  options: ClockOptions,
  clock: ClockState,
  at: number,
  turn: number,
  waiting: readonly string[],
): ClockState {
  const newTurn = turn !== clock.turn;
  const seats: Record<string, SeatTimer> = {};
  for (const [seat, timer] of Object.entries(clock.seats)) {
    const used = timer.used + (timer.since === null ? 0 : Math.max(0, at - timer.since));
    const banks = newTurn ? timer.banks - drawn(options, used, timer.banks) : timer.banks;
    seats[seat] = { used: newTurn ? 0 : used, banks, since: waiting.includes(seat) ? at : null };
  }
  return { turn, seats };
}

/** The earliest moment a running seat runs out of time (turn and banks), or null. */
export function nextDeadline(options: ClockOptions, clock: ClockState): { seat: string; at: number } | null {
  let best: { seat: string; at: number } | null = null;
  for (const [seat, timer] of Object.entries(clock.seats)) {
    if (timer.since === null) continue;
    const at = timer.since + options.turnMs + timer.banks * bankMs(options) - timer.used;
    if (best === null || at < best.at) best = { seat, at };
  }
  return best;
}

/** What clients see at `now`: each seat's time left before its next bank (or expiry), banks left. */
export function clocksAt(options: ClockOptions | null, clock: ClockState | null, now: number): Clocks {
  if (options === null || clock === null) return null;
  const out: Record<string, { turnLeftMs: number; banks: number; bankMs: number; running: boolean }> = {};
  for (const [seat, timer] of Object.entries(clock.seats)) {
    const used = timer.used + (timer.since === null ? 0 : Math.max(0, now - timer.since));
    const spent = drawn(options, used, timer.banks);
    const turnLeftMs = Math.max(0, options.turnMs + spent * bankMs(options) - used);
    out[seat] = {
      turnLeftMs,
      banks: timer.banks - spent,
      bankMs: bankMs(options),
      running: timer.since !== null,
    };
  }
  return out;
}
