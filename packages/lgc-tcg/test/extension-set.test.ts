/**
 * Extension 1, « Point Divers » (issue 31, seed §14 P5): the set as the issue asks for it — a
 * second set with its own identity, the first wave of classes (25 cards each, at least one Secret
 * per class), two new legendaries, the first member evolutions — every card within the §9 budgets,
 * in both languages, and every one of them played through the engine (each Secret fired by the
 * opponent's action it answers).
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import {
  type Action,
  type Card,
  cardText,
  type GameEvent,
  LAUNCH_FILES,
  latestCards,
  launchCorpus,
  legalActions,
  lintFiles,
  reduce,
  type State,
  starterDeck,
  validateDeck,
} from "../src/index.js";

// The first check compiles the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 60_000 });

const corpus = launchCorpus();
const cards = latestCards(corpus).filter((c) => c.setCode === "PTD");
const report = lintFiles(LAUNCH_FILES);
const set = report.sets.find((s) => s.code === "PTD");
const design = corpus.sets.sets.find((s) => s.code === "PTD");
const launch = corpus.sets.sets.find((s) => s.code === "PVB");
const WAVE_1 = ["MAGE", "PRIEST", "WARLOCK"] as const;
const isSecret = (c: Card) => (c.keywords as readonly string[]).includes("SECRET");

describe("the set (§7.5, §16)", () => {
  it("is a second set of its own: name, code, symbol, frame and back apart from the launch set's", () => {
    expect(design).toMatchObject({ name: "Point Divers", code: "PTD", size: 80, complete: true });
    expect(design?.symbol).toBe("icons/sets/ptd.svg");
    const data = fileURLToPath(new URL("../../../data/lgc-tcg/", import.meta.url));
    expect(existsSync(`${data}${design?.symbol}`)).toBe(true);
    expect(design?.frame).not.toBe(launch?.frame);
    expect(design?.back).not.toBe(launch?.back);
  });

  it("is complete: 80 cards numbered 001–080, every cell and bucket on its target, no lint error", () => {
    expect(cards.map((c) => c.collectorNumber)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    for (const x of [...(set?.byTypeRarity ?? []), ...(set?.curve ?? [])]) expect(x.count).toBe(x.target);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });

  it("keeps every card within the §9 band, without an exception", () => {
    const lines = report.cards.filter((c) => cards.some((x) => x.id === c.id));
    expect(lines).toHaveLength(80);
    for (const c of lines) {
      expect(c.budget.inBand, c.id).toBe(true);
      expect(c.budgetException, c.id).toBeUndefined();
    }
  });

  it("versions every card from 1 (§7.5: versioned, never overwritten)", () => {
    for (const c of cards) expect(corpus.latest[c.id], c.id).toBe(1);
  });
});

describe("the first wave of classes (§11, §11.2)", () => {
  it.each(WAVE_1)("%s has 25 class cards, its own Secrets, and every rarity but legendary", (hero) => {
    const mine = cards.filter((c) => c.factions.length === 1 && c.factions[0] === hero);
    expect(mine).toHaveLength(25);
    expect(mine.filter(isSecret).length).toBeGreaterThanOrEqual(1);
    expect(new Set(mine.map((c) => c.rarity))).toEqual(new Set(["COMMON", "UNCOMMON", "RARE", "EPIC"]));
    // Its identity: a mechanic the neutral pool may not use (the linter holds the pool to it).
    const actions = new Set(
      mine.flatMap((c) => c.abilities.flatMap((a) => [a.action, ...(a.then ?? []).map((e) => e.action)])),
    );
    const reserved = { MAGE: "TRANSFORM", PRIEST: "RESURRECT", WARLOCK: "GAIN_MANA" } as const;
    expect(actions.has(reserved[hero]), hero).toBe(true);
  });

  it("uses every class mechanic of §11.2: resurrection, counter-magic, stealing, transformation, area burn", () => {
    const effects = cards.flatMap((c) => c.abilities.flatMap((a) => [a, ...(a.then ?? [])]));
    for (const action of ["RESURRECT", "COUNTER", "STEAL", "TRANSFORM"])
      expect(
        effects.some((e) => e.action === action),
        action,
      ).toBe(true);
    expect(
      effects.some(
        (e) => e.action === "DEAL_DAMAGE" && e.target.side === "ENEMY" && e.target.scope === "ALL",
      ),
    ).toBe(true);
  });

  it("has a Secret of each trigger, each costing 3", () => {
    const secrets = cards.filter(isSecret);
    expect(new Set(secrets.map((c) => c.abilities[0]?.trigger))).toEqual(
      new Set(["SECRET_ATTACK", "SECRET_SPELL", "SECRET_SUMMON"]),
    );
    for (const s of secrets) expect(s.cost, s.id).toBe(3);
  });
});

describe("class decks (§11: the neutral pool and the hero's class)", () => {
  const starter = starterDeck();
  // 15 of a class's cards, two copies each (none is legendary), with the hero's class given.
  const classDeck = (hero: (typeof WAVE_1)[number], heroClass: string = hero) => ({
    ...starter,
    heroClass,
    cards: cards
      .filter((c) => c.factions[0] === hero)
      .slice(0, 15)
      .map((c) => ({ cardId: c.id, version: c.version, count: 2 })),
  });
  const codes = (deck: unknown) => {
    const r = validateDeck(deck, corpus, { mode: "friendly" });
    return r.ok ? [] : r.issues.map((i) => [i.code, i.pointer]);
  };

  it.each(WAVE_1)("a 30-card %s deck of its class cards is legal for its hero", (hero) => {
    expect(codes(classDeck(hero))).toEqual([]);
  });

  it("the same cards are refused to another class's hero, each entry at its pointer", () => {
    const found = codes(classDeck("MAGE", "WARRIOR"));
    expect(found).toEqual(Array.from({ length: 15 }, (_, i) => ["class-card", `/cards/${i}/cardId`]));
    // A Prêtre card in a Mage deck: one entry refused.
    const deck = classDeck("MAGE");
    const priest = cards.find((c) => c.factions[0] === "PRIEST") as Card;
    const mixed = { ...deck, cards: [{ cardId: priest.id, version: 1, count: 2 }, ...deck.cards.slice(1)] };
    expect(codes(mixed)).toEqual([["class-card", "/cards/0/cardId"]]);
  });

  it("Extension 1's neutral cards go in any class's deck, beside the launch set's", () => {
    const neutral = cards.filter((c) => c.factions[0] === "NEUTRAL");
    expect(neutral).toHaveLength(5);
    const deck = {
      ...starter,
      heroClass: "WARRIOR",
      cards: [...neutral.map((c) => ({ cardId: c.id, version: c.version, count: 1 })), ...starter.cards],
    };
    const total = deck.cards.reduce((n, e) => n + e.count, 0);
    // Trim to 30 from the launch set's entries (the starter's own legality is its test's).
    let extra = total - 30;
    const trimmed = deck.cards.map((e, i) => {
      if (i < neutral.length || extra <= 0) return e;
      const cut = Math.min(extra, e.count - 1);
      extra -= cut;
      return { ...e, count: e.count - cut };
    });
    expect(trimmed.reduce((n, e) => n + e.count, 0)).toBe(30);
    expect(codes({ ...deck, cards: trimmed })).toEqual([]);
  });
});

describe("legendaries and member evolutions (§15, §6.3)", () => {
  it("brings two new legendaries (§15: « 2 nouvelles par extension »)", () => {
    expect(cards.filter((c) => c.rarity === "LEGENDARY")).toHaveLength(2);
  });

  it("evolves three launch members: each costs more, of the next ranks, and names its earlier card", () => {
    const evolutions = cards.filter((c) => c.evolutionOf !== null);
    expect(evolutions).toHaveLength(3);
    for (const e of evolutions) {
      const original = latestCards(corpus).find((c) => c.id === e.evolutionOf) as Card;
      expect(original.setCode, e.id).toBe("PVB");
      expect(e.cost, e.id).toBeGreaterThan(original.cost);
      expect(e.rankId).not.toBe(original.rankId);
    }
  });
});

describe("the cards as printed, in both languages", () => {
  it("each has a unique name, a flavour, an id prefixed by its type, and its generated French text", () => {
    const names = new Set(latestCards(corpus).map((c) => c.name));
    expect(names.size).toBe(latestCards(corpus).length);
    const prefix = { CREATURE: "crea_", SPELL: "sort_", PERMANENT: "perm_" } as const;
    for (const c of cards) {
      expect(c.flavor.length, c.id).toBeGreaterThan(10);
      expect(c.id.startsWith(prefix[c.type]), c.id).toBe(true);
      expect(c.text, c.id).toBe(cardText(corpus, c).join(" "));
    }
  });

  it("each carries its English name, text and flavour (issue 30's i18n block)", () => {
    for (const c of cards) {
      const en = c.i18n?.en;
      expect(en?.name, c.id).toBeTruthy();
      expect(en?.flavor, c.id).toBeTruthy();
      expect(en?.text, c.id).toBeTruthy();
      // English words: none of the French rules vocabulary.
      expect(en?.text, c.id).not.toMatch(/Cri de guerre|Râle|dégât|créature|Provocation|Rituel|PV\b/);
      // Same keywords and trigger names as the French text, in English.
      if ((c.text ?? "").startsWith("Secret")) expect(en?.text, c.id).toMatch(/^Secret: /);
      if ((c.text ?? "").includes("Cri de guerre")) expect(en?.text, c.id).toContain("Battlecry:");
      if ((c.text ?? "").includes("Râle d'agonie")) expect(en?.text, c.id).toContain("Deathrattle:");
      if ((c.text ?? "").includes("Provocation")) expect(en?.text, c.id).toContain("Taunt");
    }
  });
});

/**
 * A table where any card has something to act on: A holds the card with 10 Ferveur, a damaged
 * creature, dead creatures in its graveyard and a deck; B has creatures (one cheap enough to be
 * stolen), a permanent, a hand to copy or discard from, and a deck.
 */
