/**
 * The §9.1 guard-rails the linter enforces on the latest version of each card:
 *
 * - the §9 budget band (70–115 %) is a guide, so a card may leave it — but never silently: out of
 *   band without a documented `budgetException` is an error;
 * - "un sort ne doit jamais dominer une créature de même coût sur le seul terrain de la
 *   puissance immédiate": a spell's effect points may not exceed the stat points a creature of
 *   the same cost carries (2 × cost + 1);
 * - §6.3: an evolution (`evolutionOf`) never strictly dominates the card it evolves (cheaper or
 *   as cheap, and at least as strong in every respect); it should also cost more.
 */
import { type CreatureBudget, cardBudget, type EffectBudget, statBudget } from "./budget.js";
import { cardFile, getCard } from "./corpus.js";
import { issue } from "./issues.js";
import type { Card, Corpus, DataIssue } from "./types.js";

/** The band check: an error out of band without a reason, a warning for a reason not needed. */
export function budgetIssues(
  card: Card,
  budget: CreatureBudget | EffectBudget,
  message: string,
): DataIssue[] {
  const file = cardFile(card);
  if (!budget.inBand && card.budgetException === undefined)
    return [
      issue(
        "error",
        "budget",
        file,
        "",
        `${message}; outside the band a card needs a documented budgetException`,
      ),
    ];
  if (budget.inBand && card.budgetException !== undefined)
    return [
      issue(
        "warning",
        "budget-exception",
        file,
        "/budgetException",
        "the card is within 70–115 %: its budgetException explains nothing and can go",
      ),
    ];
  return [];
}

/** §9.1: a spell's immediate effect points never exceed a same-cost creature's stat points. */
export function spellDominance(card: Card, budget: CreatureBudget | EffectBudget): DataIssue[] {
  if (card.type !== "SPELL" || budget.kind !== "effect") return [];
  const creature = statBudget(card.cost);
  if (budget.points <= creature) return [];
  return [
    issue(
      "error",
      "spell-dominates",
      cardFile(card),
      "",
      `${budget.points} effect points for ${card.cost} Ferveur beat the ${creature} stat points of a creature of the same cost, which also stays in play: a spell never dominates a creature of the same cost (§9.1)`,
    ),
  ];
}

const json = (x: unknown) => JSON.stringify(x);

// At least as strong in every respect: stats, keywords and abilities (an original's ability kept
// as is), or for non-creatures at least the effect points.
function atLeastAsStrong(corpus: Corpus, evolved: Card, original: Card): boolean {
  if (evolved.type === "CREATURE" && original.type === "CREATURE") {
    const abilities = new Set(evolved.abilities.map(json));
    return (
      evolved.atk >= original.atk &&
      evolved.hp >= original.hp &&
      original.keywords.every((k) => evolved.keywords.includes(k)) &&
      original.abilities.every((a) => abilities.has(json(a)))
    );
  }
  const a = cardBudget(corpus, evolved);
  const b = cardBudget(corpus, original);
  return a.kind === "effect" && b.kind === "effect" && a.points >= b.points;
}

/**
 * §6.3 on an evolution: an error when it strictly dominates the current version of its original
 * (costs no more and is at least as strong in every respect), a warning when it does not cost
 * more ("Elle coûte plus cher et fait plus de choses").
 */
export function evolutionIssues(corpus: Corpus, card: Card): DataIssue[] {
  if (card.evolutionOf === null) return [];
  const original = getCard(corpus, card.evolutionOf);
  if (original === undefined) return [];
  const file = cardFile(card);
  const out: DataIssue[] = [];
  if (card.cost <= original.cost && atLeastAsStrong(corpus, card, original))
    out.push(
      issue(
        "error",
        "evolution-dominates",
        file,
        "/evolutionOf",
        `dominates "${original.id}" v${original.version} (cost ${card.cost} ≤ ${original.cost}, nothing weaker): an evolution never replaces its original (§6.3)`,
      ),
    );
  else if (card.cost <= original.cost)
    out.push(
      issue(
        "warning",
        "evolution-cost",
        file,
        "/cost",
        `costs ${card.cost}, no more than "${original.id}" (${original.cost}): an evolution costs more and does more (§6.3)`,
      ),
    );
  return out;
}
