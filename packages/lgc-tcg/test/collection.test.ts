import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { SetupError } from "@core/engine";
import { checkRandomSimulation, checkSetups, fc } from "@core/engine/testing";
import { describe, expect, it, vi } from "vitest";
import {
  altArtsOf,
  BUNDLED_POOL,
  type CollectionEvent,
  type CollectionSetup,
  type CollectionState,
  checkCollectionState,
  checkEconomy,
  collectionActions,
  collectionEngine,
  dropRates,
  ECONOMY_RULES,
  type EconomyRules,
  LAUNCH_FILES,
  memberCards,
  ownedCount,
  type PackCard,
  type PoolCard,
  pityShare,
  readSavedCollection,
  reduceCollection,
  STARTER_DECK,
  savedCollection,
  setCompletion,
  shownArt,
} from "../src/index.js";
import { collectionSetupArb } from "../src/testing.js";

// The first checks compile the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 60_000 });

const { init, reduce } = collectionEngine;

/** Packs of `slots` cards whose rarities are fixed: hand-computable openings. */
function rules(over: Partial<EconomyRules["pack"]> = {}): EconomyRules {
  return { ...ECONOMY_RULES, pack: { ...ECONOMY_RULES.pack, ...over } };
}

const pool = (...cards: [string, PoolCard["rarity"]][]): PoolCard[] =>
  cards.map(([cardId, rarity]) => ({ cardId, version: 1, set: "PVB", rarity }));

function step(s: CollectionState, action: unknown) {
  const r = reduce(s, action as never);
  return {
    state: r.state,
    events: r.events as readonly (CollectionEvent | { type: "rejected"; reason: string })[],
  };
}

const refusal = (s: CollectionState, action: unknown) => {
  const { state, events } = step(s, action);
  expect(state).toBe(s);
  expect(events).toHaveLength(1);
  return (events[0] as { type: string; reason?: string }).reason;
};

const packCards = (events: readonly { type: string }[]): PackCard[] =>
  events.flatMap((e) => (e.type === "packOpened" ? (e as unknown as { cards: PackCard[] }).cards : []));

describe("the economy's data (§7.6, §10)", () => {
  it("economy.json passes its schema and the library's checks, and is what the package bundles", async () => {
    const text = await readFile(
      fileURLToPath(new URL("../../../data/lgc-tcg/economy.json", import.meta.url)),
      "utf8",
    );
    expect(JSON.parse(text)).toEqual(ECONOMY_RULES);
    expect(checkEconomy(ECONOMY_RULES)).toMatchObject({ ok: true });
    expect(Object.hasOwn(LAUNCH_FILES, ECONOMY_RULES.starterDeck)).toBe(true);
  });

  it("odds that do not sum to 1 and melting at a profit are errors naming the pointer", () => {
    const bad = {
      ...ECONOMY_RULES,
      pack: { ...ECONOMY_RULES.pack, slots: [{ COMMON: 0.5, RARE: 0.4 }] },
      rarities: { ...ECONOMY_RULES.rarities, EPIC: { craft: 100, melt: 100 } },
    };
    const result = checkEconomy(bad, "economy.json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.file, i.pointer, i.code])).toEqual([
      ["economy.json", "/pack/slots/0", "odds"],
      ["economy.json", "/rarities/EPIC/melt", "melt"],
    ]);
    const schema = checkEconomy({ ...ECONOMY_RULES, foilMeltFactor: "3" }, "economy.json");
    expect(schema.ok ? [] : schema.issues.map((i) => i.pointer)).toEqual(["/foilMeltFactor"]);
  });

  it("the launch odds: 5 cards, 5 % foil, pity at 20 and 10 packs, melting at 25 % of the craft price", () => {
    expect(ECONOMY_RULES.pack.slots).toHaveLength(5);
    expect(ECONOMY_RULES.pack.foilChance).toBe(0.05);
    expect(ECONOMY_RULES.pack.pity).toEqual({ legendary: 20, foil: 10 });
    expect(ECONOMY_RULES.foilMeltFactor).toBe(3);
    for (const { craft, melt } of Object.values(ECONOMY_RULES.rarities)) expect(melt / craft).toBe(0.25);
    // §7.6: "~23 % de chance d'au moins une enluminée sur un pack de 5", before the pity timer.
    expect(1 - (1 - 0.05) ** 5).toBeCloseTo(0.226, 3);
  });
});