function table(card: Card): State {
  const defs: Record<string, unknown> = { ...corpus.tokens };
  for (const c of latestCards(corpus)) defs[c.id] = c;
  return {
    phase: "play",
    turn: 9,
    first: "A",
    active: "A",
    cards: defs,
    players: {
      A: {
        heroClass: card.factions[0] === "NEUTRAL" ? "PALADIN" : card.factions[0],
        ferveurMax: 10,
        ferveur: 10,
        hp: 24,
        hand: [{ id: "a1", card: card.id }],
        board: [{ id: "a2", card: "crea_golem_des_coffres", seq: 1, arrived: 1, damage: 1 }],
        graveyard: [
          { id: "a6", card: "crea_recrue_zelee" },
          { id: "a7", card: "crea_ogre_du_mardi" },
        ],
        deck: [
          { id: "a3", card: "crea_sanglier_des_pres" },
          { id: "a4", card: "sort_rappel_a_l_ordre" },
          { id: "a5", card: "crea_geant_des_terres_ingrates" },
        ],
      },
      B: {
        heroClass: "WARRIOR",
        ferveurMax: 9,
        board: [
          { id: "b1", card: "crea_ogre_du_mardi", seq: 2, arrived: 2, damage: 1 },
          { id: "b2", card: "crea_golem_des_coffres", seq: 3, arrived: 2 },
          { id: "b6", card: "crea_recrue_zelee", seq: 5, arrived: 2 },
        ],
        permanents: [{ id: "b3", card: "perm_tour_de_guet", seq: 4, uses: 3 }],
        hand: [
          { id: "b7", card: "sort_rappel_a_l_ordre" },
          { id: "b8", card: "crea_recrue_zelee" },
        ],
        deck: [
          { id: "b4", card: "crea_sanglier_des_pres" },
          { id: "b5", card: "crea_sanglier_des_pres" },
        ],
      },
    },
  } as unknown as State;
}

