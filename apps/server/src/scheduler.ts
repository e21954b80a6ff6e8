/**
 * `Scheduler`: the work of matches without a client — a server-side bot's move, a clock's expiry.
 *
 * After every change of a match the service asks it to `schedule` the match's next piece of work
 * (its bot's move `botDelayMs` after the bot's turn comes, or its clock's expiry, whichever is
 * first): it registers that as the match's deadline with the store (`WorkSchedule`) and sets a
 * timer here. Every instance holding the match does so; the store's lease on (match, seq) lets one
 * do the work — the timer of an instance holding the match (`claim`), or the once-a-second poll of
 * any instance (`dueDeadlines`), which opens the match for it — so a bot plays and a clock fires
 * though nobody is connected, or the instance that set them is dead. The work itself is an append
 * at the seq it was decided for: even two instances could not both land it.
 */

import type { Answer, LiveMatch } from "./match.js";
import type { Metrics } from "./metrics.js";
import type { SeatRecord, WorkSchedule } from "./store/types.js";

/** What the scheduler needs of the service. */
export interface SchedulerHost {
  /** The live match, loaded if needed; null if there is none. */
  open(matchId: string): Promise<LiveMatch | null>;
  /** Whether `match` is still the one held live here. */
  holds(match: LiveMatch): boolean;
  /** Runs `task` in the match's queue, after every earlier change. */
  enqueue<T>(matchId: string, task: () => Promise<T>): Promise<T>;
  /** Reduces and appends an action (seat null: the referee; `clientId` null: no client's). */
  append(match: LiveMatch, seat: string | null, clientId: string | null, action: unknown): Promise<Answer>;
  /** The match was opened only for its work: let it go once its queue is empty, if nobody watches it. */
  release(matchId: string): void;
}

export interface SchedulerOptions {
  readonly work: WorkSchedule;
  readonly host: SchedulerHost;
  /** A bot moves this long after its turn comes. Default 0. */
  readonly botDelayMs?: number;
  readonly now: () => number;
  readonly metrics?: Metrics;
  readonly log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const DEADLINE_POLL_MS = 1000;

export class Scheduler {
  readonly #o: SchedulerOptions;
  /** Per match, the timer of its next work. */
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  #poll: ReturnType<typeof setInterval> | null = null;
  #closed = false;

  constructor(options: SchedulerOptions) {
    this.#o = options;
  }

  /** Starts polling the store's due deadlines. */
  start(): void {
    this.#poll = setInterval(() => void this.#pollDeadlines(), DEADLINE_POLL_MS);
    this.#poll.unref();
  }

  close(): void {
    this.#closed = true;
    if (this.#poll !== null) clearInterval(this.#poll);
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
  }

  /** Drops the match's timer (it left this instance). */
  cancel(matchId: string): void {
    const t = this.#timers.get(matchId);
    if (t !== undefined) clearTimeout(t);
    this.#timers.delete(matchId);
  }

  /** The match is over: no more work, here or anywhere. */
  finished(matchId: string): void {
    this.cancel(matchId);
    void this.#o.work.setDeadline(matchId, null).catch(() => {});
  }

  /**
   * Registers the match's next work with the store and sets a timer for it here (see the
   * module's comment).
   */
  schedule(match: LiveMatch): void {
    if (this.#closed) return;
    const id = match.record.id;
    this.cancel(id);
    const clock = match.deadline();
    const bot = botToAct(match);
    const botAt = bot === undefined ? null : this.#o.now() + (this.#o.botDelayMs ?? 0);
    const at = botAt === null ? (clock?.at ?? null) : Math.min(botAt, clock?.at ?? botAt);
    void this.#o.work
      .setDeadline(id, at === null ? null : { matchId: id, seq: match.seq, at })
      .catch(() => {});
    if (at === null) return;
    const seq = match.seq;
    const delay = Math.max(0, at - this.#o.now());
    const timer = setTimeout(() => void this.#work(match, seq, false), Math.min(delay, 2 ** 31 - 1));
    // A bot's timer keeps the process up (a match of bots plays on); a clock's does not.
    if (bot === undefined) timer.unref();
    this.#timers.set(id, timer);
  }

  /**
   * Does the match's work at `seq` if it is still due: its clock's expiry if a seat's time is out,
   * else its bot's move — under the store's lease (`claimed`: taken already by `dueDeadlines`).
   */
  #work(match: LiveMatch, seq: number, claimed: boolean): Promise<unknown> {
    const { host } = this.#o;
    const id = match.record.id;
    return host
      .enqueue(id, async () => {
        if (this.#closed || match.seq !== seq || match.over || !host.holds(match)) return;
        const clock = match.deadline();
        const clockDue = clock !== null && clock.at <= this.#o.now();
        const bot = botToAct(match);
        if (!clockDue && bot === undefined) {
          // Not due yet (this instance's clock is behind another's): wait for it here.
          if (clock !== null) this.schedule(match);
          return;
        }
        if (!claimed && !(await this.#o.work.claim(id, seq))) return;
        if (clockDue && clock !== null) {
          const action = match.engine.clock?.expire(match.state, clock.seat) ?? null;
          if (action === null) return;
          this.#o.metrics?.clockExpiries.inc();
          await host.append(match, null, null, action);
        } else if (bot !== undefined) await this.#botMove(match, bot);
      })
      .catch((error: unknown) => this.#o.log?.error({ err: error, match: id }, "clock or bot move failed"));
  }

  async #pollDeadlines(): Promise<void> {
    try {
      for (const d of await this.#o.work.dueDeadlines(this.#o.now(), 100)) {
        const match = await this.#o.host.open(d.matchId);
        if (match === null) continue;
        await this.#work(match, d.seq, true);
        // Opened only for this work: not kept once its queue has emptied.
        setImmediate(() => this.#o.host.release(d.matchId));
      }
    } catch (error) {
      this.#o.log?.warn({ err: error }, "deadline poll failed");
    }
  }

  /** The bot's move, decided from its seat's view; its seed derives from the seq (any instance decides the same). */
  async #botMove(match: LiveMatch, bot: SeatRecord): Promise<void> {
    const bots = match.engine.bots;
    if (bots === undefined) return;
    const seed = (match.seq * 7919 + bot.seat.length) >>> 0;
    const action = bots.choose(match.viewOf(bot.seat), bot.seat, bot.level ?? bots.levels[0] ?? "", seed);
    if (action === null) return;
    const answer = await this.#o.host.append(match, bot.seat, null, action);
    if (answer.type === "refused" && answer.refusal.reason !== "superseded")
      this.#o.log?.error(
        { match: match.record.id, seat: bot.seat, refusal: answer.refusal },
        "bot action refused",
      );
  }
}

/** The bot seat the match waits for, if any (the first in seat order). */
function botToAct(match: LiveMatch): SeatRecord | undefined {
  if (match.engine.bots === undefined) return undefined;
  const waiting = match.toAct;
  return match.record.seats.find((s) => s.kind === "bot" && waiting.includes(s.seat));
}
