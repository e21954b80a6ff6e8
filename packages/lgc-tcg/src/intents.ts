/**
 * The player intents of seed §8.4 (and issue 8): parsing, legality, resolution, and the list of
 * every legal intent. `reduce` never throws and never changes anything on an illegal intent.
 */
import { isRecord, type Rejected, reject, seatProblem, type Transition } from "@core/engine";
import { choiceProblem, neededChoices, someEmpty, targetSets } from "./choices.js";
import { attack, attackProblem, defenders, sharedTargets } from "./combat.js";
import type { Ability } from "./data/types.js";
import { abilitiesOf, definitionOf, defOf, factionOf } from "./definitions.js";
import { type Ctx, emit, priority, resolveAbility, settle, spendUse } from "./effects.js";
import {
  type Action,
  type GameEvent,
  heroId,
  opponent,
  PLAYERS,
  type PlayerId,
  type State,
  type Targets,
} from "./model.js";
import type { DuelRefusal } from "./refusals.js";
import { rulesOf } from "./rules.js";
import { type Draft, draftOf, find, normalize } from "./state.js";
import { prepare } from "./stats.js";
import { endTurn, mulligan } from "./turns.js";

type S = State | Draft;

function isPlayer(v: unknown): v is PlayerId {
  return v === "A" || v === "B";
}

function isTargets(v: unknown): v is Targets {
  return isRecord(v) && Object.values(v).every((x) => typeof x === "string");
}

/**
 * Why `raw` is not a well-formed intent, or null when it is one (what {@link parseAction} checks,
 * without building the intent: `reduce` reads a well-formed `raw` as it is).
 */
function malformed(raw: unknown): DuelRefusal | null {
  if (!isRecord(raw)) return "invalid-action";
  if (!isPlayer(raw.player)) return "invalid-player";
  const targets = raw.targets;
  if (targets !== undefined && !isTargets(targets)) return "invalid-targets";
  switch (raw.type) {
    case "MULLIGAN":
      return Array.isArray(raw.replace) && raw.replace.every((x) => typeof x === "string")
        ? null
        : "invalid-replace";
    case "PLAY_CARD":
      return typeof raw.card === "string" ? null : "invalid-card";
    case "ATTACK":
      return typeof raw.attacker === "string" && typeof raw.target === "string" ? null : "invalid-attack";
    case "ACTIVATE":
      return typeof raw.source === "string" ? null : "invalid-source";
    case "HERO_POWER":
    case "END_TURN":
    case "CONCEDE":
      return null;
    default:
      return "unknown-action";
  }
}

/** Parses an intent; a string is the reason it is malformed. The intent keeps only its own fields. */
export function parseAction(raw: unknown): Action | string {
  const why = malformed(raw);
  if (why !== null) return why;
  const a = raw as Action;
  const player = a.player;
  switch (a.type) {
    case "MULLIGAN":
      return { type: "MULLIGAN", player, replace: a.replace };
    case "PLAY_CARD":
      return a.targets === undefined
        ? { type: "PLAY_CARD", player, card: a.card }
        : { type: "PLAY_CARD", player, card: a.card, targets: a.targets };
    case "ATTACK":
      return { type: "ATTACK", player, attacker: a.attacker, target: a.target };
    case "HERO_POWER":
      return a.targets === undefined
        ? { type: "HERO_POWER", player }
        : { type: "HERO_POWER", player, targets: a.targets };
    case "ACTIVATE":
      return a.targets === undefined
        ? { type: "ACTIVATE", player, source: a.source }
        : { type: "ACTIVATE", player, source: a.source, targets: a.targets };
    case "END_TURN":
      return { type: "END_TURN", player };
    case "CONCEDE":
      return { type: "CONCEDE", player };
  }
}

function onPlay(s: S, key: string): readonly Ability[] {
  return abilitiesOf(s, key, "ON_PLAY");
}

function manual(s: S, key: string): readonly Ability[] {
  return abilitiesOf(s, key, "MANUAL");
}

function manualCost(abs: readonly Ability[]): number {
  return abs.reduce((n, a) => n + (a.cost ?? 0), 0);
}

