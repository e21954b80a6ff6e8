/**
 * Tournaments on the account base (issue 31 §4; seed 003 §14 P5, §4.2): an organiser creates one
 * (format, best-of, registration window, seeding, no-show delay); accounts register within the
 * window with a deck and a linked character, checked as for ranked play (« Tournoi / classé : le
 * héros doit être un perso réel du joueur, niveau max »); at the start the bracket is drawn and
 * every pairing ready to play gets its game: a duel of context `tournament` whose match the
 * existing match service creates. A recorded duel's result advances the bracket; a seat that has
 * not moved by the no-show deadline loses the pairing. The organiser may reset a pairing or award
 * it (a dispute), audited.
 *
 * Every change of a tournament happens in `advance`, in one transaction holding the tournament's
 * row: whichever instance (or sweep, or finished match) comes first does it, once. The no-show
 * deadlines are columns, so after a restart the sweep of any instance finds them.
 */
import { type Setup, engine as tcg } from "@engines/lgc-tcg";
import type { Kysely, Transaction } from "kysely";
import { audit } from "../accounts/accounts.js";
import { AccountError } from "../accounts/http.js";
import { digest, newId, newToken } from "../accounts/ids.js";
import type { MatchHost } from "../accounts/matches.js";
import type { Schema } from "../db/schema.js";
import { recordDuel, type SeatChoice, seatFor } from "../tcg/duels.js";
import {
  type BestOf,
  type Bracket,
  type BracketFormat,
  createBracket,
  MAX_ENTRANTS,
  pairingsOf,
  pendingPairings,
  recordResult,
  resetPairing,
  type Seeding,
  standings,
  winner,
} from "./bracket.js";

type Db = Kysely<Schema>;

/** What an organiser sets when creating a tournament. */
export interface TournamentSettings {
  readonly name: string;
  readonly format: BracketFormat;
  readonly bestOf: BestOf;
  readonly seeding: Seeding;
  readonly maxEntrants: number;
  readonly registrationOpensAt: Date;
  readonly registrationClosesAt: Date;
  /** How long a game's seats have to make their first move before the one who has not loses. */
  readonly noShowMs: number;
}

/** The tournament service's dependencies. */
export interface TournamentDeps {
  readonly db: Db;
  readonly host: MatchHost;
  readonly now: () => Date;
  /** The level a hero needs (§4.2 « niveau max »). */
  readonly maxLevel: number;
  /** Told after each committed change of a tournament (live bracket pages). */
  readonly changed?: (tournamentId: string) => void;
}

/** Why a tournament request is refused (the page words each). */
export type TournamentRefusalReason =
  | "registration-closed"
  | "tournament-full"
  | "not-registration"
  | "not-running"
  | "too-few-entrants"
  | "bracket";

export class TournamentRefusal extends AccountError {
  constructor(
    reason: TournamentRefusalReason,
    message: string,
    extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(409, "refused", message, { reason, ...extra });
  }
}

const notFound = () => new AccountError(404, "not-found", "no such tournament");

/** Creates a tournament in registration (audited). Returns its id. */
export async function createTournament(
  deps: TournamentDeps,
  organiserId: string,
  s: TournamentSettings,
): Promise<string> {
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("tournaments")
      .values({
        id,
        name: s.name,
        organiser_id: organiserId,
        format: s.format,
        best_of: s.bestOf,
        seeding: s.seeding,
        // The random draw's seed, kept so that the draw can be checked (and replayed).
        seed: newToken(),
        status: "registration",
        max_entrants: s.maxEntrants,
        registration_opens_at: s.registrationOpensAt,
        registration_closes_at: s.registrationClosesAt,
        no_show_ms: s.noShowMs,
      })
      .execute();
    await audit(trx, organiserId, "tournament.create", id, { ...s });
  });
  deps.changed?.(id);
  return id;
}

/**
 * Registers `accountId` (again: his deck and hero replaced) while registration is open: his
 * deck and character checked as for a ranked duel, held as snapshots.
 */
