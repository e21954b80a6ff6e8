/**
 * The card face's generated illustrations (issue 17 §5, src/tcg/illustration.ts), its set symbol
 * read from the data (src/tcg/symbols.ts) and its name fitted beside the cost gem.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Card } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import { NAME_SPAN, nameLayout } from "../src/tcg/card.js";
import { latestCards } from "../src/tcg/data.js";
import { type ArtCard, illustrationOf } from "../src/tcg/illustration.js";
import { parseSymbol, setSymbol } from "../src/tcg/symbols.js";
import { measure } from "../src/tcg/wrap.js";

const json = (card: ArtCard) => JSON.stringify(illustrationOf(card));
const byId = (id: string): Card => {
  const card = latestCards.find((c) => c.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};
const fills = (card: ArtCard) => illustrationOf(card).shapes.map((s) => s.attrs.fill);

describe("generated illustrations", () => {
  test("every card of the set gets its own, and the same one every time", () => {
    const all = latestCards.map(json);
    expect(new Set(all).size).toBe(latestCards.length);
    expect(latestCards.map(json)).toEqual(all);
  });

  test("draw only finite numbers, inside known SVG elements", () => {
    for (const card of latestCards) {
      for (const shape of illustrationOf(card).shapes) {
        expect(["path", "circle", "ellipse", "rect", "polygon", "line"]).toContain(shape.tag);
        for (const v of Object.values(shape.attrs)) {
          if (typeof v === "number") expect(Number.isFinite(v), card.id).toBe(true);
          else expect(v, card.id).not.toMatch(/NaN|undefined|Infinity/);
        }
      }
    }
  });

  test("follow the card's data: type, subtype, keywords, effect", () => {
    const base: ArtCard = {
      id: "crea_test",
      type: "CREATURE",
      subtypes: ["MEMBRE", "ARTISAN"],
      keywords: [],
      abilities: [],
    };
    // Creatures and permanents stand in a landscape, spells in a circle of runes.
    expect(illustrationOf(base).gradients.map((g) => g.id)).toEqual(["sky"]);
    expect(illustrationOf({ ...base, id: "sort_test", type: "SPELL", subtypes: [] }).gradients[0]?.kind).toBe(
      "radial",
    );
    // The rank is worn: a Haut Conseiller's crown is gold, a Membre's band is not.
    const crown = "#f2c14e";
    expect(fills({ ...base, subtypes: ["HAUT_CONSEILLER", "ARTISAN"] })).toContain(crown);
    expect(fills(base)).not.toContain(crown);
    // Keywords are seen: Taunt raises a shield, Divine Shield a golden bubble, Stealth darkness.
    expect(fills({ ...base, keywords: ["TAUNT"] })).toContain("#8d98a6");
    expect(fills({ ...base, keywords: ["DIVINE_SHIELD"] })).toContain("#ffe9a0");
    expect(fills({ ...base, keywords: ["STEALTH"] })).toContain("#0b0d18");
    // A spell with a second effect of another kind shows two emblems.
    const audit = byId("sort_audit_des_comptes");
    const sanction = byId("sort_sanction_disciplinaire");
    const small = (c: ArtCard) =>
      illustrationOf(c).shapes.filter((s) => String(s.attrs.transform ?? "").includes("scale(0.42)")).length;
    expect(small(audit)).toBeGreaterThan(0);
    expect(small(sanction)).toBe(0);
  });

  test("take the name as their seed: a card renamed is drawn anew, its versions alike", () => {
    const audit = byId("sort_audit_des_comptes");
    expect(json({ ...audit, name: "Contre-audit" })).not.toBe(json(audit));
    expect(json({ ...audit, id: "sort_autre" })).toBe(json(audit));
  });

  test("a monster is what its name says: the Araignée is a spider with eight legs", () => {
    const legs = illustrationOf(byId("crea_araignee_venimeuse")).shapes.filter(
      (s) => s.tag === "path" && s.attrs.fill === "none" && s.attrs["stroke-width"] === 7,
    );
    expect(legs).toHaveLength(8);
  });
});

describe("the name beside the cost gem", () => {
  test("every card's name fits the banner's free span, from the gem's edge to the banner's end", () => {
    const span = NAME_SPAN.to - NAME_SPAN.from;
    for (const card of latestCards) {
      const layout = nameLayout(card.name);
      const width = measure(card.name, `700 ${layout.size}px Georgia, 'Times New Roman', serif`);
      expect(layout.fit || width <= span, card.name).toBe(true);
      expect(layout.x - layout.width / 2, card.name).toBeGreaterThanOrEqual(NAME_SPAN.from);
      expect(layout.x + layout.width / 2, card.name).toBeLessThanOrEqual(NAME_SPAN.to);
    }
    // Short names keep the full size; the set's longest name is set smaller.
    expect(nameLayout("Pouic").size).toBe(34);
    expect(nameLayout("Conseiller aux affaires courantes").size).toBeLessThan(34);
  });

  test("a name too long even at the smallest size is condensed to the span, never overflowing", () => {
    const layout = nameLayout("Le très honorable Haut Conseiller aux affaires vraiment très courantes");
    expect(layout.fit).toBe(true);
    expect(layout.size).toBe(20);
    expect(layout.width).toBe(NAME_SPAN.to - NAME_SPAN.from);
  });
});

describe("the set symbol (§7.5)", () => {
  test("is the set's own file from the data, drawn in currentColor so rarity colours it", () => {
    const file = fileURLToPath(new URL("../../../data/lgc-tcg/icons/sets/pvb.svg", import.meta.url));
    const parsed = parseSymbol(readFileSync(file, "utf8"));
    expect(parsed?.viewBox).toEqual([-24, -24, 48, 48]);
    expect(parsed?.attrs.fill).toBe("currentColor");
    expect(parsed?.body).toContain("<path");
    expect(parsed?.body).not.toContain("<title>");
    expect(setSymbol("PVB")).toEqual(parsed);
    expect(setSymbol("XYZ")).toBeUndefined();
  });
});
