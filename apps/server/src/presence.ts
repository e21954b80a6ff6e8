/**
 * `Presence`: which human seats of a match have a client connected, as the watchers of one
 * instance are told it (`welcome`'s seats, then `presence` frames).
 *
 * Each instance counts its own clients per seat. With a store several instances share
 * (`MatchStore.presence`), it also holds the seats it has clients of in the store, again every
 * `refreshMs` (a heartbeat: entries lapse unless refreshed, so the seats of an instance that died
 * go away by themselves), and reads there who is present anywhere: at once when another instance
 * publishes an arrival or a departure, and at each heartbeat (a lapse is published by nobody).
 * A seat is present when a client holds it here or the store says so; whenever that set changes,
 * every watcher here hears of it (bar the one whose arrival it is: its welcome says so already).
 * Without a shared store, the store part is skipped: presence is this instance's alone, as it is
 * all there is.
 *
 * A seat whose last client here leaves stays held here for `graceMs` (a grace): if a client of
 * it comes back meanwhile, here or on another instance, nobody hears anything; else its
 * departure is told when the grace ends. Held means held in the store too, refreshed by the
 * heartbeat like any seat: an instance that dies stops refreshing, so its seats (in grace or not)
 * still lapse within the store's TTL.
 *
 * A frame says only what every watcher of the match may know anyway (the match's seats, and who
 * is connected: `welcome` carries both), never which instance, nor how many tabs.
 */
import type { ServerMessage } from "@core/match-client";
import type { SharedPresence } from "./store/types.js";

/** A client of a match, as presence sees it (the service's `Watcher`). */
export interface PresenceWatcher {
  readonly seat: string | null;
  send(message: ServerMessage): void;
}

export interface PresenceOptions {
  /** The store's shared presence; absent: presence is this instance's alone. */
  readonly shared?: SharedPresence | undefined;
  /** The watchers of a match on this instance. */
  readonly watchers: (matchId: string) => Iterable<PresenceWatcher>;
  /** Ids of the matches with watchers here. */
  readonly watched: () => Iterable<string>;
  readonly log?: { warn(obj: object, msg: string): void };
  /** How long a departed seat stays held here, in case it comes back. Default 0. */
  readonly graceMs?: number;
  /** Runs `run` in `ms`; returns its cancel. Default `setTimeout` (unref'd). */
  readonly timer?: (run: () => void, ms: number) => () => void;
}

function defaultTimer(run: () => void, ms: number): () => void {
  const t = setTimeout(run, ms);
  t.unref();
  return () => clearTimeout(t);
}

/** Presence across the instances of a deployment (see the module's comment). */
export class Presence {
  readonly #o: PresenceOptions;
  /** Per match, the seats of clients being admitted (counted as here while the store is told). */
  readonly #arriving = new Map<string, string[]>();
  /** Per match, the seats the store last said were present anywhere (this instance's included). */
  readonly #stored = new Map<string, ReadonlySet<string>>();
  /** Per match, the seats this instance last told the store it holds ("" joined; absent: none). */
  readonly #held = new Map<string, string>();
  /** Per match, the seats the watchers here were last told were present. */
  readonly #told = new Map<string, ReadonlySet<string>>();
  /** Per match, the seats clients here held at the last settle. */
  readonly #local = new Map<string, ReadonlySet<string>>();
  /** Per match, the seats in their grace here, with the grace's cancel. */
  readonly #grace = new Map<string, Map<string, () => void>>();
  #heartbeat: ReturnType<typeof setInterval> | null = null;

  constructor(options: PresenceOptions) {
    this.#o = options;
  }

  /** Starts the heartbeat (a shared store only). */
  start(): void {
    const shared = this.#o.shared;
    if (shared === undefined) return;
    this.#heartbeat = setInterval(() => void this.#beat(), shared.refreshMs);
    this.#heartbeat.unref();
  }

