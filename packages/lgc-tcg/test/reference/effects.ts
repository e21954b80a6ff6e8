// FROZEN copy of src/effects.ts at commit dfdfa34, before the issue-18 performance work: the oracle of
// test/differential.test.ts (with its neighbours here). Do not fix or optimise it; its value is that it is unchanged.
/**
 * The effects system (seed §5.3, §8.2–§8.4, issue 8): applying events to the working copy,
 * resolving abilities (one choice per (side, kind), §1.1), the trigger queue and death checks.
 *
 * Resolution order: a top-level intent resolves; then the triggers its events raised queue (in
 * play order of their sources), then dead entities leave together and their ON_DEATH triggers
 * queue (in play order). Queued triggers never nest: they resolve one at a time, each followed by
 * the same collection and death check, until the queue is empty or the game is over.
 */
import { shuffle } from "@core/engine";
import type { Ability, Trigger } from "../../src/data/types.js";
import type { Creature, GameEvent, PlayerId } from "./model.js";
import { type Outcome, PRIMITIVES } from "./primitives.js";
import { rulesOf } from "./rules.js";
import { select } from "./selectors.js";
import { type DCreature, type DPermanent, type Draft, defOf, find } from "./state.js";
import { capAfterLoss, conditionHolds, hpOf, maxHpOf, refreshAuras } from "./stats.js";

/** A triggered ability waiting in the queue. The definition is captured: a dead source still resolves. */
export interface Pending {
  readonly source: string;
  readonly player: PlayerId;
  readonly seq: number;
  readonly def: string;
  readonly ability: number;
  readonly trigger: Trigger;
  readonly permanent: boolean;
  /** The definition of the creature whose arrival raised an ON_ALLY_SUMMONED (its conditions may read it). */
  readonly cause?: string;
}

/** The resolution context of one `reduce` call: the working copy, the events so far, raised triggers. */
export interface Ctx {
  readonly d: Draft;
  readonly events: GameEvent[];
  raised: Pending[];
}

function idNumber(id: string): number {
  const n = Number(id.slice(1));
  return Number.isInteger(n) ? n : 0;
}

function bumpId(d: Draft, id: string): void {
  const n = idNumber(id);
  if (n >= d.nextId) d.nextId = n + 1;
}

function creatureAt(d: Draft, id: string): DCreature | undefined {
  return d.players.A.board.find((c) => c.id === id) ?? d.players.B.board.find((c) => c.id === id);
}

function permanentAt(d: Draft, id: string): DPermanent | undefined {
  return d.players.A.permanents.find((c) => c.id === id) ?? d.players.B.permanents.find((c) => c.id === id);
}

function removeById<T extends { id: string }>(list: T[], id: string): T | undefined {
  const i = list.findIndex((x) => x.id === id);
  return i < 0 ? undefined : list.splice(i, 1)[0];
}

function heroPlayer(id: string): PlayerId | null {
  return id === "heroA" ? "A" : id === "heroB" ? "B" : null;
}

/** Drops the TURN-duration buffs and grants of a creature (capping HP if its maximum falls). */
function expireTurnEffects(d: Draft, c: DCreature): void {
  const oldMax = maxHpOf(d, c);
  const buffs = (c.buffs ?? []).filter((b) => b.duration !== "TURN");
  const grants = (c.grants ?? []).filter((g) => g.duration !== "TURN");
  if (buffs.length > 0) c.buffs = buffs;
  else delete c.buffs;
  if (grants.length > 0) c.grants = grants;
  else delete c.grants;
  capAfterLoss(oldMax, maxHpOf(d, c), c);
}

/** True when the creature has TURN-duration buffs or grants to expire. */
export function hasTurnEffects(c: Creature): boolean {
  return (
    (c.buffs ?? []).some((b) => b.duration === "TURN") || (c.grants ?? []).some((g) => g.duration === "TURN")
  );
}

