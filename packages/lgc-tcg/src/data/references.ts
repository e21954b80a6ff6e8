/**
 * Referential checks: what a JSON Schema cannot see because it spans files (token ids, rank ids
 * and their cost ranges, subtype tags, evolutions, versions, collector numbers). Pure functions
 * over already schema-checked values; each problem is a {@link DataIssue} with file and pointer.
 */
import { pointer } from "@core/engine";
import { issue } from "./issues.js";
import type {
  Ability,
  Card,
  CardSet,
  Condition,
  DataIssue,
  Effect,
  Hero,
  HeroClass,
  Rank,
  SelectorFilter,
  Taxonomy,
  Token,
} from "./types.js";

/** What referential checks look things up in. */
export interface ReferenceContext {
  readonly taxonomy: Taxonomy;
  readonly ranks: readonly Rank[];
  readonly sets: readonly CardSet[];
  readonly tokenIds: ReadonlySet<string>;
  readonly cardIds: ReadonlySet<string>;
}

/** The subtype tag of a rank: its id in upper case ("haut_conseiller" → "HAUT_CONSEILLER"). */
export function rankTag(rank: Pick<Rank, "id">): string {
  return rank.id.toUpperCase();
}

/** Every known subtype tag, by axis. */
export function subtypeAxes(ctx: Pick<ReferenceContext, "taxonomy" | "ranks">): {
  readonly ranks: ReadonlySet<string>;
  readonly roles: ReadonlySet<string>;
  readonly nonMembers: ReadonlySet<string>;
} {
  return {
    ranks: new Set(ctx.ranks.map(rankTag)),
    roles: new Set(ctx.taxonomy.roles.map((r) => r.id)),
    nonMembers: new Set(ctx.taxonomy.nonMemberTags.map((t) => t.id)),
  };
}

function isKnownTag(ctx: ReferenceContext, tag: string): boolean {
  const axes = subtypeAxes(ctx);
  return axes.ranks.has(tag) || axes.roles.has(tag) || axes.nonMembers.has(tag);
}

/** Every effect of an ability with its JSON pointer (the ability itself, then its `then` list). */
export function effectsOf(ability: Ability, at: string): { readonly effect: Effect; readonly at: string }[] {
  return [
    { effect: ability, at },
    ...(ability.then ?? []).map((effect, i) => ({ effect, at: `${at}/then/${i}` })),
  ];
}

function checkFilter(
  ctx: ReferenceContext,
  filter: SelectorFilter | undefined,
  file: string | undefined,
  at: string,
): DataIssue[] {
  if (filter === undefined) return [];
  const out: DataIssue[] = [];
  if (filter.hasSubtype !== undefined && !isKnownTag(ctx, filter.hasSubtype)) {
    out.push(
      issue(
        "error",
        "unknown-subtype",
        file,
        `${at}/hasSubtype`,
        `unknown subtype tag "${filter.hasSubtype}"`,
      ),
    );
  }
  if (filter.costMin !== undefined && filter.costMax !== undefined && filter.costMin > filter.costMax) {
    out.push(
      issue(
        "error",
        "empty-filter",
        file,
        `${at}/costMin`,
        `costMin ${filter.costMin} is above costMax ${filter.costMax}`,
      ),
    );
  }
  return out;
}