describe("a new collection", () => {
  it("holds the free starter deck (§10), nothing else: no Sceaux, no pack", () => {
    const s = init({ seed: 1 });
    for (const e of STARTER_DECK.cards) expect(ownedCount(s.copies, e.cardId), e.cardId).toBe(e.count);
    expect(s.copies.reduce((n, c) => n + c.normal + c.foil, 0)).toBe(30);
    expect(s.copies.every((c) => c.foil === 0)).toBe(true);
    expect(s).toMatchObject({ sceaux: 0, packs: 0, pity: { legendary: 0, foil: 0 }, set: "PVB" });
    expect(checkCollectionState(s)).toMatchObject({ ok: true });
  });

  it("opens packs of either set: the launch set by default, Extension 1's on request", () => {
    const setOf = (id: string) => BUNDLED_POOL.find((c) => c.cardId === id)?.set;
    for (const set of ["PVB", "PTD"]) {
      const s = init({ seed: 3, packs: 4, ...(set === "PVB" ? {} : { set }) });
      expect(s.set).toBe(set);
      const t = step(s, { type: "OPEN_PACK", count: 4 });
      const cards = packCards(t.events);
      expect(cards).toHaveLength(20);
      for (const c of cards) expect(setOf(c.cardId), c.cardId).toBe(set);
    }
  });

  it("one collection opens packs of either set: OPEN_PACK names the set, else the collection's", () => {
    const setOf = (id: string) => BUNDLED_POOL.find((c) => c.cardId === id)?.set;
    const s = init({ seed: 3, packs: 3 });
    expect(collectionActions(s)).toEqual(
      expect.arrayContaining([{ type: "OPEN_PACK" }, { type: "OPEN_PACK", set: "PTD" }]),
    );
    const ptd = step(s, { type: "OPEN_PACK", set: "PTD", count: 2 });
    expect(packCards(ptd.events)).toHaveLength(10);
    for (const c of packCards(ptd.events)) expect(setOf(c.cardId), c.cardId).toBe("PTD");
    expect(ptd.state.packs).toBe(1);
    expect(ptd.state.set).toBe("PVB"); // the default set stays the collection's
    const pvb = step(ptd.state, { type: "OPEN_PACK" });
    for (const c of packCards(pvb.events)) expect(setOf(c.cardId), c.cardId).toBe("PVB");
    // The same opening as a collection fixed to Extension 1: same generator, same cards.
    const fixedPtd = step(init({ seed: 3, packs: 3, set: "PTD" }), { type: "OPEN_PACK", count: 2 });
    expect(packCards(ptd.events)).toEqual(packCards(fixedPtd.events));
    expect(refusal(s, { type: "OPEN_PACK", set: "XYZ" })).toBe("empty-pool");
    expect(refusal(s, { type: "OPEN_PACK", set: 7 })).toBe("invalid-action");
  });

  it("an existing collection is taken as it is, without a second starter deck", () => {
    const copies = [{ cardId: "crea_pouic", version: 1, normal: 1, foil: 0 }];
    expect(init({ seed: 1, copies }).copies).toEqual(copies);
  });

  it("refuses a bad setup with a SetupError naming the pointer", () => {
    const pointerOf = (setup: unknown) => {
      try {
        init(setup as CollectionSetup);
      } catch (e) {
        expect(e).toBeInstanceOf(SetupError);
        return (e as SetupError).pointer;
      }
      return "accepted";
    };
    expect(pointerOf({})).toBe("/seed");
    expect(pointerOf({ seed: 1, packs: -1 })).toBe("/packs");
    expect(pointerOf({ seed: 1, pool: pool(["a_card", "COMMON"], ["a_card", "RARE"]) })).toBe(
      "/pool/1/cardId",
    );
    expect(pointerOf({ seed: 1, starter: [{ cardId: "not_a_card", version: 1, count: 1 }] })).toBe(
      "/starter/0/cardId",
    );
    expect(pointerOf({ seed: 1, rules: rules({ slots: [{ COMMON: 0.3 }] }) })).toBe("/rules/pack/slots/0");
    expect(
      pointerOf({
        seed: 1,
        copies: [{ cardId: "crea_pouic", version: 1, normal: 0, foil: 1, foilProvenance: ["a", "b"] }],
      }),
    ).toBe("/copies/0/foilProvenance");
  });

  it("init never crashes on hostile setups (checkSetups), and plays what it accepts", () => {
    checkSetups(collectionEngine, [{ seed: 1 }, { seed: "x", packs: 3, sceaux: 500 }], {
      numRuns: 150,
      steps: 20,
    });
  });
});

