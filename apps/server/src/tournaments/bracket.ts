/**
 * Tournament brackets (seed 003 §14 P5: « tournois à brackets »; issue 31 §4), as plain data with
 * no I/O: single and double elimination, seeded by the organiser's order or at random from a
 * stored seed, byes for fields that are not a power of two, best-of-1 or best-of-3 pairings.
 *
 * A bracket is its inputs — the entrants in seed order, the format, the games per pairing — and
 * the results reported per pairing. Everything else (who meets whom, who is out, who won) is
 * derived by `pairingsOf`, so the bracket is a function of entrants, seeding and results, and
 * the order in which independent results were reported cannot matter. The decisions (bye
 * placement, the grand final's reset, best-of-3, draws, forfeits, resets) are written in
 * apps/server/README.md, "Tournaments with brackets".
 */
import { seedRng, shuffle } from "@core/engine";

export type BracketFormat = "single" | "double";
export type BestOf = 1 | 3;
export type Seeding = "ordered" | "random";

/** The most entrants a bracket takes (a field of 256: 8 rounds, 15 in double elimination). */
export const MAX_ENTRANTS = 256;

/** One thing reported for a pairing: a game's result (`winner` null: a draw, replayed) or a forfeit. */
export type Report =
  | { readonly kind: "game"; readonly winner: string | null }
  | { readonly kind: "forfeit"; readonly loser: string };

/** A bracket: its inputs and the reports per pairing id. Plain JSON. */
export interface Bracket {
  readonly format: BracketFormat;
  readonly bestOf: BestOf;
  /** The entrants in seed order: index 0 is the first seed. */
  readonly entrants: readonly string[];
  readonly results: Readonly<Record<string, readonly Report[]>>;
}

/** What may be wrong with a bracket's inputs or a report, as a value. */
export type BracketError =
  | { readonly code: "too-few-entrants"; readonly count: number }
  | { readonly code: "too-many-entrants"; readonly count: number }
  | { readonly code: "duplicate-entrant"; readonly entrant: string }
  | { readonly code: "bad-best-of"; readonly bestOf: number }
  | { readonly code: "unknown-pairing"; readonly pairing: string }
  | { readonly code: "pairing-not-ready"; readonly pairing: string; readonly status: PairingStatus }
  | { readonly code: "not-in-pairing"; readonly pairing: string; readonly entrant: string }
  | { readonly code: "downstream-played"; readonly pairing: string; readonly downstream: string };

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: BracketError };

/** Which part of the bracket a pairing is in: winners, losers, grand final. */
export type Side = "W" | "L" | "F";

/**
 * `waiting`: an opponent is not known yet; `ready`: both known, undecided; `done`: decided by
 * play or forfeit; `bye`: one real entrant against nobody, who goes through; `void`: nobody on
 * either side (a losers'-bracket slot fed only by byes, or the grand final's reset when not needed).
 */
export type PairingStatus = "waiting" | "ready" | "done" | "bye" | "void";

/** Where a slot's occupant comes from. */
export type Source =
  | { readonly kind: "seed"; readonly seed: number }
  | { readonly kind: "winner"; readonly of: string }
  | { readonly kind: "loser"; readonly of: string };

/** A pairing as derived from the bracket. */
export interface Pairing {
  readonly id: string;
  readonly side: Side;
  readonly round: number;
  readonly index: number;
  readonly sources: readonly [Source, Source];
  /** The occupants: an entrant, null for a bye, undefined while not known. */
  readonly entrants: readonly [string | null | undefined, string | null | undefined];
  readonly status: PairingStatus;
  /** Games won by each side (draws count for neither). */
  readonly wins: readonly [number, number];
  readonly reports: readonly Report[];
  readonly winner?: string;
  readonly loser?: string;
  /** Decided by a forfeit. */
  readonly forfeit?: boolean;
}

const BYE = null;
type Occupant = string | null | undefined;

