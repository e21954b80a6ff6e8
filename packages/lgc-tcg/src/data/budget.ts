/**
 * The balance yardsticks of §9: a creature's stat budget (ATK + PV = 2 × cost + 1, minus keyword
 * and ability costs) and a spell's or permanent's effect points (against 1.5 × cost + 1, with the
 * §9.1 conversion table). Both are guides the linter reports, never rules that block (§9.1:
 * tolerance 70–115 %). Where the seed gives no number, the estimates below are ours, named and
 * documented in DATA.md, so that two tools compute the same figure.
 */
import type { Ability, Card, CardKeyword, Effect, KeywordInfo, Selector, Token, Trigger } from "./types.js";

/** The tolerance band of §9.1, in percent of the yardstick. */
export const BUDGET_BAND = { min: 70, max: 115 } as const;

/** §9: stat points a creature of this cost may carry. */
export function statBudget(cost: number): number {
  return 2 * cost + 1;
}

/** §9.1: effect points a spell or permanent of this cost may buy. */
export function effectTarget(cost: number): number {
  return 1.5 * cost + 1;
}

/** The §9.1 conversion table: effect points per unit. */
export const POINTS = {
  /** 1 damage to a creature: the reference unit. */
  creatureDamage: 1,
  /** 1 damage to a hero is worth less: 1.5 damage per point. */
  heroDamage: 1 / 1.5,
  /** A card drawn: 0.7 card per point, so ~1.43 points. */
  card: 1 / 0.7,
  /** 1 point of healing or armor. */
  heal: 1,
  /** 1 stat point given to a creature (+1/+1 ≈ 2 points). */
  stat: 1,
} as const;

/** Our estimates where §9.1 is silent (DATA.md explains each). */
export const ESTIMATES = {
  /** Destroying any creature: the top of the §7.3 removal cycle (6 Ferveur) at 80 %. */
  destroyCreature: 8,
  /** Destroying a creature of cost ≤ N: as dealing N + 1 damage. */
  destroyPerCost: 1,
  /** Destroying a permanent. */
  destroyPermanent: 3,
  silence: 2,
  /** Returning a creature to hand: costs its owner a tempo, kills nothing (§7.3). */
  bounce: 2,
  /** Stats a transformed creature is assumed to have had (as for destroy). */
  transformReference: 8,
  /** Reference ATK and PV of the creature a SET_STATS lands on. */
  setStatsReference: 3,
  /** A card tutored: a card drawn plus the choice. */
  tutorCard: 2,
  /** A creature back from the graveyard: the stats of a 2-Ferveur body, the best is not always there. */
  resurrectCreature: 5,
  /** An enemy spell countered: about what a 3-Ferveur spell buys (§9.1: 5.5), a little less. */
  counterSpell: 5,
  /** 1 Ferveur this turn: the §9.1 slope. */
  ferveurCurrent: 1.5,
  /** 1 Ferveur of cap: it pays again every later turn. */
  ferveurCap: 3,
  /** Expected matches of an ALL selector, per side: creatures (2, or 1 with a filter), heroes 1, permanents 1, cards in hand (3, or 1 with a filter). */
  allCreatures: 2,
  allFiltered: 1,
  allCards: 3,
} as const;

/**
 * How many times a creature's ability is expected to resolve: once for ON_PLAY and ON_DEATH,
 * twice for anything that repeats (Rituel, Riposte, Assaut, Camaraderie, Écho, Aura, Activable).
 */
export const TRIGGER_FACTOR: Readonly<Record<Trigger, number>> = {
  ON_PLAY: 1,
  ON_DEATH: 1,
  ON_TURN_START: 2,
  ON_TURN_END: 2,
  ON_DAMAGE_TAKEN: 2,
  ON_ATTACK: 2,
  ON_ALLY_SUMMONED: 2,
  ON_SPELL_CAST: 2,
  CONTINUOUS: 2,
  MANUAL: 2,
  // A Secret resolves once, then it is gone.
  SECRET_ATTACK: 1,
  SECRET_SPELL: 1,
  SECRET_SUMMON: 1,
};

