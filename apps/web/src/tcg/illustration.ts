/**
 * A generated illustration for every card (issue 17 §5), until real ones exist: drawn from the
 * card's data alone — its type, its subtypes (a member's rank and role, or BOSS / MONSTRE /
 * MASCOTTE / PNJ), its keywords and effects — with its name as the seed of every variation (its
 * id when it has none), so the same card always gets the same picture, two cards never share one,
 * and a card taking shape in the generator changes picture as its name is typed.
 *
 * Pure: an illustration is plain data (gradients and shapes in the art window's own coordinates,
 * 534 × 352); `art.tsx` turns it into SVG. The subjects are in `figures.ts`, `beasts.ts` and `objects.ts`.
 */
import type { CardDef, Keyword } from "@engines/lgc-tcg";
import { mascot, monster, overlord } from "./beasts.js";
import { type Dice, dice, type Gradient, hsl, type Illustration, r1, type Shape } from "./drawing.js";
import { figure } from "./figures.js";
import { building, emblem } from "./objects.js";

export type { Gradient, Illustration, Shape } from "./drawing.js";

/** The art window's size, in card units. */
export const ART = { w: 534, h: 352 } as const;

/** What the illustration reads of a card. */
export type ArtCard = Pick<CardDef, "id" | "type" | "subtypes" | "keywords" | "abilities"> & {
  readonly name?: string;
  readonly rarity?: string;
  /**
   * An alternative illustration's seed (§10, bought with Sceaux): the same subject drawn anew,
   * every choice the data leaves open redrawn from the name and this seed.
   */
  readonly artSeed?: number;
};

const SKIES = [
  { name: "aube", top: [28, 70, 62], bottom: [340, 45, 78] },
  { name: "jour", top: [205, 65, 58], bottom: [195, 55, 82] },
  { name: "crépuscule", top: [265, 45, 32], bottom: [18, 70, 62] },
  { name: "nuit", top: [230, 50, 14], bottom: [250, 40, 32] },
  { name: "orage", top: [200, 15, 28], bottom: [210, 18, 52] },
] as const;

/** Colours that stand for a card's first effect (spells and permanents). */
export const ACTION_HUE: Readonly<Record<string, number>> = {
  DEAL_DAMAGE: 12,
  HEAL: 130,
  DRAW: 210,
  DISCARD: 300,
  SUMMON: 170,
  DESTROY: 280,
  BUFF: 45,
  SET_STATS: 320,
  GRANT_KEYWORD: 50,
  SILENCE: 240,
  BOUNCE: 190,
  TRANSFORM: 290,
  COPY: 200,
  GAIN_MANA: 225,
  GAIN_ARMOR: 215,
  TUTOR: 160,
};

function ridge(d: Dice, base: number, amp: number, steps: number): string {
  const pts: string[] = [`M0 ${ART.h}`, `L0 ${r1(base + d.between(-amp, amp))}`];
  for (let i = 1; i <= steps; i++) {
    const x = (ART.w * i) / steps;
    pts.push(`L${r1(x)} ${r1(base + d.between(-amp, amp))}`);
  }
  pts.push(`L${ART.w} ${ART.h}Z`);
  return pts.join(" ");
}

/** A landscape under a sky: creatures and permanents stand in one. */
function landscape(d: Dice, g: Gradient[], s: Shape[], hueShift: number): void {
  const sky = d.pick(SKIES);
  const [th, ts, tl] = sky.top;
  const [bh, bs, bl] = sky.bottom;
  g.push({
    id: "sky",
    kind: "linear",
    stops: [
      [0, hsl(th + hueShift, ts, tl)],
      [1, hsl(bh + hueShift, bs, bl)],
    ],
  });
  s.push({ tag: "rect", attrs: { x: 0, y: 0, width: ART.w, height: ART.h, fill: "url(#sky)" } });
  const night = sky.name === "nuit";
  s.push({
    tag: "circle",
    attrs: {
      cx: r1(d.between(60, ART.w - 60)),
      cy: r1(d.between(40, 110)),
      r: r1(d.between(18, 34)),
      fill: night ? "#e9eef7" : "#fff3c4",
      opacity: night ? 0.85 : 0.7,
    },
  });
  if (night)
    for (let i = 0; i < 14; i++)
      s.push({
        tag: "circle",
        attrs: {
          cx: r1(d.between(0, ART.w)),
          cy: r1(d.between(0, 150)),
          r: r1(d.between(0.8, 2)),
          fill: "#fff",
        },
      });
  const ground = hsl(d.between(80, 140) + hueShift, 25, night ? 12 : 24);
  s.push({
    tag: "path",
    attrs: { d: ridge(d, 200, 30, 7), fill: hsl(bh + hueShift, 20, night ? 20 : 45), opacity: 0.55 },
  });
  s.push({ tag: "path", attrs: { d: ridge(d, 255, 18, 5), fill: ground } });
}

