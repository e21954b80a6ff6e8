/**
 * The card linter (`games tcg lint`): schema and reference errors; missing or incomplete English
 * words (issue 30, `translations.ts`); the §9.1 guard-rails as errors
 * (a budget outside 70–115 % without a documented `budgetException`, a spell dominating a
 * creature of its cost, an evolution that does not cost more and do more than its original, or
 * dominates it), a complete set off its §7.1 / §7.2 targets, and a NEUTRAL card using a mechanic
 * §11.2 reserves for the classes (area damage §7.3, resurrection, counter-magic, stealing,
 * transforming opponents, copying their cards, raising the Ferveur cap, Secrets); design
 * warnings (two target choices in one ability §1.1, unused tokens, a set in progress over its
 * targets); and the set report (§7.1–§7.4, archetypes and cycles of §7.3, cards per class).
 */
import { abilityPoints, type CreatureBudget, cardBudget, type EffectBudget } from "./budget.js";
import { type CorpusFiles, cardFile, checkCorpus, latestCards } from "./corpus.js";
import { validateDeck } from "./decks.js";
import { budgetIssues, evolutionIssues, spellDominance } from "./guards.js";
import { issue } from "./issues.js";
import { effectsOf } from "./references.js";
import {
  type ClassCount,
  classCounts,
  RARITIES,
  type SetReport,
  setIssues,
  setReports,
  TYPES,
} from "./sets.js";
import { translationIssues } from "./translations.js";
import type { Ability, Card, CardType, Corpus, DataIssue, Effect, HeroClass, Rarity } from "./types.js";

/** One card version's budget line. */
export interface CardLint {
  readonly file: string;
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly type: CardType;
  readonly rarity: Rarity;
  readonly cost: number;
  readonly budget: CreatureBudget | EffectBudget;
  /** The card's documented reason to sit outside the band, if any. */
  readonly budgetException?: string;
}

/** A hero power's effect points, against §4.3's yardstick of ~2 points for 2 Ferveur. */
export interface HeroPowerLint {
  readonly class: HeroClass;
  readonly power: string;
  readonly cost: number;
  /** Effect points of one use (conditional abilities at their full value, each shown apart). */
  readonly points: readonly number[];
}

/** Everything the linter found. `errors` non-empty means the data is unusable (exit 1). */
export interface LintReport {
  readonly errors: readonly DataIssue[];
  readonly warnings: readonly DataIssue[];
  /** Budgets of the latest version of every card, in collector order. */
  readonly cards: readonly CardLint[];
  readonly sets: readonly SetReport[];
  /** Cards per class over every set (latest versions; §11.2: 25–30 per playable class). */
  readonly classes: readonly ClassCount[];
  readonly heroes: readonly HeroPowerLint[];
  readonly counts: {
    readonly cards: number;
    readonly versions: number;
    readonly tokens: number;
    readonly heroes: number;
    readonly decks: number;
  };
}

/**
 * Lints a data directory's parsed files. `readIssues` are problems met while reading (unparsable
 * JSON). Never throws.
 */
export function lintFiles(files: CorpusFiles, readIssues: readonly DataIssue[] = []): LintReport {
  const { corpus, issues } = checkCorpus(files);
  const errors = [...readIssues, ...issues.filter((i) => i.severity === "error")];
  const warnings = issues.filter((i) => i.severity === "warning");
  const deckFiles = Object.keys(files)
    .filter((f) => f.startsWith("decks/"))
    .sort();
  if (corpus === null) {
    const versions = Object.keys(files).filter((f) => f.startsWith("cards/")).length;
    return {
      errors,
      warnings,
      cards: [],
      sets: [],
      classes: [],
      heroes: [],
      counts: { cards: 0, versions, tokens: 0, heroes: 0, decks: deckFiles.length },
    };
  }
  for (const file of deckFiles) {
    const result = validateDeck(files[file], corpus, { mode: "friendly", file });
    if (result.ok) warnings.push(...result.warnings);
    else errors.push(...result.issues);
  }
  const design = lintCorpus(corpus);
  return {
    errors: [...errors, ...translationIssues(files), ...design.errors],
    warnings: [...warnings, ...design.warnings],
    cards: design.cards,
    sets: design.sets,
    classes: design.classes,
    heroes: design.heroes,
    counts: {
      cards: Object.keys(corpus.latest).length,
      versions: Object.keys(corpus.cards).length,
      tokens: Object.keys(corpus.tokens).length,
      heroes: Object.keys(corpus.heroes).length,
      decks: deckFiles.length,
    },
  };
}