export async function register(
  deps: TournamentDeps,
  tournamentId: string,
  accountId: string,
  choice: SeatChoice,
): Promise<void> {
  const seat = await seatFor(deps.db, accountId, choice, "ranked", deps.maxLevel);
  await deps.db.transaction().execute(async (trx) => {
    const t = await lock(trx, tournamentId);
    const now = deps.now().getTime();
    if (
      t.status !== "registration" ||
      now < t.registration_opens_at.getTime() ||
      now >= t.registration_closes_at.getTime()
    )
      throw new TournamentRefusal("registration-closed", "registration for this tournament is not open");
    const count = await trx
      .selectFrom("tournament_entrants")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("tournament_id", "=", tournamentId)
      .where("account_id", "!=", accountId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= t.max_entrants)
      throw new TournamentRefusal("tournament-full", "this tournament is full");
    const row = {
      deck_id: seat.deckId,
      deck: JSON.stringify(seat.deck),
      character: seat.character === null ? null : JSON.stringify(seat.character),
    };
    await trx
      .insertInto("tournament_entrants")
      .values({ tournament_id: tournamentId, account_id: accountId, ...row })
      .onConflict((c) => c.columns(["tournament_id", "account_id"]).doUpdateSet(row))
      .execute();
  });
  deps.changed?.(tournamentId);
}

/** Withdraws `accountId` from a tournament still in registration. */
export async function withdraw(deps: TournamentDeps, tournamentId: string, accountId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const t = await lock(trx, tournamentId);
    if (t.status !== "registration")
      throw new TournamentRefusal("not-registration", "the tournament has started: ask the organiser");
    await trx
      .deleteFrom("tournament_entrants")
      .where("tournament_id", "=", tournamentId)
      .where("account_id", "=", accountId)
      .execute();
  });
  deps.changed?.(tournamentId);
}

/** The organiser's seeding order (ordered seeding): the accounts listed first, in this order. */
export async function setOrder(
  deps: TournamentDeps,
  organiserId: string,
  tournamentId: string,
  order: readonly string[],
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const t = await lock(trx, tournamentId);
    if (t.status !== "registration")
      throw new TournamentRefusal("not-registration", "the bracket is drawn already");
    await trx
      .updateTable("tournament_entrants")
      .set({ rank: null })
      .where("tournament_id", "=", tournamentId)
      .execute();
    for (const [rank, accountId] of order.entries())
      await trx
        .updateTable("tournament_entrants")
        .set({ rank })
        .where("tournament_id", "=", tournamentId)
        .where("account_id", "=", accountId)
        .execute();
    await audit(trx, organiserId, "tournament.order", tournamentId, { order: [...order] });
  });
  deps.changed?.(tournamentId);
}

/**
 * Starts a tournament in registration (the organiser, or the sweep once the window has closed):
 * the bracket drawn from the entrants (by the organiser's order then registration, or shuffled
 * with the tournament's seed) and the first games created. Fewer than two entrants: refused to
 * the organiser; cancelled by the sweep.
 */
export async function start(
  deps: TournamentDeps,
  tournamentId: string,
  organiserId: string | null,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const t = await lock(trx, tournamentId);
    if (t.status !== "registration")
      throw new TournamentRefusal("not-registration", "this tournament has started already");
    const entrants = await trx
      .selectFrom("tournament_entrants")
      .select("account_id")
      .where("tournament_id", "=", tournamentId)
      .orderBy((eb) => eb.fn.coalesce("rank", eb.val(MAX_ENTRANTS)))
      .orderBy("registered_at")
      .orderBy("account_id")
      .execute();
    const made = createBracket(
      entrants.map((e) => e.account_id),
      t.format,
      t.best_of,
      t.seeding,
      t.seed,
    );
    if (!made.ok) {
      if (organiserId !== null)
        throw new TournamentRefusal("too-few-entrants", "a tournament needs at least two entrants", {
          error: made.error,
        });
      await trx
        .updateTable("tournaments")
        .set({ status: "cancelled", ended_at: deps.now() })
        .where("id", "=", tournamentId)
        .execute();
      await audit(trx, null, "tournament.cancel", tournamentId, { why: made.error.code });
      return;
    }
    await trx
      .updateTable("tournaments")
      .set({ status: "running", started_at: deps.now(), bracket: JSON.stringify(made.value) })
      .where("id", "=", tournamentId)
      .execute();
    await audit(trx, organiserId, "tournament.start", tournamentId, { entrants: made.value.entrants.length });
    await settle(deps, trx, tournamentId);
  });
  deps.changed?.(tournamentId);
}

/**
 * The organiser's decisions on a pairing, audited with the reason: `reset` drops its results and
 * games (they are played again: refused while a pairing it feeds has been played); `award` gives
 * it to `winner` (a dispute settled: the other forfeits).
 */
