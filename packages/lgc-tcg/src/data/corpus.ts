/**
 * The corpus (§13.1): every card version, tokens, heroes and configuration tables, checked and
 * assembled from a data directory's parsed files. Pure: reading the files is in `files.ts`.
 */
import { deepFreeze, SetupError } from "@core/engine";
import { issue } from "./issues.js";
import {
  checkCard,
  checkHeroes,
  checkRanks,
  checkSetDesign,
  checkTokens,
  type ReferenceContext,
} from "./references.js";
import { checkSchema } from "./schemas.js";
import type {
  Card,
  CardKey,
  Corpus,
  DataIssue,
  GameRules,
  Hero,
  HeroClass,
  HeroPower,
  Rank,
  SetsFile,
  Taxonomy,
  Token,
} from "./types.js";

/**
 * A data directory's JSON files, parsed, by path relative to the directory with "/" separators:
 * "taxonomy.json", "ranks.json", "sets.json", "rules.json", "heroes.json", "tokens.json",
 * "cards/<id>.v<version>.json", "decks/<name>.json".
 */
export type CorpusFiles = Readonly<Record<string, unknown>>;

/** The single files of a data directory. */
export const TABLE_FILES = [
  "taxonomy.json",
  "ranks.json",
  "sets.json",
  "rules.json",
  "heroes.json",
  "tokens.json",
] as const;

const CARD_FILE = /^cards\/([a-z][a-z0-9_]*)\.v([1-9][0-9]*)\.json$/;

/** The key of a card version in {@link Corpus.cards}: `"<id>.v<version>"`, as its file name. */
export function cardKey(id: string, version: number): CardKey {
  return `${id}.v${version}`;
}

/** The file a card version lives in, relative to the data directory. */
export function cardFile(card: Pick<Card, "id" | "version">): string {
  return `cards/${cardKey(card.id, card.version)}.json`;
}

/** A card version, or its latest version when `version` is omitted; undefined if absent. */
export function getCard(corpus: Corpus, id: string, version?: number): Card | undefined {
  const v = version ?? corpus.latest[id];
  return v === undefined ? undefined : corpus.cards[cardKey(id, v)];
}

/** Every version of a card id, oldest first. */
export function cardVersions(corpus: Corpus, id: string): Card[] {
  const latest = corpus.latest[id] ?? 0;
  const out: Card[] = [];
  for (let v = 1; v <= latest; v++) {
    const card = corpus.cards[cardKey(id, v)];
    if (card !== undefined) out.push(card);
  }
  return out;
}

/** The latest version of every card id: by set (sets.json's order), then collector number. */
export function latestCards(corpus: Corpus): Card[] {
  // Sets in sets.json's order (the launch set first, then each extension), a set of no entry last.
  const order = new Map(corpus.sets.sets.map((s, i) => [s.code, i]));
  const rank = (code: string) => order.get(code) ?? order.size;
  return Object.entries(corpus.latest)
    .map(([id, v]) => corpus.cards[cardKey(id, v)])
    .filter((c): c is Card => c !== undefined)
    .sort(
      (a, b) =>
        rank(a.setCode) - rank(b.setCode) ||
        a.setCode.localeCompare(b.setCode) ||
        a.collectorNumber - b.collectorNumber,
    );
}

/** A token version, or its latest version when `version` is omitted; undefined if absent. */
export function getToken(corpus: Corpus, id: string, version?: number): Token | undefined {
  return version === undefined ? corpus.tokens[id] : corpus.tokenVersions[cardKey(id, version)];
}

/** A class's hero power version, or its current power when `version` is omitted; undefined if absent. */
export function getPower(corpus: Corpus, heroClass: HeroClass, version?: number): HeroPower | undefined {
  return version === undefined ? corpus.heroes[heroClass]?.power : corpus.powers[cardKey(heroClass, version)];
}

/** The outcome of {@link checkCorpus}: the corpus when there is no error, and every error found. */
export interface CorpusCheck {
  readonly corpus: Corpus | null;
  readonly issues: readonly DataIssue[];
}

/**
 * Checks a data directory's files against their schemas and each other, and assembles the
 * {@link Corpus}. Decks are not part of the corpus (see `validateDeck`). Never throws.
 */