describe("opening packs", () => {
  const fixed = (over: Partial<CollectionSetup> = {}) =>
    init({
      seed: 7,
      pool: pool(["c_one", "COMMON"], ["c_two", "COMMON"], ["l_one", "LEGENDARY"]),
      rules: rules({
        slots: [{ COMMON: 1 }, { COMMON: 1 }],
        foilChance: 0,
        pity: { legendary: 3, foil: 10 },
      }),
      starter: [],
      packs: 10,
      ...over,
    });

  it("needs an unopened pack, and a count from 1 to 100", () => {
    const s = fixed({ packs: 1 });
    expect(refusal(s, { type: "OPEN_PACK", count: 2 })).toBe("no-pack");
    expect(refusal(s, { type: "OPEN_PACK", count: 0 })).toBe("invalid-count");
    expect(refusal(s, { type: "OPEN_PACK", count: 1.5 })).toBe("invalid-count");
    expect(refusal(s, { type: "OPEN_PACK", count: 101 })).toBe("invalid-count");
    expect(refusal(fixed({ set: "XYZ" }), { type: "OPEN_PACK" })).toBe("empty-pool");
  });

  it("the legendary pity timer upgrades the last card of the third dry pack (pity 3)", () => {
    const { state, events } = step(fixed(), { type: "OPEN_PACK", count: 4 });
    const packs = events as unknown as { cards: PackCard[]; pity: { legendary: boolean } }[];
    expect(packs.map((p) => p.cards.map((c) => c.rarity))).toEqual([
      ["COMMON", "COMMON"],
      ["COMMON", "COMMON"],
      ["COMMON", "LEGENDARY"],
      ["COMMON", "COMMON"],
    ]);
    expect(packs.map((p) => p.pity.legendary)).toEqual([false, false, true, false]);
    expect(state.pity.legendary).toBe(1);
    expect(state.packs).toBe(6);
  });

  it("duplicate protection: while a common is missing, a normal common is never a duplicate", () => {
    // Limits of 1: c_one is complete, so the next commons must be c_two until it is complete too.
    const s = fixed({
      limits: { COMMON: 1, UNCOMMON: 3, RARE: 3, EPIC: 2, LEGENDARY: 1 },
      copies: [{ cardId: "c_one", version: 1, normal: 1, foil: 0 }],
    });
    const cards = packCards(step(s, { type: "OPEN_PACK" }).events);
    expect(cards[0]).toMatchObject({ cardId: "c_two", duplicate: false });
    expect(cards[1]).toMatchObject({ duplicate: true }); // both commons are complete: any of them
  });

  it("a foil ignores duplicate protection (§7.6: the foil of a complete card is a good draw)", () => {
    // Every card foil; c_one complete and c_two missing: over many packs both come as foils.
    const s = fixed({
      rules: rules({ slots: [{ COMMON: 1 }], foilChance: 1, pity: { legendary: 1000, foil: 10 } }),
      limits: { COMMON: 1, UNCOMMON: 3, RARE: 3, EPIC: 2, LEGENDARY: 1 },
      copies: [{ cardId: "c_one", version: 1, normal: 1, foil: 0 }],
      packs: 40,
    });
    const cards = packCards(step(s, { type: "OPEN_PACK", count: 40 }).events);
    expect(cards.every((c) => c.foil)).toBe(true);
    expect(new Set(cards.map((c) => c.cardId))).toEqual(new Set(["c_one", "c_two"]));
  });

  it("a set without legendaries never gives one, and its pity never fires", () => {
    const s = fixed({ pool: pool(["c_one", "COMMON"]), rules: rules({ foilChance: 0 }), packs: 60 });
    const { events } = step(s, { type: "OPEN_PACK", count: 60 });
    expect(packCards(events).every((c) => c.rarity === "COMMON")).toBe(true);
  });

  it("is deterministic and never edits its input", () => {
    const s = Object.freeze(init({ seed: "same", packs: 5 }));
    expect(reduce(s, { type: "OPEN_PACK", count: 5 })).toEqual(reduce(s, { type: "OPEN_PACK", count: 5 }));
    expect(s.packs).toBe(5);
  });
});