function playProblem(s: S, player: PlayerId, card: string, targets: Targets | undefined): DuelRefusal | null {
  const p = s.players[player];
  const inst = p.hand.find((c) => c.id === card);
  if (inst === undefined) return "not-in-hand";
  const def = defOf(s, inst.card);
  if ((def.cost ?? 0) > p.ferveur) return "not-enough-ferveur";
  // A creature card needs a free slot; a summoning effect does not (§1.1).
  if (def.type === "CREATURE" && p.board.length >= rulesOf(s).maxCreatures) return "board-full";
  if (def.type === "PERMANENT" && p.permanents.length >= rulesOf(s).maxPermanents) return "permanents-full";
  const secret = secretProblem(s, player, inst.card);
  if (secret !== null) return secret;
  return choiceProblem(s, player, card, onPlay(s, inst.card), targets, def.type !== "SPELL");
}

/**
 * Why `player` may not put the Secret `key` into play (RULES.md §16): no room among its secrets,
 * or the same card there already. Null for a card that is no Secret. It reads only the player's
 * own secrets: what the opponent hides never makes an intent illegal.
 */
function secretProblem(s: S, player: PlayerId, key: string): DuelRefusal | null {
  if (!definitionOf(s, key).secret) return null;
  const zone = s.players[player].secrets;
  if (zone.length >= rulesOf(s).maxSecrets) return "secrets-full";
  return zone.some((c) => c.card === key) ? "secret-in-play" : null;
}

function powerProblem(s: S, player: PlayerId, targets: Targets | undefined): DuelRefusal | null {
  const p = s.players[player];
  const power = s.powers[p.heroClass];
  if (power === undefined) return "no-hero-power";
  if (p.powerUsed) return "hero-power-used";
  if (power.cost > p.ferveur) return "not-enough-ferveur";
  return choiceProblem(s, player, heroId(player), power.abilities, targets, false);
}

function activateProblem(
  s: S,
  player: PlayerId,
  source: string,
  targets: Targets | undefined,
): DuelRefusal | null {
  const f = find(s, source);
  if (f === null || f.player !== player || (f.zone !== "board" && f.zone !== "permanents"))
    return "not-your-entity";
  const e = f.zone === "board" ? f.creature : f.permanent;
  if (e.silenced === true) return "silenced";
  const abs = manual(s, e.card);
  if (abs.length === 0) return "no-manual-ability";
  if (e.activated === true) return "already-activated";
  if (manualCost(abs) > s.players[player].ferveur) return "not-enough-ferveur";
  return choiceProblem(s, player, source, abs, targets, false);
}

/** Why `action` is illegal in `s`, or null. */
function problem(s: S, a: Action): DuelRefusal | null {
  if (s.phase === "over") return "game-over";
  if (a.type === "CONCEDE") return null;
  if (s.phase === "mulligan") {
    if (a.type !== "MULLIGAN") return "mulligan-phase";
    const p = s.players[a.player];
    if (p.mulliganed) return "already-mulliganed";
    if (new Set(a.replace).size !== a.replace.length) return "duplicate-card";
    if (!a.replace.every((id) => p.hand.some((c) => c.id === id))) return "not-in-hand";
    return null;
  }
  if (a.type === "MULLIGAN") return "mulligan-over";
  if (a.player !== s.active) return "not-your-turn";
  switch (a.type) {
    case "END_TURN":
      return null;
    case "PLAY_CARD":
      return playProblem(s, a.player, a.card, a.targets);
    case "ATTACK":
      return attackProblem(s, a.player, a.attacker, a.target);
    case "HERO_POWER":
      return powerProblem(s, a.player, a.targets);
    case "ACTIVATE":
      return activateProblem(s, a.player, a.source, a.targets);
  }
}

/**
 * Plays a card (§8.4, RULES.md §7 and §16): a Secret goes face down into its player's secrets; any
 * other card is played (a creature or permanent also arrives), then comes a priority point — the
 * opponent's Secrets answering the cast or the arrival — and then, unless the spell was countered,
 * its ON_PLAY abilities; then the queue settles.
 */
