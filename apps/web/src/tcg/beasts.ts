/**
 * The non-members of the generated illustrations (issue 17 §5, §7.4): raid bosses, monsters and
 * mascots. A monster's kind follows its name when the name says it (an araignée is a spider, a
 * golem a golem), else the dice.
 */
import { add, type Dice, eyes, hsl, INK, r1, type Shapes } from "./drawing.js";

type MonsterKind = "beast" | "elemental" | "spider" | "golem";

// What a monster's name says it is (the seed's "mobs récurrents": French names, accents kept).
const NAMED: readonly [RegExp, MonsterKind][] = [
  [/araign|arachn|scorpion/i, "spider"],
  [/golem|colosse|gargouille|tortue|statue/i, "golem"],
  [/élémentaire|esprit|paperasse|flamme|vase/i, "elemental"],
  [/loup|sanglier|troll|ogre|basilic|raptor|goinfre|géant|ours|rat/i, "beast"],
];

function kindOf(name: string): MonsterKind | undefined {
  return NAMED.find(([re]) => re.test(name))?.[1];
}

/** A raid boss: a horned shape filling the window, eyes glowing (§7.4's "boss de raid"). */
export function overlord(d: Dice, s: Shapes): void {
  const body = hsl(d.between(0, 360), 30, 14);
  const glow = d.pick(["#ff5a3c", "#8cff5a", "#5ad7ff", "#ffcc33"]);
  const cx = 267;
  add(s, "path", {
    d: `M20 352C30 220 110 160 ${cx} 150C424 160 504 220 514 352Z`,
    fill: body,
    stroke: "#000",
    "stroke-width": 4,
  });
  for (const side of [-1, 1]) {
    add(s, "path", {
      d: `M${cx + side * 40} 96Q${cx + side * d.between(120, 170)} ${r1(d.between(30, 70))} ${cx + side * d.between(150, 200)} ${r1(d.between(-10, 30))}Q${cx + side * 110} 80 ${cx + side * 56} 120Z`,
      fill: "#d8cbb0",
      stroke: "#000",
      "stroke-width": 3,
    });
    add(s, "path", {
      d: `M${cx + side * 150} 190l${side * 30} -40l${side * 6} 50Z`,
      fill: "#d8cbb0",
      stroke: "#000",
      "stroke-width": 3,
    });
  }
  add(s, "ellipse", { cx, cy: 130, rx: 70, ry: 62, fill: body, stroke: "#000", "stroke-width": 4 });
  eyes(s, cx, 118, 28, 9, glow);
  const teeth: string[] = [`M${cx - 38} 158`];
  for (let i = 0; i < 6; i++) teeth.push(`l6.3 ${i % 2 === 0 ? 12 : -12}`, `l6.3 ${i % 2 === 0 ? -12 : 12}`);
  add(s, "path", { d: `${teeth.join("")}Z`, fill: "#f2ead8", stroke: "#000", "stroke-width": 2 });
  add(s, "ellipse", { cx, cy: 340, rx: 210, ry: 16, fill: glow, opacity: 0.25 });
}

function blob(d: Dice, cx: number, cy: number, r: number): string {
  const n = 12;
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const rr = r * d.between(0.8, 1.15);
    pts.push(`${r1(cx + Math.cos(a) * rr)} ${r1(cy + Math.sin(a) * rr * 0.85)}`);
  }
  return `M${pts.join("L")}Z`;
}

