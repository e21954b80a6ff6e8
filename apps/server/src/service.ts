/**
 * `MatchService`: the server's core, independent of HTTP and sockets. It creates matches, holds
 * live ones, orders every change of a match through one queue per match (client actions, bot
 * moves, clock expiries), appends each accepted action to the store before anyone hears of it,
 * then sends each watcher what its seat may see. Bots and clocks are appends like any other.
 */
import { isRecord, isRejected, SetupError, stampSeat } from "@core/engine";
import {
  type ClockOptions,
  type CreatedMatch,
  type CreateMatchRequest,
  type FullReplay,
  type MatchInfo,
  makeLink,
  type SeatReplay,
  type ServerMessage,
  type SetupRefusal,
  type TableRequest,
  type UpdateMessage,
} from "@core/match-client";
import { clocksAt } from "./clock.js";
import { type Answer, LiveMatch, type Refusal, type Step, sameEntry } from "./match.js";
import type { Metrics } from "./metrics.js";
import { Presence } from "./presence.js";
import type { EngineEntry } from "./registry.js";
import { fullReplay, seatReplay } from "./replay.js";
import { Scheduler } from "./scheduler.js";
import type { Grant, LogEntry, MatchRecord, MatchStore, SeatRecord, StoredMatch } from "./store/types.js";
import { isEmptyTable, tableFields } from "./table.js";
import {
  checkReplayToken,
  creationDigest,
  hashToken,
  matchIdOfCreation,
  matchOfToken,
  newMatchId,
  newSeed,
  replayTokenOf,
  seatOfToken,
  tokenOf,
} from "./tokens.js";

/** A client attached to a match: its seat (null: spectator) and where its frames go. */
export interface Watcher {
  readonly seat: string | null;
  /** `text`, when given, is `message` already serialised (shared by the watchers of one seat). */
  send(message: ServerMessage, text?: string): void;
  /**
   * What this watcher was shown is not the store's match (entries lost in a Redis failover): its
   * client must join again, to be shown the match the store holds (closes the connection).
   */
  rejoin(): void;
}

/** The error of a request on a match dropped to be rebuilt (see `#diverged`): the client tries again. */
function rebuilding(matchId: string): UnavailableError {
  return new UnavailableError(`match ${matchId} is being rebuilt`);
}

/**
 * A request the service turns down: HTTP status and words for the client; `setup`, when the
 * engine refused the match's setup, its reason, pointer and words (the body's `setup`).
 */
export class RequestError extends Error {
  readonly status: number;
  readonly setup: SetupRefusal | undefined;
  constructor(status: number, message: string, setup?: SetupRefusal) {
    super(message);
    this.status = status;
    this.setup = setup;
  }
}

/**
 * The store failed during a request, leaving nothing a client could see: the server answers 503
 * `unavailable` (try again), whatever the store's health is by the time it answers.
 */
export class UnavailableError extends Error {
  /**
   * True when something may have been saved all the same (a creation whose confirmation may have
   * run, and could not be undone yet): the client must not be told "nothing was saved".
   */
  readonly unsure: boolean;

  constructor(message: string, options: { cause?: unknown; unsure?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.unsure = options.unsure ?? false;
  }
}

/** What a client is told of a `SetupError`: its reason (when the engine gives one), pointer and words. */
function setupRefusal(error: SetupError): SetupRefusal {
  const { reason, pointer, detail } = error;
  return reason === undefined ? { pointer, detail } : { reason, pointer, detail };
}

export interface ServiceOptions {
  readonly store: MatchStore;
  readonly registry: ReadonlyMap<string, EngineEntry>;
  /** The server's secret: tokens derive from it. */
  readonly secret: string;
  /** The origin links point at (`<linkBase>/join#<token>`). */
  readonly linkBase: () => string;
  /** A bot moves this long after its turn comes. Default 0. */
  readonly botDelayMs?: number;
  /**
   * How often idle matches are looked for (and the ones with clients here marked in use).
   * Default 60 s; keep it well under the store's idle period.
   */
  readonly sweepMs?: number;
  /** A snapshot every this many actions. Default 100. */
  readonly snapshotEvery?: number;
  readonly metrics?: Metrics;
  readonly log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** A seat's departure waits this long for its return (see `Presence`). Default 0. */
  readonly presenceGraceMs?: number;
  /** Timers of that grace. Default `setTimeout`. */
  readonly presenceTimer?: (run: () => void, ms: number) => () => void;
  /** Server time; tests may shift it. Default `Date.now`. */
  readonly now?: () => number;
  /**
   * Told when this instance first sees a match over (its engine's id with it), e.g. for an account
   * service to record it. May be told again after a restart or by another instance.
   */
  readonly onFinished?: (matchId: string, engine: string) => void;
}

export type { Answer } from "./match.js";

/** Most seats a match may have (the largest engine has 5). */
const MAX_SEATS = 16;

export class MatchService {
  readonly #o: ServiceOptions;
  readonly #live = new Map<string, LiveMatch>();
  readonly #loading = new Map<string, Promise<LiveMatch | null>>();
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #watchers = new Map<string, Set<Watcher>>();
  readonly #unsubscribe = new Map<string, () => void>();
  /** Matches dropped because the store's log is not what they hold (see `#diverged`). */
  readonly #stale = new WeakSet<LiveMatch>();
  readonly #presence: Presence;
  readonly #scheduler: Scheduler;
  #sweep: ReturnType<typeof setInterval> | null = null;
  #closed = false;