  close(): void {
    if (this.#heartbeat !== null) clearInterval(this.#heartbeat);
    for (const seats of this.#grace.values()) for (const cancel of seats.values()) cancel();
    this.#grace.clear();
  }

  /**
   * A client of `seat` (null: a spectator) is being admitted to `matchId`: tells the store this
   * instance holds its seat and learns who is present elsewhere, so that the welcome says it.
   * Resolves with the function to call, in the same tick as the watcher is added (or not), that
   * ends the admission. Never rejects: a store that cannot be reached leaves presence as known.
   */
  async admit(matchId: string, seat: string | null): Promise<() => void> {
    const arriving = this.#arriving.get(matchId) ?? [];
    this.#arriving.set(matchId, arriving);
    const key = seat ?? "";
    arriving.push(key);
    await this.#refresh(matchId);
    return () => {
      arriving.splice(arriving.indexOf(key), 1);
      if (arriving.length === 0 && this.#arriving.get(matchId) === arriving) this.#arriving.delete(matchId);
    };
  }

  /** Ids of the matches with a seat in its grace here (still in use: its client may be back). */
  graced(): Iterable<string> {
    return this.#grace.keys();
  }

  /** True while a client is being admitted to `matchId` (the match must stay held). */
  admitting(matchId: string): boolean {
    return this.#arriving.has(matchId);
  }

  /** The seats present in `matchId`, as counts (for `LiveMatch.info`). */
  connected(matchId: string): Map<string, number> {
    return new Map([...this.#present(matchId)].map((seat) => [seat, 1]));
  }

  /**
   * After the watchers of `matchId` here changed (or the store's word did): tells every watcher
   * but `arrived` of each seat that came or went, and the store of the seats held here when they
   * changed.
   */
  settle(matchId: string, arrived?: PresenceWatcher): void {
    this.#startGraces(matchId);
    const present = this.#present(matchId);
    const told = this.#told.get(matchId) ?? new Set<string>();
    const changes = [
      ...[...present].filter((seat) => !told.has(seat)).map((seat) => ({ seat, connected: true })),
      ...[...told].filter((seat) => !present.has(seat)).map((seat) => ({ seat, connected: false })),
    ];
    const watchers = [...this.#o.watchers(matchId)];
    if (watchers.length === 0 && !this.admitting(matchId)) {
      // Nobody here to tell: nothing kept of the match (the store is told below).
      this.#told.delete(matchId);
      this.#stored.delete(matchId);
    } else this.#told.set(matchId, present);
    for (const change of changes)
      for (const w of watchers) if (w !== arrived) w.send({ type: "presence", ...change });
    if (
      this.#o.shared !== undefined &&
      this.#seatsHeld(matchId).join("\n") !== (this.#held.get(matchId) ?? "")
    )
      void this.#refresh(matchId);
  }

  /**
   * Another instance published an arrival or a departure in `matchId` (or this instance may have
   * missed one: its subscription just started): reads who is present. While a first client is
   * being admitted too — the word may come before the answer of its own holding, which was read
   * before that arrival (issue 29: the welcome then showed a seat away for a whole heartbeat).
   */
  heard(matchId: string): void {
    if (this.#told.has(matchId) || this.admitting(matchId)) void this.#refresh(matchId);
  }

  /**
   * The seats present in `matchId` anywhere, as counts (for `LiveMatch.info`), for an answer
   * outside any session (`/api/join`, replays): what this instance knows when it has clients of
   * the match, else the store's word read now (this instance's own seats included).
   */
  async connectedNow(matchId: string): Promise<Map<string, number>> {
    const shared = this.#o.shared;
    if (shared === undefined || this.#told.has(matchId)) return this.connected(matchId);
    try {
      const present = new Set([...(await shared.present(matchId)), ...this.#seatsHeld(matchId)]);
      return new Map([...present].map((seat) => [seat, 1]));
    } catch {
      // Unreachable store: what this instance holds is all it knows.
      return this.connected(matchId);
    }
  }

  #present(matchId: string): Set<string> {
    return new Set([...this.#seatsHeld(matchId), ...(this.#stored.get(matchId) ?? [])]);
  }

  /** The seats this instance has clients of (or admits). */
  #clientSeats(matchId: string): Set<string> {
    const seats = new Set(this.#arriving.get(matchId) ?? []);
    for (const w of this.#o.watchers(matchId)) if (w.seat !== null) seats.add(w.seat);
    seats.delete("");
    return seats;
  }

  /** The seats this instance holds: its clients' and those in their grace, sorted. */
  #seatsHeld(matchId: string): string[] {
    return [...new Set([...this.#clientSeats(matchId), ...(this.#grace.get(matchId)?.keys() ?? [])])].sort();
  }

  /**
   * Ends the grace of the seats whose client is back here, and starts one for those whose last
   * client here just left.
   */
  #startGraces(matchId: string): void {
    const now = this.#clientSeats(matchId);
    const before = this.#local.get(matchId) ?? new Set<string>();
    if (now.size === 0) this.#local.delete(matchId);
    else this.#local.set(matchId, now);
    let graces = this.#grace.get(matchId);
    for (const seat of now) {
      graces?.get(seat)?.();
      graces?.delete(seat);
    }
    const graceMs = this.#o.graceMs ?? 0;
    if (graceMs > 0)
      for (const seat of before) {
        if (now.has(seat)) continue;
        if (graces === undefined) {
          graces = new Map();
          this.#grace.set(matchId, graces);
        }
        const cancel = (this.#o.timer ?? defaultTimer)(() => {
          if (this.#grace.get(matchId)?.get(seat) !== cancel) return;
          graces?.delete(seat);
          this.settle(matchId);
        }, graceMs);
        graces.get(seat)?.();
        graces.set(seat, cancel);
      }
    if (graces?.size === 0) this.#grace.delete(matchId);
  }

  /**
   * Holds this instance's seats of `matchId` in the store, reads who is present, and settles.
   * False when the store could not be reached (logged unless `quiet`).
   */
  async #refresh(matchId: string, quiet = false): Promise<boolean> {
    const shared = this.#o.shared;
    if (shared === undefined) return true;
    const seats = this.#seatsHeld(matchId);
    const key = seats.join("\n");
    // Marked before the answer: a later change compares against what is on its way.
    if (key === "") this.#held.delete(matchId);
    else this.#held.set(matchId, key);
    try {
      const present = await shared.hold(matchId, seats);
      if (this.#told.has(matchId) || this.admitting(matchId)) {
        this.#stored.set(matchId, new Set(present));
        this.settle(matchId);
      }
      return true;
    } catch (error) {
      // Unknown now: the next heartbeat tells the store again.
      this.#held.set(matchId, "\u0000");
      if (!quiet) this.#o.log?.warn({ err: error, match: matchId }, "presence not refreshed");
      return false;
    }
  }

  /** The heartbeat: every match watched here, or still held in the store, is held again. */
  async #beat(): Promise<void> {
    const ids = new Set([...this.#o.watched(), ...this.#held.keys()]);
    const done = await Promise.all([...ids].map((id) => this.#refresh(id, true)));
    const failed = done.filter((ok) => !ok).length;
    // One line a beat, not one a match, while the store is unreachable.
    if (failed > 0) this.#o.log?.warn({ matches: failed }, "presence not refreshed");
  }
}
