/**
 * Non-interference: nothing a seat receives depends on what it may not know. States that differ
 * only in a seat's hidden information (an engine's `scrambleHidden`) must give that seat
 * byte-identical views, legal actions, refusals and filtered events. See
 * {@link checkNonInterference}.
 */
import * as fc from "fast-check";
import { type Engine, isRecord, isRejected, SPECTATOR, stampSeat } from "./contract.js";
import { nextInt, type Rng, seedRng } from "./rng.js";

/**
 * An engine's `scrambleHidden(state, seat, rng)`: a state that `seat` cannot tell from `state`
 * (everything it may know kept, everything else — opponents' hands and their order, deck orders,
 * RNG state, units out of sight, other players' pending orders, hidden ids — drawn afresh from
 * `rng`). With a seat that is no seat of the game (a spectator), only public information is kept.
 */
export type Scramble<State> = (state: State, seat: string, rng: Rng) => State;

/** Options of {@link checkNonInterference}. */
export interface NonInterferenceOptions<Setup, State, Action> {
  /** Setups to start the random games from. */
  readonly setups: fc.Arbitrary<Setup>;
  /** The engine's `scrambleHidden`. */
  readonly scramble: Scramble<State>;
  /**
   * For engines whose state holds an RNG: `scrambled` with the random source of `original` put
   * back. Events are compared on it, so that a step's fresh randomness is the same on both sides
   * (which tower's random shot hit whom is news, not a leak); everything else is compared on the
   * full scramble, RNG included.
   */
  readonly sameRandomness?: (scrambled: State, original: State) => State;
  /** The actions the random games choose among in a state. Default `engine.legalActions(state)`. */
  readonly actions?: (state: State) => readonly Action[];
  /**
   * What a seat's program (a bot) decides in a state, e.g. `(s, seat) => chooseAction(...)`: it
   * must decide the same in every scramble, so it decides from what the seat may know.
   */
  readonly decide?: (state: State, seat: string) => unknown;
  /** Longest random game, in actions. Default 30. */
  readonly maxSteps?: number;
  /** Number of random games. Default 20. */
  readonly numRuns?: number;
  /** Scrambles per seat and state. Default 2. */
  readonly scrambles?: number;
  /** Most probe actions submitted per seat and scramble, legal actions included. Default 60. */
  readonly probes?: number;
  /** The spectator seat. Default {@link SPECTATOR}. */
  readonly spectator?: string;
  /** fast-check seed, to reproduce a failure. */
  readonly seed?: number;
  /** fast-check path, to replay a shrunk failure directly. */
  readonly path?: string;
  /**
   * Shrink a failing game to a shorter one before reporting (default false: each probe of a long
   * game costs, so the first failing game is reported with its seed and path).
   */
  readonly shrink?: boolean;
}

/** What {@link checkNonInterference} compared (over every run, shrinking included). */
export interface NonInterferenceReport {
  /** States examined, and (seat, scramble) pairs whose scramble changed the state. */
  states: number;
  scrambled: number;
  /** Probe actions submitted (each to the state and its scramble), refused and accepted. */
  refusals: number;
  accepted: number;
  /** Steps whose filtered events were compared (the seat's views after the step agreeing). */
  events: number;
  /** Decisions of `decide` compared. */
  decisions: number;
}

type AnyState = unknown;
type E = Engine<unknown, AnyState, unknown, { readonly type: string }>;

function text(value: unknown): string {
  return JSON.stringify(value) ?? "undefined";
}

function clip(value: string): string {
  return value.length > 1500 ? `${value.slice(0, 1500)}…` : value;
}

function differ(what: string, seat: string, a: string, b: string, context: unknown): never {
  const who = seat === SPECTATOR ? "a spectator" : `seat ${JSON.stringify(seat)}`;
  throw new Error(
    `non-interference: ${what} differs for ${who} between a state and its scramble\n` +
      `context: ${clip(text(context))}\nstate:    ${clip(a)}\nscramble: ${clip(b)}`,
  );
}

function same(what: string, seat: string, a: unknown, b: unknown, context: unknown = null): void {
  const ta = text(a);
  const tb = text(b);
  if (ta !== tb) differ(what, seat, ta, tb, context);
}

/** Every string in a JSON value (keys excluded), deduplicated, in first-seen order. */
function strings(value: unknown, out: Set<string>, budget = { left: 5000 }): Set<string> {
  if (budget.left-- <= 0) return out;
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out, budget);
  else if (isRecord(value)) for (const v of Object.values(value)) strings(v, out, budget);
  return out;
}

/** Paths to the string leaves of an action (not its `type` or `seat`), for id substitution. */
function stringPaths(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (typeof value === "string" && path.length > 0 && path[0] !== "type" && path[0] !== "seat")
    out.push(path);
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) stringPaths(v, [...path, i], out);
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) stringPaths(v, [...path, k], out);
  return out;
}

