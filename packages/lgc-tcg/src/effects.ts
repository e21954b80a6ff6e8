/**
 * The effects system (seed §5.3, §8.2–§8.4, issue 8): applying events to the working copy,
 * resolving abilities (one choice per (side, kind), §1.1), the trigger queue and death checks.
 *
 * Resolution order: a top-level intent resolves; then the triggers its events raised queue (in
 * play order of their sources), then dead entities leave together and their ON_DEATH triggers
 * queue (in play order). Queued triggers never nest: they resolve one at a time, each followed by
 * the same collection and death check, until the queue is empty or the game is over.
 *
 * Secrets (Extension 1, RULES.md §16) are the exception: a Secret whose trigger an event met
 * resolves at the next priority point — right after the event that announces the opponent's action
 * (an attack declared, a spell cast, a creature arrived) or after the effect whose events met it —
 * in the middle of the resolution, followed by a death check.
 */
import { shuffle } from "@core/engine";
import type { Ability, SecretTrigger, Trigger } from "./data/types.js";
import { definitionOf, defOf } from "./definitions.js";
import {
  type CardInstance,
  type Creature,
  type GameEvent,
  heroId,
  opponent,
  PLAYERS,
  type PlayerId,
} from "./model.js";
import { type Outcome, PRIMITIVES } from "./primitives.js";
import { rulesOf } from "./rules.js";
import { select } from "./selectors.js";
import {
  type DCreature,
  type DPermanent,
  type DPlayer,
  type Draft,
  find,
  ownAt,
  type Work,
  without,
} from "./state.js";
import { cappedDamage, conditionHolds, hpOf, maxHpOf, refreshAuras } from "./stats.js";

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
  /** The entity whose action raised the trigger (the arriving creature): what scope CAUSE designates. */
  readonly causeEntity?: string;
}

/**
 * A Secret whose trigger an event met, waiting for the next priority point (RULES.md §16): its
 * owner, its instance and definition, and what raised it.
 */
export interface PendingSecret {
  readonly player: PlayerId;
  readonly card: string;
  readonly def: string;
  readonly trigger: SecretTrigger;
  /** The attacker, the spell cast (its card), or the arriving creature. */
  readonly cause: string;
  /** SECRET_ATTACK: what the attack was declared on. */
  readonly target?: string;
}

/** The resolution context of one `reduce` call: the working copy, the events so far, raised triggers. */
export interface Ctx extends Work {
  readonly events: GameEvent[];
  raised: Pending[];
  /** Secrets raised since the last priority point, in the order their events came (RULES.md §16). */
  secrets?: PendingSecret[];
  /** ON_DEATH triggers of a death check run at a priority point, queued at the next collection. */
  deaths?: Pending[];
  /** The spells countered during this intent: their effect never happens. */
  countered?: string[];
  /**
   * False once a death check found the board settled and only {@link QUIET} events followed:
   * the next check would find nothing and change nothing, so it is skipped. Absent: unknown.
   */
  settled?: boolean;
}

/**
 * Events that touch neither the board, the permanents, a hero's HP, the Ferveur cap nor the
 * phase: nothing a death check or an aura reads (hands, decks, graveyards, spent Ferveur, armor).
 */
const QUIET: ReadonlySet<GameEvent["type"]> = new Set<GameEvent["type"]>([
  "drew",
  "tutored",
  "overdrew",
  "played",
  "heroPowerUsed",
  "activated",
  "triggered",
  "summonLost",
  "copyLost",
  "turnEnded",
  "mulliganed",
  "discarded",
  "copied",
  "armorGained",
  "secretPlaced",
  "secretRevealed",
  "countered",
]);

function idNumber(id: string): number {
  const n = Number(id.slice(1));
  return Number.isInteger(n) ? n : 0;
}

function bumpId(d: Draft, id: string): void {
  const n = idNumber(id);
  if (n >= d.nextId) d.nextId = n + 1;
}