/**
 * Design errors (the §9.1 guard-rails, a complete set off target) and warnings, budgets and set
 * reports of a valid corpus (latest card versions only: old versions are history).
 */
export function lintCorpus(corpus: Corpus): {
  errors: DataIssue[];
  warnings: DataIssue[];
  cards: CardLint[];
  sets: SetReport[];
  classes: ClassCount[];
  heroes: HeroPowerLint[];
} {
  const found: DataIssue[] = [];
  const warnings: DataIssue[] = [];
  const cards: CardLint[] = [];
  const latest = latestCards(corpus);
  for (const card of latest) {
    const file = cardFile(card);
    const budget = cardBudget(corpus, card);
    cards.push({
      file,
      id: card.id,
      version: card.version,
      name: card.name,
      type: card.type,
      rarity: card.rarity,
      cost: card.cost,
      budget,
      ...(card.budgetException === undefined ? {} : { budgetException: card.budgetException }),
    });
    found.push(
      ...budgetIssues(card, budget, budgetMessage(budget)),
      ...spellDominance(card, budget),
      ...evolutionIssues(corpus, card),
      ...reservedIssues(card, file),
    );
    card.abilities.forEach((ability, i) => {
      warnings.push(...abilityWarnings(ability, file, `/abilities/${i}`));
    });
  }
  for (const hero of Object.values(corpus.heroes)) {
    hero.power.abilities.forEach((ability, i) => {
      const w = twoChoices(ability, "heroes.json", `/heroes/${hero.class}/power/abilities/${i}`);
      if (w !== undefined) warnings.push(w);
    });
  }
  warnings.push(...unusedTokens(corpus));
  const heroes = Object.values(corpus.heroes).map((h) => ({
    class: h.class,
    power: h.power.name,
    cost: h.power.cost,
    points: pointsByCondition(corpus, h.power.abilities),
  }));
  const sets = setReports(corpus, latest);
  found.push(...setIssues(sets, latest));
  return {
    errors: found.filter((i) => i.severity === "error"),
    warnings: [...found.filter((i) => i.severity === "warning"), ...warnings],
    cards,
    sets,
    classes: classCounts(latest),
    heroes,
  };
}

/** The one-line explanation of a budget figure. */
export function budgetMessage(b: CreatureBudget | EffectBudget): string {
  if (b.kind === "creature") {
    const pct = b.percent === null ? "no stat budget left" : `${b.percent} %`;
    const ab = `${b.abilityCost < 0 ? "+" : "−"} ${Math.abs(b.abilityCost)} abilities`;
    return `stat budget ${pct}: ATK+PV ${b.stats} for ${b.available} available (${b.budget} − ${b.keywordCost} keywords ${ab}); tolerance 70–115 % (§9)`;
  }
  return `effect points ${b.percent} %: ${b.points} for ${b.target} (1.5 × cost + 1); tolerance 70–115 % (§9.1)`;
}

// Unconditional abilities add up; each conditional one is a separate outcome (the Évocateur's 1 or 3).
function pointsByCondition(corpus: Corpus, abilities: readonly Ability[]): number[] {
  const base = abilities
    .filter((a) => a.condition === null)
    .reduce((sum, a) => sum + abilityPoints(corpus, a), 0);
  const conditional = abilities
    .filter((a) => a.condition !== null)
    .map((a) => base + abilityPoints(corpus, a));
  const all = conditional.length > 0 ? conditional : [base];
  return all.map((p) => Math.round(p * 100) / 100);
}

// Several enemies hit at once: ALL over enemy creatures (or characters), or several random/extreme picks.
export function hitsSeveralEnemies(effect: Effect): boolean {
  const { side, scope, kind } = effect.target;
  if (side !== "ENEMY" && side !== "ANY") return false;
  if (scope === "ALL") return kind !== "HERO";
  if (scope === "RANDOM" || scope === "LOWEST_HP" || scope === "HIGHEST_ATK")
    return (effect.target.count ?? 1) >= 2;
  return false;
}

/**
 * The §11.2 « réservé classes » mechanic an effect uses, with the pointer suffix of what shows it,
 * or null: what the neutral pool must never do so that classes have an identity it cannot copy.
 */