function checkCondition(
  ctx: ReferenceContext,
  condition: Condition | null,
  trigger: Ability["trigger"],
  file: string | undefined,
  at: string,
): DataIssue[] {
  if (condition === null) return [];
  const out: DataIssue[] = [];
  for (const key of ["controlsSubtype", "summonedSubtype"] as const) {
    const tag = condition[key];
    if (tag !== undefined && !isKnownTag(ctx, tag))
      out.push(issue("error", "unknown-subtype", file, `${at}/${key}`, `unknown subtype tag "${tag}"`));
  }
  if (condition.attackTarget !== undefined && trigger !== "SECRET_ATTACK") {
    out.push(
      issue(
        "error",
        "condition-trigger",
        file,
        `${at}/attackTarget`,
        "attackTarget reads the attack a Secret answers: only a SECRET_ATTACK has one",
      ),
    );
  }
  if (condition.summonedSubtype !== undefined && trigger !== "ON_ALLY_SUMMONED") {
    out.push(
      issue(
        "error",
        "condition-trigger",
        file,
        `${at}/summonedSubtype`,
        "summonedSubtype reads the arriving creature: only a Camaraderie (ON_ALLY_SUMMONED) has one",
      ),
    );
  }
  const { ferveurCapAtLeast: min, ferveurCapAtMost: max } = condition;
  if (min !== undefined && max !== undefined && min > max) {
    out.push(
      issue("error", "empty-condition", file, `${at}/ferveurCapAtLeast`, `can never hold: ${min} > ${max}`),
    );
  }
  return out;
}

/**
 * The triggers raised by an entity's action, which scope CAUSE designates: the arriving creature
 * (ON_ALLY_SUMMONED, SECRET_SUMMON) or the attacker (SECRET_ATTACK).
 */
export const CAUSED_TRIGGERS: readonly Ability["trigger"][] = [
  "ON_ALLY_SUMMONED",
  "SECRET_ATTACK",
  "SECRET_SUMMON",
];

/** A Secret's triggers (RULES.md §16): only a Secret spell has them. */
export const SECRET_TRIGGERS: readonly Ability["trigger"][] = [
  "SECRET_ATTACK",
  "SECRET_SPELL",
  "SECRET_SUMMON",
];

/**
 * What every Secret costs (RULES.md §16): the Ferveur a player spends is public, so Secrets of one
 * cost keep it from telling them apart.
 */
export const SECRET_COST = 3;

/**
 * Referential checks of a list of abilities (tokens summoned or transformed into, tags, ranges,
 * CAUSE and COUNTER on triggers that have them). `secret`: they are a Secret card's, the only
 * abilities that may have a Secret trigger.
 */
export function checkAbilities(
  ctx: ReferenceContext,
  abilities: readonly Ability[],
  file: string | undefined,
  at: string,
  secret = false,
): DataIssue[] {
  const out: DataIssue[] = [];
  abilities.forEach((ability, i) => {
    const here = `${at}/${i}`;
    if (!secret && SECRET_TRIGGERS.includes(ability.trigger))
      out.push(
        issue(
          "error",
          "secret-trigger",
          file,
          `${here}/trigger`,
          `${ability.trigger} is a Secret's trigger: only a spell with the SECRET keyword has one`,
        ),
      );
    out.push(...checkCondition(ctx, ability.condition, ability.trigger, file, `${here}/condition`));
    for (const { effect, at: e } of effectsOf(ability, here)) {
      out.push(...checkFilter(ctx, effect.target.filter, file, `${e}/target/filter`));
      const tokens: [string, string][] = [];
      if (effect.action === "SUMMON") {
        const p = effect.params;
        if ("token" in p) tokens.push([p.token, `${e}/params/token`]);
        else {
          p.randomFrom.forEach((t, k) => {
            tokens.push([t, `${e}/params/randomFrom/${k}`]);
          });
        }
      }
      if (effect.action === "TRANSFORM") tokens.push([effect.params.token, `${e}/params/token`]);
      if (effect.action === "TUTOR" || effect.action === "RESURRECT")
        out.push(...checkFilter(ctx, effect.params.filter, file, `${e}/params/filter`));
      if (effect.action === "COUNTER" && ability.trigger !== "SECRET_SPELL")
        out.push(
          issue(
            "error",
            "counter-trigger",
            file,
            `${e}/action`,
            "COUNTER counters the spell being cast: only a SECRET_SPELL Secret has one",
          ),
        );
      if (effect.target.scope === "CAUSE" && !CAUSED_TRIGGERS.includes(ability.trigger))
        out.push(
          issue(
            "error",
            "cause-trigger",
            file,
            `${e}/target/scope`,
            `scope CAUSE names the entity whose action raised the trigger: only ${CAUSED_TRIGGERS.join(", ")} have one`,
          ),
        );
      for (const [id, p] of tokens) {
        if (!ctx.tokenIds.has(id))
          out.push(issue("error", "unknown-token", file, p, `no token "${id}" in tokens.json`));
      }
    }
  });
  return out;
}

