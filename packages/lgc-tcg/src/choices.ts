/**
 * The CHOSEN choices of an intent (seed §1.1, §8.3): which "SIDE:KIND" pairs an ability list
 * needs and their legal candidates, whether an intent's `targets` fit them, and every assignment
 * of them for the list of legal intents.
 */
import type { Ability } from "./data/types.js";
import type { PlayerId, State, Targets } from "./model.js";
import type { DuelRefusal } from "./refusals.js";
import { candidates, choiceKey, FOR_CHOICE, isCandidate } from "./selectors.js";
import type { Draft } from "./state.js";
import { conditionHolds } from "./stats.js";

type S = State | Draft;

/**
 * The CHOSEN choices an ability list needs: "SIDE:KIND" → legal candidates, for abilities whose
 * condition holds now. One entry per pair: every selector sharing it gets the same entity (§1.1).
 */
export function choicesOf(
  s: S,
  player: PlayerId,
  source: string,
  abilities: readonly Ability[],
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const ab of abilities) {
    if (!conditionHolds(s, player, ab.condition ?? null, source)) continue;
    addChoice(s, player, source, ab, out);
    if (ab.then !== undefined) for (const eff of ab.then) addChoice(s, player, source, eff, out);
  }
  return out;
}

const NO_CHOICES: ReadonlyMap<string, string[]> = new Map();

/** {@link choicesOf}, read only: no abilities need no choice and allocate nothing (most cards). */
export function neededChoices(
  s: S,
  player: PlayerId,
  source: string,
  abilities: readonly Ability[],
): ReadonlyMap<string, string[]> {
  return abilities.length === 0 ? NO_CHOICES : choicesOf(s, player, source, abilities);
}

/** Adds the candidates of one effect's CHOSEN selector to `out` (a shared pair keeps the common ones). */
function addChoice(
  s: S,
  player: PlayerId,
  source: string,
  eff: Pick<Ability, "target">,
  out: Map<string, string[]>,
): void {
  if (eff.target.scope !== "CHOSEN") return;
  const key = choiceKey(eff.target);
  const pool = candidates(s, player, source, eff.target, FOR_CHOICE);
  const prev = out.get(key);
  out.set(key, prev === undefined ? pool : prev.filter((id) => pool.includes(id)));
}

/**
 * Checks `targets` against the needed choices. `optional`: a pair with no candidate is skipped
 * (a creature's battlecry fizzles) instead of making the intent illegal (spells, powers).
 */
export function targetsProblem(
  choices: ReadonlyMap<string, string[]>,
  targets: Targets | undefined,
  optional: boolean,
): DuelRefusal | null {
  if (targets === undefined && choices.size === 0) return null;
  const given = targets ?? {};
  for (const key in given) if (Object.hasOwn(given, key) && !choices.has(key)) return "unexpected-target";
  for (const [key, pool] of choices) {
    const id = given[key];
    if (pool.length === 0) {
      if (optional) {
        if (id !== undefined) return "invalid-target";
        continue;
      }
      return "no-valid-target";
    }
    if (id === undefined) return "missing-target";
    if (!pool.includes(id)) return "invalid-target";
  }
  return null;
}

/**
 * True when `targets` names, for every choice the abilities need now, one of its candidates, and
 * names no other choice: the targets are legal (as {@link targetsProblem} would find), checked
 * without listing any candidates. False says nothing: the full check then gives the reason.
 */
export function targetsConfirmed(
  s: S,
  player: PlayerId,
  source: string,
  abilities: readonly Ability[],
  targets: Targets | undefined,
): boolean {
  if (targets === undefined) return false;
  const needed: string[] = [];
  for (const ab of abilities) {
    if (!conditionHolds(s, player, ab.condition ?? null, source)) continue;
    if (!chosenConfirmed(s, player, source, ab, targets, needed)) return false;
    if (ab.then !== undefined)
      for (const eff of ab.then) if (!chosenConfirmed(s, player, source, eff, targets, needed)) return false;
  }
  let given = 0;
  for (const key in targets) if (Object.hasOwn(targets, key)) given++;
  return given === needed.length;
}

/** One effect's part of {@link targetsConfirmed}; `needed` collects the pairs met so far. */
function chosenConfirmed(
  s: S,
  player: PlayerId,
  source: string,
  eff: Pick<Ability, "target">,
  targets: Targets,
  needed: string[],
): boolean {
  if (eff.target.scope !== "CHOSEN") return true;
  const key = choiceKey(eff.target);
  const id = targets[key];
  if (id === undefined || !isCandidate(s, player, source, eff.target, id, FOR_CHOICE)) return false;
  if (!needed.includes(key)) needed.push(key);
  return true;
}

/** Every assignment of the choices: the cartesian product of their candidates (empty pairs skipped). */
export function targetSets(choices: ReadonlyMap<string, string[]>): (Targets | undefined)[] {
  if (choices.size === 0) return [undefined];
  let sets: Record<string, string>[] | null = null;
  for (const [key, pool] of choices) {
    if (pool.length === 0) continue;
    // Written out (no spread with a computed key, which is slow): this runs for every card in
    // hand at every `legalActions`.
    const next: Record<string, string>[] = [];
    if (sets === null) {
      for (const id of pool) {
        const t: Record<string, string> = {};
        t[key] = id;
        next.push(t);
      }
    } else {
      for (const prev of sets)
        for (const id of pool) {
          const t: Record<string, string> = { ...prev };
          t[key] = id;
          next.push(t);
        }
    }
    sets = next;
  }
  return sets ?? [undefined];
}

export function someEmpty(choices: ReadonlyMap<string, string[]>): boolean {
  for (const pool of choices.values()) if (pool.length === 0) return true;
  return false;
}

/**
 * Why `targets` do not fit the choices `abilities` need now, or null (see {@link targetsProblem}
 * for `optional`). Targets naming a candidate for every choice are confirmed without listing any.
 */
export function choiceProblem(
  s: S,
  player: PlayerId,
  source: string,
  abilities: readonly Ability[],
  targets: Targets | undefined,
  optional: boolean,
): DuelRefusal | null {
  if (targetsConfirmed(s, player, source, abilities, targets)) return null;
  return targetsProblem(neededChoices(s, player, source, abilities), targets, optional);
}
