/**
 * Building the first state (issue 8): cards are loaded by id and version from a corpus (so a
 * replay of an old game keeps the old balance, §7.5), decks are shuffled and who goes first is
 * drawn from the seed; opening hands are dealt (3 and 4) and the mulligan phase begins.
 */
import { isRecord, nextInt, pointer, type Rng, SetupError, seedRng, shuffle } from "@core/engine";
import { BUNDLED_CORPUS, type DuelCorpus } from "./corpus.js";
import type { Ability, Deck, DeckEntry } from "./data/types.js";
import type { CardDef, CardInstance, PlayerId, PlayerState, PowerDef, State } from "./model.js";
import { HERO_HP } from "./stats.js";
import { OPENING_HAND } from "./turns.js";

/** One player's setup: a deck (a deck file, its entries, or card ids) and a hero class. */
export interface PlayerSetup {
  readonly heroClass: string;
  readonly deck: Deck | readonly DeckEntry[] | readonly string[];
}

/**
 * A duel setup. `corpus` defaults to the bundled one; `versions` pins a version per card id for
 * decks given as plain ids (the "version map" of a recorded game); `cards` adds definitions
 * (tokens included) that win over the corpus, for tests and scenarios.
 */
export interface Setup {
  readonly seed: number | string;
  readonly players: readonly [PlayerSetup, PlayerSetup];
  readonly corpus?: DuelCorpus;
  readonly versions?: Readonly<Record<string, number>>;
  readonly cards?: readonly CardDef[];
}

function fail(message: string, ...path: (string | number)[]): never {
  throw new SetupError(message, pointer(...path));
}

function deckEntries(
  deck: PlayerSetup["deck"],
  i: number,
): { id: string; version: number | null; at: (string | number)[] }[] {
  const list = Array.isArray(deck) ? deck : isRecord(deck) && Array.isArray(deck.cards) ? deck.cards : null;
  const base: (string | number)[] = Array.isArray(deck)
    ? ["players", i, "deck"]
    : ["players", i, "deck", "cards"];
  if (list === null)
    fail("must be a deck, a list of deck entries or a list of card ids", "players", i, "deck");
  const out: { id: string; version: number | null; at: (string | number)[] }[] = [];
  list.forEach((e: unknown, j: number) => {
    const at = [...base, j];
    if (typeof e === "string") out.push({ id: e, version: null, at });
    else if (
      isRecord(e) &&
      typeof e.cardId === "string" &&
      Number.isInteger(e.version) &&
      Number.isInteger(e.count)
    ) {
      if ((e.count as number) < 1) fail("count must be at least 1", ...at, "count");
      for (let k = 0; k < (e.count as number); k++)
        out.push({ id: e.cardId, version: e.version as number, at });
    } else fail("must be a card id or {cardId, version, count}", ...at);
  });
  return out;
}

function referenced(abilities: readonly Ability[] | undefined): string[] {
  const out: string[] = [];
  for (const ab of abilities ?? []) {
    for (const eff of ab.then === undefined ? [ab] : [ab, ...ab.then]) {
      const p = eff.params as { token?: unknown; randomFrom?: unknown };
      if (typeof p.token === "string") out.push(p.token);
      if (Array.isArray(p.randomFrom)) for (const t of p.randomFrom) if (typeof t === "string") out.push(t);
    }
  }
  return out;
}

/** Builds the first state of a duel. Throws {@link SetupError} with a JSON pointer on bad input. */
export function init(setup: Setup): State {
  if (!isRecord(setup)) fail("setup must be an object");
  if (typeof setup.seed !== "number" && typeof setup.seed !== "string")
    fail("must be a number or a string", "seed");
  if (!Array.isArray(setup.players) || setup.players.length !== 2)
    fail("must list exactly two players", "players");
  const corpus = setup.corpus ?? BUNDLED_CORPUS;
  const extra = new Map<string, CardDef>();
  (setup.cards ?? []).forEach((c, i) => {
    if (!isRecord(c) || typeof c.id !== "string") fail("must be a card definition with an id", "cards", i);
    extra.set(c.id, c);
  });
  const cards: Record<string, CardDef> = {};
  const powers: Record<string, PowerDef> = {};
  const decks: string[][] = [];
  const todo: string[] = [];
  setup.players.forEach((ps, i) => {
    if (!isRecord(ps)) fail("must be an object", "players", i);
    const hero = corpus.heroes[ps.heroClass as keyof DuelCorpus["heroes"]];
    if (hero === undefined) fail(`unknown hero class "${String(ps.heroClass)}"`, "players", i, "heroClass");
    powers[hero.class] = { name: hero.power.name, cost: hero.power.cost, abilities: hero.power.abilities };
    todo.push(...referenced(hero.power.abilities));
    const deck: string[] = [];
    for (const e of deckEntries(ps.deck, i)) {
      let def: CardDef | undefined = extra.get(e.id);
      if (def === undefined) {
        const version = e.version ?? setup.versions?.[e.id] ?? corpus.latest[e.id];
        def = version === undefined ? undefined : corpus.cards[`${e.id}.v${version}`];
        if (def === undefined)
          fail(`unknown card "${e.id}"${version === undefined ? "" : ` version ${version}`}`, ...e.at);
      }
      const seen = cards[e.id];
      // One version of a card per duel: the state keys definitions by card id.
      if (seen !== undefined && seen !== def) fail(`two versions of "${e.id}" in one duel`, ...e.at);
      cards[e.id] = def;
      todo.push(...referenced(def.abilities));
      deck.push(e.id);
    }
    decks.push(deck);
  });
  while (todo.length > 0) {
    const id = todo.pop() as string;
    if (cards[id] !== undefined) continue;
    const def =
      extra.get(id) ??
      corpus.tokens[id] ??
      (corpus.latest[id] === undefined ? undefined : corpus.cards[`${id}.v${corpus.latest[id]}`]);
    if (def === undefined) fail(`a card refers to unknown token "${id}"`);
    cards[id] = def;
    todo.push(...referenced(def.abilities));
  }
  let rng: Rng = seedRng(setup.seed);
  // Cards get their ids once shuffled and dealt (below); until then they are numbered in deck-list order.
  let count = 0;
  const players = {} as Record<PlayerId, PlayerState>;
  (["A", "B"] as const).forEach((player, i) => {
    const instances: CardInstance[] = (decks[i] as string[]).map((card) => ({ id: String(count++), card }));
    const [deck, next] = shuffle(rng, instances);
    rng = next;
    players[player] = {
      heroClass: (setup.players[i] as PlayerSetup).heroClass,
      hp: HERO_HP,
      armor: 0,
      ferveurMax: 0,
      ferveur: 0,
      deck,
      hand: [],
      board: [],
      permanents: [],
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
  const [labels, afterLabels] = shuffle(
    rng,
    Array.from({ length: count }, (_, k) => k + 1),
  );
  rng = afterLabels;
  const label = (c: CardInstance): CardInstance => ({ id: `c${labels[Number(c.id)]}`, card: c.card });
  for (const player of ["A", "B"] as const) {
    const p = players[player] as unknown as { deck: CardInstance[]; hand: CardInstance[] };
    const n = player === first ? OPENING_HAND.first : OPENING_HAND.second;
    p.hand = p.deck.slice(0, n).map(label);
    p.deck = p.deck.slice(n).map(label);
  }
  return {
    phase: "mulligan",
    turn: 0,
    first,
    active: first,
    players,
    cards,
    powers,
    nextId: count + 1,
    nextSeq: 1,
    rng,
  };
}
