/**
 * The Procès-Verbal launch set as issue 17 asks for it (seed §7): its composition against the
 * seed's numbers, its design (archetypes, cycles, the control archetype's safety valves), and
 * every one of its 120 cards played through the engine.
 */
import { describe, expect, it, vi } from "vitest";
import {
  type Action,
  type Card,
  cardText,
  effectsOf,
  isRemoval,
  LAUNCH_FILES,
  latestCards,
  launchCorpus,
  legalActions,
  lintFiles,
  reduce,
  type State,
} from "../src/index.js";

// The first check compiles the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 60_000 });

const corpus = launchCorpus();
const cards = latestCards(corpus).filter((c) => c.setCode === "PVB");
const creatures = cards.filter((c) => c.type === "CREATURE");
const report = lintFiles(LAUNCH_FILES);
const set = report.sets.find((s) => s.code === "PVB");
const design = corpus.sets.sets.find((s) => s.code === "PVB");

describe("composition (§7.1–§7.4)", () => {
  it("is complete: 120 cards numbered 001–120, every §7.1 cell and §7.2 bucket on target, no lint error", () => {
    expect(design?.complete).toBe(true);
    expect(cards.map((c) => c.collectorNumber)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    for (const x of [...(set?.byTypeRarity ?? []), ...(set?.curve ?? [])]) expect(x.count).toBe(x.target);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });

  it("has §7.1's legendaries: 2 creatures and 2 spells, no permanent", () => {
    const legendary = cards.filter((c) => c.rarity === "LEGENDARY").map((c) => c.type);
    expect(legendary.sort()).toEqual(["CREATURE", "CREATURE", "SPELL", "SPELL"]);
  });

  it("has about 40 members spread over the five ranks and 25–30 non-members (§7.4)", () => {
    const members = creatures.filter((c) => c.rankId !== null);
    expect(members.length).toBeGreaterThanOrEqual(38);
    expect(members.length).toBeLessThanOrEqual(45);
    expect(new Set(members.map((c) => c.rankId))).toEqual(new Set(corpus.ranks.map((r) => r.id)));
    const others = creatures.length - members.length;
    expect(others).toBeGreaterThanOrEqual(25);
    expect(others).toBeLessThanOrEqual(30);
  });

  it("has about ten tokens (§7.1), each summoned by something", () => {
    // The launch set's tokens: those its cards and the hero powers bring into play.
    const used = new Set<string>();
    for (const abilities of [
      ...cards.map((c) => c.abilities),
      ...Object.values(corpus.heroes).map((h) => h.power.abilities),
    ])
      for (const a of abilities)
        for (const { effect } of effectsOf(a, "")) {
          if (effect.action === "SUMMON")
            for (const t of "token" in effect.params ? [effect.params.token] : effect.params.randomFrom)
              used.add(t);
          if (effect.action === "TRANSFORM") used.add(effect.params.token);
        }
    const tokens = [...used].filter((id) => Object.hasOwn(corpus.tokens, id)).length;
    expect(tokens).toBeGreaterThanOrEqual(9);
    expect(tokens).toBeLessThanOrEqual(12);
    expect(report.warnings.filter((w) => w.code === "unused-token")).toEqual([]);
  });

  it("has at least six accessible removal cards (§7.3: commons and uncommons)", () => {
    const removal = cards.filter(isRemoval);
    const accessible = removal.filter((c) => c.rarity === "COMMON" || c.rarity === "UNCOMMON");
    expect(accessible.length).toBeGreaterThanOrEqual(6);
    expect(set?.composition.accessibleRemoval).toBe(accessible.length);
  });

  it("keeps the control archetype's safety valves (§7.3)", () => {
    const enemyCreature = (c: Card, action: string, scope?: string) =>
      c.abilities.some((a) =>
        effectsOf(a, "").some(
          ({ effect }) =>
            effect.action === action &&
            effect.target.side === "ENEMY" &&
            effect.target.kind === "CREATURE" &&
            (scope === undefined || effect.target.scope === scope),
        ),
      );
    // Taunts with high endurance, absorbing several small attacks.
    const walls = creatures.filter((c) => c.keywords.includes("TAUNT") && c.type === "CREATURE" && c.hp >= 5);
    expect(walls.length).toBeGreaterThanOrEqual(4);
    // Lethal creatures, a bad trade for the attacker.
    expect(creatures.filter((c) => c.keywords.includes("LETHAL")).length).toBeGreaterThanOrEqual(2);
    // Permanents with a Rituel dealing 1 damage to a random enemy creature.
    const towers = cards.filter(
      (c) =>
        c.type === "PERMANENT" &&
        c.abilities.some(
          (a) =>
            (a.trigger === "ON_TURN_END" || a.trigger === "ON_TURN_START") &&
            a.action === "DEAL_DAMAGE" &&
            a.target.side === "ENEMY" &&
            a.target.scope === "RANDOM" &&
            (a.target.count ?? 1) === 1,
        ),
    );
    expect(towers.length).toBeGreaterThanOrEqual(2);
    // Targeted bounce.
    expect(cards.filter((c) => enemyCreature(c, "BOUNCE", "CHOSEN")).length).toBeGreaterThanOrEqual(2);
  });

  it("is designed by archetypes (four of ~20, ~40 flexible) and 10–12 cycles covering about half the set", () => {
    expect(set?.archetypes.map((a) => a.id)).toEqual(["AGGRO", "CONTROL", "MIDRANGE", "TRIBAL"]);
    for (const a of set?.archetypes ?? []) {
      expect(a.count).toBeGreaterThanOrEqual(17);
      expect(a.count).toBeLessThanOrEqual(23);
    }
    expect(set?.flexible).toBeGreaterThanOrEqual(35);
    expect(set?.flexible).toBeLessThanOrEqual(45);
    expect(set?.cycles.length).toBeGreaterThanOrEqual(10);
    expect(set?.cycles.length).toBeLessThanOrEqual(12);
    expect(set?.cycleCards).toBeGreaterThanOrEqual(50);
    // A cycle declines one effect over several costs.
    for (const c of set?.cycles ?? []) expect(new Set(c.costs).size, c.id).toBeGreaterThanOrEqual(2);
  });

  it("keeps two member cards for one member at two ranks: evolutions cost more (§6.3, §7.4)", () => {
    const evolutions = cards.filter((c) => c.evolutionOf !== null);
    expect(evolutions.length).toBeGreaterThanOrEqual(3);
    for (const e of evolutions) {
      const original = cards.find((c) => c.id === e.evolutionOf) as Card;
      expect(e.cost, e.id).toBeGreaterThan(original.cost);
    }
  });
});

describe("the cards as printed (§12, §8.1)", () => {
  it("each has a unique name, a flavour line and an id prefixed by its type", () => {
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length);
    const prefix = { CREATURE: "crea_", SPELL: "sort_", PERMANENT: "perm_" } as const;
    for (const c of cards) {
      expect(c.flavor.length, c.id).toBeGreaterThan(10);
      expect(c.id.startsWith(prefix[c.type]), c.id).toBe(true);
    }
  });

  it("the new cards' printed text is the text generated from their abilities", () => {
    for (const c of cards.filter((x) => x.collectorNumber > 60)) {
      const text = cardText(corpus, c).join(" ");
      expect(c.text ?? "", c.id).toBe(text);
    }
  });
});