/** A conditional ability is assumed to apply half the time. */
export const CONDITION_FACTOR = 0.5;

/** §9: an ability costs a creature 1 to 4 stat points; a drawback gives back up to 4. */
export const ABILITY_COST_LIMIT = 4;

/** What the budget needs besides the card: keyword stat costs and the tokens summoned. */
export interface BudgetContext {
  readonly taxonomy: { readonly keywords: readonly KeywordInfo[] };
  readonly tokens: Readonly<Record<string, Token>>;
}

/** One ability's value. */
export interface AbilityBudget {
  readonly index: number;
  readonly trigger: Trigger;
  /** Effect points of one resolution. */
  readonly points: number;
  /** Expected resolutions × condition factor. */
  readonly factor: number;
  /** points × factor. */
  readonly value: number;
  /** Creatures only: the stat points the ability takes from the budget (negative: a drawback). */
  readonly statCost?: number;
}

/** A creature against its stat budget. */
export interface CreatureBudget {
  readonly kind: "creature";
  /** 2 × cost + 1. */
  readonly budget: number;
  readonly keywordCost: number;
  readonly abilityCost: number;
  readonly abilities: readonly AbilityBudget[];
  /** budget − keywordCost − abilityCost. */
  readonly available: number;
  /** ATK + PV. */
  readonly stats: number;
  /** stats / available in percent, one decimal; null when nothing is available. */
  readonly percent: number | null;
  readonly inBand: boolean;
}

/** A spell or permanent against its effect-point yardstick. */
export interface EffectBudget {
  readonly kind: "effect";
  /** 1.5 × cost + 1. */
  readonly target: number;
  readonly abilities: readonly AbilityBudget[];
  /** Total effect points, two decimals. */
  readonly points: number;
  readonly percent: number;
  readonly inBand: boolean;
}

/** The stat cost of a keyword (§5.2, from taxonomy.json). */
export function keywordCost(ctx: BudgetContext, keyword: CardKeyword): number {
  return ctx.taxonomy.keywords.find((k) => k.id === keyword)?.statCost ?? 0;
}

/** A token's worth in stat points: ATK + PV + its keywords' costs. */
export function tokenValue(ctx: BudgetContext, id: string): number {
  const token = ctx.tokens[id];
  if (token === undefined) return 0;
  return token.atk + token.hp + token.keywords.reduce((sum, k) => sum + keywordCost(ctx, k), 0);
}

/** Expected matches of a selector, split by who they belong to; `free` ones the player picks. */
export function expectedTargets(selector: Selector): {
  readonly ally: number;
  readonly enemy: number;
  readonly free: number;
} {
  const { side, scope, kind } = selector;
  if (scope === "SELF" || side === "SELF") return { ally: 1, enemy: 0, free: 0 };
  if (scope === "CAUSE") {
    // The one creature whose action raised the trigger, on the side the selector names.
    if (side === "ANY") return { ally: 0.5, enemy: 0.5, free: 0 };
    return side === "ALLY" ? { ally: 1, enemy: 0, free: 0 } : { ally: 0, enemy: 1, free: 0 };
  }
  if (scope === "CHOSEN") {
    if (side === "ANY") return { ally: 0, enemy: 0, free: 1 };
    return side === "ALLY" ? { ally: 1, enemy: 0, free: 0 } : { ally: 0, enemy: 1, free: 0 };
  }
  let n = selector.count ?? 1;
  if (scope === "ALL") {
    const filtered = selector.filter !== undefined;
    const creatures = filtered ? ESTIMATES.allFiltered : ESTIMATES.allCreatures;
    n = {
      CREATURE: creatures,
      HERO: 1,
      PERMANENT: 1,
      CARD_IN_HAND: filtered ? ESTIMATES.allFiltered : ESTIMATES.allCards,
      ANY: creatures + 1,
    }[kind];
    if (side === "ANY") return { ally: n, enemy: n, free: 0 };
  } else if (side === "ANY") {
    return { ally: n / 2, enemy: n / 2, free: 0 }; // random or extreme on either side: a coin flip
  }
  return side === "ALLY" ? { ally: n, enemy: 0, free: 0 } : { ally: 0, enemy: n, free: 0 };
}