function playCard(ctx: Ctx, player: PlayerId, card: string, targets: Targets | undefined): void {
  const d = ctx.d;
  const inst = d.players[player].hand.find((c) => c.id === card);
  if (inst === undefined) return;
  const def = defOf(d, inst.card);
  if (definitionOf(d, inst.card).secret) {
    emit(ctx, {
      type: "secretPlaced",
      player,
      card,
      def: inst.card,
      cost: def.cost ?? 0,
      faction: factionOf(def),
    });
    priority(ctx);
    settle(ctx);
    return;
  }
  emit(ctx, { type: "played", player, card, def: inst.card, cost: def.cost ?? 0 });
  if (def.type !== "SPELL") emit(ctx, { type: "summoned", player, entity: card, def: inst.card });
  priority(ctx);
  if (ctx.countered?.includes(card) !== true) {
    const picks = { ...(targets ?? {}) };
    for (const ab of onPlay(d, inst.card)) {
      if (d.phase === "over") break;
      resolveAbility(ctx, ab, card, player, picks);
    }
  }
  settle(ctx);
}

function heroPower(ctx: Ctx, player: PlayerId, targets: Targets | undefined): void {
  const d = ctx.d;
  const power = d.powers[d.players[player].heroClass];
  if (power === undefined) return;
  emit(ctx, { type: "heroPowerUsed", player, cost: power.cost });
  const picks = { ...(targets ?? {}) };
  for (const ab of power.abilities) resolveAbility(ctx, ab, heroId(player), player, picks);
  settle(ctx);
}

function activate(ctx: Ctx, player: PlayerId, source: string, targets: Targets | undefined): void {
  const d = ctx.d;
  const f = find(d, source);
  if (f === null || (f.zone !== "board" && f.zone !== "permanents")) return;
  const key = f.zone === "board" ? f.creature.card : f.permanent.card;
  const abs = manual(d, key);
  emit(ctx, { type: "activated", player, source, cost: manualCost(abs) });
  const picks = { ...(targets ?? {}) };
  for (const ab of abs) resolveAbility(ctx, ab, source, player, picks);
  if (f.zone === "permanents") spendUse(ctx, source);
  settle(ctx);
}

/** The duel reducer: pure, total, deterministic (§8.4). Every refusal's reason is a {@link DuelRefusal}. */
export function reduce(input: State, raw: unknown): Transition<State, GameEvent | Rejected> {
  const refuse = (reason: DuelRefusal, detail?: string) => reject(input, raw, reason, detail);
  const malformation = malformed(raw);
  if (malformation !== null) return refuse(malformation);
  // Well formed: read as it is (the fields the rules read are checked; any others are ignored).
  const action = raw as Action;
  const ready = prepare(input);
  // A stamped action (issue 14) must be its sender's own: checked before any rule, so the
  // refusal of another seat's action says nothing about that seat's cards.
  const seat = ready.phase === "over" ? null : seatProblem(raw, PLAYERS, action.player);
  if (seat !== null) return refuse(seat.reason, seat.detail);
  const why = problem(ready, action);
  if (why !== null) return refuse(why);
  // `prepare` may return the input itself or a shallow completion of it: always work on a copy.
  const d = draftOf(ready);
  const ctx: Ctx = { d, base: ready, events: [], raised: [] };
  switch (action.type) {
    case "CONCEDE":
      emit(ctx, { type: "conceded", player: action.player });
      emit(ctx, { type: "gameOver", winner: opponent(action.player), reason: "concede" });
      break;
    case "MULLIGAN":
      mulligan(ctx, action.player, action.replace);
      break;
    case "END_TURN":
      endTurn(ctx);
      break;
    case "PLAY_CARD":
      playCard(ctx, action.player, action.card, action.targets);
      break;
    case "ATTACK":
      attack(ctx, action.player, action.attacker, action.target);
      break;
    case "HERO_POWER":
      heroPower(ctx, action.player, action.targets);
      break;
    case "ACTIVATE":
      activate(ctx, action.player, action.source, action.targets);
      break;
  }
  return { state: d as unknown as State, events: ctx.events };
}

/** Every subset of `ids` (in order), for the mulligan. */
function subsets(ids: readonly string[]): string[][] {
  let out: string[][] = [[]];
  for (const id of ids) out = out.concat(out.map((s) => [...s, id]));
  return out;
}