describe("every card is playable by the engine", () => {
  it.each(cards.map((c) => [c.collectorNumber, c.id, c] as const))("%i %s", (_n, _id, card) => {
    let s = table(card);
    const events: GameEvent[] = [];
    const plays = legalActions(s).filter((a) => a.type === "PLAY_CARD" && a.card === "a1");
    expect(plays.length).toBeGreaterThan(0);
    const step = (a: Action) => {
      const t = reduce(s, a);
      expect(t.events.filter((e) => e.type === "rejected")).toEqual([]);
      events.push(...(t.events as GameEvent[]));
      s = t.state;
    };
    step(plays[0] as Action);
    for (const a of legalActions(s).filter((x) => x.type === "ACTIVATE")) {
      step(a);
      break;
    }
    step({ type: "END_TURN", player: "A" });
    // B's turn: an attack on A's hero, a creature, a spell — what every kind of Secret answers.
    const first = (pick: (a: Action) => boolean) => legalActions(s, "B").find(pick);
    for (const pick of [
      (a: Action) => a.type === "ATTACK" && a.target === "heroA",
      (a: Action) => a.type === "PLAY_CARD" && a.card === "b8",
      (a: Action) => a.type === "PLAY_CARD" && a.card === "b7",
    ]) {
      if (s.phase === "over") break;
      const a = first(pick);
      if (a !== undefined) step(a);
    }
    if (s.phase !== "over") step({ type: "END_TURN", player: "B" });
    expect(s.players.A.hand.some((c) => c.id === "a1")).toBe(false);
    if (isSecret(card))
      expect(
        events.some((e) => e.type === "secretRevealed" && e.card === "a1"),
        "the Secret fired",
      ).toBe(true);
  });
});
