/**
 * The §9.1 guard-rails the linter enforces on the latest version of each card:
 *
 * - the §9 budget band (70–115 %) is a guide, so a card may leave it — but never silently: out of
 *   band without a documented `budgetException` is an error;
 * - "un sort ne doit jamais dominer une créature de même coût sur le seul terrain de la
 *   puissance immédiate": a spell's effect points may not exceed the stat points a creature of
 *   the same cost carries (2 × cost + 1);
 * - §6.3: an evolution (`evolutionOf`) « coûte plus cher et fait plus de choses » and « ne doit
 *   jamais dominer strictement l'ancienne »: it costs more, it does more (more value against the
 *   §9 budget: stats and what its keywords and abilities are worth, or effect points), it is not
 *   a better deal per Ferveur (its budget percent above both 100 % and its original's: power
 *   creep), and it is never as cheap and at least as strong in every respect.
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
 * What a card does, against the §9 budget: a creature's stats plus what its keywords and
 * abilities are worth in stat points; a spell's or permanent's effect points.
 */
export function budgetValue(b: CreatureBudget | EffectBudget): number {
  return b.kind === "creature" ? b.stats + b.keywordCost + b.abilityCost : b.points;
}

/**
 * §6.3 on an evolution, against the current version of its original, each an error:
 * `evolution-dominates` (as cheap or cheaper and at least as strong in every respect),
 * `evolution-cost` (it does not cost more), `evolution-does-less` (its budget value — stats and
 * the worth of its keywords and abilities, or effect points — is not above its original's) and
 * `evolution-power-creep` (its budget percent is above both 100 % and its original's: more per
 * Ferveur than the yardstick and than the card it evolves, « du power creep pur »).
 */
export function evolutionIssues(corpus: Corpus, card: Card): DataIssue[] {
  if (card.evolutionOf === null) return [];
  const original = getCard(corpus, card.evolutionOf);
  if (original === undefined) return [];
  const file = cardFile(card);
  const out: DataIssue[] = [];
  const them = `"${original.id}" v${original.version}`;
  if (card.cost <= original.cost && atLeastAsStrong(corpus, card, original))
    out.push(
      issue(
        "error",
        "evolution-dominates",
        file,
        "/evolutionOf",
        `dominates ${them} (cost ${card.cost} ≤ ${original.cost}, nothing weaker): an evolution never replaces its original (§6.3)`,
      ),
    );
  else if (card.cost <= original.cost)
    out.push(
      issue(
        "error",
        "evolution-cost",
        file,
        "/cost",
        `costs ${card.cost}, no more than ${them} (${original.cost}): an evolution costs more and does more (§6.3)`,
      ),
    );
  const mine = cardBudget(corpus, card);
  const theirs = cardBudget(corpus, original);
  if (budgetValue(mine) <= budgetValue(theirs))
    out.push(
      issue(
        "error",
        "evolution-does-less",
        file,
        "",
        `worth ${budgetValue(mine)} against the §9 budget, no more than ${them} (${budgetValue(theirs)}): an evolution does more (§6.3)`,
      ),
    );
  const ceiling = Math.max(100, theirs.percent ?? 0);
  if (mine.percent !== null && mine.percent > ceiling)
    out.push(
      issue(
        "error",
        "evolution-power-creep",
        file,
        "",
        `${mine.percent} % of its budget, above both 100 % and ${them}'s ${theirs.percent ?? "n/a"} %: an evolution is no better deal per Ferveur than the card it evolves (§6.3 « power creep »)`,
      ),
    );
  return out;
}