export async function decide(
  deps: TournamentDeps,
  organiserId: string,
  tournamentId: string,
  pairingId: string,
  decision: { readonly kind: "reset" } | { readonly kind: "award"; readonly winner: string },
  reason: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const t = await lock(trx, tournamentId);
    if (t.status !== "running" && t.status !== "over")
      throw new TournamentRefusal("not-running", "this tournament is not being played");
    const bracket = t.bracket as Bracket;
    let next = bracket;
    if (decision.kind === "reset") {
      const reset = resetPairing(bracket, pairingId);
      if (!reset.ok)
        throw new TournamentRefusal("bracket", "the bracket refuses this reset", { error: reset.error });
      next = reset.value;
    } else {
      const pairing = pairingsOf(bracket).find((p) => p.id === pairingId);
      const loser = pairing?.entrants.find(
        (e): e is string => typeof e === "string" && e !== decision.winner,
      );
      const awarded =
        pairing !== undefined && loser !== undefined && pairing.entrants.includes(decision.winner)
          ? recordResult(bracket, pairingId, { kind: "forfeit", loser })
          : null;
      if (awarded === null || !awarded.ok)
        throw new TournamentRefusal("bracket", "the bracket refuses this award", {
          error: awarded?.error ?? { code: "not-in-pairing", pairing: pairingId, entrant: decision.winner },
        });
      next = awarded.value;
    }
    // A reset voids the pairing's games (played again); an award, the one being played.
    let voided = trx
      .updateTable("tournament_games")
      .set({ status: "void" })
      .where("tournament_id", "=", tournamentId)
      .where("pairing_id", "=", pairingId);
    if (decision.kind === "award") voided = voided.where("status", "=", "playing");
    await voided.execute();
    await trx
      .updateTable("tournaments")
      .set({ status: "running", ended_at: null, winner_id: null, bracket: JSON.stringify(next) })
      .where("id", "=", tournamentId)
      .execute();
    await audit(trx, organiserId, `tournament.${decision.kind}`, tournamentId, {
      pairing: pairingId,
      ...(decision.kind === "award" ? { winner: decision.winner } : {}),
      why: reason,
    });
    await settle(deps, trx, tournamentId);
  });
  deps.changed?.(tournamentId);
}

/**
 * Brings a running tournament up to date: the results of its finished games reported, no-shows
 * past their deadline forfeited, a game created for every pairing ready to play, the champion
 * once there is one. Records the duels of its games first (a missed end, after a restart).
 */
export async function advance(deps: TournamentDeps, tournamentId: string): Promise<void> {
  const playing = await deps.db
    .selectFrom("tournament_games")
    .innerJoin("duels", "duels.id", "tournament_games.duel_id")
    .select(["duels.match_id", "duels.status"])
    .where("tournament_games.tournament_id", "=", tournamentId)
    .where("tournament_games.status", "=", "playing")
    .execute();
  for (const g of playing)
    if (g.status === "playing" && g.match_id !== null) await recordDuel(deps.db, deps.host, g.match_id);
  const changed = await deps.db.transaction().execute(async (trx) => {
    const t = await lock(trx, tournamentId);
    if (t.status !== "running") return false;
    return settle(deps, trx, tournamentId);
  });
  if (changed) deps.changed?.(tournamentId);
}

/** The tournament of a finished match, if any, brought up to date (`advance`). */
export async function matchEnded(deps: TournamentDeps, matchId: string): Promise<void> {
  const game = await deps.db
    .selectFrom("tournament_games")
    .innerJoin("duels", "duels.id", "tournament_games.duel_id")
    .select("tournament_games.tournament_id")
    .where("duels.match_id", "=", matchId)
    .executeTakeFirst();
  if (game !== undefined) await advance(deps, game.tournament_id);
}

/**
 * The sweep every instance runs (every second or so): tournaments whose registration has closed
 * start; running ones with a game over, abandoned or past its no-show deadline advance.
 */
export async function sweepTournaments(deps: TournamentDeps): Promise<void> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom("tournaments")
    .select("id")
    .where("status", "=", "registration")
    .where("registration_closes_at", "<=", now)
    .execute();
  for (const { id } of due)
    await start(deps, id, null).catch((error: unknown) => {
      if (!(error instanceof TournamentRefusal)) throw error;
    });
  const running = await deps.db
    .selectFrom("tournament_games")
    .innerJoin("duels", "duels.id", "tournament_games.duel_id")
    .select("tournament_games.tournament_id")
    .distinct()
    .where("tournament_games.status", "=", "playing")
    .where((eb) => eb.or([eb("tournament_games.no_show_at", "<=", now), eb("duels.status", "!=", "playing")]))
    .execute();
  for (const { tournament_id } of running) await advance(deps, tournament_id);
}