/** Creates a bracket; random seeding shuffles the entrants with a generator seeded by `seed`. */
export function createBracket(
  entrants: readonly string[],
  format: BracketFormat,
  bestOf: number,
  seeding: Seeding,
  seed: string,
): Result<Bracket> {
  if (entrants.length < 2) return err({ code: "too-few-entrants", count: entrants.length });
  if (entrants.length > MAX_ENTRANTS) return err({ code: "too-many-entrants", count: entrants.length });
  const seen = new Set<string>();
  for (const e of entrants) {
    if (seen.has(e)) return err({ code: "duplicate-entrant", entrant: e });
    seen.add(e);
  }
  if (bestOf !== 1 && bestOf !== 3) return err({ code: "bad-best-of", bestOf });
  const order = seeding === "random" ? shuffle(seedRng(`bracket:${seed}`), entrants)[0] : [...entrants];
  return { ok: true, value: { format, bestOf, entrants: order, results: {} } };
}

const err = <T>(error: BracketError): Result<T> => ({ ok: false, error });

/** The smallest power of two holding `n`. */
const sizeFor = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(2, n)));

/**
 * The seed numbers (0-based) of a bracket of `size` in the order they stand on the first round:
 * the classic arrangement where seeds 1 and 2 can only meet in the final, 1–4 in the semifinals...
 * Seed s meets seed size-1-s in the first round, so with the byes as the last seeds the top seeds
 * get the byes and no bye meets another (n > size/2).
 */
export function seedOrder(size: number): number[] {
  let order = [0];
  while (order.length < size) {
    const m = order.length * 2;
    order = order.flatMap((s) => [s, m - 1 - s]);
  }
  return order;
}

/** The pairings' ids and sources for `n` entrants, in an order where each comes after its sources. */
export function layout(
  format: BracketFormat,
  n: number,
): { id: string; side: Side; round: number; index: number; sources: [Source, Source] }[] {
  const size = sizeFor(n);
  const rounds = Math.log2(size);
  const out: { id: string; side: Side; round: number; index: number; sources: [Source, Source] }[] = [];
  const w = (r: number, i: number) => `W${r}-${i + 1}`;
  const l = (r: number, i: number) => `L${r}-${i + 1}`;
  const order = seedOrder(size);
  for (let i = 0; i < size / 2; i++)
    out.push({
      id: w(1, i),
      side: "W",
      round: 1,
      index: i,
      sources: [
        { kind: "seed", seed: order[2 * i] as number },
        { kind: "seed", seed: order[2 * i + 1] as number },
      ],
    });
  for (let r = 2; r <= rounds; r++)
    for (let i = 0; i < size / 2 ** r; i++)
      out.push({
        id: w(r, i),
        side: "W",
        round: r,
        index: i,
        sources: [
          { kind: "winner", of: w(r - 1, 2 * i) },
          { kind: "winner", of: w(r - 1, 2 * i + 1) },
        ],
      });
  if (format === "single") return out;
  // Losers' bracket: round 1 pairs the first round's losers; then each even round meets the
  // losers dropping from the winners' round j+1 (in reverse order on every other drop, so that
  // two who met in the winners' bracket do not meet again at once), each odd round halves.
  let champion: Source = { kind: "loser", of: w(1, 0) };
  if (rounds >= 2) {
    let prev: string[] = [];
    for (let i = 0; i < size / 4; i++) {
      out.push({
        id: l(1, i),
        side: "L",
        round: 1,
        index: i,
        sources: [
          { kind: "loser", of: w(1, 2 * i) },
          { kind: "loser", of: w(1, 2 * i + 1) },
        ],
      });
      prev.push(l(1, i));
    }
    for (let j = 1; j <= rounds - 1; j++) {
      const drop = prev.length;
      const next: string[] = [];
      for (let i = 0; i < drop; i++) {
        const from = j % 2 === 1 ? drop - 1 - i : i;
        const id = l(2 * j, i);
        out.push({
          id,
          side: "L",
          round: 2 * j,
          index: i,
          sources: [
            { kind: "winner", of: prev[i] as string },
            { kind: "loser", of: w(j + 1, from) },
          ],
        });
        next.push(id);
      }
      prev = next;
      if (j === rounds - 1) break;
      const halved: string[] = [];
      for (let i = 0; i < prev.length / 2; i++) {
        const id = l(2 * j + 1, i);
        out.push({
          id,
          side: "L",
          round: 2 * j + 1,
          index: i,
          sources: [
            { kind: "winner", of: prev[2 * i] as string },
            { kind: "winner", of: prev[2 * i + 1] as string },
          ],
        });
        halved.push(id);
      }
      prev = halved;
    }
    champion = { kind: "winner", of: prev[0] as string };
  }
  out.push({
    id: "F1",
    side: "F",
    round: 1,
    index: 0,
    sources: [{ kind: "winner", of: w(rounds, 0) }, champion],
  });
  // The reset: played only when the losers' bracket's champion wins the first final.
  out.push({
    id: "F2",
    side: "F",
    round: 2,
    index: 0,
    sources: [
      { kind: "winner", of: "F1" },
      { kind: "loser", of: "F1" },
    ],
  });
  return out;
}