/** Applies one event to the working copy. Every state change of a duel goes through here. */
export function apply(d: Draft, ev: GameEvent): void {
  switch (ev.type) {
    case "drew":
    case "tutored": {
      const p = d.players[ev.player];
      const card = p.deck.find((c) => c.id === ev.card);
      p.deck = p.deck.filter((c) => c.id !== ev.card);
      if (card !== undefined) p.hand.push(card);
      return;
    }
    case "overdrew": {
      const p = d.players[ev.player];
      const card = p.deck.find((c) => c.id === ev.card);
      p.deck = p.deck.filter((c) => c.id !== ev.card);
      if (card !== undefined) p.graveyard = [...p.graveyard, card];
      return;
    }
    case "fatigue":
      d.players[ev.player].fatigue = ev.amount;
      return;
    case "played": {
      const p = d.players[ev.player];
      const card = removeById(p.hand, ev.card);
      p.ferveur -= ev.cost;
      if (card !== undefined && defOf(d, card.card).type === "SPELL") p.graveyard = [...p.graveyard, card];
      return;
    }
    case "heroPowerUsed": {
      const p = d.players[ev.player];
      p.ferveur -= ev.cost;
      p.powerUsed = true;
      return;
    }
    case "activated": {
      d.players[ev.player].ferveur -= ev.cost;
      const e = creatureAt(d, ev.source) ?? permanentAt(d, ev.source);
      if (e !== undefined) e.activated = true;
      return;
    }
    case "attacked": {
      const c = creatureAt(d, ev.attacker);
      if (c === undefined) return;
      c.attacks = (c.attacks ?? 0) + 1;
      // Attacking reveals: STEALTH is lost, whatever gave it (an aura re-grants its own).
      if ((defOf(d, c.card).keywords ?? []).includes("STEALTH") && !(c.spent ?? []).includes("STEALTH"))
        c.spent = [...(c.spent ?? []), "STEALTH"];
      if ((c.grants ?? []).some((g) => g.keyword === "STEALTH")) {
        const grants = (c.grants ?? []).filter((g) => g.keyword !== "STEALTH");
        if (grants.length > 0) c.grants = grants;
        else delete c.grants;
      }
      return;
    }
    case "summoned": {
      const p = d.players[ev.player];
      const def = defOf(d, ev.def);
      const seq = d.nextSeq++;
      bumpId(d, ev.entity);
      if (def.type === "PERMANENT") {
        const uses = def.durability ?? def.charges;
        p.permanents.push(
          uses === undefined
            ? { id: ev.entity, card: ev.def, seq }
            : { id: ev.entity, card: ev.def, seq, uses },
        );
      } else p.board.push({ id: ev.entity, card: ev.def, seq, arrived: d.turn });
      return;
    }
    case "damaged": {
      const hp = heroPlayer(ev.target);
      if (hp !== null) {
        const p = d.players[hp];
        const armor = ev.armor ?? 0;
        p.armor -= armor;
        p.hp -= ev.amount - armor;
        return;
      }
      const c = creatureAt(d, ev.target);
      if (c !== undefined) c.damage = (c.damage ?? 0) + ev.amount;
      return;
    }
    case "shieldBroken": {
      const c = creatureAt(d, ev.target);
      if (c === undefined) return;
      if ((c.grants ?? []).some((g) => g.keyword === "DIVINE_SHIELD")) {
        const grants = (c.grants ?? []).filter((g) => g.keyword !== "DIVINE_SHIELD");
        if (grants.length > 0) c.grants = grants;
        else delete c.grants;
      }
      if (
        (defOf(d, c.card).keywords ?? []).includes("DIVINE_SHIELD") &&
        !(c.spent ?? []).includes("DIVINE_SHIELD")
      )
        c.spent = [...(c.spent ?? []), "DIVINE_SHIELD"];
      return;
    }
    case "healed": {
      const hp = heroPlayer(ev.target);
      if (hp !== null) {
        d.players[hp].hp = Math.min(rulesOf(d).heroHp, d.players[hp].hp + ev.amount);
        return;
      }
      const c = creatureAt(d, ev.target);
      if (c === undefined) return;
      const damage = Math.max(0, (c.damage ?? 0) - ev.amount);
      if (damage > 0) c.damage = damage;
      else delete c.damage;
      return;
    }
    case "armorGained":
      d.players[ev.player].armor += ev.amount;
      return;
    case "ferveurGained": {
      const p = d.players[ev.player];
      if (ev.pool === "CAP") p.ferveurMax += ev.amount;
      else p.ferveur += ev.amount;
      return;
    }
    case "buffed": {
      const c = creatureAt(d, ev.target);
      if (c !== undefined) c.buffs = [...(c.buffs ?? []), { atk: ev.atk, hp: ev.hp, duration: ev.duration }];
      return;
    }
    case "statsSet": {
      const c = creatureAt(d, ev.target);
      if (c === undefined) return;
      // The new base replaces the card's stats and every earlier buff; the creature is whole again.
      c.base = { atk: ev.atk, hp: ev.hp };
      delete c.buffs;
      delete c.damage;
      return;
    }
    case "keywordGranted": {
      const c = creatureAt(d, ev.target);
      if (c === undefined) return;
      c.grants = [...(c.grants ?? []), { keyword: ev.keyword, duration: ev.duration }];
      return;
    }
    case "silenced": {
      const c = creatureAt(d, ev.target);
      if (c !== undefined) {
        const oldMax = maxHpOf(d, c);
        c.silenced = true;
        delete c.buffs;
        delete c.grants;
        delete c.spent;
        delete c.base;
        capAfterLoss(oldMax, maxHpOf(d, c), c);
        return;
      }
      const perm = permanentAt(d, ev.target);
      if (perm !== undefined) perm.silenced = true;
      return;
    }
    case "destroyed": {
      const e = creatureAt(d, ev.target) ?? permanentAt(d, ev.target);
      if (e !== undefined) e.doomed = true;
      return;
    }
    case "bounced": {
      const owner = d.players[ev.player];
      const e = removeById(owner.board, ev.target) ?? removeById(owner.permanents, ev.target);
      if (e !== undefined) owner.hand.push({ id: e.id, card: e.card });
      return;
    }
    case "transformed": {
      const c = creatureAt(d, ev.target);
      if (c === undefined) return;
      c.card = ev.def;
      for (const k of ["damage", "base", "buffs", "grants", "spent", "silenced", "doomed"] as const)
        delete c[k];
      return;
    }
    case "copied":
      d.players[ev.player].hand.push({ id: ev.card, card: ev.def });
      bumpId(d, ev.card);
      return;
    case "discarded": {
      const p = d.players[ev.player];
      const card = removeById(p.hand, ev.card);
      if (card !== undefined) p.graveyard = [...p.graveyard, card];
      return;
    }
    case "died": {
      const p = d.players[ev.player];
      const e = removeById(p.board, ev.entity) ?? removeById(p.permanents, ev.entity);
      if (e !== undefined) p.graveyard = [...p.graveyard, { id: e.id, card: e.card }];
      return;
    }
    case "usesSpent": {
      const perm = permanentAt(d, ev.entity);
      if (perm !== undefined) perm.uses = ev.left;
      return;
    }
    case "expired": {
      const c = creatureAt(d, ev.target);
      if (c !== undefined) expireTurnEffects(d, c);
      return;
    }
    case "turnStarted": {
      d.turn = ev.turn;
      d.active = ev.player;
      const p = d.players[ev.player];
      p.ferveurMax = ev.ferveurMax;
      p.ferveur = ev.ferveur;
      p.powerUsed = false;
      for (const c of p.board) {
        delete c.attacks;
        delete c.activated;
      }
      for (const c of p.permanents) delete c.activated;
      return;
    }
    case "mulliganed": {
      const p = d.players[ev.player];
      const back = ev.returned.map((id) => removeById(p.hand, id)).filter((c) => c !== undefined);
      if (back.length > 0) {
        const [deck, rng] = shuffle(d.rng, [...p.deck, ...back]);
        p.deck = deck;
        d.rng = rng;
      }
      p.mulliganed = true;
      return;
    }
    case "gameOver":
      d.phase = "over";
      d.winner = ev.winner;
      d.endReason = ev.reason;
      return;
    case "triggered":
    case "summonLost":
    case "copyLost":
    case "turnEnded":
    case "conceded":
      return;
  }
}