async function lock(trx: Transaction<Schema>, tournamentId: string) {
  const t = await trx
    .selectFrom("tournaments")
    .selectAll()
    .where("id", "=", tournamentId)
    .forUpdate()
    .executeTakeFirst();
  if (t === undefined) throw notFound();
  return { ...t, format: t.format, best_of: t.best_of as BestOf };
}

/** When no-show has been ruled out for a game (both seats moved): no deadline any more. */
const NEVER = new Date("9999-12-31T00:00:00Z");

/**
 * The work of `advance` inside the tournament's transaction (its row locked, status running).
 * Returns whether anything changed.
 */
async function settle(
  deps: TournamentDeps,
  trx: Transaction<Schema>,
  tournamentId: string,
): Promise<boolean> {
  const t = await trx
    .selectFrom("tournaments")
    .select(["bracket", "no_show_ms", "revision"])
    .where("id", "=", tournamentId)
    .executeTakeFirstOrThrow();
  const start = t.bracket as Bracket;
  let bracket = start;
  let changed = false;
  const now = deps.now();
  const games = await trx
    .selectFrom("tournament_games")
    .innerJoin("duels", "duels.id", "tournament_games.duel_id")
    .select([
      "tournament_games.duel_id",
      "tournament_games.pairing_id",
      "tournament_games.no_show_at",
      "duels.status",
      "duels.winner",
      "duels.match_id",
    ])
    .where("tournament_games.tournament_id", "=", tournamentId)
    .where("tournament_games.status", "=", "playing")
    .execute();
  const seatsOf = async (duelId: string) =>
    trx
      .selectFrom("duel_seats")
      .select(["seat", "account_id"])
      .where("duel_id", "=", duelId)
      .orderBy("seat")
      .execute();
  const mark = async (duelId: string, status: "reported" | "forfeit" | "void", noShowAt?: Date) => {
    changed = true;
    await trx
      .updateTable("tournament_games")
      .set({ status, ...(noShowAt === undefined ? {} : { no_show_at: noShowAt }) })
      .where("duel_id", "=", duelId)
      .execute();
  };
  for (const g of games) {
    if (g.status === "over") {
      const seats = await seatsOf(g.duel_id);
      const winnerId =
        g.winner === null ? null : (seats.find((s) => s.seat === g.winner)?.account_id ?? null);
      const reported = recordResult(bracket, g.pairing_id, { kind: "game", winner: winnerId });
      if (reported.ok) bracket = reported.value;
      await mark(g.duel_id, reported.ok ? "reported" : "void");
    } else if (g.status !== "playing") {
      // Abandoned (the match expired unfinished) or cancelled: played again.
      await mark(g.duel_id, "void");
    } else if (g.no_show_at.getTime() <= now.getTime() && g.match_id !== null) {
      const acted = await deps.host.seatsActed(g.match_id);
      if (acted === null) {
        await mark(g.duel_id, "void");
        continue;
      }
      const seats = await seatsOf(g.duel_id);
      const absent = seats.filter((s) => !acted.has(s.seat)).map((s) => s.account_id as string);
      if (absent.length === 0) {
        changed = true;
        await trx
          .updateTable("tournament_games")
          .set({ no_show_at: NEVER })
          .where("duel_id", "=", g.duel_id)
          .execute();
        continue;
      }
      // Both absent: the lower seed forfeits (a bracket cannot put both out at once).
      const loser =
        absent.length === 1
          ? (absent[0] as string)
          : (absent.sort((a, b) => bracket.entrants.indexOf(b) - bracket.entrants.indexOf(a))[0] as string);
      const forfeited = recordResult(bracket, g.pairing_id, { kind: "forfeit", loser });
      if (forfeited.ok) bracket = forfeited.value;
      await mark(g.duel_id, forfeited.ok ? "forfeit" : "void");
      await trx
        .updateTable("duels")
        .set({ status: "abandoned" })
        .where("id", "=", g.duel_id)
        .where("status", "=", "playing")
        .execute();
    }
  }
  // A game for every pairing ready to play that has none running.
  const running = new Set(
    (
      await trx
        .selectFrom("tournament_games")
        .select("pairing_id")
        .where("tournament_id", "=", tournamentId)
        .where("status", "=", "playing")
        .execute()
    ).map((r) => r.pairing_id),
  );
  for (const p of pendingPairings(bracket)) {
    if (running.has(p.id)) continue;
    changed = true;
    await createGame(
      deps,
      trx,
      tournamentId,
      p.id,
      p.reports.length + 1,
      p.entrants as readonly [string, string],
      t.no_show_ms,
    );
  }
  const champion = winner(bracket);
  if (bracket !== start || champion !== null || changed) {
    await trx
      .updateTable("tournaments")
      .set({
        bracket: JSON.stringify(bracket),
        revision: t.revision + 1,
        ...(champion === null ? {} : { status: "over", winner_id: champion, ended_at: now }),
      })
      .where("id", "=", tournamentId)
      .execute();
    return true;
  }
  return false;
}