/** Every pairing of the bracket, derived from its inputs and reports, in playing order. */
export function pairingsOf(bracket: Bracket): Pairing[] {
  const n = bracket.entrants.length;
  const need = Math.ceil(bracket.bestOf / 2);
  const decided = new Map<string, { winner: Occupant; loser: Occupant }>();
  const out: Pairing[] = [];
  const occupant = (s: Source): Occupant =>
    s.kind === "seed"
      ? s.seed < n
        ? (bracket.entrants[s.seed] as string)
        : BYE
      : decided.get(s.of)?.[s.kind];
  for (const node of layout(bracket.format, n)) {
    const entrants = [occupant(node.sources[0]), occupant(node.sources[1])] as const;
    const reports = bracket.results[node.id] ?? [];
    const base = { ...node, entrants, reports, wins: [0, 0] as [number, number] };
    const [a, b] = entrants;
    if (node.id === "F2") {
      // Not needed when the winners' bracket's champion won the first final.
      const first = decided.get("F1");
      if (
        first !== undefined &&
        first.winner !== undefined &&
        first.winner === out.find((p) => p.id === "F1")?.entrants[0]
      ) {
        decided.set(node.id, { winner: first.winner, loser: BYE });
        out.push({ ...base, entrants: [BYE, BYE], status: "void" });
        continue;
      }
    }
    if (a === undefined || b === undefined) {
      decided.set(node.id, { winner: undefined, loser: undefined });
      out.push({ ...base, status: "waiting" });
    } else if (a === BYE && b === BYE) {
      decided.set(node.id, { winner: BYE, loser: BYE });
      out.push({ ...base, status: "void" });
    } else if (a === BYE || b === BYE) {
      const winner = (a ?? b) as string;
      decided.set(node.id, { winner, loser: BYE });
      out.push({ ...base, status: "bye", winner });
    } else {
      const wins: [number, number] = [0, 0];
      let forfeitBy: string | undefined;
      for (const r of reports) {
        if (r.kind === "forfeit") forfeitBy = r.loser;
        else if (r.winner === a) wins[0]++;
        else if (r.winner === b) wins[1]++;
      }
      const loser = forfeitBy ?? (wins[0] >= need ? b : wins[1] >= need ? a : undefined);
      if (loser === undefined) {
        decided.set(node.id, { winner: undefined, loser: undefined });
        out.push({ ...base, wins, status: "ready" });
      } else {
        const winner = loser === a ? b : a;
        decided.set(node.id, { winner, loser });
        out.push({
          ...base,
          wins,
          status: "done",
          winner,
          loser,
          ...(forfeitBy === undefined ? {} : { forfeit: true }),
        });
      }
    }
  }
  return out;
}

/** The pairings waiting for a game now (both opponents known, not decided). */
export function pendingPairings(bracket: Bracket): Pairing[] {
  return pairingsOf(bracket).filter((p) => p.status === "ready");
}

/**
 * Adds a report to a ready pairing: a game (its winner one of the two, or null for a draw, which
 * is replayed) or a forfeit by one of the two (a no-show: the pairing is lost whatever its games).
 */