describe("melting and crafting (§10 « Fonte », §7.6)", () => {
  const commons = (normal: number, foil: number, extra: Partial<CollectionSetup> = {}) =>
    init({
      seed: 1,
      pool: pool(["c_one", "COMMON"]),
      starter: [],
      copies: [{ cardId: "c_one", version: 1, normal, foil }],
      ...extra,
    });

  it("a normal duplicate melts for the rarity's value, a foil one for three times it", () => {
    let s = commons(4, 1);
    const a = step(s, { type: "MELT", cardId: "c_one", version: 1 });
    expect(a.events).toEqual([
      { type: "melted", cardId: "c_one", version: 1, foil: false, count: 1, sceaux: 10 },
    ]);
    s = a.state;
    const b = step(s, { type: "MELT", cardId: "c_one", version: 1, foil: true });
    expect(b.events).toEqual([
      { type: "melted", cardId: "c_one", version: 1, foil: true, count: 1, sceaux: 30 },
    ]);
    expect(b.state.sceaux).toBe(40);
    expect(b.state.copies).toEqual([{ cardId: "c_one", version: 1, normal: 3, foil: 0 }]);
    // Three left, the deck limit: none is a duplicate any more.
    expect(refusal(b.state, { type: "MELT", cardId: "c_one", version: 1 })).toBe("not-a-duplicate");
  });

  it("melts only what exists, and never a stamped foil", () => {
    const s = commons(3, 2);
    expect(refusal(s, { type: "MELT", cardId: "c_one", version: 1, count: 3 })).toBe("not-a-duplicate");
    expect(refusal(s, { type: "MELT", cardId: "c_one", version: 1, foil: true, count: 3 })).toBe("not-owned");
    expect(refusal(s, { type: "MELT", cardId: "c_one", version: 2 })).toBe("unknown-card");
    expect(refusal(s, { type: "MELT", cardId: "c_one", version: 1, count: 0 })).toBe("invalid-count");
    const stamped = commons(3, 1, {
      copies: [
        { cardId: "c_one", version: 1, normal: 3, foil: 1, foilProvenance: ["Raid Aberrus · 2026-03"] },
      ],
    });
    expect(refusal(stamped, { type: "MELT", cardId: "c_one", version: 1, foil: true })).toBe("stamped-foil");
  });

  it("crafting buys one normal copy of the current version, never a foil", () => {
    const s = commons(1, 1, { sceaux: 45 });
    const { state, events } = step(s, { type: "CRAFT", cardId: "c_one" });
    expect(events).toEqual([{ type: "crafted", cardId: "c_one", version: 1, sceaux: 40 }]);
    expect(state.sceaux).toBe(5);
    expect(state.copies).toEqual([{ cardId: "c_one", version: 1, normal: 2, foil: 1 }]);
    expect(refusal(commons(1, 0, { sceaux: 39 }), { type: "CRAFT", cardId: "c_one" })).toBe(
      "not-enough-sceaux",
    );
    expect(refusal(commons(2, 1, { sceaux: 40 }), { type: "CRAFT", cardId: "c_one" })).toBe("at-maximum");
    expect(refusal(s, { type: "CRAFT", cardId: "nope" })).toBe("unknown-card");
  });

  it("rewards add packs and Sceaux; nonsense grants are refused", () => {
    const s = commons(0, 0);
    expect(step(s, { type: "GRANT", packs: 2, sceaux: 100, reason: "victoire" }).events).toEqual([
      { type: "granted", packs: 2, sceaux: 100, reason: "victoire" },
    ]);
    for (const bad of [{}, { packs: -1 }, { packs: 1.5 }, { sceaux: 1e9 }, { packs: 0, sceaux: 0 }])
      expect(refusal(s, { type: "GRANT", ...bad })).toBe("invalid-grant");
    expect(refusal(s, null)).toBe("invalid-action");
    expect(refusal(s, { type: "SELL" })).toBe("unknown-action");
  });
});

