/**
 * Building the first state (issue 8): cards are loaded by id and version from a corpus (so a
 * replay of an old game keeps the old balance, §7.5), decks are shuffled and who goes first is
 * drawn from the seed; opening hands are dealt (3 and 4) and the mulligan phase begins.
 */
import { nextInt, pointer, type Rng, SetupError, seedRng, shuffle } from "@core/engine";
import { BUNDLED_CORPUS, type DuelCorpus, duelPower, duelToken } from "./corpus.js";
import type { Ability, Deck, DeckEntry } from "./data/types.js";
import { rememberDefinitions } from "./definitions.js";
import {
  broughtIntoPlay,
  type CardDef,
  type CardInstance,
  type PlayerId,
  type PlayerState,
  type PowerDef,
  type State,
} from "./model.js";
import { DEFAULT_RULES, mergeRules, type RulesOverride } from "./rules.js";
import type { SetupReason } from "./setup-reasons.js";

/** One player's setup: a deck (a deck file, or a list of its entries and card ids) and a hero class. */
export interface PlayerSetup {
  readonly heroClass: string;
  /** Of a deck file only `cards` is read; entries and plain card ids may mix in a list. */
  readonly deck: Pick<Deck, "cards"> | readonly (string | DeckEntry)[];
}

/**
 * A duel setup. `corpus` defaults to the bundled one; `versions` pins a version per card id (for
 * decks given as plain ids), per token id and per hero class (its power) — the "version map" of a
 * recorded game, see `pinSetup` (§7.5); `rules` overrides some or all of the corpus's rules.json
 * constants (§1); `cards` adds definitions (tokens included) that win over the corpus, for tests
 * and scenarios.
 */
export interface Setup {
  readonly seed: number | string;
  readonly players: readonly [PlayerSetup, PlayerSetup];
  readonly corpus?: DuelCorpus;
  readonly versions?: Readonly<Record<string, number>>;
  readonly rules?: RulesOverride;
  readonly cards?: readonly CardDef[];
}

/** Most cards a deck may hold in a duel (counts summed): a bound, not the 30-card rule (§1). */
export const MAX_DECK = 100;

function fail(reason: SetupReason, message: string, ...path: (string | number)[]): never {
  throw new SetupError(message, pointer(...path), undefined, reason);
}

/** `record[key]` when `key` is its own property: never an inherited `constructor` or `toString`. */
function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

type Path = readonly (string | number)[];

interface Entry {
  readonly id: string;
  readonly version: number | null;
  /** Copies of the card (at least 1). */
  readonly count: number;
  readonly at: Path;
}

/** A deck's entries with at least one copy, with the pointer of each. */
function deckEntries(deck: PlayerSetup["deck"], i: number): Entry[] {
  const list: readonly (string | DeckEntry)[] = Array.isArray(deck)
    ? deck
    : (deck as Pick<Deck, "cards">).cards;
  const base: Path = Array.isArray(deck) ? ["players", i, "deck"] : ["players", i, "deck", "cards"];
  const size = list.reduce((n, e) => n + (typeof e === "string" ? 1 : e.count), 0);
  // Bounded before expanding: a count of 1e9 must not allocate a billion cards.
  if (size > MAX_DECK)
    fail("deck-too-large", `a deck holds at most ${MAX_DECK} cards; this one has ${size}`, ...base);
  const out: Entry[] = [];
  for (let j = 0; j < list.length; j++) {
    const e = list[j] as string | DeckEntry;
    if (typeof e === "string") out.push({ id: e, version: null, count: 1, at: [...base, j] });
    else if (e.count > 0) out.push({ id: e.cardId, version: e.version, count: e.count, at: [...base, j] });
  }
  return out;
}

/** The state's `cards` table, its Map kept for {@link defOf}'s lookups. */
function cardTable(cards: Map<string, CardDef>): Record<string, CardDef> {
  const table = Object.fromEntries(cards);
  rememberDefinitions(table, cards);
  return table;
}