/** Referential checks of one card version (set, rank and its cost range, subtypes, evolution, abilities). */
export function checkCard(ctx: ReferenceContext, card: Card, file?: string): DataIssue[] {
  const out: DataIssue[] = [];
  const set = ctx.sets.find((s) => s.code === card.setCode);
  if (set === undefined) {
    out.push(
      issue("error", "unknown-set", file, "/setCode", `no set with code "${card.setCode}" in sets.json`),
    );
  } else {
    if (set.name !== card.set) {
      out.push(
        issue("error", "set-name", file, "/set", `set ${set.code} is named "${set.name}", not "${card.set}"`),
      );
    }
    if (card.collectorNumber > set.size) {
      out.push(
        issue(
          "error",
          "collector-number",
          file,
          "/collectorNumber",
          `${card.collectorNumber} is above the set size ${set.size}`,
        ),
      );
    }
  }
  if (card.factions.includes("NEUTRAL") && card.factions.length > 1) {
    out.push(issue("error", "faction", file, "/factions", "a NEUTRAL card belongs to no class"));
  }
  if (card.evolutionOf !== null) {
    if (card.evolutionOf === card.id) {
      out.push(issue("error", "evolution", file, "/evolutionOf", "a card cannot be an evolution of itself"));
    } else if (!ctx.cardIds.has(card.evolutionOf)) {
      out.push(issue("error", "unknown-card", file, "/evolutionOf", `no card "${card.evolutionOf}"`));
    }
  }
  out.push(...checkSubtypes(ctx, card, file));
  const secret = (card.keywords as readonly string[]).includes("SECRET");
  if (secret && card.cost !== SECRET_COST)
    out.push(
      issue(
        "error",
        "secret-cost",
        file,
        "/cost",
        `a Secret costs ${SECRET_COST} Ferveur: the Ferveur spent is public, one cost keeps Secrets apart from each other (RULES.md §16)`,
      ),
    );
  out.push(...checkAbilities(ctx, card.abilities, file, "/abilities", secret));
  return out;
}

// Members carry their rank tag and one role; non-members one of BOSS/MONSTRE/MASCOTTE/PNJ (§6.1).
function checkSubtypes(ctx: ReferenceContext, card: Card, file: string | undefined): DataIssue[] {
  const out: DataIssue[] = [];
  const axes = subtypeAxes(ctx);
  card.subtypes.forEach((tag, i) => {
    if (!isKnownTag(ctx, tag))
      out.push(issue("error", "unknown-subtype", file, `/subtypes/${i}`, `unknown subtype tag "${tag}"`));
  });
  if ((card.rankId === null) !== (card.rankLabel === null)) {
    out.push(issue("error", "rank-label", file, "/rankLabel", "rankLabel is given exactly when rankId is"));
  }
  if (card.type !== "CREATURE") {
    if (card.rankId !== null) out.push(issue("error", "rank", file, "/rankId", "only creatures have a rank"));
    if (card.subtypes.length > 0)
      out.push(issue("error", "subtypes", file, "/subtypes", "only creatures have subtypes"));
    return out;
  }
  const ranks = card.subtypes.filter((t) => axes.ranks.has(t));
  const roles = card.subtypes.filter((t) => axes.roles.has(t));
  const others = card.subtypes.filter((t) => axes.nonMembers.has(t));
  if (card.rankId === null) {
    if (ranks.length > 0 || roles.length > 0 || others.length === 0) {
      out.push(
        issue(
          "error",
          "subtypes",
          file,
          "/subtypes",
          "a creature without rankId is a non-member: BOSS, MONSTRE, MASCOTTE or PNJ, no rank nor role",
        ),
      );
    }
    return out;
  }
  const rank = ctx.ranks.find((r) => r.id === card.rankId);
  if (rank === undefined) {
    out.push(issue("error", "unknown-rank", file, "/rankId", `no rank "${card.rankId}" in ranks.json`));
    return out;
  }
  if (ranks.length !== 1 || ranks[0] !== rankTag(rank) || roles.length !== 1 || others.length > 0) {
    out.push(
      issue(
        "error",
        "subtypes",
        file,
        "/subtypes",
        `a ${rank.label} carries exactly its rank tag ${rankTag(rank)} and one role`,
      ),
    );
  }
  if (card.cost < rank.costMin || card.cost > rank.costMax) {
    out.push(
      issue(
        "error",
        "rank-cost",
        file,
        "/cost",
        `a ${rank.label} costs ${rank.costMin}–${rank.costMax} (§6.2), not ${card.cost}`,
      ),
    );
  }
  return out;
}