describe("completion (§7.5, §7.6: « 87 / 120 · dont 12 enluminées »)", () => {
  it("counts the set's cards held at least once, and those held at least once as a foil", () => {
    const copies = [
      { cardId: "a_card", version: 1, normal: 2, foil: 0 },
      { cardId: "b_card", version: 1, normal: 0, foil: 1 },
      { cardId: "b_card", version: 2, normal: 1, foil: 1 },
      { cardId: "other_set", version: 1, normal: 1, foil: 1 },
    ];
    const p = [
      ...pool(["a_card", "COMMON"], ["b_card", "RARE"], ["c_card", "EPIC"]),
      { cardId: "other_set", version: 1, set: "XYZ", rarity: "COMMON" as const },
    ];
    expect(setCompletion(copies, p, "PVB")).toEqual({ owned: 2, foil: 1 });
  });
});

/** Invariants of every reachable state, checked after every step of random play. */
function invariant(s: CollectionState, events: readonly unknown[]): boolean {
  expect(s.sceaux).toBeGreaterThanOrEqual(0);
  expect(s.packs).toBeGreaterThanOrEqual(0);
  expect(s.pity.legendary).toBeLessThan(s.rules.pack.pity.legendary);
  expect(s.pity.foil).toBeLessThan(s.rules.pack.pity.foil);
  for (const e of events as CollectionEvent[]) {
    if (e.type === "packOpened") expect(e.cards).toHaveLength(s.rules.pack.slots.length);
    if (e.type === "crafted") expect(e.sceaux).toBe(s.rules.rarities[rarityOf(s, e.cardId)].craft);
    if (e.type === "altArtBought") expect(e.sceaux).toBe(s.rules.altArt?.price);
  }
  // At most one illustration shown per card, and only the player's own member cards have any.
  const shown = (s.altArts ?? []).filter((a) => a.shown).map((a) => a.cardId);
  expect(new Set(shown).size).toBe(shown.length);
  for (const a of s.altArts ?? []) expect(memberCards(s).map((c) => c.cardId)).toContain(a.cardId);
  return true;
}

const rarityOf = (s: CollectionState, id: string) => s.pool.find((c) => c.cardId === id)?.rarity ?? "COMMON";