export function reservedMechanic(effect: Effect): { readonly what: string; readonly at: string } | null {
  const opponents = effect.target.side === "ENEMY" || effect.target.side === "ANY";
  switch (effect.action) {
    case "DEAL_DAMAGE":
    case "DESTROY":
      return hitsSeveralEnemies(effect) ? { what: "area damage (§7.3)", at: "/target" } : null;
    case "RESURRECT":
      return { what: "resurrection", at: "/action" };
    case "STEAL":
      return { what: "stealing a creature", at: "/action" };
    case "COUNTER":
      return { what: "counter-magic", at: "/action" };
    case "TRANSFORM":
      return opponents ? { what: "transforming opponents", at: "/target" } : null;
    case "COPY":
      return opponents ? { what: "copying the opponent's cards", at: "/target" } : null;
    case "GAIN_MANA":
      return effect.params.pool === "CAP" ? { what: "raising the Ferveur cap", at: "/params/pool" } : null;
    default:
      return null;
  }
}

/**
 * §11.2 as errors: a NEUTRAL card using a mechanic reserved for the classes — area damage
 * (`neutral-area-damage`, §7.3), or resurrection, stealing, counter-magic, transforming or copying
 * opponents, raising the Ferveur cap, a Secret (`class-reserved`). Such a card is a class card in
 * the neutral pool: give it a class.
 */
export function reservedIssues(card: Card, file: string): DataIssue[] {
  if (!card.factions.includes("NEUTRAL")) return [];
  const out: DataIssue[] = [];
  if ((card.keywords as readonly string[]).includes("SECRET"))
    out.push(
      issue(
        "error",
        "class-reserved",
        file,
        "/keywords",
        "Secrets are a class identity (§11.2, RULES.md §16), kept out of the neutral pool",
      ),
    );
  card.abilities.forEach((ability, i) => {
    for (const { effect, at } of effectsOf(ability, `/abilities/${i}`)) {
      const reserved = reservedMechanic(effect);
      if (reserved === null) continue;
      const area = effect.action === "DEAL_DAMAGE" || effect.action === "DESTROY";
      out.push(
        issue(
          "error",
          area ? "neutral-area-damage" : "class-reserved",
          file,
          `${at}${reserved.at}`,
          `${reserved.what} is reserved for the classes: a NEUTRAL card may not use it (§11.2)`,
        ),
      );
    }
  });
  return out;
}

function abilityWarnings(ability: Ability, file: string, at: string): DataIssue[] {
  const w = twoChoices(ability, file, at);
  return w === undefined ? [] : [w];
}

// §1.1: CHOSEN selectors sharing (side, kind) are one choice; two different pairs are two choices.
function twoChoices(ability: Ability, file: string, at: string): DataIssue | undefined {
  const pairs = new Set(
    effectsOf(ability, at)
      .filter(({ effect }) => effect.target.scope === "CHOSEN")
      .map(({ effect }) => `${effect.target.side}:${effect.target.kind}`),
  );
  if (pairs.size < 2) return undefined;
  return issue(
    "warning",
    "two-choices",
    file,
    at,
    `one ability asks ${pairs.size} target choices (${[...pairs].join(", ")}): legal but rare (§1.1)`,
  );
}

function unusedTokens(corpus: Corpus): DataIssue[] {
  const used = new Set<string>();
  const visit = (abilities: readonly Ability[]) => {
    for (const a of abilities) {
      for (const e of [a, ...(a.then ?? [])]) {
        if (e.action === "SUMMON")
          for (const id of "token" in e.params ? [e.params.token] : e.params.randomFrom) used.add(id);
        if (e.action === "TRANSFORM") used.add(e.params.token);
      }
    }
  };
  for (const card of Object.values(corpus.cards)) visit(card.abilities);
  for (const token of Object.values(corpus.tokens)) visit(token.abilities);
  for (const hero of Object.values(corpus.heroes))
    for (const power of [hero.power, ...(hero.previousPowers ?? [])]) visit(power.abilities);
  return Object.keys(corpus.tokens)
    .filter((id) => !used.has(id))
    .map((id) => issue("warning", "unused-token", "tokens.json", "", `token "${id}" is summoned by nothing`));
}

/** "MAGE 25 (13 creatures, 10 spells, 2 permanents; 3 Secrets)". */
function classLine(c: ClassCount): string {
  const parts = TYPES.filter((t) => c.byType[t] > 0).map(
    (t) => `${c.byType[t]} ${t === "CREATURE" ? "creatures" : t === "SPELL" ? "spells" : "permanents"}`,
  );
  return `${c.faction} ${c.cards} (${parts.join(", ")}${c.secrets > 0 ? `; ${c.secrets} Secrets` : ""})`;
}