/**
 * The value of one effect on one target of the controller's side (negative for harm). On an enemy
 * the sign flips; on a target the player chooses it counts as its absolute value.
 */
export function allyValue(ctx: BudgetContext, effect: Effect, source?: Card | Token): number {
  switch (effect.action) {
    case "DEAL_DAMAGE":
      return (
        -effect.params.amount * (effect.target.kind === "HERO" ? POINTS.heroDamage : POINTS.creatureDamage)
      );
    case "HEAL":
    case "GAIN_ARMOR":
      return effect.params.amount * POINTS.heal;
    case "DRAW":
      return effect.params.count * POINTS.card;
    case "DISCARD":
      return -POINTS.card;
    case "SUMMON": {
      const p = effect.params;
      const ids = "token" in p ? [p.token] : p.randomFrom;
      const each = ids.reduce((sum, id) => sum + tokenValue(ctx, id), 0) / ids.length;
      return p.count * each * POINTS.stat;
    }
    case "DESTROY":
      return -destroyValue(effect.target);
    case "BUFF":
      return (effect.params.atk + effect.params.hp) * POINTS.stat;
    case "SET_STATS": {
      const ref = ESTIMATES.setStatsReference;
      const { atk, hp } = effect.params;
      return ((atk === undefined ? 0 : atk - ref) + (hp === undefined ? 0 : hp - ref)) * POINTS.stat;
    }
    case "GRANT_KEYWORD":
      return keywordCost(ctx, effect.params.keyword);
    case "SILENCE":
      return -ESTIMATES.silence;
    case "BOUNCE":
      return -ESTIMATES.bounce;
    case "TRANSFORM": {
      const self =
        effect.target.scope === "SELF" && source !== undefined && "atk" in source && source.atk !== undefined;
      const before = self ? source.atk + (source.hp ?? 0) : ESTIMATES.transformReference;
      return tokenValue(ctx, effect.params.token) - before;
    }
    case "COPY":
      return POINTS.card;
    case "GAIN_MANA":
      return (
        effect.params.amount *
        (effect.params.pool === "CAP" ? ESTIMATES.ferveurCap : ESTIMATES.ferveurCurrent)
      );
    case "TUTOR":
      return effect.params.count * ESTIMATES.tutorCard;
    case "RESURRECT":
      return effect.params.count * ESTIMATES.resurrectCreature;
    case "STEAL":
      // The creature the opponent loses and the body the controller gains: twice a destroy.
      return -2 * destroyValue(effect.target);
    case "COUNTER":
      // Harm to the player whose spell it counters (the target is that player's hero).
      return -ESTIMATES.counterSpell;
  }
}

/** What destroying one target of this selector is worth (§7.3's removal cycle; a cost filter caps it). */
function destroyValue(target: Selector): number {
  if (target.kind === "PERMANENT") return ESTIMATES.destroyPermanent;
  const max = target.filter?.costMax;
  return max === undefined
    ? ESTIMATES.destroyCreature
    : Math.min(ESTIMATES.destroyCreature, max + ESTIMATES.destroyPerCost);
}

/** Effect points of one effect: its value over its expected targets. */
export function effectPoints(ctx: BudgetContext, effect: Effect, source?: Card | Token): number {
  const v = allyValue(ctx, effect, source);
  const t = expectedTargets(effect.target);
  if (effect.action === "COPY") return Math.abs(v) * (t.ally + t.enemy + t.free); // the copy is always yours
  return v * t.ally - v * t.enemy + Math.abs(v) * t.free;
}