describe("alternative illustrations (§10: the Sceaux sink of one's own member card)", () => {
  it("every ranked member card of the bundled pool portrays a member; non-members none", () => {
    const members = BUNDLED_POOL.filter((c) => c.memberId !== undefined);
    const ranked = Object.values(LAUNCH_FILES).filter(
      (f): f is { id: string; rankId: string | null; collectorNumber: number } =>
        typeof f === "object" && f !== null && "rankId" in f && "collectorNumber" in f,
    );
    expect(members.map((c) => c.cardId).sort()).toEqual(
      [...new Set(ranked.filter((c) => c.rankId !== null).map((c) => c.id))].sort(), // versions once
    );
    expect(members.length).toBeGreaterThan(30);
    // The data names no member yet: each member card stands for its own member.
    for (const c of members) expect(c.memberId).toBe(c.cardId);
    expect(ECONOMY_RULES.altArt?.price).toBe(400);
  });

  it("a member no pool card portrays is a setup error at /member", () => {
    expect(() => init({ seed: 1, member: "nobody" })).toThrow(SetupError);
    expect(() => init({ seed: 1, member: "nobody" })).toThrow(/\/member/);
  });

  it("a saved collection keeps its member and illustrations; two shown for one card is an issue", () => {
    const member = BUNDLED_POOL.find((c) => c.memberId !== undefined)!;
    let s = init({ seed: 3, member: member.memberId, sceaux: 800 });
    s = reduce(s, { type: "BUY_ALT_ART", cardId: member.cardId }).state;
    s = reduce(s, { type: "BUY_ALT_ART", cardId: member.cardId }).state;
    const read = readSavedCollection(JSON.parse(JSON.stringify(savedCollection(s))), "c.json");
    expect(read.ok && read.value).toEqual(s);
    const both = { ...savedCollection(s), altArts: s.altArts?.map((a) => ({ ...a, shown: true })) };
    const bad = readSavedCollection(both, "c.json");
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.issues[0]).toMatchObject({ file: "c.json", pointer: "/altArts/1/shown" });
  });

  it("refuses malformed alt-art intents without changing anything", () => {
    const s = init({ seed: 1, sceaux: 1000 });
    for (const action of [
      // Any bytes may come in: reduceCollection takes unknown.
      { type: "BUY_ALT_ART" },
      { type: "BUY_ALT_ART", cardId: 3 },
      { type: "SHOW_ART", cardId: "x", art: 1.5 },
      { type: "SHOW_ART", cardId: "x", art: "0" },
      { type: "SET_MEMBER" },
      { type: "CRAFT", cardId: "x", foil: "yes" },
    ]) {
      const r = reduceCollection(s, action);
      expect(r.state).toBe(s);
      expect(r.events).toMatchObject([{ type: "rejected", reason: "invalid-action" }]);
    }
  });
});