/** What a schema cannot say of a corpus given in a setup: every key matches its value. */
function checkCorpus(corpus: DuelCorpus): DuelCorpus {
  for (const [key, card] of Object.entries(corpus.cards))
    if (key !== `${card.id}.v${card.version}`)
      fail("corpus-key", `must be keyed "${card.id}.v${card.version}"`, "corpus", "cards", key);
  for (const [id, version] of Object.entries(corpus.latest))
    if (!Object.hasOwn(corpus.cards, `${id}.v${version}`))
      fail(
        "corpus-latest",
        `names version ${version} of "${id}", which the corpus does not have`,
        "corpus",
        "latest",
        id,
      );
  for (const [key, token] of Object.entries(corpus.tokens))
    if (key !== token.id) fail("corpus-key", `must be keyed "${token.id}"`, "corpus", "tokens", key);
  for (const [key, token] of Object.entries(corpus.tokenVersions ?? {}))
    if (key !== `${token.id}.v${token.version}`)
      fail("corpus-key", `must be keyed "${token.id}.v${token.version}"`, "corpus", "tokenVersions", key);
  for (const [key, hero] of Object.entries(corpus.heroes))
    if (key !== hero.class) fail("corpus-key", `must be keyed "${hero.class}"`, "corpus", "heroes", key);
  for (const [key, power] of Object.entries(corpus.powers ?? {}))
    if (!key.endsWith(`.v${power.version}`) || !Object.hasOwn(corpus.heroes, key.slice(0, key.indexOf("."))))
      fail(
        "corpus-key",
        `must be keyed "<CLASS>.v${power.version}" for a class of the corpus`,
        "corpus",
        "powers",
        key,
      );
  return corpus;
}

/**
 * The first state of a setup the setup schema accepts (`init` and `initDuel` check it);
 * throws {@link SetupError} on what the schema cannot say.
 */