/** The human-readable report printed by `games tcg lint`. */
export function formatLintReport(report: LintReport, dir: string): string {
  const lines: string[] = [];
  const c = report.counts;
  lines.push(`LGC TCG data: ${dir}`);
  lines.push(
    `${c.cards} cards (${c.versions} versions), ${c.tokens} tokens, ${c.heroes} heroes, ${c.decks} deck(s)`,
  );
  const where = (i: DataIssue) => `${i.file ?? ""}${i.pointer === "" ? "" : ` ${i.pointer}`}`;
  lines.push("", `Errors: ${report.errors.length}`);
  for (const i of report.errors) lines.push(`  ${where(i)}: ${i.message} [${i.code}]`);
  lines.push("", `Warnings: ${report.warnings.length}`);
  for (const i of report.warnings) lines.push(`  ${where(i)}: ${i.message} [${i.code}]`);
  if (report.cards.length > 0) {
    lines.push("", "Budgets (latest versions; tolerance 70–115 %)");
    for (const card of report.cards) {
      const b = card.budget;
      const figure =
        b.kind === "creature"
          ? `stats ${b.stats}/${b.available} (${b.budget} − ${b.keywordCost} kw ${b.abilityCost < 0 ? "+" : "−"} ${Math.abs(b.abilityCost)} ab)`
          : `points ${b.points}/${b.target}`;
      const pct = b.percent === null ? "  n/a" : `${b.percent.toFixed(1).padStart(5)} %`;
      // "!" out of band, "*" out of band with a documented budgetException.
      const mark = b.inBand ? " " : card.budgetException === undefined ? "!" : "*";
      lines.push(
        `  ${mark} ${pct}  ${card.type.padEnd(9)} ${String(card.cost).padStart(2)}  ${card.id} v${card.version}  ${figure}`,
      );
    }
  }
  for (const set of report.sets) {
    lines.push(
      "",
      `Set ${set.code} ${set.name}: ${set.cards} / ${set.size} collectible cards, ${set.complete ? "complete (targets are errors)" : "in progress (targets are warnings)"} (count / §7.1 target)`,
    );
    lines.push(`  ${"".padEnd(10)}${[...RARITIES, "TOTAL"].map((r) => r.padStart(11)).join("")}`);
    for (const type of TYPES) {
      const row = set.byTypeRarity.filter((x) => x.type === type);
      const cells = row.map((x) => `${x.count}/${x.target ?? "-"}`.padStart(11));
      const count = row.reduce((n, x) => n + x.count, 0);
      const target = row.every((x) => x.target !== null) ? row.reduce((n, x) => n + (x.target ?? 0), 0) : "-";
      lines.push(`  ${type.padEnd(10)}${cells.join("")}${`${count}/${target}`.padStart(11)}`);
    }
    lines.push(
      `  Curve (count / §7.2 target): ${set.curve.map((x) => `${x.bucket}: ${x.count}/${x.target ?? "-"}`).join("  ")}`,
    );
    const m = set.composition;
    lines.push(
      `  Creatures ${m.creatures}: ${m.members} members, ${m.nonMembers} non-members (§7.4: ~40 and 25–30), ${m.vanilla} vanilla (§7.3: 4–5)`,
      `  Legendary ${m.legendary}; removal ${m.removal}, of which common or uncommon ${m.accessibleRemoval} (§7.3: at least 5–6)`,
    );
    if (set.archetypes.length > 0)
      lines.push(
        `  Archetypes (§7.3: 4 × ~20 + ~40 flexible): ${set.archetypes.map((a) => `${a.name} ${a.count}`).join(", ")}, flexible ${set.flexible}`,
      );
    if (set.cycles.length > 0) {
      lines.push(`  Cycles (§7.3: 10–12 cover half the set): ${set.cycles.length}, ${set.cycleCards} cards`);
      for (const c of set.cycles) lines.push(`    ${c.name}: costs ${c.costs.join(", ")}`);
    }
    lines.push(`  Classes (§11): ${set.classes.map(classLine).join("; ")}`);
  }
  if (report.classes.length > 0)
    lines.push(
      "",
      `Cards per class, every set (§11.2: 25–30 per playable class): ${report.classes.map((c) => `${c.faction} ${c.cards}`).join(", ")}`,
    );
  if (report.heroes.length > 0) {
    lines.push("", "Hero powers (effect points per use; §4.3 yardstick: ~2 for 2 Ferveur)");
    for (const h of report.heroes) {
      lines.push(
        `  ${h.class.padEnd(13)} ${h.power.padEnd(16)} cost ${h.cost}  points ${h.points.join(" or ")}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
