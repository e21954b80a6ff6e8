/**
 * Turn structure (seed §1): mulligan, turn start (cap +1 up to 10, refill, ON_TURN_START, draw 1),
 * turn end (ON_TURN_END, then TURN-duration effects expire), the 90-turn cap.
 */
import type { Ctx } from "./effects.js";
import { emit, hasTurnEffects, raiseFor, settle, spendUse } from "./effects.js";
import { opponent, type PlayerId } from "./model.js";
import { drawEvents } from "./primitives.js";
import { DEFAULT_RULES, rulesOf } from "./rules.js";
import { refreshAuras } from "./stats.js";

/** Turns in a duel before it ends drawn (each player's turn counts one), in the bundled rules.json. */
export const TURN_CAP = DEFAULT_RULES.turnCap;
/** The second player's temporary Ferveur on its first turn (§1, D-04): current only, not the cap. */
export const SECOND_PLAYER_BONUS = DEFAULT_RULES.secondPlayerTemporaryFerveur;
/** Opening hands (§1), in the bundled rules.json. */
export const OPENING_HAND: { readonly first: number; readonly second: number } = DEFAULT_RULES.startingHand;

/**
 * A player's mulligan (§1): the replacements are drawn first, then the returned cards are shuffled
 * back into the deck; once both players are done, turn 1 begins.
 */
export function mulligan(ctx: Ctx, player: PlayerId, replace: readonly string[]): void {
  const d = ctx.d;
  const count = Math.min(replace.length, d.players[player].deck.length);
  for (const ev of drawEvents(d, player, count)) emit(ctx, ev);
  emit(ctx, { type: "mulliganed", player, returned: replace.slice(0, count) });
  if (d.players.A.mulliganed && d.players.B.mulliganed) {
    d.phase = "play";
    startTurn(ctx, d.first);
  }
}

/** Starts `player`'s turn: cap +1, refill (+1 on the second player's first turn), triggers, draw. */
export function startTurn(ctx: Ctx, player: PlayerId): void {
  const d = ctx.d;
  const p = d.players[player];
  const turn = d.turn + 1;
  const rules = rulesOf(d);
  const ferveurMax = Math.min(rules.ferveurCap, p.ferveurMax + 1);
  const bonus = turn === 2 && player !== d.first ? rules.secondPlayerTemporaryFerveur : 0;
  emit(ctx, {
    type: "turnStarted",
    player,
    turn,
    ferveurMax,
    ferveur: Math.min(rules.ferveurCap, ferveurMax + bonus),
  });
  raiseFor(ctx, player, "ON_TURN_START");
  settle(ctx);
  if (d.phase === "over") return;
  for (const ev of drawEvents(d, player, 1)) emit(ctx, ev);
  settle(ctx);
}

/** Ends the active player's turn, then starts the other's (or ends the game at the turn cap). */
export function endTurn(ctx: Ctx): void {
  const d = ctx.d;
  const player = d.active;
  raiseFor(ctx, player, "ON_TURN_END");
  settle(ctx);
  if (d.phase === "over") return;
  // Durability is a lifetime in its controller's turns (an aura has no trigger to spend it on).
  for (const perm of [...d.players[player].permanents]) spendUse(ctx, perm.id, "durability");
  for (const side of ["A", "B"] as const) {
    for (const c of d.players[side].board)
      if (hasTurnEffects(c)) emit(ctx, { type: "expired", target: c.id });
  }
  refreshAuras(ctx);
  settle(ctx);
  if ((d.phase as string) === "over") return;
  emit(ctx, { type: "turnEnded", player, turn: d.turn });
  if (d.turn >= rulesOf(d).turnCap) {
    emit(ctx, { type: "gameOver", winner: null, reason: "turn-cap" });
    return;
  }
  startTurn(ctx, opponent(player));
}