/** Creates game `game` of a pairing: a duel of context `tournament` and its match (clocked). */
async function createGame(
  deps: TournamentDeps,
  trx: Transaction<Schema>,
  tournamentId: string,
  pairingId: string,
  game: number,
  pair: readonly [string, string],
  noShowMs: number,
): Promise<void> {
  // Seat A alternates between the two from one game to the next (best of three).
  const [a, b] = game % 2 === 1 ? pair : [pair[1], pair[0]];
  const entrants = await trx
    .selectFrom("tournament_entrants")
    .select(["account_id", "deck_id", "deck", "character"])
    .where("tournament_id", "=", tournamentId)
    .where("account_id", "in", [a, b])
    .execute();
  const seatA = entrants.find((e) => e.account_id === a);
  const seatB = entrants.find((e) => e.account_id === b);
  if (seatA === undefined || seatB === undefined)
    throw new Error(`tournament ${tournamentId}: an entrant of ${pairingId} is missing`);
  const setup: Omit<Setup, "seed"> = {
    players: [
      { heroClass: seatA.deck.heroClass, deck: { cards: seatA.deck.cards } },
      { heroClass: seatB.deck.heroClass, deck: { cards: seatB.deck.cards } },
    ],
  } as Omit<Setup, "seed">;
  const created = await deps.host.create({
    engine: tcg.id,
    setup,
    seats: { A: { kind: "human" }, B: { kind: "human" } },
    clock: "standard",
  });
  const now = deps.now();
  const duelId = newId();
  await trx
    .insertInto("duels")
    .values({
      id: duelId,
      context: "tournament",
      status: "playing",
      // No invitation: a hash of a token nobody holds.
      invite_hash: digest(newToken()),
      clock: true,
      match_id: created.match.id,
      expires_at: now,
      started_at: now,
    })
    .execute();
  for (const [seat, e] of [
    ["A", seatA],
    ["B", seatB],
  ] as const)
    await trx
      .insertInto("duel_seats")
      .values({
        duel_id: duelId,
        seat,
        account_id: e.account_id,
        deck_id: e.deck_id,
        deck: JSON.stringify(e.deck),
        character: e.character === null ? null : JSON.stringify(e.character),
      })
      .execute();
  await trx
    .insertInto("tournament_games")
    .values({
      duel_id: duelId,
      tournament_id: tournamentId,
      pairing_id: pairingId,
      game,
      status: "playing",
      no_show_at: new Date(now.getTime() + noShowMs),
    })
    .execute();
}

const tokenOfLink = (link: string): string => link.slice(link.indexOf("#") + 1);