describe("random play (the shared random-simulation harness)", () => {
  it("every listed move is accepted and the invariants hold", () => {
    checkRandomSimulation(collectionEngine, {
      setups: collectionSetupArb,
      // A reward now and then keeps the random player opening packs and crafting.
      actions: (s) => [...collectionActions(s), { type: "GRANT", packs: 2, sceaux: 300 }],
      maxSteps: 80,
      numRuns: 30,
      invariant,
    });
  });

  it("properties: packs add exactly their cards, crafting never makes a foil, melting keeps the deck limit", () => {
    fc.assert(
      fc.property(collectionSetupArb, fc.array(fc.nat(), { maxLength: 60 }), (setup, choices) => {
        let s = collectionEngine.init({ ...setup, packs: 30, sceaux: 5000 });
        for (const choice of choices) {
          const moves = collectionActions(s);
          if (moves.length === 0) break;
          const action = moves[choice % moves.length]!;
          const before = s;
          const { state, events } = reduce(s, action);
          const total = (x: CollectionState) => x.copies.reduce((n, c) => n + c.normal + c.foil, 0);
          const foils = (x: CollectionState) => x.copies.reduce((n, c) => n + c.foil, 0);
          if (action.type === "OPEN_PACK")
            expect(total(state)).toBe(total(before) + before.rules.pack.slots.length);
          if (action.type === "CRAFT") {
            expect(foils(state)).toBe(foils(before));
            expect(total(state)).toBe(total(before) + 1);
          }
          if (action.type === "MELT") {
            const limit = before.limits[rarityOf(before, action.cardId)];
            expect(ownedCount(state.copies, action.cardId)).toBeGreaterThanOrEqual(limit);
            expect(state.sceaux).toBeGreaterThan(before.sceaux);
          }
          // Protection: a normal duplicate comes only once its rarity has nothing missing.
          let held = new Map(before.pool.map((c) => [c.cardId, ownedCount(before.copies, c.cardId)]));
          for (const card of packCards(events)) {
            if (!card.foil && card.duplicate) {
              const missing = before.pool.filter(
                (c) =>
                  c.set === before.set &&
                  c.rarity === card.rarity &&
                  (held.get(c.cardId) ?? 0) < before.limits[c.rarity],
              );
              expect(missing).toEqual([]);
            }
            held = new Map(held).set(card.cardId, (held.get(card.cardId) ?? 0) + 1);
          }
          s = state;
        }
      }),
      { numRuns: 40 },
    );
  });

  it("properties: an alt-art costs its price, changes no copy, pack or pity, and is the one shown (§10)", () => {
    fc.assert(
      fc.property(collectionSetupArb, fc.array(fc.nat(), { maxLength: 40 }), (setup, choices) => {
        let s = collectionEngine.init({ ...setup, sceaux: 3000 });
        for (const choice of choices) {
          const moves = collectionActions(s);
          if (moves.length === 0) break;
          // Alt-art moves half of the time when there are some: the ones under test.
          const art = moves.filter((a) => a.type === "BUY_ALT_ART" || a.type === "SHOW_ART");
          const pick = art.length > 0 && choice % 2 === 0 ? art : moves;
          const action = pick[(choice >> 1) % pick.length]!;
          const before = s;
          const { state, events } = reduce(s, action);
          expect(events[0]?.type).not.toBe("rejected");
          if (action.type === "BUY_ALT_ART" || action.type === "SHOW_ART") {
            expect(state.copies).toEqual(before.copies);
            expect(state.packs).toBe(before.packs);
            expect(state.pity).toEqual(before.pity);
            expect(state.member).toBe(before.member);
          }
          if (action.type === "BUY_ALT_ART") {
            expect(state.sceaux).toBe(before.sceaux - (before.rules.altArt?.price ?? Number.NaN));
            expect(state.altArts).toHaveLength((before.altArts?.length ?? 0) + 1);
            const arts = altArtsOf(state, action.cardId);
            expect(shownArt(state, action.cardId)).toEqual({ art: arts.length - 1, seed: arts.at(-1)?.seed });
          }
          if (action.type === "SHOW_ART") {
            expect(state.sceaux).toBe(before.sceaux);
            expect(state.rng).toEqual(before.rng);
            expect(shownArt(state, action.cardId)?.art ?? null).toBe(action.art);
          }
          s = state;
        }
      }),
      { numRuns: 40 },
    );
  });

  it("the pity counters never reach their timers over long runs", () => {
    const s = init({ seed: "long", packs: 2000 });
    let state = s;
    let dryL = 0;
    let dryF = 0;
    for (let i = 0; i < 20; i++) {
      const r = reduce(state, { type: "OPEN_PACK", count: 100 });
      for (const e of r.events as CollectionEvent[]) {
        if (e.type !== "packOpened") continue;
        dryL = e.cards.some((c) => c.rarity === "LEGENDARY") ? 0 : dryL + 1;
        dryF = e.cards.some((c) => c.foil) ? 0 : dryF + 1;
        expect(dryL).toBeLessThan(20);
        expect(dryF).toBeLessThan(10);
      }
      state = r.state;
    }
    expect(pityShare(1, 20)).toBe(1 / 20);
    expect(dropRates(ECONOMY_RULES).legendaryPack).toBeGreaterThan(0.05);
  });
});
