/**
 * A set against its design (§7): the type × rarity distribution (§7.1) and the Ferveur curve
 * (§7.2) against the targets in sets.json, the collector numbers (§7.5), and the §7.3–§7.4 guides
 * the linter reports (members and non-members, vanilla creatures, removal, archetypes, cycles).
 * A set marked `complete` must meet its targets exactly (errors); a set in progress gets warnings.
 */
import { pointer } from "@core/engine";
import { issue } from "./issues.js";
import { effectsOf, HERO_CLASSES } from "./references.js";
import type { Card, CardSet, CardType, Corpus, DataIssue, Effect, Rarity } from "./types.js";

/** The card types, in report order. */
export const TYPES: readonly CardType[] = ["CREATURE", "SPELL", "PERMANENT"];
/** The rarities, in report order. */
export const RARITIES: readonly Rarity[] = ["COMMON", "UNCOMMON", "RARE", "EPIC", "LEGENDARY"];
/** The cost buckets of §7.2. */
export const CURVE_BUCKETS = ["0-1", "2", "3", "4", "5", "6", "7", "8+"] as const;

/** The §7.2 bucket of a cost. */
export function curveBucket(cost: number): (typeof CURVE_BUCKETS)[number] {
  if (cost <= 1) return "0-1";
  if (cost >= 8) return "8+";
  return String(cost) as (typeof CURVE_BUCKETS)[number];
}

/** The §7.3–§7.4 guides, counted on a set's latest card versions. */
export interface SetComposition {
  readonly creatures: number;
  /** Creatures with a rank (§7.4: about 40). */
  readonly members: number;
  /** Creatures without (§7.4: 25–30). */
  readonly nonMembers: number;
  /** Creatures without keyword nor ability (§7.3: 4–5). */
  readonly vanilla: number;
  readonly legendary: number;
  /** Cards whose arrival or activation removes an enemy creature (see {@link isRemoval}). */
  readonly removal: number;
  /** Of those, the common and uncommon ones (§7.3: at least 5–6 "accessible"). */
  readonly accessibleRemoval: number;
}

/** A set's composition against its targets (§7.1, §7.2) and design notes (§7.3). */
export interface SetReport {
  readonly code: string;
  readonly name: string;
  readonly size: number;
  readonly complete: boolean;
  /** Collectible cards (latest versions) in the data. */
  readonly cards: number;
  readonly byTypeRarity: readonly {
    readonly type: CardType;
    readonly rarity: Rarity;
    readonly count: number;
    readonly target: number | null;
  }[];
  readonly curve: readonly {
    readonly bucket: string;
    readonly count: number;
    readonly target: number | null;
  }[];
  readonly composition: SetComposition;
  /** Cards per archetype; `flexible` counts the set's cards in none. */
  readonly archetypes: readonly { readonly id: string; readonly name: string; readonly count: number }[];
  readonly flexible: number;
  /** Each cycle's costs, cheapest first; `cycleCards` counts the distinct cards in a cycle. */
  readonly cycles: readonly {
    readonly id: string;
    readonly name: string;
    readonly costs: readonly number[];
  }[];
  readonly cycleCards: number;
  /** Cards per class (§11), NEUTRAL first, then the classes in §4.3's order; only those present. */
  readonly classes: readonly ClassCount[];
}

/** One class's cards in a set or in the corpus (§11): by type, and how many are Secrets. */
export interface ClassCount {
  /** NEUTRAL or a hero class (a card of several classes counts for each). */
  readonly faction: string;
  readonly cards: number;
  readonly byType: Readonly<Record<CardType, number>>;
  readonly secrets: number;
}

/** The factions in report order: NEUTRAL, then the thirteen classes of §4.3. */
const FACTION_ORDER: readonly string[] = ["NEUTRAL", ...HERO_CLASSES];

/** Cards per faction (§11.1: a card may have several), in {@link FACTION_ORDER}; only those present. */
export function classCounts(cards: readonly Card[]): ClassCount[] {
  return FACTION_ORDER.flatMap((faction) => {
    const mine = cards.filter((c) => (c.factions as readonly string[]).includes(faction));
    if (mine.length === 0) return [];
    const byType = { CREATURE: 0, SPELL: 0, PERMANENT: 0 } as Record<CardType, number>;
    for (const c of mine) byType[c.type]++;
    const secrets = mine.filter((c) => (c.keywords as readonly string[]).includes("SECRET")).length;
    return [{ faction, cards: mine.length, byType, secrets }];
  });
}

// Takes an enemy creature off the board or out of the fight for good: destroy, bounce,
// transform, set its stats, or 3+ damage to one of them (§7.3's cycle starts at "2 (3 dégâts)").
function removes(effect: Effect): boolean {
  const { side, kind } = effect.target;
  if (side !== "ENEMY" && side !== "ANY") return false;
  if (kind !== "CREATURE" && kind !== "ANY") return false;
  switch (effect.action) {
    case "DESTROY":
    case "BOUNCE":
    case "TRANSFORM":
    case "SET_STATS":
    case "STEAL":
      return true;
    case "DEAL_DAMAGE":
      return effect.params.amount >= 3 && effect.target.scope !== "ALL";
    default:
      return false;
  }
}

