/**
 * Spell emblems and permanents' places for the generated illustrations (issue 17 §5): what a
 * spell does (§8.2) as a glowing emblem, what a permanent is (§5.1 "Bannière / Lieu") as a
 * building or an object.
 */
import { add, type Dice, hsl, INK, r1, type Shape, type Shapes } from "./drawing.js";

/** Where an emblem goes: its centre and scale (the full-size emblem is centred at 267, 176). */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/**
 * A spell's emblem for one effect (§8.2), at `at` (by default the middle of the window, full
 * size): a bolt for damage, a cross for healing, cards for drawing, the Council's gavel for
 * destruction, and so on.
 */
export function emblem(
  d: Dice,
  out: Shapes,
  action: string | null,
  hue: number,
  at: Placement = { x: 267, y: 176, scale: 1 },
): void {
  const s: Shapes = [];
  drawEmblem(d, s, action, hue);
  const place = `translate(${r1(at.x)} ${r1(at.y)}) scale(${r1(at.scale * 100) / 100}) translate(-267 -176)`;
  for (const shape of s)
    out.push({
      tag: shape.tag,
      attrs: { ...shape.attrs, transform: `${place} ${shape.attrs.transform ?? ""}`.trim() },
    });
}

function drawEmblem(d: Dice, s: Shapes, action: string | null, hue: number): void {
  const light = hsl(hue, 90, 80);
  const main = hsl(hue, 75, 58);
  const cx = 267;
  const cy = 176;
  const line = { stroke: INK, "stroke-width": 5, "stroke-linejoin": "round" } as const;
  const tilt = r1(d.between(-14, 14));
  const g = (shape: Shape["tag"], attrs: Shape["attrs"]) =>
    add(s, shape, { ...attrs, transform: `rotate(${tilt} ${cx} ${cy})` });
  switch (action) {
    case "DEAL_DAMAGE":
      g("path", {
        d: `M${cx + 20} ${cy - 100}L${cx - 40} ${cy + 8}H${cx + 2}L${cx - 22} ${cy + 100}L${cx + 50} ${cy - 22}H${cx + 8}Z`,
        fill: light,
        ...line,
      });
      break;
    case "HEAL":
      g("path", { d: `M${cx - 20} ${cy - 70}h40v50h50v40h-50v50h-40v-50h-50v-40h50Z`, fill: light, ...line });
      break;
    case "DRAW":
    case "TUTOR":
    case "COPY":
      for (const [i, a] of [-18, 0, 18].entries())
        add(s, "rect", {
          x: cx - 45,
          y: cy - 70,
          width: 90,
          height: 130,
          rx: 10,
          fill: i === 1 ? light : main,
          ...line,
          transform: `rotate(${a + tilt} ${cx} ${cy + 90})`,
        });
      if (action === "TUTOR") {
        add(s, "circle", { cx: cx + 40, cy: cy + 30, r: 34, fill: "none", stroke: INK, "stroke-width": 10 });
        add(s, "line", {
          x1: cx + 64,
          y1: cy + 54,
          x2: cx + 100,
          y2: cy + 92,
          stroke: INK,
          "stroke-width": 12,
          "stroke-linecap": "round",
        });
      }
      break;
    case "SUMMON":
      for (const x of [-80, 0, 80]) {
        const hy = cy + (x === 0 ? -30 : 0);
        add(s, "path", {
          d: `M${cx + x - 34} ${cy + 110}Q${cx + x - 34} ${hy + 30} ${cx + x} ${hy + 24}Q${cx + x + 34} ${hy + 30} ${cx + x + 34} ${cy + 110}Z`,
          fill: main,
          ...line,
        });
        add(s, "circle", { cx: cx + x, cy: hy, r: 22, fill: light, ...line });
      }
      break;
    case "DESTROY":
      // The Council's gavel.
      g("rect", { x: cx - 70, y: cy - 70, width: 110, height: 52, rx: 10, fill: "#8a5a32", ...line });
      g("line", {
        x1: cx - 15,
        y1: cy - 20,
        x2: cx + 60,
        y2: cy + 80,
        stroke: "#6b4a2a",
        "stroke-width": 16,
        "stroke-linecap": "round",
      });
      add(s, "rect", { x: cx - 90, y: cy + 70, width: 120, height: 26, rx: 6, fill: main, ...line });
      break;
    case "BUFF":
    case "SET_STATS":
      for (const y of [40, 0, -40])
        add(s, "path", {
          d: `M${cx - 60} ${cy + y + 30}L${cx} ${cy + y - 20}L${cx + 60} ${cy + y + 30}`,
          fill: "none",
          stroke: light,
          "stroke-width": 18,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        });
      break;
    case "GAIN_ARMOR":
      g("path", {
        d: `M${cx - 70} ${cy - 70}L${cx} ${cy - 95}L${cx + 70} ${cy - 70}V${cy + 5}Q${cx + 60} ${cy + 75} ${cx} ${cy + 100}Q${cx - 60} ${cy + 75} ${cx - 70} ${cy + 5}Z`,
        fill: light,
        ...line,
      });
      break;
    case "BOUNCE":
      add(s, "path", {
        d: `M${cx + 70} ${cy + 40}A70 70 0 1 0 ${cx - 10} ${cy + 70}`,
        fill: "none",
        stroke: light,
        "stroke-width": 20,
        "stroke-linecap": "round",
      });
      add(s, "path", {
        d: `M${cx - 40} ${cy + 40}L${cx - 10} ${cy + 70}L${cx - 40} ${cy + 100}`,
        fill: "none",
        stroke: light,
        "stroke-width": 20,
        "stroke-linecap": "round",
      });
      break;
    case "SILENCE":
      g("path", { d: `M${cx - 90} ${cy - 60}h180v110h-110l-40 40v-40h-30Z`, fill: light, ...line });
      g("path", {
        d: `M${cx - 40} ${cy - 30}l80 60m0 -60l-80 60`,
        stroke: INK,
        "stroke-width": 12,
        "stroke-linecap": "round",
      });
      break;
    case "GRANT_KEYWORD":
      g("path", {
        d: `M${cx} ${cy - 95}L${cx + 24} ${cy - 24}L${cx + 95} ${cy}L${cx + 24} ${cy + 24}L${cx} ${cy + 95}L${cx - 24} ${cy + 24}L${cx - 95} ${cy}L${cx - 24} ${cy - 24}Z`,
        fill: light,
        ...line,
      });
      break;
    default:
      g("path", {
        d: `M${cx} ${cy - 100}L${cx + 55} ${cy - 10}L${cx} ${cy + 100}L${cx - 55} ${cy - 10}Z`,
        fill: light,
        ...line,
      });
      g("path", {
        d: `M${cx} ${cy - 100}V${cy + 100}M${cx - 55} ${cy - 10}H${cx + 55}`,
        stroke: main,
        "stroke-width": 4,
      });
  }
}