/**
 * A board where any card has something to act on: A holds the card with 10 Ferveur, a damaged
 * creature of its own and a deck with a creature, a spell and a big card; B has a damaged and an
 * undamaged creature, a permanent and a deck.
 */
function table(card: Card): State {
  return {
    phase: "play",
    turn: 9,
    first: "A",
    active: "A",
    cards: corpus.cards as unknown as State["cards"],
    players: {
      A: {
        ferveurMax: 10,
        ferveur: 10,
        hp: 24,
        hand: [{ id: "a1", card: card.id }],
        board: [{ id: "a2", card: "crea_tank_en_formation", seq: 1, arrived: 1, damage: 1 }],
        deck: [
          { id: "a3", card: "crea_sanglier_des_pres" },
          { id: "a4", card: "sort_rappel_a_l_ordre" },
          { id: "a5", card: "crea_geant_des_terres_ingrates" },
        ],
      },
      B: {
        board: [
          { id: "b1", card: "crea_ogre_du_mardi", seq: 2, arrived: 2, damage: 1 },
          { id: "b2", card: "crea_golem_des_coffres", seq: 3, arrived: 2 },
        ],
        permanents: [{ id: "b3", card: "perm_tour_de_guet", seq: 4, uses: 3 }],
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
    const defs: Record<string, Card> = {};
    for (const c of latestCards(corpus)) defs[c.id] = c;
    let s = { ...table(card), cards: { ...defs, ...corpus.tokens } } as unknown as State;
    const plays = legalActions(s).filter((a) => a.type === "PLAY_CARD" && a.card === "a1");
    expect(plays.length).toBeGreaterThan(0);
    const step = (a: Action) => {
      const t = reduce(s, a);
      expect(t.events.filter((e) => e.type === "rejected")).toEqual([]);
      s = t.state;
    };
    step(plays[0] as Action);
    // Whatever it can activate, it does; then both turns pass so that Rituels and auras run.
    for (const a of legalActions(s).filter((x) => x.type === "ACTIVATE")) {
      step(a);
      break;
    }
    step({ type: "END_TURN", player: "A" });
    if (s.phase !== "over") step({ type: "END_TURN", player: "B" });
    expect(s.players.A.hand.some((c) => c.id === "a1")).toBe(false);
  });
});