/**
 * A removal card (§7.3 "retrait"): one of its on-play or activated abilities destroys, bounces,
 * transforms or resets an enemy creature, or deals it 3 damage or more.
 */
export function isRemoval(card: Card): boolean {
  return card.abilities.some(
    (a) =>
      (a.trigger === "ON_PLAY" || a.trigger === "MANUAL") &&
      effectsOf(a, "").some(({ effect }) => removes(effect)),
  );
}

function composition(cards: readonly Card[]): SetComposition {
  const creatures = cards.filter((c) => c.type === "CREATURE");
  const removal = cards.filter(isRemoval);
  return {
    creatures: creatures.length,
    members: creatures.filter((c) => c.rankId !== null).length,
    nonMembers: creatures.filter((c) => c.rankId === null).length,
    vanilla: creatures.filter((c) => c.keywords.length === 0 && c.abilities.length === 0).length,
    legendary: cards.filter((c) => c.rarity === "LEGENDARY").length,
    removal: removal.length,
    accessibleRemoval: removal.filter((c) => c.rarity === "COMMON" || c.rarity === "UNCOMMON").length,
  };
}

function report(set: CardSet, latest: readonly Card[]): SetReport {
  const cards = latest.filter((c) => c.setCode === set.code);
  const costOf = new Map(cards.map((c) => [c.id, c.cost]));
  const inArchetype = new Set((set.archetypes ?? []).flatMap((a) => a.cards));
  const inCycle = new Set((set.cycles ?? []).flatMap((c) => c.cards));
  return {
    code: set.code,
    name: set.name,
    size: set.size,
    complete: set.complete === true,
    cards: cards.length,
    byTypeRarity: TYPES.flatMap((type) =>
      RARITIES.map((rarity) => ({
        type,
        rarity,
        count: cards.filter((c) => c.type === type && c.rarity === rarity).length,
        target: set.targets?.byTypeRarity[type][rarity] ?? null,
      })),
    ),
    curve: CURVE_BUCKETS.map((bucket) => ({
      bucket,
      count: cards.filter((c) => curveBucket(c.cost) === bucket).length,
      target: set.targets?.curve[bucket] ?? null,
    })),
    composition: composition(cards),
    archetypes: (set.archetypes ?? []).map((a) => ({ id: a.id, name: a.name, count: a.cards.length })),
    flexible: cards.filter((c) => !inArchetype.has(c.id)).length,
    cycles: (set.cycles ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      costs: c.cards.map((id) => costOf.get(id) ?? 0),
    })),
    cycleCards: cards.filter((c) => inCycle.has(c.id)).length,
    classes: classCounts(cards),
  };
}

/** The report of every set of the corpus, from the latest card versions. */
export function setReports(corpus: Corpus, latest: readonly Card[]): SetReport[] {
  return corpus.sets.sets.map((set) => report(set, latest));
}

/**
 * A set against its targets: each type × rarity cell (§7.1), each curve bucket (§7.2), the card
 * count against the size and the collector numbers 1..size (§7.5). Errors for a set marked
 * complete, warnings for a set in progress (nothing about a missing card there: it is simply not
 * written yet, the counts say so).
 */
export function setIssues(reports: readonly SetReport[], latest: readonly Card[]): DataIssue[] {
  const out: DataIssue[] = [];
  const file = "sets.json";
  reports.forEach((r, i) => {
    const severity = r.complete ? "error" : "warning";
    const at = (...path: (string | number)[]) => pointer("sets", i, ...path);
    for (const cell of r.byTypeRarity) {
      if (cell.target === null || cell.count === cell.target) continue;
      if (!r.complete && cell.count < cell.target) continue;
      out.push(
        issue(
          severity,
          "set-distribution",
          file,
          at("targets", "byTypeRarity", cell.type, cell.rarity),
          `${r.code}: ${cell.count} ${cell.rarity} ${cell.type} for a target of ${cell.target} (§7.1)`,
        ),
      );
    }
    for (const b of r.curve) {
      if (b.target === null || b.count === b.target) continue;
      if (!r.complete && b.count < b.target) continue;
      out.push(
        issue(
          severity,
          "set-curve",
          file,
          at("targets", "curve", b.bucket),
          `${r.code}: ${b.count} cards at cost ${b.bucket} for a target of ${b.target} (§7.2)`,
        ),
      );
    }
    if (!r.complete) return;
    if (r.cards !== r.size)
      out.push(
        issue(
          "error",
          "set-size",
          file,
          at("size"),
          `${r.code} is complete with ${r.cards} of ${r.size} cards`,
        ),
      );
    const numbers = new Set(latest.filter((c) => c.setCode === r.code).map((c) => c.collectorNumber));
    const missing: number[] = [];
    for (let n = 1; n <= r.size; n++) if (!numbers.has(n)) missing.push(n);
    if (missing.length > 0)
      out.push(
        issue(
          "error",
          "collector-gap",
          file,
          at("size"),
          `${r.code} is complete but has no card numbered ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? "…" : ""} (§7.5: 001–${String(r.size).padStart(3, "0")})`,
        ),
      );
  });
  return out;
}