/** An arcane backdrop: spells resolve in a circle of runes coloured by what they do. */
function arcane(d: Dice, g: Gradient[], s: Shape[], hue: number): void {
  g.push({
    id: "glow",
    kind: "radial",
    stops: [
      [0, hsl(hue, 80, 62)],
      [0.45, hsl(hue, 55, 26)],
      [1, hsl(hue + 30, 45, 8)],
    ],
  });
  s.push({ tag: "rect", attrs: { x: 0, y: 0, width: ART.w, height: ART.h, fill: "url(#glow)" } });
  const cx = ART.w / 2;
  const cy = ART.h / 2;
  const ink = hsl(hue, 70, 78);
  const pattern = d.pick(["rings", "rays", "star", "constellation"] as const);
  const rings = pattern === "rings" ? [150, 118, 86] : [150, 118];
  for (const r of rings)
    s.push({
      tag: "circle",
      attrs: {
        cx,
        cy,
        r,
        fill: "none",
        stroke: ink,
        "stroke-width": 2,
        opacity: 0.45,
        "stroke-dasharray": `${r1(d.between(4, 14))} ${r1(d.between(3, 9))}`,
      },
    });
  const turn = d.next() * Math.PI;
  const at = (a: number, r: number) => `${r1(cx + Math.cos(a) * r)} ${r1(cy + Math.sin(a) * r)}`;
  if (pattern === "rays") {
    const n = 10 + Math.floor(d.next() * 8);
    for (let i = 0; i < n; i++) {
      const a = turn + (i * 2 * Math.PI) / n;
      s.push({
        tag: "path",
        attrs: { d: `M${at(a, 40)}L${at(a, 260)}`, stroke: ink, "stroke-width": 2, opacity: 0.22 },
      });
    }
  } else if (pattern === "star") {
    const n = d.pick([5, 7]);
    const pts = Array.from({ length: n }, (_, i) => at(turn + (i * 2 * Math.PI) / n, 150));
    const order = Array.from({ length: n }, (_, i) => pts[(i * 2) % n]);
    s.push({
      tag: "path",
      attrs: { d: `M${order.join("L")}Z`, fill: "none", stroke: ink, "stroke-width": 2, opacity: 0.35 },
    });
  } else if (pattern === "constellation") {
    const pts = Array.from(
      { length: 7 },
      () => [r1(d.between(30, ART.w - 30)), r1(d.between(30, ART.h - 30))] as const,
    );
    s.push({
      tag: "path",
      attrs: {
        d: `M${pts.map(([x, y]) => `${x} ${y}`).join("L")}`,
        fill: "none",
        stroke: ink,
        "stroke-width": 1.5,
        opacity: 0.4,
      },
    });
    for (const [x, y] of pts)
      s.push({ tag: "circle", attrs: { cx: x, cy: y, r: 4, fill: ink, opacity: 0.8 } });
  }
  const ticks = 8 + Math.floor(d.next() * 10);
  for (let i = 0; i < ticks; i++) {
    const a = turn + (i * 2 * Math.PI) / ticks;
    s.push({
      tag: "path",
      attrs: { d: `M${at(a, 124)}L${at(a, 144)}`, stroke: ink, "stroke-width": 3, opacity: 0.5 },
    });
  }
  for (let i = 0; i < 18; i++)
    s.push({
      tag: "circle",
      attrs: {
        cx: r1(d.between(20, ART.w - 20)),
        cy: r1(d.between(20, ART.h - 20)),
        r: r1(d.between(1, 3.2)),
        fill: hsl(hue + d.between(-30, 30), 90, 85),
        opacity: r1(d.between(0.3, 0.9)),
      },
    });
}

/** A legendary's golden burst behind its subject. */
function burst(d: Dice, s: Shape[]): void {
  const n = 16;
  const turn = d.next();
  const pts: string[] = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = turn + (i * Math.PI) / n;
    const r = i % 2 === 0 ? 250 : 120;
    pts.push(`${r1(ART.w / 2 + Math.cos(a) * r)} ${r1(ART.h / 2 + Math.sin(a) * r)}`);
  }
  s.push({ tag: "path", attrs: { d: `M${pts.join("L")}Z`, fill: "#ffd36b", opacity: 0.28 } });
}