/** A monster: a beast, an elemental, a spider or a golem (§6.1 MONSTRE), drawn from the dice. */
export function monster(d: Dice, s: Shapes, name: string): void {
  const hue = d.between(0, 360);
  const skin = hsl(hue, d.between(25, 55), d.between(30, 50));
  const dark = hsl(hue, 30, 15);
  const glow = hsl(hue + 180, 90, 70);
  const kind = kindOf(name) ?? d.pick(["beast", "elemental", "spider", "golem"] as const);
  const cx = 267 + d.between(-30, 30);
  if (kind === "beast") {
    for (const x of [-90, -40, 40, 90])
      add(s, "rect", {
        x: r1(cx + x - 12),
        y: 270,
        width: 24,
        height: 70,
        rx: 8,
        fill: dark,
        stroke: INK,
        "stroke-width": 3,
      });
    add(s, "ellipse", { cx: r1(cx), cy: 250, rx: 135, ry: 62, fill: skin, stroke: INK, "stroke-width": 4 });
    const hx = cx + 120;
    for (const e of [-24, 24])
      add(s, "path", {
        d: `M${r1(hx + e - 14)} 180L${r1(hx + e)} ${r1(d.between(120, 145))}L${r1(hx + e + 14)} 180Z`,
        fill: skin,
        stroke: INK,
        "stroke-width": 3,
      });
    add(s, "circle", { cx: r1(hx), cy: 205, r: 50, fill: skin, stroke: INK, "stroke-width": 4 });
    eyes(s, hx + 8, 196, 17, 6, glow);
    add(s, "path", {
      d: `M${r1(hx - 24)} 226l8 12l8 -12l8 12l8 -12l8 12l8 -12`,
      fill: "none",
      stroke: "#f2ead8",
      "stroke-width": 4,
    });
  } else if (kind === "elemental") {
    add(s, "path", { d: blob(d, cx, 215, 115), fill: skin, stroke: INK, "stroke-width": 4, opacity: 0.95 });
    add(s, "path", { d: blob(d, cx, 220, 60), fill: glow, opacity: 0.55 });
    eyes(s, cx, 180, 34, 9, "#fffbe6");
  } else if (kind === "spider") {
    for (let i = 0; i < 4; i++)
      for (const side of [-1, 1]) {
        const y = 220 + i * 18;
        add(s, "path", {
          d: `M${cx} ${y}Q${r1(cx + side * (90 + i * 12))} ${r1(y - 80 + i * 10)} ${r1(cx + side * (150 + i * 18))} ${r1(y + 70)}`,
          fill: "none",
          stroke: dark,
          "stroke-width": 7,
          "stroke-linecap": "round",
        });
      }
    add(s, "ellipse", { cx: r1(cx), cy: 270, rx: 80, ry: 62, fill: skin, stroke: INK, "stroke-width": 4 });
    add(s, "circle", { cx: r1(cx), cy: 200, r: 42, fill: dark, stroke: INK, "stroke-width": 4 });
    for (let i = 0; i < 4; i++) eyes(s, cx, 190 + (i % 2) * 12, 10 + Math.floor(i / 2) * 14, 4, glow);
  } else {
    let y = 330;
    const w = [170, 130, 96];
    for (const bw of w) {
      add(s, "rect", {
        x: r1(cx - bw / 2),
        y: r1(y - 70),
        width: bw,
        height: 72,
        rx: 18,
        fill: skin,
        stroke: INK,
        "stroke-width": 4,
      });
      y -= 66;
    }
    add(s, "rect", { x: r1(cx - 36), y: r1(y + 22), width: 72, height: 10, rx: 5, fill: glow });
    for (const side of [-1, 1])
      add(s, "rect", {
        x: r1(cx + side * 118 - 26),
        y: 170,
        width: 52,
        height: 120,
        rx: 20,
        fill: skin,
        stroke: INK,
        "stroke-width": 4,
      });
  }
}

/** A mascot: round, big-eyed, a little ridiculous (§6.1 MASCOTTE). */
export function mascot(d: Dice, s: Shapes): void {
  const hue = d.between(0, 360);
  const fur = hsl(hue, 60, 72);
  const cx = 267 + d.between(-40, 40);
  const cy = 236;
  const r = d.between(72, 90);
  const ears = d.pick(["pointed", "round", "floppy"] as const);
  for (const side of [-1, 1]) {
    const ex = cx + side * r * 0.6;
    if (ears === "pointed")
      add(s, "path", {
        d: `M${r1(ex - 22)} ${r1(cy - r * 0.6)}L${r1(ex + side * 10)} ${r1(cy - r - 40)}L${r1(ex + 22)} ${r1(cy - r * 0.7)}Z`,
        fill: fur,
        stroke: INK,
        "stroke-width": 4,
      });
    else if (ears === "round")
      add(s, "circle", {
        cx: r1(ex),
        cy: r1(cy - r * 0.8),
        r: 26,
        fill: fur,
        stroke: INK,
        "stroke-width": 4,
      });
    else
      add(s, "ellipse", {
        cx: r1(ex + side * 20),
        cy: r1(cy - r * 0.2),
        rx: 18,
        ry: 44,
        fill: fur,
        stroke: INK,
        "stroke-width": 4,
      });
  }
  add(s, "circle", { cx: r1(cx), cy, r: r1(r), fill: fur, stroke: INK, "stroke-width": 5 });
  for (const side of [-1, 1]) {
    const ex = cx + side * r * 0.36;
    add(s, "circle", { cx: r1(ex), cy: cy - 12, r: 18, fill: "#fff", stroke: INK, "stroke-width": 3 });
    add(s, "circle", { cx: r1(ex + side * 3), cy: cy - 9, r: 10, fill: INK });
    add(s, "circle", { cx: r1(ex + side * 6), cy: cy - 14, r: 3.5, fill: "#fff" });
    add(s, "ellipse", {
      cx: r1(cx + side * r * 0.62),
      cy: cy + 18,
      rx: 13,
      ry: 7,
      fill: "#ff8fa3",
      opacity: 0.7,
    });
  }
  add(s, "path", {
    d: `M${r1(cx - 12)} ${cy + 24}Q${r1(cx)} ${cy + 36} ${r1(cx + 12)} ${cy + 24}`,
    fill: "none",
    stroke: INK,
    "stroke-width": 4,
    "stroke-linecap": "round",
  });
  for (const side of [-1, 1])
    add(s, "ellipse", {
      cx: r1(cx + side * r * 0.45),
      cy: r1(cy + r - 4),
      rx: 22,
      ry: 12,
      fill: fur,
      stroke: INK,
      "stroke-width": 4,
    });
}