function setAt(value: unknown, path: readonly (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = value.slice();
    copy[head as number] = setAt(value[head as number], rest, leaf);
    return copy;
  }
  const record = isRecord(value) ? value : {};
  return { ...record, [head]: setAt(record[head], rest, leaf) };
}

function pickFrom<T>(rng: Rng, items: readonly T[]): [T | undefined, Rng] {
  if (items.length === 0) return [undefined, rng];
  const [i, next] = nextInt(rng, items.length);
  return [items[i], next];
}

/**
 * The actions a seat could submit, to probe for leaks: its legal actions, every other legal
 * action of the state (another seat's, a referee's), and mutations of them — a string field
 * replaced by a string of the state or of its scramble (hidden ids first: those found in only
 * one of the two), by an unknown string, or removed. At most `limit`, drawn from `rng`.
 */
function probesFor(
  own: readonly unknown[],
  others: readonly unknown[],
  state: AnyState,
  scrambled: AnyState,
  limit: number,
  rng: Rng,
): unknown[] {
  const inState = strings(state, new Set());
  const inScramble = strings(scrambled, new Set());
  const hidden = [
    ...[...inState].filter((s) => !inScramble.has(s)),
    ...[...inScramble].filter((s) => !inState.has(s)),
  ];
  const common = [...inState].filter((s) => inScramble.has(s));
  const out: unknown[] = [];
  let r = rng;
  const take = (items: readonly unknown[], n: number) => {
    for (let k = 0; k < n && out.length < limit; k++) {
      const [a, next] = pickFrom(r, items);
      r = next;
      if (a !== undefined) out.push(a);
    }
  };
  // Legal actions first (each once when few), then other seats', then mutations.
  if (own.length <= limit / 3) out.push(...own);
  else take(own, Math.floor(limit / 3));
  take(others, Math.floor(limit / 6));
  const bases = own.length > 0 ? own : others;
  while (out.length < limit && bases.length > 0) {
    const [base, r1] = pickFrom(r, bases);
    const paths = stringPaths(base);
    const [path, r2] = pickFrom(r1, paths);
    const [kind, r3] = nextInt(r2, 8);
    r = r3;
    if (path === undefined) {
      out.push(base);
      continue;
    }
    let leaf: unknown;
    if (kind <= 3 && hidden.length > 0) [leaf, r] = pickFrom(r, hidden);
    else if (kind <= 5) [leaf, r] = pickFrom(r, common);
    else if (kind === 6) leaf = "zz-no-such-id";
    // kind 7 (or nothing to pick): the field is removed (JSON drops undefined).
    out.push(setAt(base, path, leaf));
  }
  // What a server would forward: a JSON round-trip drops the removed fields.
  return out.map((a) => JSON.parse(JSON.stringify(a ?? null)));
}

function must<T>(value: T | undefined, what: string, engine: E): T {
  if (value === undefined) throw new Error(`${engine.id}: checkNonInterference needs ${what}`);
  return value;
}

/**
 * Plays random games and, at every state, for each seat and a spectator and each of a few
 * scrambles of the state (`options.scramble`, which changes what that seat may not know),
 * asserts that what the seat receives is byte-identical (`JSON.stringify`) in the state and in
 * its scramble:
 * - its `view`, and the public `seats` and `toAct`;
 * - its `legalActions(state, seat)` and what `decide` (a bot) chooses for it;
 * - the result of every probe it could submit, stamped with its seat as a server stamps it: its
 *   legal actions, the other legal actions of the state (another seat's, a referee's), and
 *   mutations of them with ids of the state or the scramble (hidden ids first), unknown ids and
 *   missing fields — accepted in both or refused in both with identical `rejected` events;
 * - its filtered events (`viewEvents`) of every accepted probe and of the step the game plays,
 *   with the same fresh randomness on both sides (`sameRandomness`), whenever its views after
 *   that step agree (a step may reveal something new — a draw, a unit coming into sight — and
 *   then the views after it rightly differ).
 *
 * Leaks that only history shows (an id numbered by a counter of hidden events) are beyond one
 * state and its scrambles: test id schemes directly. Returns what was compared, so a test can
 * assert the check was not vacuous. Throws fast-check's report (seed and path) on a leak.
 */