/**
 * Referential checks of tokens.json: each (id, version) once, the versions of an id 1..n with
 * none missing (versioned like cards, §7.5), ids not clashing with card ids, known tags and tokens.
 */
export function checkTokens(ctx: ReferenceContext, tokens: readonly Token[], file?: string): DataIssue[] {
  const out: DataIssue[] = [];
  const seen = new Set<string>();
  const versions = new Map<string, number[]>();
  tokens.forEach((token, i) => {
    const at = pointer("tokens", i);
    const key = `${token.id}.v${token.version}`;
    if (seen.has(key))
      out.push(
        issue(
          "error",
          "duplicate-id",
          file,
          `${at}/id`,
          `token "${token.id}" v${token.version} is listed twice`,
        ),
      );
    seen.add(key);
    versions.set(token.id, [...(versions.get(token.id) ?? []), token.version]);
    if (ctx.cardIds.has(token.id))
      out.push(issue("error", "duplicate-id", file, `${at}/id`, `"${token.id}" is also a card id`));
    token.subtypes.forEach((tag, k) => {
      if (!isKnownTag(ctx, tag))
        out.push(
          issue("error", "unknown-subtype", file, `${at}/subtypes/${k}`, `unknown subtype tag "${tag}"`),
        );
    });
    out.push(...checkAbilities(ctx, token.abilities, file, `${at}/abilities`));
  });
  for (const [id, list] of versions) {
    const missing = missingVersion(list);
    if (missing !== null)
      out.push(
        issue(
          "error",
          "missing-version",
          file,
          "/tokens",
          `version ${missing} of token "${id}" is missing: versions are never deleted`,
        ),
      );
  }
  return out;
}

/** The first version absent from 1..max of `versions`, or null when none is. */
function missingVersion(versions: readonly number[]): number | null {
  const have = new Set(versions);
  const max = Math.max(...versions);
  for (let v = 1; v <= max; v++) if (!have.has(v)) return v;
  return null;
}

/** The thirteen classes of §4.3. */
export const HERO_CLASSES: readonly HeroClass[] = [
  "WARRIOR",
  "PALADIN",
  "HUNTER",
  "ROGUE",
  "PRIEST",
  "SHAMAN",
  "MAGE",
  "WARLOCK",
  "MONK",
  "DRUID",
  "DEMON_HUNTER",
  "DEATH_KNIGHT",
  "EVOKER",
];

/**
 * Referential checks of heroes.json: each class exactly once, powers' tokens and tags known, and
 * power versions 1..n with none missing, the current `power` the highest (§7.5).
 */