/**
 * Every intent `reduce` accepts in `s`: mulligans (every subset of the hand, up to 8 cards), then
 * for the active player card plays with every target assignment, attacks, the hero power,
 * activations and END_TURN, and last CONCEDE for each player. With `seat`: only that seat's.
 */
export function legalActions(input: State, seat?: string): Action[] {
  const s = prepare(input);
  if (s.phase === "over") return [];
  if (seat !== undefined) return seat === "A" || seat === "B" ? seatActions(s, seat) : [];
  const out: Action[] = [];
  if (s.phase === "mulligan") {
    for (const player of ["A", "B"] as const) {
      const p = s.players[player];
      if (p.mulliganed) continue;
      const ids = p.hand.map((c) => c.id);
      const sets = ids.length <= 8 ? subsets(ids) : [[], ids];
      for (const replace of sets) out.push({ type: "MULLIGAN", player, replace });
    }
  } else {
    const player = s.active;
    const p = s.players[player];
    // Target assignments are built from the legal candidates, so each one is legal by
    // construction once the card itself is (the harness checks every listed intent is accepted).
    for (const c of p.hand) {
      const def = defOf(s, c.card);
      if ((def.cost ?? 0) > p.ferveur) continue;
      if (def.type === "CREATURE" && p.board.length >= rulesOf(s).maxCreatures) continue;
      if (def.type === "PERMANENT" && p.permanents.length >= rulesOf(s).maxPermanents) continue;
      if (secretProblem(s, player, c.card) !== null) continue;
      const choices = neededChoices(s, player, c.id, onPlay(s, c.card));
      if (def.type === "SPELL" && someEmpty(choices)) continue;
      const base = { type: "PLAY_CARD" as const, player, card: c.id };
      for (const t of targetSets(choices))
        out.push(t === undefined ? base : { type: "PLAY_CARD", player, card: c.id, targets: t });
    }
    const side = defenders(s, player);
    for (const c of p.board) {
      for (const target of sharedTargets(s, c, side))
        out.push({ type: "ATTACK", player, attacker: c.id, target });
    }
    const power = s.powers[p.heroClass];
    if (power !== undefined && !p.powerUsed && power.cost <= p.ferveur) {
      // Legal unless a choice has no candidate (what `powerProblem` adds to the checks above).
      const choices = neededChoices(s, player, heroId(player), power.abilities);
      if (!someEmpty(choices))
        for (const t of targetSets(choices))
          out.push(
            t === undefined ? { type: "HERO_POWER", player } : { type: "HERO_POWER", player, targets: t },
          );
    }
    for (const zone of [p.board, p.permanents] as const)
      for (const e of zone) {
        const abs = manual(s, e.card);
        if (abs.length === 0 || e.silenced === true || e.activated === true) continue;
        if (manualCost(abs) > p.ferveur) continue;
        // Legal unless a choice has no candidate (the rest of `activateProblem`'s checks).
        const choices = neededChoices(s, player, e.id, abs);
        if (!someEmpty(choices))
          for (const t of targetSets(choices))
            out.push(
              t === undefined
                ? { type: "ACTIVATE", player, source: e.id }
                : { type: "ACTIVATE", player, source: e.id, targets: t },
            );
      }
    out.push({ type: "END_TURN", player });
  }
  for (const player of ["A", "B"] as const) out.push({ type: "CONCEDE", player });
  return out;
}

/** The legal intents of one seat, in the order {@link legalActions} lists them. */
function seatActions(s: State, seat: PlayerId): Action[] {
  return legalActions(s).filter((a) => a.player === seat);
}

/**
 * The seats the duel waits for (issue 14): both players who have not yet made their mulligan,
 * then the active player; nobody once it is over. (CONCEDE is open to both at any time.)
 */
export function toAct(input: State): PlayerId[] {
  const s = normalize(input);
  if (s.phase === "over") return [];
  if (s.phase === "mulligan") return PLAYERS.filter((p) => !s.players[p].mulliganed);
  return [s.active];
}

/** Whose intent `raw` is: the player it names (every intent names one), else null. */
export function actor(_state: State, raw: unknown): PlayerId | null {
  const player = isRecord(raw) ? raw.player : undefined;
  return player === "A" || player === "B" ? player : null;
}