/** A tournament as its page shows it; `viewer` sees his own seat's play token in a running game. */
export async function tournamentView(deps: TournamentDeps, tournamentId: string, viewer: string | null) {
  const t = await deps.db
    .selectFrom("tournaments")
    .selectAll()
    .where("id", "=", tournamentId)
    .executeTakeFirst();
  if (t === undefined) throw notFound();
  const entrants = await deps.db
    .selectFrom("tournament_entrants")
    .innerJoin("accounts", "accounts.id", "tournament_entrants.account_id")
    .select([
      "tournament_entrants.account_id",
      "accounts.name",
      "tournament_entrants.deck",
      "tournament_entrants.character",
      "tournament_entrants.rank",
      "tournament_entrants.registered_at",
    ])
    .where("tournament_id", "=", tournamentId)
    .orderBy("registered_at")
    .execute();
  const games = await deps.db
    .selectFrom("tournament_games")
    .innerJoin("duels", "duels.id", "tournament_games.duel_id")
    .innerJoin("duel_seats", "duel_seats.duel_id", "duels.id")
    .select([
      "tournament_games.pairing_id",
      "tournament_games.game",
      "tournament_games.status",
      "tournament_games.no_show_at",
      "duels.match_id",
      "duels.winner",
      "duel_seats.seat",
      "duel_seats.account_id",
    ])
    .where("tournament_games.tournament_id", "=", tournamentId)
    .orderBy("tournament_games.game")
    .execute();
  const bracket = t.bracket as Bracket | null;
  const gameRows = new Map<
    string,
    {
      pairing: string;
      game: number;
      status: string;
      matchId: string | null;
      winner: string | null;
      seats: Record<string, string | null>;
      noShowAt: Date;
    }
  >();
  for (const g of games) {
    const key = `${g.pairing_id}/${g.game}/${g.match_id}`;
    const row = gameRows.get(key) ?? {
      pairing: g.pairing_id,
      game: g.game,
      status: g.status,
      matchId: g.match_id,
      winner: g.winner,
      seats: {},
      noShowAt: g.no_show_at,
    };
    row.seats[g.seat] = g.account_id;
    gameRows.set(key, row);
  }
  const gamesOf = (pairingId: string) =>
    [...gameRows.values()]
      .filter((g) => g.pairing === pairingId && g.status !== "void")
      .map((g) => {
        const mine =
          viewer === null ? undefined : Object.entries(g.seats).find(([, id]) => id === viewer)?.[0];
        return {
          game: g.game,
          status: g.status,
          winner: g.winner === null ? null : (g.seats[g.winner] ?? null),
          seats: g.seats,
          // Anyone may watch a finished game's replay (the spectators' view: no hidden card).
          replay:
            g.matchId !== null && g.status !== "playing" ? deps.host.replayTokenOf(g.matchId, null) : null,
          play:
            g.status === "playing" && g.matchId !== null && mine !== undefined
              ? tokenOfLink(deps.host.linkOf(g.matchId, mine))
              : null,
          noShowAt: g.status === "playing" && g.noShowAt.getTime() < NEVER.getTime() ? g.noShowAt : null,
        };
      });
  return {
    id: t.id,
    name: t.name,
    organiserId: t.organiser_id,
    format: t.format,
    bestOf: t.best_of,
    seeding: t.seeding,
    status: t.status,
    maxEntrants: t.max_entrants,
    registrationOpensAt: t.registration_opens_at,
    registrationClosesAt: t.registration_closes_at,
    noShowMs: t.no_show_ms,
    startedAt: t.started_at,
    endedAt: t.ended_at,
    winner: t.winner_id,
    revision: t.revision,
    entrants: entrants.map((e) => ({
      accountId: e.account_id,
      name: e.name,
      heroClass: e.deck.heroClass,
      character:
        e.character === null
          ? null
          : { name: e.character.name, realm: e.character.realm, class: e.character.class },
      rank: e.rank,
    })),
    // The draw's seed is shown once the bracket is drawn (before, it would let one foresee it).
    seed: bracket === null ? null : t.seed,
    pairings:
      bracket === null
        ? []
        : pairingsOf(bracket).map((p) => ({
            id: p.id,
            side: p.side,
            round: p.round,
            index: p.index,
            status: p.status,
            entrants: p.entrants,
            wins: p.wins,
            winner: p.winner ?? null,
            forfeit: p.forfeit === true,
            games: gamesOf(p.id),
          })),
    standings: bracket === null ? [] : standings(bracket),
  };
}

/** The tournaments, latest first (at most `limit`). */
export async function listTournaments(db: Db, limit = 50) {
  const rows = await db
    .selectFrom("tournaments")
    .leftJoin("tournament_entrants", "tournament_entrants.tournament_id", "tournaments.id")
    .select((eb) => [
      "tournaments.id",
      "tournaments.name",
      "tournaments.format",
      "tournaments.best_of",
      "tournaments.status",
      "tournaments.max_entrants",
      "tournaments.registration_opens_at",
      "tournaments.registration_closes_at",
      "tournaments.created_at",
      "tournaments.winner_id",
      eb.fn.count<string>("tournament_entrants.account_id").as("entrants"),
    ])
    .groupBy("tournaments.id")
    .orderBy("tournaments.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    format: r.format,
    bestOf: r.best_of,
    status: r.status,
    maxEntrants: r.max_entrants,
    registrationOpensAt: r.registration_opens_at,
    registrationClosesAt: r.registration_closes_at,
    createdAt: r.created_at,
    winner: r.winner_id,
    entrants: Number(r.entrants),
  }));
}