export function checkCorpus(files: CorpusFiles): CorpusCheck {
  const issues: DataIssue[] = [];
  const table = <K extends "taxonomy" | "ranks" | "sets" | "rules" | "heroes" | "tokens">(
    kind: K,
    file: string,
  ) => {
    if (!(file in files)) {
      issues.push(issue("error", "missing-file", file, "", "the file is missing"));
      return undefined;
    }
    const result = checkSchema(kind, files[file], file);
    if (!result.ok) {
      issues.push(...result.issues);
      return undefined;
    }
    return result.value;
  };
  const taxonomy = table("taxonomy", "taxonomy.json");
  const ranks = table("ranks", "ranks.json");
  const sets = table("sets", "sets.json");
  const rules = table("rules", "rules.json");
  const heroes = table("heroes", "heroes.json");
  const tokens = table("tokens", "tokens.json");

  const cards: { card: Card; file: string }[] = [];
  const failed = new Set<string>();
  for (const file of Object.keys(files).sort()) {
    if (!file.startsWith("cards/")) continue;
    const name = CARD_FILE.exec(file);
    if (name === null) {
      issues.push(issue("error", "file-name", file, "", "a card file is named cards/<id>.v<version>.json"));
      continue;
    }
    const result = checkSchema("card", files[file], file);
    if (!result.ok) {
      issues.push(...result.issues);
      failed.add(name[1] as string);
      continue;
    }
    const { $schema: _schema, ...card } = result.value as Card & { $schema?: unknown };
    if (card.id !== name[1])
      issues.push(issue("error", "file-name", file, "/id", `the file name says id "${name[1]}"`));
    else if (card.version !== Number(name[2])) {
      issues.push(issue("error", "file-name", file, "/version", `the file name says version ${name[2]}`));
    } else cards.push({ card, file });
  }
  if (taxonomy === undefined || ranks === undefined || sets === undefined || rules === undefined) {
    return { corpus: null, issues };
  }

  const ctx: ReferenceContext = {
    taxonomy,
    ranks: ranks.ranks,
    sets: sets.sets,
    tokenIds: new Set((tokens?.tokens ?? []).map((t) => t.id)),
    cardIds: new Set(cards.map((c) => c.card.id)),
  };
  issues.push(...checkRanks(ranks.ranks, "ranks.json"));
  const deal = Math.max(rules.startingHand.first, rules.startingHand.second);
  if (deal > rules.maxHand)
    issues.push(
      issue(
        "error",
        "rules",
        "rules.json",
        "/startingHand",
        `an opening hand of ${deal} does not fit a hand of ${rules.maxHand} (maxHand)`,
      ),
    );
  if (tokens !== undefined) issues.push(...checkTokens(ctx, tokens.tokens, "tokens.json"));
  if (heroes !== undefined) issues.push(...checkHeroes(ctx, heroes.heroes, "heroes.json"));
  for (const { card, file } of cards) issues.push(...checkCard(ctx, card, file));
  issues.push(...checkVersions(cards));
  issues.push(
    ...checkSetDesign(
      sets.sets,
      cards.map((c) => c.card),
      "sets.json",
      failed,
    ),
  );
  if (issues.some((i) => i.severity === "error") || heroes === undefined || tokens === undefined) {
    return { corpus: null, issues };
  }

  const corpus = assemble({ taxonomy, ranks, sets, rules, heroes, tokens, cards: cards.map((c) => c.card) });
  return { corpus, issues };
}

/** The parts of a corpus, each as its file holds it. */
interface CorpusParts {
  readonly taxonomy: Taxonomy;
  readonly ranks: { readonly ranks: readonly Rank[] };
  readonly sets: SetsFile;
  readonly rules: GameRules;
  readonly heroes: { readonly heroes: readonly Hero[] };
  readonly tokens: { readonly tokens: readonly Token[] };
  readonly cards: readonly Card[];
}

