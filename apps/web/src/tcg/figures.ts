/**
 * Guild members and NPCs for the generated illustrations (issue 17 §5): a figure from the waist
 * up, its headgear telling its rank (§6.1: hood, band, helmet, hat, crown) and its gear its role
 * (shield, staff, blade, hammer), with as many chevrons as its rank's order.
 */
import { add, type Dice, eyes, hsl, INK, r1, type Shapes } from "./drawing.js";

const SKINS = ["#f1c7a4", "#d9a07a", "#9b6a4a", "#79a05a", "#86a9cf", "#c7b3e6", "#e3d3b8"];
/** Rank tags in guild order (§6.1): how many chevrons a member wears. */
const RANKS = ["DISCIPLE", "MEMBRE", "CHAMPION", "CONSEILLER", "HAUT_CONSEILLER"];

function chevrons(s: Shapes, x: number, y: number, n: number, colour: string): void {
  for (let i = 0; i < n; i++) {
    const yy = y + i * 9;
    add(s, "path", {
      d: `M${r1(x - 11)} ${r1(yy)}L${r1(x)} ${r1(yy + 7)}L${r1(x + 11)} ${r1(yy)}`,
      fill: "none",
      stroke: colour,
      "stroke-width": 4,
      "stroke-linecap": "round",
    });
  }
}

function headgear(
  s: Shapes,
  d: Dice,
  tag: string | undefined,
  cx: number,
  hy: number,
  hr: number,
  cloak: string,
  trim: string,
): void {
  const top = hy - hr;
  switch (tag) {
    case "DISCIPLE":
      add(s, "path", {
        d: `M${r1(cx - hr - 6)} ${r1(hy + 6)}Q${r1(cx - hr)} ${r1(top - 22)} ${r1(cx)} ${r1(top - 20)}Q${r1(cx + hr)} ${r1(top - 22)} ${r1(cx + hr + 6)} ${r1(hy + 6)}Q${r1(cx + hr - 6)} ${r1(top + 4)} ${r1(cx)} ${r1(top + 2)}Q${r1(cx - hr + 6)} ${r1(top + 4)} ${r1(cx - hr - 6)} ${r1(hy + 6)}Z`,
        fill: cloak,
        stroke: INK,
        "stroke-width": 3,
      });
      return;
    case "MEMBRE":
      add(s, "rect", {
        x: r1(cx - hr),
        y: r1(top + hr * 0.35),
        width: r1(2 * hr),
        height: 10,
        rx: 4,
        fill: trim,
        stroke: INK,
        "stroke-width": 2,
      });
      return;
    case "CHAMPION":
      add(s, "path", {
        d: `M${r1(cx - hr - 3)} ${r1(hy - 2)}A${r1(hr + 3)} ${r1(hr + 3)} 0 0 1 ${r1(cx + hr + 3)} ${r1(hy - 2)}Z`,
        fill: "#aab3bf",
        stroke: INK,
        "stroke-width": 3,
      });
      add(s, "path", {
        d: `M${r1(cx)} ${r1(top - 2)}Q${r1(cx + d.between(20, 40))} ${r1(top - 40)} ${r1(cx + d.between(50, 70))} ${r1(top - 18)}Q${r1(cx + 24)} ${r1(top - 16)} ${r1(cx)} ${r1(top + 4)}Z`,
        fill: trim,
        stroke: INK,
        "stroke-width": 2,
      });
      return;
    case "CONSEILLER":
      add(s, "path", {
        d: `M${r1(cx - hr * 0.7)} ${r1(top + 8)}L${r1(cx - hr * 0.55)} ${r1(top - 46)}H${r1(cx + hr * 0.55)}L${r1(cx + hr * 0.7)} ${r1(top + 8)}Z`,
        fill: cloak,
        stroke: INK,
        "stroke-width": 3,
      });
      add(s, "rect", { x: r1(cx - hr * 0.7), y: r1(top - 8), width: r1(1.4 * hr), height: 9, fill: trim });
      return;
    case "HAUT_CONSEILLER": {
      const w = hr * 0.9;
      add(s, "path", {
        d: `M${r1(cx - w)} ${r1(top + 6)}V${r1(top - 22)}L${r1(cx - w / 2)} ${r1(top - 6)}L${r1(cx)} ${r1(top - 34)}L${r1(cx + w / 2)} ${r1(top - 6)}L${r1(cx + w)} ${r1(top - 22)}V${r1(top + 6)}Z`,
        fill: "#f2c14e",
        stroke: "#6b4a10",
        "stroke-width": 3,
      });
      add(s, "circle", {
        cx: r1(cx),
        cy: r1(top - 4),
        r: 5,
        fill: d.pick(["#d0343a", "#3a7bd0", "#2fa866"]),
      });
      return;
    }
    default: {
      // NPCs: a wide-brimmed hat or a pointed one.
      if (d.next() < 0.5) {
        add(s, "ellipse", {
          cx: r1(cx),
          cy: r1(top + 10),
          rx: r1(hr + 26),
          ry: 10,
          fill: cloak,
          stroke: INK,
          "stroke-width": 3,
        });
        add(s, "path", {
          d: `M${r1(cx - hr * 0.7)} ${r1(top + 10)}Q${r1(cx)} ${r1(top - 40)} ${r1(cx + hr * 0.7)} ${r1(top + 10)}Z`,
          fill: cloak,
          stroke: INK,
          "stroke-width": 3,
        });
      } else {
        add(s, "path", {
          d: `M${r1(cx - hr - 10)} ${r1(top + 12)}L${r1(cx + d.between(10, 30))} ${r1(top - 70)}L${r1(cx + hr + 10)} ${r1(top + 12)}Z`,
          fill: cloak,
          stroke: INK,
          "stroke-width": 3,
        });
      }
    }
  }
}