export function deal(setup: Setup): State {
  // Read as the JSON it stands for: a key set to `undefined` is absent for the schema (e.g. a
  // card's optional cost), so it must not reach the state as a key JSON would drop.
  const valid = JSON.parse(JSON.stringify(setup)) as Setup;
  const corpus = valid.corpus === undefined ? BUNDLED_CORPUS : checkCorpus(valid.corpus);
  const corpusAt = (...path: Path): Path => (valid.corpus === undefined ? [] : ["corpus", ...path]);
  const rules = mergeRules(corpus.rules ?? DEFAULT_RULES, valid.rules);
  const pinned = (id: string): number | undefined => own(valid.versions, id);
  const extra = new Map<string, { def: CardDef; at: Path }>();
  (valid.cards ?? []).forEach((def, i) => {
    extra.set(def.id, { def, at: ["cards", i] });
  });
  const cards = new Map<string, CardDef>();
  const powers: Record<string, PowerDef> = {};
  const decks: string[][] = [];
  // Tokens and cards still to load, with the pointer of the definition that refers to each.
  const todo: { id: string; from: Path }[] = [];
  const refer = (abilities: readonly Ability[] | undefined, from: Path) => {
    for (const id of broughtIntoPlay(abilities)) todo.push({ id, from });
  };
  // A card or token an effect brings into play: setup cards, then tokens, then a card — each at
  // the version the setup pins, else the latest (§7.5).
  const loadReferenced = (id: string): { def: CardDef; at: Path } | undefined => {
    const given = extra.get(id);
    if (given !== undefined) return given;
    if (Object.hasOwn(corpus.tokens, id)) {
      const token = duelToken(corpus, id, pinned(id));
      return token === undefined ? undefined : { def: token, at: corpusAt("tokens", id) };
    }
    const version = pinned(id) ?? own(corpus.latest, id);
    const card = version === undefined ? undefined : own(corpus.cards, `${id}.v${version}`);
    return card === undefined ? undefined : { def: card, at: corpusAt("cards", `${id}.v${version}`) };
  };
  valid.players.forEach((ps, i) => {
    const hero = own(corpus.heroes, ps.heroClass);
    if (hero === undefined)
      fail("unknown-hero-class", `the corpus has no hero class "${ps.heroClass}"`, "players", i, "heroClass");
    const power = duelPower(corpus, hero.class, pinned(hero.class));
    if (power === undefined)
      fail(
        "unknown-power-version",
        `no version ${pinned(hero.class)} of the ${hero.class} power`,
        "versions",
        hero.class,
      );
    powers[hero.class] = {
      name: power.name,
      cost: power.cost,
      abilities: power.abilities,
      version: power.version,
    };
    refer(
      power.abilities,
      valid.corpus === undefined ? ["players", i, "heroClass"] : corpusAt("heroes", hero.class),
    );
    const deck: string[] = [];
    for (const e of deckEntries(ps.deck, i)) {
      let found = extra.get(e.id);
      if (found === undefined) {
        const version = e.version ?? own(valid.versions, e.id) ?? own(corpus.latest, e.id);
        const key = `${e.id}.v${version}`;
        const def = version === undefined ? undefined : own(corpus.cards, key);
        if (def === undefined)
          fail(
            // A card the corpus has a current version of, asked at another: the version is unknown.
            own(corpus.latest, e.id) === undefined ? "unknown-card" : "unknown-card-version",
            `unknown card "${e.id}"${version === undefined ? "" : ` version ${version}`}`,
            ...e.at,
          );
        found = { def, at: corpusAt("cards", key) };
      }
      const seen = cards.get(e.id);
      // One version of a card per duel: the state keys definitions by card id.
      if (seen !== undefined && seen !== found.def)
        fail("two-versions", `two versions of "${e.id}" in one duel`, ...e.at);
      if (seen === undefined) refer(found.def.abilities, found.at);
      cards.set(e.id, found.def);
      for (let k = 0; k < e.count; k++) deck.push(e.id);
    }
    decks.push(deck);
  });
  while (todo.length > 0) {
    const { id, from } = todo.pop() as { id: string; from: Path };
    if (cards.has(id)) continue;
    const found = loadReferenced(id);
    if (found === undefined)
      fail(
        "unknown-token",
        `refers to unknown token "${id}"${pinned(id) === undefined ? "" : ` version ${pinned(id)}`}`,
        ...from,
      );
    cards.set(id, found.def);
    refer(found.def.abilities, found.at);
  }
  let rng: Rng = seedRng(valid.seed);
  // Cards get their ids once shuffled and dealt (below); until then they are numbered in deck-list order.
  let count = 0;
  const players = {} as Record<PlayerId, PlayerState>;
  (["A", "B"] as const).forEach((player, i) => {
    const instances: CardInstance[] = (decks[i] as string[]).map((card) => ({ id: String(count++), card }));
    const [deck, next] = shuffle(rng, instances);
    rng = next;
    players[player] = {
      heroClass: (valid.players[i] as PlayerSetup).heroClass,
      hp: rules.heroHp,
      armor: 0,
      ferveurMax: 0,
      ferveur: 0,
      deck,
      hand: [],
      board: [],
      permanents: [],
      secrets: [],
      graveyard: [],
      fatigue: 0,
      powerUsed: false,
      mulliganed: false,
    };
  });
  const [coin, afterCoin] = nextInt(rng, 2);
  rng = afterCoin;
  const first: PlayerId = coin === 0 ? "A" : "B";
  // Instance ids ("c1".."cN") are a random permutation over both decks (issue 13): an id says
  // nothing of its card, its owner's deck list, its deck position or when it was drawn.
  const numbers: number[] = new Array(count);
  for (let k = 0; k < count; k++) numbers[k] = k + 1;
  const [labels, afterLabels] = shuffle(rng, numbers);
  rng = afterLabels;
  const label = (c: CardInstance): CardInstance => ({ id: `c${labels[Number(c.id)]}`, card: c.card });
  for (const player of ["A", "B"] as const) {
    const p = players[player] as unknown as { deck: CardInstance[]; hand: CardInstance[] };
    const n = player === first ? rules.startingHand.first : rules.startingHand.second;
    p.hand = p.deck.slice(0, n).map(label);
    p.deck = p.deck.slice(n).map(label);
  }
  return {
    phase: "mulligan",
    turn: 0,
    first,
    active: first,
    players,
    cards: cardTable(cards),
    powers,
    nextId: count + 1,
    nextSeq: 1,
    rng,
    rules,
  };
}