/** Effect points of one resolution of an ability (its first effect and its `then` list). */
export function abilityPoints(ctx: BudgetContext, ability: Ability, source?: Card | Token): number {
  return [ability, ...(ability.then ?? [])].reduce((sum, e) => sum + effectPoints(ctx, e, source), 0);
}

// A creature that transforms itself does so once, whatever its trigger.
function transformsItself(ability: Ability): boolean {
  return [ability, ...(ability.then ?? [])].some(
    (e) => e.action === "TRANSFORM" && e.target.scope === "SELF",
  );
}

function roundHalfAway(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** The stat cost of an ability of this value: ±1 to ±4, rounded half away from zero (§9). */
export function abilityStatCost(value: number): number {
  if (value === 0) return 0;
  const r = roundHalfAway(value);
  const limited = Math.min(ABILITY_COST_LIMIT, Math.max(-ABILITY_COST_LIMIT, r));
  return limited === 0 ? Math.sign(value) : limited;
}

function inBand(percent: number | null): boolean {
  return percent !== null && percent >= BUDGET_BAND.min && percent <= BUDGET_BAND.max;
}

/** A creature (card or token) against §9's stat budget. */
export function creatureBudget(ctx: BudgetContext, card: Card | Token, cost: number): CreatureBudget {
  const budget = statBudget(cost);
  const kw = card.keywords.reduce((sum, k) => sum + keywordCost(ctx, k), 0);
  const abilities = card.abilities.map((ability, index): AbilityBudget => {
    const points = abilityPoints(ctx, ability, card);
    const repeat = transformsItself(ability) ? 1 : TRIGGER_FACTOR[ability.trigger];
    const factor = repeat * (ability.condition === null ? 1 : CONDITION_FACTOR);
    const value = points * factor;
    return {
      index,
      trigger: ability.trigger,
      points: round(points, 2),
      factor,
      value: round(value, 2),
      statCost: abilityStatCost(value),
    };
  });
  const abilityCost = abilities.reduce((sum, a) => sum + (a.statCost ?? 0), 0);
  const available = budget - kw - abilityCost;
  const stats = "atk" in card && card.atk !== undefined ? card.atk + (card.hp ?? 0) : 0;
  const percent = available > 0 ? round((stats / available) * 100, 1) : null;
  return {
    kind: "creature",
    budget,
    keywordCost: kw,
    abilityCost,
    abilities,
    available,
    stats,
    percent,
    inBand: inBand(percent),
  };
}

/**
 * A spell or permanent against §9.1's effect points. A spell resolves once; a permanent's
 * triggered or activated abilities resolve once per charge (or per turn of durability), its
 * ON_PLAY ones once.
 */
export function effectBudget(ctx: BudgetContext, card: Card): EffectBudget {
  const target = effectTarget(card.cost);
  const uses = card.type === "PERMANENT" ? (card.charges ?? card.durability ?? 1) : 1;
  const abilities = card.abilities.map((ability, index): AbilityBudget => {
    const points = abilityPoints(ctx, ability, card);
    const repeat = ability.trigger === "ON_PLAY" ? 1 : uses;
    const factor = repeat * (ability.condition === null ? 1 : CONDITION_FACTOR);
    return {
      index,
      trigger: ability.trigger,
      points: round(points, 2),
      factor,
      value: round(points * factor, 2),
    };
  });
  const total = card.abilities.reduce(
    (sum, a, i) => sum + abilityPoints(ctx, a, card) * (abilities[i]?.factor ?? 1),
    0,
  );
  const percent = round((total / target) * 100, 1);
  return { kind: "effect", target, abilities, points: round(total, 2), percent, inBand: inBand(percent) };
}

/** The budget of any card: stat budget for creatures, effect points otherwise. */
export function cardBudget(ctx: BudgetContext, card: Card): CreatureBudget | EffectBudget {
  return card.type === "CREATURE" ? creatureBudget(ctx, card, card.cost) : effectBudget(ctx, card);
}