function roleGear(
  s: Shapes,
  d: Dice,
  role: string | undefined,
  cx: number,
  sy: number,
  sw: number,
  trim: string,
): void {
  const ex = cx;
  const ey = sy + 58;
  switch (role) {
    case "TANK":
      add(s, "circle", {
        cx: r1(cx - sw - 6),
        cy: r1(sy + 70),
        r: 46,
        fill: "#8d7350",
        stroke: INK,
        "stroke-width": 5,
      });
      add(s, "circle", {
        cx: r1(cx - sw - 6),
        cy: r1(sy + 70),
        r: 12,
        fill: "#c9c2b0",
        stroke: INK,
        "stroke-width": 3,
      });
      add(s, "path", {
        d: `M${ex - 18} ${ey - 18}H${ex + 18}V${ey + 2}Q${ex + 18} ${ey + 20} ${ex} ${ey + 26}Q${ex - 18} ${ey + 20} ${ex - 18} ${ey + 2}Z`,
        fill: trim,
        stroke: INK,
        "stroke-width": 3,
      });
      return;
    case "SOIGNEUR": {
      const x = cx + sw + 26;
      add(s, "line", {
        x1: x,
        y1: r1(sy + 140),
        x2: x,
        y2: r1(sy - 96),
        stroke: "#6b4a2a",
        "stroke-width": 8,
        "stroke-linecap": "round",
      });
      add(s, "circle", {
        cx: x,
        cy: r1(sy - 104),
        r: 16,
        fill: hsl(d.between(90, 160), 80, 70),
        stroke: INK,
        "stroke-width": 3,
      });
      add(s, "path", {
        d: `M${ex - 6} ${ey - 18}h12v12h12v12h-12v12h-12v-12h-12v-12h12Z`,
        fill: "#f4f1e6",
        stroke: INK,
        "stroke-width": 2,
      });
      return;
    }
    case "DPS": {
      const x = cx + sw + 20;
      add(s, "line", {
        x1: x,
        y1: r1(sy + 96),
        x2: r1(x + 30),
        y2: r1(sy - 110),
        stroke: "#dfe6ee",
        "stroke-width": 9,
        "stroke-linecap": "round",
      });
      add(s, "line", {
        x1: r1(x - 16),
        y1: r1(sy + 70),
        x2: r1(x + 18),
        y2: r1(sy + 74),
        stroke: INK,
        "stroke-width": 7,
        "stroke-linecap": "round",
      });
      add(s, "path", {
        d: `M${ex - 16} ${ey - 16}L${ex + 16} ${ey + 16}M${ex + 16} ${ey - 16}L${ex - 16} ${ey + 16}`,
        stroke: trim,
        "stroke-width": 6,
        "stroke-linecap": "round",
      });
      return;
    }
    case "ARTISAN": {
      const x = cx + sw + 22;
      add(s, "line", {
        x1: x,
        y1: r1(sy + 110),
        x2: r1(x + 8),
        y2: r1(sy - 40),
        stroke: "#6b4a2a",
        "stroke-width": 8,
        "stroke-linecap": "round",
      });
      add(s, "rect", {
        x: r1(x - 20),
        y: r1(sy - 66),
        width: 52,
        height: 30,
        rx: 4,
        fill: "#9aa3ad",
        stroke: INK,
        "stroke-width": 3,
      });
      add(s, "rect", {
        x: ex - 6,
        y: ey - 16,
        width: 12,
        height: 34,
        fill: trim,
        stroke: INK,
        "stroke-width": 2,
      });
      add(s, "rect", {
        x: ex - 16,
        y: ey - 20,
        width: 32,
        height: 12,
        fill: trim,
        stroke: INK,
        "stroke-width": 2,
      });
      return;
    }
    default:
      // An NPC carries a lantern.
      add(s, "line", {
        x1: r1(cx + sw + 18),
        y1: r1(sy + 20),
        x2: r1(cx + sw + 18),
        y2: r1(sy + 60),
        stroke: INK,
        "stroke-width": 3,
      });
      add(s, "rect", {
        x: r1(cx + sw + 6),
        y: r1(sy + 60),
        width: 24,
        height: 30,
        rx: 5,
        fill: "#ffd66b",
        stroke: INK,
        "stroke-width": 3,
      });
  }
}

