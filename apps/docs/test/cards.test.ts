import { type Card, cardText, latestCards, launchCorpus } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import { cardListPage, collectorCode, memberHistory, versionChanges, webAppLinks } from "../src/cards.js";
import { glossaryPage } from "../src/glossary.js";

const corpus = launchCorpus();
const card = (id: string): Card => {
  const found = Object.values(corpus.cards).find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id} in the corpus`);
  return found;
};
const tank = card("crea_tank_en_formation");

describe("card facts", () => {
  test("the collector code is the set code and the number on three digits", () => {
    expect(collectorCode({ ...tank, setCode: "PVB", collectorNumber: 6 })).toBe("PVB-006");
    expect(collectorCode({ ...tank, setCode: "ABC", collectorNumber: 120 })).toBe("ABC-120");
  });

  test("a new version lists what changed: stats, cost and the generated text", () => {
    const v2: Card = { ...tank, version: 2, cost: tank.cost + 1, atk: 4, keywords: [] } as Card;
    expect(versionChanges(corpus, tank, v2)).toEqual([
      `cost ${tank.cost} → ${tank.cost + 1}`,
      `ATK ${(tank as { atk: number }).atk} → 4`,
      "text: « Provocation. » → « — »",
    ]);
    expect(versionChanges(corpus, tank, { ...tank, version: 2 })).toEqual([]);
  });

  test("Extension 1's evolutions read as their members' histories, from either end (issue 31, §6.3)", () => {
    const latest = latestCards(corpus);
    for (const [first, evolved] of [
      ["crea_tireuse_novice", "crea_tireuse_confirmee"],
      ["crea_greffiere_de_seance", "crea_greffiere_en_chef"],
      ["crea_garde_du_coffre", "crea_cheffe_de_la_garde_du_coffre"],
    ] as const) {
      expect(memberHistory(latest, card(first)).map((x) => x.id)).toEqual([first, evolved]);
      expect(memberHistory(latest, card(evolved)).map((x) => x.id)).toEqual([first, evolved]);
    }
  });

  test("the member's history follows evolutionOf both ways, and stops on a loop", () => {
    const a = { ...tank, id: "crea_a", evolutionOf: null } as Card;
    const b = { ...tank, id: "crea_b", evolutionOf: "crea_a" } as Card;
    const c = { ...tank, id: "crea_c", evolutionOf: "crea_b" } as Card;
    const other = { ...tank, id: "crea_other", evolutionOf: null } as Card;
    expect(memberHistory([a, b, c, other], b).map((x) => x.id)).toEqual(["crea_a", "crea_b", "crea_c"]);
    expect(memberHistory([a, b, c, other], other).map((x) => x.id)).toEqual(["crea_other"]);
    const loopA = { ...a, evolutionOf: "crea_b" } as Card;
    expect(memberHistory([loopA, b], b).map((x) => x.id)).toEqual(["crea_a", "crea_b"]);
  });

  test("web app links: the gallery searches the name, the generator opens the card", () => {
    const gorak = card("crea_gorak_forgeron");
    expect(webAppLinks("https://games.example/app/", gorak, 2)).toEqual({
      gallery: "https://games.example/app/#/tcg-gallery?q=Gorak%2C+le+Forgeron&versions=1",
      generator: `https://games.example/app/#/tcg-generator?card=crea_gorak_forgeron&version=${gorak.version}`,
    });
    expect(webAppLinks("http://localhost:5173/", tank, 1).gallery).toBe(
      "http://localhost:5173/#/tcg-gallery?q=Tank+en+formation",
    );
  });
});

describe("the card list page", () => {
  const page = cardListPage(corpus, "http://localhost:5173/", { glossary: "/lgc-tcg/glossary.md" });

  test("one section per current card, headed by its name, with the data library's text", () => {
    const headings = [...page.matchAll(/^### .+ \{#([\w-]+)\}$/gm)].map((m) => m[1]);
    expect(headings).toHaveLength(Object.keys(corpus.latest).length);
    expect(page).toContain("### Tank en formation {#crea_tank_en_formation}");
    expect(cardText(corpus, tank)).toEqual(["Provocation."]);
    expect(page).toMatch(
      /\{#crea_tank_en_formation\}\n\n\*\*PVB-006\*\* · Créature · [^\n]+\n\n> Provocation\.\n/,
    );
  });

  test("Gorak's two versions and the veteran recruit's member history are shown", () => {
    expect(page).toMatch(/- v1: first printing\n- v2 \(current\): ATK 3 → 2; PV 5 → 4/);
    expect(page).toContain(
      "History of this member (seed §6.3): [Recrue zélée](#crea_recrue_zelee) (PVB-001) → **Recrue zélée, vétérane** (PVB-032)",
    );
  });

  test("links to the web app are plain anchors VitePress leaves alone", () => {
    expect(page).toContain(
      '<a href="http://localhost:5173/#/tcg-generator?card=crea_tank_en_formation&amp;version=1" target="_blank" rel="noopener">Open it in the card generator</a>',
    );
  });
});

test("the glossary names each keyword as printed, with its cards", () => {
  const page = glossaryPage(corpus, "lgc-tcg/cards.md", "/packages/lgc-tcg/rules.md");
  expect(page).toContain("### Provocation {#keyword-taunt}");
  expect(page).toContain("Doit être attaquée en priorité. Data id `TAUNT`; takes 1 stat point");
  expect(page).toMatch(/Cards: [^\n]*\[Tank en formation\]\(\/lgc-tcg\/cards\.md#crea_tank_en_formation\)/);
  expect(page).toContain("### Cri de guerre (`ON_PLAY`) {#trigger-on_play}");
});