export function checkHeroes(ctx: ReferenceContext, heroes: readonly Hero[], file?: string): DataIssue[] {
  const out: DataIssue[] = [];
  const seen = new Set<HeroClass>();
  heroes.forEach((hero, i) => {
    if (seen.has(hero.class))
      out.push(
        issue("error", "duplicate-id", file, pointer("heroes", i, "class"), `${hero.class} is listed twice`),
      );
    seen.add(hero.class);
    out.push(...checkAbilities(ctx, hero.power.abilities, file, pointer("heroes", i, "power", "abilities")));
    (hero.previousPowers ?? []).forEach((power, k) => {
      const at = pointer("heroes", i, "previousPowers", k);
      out.push(...checkAbilities(ctx, power.abilities, file, `${at}/abilities`));
      if (power.version >= hero.power.version)
        out.push(
          issue(
            "error",
            "power-version",
            file,
            `${at}/version`,
            `the current power is v${hero.power.version}`,
          ),
        );
    });
    const versions = [hero.power.version, ...(hero.previousPowers ?? []).map((p) => p.version)];
    const missing = missingVersion(versions);
    if (missing !== null || new Set(versions).size !== versions.length)
      out.push(
        issue(
          "error",
          "missing-version",
          file,
          pointer("heroes", i, "power", "version"),
          `${hero.class}'s power versions must be 1..${hero.power.version}, each once: versions are never deleted`,
        ),
      );
  });
  for (const c of HERO_CLASSES) {
    if (!seen.has(c)) out.push(issue("error", "missing-hero", file, "/heroes", `no hero for class ${c}`));
  }
  return out;
}

/**
 * The design notes of sets.json (§7.3): every card an archetype or cycle names exists in that set,
 * and a card belongs to at most one archetype. `unchecked` are ids of card files that failed their
 * own checks (already reported): they are not reported again here.
 */
export function checkSetDesign(
  sets: readonly CardSet[],
  cards: readonly Pick<Card, "id" | "setCode">[],
  file?: string,
  unchecked: ReadonlySet<string> = new Set(),
): DataIssue[] {
  const out: DataIssue[] = [];
  const setOf = new Map(cards.map((c) => [c.id, c.setCode]));
  sets.forEach((set, i) => {
    const known = (id: string, at: string) => {
      if (setOf.get(id) !== set.code && !unchecked.has(id))
        out.push(issue("error", "unknown-card", file, at, `no card "${id}" in set ${set.code}`));
    };
    const owner = new Map<string, string>();
    (set.archetypes ?? []).forEach((a, k) => {
      a.cards.forEach((id, n) => {
        const at = pointer("sets", i, "archetypes", k, "cards", n);
        known(id, at);
        const other = owner.get(id);
        if (other !== undefined)
          out.push(issue("error", "archetype", file, at, `"${id}" is already in archetype ${other}`));
        owner.set(id, a.id);
      });
    });
    (set.cycles ?? []).forEach((c, k) => {
      c.cards.forEach((id, n) => {
        known(id, pointer("sets", i, "cycles", k, "cards", n));
      });
    });
  });
  return out;
}

/** Sanity of ranks.json: unique ids and orders, costMin ≤ costMax. */
export function checkRanks(ranks: readonly Rank[], file?: string): DataIssue[] {
  const out: DataIssue[] = [];
  const ids = new Set<string>();
  const orders = new Set<number>();
  ranks.forEach((rank, i) => {
    if (ids.has(rank.id))
      out.push(
        issue("error", "duplicate-id", file, pointer("ranks", i, "id"), `rank "${rank.id}" is listed twice`),
      );
    if (orders.has(rank.order))
      out.push(
        issue(
          "error",
          "duplicate-order",
          file,
          pointer("ranks", i, "order"),
          `order ${rank.order} is used twice`,
        ),
      );
    if (rank.costMin > rank.costMax) {
      out.push(
        issue(
          "error",
          "rank-cost",
          file,
          pointer("ranks", i, "costMin"),
          `costMin ${rank.costMin} is above costMax ${rank.costMax}`,
        ),
      );
    }
    ids.add(rank.id);
    orders.add(rank.order);
  });
  return out;
}