/** A guild member (rank and role, §6.1) or an NPC: a figure from the waist up. */
export function figure(d: Dice, s: Shapes, tags: readonly string[]): void {
  const rank = tags.find((t) => RANKS.includes(t));
  const role = tags.find((t) => ["TANK", "SOIGNEUR", "DPS", "ARTISAN"].includes(t));
  const cx = 267 + d.between(-36, 36);
  const cloakHue = d.between(0, 360);
  const cloak = hsl(cloakHue, d.between(35, 65), d.between(26, 42));
  const trim = hsl(cloakHue + d.between(120, 240), 70, 62);
  const skin = d.pick(SKINS);
  const sw = d.between(62, 90);
  const sy = d.between(198, 222);
  const bw = sw + d.between(22, 42);
  const h = 352;
  if (rank === "DISCIPLE") {
    // The hood falls behind the head.
    add(s, "circle", { cx: r1(cx), cy: r1(sy - 58), r: 56, fill: cloak, stroke: INK, "stroke-width": 3 });
  }
  add(s, "path", {
    d: `M${r1(cx - bw)} ${h}C${r1(cx - bw)} ${r1(sy + 40)} ${r1(cx - sw - 10)} ${r1(sy)} ${r1(cx - sw)} ${r1(sy)}Q${r1(cx)} ${r1(sy - 20)} ${r1(cx + sw)} ${r1(sy)}C${r1(cx + sw + 10)} ${r1(sy)} ${r1(cx + bw)} ${r1(sy + 40)} ${r1(cx + bw)} ${h}Z`,
    fill: cloak,
    stroke: INK,
    "stroke-width": 4,
  });
  add(s, "path", {
    d: `M${r1(cx - 22)} ${r1(sy - 10)}L${r1(cx)} ${r1(sy + 34)}L${r1(cx + 22)} ${r1(sy - 10)}`,
    fill: "none",
    stroke: trim,
    "stroke-width": 5,
  });
  add(s, "rect", {
    x: r1(cx - 12),
    y: r1(sy - 32),
    width: 24,
    height: 28,
    fill: skin,
    stroke: INK,
    "stroke-width": 3,
  });
  const hr = d.between(33, 43);
  const hy = sy - 24 - hr;
  add(s, "circle", { cx: r1(cx), cy: r1(hy), r: r1(hr), fill: skin, stroke: INK, "stroke-width": 4 });
  eyes(s, cx, hy - 2, hr * 0.38, d.between(3.5, 5.5));
  add(s, "path", {
    d: `M${r1(cx - 9)} ${r1(hy + hr * 0.45)}Q${r1(cx)} ${r1(hy + hr * 0.45 + d.between(-4, 7))} ${r1(cx + 9)} ${r1(hy + hr * 0.45)}`,
    fill: "none",
    stroke: INK,
    "stroke-width": 3,
    "stroke-linecap": "round",
  });
  if (d.next() < 0.35)
    add(s, "path", {
      d: `M${r1(cx - 18)} ${r1(hy + hr * 0.3)}Q${r1(cx)} ${r1(hy + hr + 18)} ${r1(cx + 18)} ${r1(hy + hr * 0.3)}`,
      fill: hsl(d.between(20, 45), 40, d.between(25, 70)),
      stroke: INK,
      "stroke-width": 2,
    });
  headgear(s, d, rank, cx, hy, hr, cloak, trim);
  roleGear(s, d, role, cx, sy, sw, trim);
  if (rank !== undefined) chevrons(s, cx - sw * 0.55, sy + 12, RANKS.indexOf(rank) + 1, trim);
}