function pendingFor(
  d: Draft,
  id: string,
  player: PlayerId,
  seq: number,
  card: string,
  trigger: Trigger,
  permanent: boolean,
  out: Pending[],
  cause?: string,
): void {
  const abilities = defOf(d, card).abilities ?? [];
  for (let i = 0; i < abilities.length; i++) {
    if (abilities[i]?.trigger !== trigger) continue;
    const p: Pending = { source: id, player, seq, def: card, ability: i, trigger, permanent };
    out.push(cause === undefined ? p : { ...p, cause });
  }
}

/**
 * Queues the abilities with `trigger` of every non-silenced creature and permanent of `player`
 * but `except`; `cause` is the definition of the creature whose arrival raised them.
 */
export function raiseFor(
  ctx: Ctx,
  player: PlayerId,
  trigger: Trigger,
  except?: string,
  cause?: string,
): void {
  const p = ctx.d.players[player];
  for (const c of p.board) {
    if (c.silenced !== true && c.id !== except)
      pendingFor(ctx.d, c.id, player, c.seq, c.card, trigger, false, ctx.raised, cause);
  }
  for (const c of p.permanents) {
    if (c.silenced !== true && c.id !== except)
      pendingFor(ctx.d, c.id, player, c.seq, c.card, trigger, true, ctx.raised, cause);
  }
}