/** A permanent's place or object (§5.1 "Bannière / Lieu"), by its first ability. */
export function building(
  d: Dice,
  s: Shapes,
  trigger: string | null,
  action: string | null,
  hue: number,
): void {
  const stone = hsl(d.between(20, 50), 12, d.between(45, 62));
  const wood = hsl(d.between(18, 32), 40, 32);
  const roof = hsl(hue + d.between(-20, 20), 50, 38);
  const lit = "#ffd66b";
  const cx = 267 + d.between(-50, 50);
  const line = { stroke: INK, "stroke-width": 4, "stroke-linejoin": "round" } as const;
  if (trigger === "CONTINUOUS") {
    add(s, "line", {
      x1: cx - 60,
      y1: 340,
      x2: cx - 60,
      y2: 40,
      stroke: wood,
      "stroke-width": 12,
      "stroke-linecap": "round",
    });
    add(s, "path", {
      d: `M${cx - 54} 56H${cx + 110}Q${cx + 90} 140 ${cx + 118} 220L${cx + 30} 196L${cx - 54} 226Z`,
      fill: roof,
      ...line,
    });
    add(s, "circle", { cx: cx + 30, cy: 128, r: 30, fill: lit, ...line });
    return;
  }
  if (action === "DEAL_DAMAGE") {
    add(s, "rect", { x: cx - 50, y: 70, width: 100, height: 270, fill: stone, ...line });
    for (let i = 0; i < 5; i++)
      add(s, "rect", { x: cx - 50 + i * 22, y: 52, width: 12, height: 20, fill: stone, ...line });
    add(s, "rect", { x: cx - 8, y: 120, width: 16, height: 44, fill: INK });
    add(s, "path", { d: `M${cx + 10} 50V10l34 12l-34 12`, fill: roof, ...line });
    return;
  }
  if (trigger === "ON_SPELL_CAST") {
    // An arcane tower: the permanent answers spells.
    add(s, "rect", { x: cx - 34, y: 110, width: 68, height: 230, fill: stone, ...line });
    add(s, "path", {
      d: `M${cx - 48} 114L${cx} ${r1(d.between(20, 50))}L${cx + 48} 114Z`,
      fill: roof,
      ...line,
    });
    add(s, "circle", { cx, cy: 160, r: 16, fill: hsl(hue, 90, 75), ...line });
    add(s, "rect", { x: cx - 10, y: 220, width: 20, height: 36, rx: 10, fill: lit, ...line });
    return;
  }
  if (trigger === "MANUAL" || action === "GAIN_ARMOR") {
    add(s, "rect", { x: cx - 110, y: 220, width: 220, height: 110, rx: 8, fill: wood, ...line });
    add(s, "path", { d: `M${cx - 110} 226Q${cx} 140 ${cx + 110} 226Z`, fill: wood, ...line });
    add(s, "rect", { x: cx - 18, y: 220, width: 36, height: 40, rx: 4, fill: "#f2c14e", ...line });
    return;
  }
  if (action === "HEAL") {
    add(s, "path", { d: `M${cx - 150} 330L${cx} 110L${cx + 150} 330Z`, fill: "#efe6d2", ...line });
    add(s, "path", {
      d: `M${cx - 12} 200h24v24h24v24h-24v24h-24v-24h-24v-24h24Z`,
      fill: "#d0343a",
      stroke: INK,
      "stroke-width": 2,
    });
    return;
  }
  if (action === "BUFF") {
    add(s, "line", { x1: cx, y1: 340, x2: cx, y2: 140, stroke: wood, "stroke-width": 14 });
    add(s, "line", { x1: cx - 80, y1: 190, x2: cx + 80, y2: 190, stroke: wood, "stroke-width": 12 });
    add(s, "ellipse", { cx, cy: 230, rx: 44, ry: 60, fill: "#c8a86b", ...line });
    add(s, "circle", { cx, cy: 120, r: 34, fill: "#c8a86b", ...line });
    return;
  }
  const wide = action === "SUMMON";
  const w = wide ? 300 : 200;
  add(s, "rect", { x: cx - w / 2, y: 180, width: w, height: 155, fill: stone, ...line });
  add(s, "path", {
    d: `M${cx - w / 2 - 20} 184L${cx} ${wide ? 90 : 70}L${cx + w / 2 + 20} 184Z`,
    fill: roof,
    ...line,
  });
  add(s, "rect", { x: cx - 24, y: 260, width: 48, height: 75, rx: 20, fill: wood, ...line });
  const windows = wide ? [-110, -60, 60, 110] : [-60, 60];
  for (const x of windows)
    add(s, "rect", { x: cx + x - 14, y: 212, width: 28, height: 30, rx: 4, fill: lit, ...line });
  if (action === "DRAW")
    add(s, "rect", { x: cx + w / 2 - 10, y: 200, width: 50, height: 32, rx: 4, fill: "#e9d9b4", ...line });
}