function indexIn(list: readonly { readonly id: string }[], id: string, from = 0): number {
  for (let i = from; i < list.length; i++) if ((list[i] as { id: string }).id === id) return i;
  return -1;
}

/** The creature in play with this id, to read only (it may still be the input's). */
function creatureIn(d: Draft, id: string): DCreature | undefined {
  return d.players.A.board.find((c) => c.id === id) ?? d.players.B.board.find((c) => c.id === id);
}

/** The creature in play with this id, writable: copied into the draft on its first write. */
function creatureAt(w: Work, id: string): DCreature | undefined {
  const d = w.d;
  let board = d.players.A.board;
  let i = indexIn(board, id);
  if (i < 0) {
    board = d.players.B.board;
    i = indexIn(board, id);
    if (i < 0) return undefined;
  }
  return ownAt(w, board, i);
}

/** The permanent in play with this id, writable (as {@link creatureAt}). */
function permanentAt(w: Work, id: string): DPermanent | undefined {
  const d = w.d;
  let zone = d.players.A.permanents;
  let i = indexIn(zone, id);
  if (i < 0) {
    zone = d.players.B.permanents;
    i = indexIn(zone, id);
    if (i < 0) return undefined;
  }
  return ownAt(w, zone, i);
}

/**
 * The draft's own creature `c` without the fields `keys` (absent means their default): a fresh
 * object put in its place, rather than `delete`, which would turn it into a slow dictionary.
 */
function dropKeys(d: Draft, c: DCreature, keys: readonly string[]): DCreature {
  const next = without(c, keys);
  if (next === c) return c;
  for (const board of [d.players.A.board, d.players.B.board]) {
    const i = board.indexOf(c);
    if (i >= 0) {
      board[i] = next;
      return next;
    }
  }
  return next;
}

/** Caps a creature's damage once its maximum HP fell from `oldMax` (see {@link cappedDamage}). */
function capAfterLoss(d: Draft, c: DCreature, oldMax: number): void {
  const newMax = maxHpOf(d, c);
  if (newMax < oldMax) setDamage(d, c, cappedDamage(oldMax, newMax, c.damage ?? 0));
}

/** Sets a creature's damage; none is stored as no field. */
function setDamage(d: Draft, c: DCreature, damage: number): DCreature {
  if (damage > 0) {
    c.damage = damage;
    return c;
  }
  return dropKeys(d, c, DAMAGE);
}

const DAMAGE = ["damage"] as const;
const GRANTS = ["grants"] as const;
const ACTED = ["attacks", "activated"] as const;
const ACTIVATED = ["activated"] as const;
const SILENCE_CLEARS = ["buffs", "grants", "spent", "base"] as const;
const STATS_SET_CLEARS = ["buffs", "damage"] as const;
const TRANSFORM_CLEARS = ["damage", "base", "buffs", "grants", "spent", "silenced", "doomed"] as const;
const TURN_EFFECTS = ["buffs", "grants"] as const;

function removeById<T extends { id: string }>(list: T[], id: string): T | undefined {
  const i = list.findIndex((x) => x.id === id);
  return i < 0 ? undefined : list.splice(i, 1)[0];
}

/** A card leaving its player's hand, as a plain `{id, card}` (whether its opponent knew it no longer matters). */
function fromHand(p: DPlayer, id: string): CardInstance | undefined {
  const card = removeById(p.hand, id);
  return card?.revealed === true ? { id: card.id, card: card.card } : card;
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
  if (grants.length > 0) c.grants = grants;
  const drop = TURN_EFFECTS.filter((k) => (k === "buffs" ? buffs : grants).length === 0);
  const e = drop.length > 0 ? dropKeys(d, c, drop) : c;
  capAfterLoss(d, e, oldMax);
}

/** True when the creature has TURN-duration buffs or grants to expire. */
export function hasTurnEffects(c: Creature): boolean {
  return (
    (c.buffs ?? []).some((b) => b.duration === "TURN") || (c.grants ?? []).some((g) => g.duration === "TURN")
  );
}

