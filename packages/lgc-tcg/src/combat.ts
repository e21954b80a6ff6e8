/**
 * Combat (seed §1, §5.2): creatures attack an enemy creature or the enemy hero; summoning
 * sickness except RUSH (creatures only); one attack per turn; TAUNT unless STEALTH; damage is
 * simultaneous and persists.
 */
import type { Ctx } from "./effects.js";
import { emit, priority, settle } from "./effects.js";
import { type Creature, heroId, opponent, type PlayerId, type State } from "./model.js";
import { damageEvents } from "./primitives.js";
import type { DuelRefusal } from "./refusals.js";
import { type Draft, findCreature } from "./state.js";
import { attackOf, hasKeyword, keywordsOf } from "./stats.js";

type S = State | Draft;

/** Why an attack is illegal, or null when it is legal. */
export function attackProblem(s: S, player: PlayerId, attacker: string, target: string): DuelRefusal | null {
  const a = findCreature(s, attacker);
  if (a === null || a.player !== player) return "not-your-creature";
  const c = a.creature;
  if ((c.attacks ?? 0) >= 1) return "already-attacked";
  if (attackOf(s, c) <= 0) return "no-attack";
  const sick = c.arrived !== undefined && c.arrived >= s.turn;
  if (sick && !hasKeyword(s, c, "RUSH")) return "summoning-sickness";
  const foe = opponent(player);
  const enemies = s.players[foe].board;
  if (target === heroId(foe)) {
    // RUSH lets a creature attack creatures on arrival, never the hero (§5.2).
    if (sick) return "rush-cannot-attack-hero";
  } else {
    const t = enemies.find((e) => e.id === target);
    if (t === undefined) return "invalid-target";
    if (keywordsOf(s, t).includes("STEALTH")) return "stealth";
  }
  const taunts = enemies.filter((e) => {
    const k = keywordsOf(s, e);
    return k.includes("TAUNT") && !k.includes("STEALTH");
  });
  if (taunts.length > 0 && !taunts.some((t) => t.id === target)) return "taunt";
  return null;
}

/**
 * Every legal attack target of `attacker` (enemy hero first, then creatures in play order): the
 * same rules as {@link attackProblem}, computed once for all targets.
 */
export function attackTargets(s: S, player: PlayerId, attacker: string): string[] {
  const a = findCreature(s, attacker);
  if (a === null || a.player !== player) return [];
  return targetsOf(s, a.creature, defenders(s, player));
}

/** What `player`'s creatures may attack, whoever attacks: the TAUNT wall, else everything visible. */
export interface Defenders {
  /** Enemy TAUNT creatures not in STEALTH, in play order (when any, the only targets). */
  readonly taunting: readonly string[];
  /** Enemy creatures not in STEALTH, in play order. */
  readonly visible: readonly string[];
  readonly hero: string;
  /** The hero, then `visible`: what a creature free to attack anything may hit. */
  readonly all: readonly string[];
}

/** The enemy side as `player`'s attackers see it (computed once for all of them). */
export function defenders(s: S, player: PlayerId): Defenders {
  const foe = opponent(player);
  const taunting: string[] = [];
  const visible: string[] = [];
  for (const e of s.players[foe].board) {
    const k = keywordsOf(s, e);
    if (k.includes("STEALTH")) continue;
    visible.push(e.id);
    if (k.includes("TAUNT")) taunting.push(e.id);
  }
  const hero = heroId(foe);
  return { taunting, visible, hero, all: [hero, ...visible] };
}

/** The targets of `c`, one of the attacking player's creatures, given the enemy `side`. */
export function targetsOf(s: S, c: Creature, side: Defenders): string[] {
  return sharedTargets(s, c, side).slice();
}

const NO_TARGETS: readonly string[] = [];

/** {@link targetsOf} as one of `side`'s lists, shared: read it, never edit it. */
export function sharedTargets(s: S, c: Creature, side: Defenders): readonly string[] {
  if ((c.attacks ?? 0) >= 1 || attackOf(s, c) <= 0) return NO_TARGETS;
  const sick = c.arrived !== undefined && c.arrived >= s.turn;
  if (sick && !hasKeyword(s, c, "RUSH")) return NO_TARGETS;
  if (side.taunting.length > 0) return side.taunting;
  return sick ? side.visible : side.all;
}

/**
 * Resolves a legal attack: the attack (STEALTH lost, ON_ATTACK raised), a priority point (the
 * defender's Secrets answering it, RULES.md §16), simultaneous damage — when the attacker is still
 * the attacking player's and in play, and a creature target still the defender's — then settle.
 */
export function attack(ctx: Ctx, player: PlayerId, attacker: string, target: string): void {
  const d = ctx.d;
  emit(ctx, { type: "attacked", player, attacker, target });
  priority(ctx);
  const a = findCreature(d, attacker);
  const foe = opponent(player);
  const onHero = target === heroId(foe);
  const t = onHero ? null : findCreature(d, target);
  // A Secret may have removed, stolen or bounced either side: the attack then deals no damage.
  const stands = a !== null && a.player === player && (onHero || t?.player === foe);
  if (!stands || d.phase === "over") {
    settle(ctx);
    return;
  }
  // Both hits are computed from the same moment, then applied: damage is simultaneous.
  // Both are creatures in play: LETHAL is read from them (what `lethalSource` finds them to be).
  const hits = damageEvents(
    d,
    attacker,
    target,
    attackOf(d, a.creature),
    hasKeyword(d, a.creature, "LETHAL"),
  );
  if (t !== null)
    hits.push(
      ...damageEvents(d, target, attacker, attackOf(d, t.creature), hasKeyword(d, t.creature, "LETHAL")),
    );
  for (const ev of hits) emit(ctx, ev);
  settle(ctx);
}