/** What a keyword looks like over the subject (§5.2). */
function keywordMarks(k: Keyword, d: Dice, s: Shape[]): void {
  switch (k) {
    case "TAUNT":
      s.push({
        tag: "path",
        attrs: {
          d: "M62 232 L112 214 L162 232 L158 290 Q150 326 112 344 Q74 326 66 290Z",
          fill: "#8d98a6",
          stroke: "#2b2f36",
          "stroke-width": 5,
        },
      });
      s.push({ tag: "path", attrs: { d: "M112 226V334M76 262H148", stroke: "#2b2f36", "stroke-width": 6 } });
      return;
    case "DIVINE_SHIELD":
      s.push({
        tag: "ellipse",
        attrs: {
          cx: 267,
          cy: 214,
          rx: 196,
          ry: 150,
          fill: "#ffe9a0",
          "fill-opacity": 0.16,
          stroke: "#ffe28a",
          "stroke-width": 5,
          opacity: 0.9,
        },
      });
      return;
    case "RUSH":
      for (let i = 0; i < 6; i++) {
        const y = r1(d.between(110, 320));
        const x = r1(d.between(10, 80));
        s.push({
          tag: "line",
          attrs: {
            x1: x,
            y1: y,
            x2: r1(x + d.between(60, 120)),
            y2: y,
            stroke: "#fff",
            "stroke-width": 4,
            opacity: 0.55,
            "stroke-linecap": "round",
          },
        });
      }
      return;
    case "STEALTH":
      s.push({
        tag: "rect",
        attrs: { x: 0, y: 0, width: ART.w, height: ART.h, fill: "#0b0d18", opacity: 0.45 },
      });
      for (let i = 0; i < 5; i++)
        s.push({
          tag: "ellipse",
          attrs: {
            cx: r1(d.between(0, ART.w)),
            cy: r1(d.between(220, 340)),
            rx: r1(d.between(90, 180)),
            ry: r1(d.between(14, 26)),
            fill: "#c9d2e8",
            opacity: 0.16,
          },
        });
      return;
    case "LETHAL":
      for (let i = 0; i < 5; i++) {
        const x = r1(d.between(150, 390));
        const y = r1(d.between(230, 320));
        s.push({
          tag: "path",
          attrs: {
            d: `M${x} ${y}q-9 14 0 20q9-6 0-20Z`,
            fill: "#6fe06a",
            stroke: "#1d4a1b",
            "stroke-width": 2,
          },
        });
      }
      s.push({
        tag: "ellipse",
        attrs: { cx: 267, cy: 338, rx: 150, ry: 12, fill: "#6fe06a", opacity: 0.35 },
      });
      return;
  }
}

/** The first ability's action, or null for a card without ability. */
function firstAction(card: ArtCard): string | null {
  return card.abilities?.[0]?.action ?? null;
}

/**
 * The illustration of a card: a backdrop by type, a subject by subtype (a member by rank and
 * role, a boss, a monster, a mascot, an NPC) or by first effect (spells, permanents), the marks
 * of its keywords, an aura's glow. Every choice the data leaves open is drawn from the card's name.
 */
export function illustrationOf(card: ArtCard): Illustration {
  const d = dice(
    card.artSeed === undefined ? (card.name ?? card.id) : `${card.name ?? card.id}#${card.artSeed}`,
  );
  const g: Gradient[] = [];
  const s: Shape[] = [];
  const tags = card.subtypes ?? [];
  const action = firstAction(card);
  const hue = (ACTION_HUE[action ?? ""] ?? d.between(0, 360)) + d.between(-22, 22);
  const accent = hsl(hue, 80, 62);
  const legendary = card.rarity === "LEGENDARY";
  if (card.type === "SPELL") {
    arcane(d, g, s, hue);
    if (legendary) burst(d, s);
    const main = { x: 267 + d.between(-30, 30), y: 176 + d.between(-12, 12), scale: d.between(0.8, 1.02) };
    emblem(d, s, action, hue, main);
    // A second effect of another kind ("then") shows as a small emblem in a corner.
    const second = card.abilities?.[0]?.then?.find((e) => e.action !== action)?.action;
    if (second !== undefined) {
      const [x, y] = d.pick([
        [94, 86],
        [440, 86],
        [440, 268],
        [94, 268],
      ] as const);
      emblem(d, s, second, ACTION_HUE[second] ?? hue, { x, y, scale: 0.42 });
    }
    return { gradients: g, shapes: s };
  }
  landscape(d, g, s, d.between(-20, 20));
  if (legendary) burst(d, s);
  if (card.type === "PERMANENT") {
    building(d, s, card.abilities?.[0]?.trigger ?? null, action, hue);
    return { gradients: g, shapes: s };
  }
  if ((card.abilities ?? []).some((a) => a.trigger === "CONTINUOUS"))
    s.push({ tag: "ellipse", attrs: { cx: 267, cy: 330, rx: 170, ry: 22, fill: accent, opacity: 0.35 } });
  if (tags.includes("BOSS")) overlord(d, s);
  else if (tags.includes("MONSTRE")) monster(d, s, card.name ?? card.id);
  else if (tags.includes("MASCOTTE")) mascot(d, s);
  else figure(d, s, tags);
  for (const k of card.keywords ?? []) if (k !== "SECRET") keywordMarks(k, d, s);
  return { gradients: g, shapes: s };
}
