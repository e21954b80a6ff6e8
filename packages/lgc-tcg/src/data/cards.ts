/**
 * One card version as a file: `parseCard`/`makeCard` (a parse/make pair: canonical JSON text with
 * the model's key order) and `validateCard` (schema, then references when a corpus is given).
 */

import { checkCardSchema } from "./card-schema.js";
import { issue } from "./issues.js";
import { checkCard, type ReferenceContext } from "./references.js";
import type { Ability, Card, Corpus, DataResult, Effect, Selector, SelectorFilter } from "./types.js";

/** The `$schema` a card file written by {@link makeCard} points at (files live in `cards/`). */
export const CARD_SCHEMA_REF = "../schema/card.schema.json";

const CARD_KEYS = [
  "id",
  "set",
  "setCode",
  "collectorNumber",
  "version",
  "type",
  "rarity",
  "factions",
  "subtypes",
  "rankId",
  "rankLabel",
  "evolutionOf",
  "memberId",
  "optOut",
  "name",
  "flavor",
  "artist",
  "text",
  "i18n",
  "budgetException",
  "cost",
  "atk",
  "hp",
  "durability",
  "charges",
  "keywords",
  "abilities",
] as const;
const ABILITY_KEYS = ["trigger", "condition", "cost", "action", "target", "params", "then"] as const;
const EFFECT_KEYS = ["action", "target", "params"] as const;
const SELECTOR_KEYS = ["side", "kind", "scope", "filter", "excludeSelf", "count"] as const;
const FILTER_KEYS = ["costMin", "costMax", "hasKeyword", "hasSubtype", "type", "damaged"] as const;

function ordered<T extends object>(
  value: T,
  keys: readonly string[],
  map: (key: string, v: unknown) => unknown = (_, v) => v,
): T {
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of keys) if (source[k] !== undefined) out[k] = map(k, source[k]);
  for (const k of Object.keys(source)) if (!(k in out) && source[k] !== undefined) out[k] = source[k];
  return out as T;
}

const filterOf = (f: SelectorFilter): SelectorFilter => ordered(f, FILTER_KEYS);
const selectorOf = (s: Selector): Selector =>
  ordered(s, SELECTOR_KEYS, (k, v) => (k === "filter" ? filterOf(v as SelectorFilter) : v));
const effectOf = (e: Effect): Effect =>
  ordered(e, EFFECT_KEYS, (k, v) => (k === "target" ? selectorOf(v as Selector) : v));
const abilityOf = (a: Ability): Ability =>
  ordered(a, ABILITY_KEYS, (k, v) => {
    if (k === "target") return selectorOf(v as Selector);
    if (k === "then") return (v as Effect[]).map(effectOf);
    return v;
  });

/**
 * Writes a card version as its file's text: `$schema` first, then the §8.1 key order, two-space
 * indentation, a final newline. `parseCard(makeCard(c))` gives back `c`.
 */
export function makeCard(card: Card): string {
  const body = ordered(card, CARD_KEYS, (k, v) => (k === "abilities" ? (v as Ability[]).map(abilityOf) : v));
  return `${JSON.stringify({ $schema: CARD_SCHEMA_REF, ...body }, null, 2)}\n`;
}

/** The reference context of a corpus, for checking a card against it. */
export function referenceContext(corpus: Corpus, extraCardIds: readonly string[] = []): ReferenceContext {
  return {
    taxonomy: corpus.taxonomy,
    ranks: corpus.ranks,
    sets: corpus.sets.sets,
    tokenIds: new Set(Object.keys(corpus.tokens)),
    cardIds: new Set([...Object.keys(corpus.latest), ...extraCardIds]),
  };
}

/**
 * Checks one card version (any JSON value): the schema, then, when `corpus` is given, its
 * references (set, rank and cost range, subtypes, tokens, evolution). Never throws.
 */
export function validateCard(value: unknown, corpus?: Corpus, file?: string): DataResult<Card> {
  const checked = checkCardSchema(value, file);
  if (!checked.ok) return { ok: false, issues: checked.issues };
  if (corpus === undefined) return { ok: true, value: checked.value, warnings: [] };
  const problems = checkCard(referenceContext(corpus, [checked.value.id]), checked.value, file);
  return problems.length > 0
    ? { ok: false, issues: problems }
    : { ok: true, value: checked.value, warnings: [] };
}

/** Reads a card file's text: JSON, then {@link validateCard}. The `$schema` key is dropped. */
export function parseCard(text: string, corpus?: Corpus, file?: string): DataResult<Card> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      issues: [issue("error", "json", file, "", `not valid JSON: ${(e as Error).message}`)],
    };
  }
  const result = validateCard(json, corpus, file);
  if (!result.ok) return result;
  const { $schema: _schema, ...card } = result.value as Card & { $schema?: string };
  return { ok: true, value: card as Card, warnings: result.warnings };
}