export function recordResult(bracket: Bracket, pairingId: string, report: Report): Result<Bracket> {
  const pairing = pairingsOf(bracket).find((p) => p.id === pairingId);
  if (pairing === undefined) return err({ code: "unknown-pairing", pairing: pairingId });
  if (pairing.status !== "ready")
    return err({ code: "pairing-not-ready", pairing: pairingId, status: pairing.status });
  const who = report.kind === "game" ? report.winner : report.loser;
  if (who !== null && !pairing.entrants.includes(who))
    return err({ code: "not-in-pairing", pairing: pairingId, entrant: who });
  const reports = [...(bracket.results[pairingId] ?? []), report];
  return { ok: true, value: { ...bracket, results: { ...bracket.results, [pairingId]: reports } } };
}

/**
 * The organiser's reset of a pairing (a dispute): its reports are dropped and it is to be played
 * again. Refused while a pairing it feeds has reports of its own (reset that one first), so a
 * reset never silently undoes a game someone else played.
 */
export function resetPairing(bracket: Bracket, pairingId: string): Result<Bracket> {
  const nodes = layout(bracket.format, bracket.entrants.length);
  if (!nodes.some((p) => p.id === pairingId)) return err({ code: "unknown-pairing", pairing: pairingId });
  const fed = new Set([pairingId]);
  for (const node of nodes)
    if (node.sources.some((s) => s.kind !== "seed" && fed.has(s.of))) {
      fed.add(node.id);
      if ((bracket.results[node.id] ?? []).length > 0)
        return err({ code: "downstream-played", pairing: pairingId, downstream: node.id });
    }
  const { [pairingId]: _dropped, ...results } = bracket.results;
  return { ok: true, value: { ...bracket, results } };
}

/** The champion once the bracket is decided, else null. */
export function winner(bracket: Bracket): string | null {
  const pairings = pairingsOf(bracket);
  const last = bracket.format === "single" ? pairings.at(-1) : pairings.find((p) => p.id === "F2");
  if (last === undefined) return null;
  if (last.status === "void") return pairings.find((p) => p.id === "F1")?.winner ?? null;
  return last.winner ?? null;
}

/** An entrant's standing: its place once out (ties share one), its losses, still in or not. */
export interface Standing {
  readonly entrant: string;
  readonly seed: number;
  readonly losses: number;
  readonly eliminated: boolean;
  /** 1 for the champion; for the others the place shared by all who went out at the same stage. */
  readonly place: number | null;
}

/**
 * Standings: the champion first, then those knocked out, latest stage first (those out at the same
 * stage share a place), then those still in. An entrant is out after one loss in single
 * elimination and two in double.
 */
export function standings(bracket: Bracket): Standing[] {
  const pairings = pairingsOf(bracket);
  const limit = bracket.format === "single" ? 1 : 2;
  const losses = new Map<string, number>();
  const outAt = new Map<string, number>();
  for (const p of pairings) {
    if (p.status !== "done" || p.loser === undefined) continue;
    const count = (losses.get(p.loser) ?? 0) + 1;
    losses.set(p.loser, count);
    if (count >= limit) outAt.set(p.loser, stageOf(p));
  }
  const champion = winner(bracket);
  const stages = [...new Set(outAt.values())].sort((x, y) => y - x);
  const placeOf = new Map<number, number>();
  let place = 2;
  for (const s of stages) {
    placeOf.set(s, place);
    place += [...outAt.values()].filter((v) => v === s).length;
  }
  const rows: Standing[] = bracket.entrants.map((entrant, seed) => {
    const out = outAt.get(entrant);
    return {
      entrant,
      seed: seed + 1,
      losses: losses.get(entrant) ?? 0,
      eliminated: out !== undefined,
      place: entrant === champion ? 1 : out === undefined ? null : (placeOf.get(out) as number),
    };
  });
  return rows.sort((x, y) => (x.place ?? Infinity) - (y.place ?? Infinity) || x.seed - y.seed);
}

// The stage at which a loss eliminates: pairings of one round share it (their order in the
// layout would otherwise rank one semifinal's loser above the other's).
function stageOf(p: Pairing): number {
  return (p.side === "W" ? 0 : p.side === "L" ? 1_000 : 2_000) + p.round;
}
