/**
 * The data's JSON Schemas (draft 2020-12, in `data/lgc-tcg/schema/`), compiled once with ajv, and
 * their issues turned into {@link DataIssue}s naming the file and JSON pointer.
 */
import { compileSchema, type SchemaCheck } from "@core/engine";
import cardSchema from "@data/lgc-tcg/schema/card.schema.json";
import collectionSchema from "@data/lgc-tcg/schema/collection.schema.json";
import deckSchema from "@data/lgc-tcg/schema/deck.schema.json";
import deckbuildingSchema from "@data/lgc-tcg/schema/deckbuilding.schema.json";
import economySchema from "@data/lgc-tcg/schema/economy.schema.json";
import heroesSchema from "@data/lgc-tcg/schema/heroes.schema.json";
import ranksSchema from "@data/lgc-tcg/schema/ranks.schema.json";
import rulesSchema from "@data/lgc-tcg/schema/rules.schema.json";
import setsSchema from "@data/lgc-tcg/schema/sets.schema.json";
import taxonomySchema from "@data/lgc-tcg/schema/taxonomy.schema.json";
import tokensSchema from "@data/lgc-tcg/schema/tokens.schema.json";
import { schemaIssues } from "./issues.js";
import type {
  Card,
  Collection,
  DataIssue,
  Deck,
  DeckbuildingGuides,
  EconomyRules,
  GameRules,
  Hero,
  Rank,
  SetsFile,
  Taxonomy,
  Token,
} from "./types.js";

/** The file formats of the data directory, by schema file name. */
export const SCHEMAS = {
  card: cardSchema,
  tokens: tokensSchema,
  heroes: heroesSchema,
  taxonomy: taxonomySchema,
  ranks: ranksSchema,
  sets: setsSchema,
  rules: rulesSchema,
  deck: deckSchema,
  collection: collectionSchema,
  economy: economySchema,
  deckbuilding: deckbuildingSchema,
} as const;

/** A data file format. */
export type FileKind = keyof typeof SCHEMAS;

/** The typed value each format holds. */
export interface FileValue {
  card: Card;
  tokens: { readonly tokens: readonly Token[] };
  heroes: { readonly heroes: readonly Hero[] };
  taxonomy: Taxonomy;
  ranks: { readonly ranks: readonly Rank[] };
  sets: SetsFile;
  rules: GameRules;
  deck: Deck;
  collection: Collection;
  economy: EconomyRules;
  deckbuilding: DeckbuildingGuides;
}

const compiled = new Map<FileKind, (data: unknown) => SchemaCheck<unknown>>();

function checker<K extends FileKind>(kind: K): (data: unknown) => SchemaCheck<FileValue[K]> {
  let check = compiled.get(kind);
  if (check === undefined) {
    // Every other schema borrows definitions from card.schema.json by $id.
    check = compileSchema<unknown>(SCHEMAS[kind], kind === "card" ? [] : [cardSchema]);
    compiled.set(kind, check);
  }
  return check as (data: unknown) => SchemaCheck<FileValue[K]>;
}

/**
 * Checks `data` against the schema of `kind`. Returns the typed value, or the schema errors as
 * {@link DataIssue}s with `file` and JSON pointers (ajv reports every error, not only the first).
 */
export function checkSchema<K extends FileKind>(
  kind: K,
  data: unknown,
  file?: string,
):
  | { readonly ok: true; readonly value: FileValue[K] }
  | { readonly ok: false; readonly issues: DataIssue[] } {
  const result = checker(kind)(data);
  return result.ok
    ? { ok: true, value: result.value }
    : { ok: false, issues: schemaIssues(result.issues, file) };
}