export function checkNonInterference<Setup, State, Action, Event extends { readonly type: string }>(
  engine: Engine<Setup, State, Action, Event>,
  options: NonInterferenceOptions<Setup, State, Action>,
): NonInterferenceReport {
  const e = engine as unknown as E;
  const view = must(e.view, "view", e);
  const viewEvents = must(e.viewEvents, "viewEvents", e);
  const seatsOf = must(e.seats, "seats", e);
  const toAct = must(e.toAct, "toAct", e);
  const legal = must(e.legalActions, "legalActions", e);
  const scramble = options.scramble as Scramble<AnyState>;
  const sameRandomness =
    (options.sameRandomness as ((scrambled: AnyState, original: AnyState) => AnyState) | undefined) ??
    ((scrambled: AnyState) => scrambled);
  const actionsOf =
    (options.actions as ((s: AnyState) => readonly unknown[]) | undefined) ?? ((s) => legal(s));
  const decide = options.decide as ((s: AnyState, seat: string) => unknown) | undefined;
  const spectator = options.spectator ?? SPECTATOR;
  const scrambles = options.scrambles ?? 2;
  const limit = options.probes ?? 60;
  const report: NonInterferenceReport = {
    states: 0,
    scrambled: 0,
    refusals: 0,
    accepted: 0,
    events: 0,
    decisions: 0,
  };

  const reduce = (s: AnyState, a: unknown, what: string) => {
    try {
      return e.reduce(s, a);
    } catch (error) {
      throw new Error(`non-interference: reduce threw ${String(error)} on ${what}: ${clip(text(a))}`);
    }
  };

  /** The seat's filtered events of `a` from `s` and `s2`, compared when its views after agree. */
  const compareStep = (
    seat: string,
    s: AnyState,
    s2: AnyState,
    a: unknown,
    t = reduce(s, a, "an action"),
  ) => {
    const t2 = reduce(s2, a, "an action in a scramble");
    if (isRejected(t.events) || isRejected(t2.events)) return;
    if (text(view(t.state, seat)) !== text(view(t2.state, seat))) return;
    report.events++;
    same(
      "filtered events",
      seat,
      viewEvents(t.events, seat, t.state),
      viewEvents(t2.events, seat, t2.state),
      {
        action: a,
      },
    );
  };

  const examine = (s: AnyState, next: unknown | null, rng: Rng): void => {
    report.states++;
    const seats = seatsOf(s);
    if (seats.includes(spectator)) throw new Error(`${e.id}: the spectator seat "${spectator}" is a seat`);
    const all = legal(s);
    let r = rng;
    for (const seat of [...seats, spectator]) {
      const isSeat = seat !== spectator;
      const own = isSeat ? legal(s, seat) : [];
      const mine = new Set(own.map(text));
      const others = all.filter((a) => !mine.has(text(a)));
      for (let k = 0; k < scrambles; k++) {
        const [salt, r1] = nextInt(r, 0x7fffffff);
        r = r1;
        const s2 = scramble(s, seat, seedRng(salt));
        const lucky = sameRandomness(s2, s);
        if (text(s2) !== text(s)) report.scrambled++;
        same("view", seat, view(s, seat), view(s2, seat));
        same("seats", seat, seats, seatsOf(s2));
        same("toAct", seat, toAct(s), toAct(s2));
        if (next !== null) compareStep(seat, s, lucky, next);
        if (!isSeat) continue;
        same("legalActions", seat, own, legal(s2, seat));
        if (decide !== undefined) {
          report.decisions++;
          same("decision", seat, decide(s, seat), decide(s2, seat));
        }
        const [probeSalt, r2] = nextInt(r, 0x7fffffff);
        r = r2;
        for (const probe of probesFor(own, others, s, s2, limit, seedRng(probeSalt))) {
          const stamped = stampSeat(probe, seat);
          const t = reduce(s, stamped, "a probe");
          const t2 = reduce(s2, stamped, "a probe in a scramble");
          const refused = isRejected(t.events);
          if (refused !== isRejected(t2.events))
            differ("acceptance", seat, text(t.events), text(t2.events), { action: stamped });
          if (refused) {
            report.refusals++;
            same("refusal", seat, t.events, t2.events, { action: stamped });
          } else {
            report.accepted++;
            compareStep(seat, s, lucky, stamped, t);
          }
        }
      }
    }
  };

  const maxSteps = options.maxSteps ?? 30;
  const property = fc.property(
    options.setups,
    fc.array(fc.nat(), { minLength: 1, maxLength: maxSteps, size: "max" }),
    fc.integer(),
    (setup, plan, salt) => {
      let state: AnyState = e.init(setup);
      let rng = seedRng(salt);
      for (const choice of plan) {
        const actions = actionsOf(state);
        const next = actions.length === 0 ? null : (actions[choice % actions.length] as unknown);
        const [sub, r] = nextInt(rng, 0x7fffffff);
        rng = r;
        examine(state, next, seedRng(sub));
        if (next === null) break;
        state = reduce(state, next, "a legal action").state;
      }
    },
  );
  const params: fc.Parameters<[Setup, number[], number]> = {
    numRuns: options.numRuns ?? 20,
    includeErrorInReport: true,
    endOnFailure: options.shrink !== true,
  };
  if (options.seed !== undefined) params.seed = options.seed;
  if (options.path !== undefined) params.path = options.path;
  fc.assert(property, params);
  return report;
}