/**
 * Takes a card out of a draft's deck, which is still shared with the input: the deck is replaced
 * by a new list without it. A draw takes the top card: a slice, unless the id is there twice (a
 * hand-written state may do that: every copy leaves, as with any other card).
 */
function takeFromDeck(p: DPlayer, id: string): CardInstance | undefined {
  const deck = p.deck;
  const top = deck[0];
  if (top !== undefined && top.id === id && indexIn(deck, id, 1) < 0) {
    p.deck = deck.slice(1);
    return top;
  }
  const card = deck.find((c) => c.id === id);
  p.deck = deck.filter((c) => c.id !== id);
  return card;
}

/** Applies one event to the working copy. Every state change of a duel goes through here. */
export function apply(w: Work, ev: GameEvent): void {
  const d = w.d;
  switch (ev.type) {
    case "drew":
    case "tutored": {
      const p = d.players[ev.player];
      const card = takeFromDeck(p, ev.card);
      if (card !== undefined) p.hand.push(card);
      return;
    }
    case "overdrew": {
      const p = d.players[ev.player];
      const card = takeFromDeck(p, ev.card);
      if (card !== undefined) p.graveyard = [...p.graveyard, card];
      return;
    }
    case "fatigue":
      d.players[ev.player].fatigue = ev.amount;
      return;
    case "played": {
      const p = d.players[ev.player];
      const card = fromHand(p, ev.card);
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
      const e = creatureAt(w, ev.source) ?? permanentAt(w, ev.source);
      if (e !== undefined) e.activated = true;
      return;
    }
    case "attacked": {
      const c = creatureAt(w, ev.attacker);
      if (c === undefined) return;
      c.attacks = (c.attacks ?? 0) + 1;
      // Attacking reveals: STEALTH is lost, whatever gave it (an aura re-grants its own).
      if ((defOf(d, c.card).keywords ?? []).includes("STEALTH") && !(c.spent ?? []).includes("STEALTH"))
        c.spent = [...(c.spent ?? []), "STEALTH"];
      if ((c.grants ?? []).some((g) => g.keyword === "STEALTH")) {
        const grants = (c.grants ?? []).filter((g) => g.keyword !== "STEALTH");
        if (grants.length > 0) c.grants = grants;
        else dropKeys(d, c, GRANTS);
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
        const e: DPermanent =
          uses === undefined
            ? { id: ev.entity, card: ev.def, seq }
            : { id: ev.entity, card: ev.def, seq, uses };
        p.permanents.push(e);
      } else {
        const c: DCreature = { id: ev.entity, card: ev.def, seq, arrived: d.turn };
        p.board.push(c);
      }
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
      const c = creatureAt(w, ev.target);
      if (c !== undefined) c.damage = (c.damage ?? 0) + ev.amount;
      return;
    }
    case "shieldBroken": {
      let c = creatureAt(w, ev.target);
      if (c === undefined) return;
      if ((c.grants ?? []).some((g) => g.keyword === "DIVINE_SHIELD")) {
        const grants = (c.grants ?? []).filter((g) => g.keyword !== "DIVINE_SHIELD");
        if (grants.length > 0) c.grants = grants;
        else c = dropKeys(d, c, GRANTS);
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
      const c = creatureAt(w, ev.target);
      if (c === undefined) return;
      setDamage(d, c, Math.max(0, (c.damage ?? 0) - ev.amount));
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
      const c = creatureAt(w, ev.target);
      if (c !== undefined) c.buffs = [...(c.buffs ?? []), { atk: ev.atk, hp: ev.hp, duration: ev.duration }];
      return;
    }
    case "statsSet": {
      const c = creatureAt(w, ev.target);
      if (c === undefined) return;
      // The new base replaces the card's stats and every earlier buff; the creature is whole again.
      c.base = { atk: ev.atk, hp: ev.hp };
      dropKeys(d, c, STATS_SET_CLEARS);
      return;
    }
    case "keywordGranted": {
      const c = creatureAt(w, ev.target);
      if (c === undefined) return;
      c.grants = [...(c.grants ?? []), { keyword: ev.keyword, duration: ev.duration }];
      return;
    }
    case "silenced": {
      const c = creatureAt(w, ev.target);
      if (c !== undefined) {
        const oldMax = maxHpOf(d, c);
        c.silenced = true;
        const e = dropKeys(d, c, SILENCE_CLEARS);
        capAfterLoss(d, e, oldMax);
        return;
      }
      const perm = permanentAt(w, ev.target);
      if (perm !== undefined) perm.silenced = true;
      return;
    }
    case "destroyed": {
      const e = creatureAt(w, ev.target) ?? permanentAt(w, ev.target);
      if (e !== undefined) e.doomed = true;
      return;
    }
    case "bounced": {
      const owner = d.players[ev.player];
      const e = removeById(owner.board, ev.target) ?? removeById(owner.permanents, ev.target);
      // Back in hand in full view: its opponent knows this card (RULES.md §10).
      if (e !== undefined) owner.hand.push({ id: e.id, card: e.card, revealed: true });
      return;
    }
    case "transformed": {
      const c = creatureAt(w, ev.target);
      if (c === undefined) return;
      // What it was stays on record (the first card, public): a card played and transformed at
      // once keeps in view what its play showed.
      c.was ??= c.card;
      c.card = ev.def;
      dropKeys(d, c, TRANSFORM_CLEARS);
      return;
    }
    case "revived": {
      // Out of the graveyard (replaced whole: it may be the input's), onto the board as a newcomer.
      const p = d.players[ev.player];
      if (indexIn(p.graveyard, ev.entity) < 0) return;
      p.graveyard = p.graveyard.filter((c) => c.id !== ev.entity);
      p.board.push({ id: ev.entity, card: ev.def, seq: d.nextSeq++, arrived: d.turn });
      return;
    }
    case "secretPlaced": {
      const p = d.players[ev.player];
      const card = fromHand(p, ev.card);
      p.ferveur -= ev.cost;
      if (card !== undefined) p.secrets = [...p.secrets, card];
      return;
    }
    case "secretRevealed":
    case "countered": {
      // Out of the secrets (a countered spell that is no Secret is in the graveyard already).
      const p = d.players[ev.player];
      const card = p.secrets.find((c) => c.id === ev.card);
      if (card === undefined) return;
      p.secrets = p.secrets.filter((c) => c.id !== ev.card);
      p.graveyard = [...p.graveyard, card];
      return;
    }
    case "stolen": {
      const from = d.players[opponent(ev.player)].board;
      const i = indexIn(from, ev.target);
      if (i < 0) return;
      // A fresh object (never the input's): it arrives last in play order, summoning sick, with
      // no attack or activation spent yet; damage, buffs and grants go with it.
      const c = without(from[i] as DCreature, ACTED);
      from.splice(i, 1);
      d.players[ev.player].board.push({ ...c, seq: d.nextSeq++, arrived: d.turn });
      return;
    }
    case "copied":
      d.players[ev.player].hand.push({ id: ev.card, card: ev.def });
      bumpId(d, ev.card);
      return;
    case "discarded": {
      const p = d.players[ev.player];
      const card = fromHand(p, ev.card);
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
      const perm = permanentAt(w, ev.entity);
      if (perm !== undefined) perm.uses = ev.left;
      return;
    }
    case "expired": {
      const c = creatureAt(w, ev.target);
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
      for (let i = 0; i < p.board.length; i++) {
        const c = p.board[i] as DCreature;
        if (c.attacks !== undefined || c.activated !== undefined) p.board[i] = without(c, ACTED);
      }
      for (let i = 0; i < p.permanents.length; i++) {
        const c = p.permanents[i] as DPermanent;
        if (c.activated !== undefined) p.permanents[i] = without(c, ACTIVATED);
      }
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
  causeEntity?: string,
): void {
  const def = definitionOf(d, card);
  // Most definitions have no ability of a given trigger: one read says so.
  if (def.on[trigger].length === 0) return;
  const abilities = def.def.abilities ?? [];
  for (let i = 0; i < abilities.length; i++) {
    if (abilities[i]?.trigger !== trigger) continue;
    const p: Pending = { source: id, player, seq, def: card, ability: i, trigger, permanent };
    out.push(cause === undefined ? p : { ...p, cause, causeEntity });
  }
}

/**
 * Queues the abilities with `trigger` of every non-silenced creature and permanent of `player`
 * but `except`, the creature whose arrival raised them (when one did); `cause` is its definition.
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
      pendingFor(ctx.d, c.id, player, c.seq, c.card, trigger, false, ctx.raised, cause, except);
  }
  for (const c of p.permanents) {
    if (c.silenced !== true && c.id !== except)
      pendingFor(ctx.d, c.id, player, c.seq, c.card, trigger, true, ctx.raised, cause, except);
  }
}

/** The triggers an event raises (§5.3): damage taken, ally summoned, spell cast, attack. */
function raise(ctx: Ctx, ev: GameEvent): void {
  const d = ctx.d;
  switch (ev.type) {
    case "damaged": {
      // The creature and its controller in one pass (a hero's id is on no board).
      let owner: PlayerId = "A";
      let i = indexIn(d.players.A.board, ev.target);
      if (i < 0) {
        owner = "B";
        i = indexIn(d.players.B.board, ev.target);
      }
      const c = d.players[owner].board[i];
      if (c !== undefined && c.silenced !== true)
        pendingFor(d, c.id, owner, c.seq, c.card, "ON_DAMAGE_TAKEN", false, ctx.raised);
      return;
    }
    case "summoned":
      if (defOf(d, ev.def).type !== "PERMANENT") {
        raiseFor(ctx, ev.player, "ON_ALLY_SUMMONED", ev.entity, ev.def);
        raiseSecrets(ctx, ev.player, "SECRET_SUMMON", ev.entity);
      }
      return;
    case "revived":
      raiseFor(ctx, ev.player, "ON_ALLY_SUMMONED", ev.entity, ev.def);
      raiseSecrets(ctx, ev.player, "SECRET_SUMMON", ev.entity);
      return;
    case "played":
      if (defOf(d, ev.def).type === "SPELL") {
        raiseFor(ctx, ev.player, "ON_SPELL_CAST");
        raiseSecrets(ctx, ev.player, "SECRET_SPELL", ev.card);
      }
      return;
    case "secretPlaced":
      // A Secret is a spell cast (face down): Écho hears it, and so does a counter-spell.
      raiseFor(ctx, ev.player, "ON_SPELL_CAST");
      raiseSecrets(ctx, ev.player, "SECRET_SPELL", ev.card);
      return;
    case "attacked": {
      const c = creatureIn(d, ev.attacker);
      if (c !== undefined && c.silenced !== true)
        pendingFor(d, c.id, ev.player, c.seq, c.card, "ON_ATTACK", false, ctx.raised);
      raiseSecrets(ctx, ev.player, "SECRET_ATTACK", ev.attacker, ev.target);
      return;
    }
    default:
      return;
  }
}

/**
 * Collects the Secrets of `actor`'s opponent that `trigger` wakes, in the order they were played.
 * Only the active player's actions in its own turn do: a Secret answers the opponent's turn.
 */
function raiseSecrets(
  ctx: Ctx,
  actor: PlayerId,
  trigger: SecretTrigger,
  cause: string,
  target?: string,
): void {
  const d = ctx.d;
  const owner = opponent(actor);
  const zone = d.players[owner].secrets;
  if (zone.length === 0 || actor !== d.active || d.phase !== "play") return;
  const queue = ctx.secrets ?? [];
  for (const c of zone) {
    if (definitionOf(d, c.card).on[trigger].length === 0) continue;
    const p: PendingSecret = { player: owner, card: c.id, def: c.card, trigger, cause };
    queue.push(target === undefined ? p : { ...p, target });
  }
  ctx.secrets = queue;
}

/** Applies an event, records it, and collects the triggers it raises. */
export function emit(ctx: Ctx, ev: GameEvent): void {
  if (ctx.settled === true && !QUIET.has(ev.type)) ctx.settled = false;
  apply(ctx, ev);
  ctx.events.push(ev);
  if (ev.type === "countered") ctx.countered = [...(ctx.countered ?? []), ev.card];
  raise(ctx, ev);
}

/** A creature of `player` still in play and not about to die (0 HP or marked). */
function standing(d: Draft, player: PlayerId, id: string | undefined): boolean {
  if (id === undefined) return false;
  const c = d.players[player].board.find((x) => x.id === id);
  return c !== undefined && c.doomed !== true && hpOf(d, c) > 0;
}

/**
 * Whether a raised Secret still answers its action when its turn comes (RULES.md §16): the attack
 * still stands (its attacker and its creature target still there and alive), the spell has not
 * been countered, the arriving creature is still there and alive; then its ability's condition
 * (an attack's target kind included). When it does not, the Secret stays hidden and untouched.
 */
function secretHolds(ctx: Ctx, p: PendingSecret, ab: Ability): boolean {
  const d = ctx.d;
  const actor = opponent(p.player);
  if (p.trigger === "SECRET_ATTACK") {
    if (!standing(d, actor, p.cause)) return false;
    const onHero = p.target === heroId(p.player);
    if (!onHero && !standing(d, p.player, p.target)) return false;
    const want = ab.condition?.attackTarget;
    if (want !== undefined && (want === "HERO") !== onHero) return false;
  } else if (p.trigger === "SECRET_SPELL") {
    if (ctx.countered?.includes(p.cause) === true) return false;
  } else if (!standing(d, actor, p.cause)) return false;
  return conditionHolds(d, p.player, ab.condition ?? null, p.card);
}

/**
 * One raised Secret at its priority point: still in its owner's secrets and still answering its
 * action, it is revealed (into the graveyard), then its abilities of that trigger resolve, scope
 * CAUSE naming what raised it. Returns whether it resolved.
 */
function resolveSecret(ctx: Ctx, p: PendingSecret): boolean {
  const d = ctx.d;
  if (!d.players[p.player].secrets.some((c) => c.id === p.card)) return false;
  const abilities = definitionOf(d, p.def).on[p.trigger];
  const first = abilities[0];
  if (first === undefined || !secretHolds(ctx, p, first)) return false;
  emit(ctx, { type: "secretRevealed", player: p.player, card: p.card, def: p.def, trigger: p.trigger });
  for (const ab of abilities) {
    if (d.phase === "over") break;
    resolveAbility(ctx, ab, p.card, p.player, {}, undefined, p.cause);
  }
  return true;
}

/**
 * A priority point (RULES.md §16): the Secrets raised since the last one resolve, one at a time
 * in the order they were raised (by event, then oldest Secret first); if any did, a death check
 * follows at once — what a Secret killed leaves before the action goes on (a slain attacker never
 * strikes) — its ON_DEATH triggers queued for the next collection. Nothing happens, not even a
 * death check, when no Secret resolved: a Secret whose condition fails leaves no trace.
 */
export function priority(ctx: Ctx): void {
  const batch = ctx.secrets;
  if (batch === undefined || batch.length === 0) return;
  ctx.secrets = [];
  let resolved = false;
  for (const p of batch) {
    if (ctx.d.phase === "over") break;
    if (resolveSecret(ctx, p)) resolved = true;
  }
  if (!resolved || ctx.d.phase === "over") return;
  const deaths = deathCheck(ctx);
  if (deaths.length > 0) ctx.deaths = [...(ctx.deaths ?? []), ...deaths];
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
  causeEntity?: string,
): boolean {
  const d = ctx.d;
  if (!conditionHolds(d, player, ab.condition ?? null, source, cause)) return false;
  const n = ab.then === undefined ? 1 : ab.then.length + 1;
  for (let k = 0; k < n; k++) {
    const eff = k === 0 ? ab : ((ab.then as readonly Ability[])[k - 1] as Ability);
    if (d.phase === "over") break;
    const sel = select(d, player, source, eff.target, picks, d.rng, causeEntity);
    d.rng = sel.rng;
    const run = PRIMITIVES[eff.action] as unknown as (
      s: Draft,
      t: readonly string[],
      p: unknown,
      c: unknown,
    ) => Outcome;
    const out = run(
      d,
      sel.ids,
      eff.params,
      causeEntity === undefined
        ? { source, player, rng: d.rng }
        : { source, player, rng: d.rng, cause: causeEntity },
    );
    d.rng = out.rng;
    for (const ev of out.events) emit(ctx, ev);
    refreshAuras(ctx);
    // A priority point: Secrets this effect's events met resolve before the next effect.
    if (ctx.secrets !== undefined && ctx.secrets.length > 0) priority(ctx);
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
  resolveAbility(ctx, ab, p.source, p.player, {}, p.cause, p.causeEntity);
  if (p.permanent && SPENDING.includes(p.trigger)) spendUse(ctx, p.source);
}

/**
 * A permanent with charges loses one per resolution of a triggered or activated ability; one
 * with durability loses one at each end of its controller's turn (`kind`). At 0 it leaves at the
 * next death check.
 */
export function spendUse(ctx: Ctx, id: string, kind: "charges" | "durability" = "charges"): void {
  const perm =
    ctx.d.players.A.permanents.find((c) => c.id === id) ??
    ctx.d.players.B.permanents.find((c) => c.id === id);
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
  if (ctx.settled === true) return [];
  refreshAuras(ctx);
  if (d.phase === "over") return [];
  if (!anyDead(d)) {
    // Nobody died: until a non-quiet event, another check would find the same.
    ctx.settled = true;
    return heroesCheck(ctx) ? [] : NONE;
  }
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
  refreshAuras(ctx);
  if (heroesCheck(ctx)) return [];
  return queued.sort(byPlayOrder);
}

const NONE: Pending[] = [];

/** True when some creature or permanent is due to leave at a death check. */
function anyDead(d: Draft): boolean {
  for (const player of PLAYERS) {
    const p = d.players[player];
    for (const c of p.board) if (c.doomed === true || hpOf(d, c) <= 0) return true;
    for (const c of p.permanents) if (c.doomed === true || (c.uses !== undefined && c.uses <= 0)) return true;
  }
  return false;
}

/** Ends the game when a hero is at 0 HP (both: a draw); true when it did. */
function heroesCheck(ctx: Ctx): boolean {
  const d = ctx.d;
  const aDead = d.players.A.hp <= 0;
  const bDead = d.players.B.hp <= 0;
  if (!aDead && !bDead) return false;
  if (aDead && bDead) emit(ctx, { type: "gameOver", winner: null, reason: "both-heroes-died" });
  else emit(ctx, { type: "gameOver", winner: aDead ? "B" : "A", reason: "hero-died" });
  return true;
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

/**
 * Queues the raised triggers (in play order) and the death triggers of priority points, then runs
 * the death check and queues its triggers. (Any Secret still waiting resolves first: every event
 * that raises one is followed by a priority point, this one is a safeguard.)
 */
function collect(ctx: Ctx, queue: Pending[]): void {
  priority(ctx);
  if (ctx.raised.length > 0) {
    queue.push(...ctx.raised.sort(byPlayOrder));
    ctx.raised = [];
  }
  if (ctx.deaths !== undefined && ctx.deaths.length > 0) {
    queue.push(...ctx.deaths);
    ctx.deaths = [];
  }
  const deaths = deathCheck(ctx);
  for (const p of deaths) queue.push(p);
}