/** The triggers an event raises (§5.3): damage taken, ally summoned, spell cast, attack. */
function raise(ctx: Ctx, ev: GameEvent): void {
  const d = ctx.d;
  switch (ev.type) {
    case "damaged": {
      const c = creatureAt(d, ev.target);
      if (c !== undefined && c.silenced !== true) {
        const owner = d.players.A.board.includes(c) ? "A" : "B";
        pendingFor(d, c.id, owner, c.seq, c.card, "ON_DAMAGE_TAKEN", false, ctx.raised);
      }
      return;
    }
    case "summoned":
      if (defOf(d, ev.def).type !== "PERMANENT")
        raiseFor(ctx, ev.player, "ON_ALLY_SUMMONED", ev.entity, ev.def);
      return;
    case "played":
      if (defOf(d, ev.def).type === "SPELL") raiseFor(ctx, ev.player, "ON_SPELL_CAST");
      return;
    case "attacked": {
      const c = creatureAt(d, ev.attacker);
      if (c !== undefined && c.silenced !== true)
        pendingFor(d, c.id, ev.player, c.seq, c.card, "ON_ATTACK", false, ctx.raised);
      return;
    }
    default:
      return;
  }
}

/** Applies an event, records it, and collects the triggers it raises. */
export function emit(ctx: Ctx, ev: GameEvent): void {
  apply(ctx.d, ev);
  ctx.events.push(ev);
  raise(ctx, ev);
}

/**
 * Resolves one ability: its condition, then its effect and `then` effects in order, each
 * selector resolved against the current state. `picks` carries the (side, kind) choices shared by
 * the whole ability (§1.1). Returns false when the condition does not hold.
 */
export function resolveAbility(
  ctx: Ctx,
  ab: Ability,
  source: string,
  player: PlayerId,
  picks: Record<string, string>,
  cause?: string,
): boolean {
  const d = ctx.d;
  if (!conditionHolds(d, player, ab.condition ?? null, source, cause)) return false;
  const effects = ab.then === undefined ? [ab] : [ab, ...ab.then];
  for (const eff of effects) {
    if (d.phase === "over") break;
    const sel = select(d, player, source, eff.target, picks, d.rng);
    d.rng = sel.rng;
    const run = PRIMITIVES[eff.action as keyof typeof PRIMITIVES] as unknown as (
      s: Draft,
      t: readonly string[],
      p: unknown,
      c: unknown,
    ) => Outcome;
    const out = run(d, sel.ids, eff.params, { source, player, rng: d.rng });
    d.rng = out.rng;
    for (const ev of out.events) emit(ctx, ev);
    refreshAuras(d);
  }
  return true;
}

/** Triggers that spend a permanent's charge or durability when they resolve. */
const SPENDING: readonly Trigger[] = [
  "ON_TURN_START",
  "ON_TURN_END",
  "ON_DAMAGE_TAKEN",
  "ON_ATTACK",
  "ON_ALLY_SUMMONED",
  "ON_SPELL_CAST",
];

