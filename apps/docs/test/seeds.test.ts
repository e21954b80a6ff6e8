import { describe, expect, test } from "vitest";
import { findSections, readSeeds, sectionAnchor, seedEngines, seedPage } from "../src/seeds.js";

describe("seed sections", () => {
  test("numbered headings count only when they continue the outline", () => {
    const lines = [
      "Titre du document",
      "1. Vision",
      "Du texte.",
      "2. Le plateau",
      "2.1 La grille",
      "1. Sa case de depart", // a list item inside 2.1, not section 1 again
      "2.2 Types de cases",
      "4 types. Chaque piece a un niveau", // a sentence starting with a number
      "2.4 Saut", // skips 2.3: not a heading
      "3. Les pieces",
      "3.1 Concept",
      "1. PRODUCTION : les cases se remplissent",
      "3.2 Pieces disponibles",
    ];
    expect(findSections(lines).map((s) => [s.number, s.line])).toEqual([
      ["1", 2],
      ["2", 4],
      ["2.1", 5],
      ["2.2", 7],
      ["3", 10],
      ["3.1", 11],
      ["3.2", 13],
    ]);
    expect(findSections(lines)[2]?.title).toBe("La grille");
  });

  test("anchors name the section number", () => {
    expect(sectionAnchor("6")).toBe("section-6");
    expect(sectionAnchor("6.3")).toBe("section-6-3");
  });

  test("the repository's seeds: the LGC TCG document has its 16 chapters and §6.3", () => {
    const seeds = readSeeds();
    expect(seeds.map((s) => s.file)).toEqual([
      "000_c0a2af5db9860a6b.txt",
      "001_fe629d2ec29393f8.txt",
      "002_a6024cad8d204155.txt",
      "003_ba79125b42f8848b.txt",
      "004_d32c700711f8db21.txt",
    ]);
    const tcg = seeds[3]!;
    const tops = tcg.sections.filter((s) => !s.number.includes(".")).map((s) => s.number);
    expect(tops).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1)));
    const evolution = tcg.sections.find((s) => s.number === "6.3");
    expect(evolution?.title).toBe("L'évolution des membres entre extensions");
    expect(tcg.lines[evolution!.line - 1]).toBe("6.3 L'évolution des membres entre extensions");
    // Chessistics: twelve chapters, the numbered steps of §3.1, §5.1 and §7.2 left as text.
    const chessistics = seeds[0]!.sections.filter((s) => !s.number.includes("."));
    expect(chessistics.map((s) => s.title)).toEqual([
      "Vision",
      "Le plateau",
      "Les pieces",
      "Systeme de transfert",
      "Deroulement d'un coup",
      "Les metriques",
      "Interface utilisateur",
      "Les 6 niveaux du prototype",
      "Direction artistique (prototype)",
      "Choix technique : Godot 4 + C#",
      "Risques et questions ouvertes",
      "Lore",
    ]);
  });
});

describe("seed pages", () => {
  const seed = {
    file: "009_0123456789abcdef.txt",
    lines: ["Intro <b>bold</b> & co", "", "1. Premier", "Texte {{ vue }}", "1.1 Sous-partie"],
    sections: findSections([
      "Intro <b>bold</b> & co",
      "",
      "1. Premier",
      "Texte {{ vue }}",
      "1.1 Sous-partie",
    ]),
  };
  const page = seedPage(seed, "A test game");

  test("every non-empty line keeps its number as an anchor, escaped", () => {
    expect(page).toContain(
      '<p class="seed-line" id="L1" data-line="1">Intro &lt;b&gt;bold&lt;/b&gt; &amp; co</p>',
    );
    expect(page).toContain('<p class="seed-line" id="L4" data-line="4">Texte {{ vue }}</p>');
    expect(page).not.toContain('id="L2"');
  });

  test("sections are headings with their anchor, and their line keeps its anchor too", () => {
    expect(page).toContain('<div id="L3" class="seed-anchor"></div>\n\n## 1. Premier {#section-1}');
    expect(page).toContain("### 1.1 Sous-partie {#section-1-1}");
    // Vue must not interpolate the text: the lines sit in a v-pre container.
    expect(page.indexOf("::: v-pre")).toBeLessThan(page.indexOf("Texte {{ vue }}"));
  });

  test("the engine of each seed comes from the seeds' README table", () => {
    const readme = [
      "| file | game | engine package |",
      "|---|---|---|",
      "| 001_fe629d2ec29393f8.txt | Pigment | `@engines/pigment` |",
      "| 003_ba79125b42f8848b.txt | LGC - TCG | `@engines/lgc-tcg` |",
    ].join("\n");
    expect(seedEngines(readme)).toEqual({
      "001_fe629d2ec29393f8.txt": "@engines/pigment",
      "003_ba79125b42f8848b.txt": "@engines/lgc-tcg",
    });
  });
});