/** The {@link Corpus} of checked parts, deeply frozen. */
function assemble({ taxonomy, ranks, sets, rules, heroes, tokens, cards }: CorpusParts): Corpus {
  const byKey: Record<CardKey, Card> = {};
  const latest: Record<string, number> = {};
  for (const card of cards) {
    byKey[cardKey(card.id, card.version)] = card;
    latest[card.id] = Math.max(latest[card.id] ?? 0, card.version);
  }
  const tokenVersions: Record<CardKey, Token> = {};
  const latestTokens: Record<string, Token> = {};
  for (const t of tokens.tokens) {
    tokenVersions[cardKey(t.id, t.version)] = t;
    if ((latestTokens[t.id]?.version ?? 0) < t.version) latestTokens[t.id] = t;
  }
  const powers: Record<CardKey, HeroPower> = {};
  for (const h of heroes.heroes)
    for (const p of [h.power, ...(h.previousPowers ?? [])]) powers[cardKey(h.class, p.version)] = p;
  const corpus: Corpus = {
    cards: byKey,
    latest,
    tokens: latestTokens,
    tokenVersions,
    heroes: Object.fromEntries(heroes.heroes.map((h) => [h.class, h])) as Record<HeroClass, Hero>,
    powers,
    ranks: ranks.ranks,
    taxonomy,
    sets,
    rules,
  };
  return deepFreeze(corpus);
}

/**
 * Assembles the corpus from files checked beforehand, without checking them again: for data
 * validated at build time, such as the bundled launch files (whose tests run
 * {@link checkCorpus} on them), so that a client opening them carries no schema validator.
 * Files that were not checked must go through {@link parseCorpus}.
 */
export function assembleCorpus(files: CorpusFiles): Corpus {
  const cards = Object.keys(files)
    .sort()
    .filter((file) => file.startsWith("cards/"))
    .map((file) => {
      const { $schema: _schema, ...card } = files[file] as Card & { $schema?: unknown };
      return card as Card;
    });
  const table = <T>(file: string) => files[file] as T;
  return assemble({
    taxonomy: table("taxonomy.json"),
    ranks: table("ranks.json"),
    sets: table("sets.json"),
    rules: table("rules.json"),
    heroes: table("heroes.json"),
    tokens: table("tokens.json"),
    cards,
  });
}

// A card is versioned and never overwritten (§7.5): versions 1..n all present, one collector
// number per id (a new version keeps it, §7.6), and no two ids sharing a number in a set.
function checkVersions(cards: readonly { card: Card; file: string }[]): DataIssue[] {
  const out: DataIssue[] = [];
  const byId = new Map<string, { card: Card; file: string }[]>();
  for (const entry of cards) byId.set(entry.card.id, [...(byId.get(entry.card.id) ?? []), entry]);
  const numbers = new Map<string, string>();
  for (const [id, versions] of byId) {
    const sorted = [...versions].sort((a, b) => a.card.version - b.card.version);
    sorted.forEach(({ card, file }, i) => {
      if (card.version !== i + 1) {
        out.push(
          issue(
            "error",
            "missing-version",
            file,
            "/version",
            `version ${i + 1} of "${id}" is missing: versions are never deleted`,
          ),
        );
      }
    });
    const first = sorted[0];
    if (first === undefined) continue;
    for (const { card, file } of sorted) {
      if (card.collectorNumber !== first.card.collectorNumber || card.setCode !== first.card.setCode) {
        out.push(
          issue(
            "error",
            "collector-number",
            file,
            "/collectorNumber",
            `every version of "${id}" keeps ${first.card.setCode} ${first.card.collectorNumber}`,
          ),
        );
      }
      if (card.type !== first.card.type) {
        out.push(
          issue("error", "type-change", file, "/type", `every version of "${id}" is a ${first.card.type}`),
        );
      }
    }
    const key = `${first.card.setCode}#${first.card.collectorNumber}`;
    const other = numbers.get(key);
    if (other !== undefined) {
      out.push(
        issue(
          "error",
          "collector-number",
          first.file,
          "/collectorNumber",
          `${first.card.setCode} ${first.card.collectorNumber} is also "${other}"`,
        ),
      );
    }
    numbers.set(key, id);
  }
  return out;
}

/**
 * Assembles the corpus from parsed files, or throws a {@link SetupError} naming the file and JSON
 * pointer of the first error (the message counts the others).
 */
export function parseCorpus(files: CorpusFiles): Corpus {
  const { corpus, issues } = checkCorpus(files);
  const errors = issues.filter((i) => i.severity === "error");
  const first = errors[0];
  if (corpus !== null && first === undefined) return corpus;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more error(s))` : "";
  throw new SetupError(`${first?.message ?? "invalid corpus"}${more}`, first?.pointer ?? "", first?.file);
}