function resolvePending(ctx: Ctx, p: Pending): void {
  const d = ctx.d;
  const here = find(d, p.source);
  const inPlay = here !== null && (here.zone === "board" || here.zone === "permanents");
  // A source silenced since its trigger was raised has lost the ability; one that left play has not.
  if (inPlay && (here.zone === "board" ? here.creature.silenced : here.permanent.silenced) === true) return;
  const ab = defOf(d, p.def).abilities?.[p.ability];
  if (ab === undefined || !conditionHolds(d, p.player, ab.condition ?? null, p.source, p.cause)) return;
  emit(ctx, { type: "triggered", source: p.source, def: p.def, trigger: p.trigger });
  resolveAbility(ctx, ab, p.source, p.player, {}, p.cause);
  if (p.permanent && SPENDING.includes(p.trigger)) spendUse(ctx, p.source);
}

/**
 * A permanent with charges loses one per resolution of a triggered or activated ability; one
 * with durability loses one at each end of its controller's turn (`kind`). At 0 it leaves at the
 * next death check.
 */
export function spendUse(ctx: Ctx, id: string, kind: "charges" | "durability" = "charges"): void {
  const perm = permanentAt(ctx.d, id);
  if (perm?.uses === undefined || defOf(ctx.d, perm.card)[kind] === undefined) return;
  emit(ctx, { type: "usesSpent", entity: id, left: Math.max(0, perm.uses - 1) });
}

function byPlayOrder(a: Pending, b: Pending): number {
  return a.seq - b.seq;
}

/**
 * The death check: creatures at 0 HP or marked, permanents marked or out of uses, leave together
 * (in play order); their ON_DEATH abilities are returned in play order; then a hero at 0 HP ends
 * the game (both at once: a draw).
 */
function deathCheck(ctx: Ctx): Pending[] {
  const d = ctx.d;
  refreshAuras(d);
  if (d.phase === "over") return [];
  const dead: {
    id: string;
    player: PlayerId;
    seq: number;
    card: string;
    silenced: boolean;
    permanent: boolean;
  }[] = [];
  for (const player of ["A", "B"] as const) {
    for (const c of d.players[player].board) {
      if (c.doomed === true || hpOf(d, c) <= 0)
        dead.push({
          id: c.id,
          player,
          seq: c.seq,
          card: c.card,
          silenced: c.silenced === true,
          permanent: false,
        });
    }
    for (const c of d.players[player].permanents) {
      if (c.doomed === true || (c.uses !== undefined && c.uses <= 0))
        dead.push({
          id: c.id,
          player,
          seq: c.seq,
          card: c.card,
          silenced: c.silenced === true,
          permanent: true,
        });
    }
  }
  dead.sort((a, b) => a.seq - b.seq);
  const queued: Pending[] = [];
  for (const x of dead) emit(ctx, { type: "died", entity: x.id, player: x.player, def: x.card });
  for (const x of dead)
    if (!x.silenced) pendingFor(d, x.id, x.player, x.seq, x.card, "ON_DEATH", x.permanent, queued);
  if (dead.length > 0) refreshAuras(d);
  const aDead = d.players.A.hp <= 0;
  const bDead = d.players.B.hp <= 0;
  if (aDead || bDead) {
    if (aDead && bDead) emit(ctx, { type: "gameOver", winner: null, reason: "both-heroes-died" });
    else emit(ctx, { type: "gameOver", winner: aDead ? "B" : "A", reason: "hero-died" });
    return [];
  }
  return queued.sort(byPlayOrder);
}

/**
 * After a top-level step: queue what was raised, run the death check, then resolve the queue one
 * trigger at a time (each followed by the same), until it is empty or the game is over.
 */
export function settle(ctx: Ctx): void {
  const d = ctx.d;
  const queue: Pending[] = [];
  collect(ctx, queue);
  while (queue.length > 0 && d.phase !== "over") {
    resolvePending(ctx, queue.shift() as Pending);
    collect(ctx, queue);
  }
  ctx.raised = [];
}

/** Queues the raised triggers (in play order), then runs the death check and queues its triggers. */
function collect(ctx: Ctx, queue: Pending[]): void {
  if (ctx.raised.length > 0) {
    queue.push(...ctx.raised.sort(byPlayOrder));
    ctx.raised = [];
  }
  const deaths = deathCheck(ctx);
  if (deaths.length > 0) queue.push(...deaths);
}