  constructor(options: ServiceOptions) {
    this.#o = options;
    this.#scheduler = new Scheduler({
      work: options.store.work,
      host: {
        open: (id) => this.open(id),
        holds: (match) => this.#live.get(match.record.id) === match,
        enqueue: (id, task) => this.#enqueue(id, task),
        append: (match, seat, clientId, action) => this.#append(match, seat, clientId, action),
        release: (id) => this.#release(id),
      },
      now: () => this.#now(),
      ...(options.botDelayMs === undefined ? {} : { botDelayMs: options.botDelayMs }),
      ...(options.metrics === undefined ? {} : { metrics: options.metrics }),
      ...(options.log === undefined ? {} : { log: options.log }),
    });
    this.#presence = new Presence({
      shared: options.store.bus?.presence,
      watchers: (matchId) => this.#watchers.get(matchId) ?? [],
      watched: () => this.#watchers.keys(),
      graceMs: options.presenceGraceMs ?? 0,
      ...(options.presenceTimer === undefined ? {} : { timer: options.presenceTimer }),
      ...(options.log === undefined ? {} : { log: options.log }),
    });
  }

  #now(): number {
    return (this.#o.now ?? Date.now)();
  }

  /** Resumes every unfinished match (its bots and clocks), and starts polling shared deadlines. */
  async start(): Promise<void> {
    // A shared store's matches load where their clients are; its clocks fire through deadlines.
    if (this.#o.store.bus === undefined)
      for (const id of await this.#o.store.log.activeMatches()) await this.open(id);
    this.#scheduler.start();
    this.#sweep = setInterval(() => void this.sweep(), this.#o.sweepMs ?? 60_000);
    this.#sweep.unref();
    this.#presence.start();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#scheduler.close();
    if (this.#sweep !== null) clearInterval(this.#sweep);
    this.#presence.close();
    await Promise.allSettled([...this.#queues.values()]);
  }

  /** Live matches held by this instance. */
  get liveCount(): number {
    return this.#live.size;
  }

  // Creation.

  /** Creates a match: checks the request, draws the seed, stores it, returns its links. */
  async create(request: CreateMatchRequest, rematchOf: MatchRecord | null = null): Promise<CreatedMatch> {
    const entry = this.#o.registry.get(request.engine);
    if (entry === undefined)
      throw new RequestError(
        400,
        `unknown engine "${request.engine}"; one of ${[...this.#o.registry.keys()].join(", ")}`,
      );
    const engine = entry.engine;
    const given = request.setup ?? entry.defaultSetup;
    let setup: unknown;
    let first: unknown;
    try {
      setup = entry.seed == null ? given : await entry.seed.put(given, newSeed());
      first = engine.init(setup);
    } catch (error) {
      if (error instanceof SetupError)
        throw new RequestError(400, `setup: ${error.message}`, setupRefusal(error));
      throw new RequestError(400, `setup: ${(error as Error).message}`);
    }
    const seats = engine.seats?.(first) ?? [];
    if (seats.length === 0 || seats.length > MAX_SEATS)
      throw new RequestError(400, "this engine has no seats to play online");
    const asked = request.seats ?? {};
    for (const name of Object.keys(asked))
      if (!seats.includes(name)) throw new RequestError(400, `no seat "${name}"; seats: ${seats.join(", ")}`);
    const records: SeatRecord[] = seats.map((seat) => {
      const want = Object.hasOwn(asked, seat) ? asked[seat] : undefined;
      if (want === undefined || want.kind === "human") return { seat, kind: "human" };
      const levels = engine.bots?.levels ?? [];
      if (!levels.includes(want.level))
        throw new RequestError(
          400,
          `seat ${seat}: no bot level "${want.level}"; levels: ${levels.join(", ") || "none"}`,
        );
      return { seat, kind: "bot", level: want.level };
    });
    const clock = this.#clockOf(entry, request.clock);
    const { creationId } = request;
    const record: MatchRecord = {
      id: creationId === undefined ? newMatchId() : matchIdOfCreation(this.#o.secret, creationId),
      engine: request.engine,
      setup,
      seats: records,
      clock,
      createdAt: this.#now(),
      rematchOf: rematchOf?.id ?? null,
      ...(creationId === undefined ? {} : { creation: creationDigest(request) }),
    };
    // Stored unconfirmed, then confirmed. A failure on the way (a reply lost with Redis) leaves a
    // match nobody has the links of: unconfirmed, the store deletes it within its
    // `unconfirmedMs`; maybe confirmed (the confirmation was sent, its answer lost), it is undone
    // (`#undo`) before the answer says "nothing was saved" — unless the request comes back first
    // under its creation id and confirms it again for itself. So that answer is true even if this
    // process dies right after it; when the store does not answer soon enough to undo it, the
    // answer says the match may exist (and `#cancel` goes on trying while this process runs).
    const attempt = newMatchId();
    let held: MatchRecord | null;
    let confirming = false;
    try {
      held = await this.#o.store.log.create(record);
      if (held !== null && (creationId === undefined || held.creation !== record.creation))
        throw new RequestError(
          409,
          creationId === undefined
            ? "a match with this id exists already: try again"
            : "this creation id was used for another request: draw a new one",
        );
      confirming = true;
      if (!(await this.#o.store.log.confirm(record.id, attempt)))
        throw new Error(`match ${record.id} lapsed before it was confirmed`);
    } catch (error) {
      if (error instanceof RequestError) throw error;
      if (confirming && !(await this.#undo(record.id, attempt))) {
        this.#cancel(record.id, attempt);
        throw new UnavailableError("the match may have been created", { cause: error, unsure: true });
      }
      // Never confirmed, it lapses by itself: deleting it now only tidies sooner.
      if (!confirming) this.#cancel(record.id, attempt);
      throw new UnavailableError("the match was not created", { cause: error });
    }
    const match =
      held === null
        ? this.#hold(entry, { record, snapshot: null, log: [], facts: {} }, first)
        : await this.open(record.id);
    if (match === null) throw new UnavailableError(`match ${record.id} is gone`);
    if (held === null) this.#o.metrics?.matchesCreated.inc();
    const people = match.record.seats.filter((s) => s.kind === "human").map((s) => s.seat);
    return {
      match: match.info(new Map()),
      links: Object.fromEntries(people.map((seat) => [seat, this.linkOf(record.id, seat)])),
      spectator: this.linkOf(record.id, null),
    };
  }

  /**
   * Undoes the creation `attempt` of `matchId`, whose confirmation may have run, before the
   * request is answered: true once the store has run the undoing (5 tries, 0.5 s apart).
   */
  async #undo(matchId: string, attempt: string): Promise<boolean> {
    for (let tries = 0; tries < 5 && !this.#closed; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      try {
        await this.#o.store.log.cancel(matchId, attempt);
        return true;
      } catch {
        // The store still away: again.
      }
    }
    return false;
  }

  /**
   * Undoes the creation `attempt` of `matchId`, whose outcome is unknown: tries until the store
   * answers (every second while this service runs).
   */
  #cancel(matchId: string, attempt: string): void {
    const run = (): void => {
      if (this.#closed) return;
      this.#o.store.log.cancel(matchId, attempt).catch((error: unknown) => {
        this.#o.log?.warn({ err: error, match: matchId }, "undoing a failed creation failed: trying again");
        setTimeout(run, 1000).unref();
      });
    };
    run();
  }

  #clockOf(entry: EngineEntry, asked: CreateMatchRequest["clock"]): ClockOptions | null {
    if (asked === undefined || asked === null) return null;
    if (entry.engine.clock === undefined) throw new RequestError(400, "this engine has no clock");
    if (asked !== "standard") return asked;
    if (entry.standardClock === null) throw new RequestError(400, "this engine has no standard clock");
    return entry.standardClock;
  }

  /** The invite link of `seat` (null: spectators) in `matchId`. */
  linkOf(matchId: string, seat: string | null): string {
    return makeLink(this.#o.linkBase(), tokenOf(this.#o.secret, matchId, seat));
  }

  // Loading.

  /** The live match, loading (and rebuilding) it from the store if needed; null if none. */
  open(matchId: string): Promise<LiveMatch | null> {
    const live = this.#live.get(matchId);
    if (live !== undefined) return Promise.resolve(live);
    let loading = this.#loading.get(matchId);
    if (loading === undefined) {
      loading = this.#load(matchId).finally(() => this.#loading.delete(matchId));
      this.#loading.set(matchId, loading);
    }
    return loading;
  }

  async #load(matchId: string): Promise<LiveMatch | null> {
    const stored = await this.#o.store.log.load(matchId);
    if (stored === null) return null;
    const entry = this.#o.registry.get(stored.record.engine);
    if (entry === undefined)
      throw new Error(`match ${matchId}: engine ${stored.record.engine} is not hosted here`);
    return this.#hold(entry, stored);
  }

  /** Rebuilds a match and holds it live: its bots and clocks start. */
  #hold(entry: EngineEntry, stored: StoredMatch, initial?: unknown): LiveMatch {
    const matchId = stored.record.id;
    const match = LiveMatch.rebuild(entry, stored, initial);
    this.#live.set(matchId, match);
    this.#o.metrics?.liveMatches.set(this.#live.size);
    const bus = this.#o.store.bus;
    if (bus !== undefined)
      this.#unsubscribe.set(
        matchId,
        bus.subscribe(matchId, (_entries, fact) =>
          fact === undefined
            ? void this.#enqueue(matchId, () => this.#catchUp(match))
            : fact.key === "gone"
              ? this.#forget(matchId)
              : fact.key === "presence"
                ? this.#presence.heard(matchId)
                : this.#factSet(match, fact.key, fact.value),
        ),
      );
    this.#afterChange(match);
    return match;
  }

  /**
   * Applies entries other instances appended (a shared store); sends them to the watchers. The
   * read starts at the last entry held, which must still be the log's there: false (and the
   * match dropped, see `#diverged`) when the log is shorter or holds another entry.
   */
  async #catchUp(match: LiveMatch): Promise<boolean> {
    if (this.#stale.has(match)) return false;
    const held = match.last;
    const entries = await this.#o.store.log.readLog(
      match.record.id,
      held === null ? match.seq : match.seq - 1,
    );
    if (held !== null) {
      const first = entries[0];
      if (first === undefined || !sameEntry(first, held)) {
        this.#diverged(match);
        return false;
      }
    }
    for (const e of held === null ? entries : entries.slice(1)) {
      if (e.seq !== match.seq + 1) break;
      this.#publish(match, match.apply(e));
    }
    this.#afterChange(match);
    return true;
  }

  /**
   * The match held here is not the store's: it holds entries this instance read from a Redis
   * master that was lost before its replicas had them (their writer acknowledged nothing). It
   * leaves memory, to be rebuilt from the store when next asked for, and its watchers here join
   * again, to be shown the store's match. What they sent and was not acknowledged, they send
   * again.
   */
  #diverged(match: LiveMatch): void {
    if (this.#stale.has(match)) return;
    this.#stale.add(match);
    const id = match.record.id;
    this.#o.log?.warn({ match: id, seq: match.seq }, "the match held here is not the store's: rebuilding it");
    if (this.#live.get(id) === match) this.#forget(id);
    for (const watcher of this.#watchers.get(id) ?? []) watcher.rejoin();
  }

  /** The match as anyone in it may know it, with who is connected anywhere in the deployment. */
  async infoOf(match: LiveMatch): Promise<MatchInfo> {
    return match.info(await this.#presence.connectedNow(match.record.id));
  }

  /**
   * The grant of a token, or null: checked against the seats of the match it names (its record
   * read from the store, which says whether the match is still there), else, for a token of the
   * first format, looked up in the store.
   */
  async grantOf(token: string): Promise<Grant | null> {
    const matchId = matchOfToken(token);
    if (matchId !== null) {
      const record = await this.#o.store.log.record(matchId);
      const seat = record === null ? undefined : seatOfToken(this.#o.secret, token, record);
      if (seat !== undefined) return { matchId, seat };
    }
    const legacy = this.#o.store.grants;
    return legacy === undefined ? null : legacy.grant(hashToken(token));
  }

  /** The replay token of `seat` (null: the spectators') in `match`: it opens that replay only. */
  replayTokenOf(match: LiveMatch, seat: string | null): string {
    const index = seat === null ? -1 : match.record.seats.findIndex((s) => s.seat === seat);
    return replayTokenOf(this.#o.secret, match.record.id, index < 0 ? null : index);
  }

  /** What a replay token opens (a match and seat, for replays only), or null. */
  async replayGrantOf(token: string): Promise<Grant | null> {
    const checked = checkReplayToken(this.#o.secret, token);
    if (checked === null) return null;
    const match = await this.open(checked.matchId);
    if (match === null) return null;
    if (checked.index === null) return { matchId: checked.matchId, seat: null };
    const seat = match.record.seats[checked.index]?.seat;
    return seat === undefined ? null : { matchId: checked.matchId, seat };
  }

  // Watching.

  /**
   * Attaches a watcher once the deployment's presence is known (a shared store: this instance
   * holds its seat there first), and sends it the frames that open its session: welcome, then the
   * missed updates. False, and nothing attached, when `open()` says its connection closed
   * meanwhile or the match left this instance.
   */
  async attach(
    match: LiveMatch,
    watcher: Watcher,
    lastSeq: number | undefined,
    open: () => boolean = () => true,
  ): Promise<boolean> {
    const id = match.record.id;
    const admitted = await this.#presence.admit(id, watcher.seat);
    // From here to the welcome in one tick: no update can reach the watcher before it.
    admitted();
    if (!open() || this.#live.get(id) !== match) {
      this.#presence.settle(id);
      if (!this.#watchers.has(id)) this.#release(id);
      // Dropped to be rebuilt (not expired): the client tries again.
      if (this.#stale.has(match)) throw rebuilding(id);
      return false;
    }
    let set = this.#watchers.get(id);
    if (set === undefined) {
      set = new Set();
      this.#watchers.set(id, set);
    }
    set.add(watcher);
    this.#presence.settle(id, watcher);
    const now = this.#now();
    this.#touch([id], now);
    const missed = lastSeq === undefined ? null : match.stepsAfter(lastSeq);
    const rematchId = match.facts.rematch;
    const base = {
      type: "welcome" as const,
      protocol: 1 as const,
      match: match.info(this.#presence.connected(id)),
      seat: watcher.seat,
      toAct: match.toAct,
      over: match.over,
      clocks: clocksAt(match.record.clock, match.clock, now),
      now,
      rematch: rematchId === undefined ? null : this.linkOf(rematchId, watcher.seat),
      replay: this.replayTokenOf(match, watcher.seat),
      ...(isEmptyTable(match.table) ? {} : { table: match.table }),
    };
    const frames: ServerMessage[] =
      missed === null || lastSeq === undefined
        ? [{ ...base, seq: match.seq, resumed: false, view: match.viewOf(watcher.seat) }]
        : [
            { ...base, seq: lastSeq, resumed: true },
            ...missed.map((s) => this.#update(match, s, watcher.seat, now)),
          ];
    for (const frame of frames) watcher.send(frame);
    return true;
  }

  /**
   * Detaches a watcher; a finished match nobody watches leaves memory (it reloads on demand), and
   * on a shared store so does an unfinished one (other instances may move it on meanwhile; its
   * clocks fire through the store's deadlines, its bots when a client comes back).
   */
  detach(matchId: string, watcher: Watcher): void {
    const set = this.#watchers.get(matchId);
    if (set?.delete(watcher) !== true) return;
    if (set.size === 0) this.#watchers.delete(matchId);
    this.#presence.settle(matchId);
    if (set.size > 0) return;
    // Idle from now on: the idle period counts from the last client's leaving.
    this.#touch([matchId], this.#now());
    this.#release(matchId);
  }

  #touch(ids: readonly string[], at: number): void {
    if (ids.length > 0)
      this.#o.store.log.touch(ids, at).catch((error: unknown) => {
        this.#o.log?.warn({ err: error }, "marking matches in use failed");
      });
  }

  /**
   * Marks the matches with clients here as in use, then has the store expire the idle ones
   * (no client anywhere, no action, for its idle period), and forgets those. Returns their ids.
   */
  async sweep(): Promise<readonly string[]> {
    try {
      const now = this.#now();
      // A seat in its grace is a client that may be back at any moment: its match is in use.
      await this.#o.store.log.touch(
        [...new Set([...this.#watchers.keys(), ...this.#presence.graced()])],
        now,
      );
      const gone = await this.#o.store.log.expireIdle(now, 1000);
      for (const id of gone) this.#forget(id);
      return gone;
    } catch (error) {
      this.#o.log?.warn({ err: error }, "idle sweep failed");
      return [];
    }
  }

  /** Drops a match the store has expired: out of memory, its timers and subscription gone. */
  #forget(matchId: string): void {
    this.#live.delete(matchId);
    this.#scheduler.cancel(matchId);
    this.#unsubscribe.get(matchId)?.();
    this.#unsubscribe.delete(matchId);
    this.#o.metrics?.liveMatches.set(this.#live.size);
  }

  /** Drops a match nobody watches here, if finished or on a shared store (see `detach`). */
  #release(matchId: string): void {
    const live = this.#live.get(matchId);
    if (
      live !== undefined &&
      (live.over || this.#o.store.bus !== undefined) &&
      !this.#watchers.has(matchId) &&
      !this.#presence.admitting(matchId) &&
      !this.#queues.has(matchId)
    )
      this.#forget(matchId);
  }

  #update(match: LiveMatch, step: Step, seat: string | null, now: number): UpdateMessage {
    const clockOptions = match.record.clock;
    const { entry, toAct } = step;
    return {
      type: "update",
      seq: entry.seq,
      at: entry.at,
      events: match.eventsOf(seat, step.events, step.state),
      view: match.viewOf(seat, step.state),
      toAct,
      over: toAct.length === 0,
      clocks: clocksAt(clockOptions, step.clock, now),
      now,
      ...tableFields(step),
    };
  }

  /** Sends a step to every watcher, each its seat's frame (computed and serialised once per seat). */
  #publish(match: LiveMatch, step: Step): void {
    this.#publishStep(match, step);
    const result = step.table.result;
    if (step.entry.table !== undefined && result !== null)
      for (const w of this.#watchers.get(match.record.id) ?? []) w.send({ type: "ended", result });
  }

  #publishStep(match: LiveMatch, step: Step): void {
    const now = this.#now();
    const frames = new Map<string | null, { message: UpdateMessage; text: string }>();
    for (const w of this.#watchers.get(match.record.id) ?? []) {
      let frame = frames.get(w.seat);
      if (frame === undefined) {
        const message = this.#update(match, step, w.seat, now);
        frame = { message, text: JSON.stringify(message) };
        frames.set(w.seat, frame);
      }
      w.send(frame.message, frame.text);
    }
  }

  // Acting.

  /** Runs `task` after every earlier task of the match. */
  #enqueue<T>(matchId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#queues.get(matchId) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => {});
    this.#queues.set(matchId, tail);
    void tail.then(() => {
      if (this.#queues.get(matchId) === tail) this.#queues.delete(matchId);
    });
    return next;
  }

  /**
   * `seat`'s action `clientId`: answered from memory if already accepted or refused, else reduced
   * (stamped with `seat`), appended, published and acknowledged.
   */
  submit(match: LiveMatch, seat: string, clientId: string, action: unknown): Promise<Answer> {
    return this.#answer(match, seat, clientId, () => this.#append(match, seat, clientId, action));
  }

  /**
   * `seat`'s request `clientId` answered from memory if already accepted or refused, else by
   * `write` (in the match's queue), its refusal remembered.
   */
  #answer(match: LiveMatch, seat: string, clientId: string, write: () => Promise<Answer>): Promise<Answer> {
    return this.#enqueue(match.record.id, async () => {
      const done = match.acceptedSeq(seat, clientId);
      if (done !== undefined) return this.#duplicate(match, { seq: done, seat, clientId });
      const refused = match.refusal(seat, clientId);
      if (refused !== undefined) return { type: "refused", refusal: refused };
      const outcome = await write();
      if (outcome.type === "refused") match.rememberRefusal(seat, clientId, outcome.refusal);
      return outcome;
    });
  }

  /**
   * The answer to a resubmission of an action the match holds: acknowledged as a duplicate once
   * the store is known to hold it too, durably (`MatchLog.sync`); never from memory alone.
   */
  async #duplicate(match: LiveMatch, held: { seq: number; seat: string; clientId: string }): Promise<Answer> {
    if (this.#stale.has(match)) throw rebuilding(match.record.id);
    if ((await this.#o.store.log.sync?.(match.record.id, held)) === false) {
      this.#diverged(match);
      throw rebuilding(match.record.id);
    }
    return { type: "ack", seq: held.seq, duplicate: true };
  }

  /**
   * Takes one of `seat`'s action tokens in the store's shared bucket (a shared store keeps it
   * across instances); true when the store keeps none.
   */
  takeSeatToken(matchId: string, seat: string, perSecond: number, burst: number): Promise<boolean> {
    const bus = this.#o.store.bus;
    return bus === undefined ? Promise.resolve(true) : bus.takeToken(matchId, seat, perSecond, burst);
  }

  /** Reduces and appends (retrying after catching up if another writer got there first). */
  #append(match: LiveMatch, seat: string | null, clientId: string | null, action: unknown): Promise<Answer> {
    return this.#write(match, seat, clientId, () => {
      // Ended at the table: the engine's state may still wait for a move, the match does not.
      if (match.table.result !== null) return { refusal: { reason: "match-over" } };
      const t = match.attempt(seat, action);
      if (isRejected(t.events)) {
        this.#o.metrics?.actionsRefused.inc();
        return { refusal: this.#refusalFor(match, seat, t.events) };
      }
      return {
        body: { action: seat === null ? action : stampSeat(action, seat) },
        commit: (entry) => match.commit(entry, t.events, t.state),
      };
    });
  }

  /**
   * `seat`'s table request `clientId` (resign, offer, answer): answered from memory if already
   * accepted or refused, else decided, its fact appended, published and acknowledged.
   */
  submitTable(match: LiveMatch, seat: string, clientId: string, request: TableRequest): Promise<Answer> {
    return this.#answer(match, seat, clientId, () =>
      this.#write(match, seat, clientId, () => {
        const decision = match.decideTable(seat, request);
        if (!decision.ok) return { refusal: { reason: decision.reason } };
        return { body: { action: null, table: decision.fact }, commit: (entry) => match.commitTable(entry) };
      }),
    );
  }

  /**
   * Appends what `propose` makes of the match now (retrying after catching up if another writer
   * got there first), then commits, publishes and acknowledges it.
   */
  async #write(
    match: LiveMatch,
    seat: string | null,
    clientId: string | null,
    propose: () =>
      | { readonly refusal: Refusal }
      | {
          readonly body: Pick<LogEntry, "action" | "table">;
          readonly commit: (entry: LogEntry) => Step;
        },
  ): Promise<Answer> {
    const started = process.hrtime.bigint();
    for (let attempt = 0; attempt < 5; attempt++) {
      // Dropped (see `#diverged`): the client sends it again, to the match rebuilt.
      if (this.#stale.has(match)) throw rebuilding(match.record.id);
      const proposal = propose();
      if ("refusal" in proposal) return { type: "refused", refusal: proposal.refusal };
      const at = Math.max(this.#now(), match.lastAt);
      const entry: LogEntry = { seq: match.seq + 1, at, seat, clientId, ...proposal.body };
      const result = await this.#o.store.log.append(match.record.id, match.seq, entry, match.last);
      if (!result.ok) {
        // Another instance appended first (a shared store): catch up. A client's action is tried
        // again unless the log now holds it (sent twice, to two instances); a bot's or a clock's
        // was decided on a state that is gone: its scheduler decides again.
        if (!(await this.#catchUp(match))) throw rebuilding(match.record.id);
        if (seat !== null && clientId !== null) {
          const done = match.acceptedSeq(seat, clientId);
          if (done !== undefined) return this.#duplicate(match, { seq: done, seat, clientId });
        }
        if (clientId === null) return { type: "refused", refusal: { reason: "superseded" } };
        continue;
      }
      const step = proposal.commit(entry);
      this.#o.metrics?.actionsAccepted.inc();
      this.#o.metrics?.appendSeconds.observe(Number(process.hrtime.bigint() - started) / 1e9);
      this.#publish(match, step);
      this.#afterChange(match);
      return { type: "ack", seq: entry.seq, duplicate: false };
    }
    throw new Error("the log kept moving: gave up appending");
  }

  #refusalFor(match: LiveMatch, seat: string | null, events: readonly unknown[]): Refusal {
    const seen = seat === null ? events : match.eventsOf(seat, events, match.state);
    const rejected = seen.find((e) => isRecord(e) && e.type === "rejected");
    const reason = isRecord(rejected) && typeof rejected.reason === "string" ? rejected.reason : "refused";
    const detail = isRecord(rejected) && typeof rejected.detail === "string" ? rejected.detail : undefined;
    return detail === undefined ? { reason } : { reason, detail };
  }

  /** After the match changed: snapshot, over, next deadline, bots. */
  #afterChange(match: LiveMatch): void {
    if (this.#closed) return;
    const id = match.record.id;
    const every = this.#o.snapshotEvery ?? 100;
    if (match.seq > 0 && match.seq % every === 0)
      this.#o.store.log
        .saveSnapshot(id, { seq: match.seq, state: match.snapshotBody() })
        .catch((error: unknown) => {
          this.#o.log?.warn({ err: error, match: id }, "snapshot failed");
        });
    if (match.over) {
      if (match.facts.over === undefined) {
        match.facts.over = String(match.seq);
        void this.#o.store.log
          .setFact(id, "over", String(match.seq))
          .catch(() => {})
          .then(() => this.#o.onFinished?.(id, match.record.engine));
      }
      this.#scheduler.finished(id);
      // Finished with nobody watching (a match of bots): out of memory once its queue is empty.
      setImmediate(() => this.#release(id));
      return;
    }
    this.#scheduler.schedule(match);
  }

  // Rematch and replays.

  /** The rematch of a finished match (created once; later calls get the same). */
  async rematch(match: LiveMatch): Promise<string> {
    if (!match.over) throw new RequestError(409, "the match is not over");
    const existing = match.facts.rematch;
    if (existing !== undefined) return existing;
    return this.#enqueue(match.record.id, async () => {
      const again = match.facts.rematch;
      if (again !== undefined) return again;
      const { record } = match;
      const entry = this.#o.registry.get(record.engine);
      const seats = Object.fromEntries(
        record.seats.map((s) => [
          s.seat,
          s.kind === "bot" ? { kind: "bot" as const, level: s.level ?? "" } : { kind: "human" as const },
        ]),
      );
      // The same setup with a new seed: the engine's seed slot takes the old one out, and
      // `create` puts a new one in.
      const setup = entry?.seed == null ? record.setup : entry.seed.take(record.setup);
      const created = await this.create({ engine: record.engine, setup, seats, clock: record.clock }, record);
      const id = await this.#o.store.log.setFact(record.id, "rematch", created.match.id);
      this.#factSet(match, "rematch", id);
      return id;
    });
  }

  /** A fact of `match` set here or by another instance: a rematch goes to every watcher here. */
  #factSet(match: LiveMatch, key: string, value: string): void {
    if (match.facts[key] !== undefined) return;
    match.facts[key] = value;
    if (key === "rematch")
      for (const w of this.#watchers.get(match.record.id) ?? [])
        w.send({ type: "rematch", match: value, link: this.linkOf(value, w.seat) });
  }

  /** The full replay (match over) or what `seat` saw (null: spectators), frame by frame. */
  async replay(
    matchId: string,
    seat: string | null,
    kind: "full" | "seat",
  ): Promise<FullReplay | SeatReplay> {
    const match = await this.open(matchId);
    const stored = await this.#o.store.log.load(matchId);
    if (match === null || stored === null) throw new RequestError(404, "no such match");
    // Held here but behind the shared store (another instance appended last): catch up first,
    // so every instance answers with the same replay.
    if (stored.log.length !== match.seq && !(await this.#enqueue(matchId, () => this.#catchUp(match))))
      throw rebuilding(matchId);
    const info = await this.infoOf(match);
    const log = stored.log.slice(0, match.seq);
    if (kind === "seat") return seatReplay(match, log, seat, info);
    if (!match.over) throw new RequestError(409, "the full replay opens once the match is over");
    return fullReplay(match, log, info);
  }
}
