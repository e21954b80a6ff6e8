/**
 * Draws the Pigment board and die on a canvas: a uniform pigment layer on a dark ground, marks as a
 * ring plus a letter, sealed cells dark with a thin outline, the die as a shaded pseudo-3D cube
 * (seed lines 79–83). It only draws what it is given; the page decides nothing about the rules.
 * @module
 */
import { type Cell, COLOUR_LETTER, type Colour, type Die, SIZE } from "@engines/pigment";
import { cubeFaces, type Pose, project } from "./cube.js";
import { FACE, inkOn, shade } from "./palette.js";

/** The die's side in cells: large enough to read a letter on each visible face. */
export const SIDE = 0.54;

/** Everything one frame shows. */
export interface Scene {
  /** Fill of each cell (CSS colour), index y*5+x: stains, possibly mid-cross-fade. */
  readonly fills: readonly string[];
  /** Cells that are sealed (black) once the frame settles. */
  readonly sealed: readonly boolean[];
  /** Cells that are not floor. */
  readonly holes: readonly boolean[];
  readonly marks: readonly { readonly cell: Cell; readonly colour: Colour; readonly met: boolean }[];
  readonly die: Die;
  readonly pose: Pose;
  /** Neighbour cells a tap would roll to (the engine's legal rolls). */
  readonly targets: readonly Cell[];
  /** A cell to point at (the hint), or null. */
  readonly hint: Cell | null;
  /** True when the board is won: marks glow. */
  readonly won: boolean;
}

/** Board geometry in CSS pixels. */
export interface Layout {
  readonly cell: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The layout for a canvas `width` CSS pixels wide: room above the board for the die's arc. */
export function layoutFor(width: number): Layout {
  const cell = Math.floor(width / (SIZE + 0.7));
  const left = Math.round((width - cell * SIZE) / 2);
  const top = Math.round(cell * 0.55);
  return { cell, left, top, width, height: top + cell * SIZE + Math.round(cell * 0.3) };
}

/** The cell under a point in CSS pixels, or null off the board. */
export function cellAtPoint(layout: Layout, px: number, py: number): Cell | null {
  const x = Math.floor((px - layout.left) / layout.cell);
  const y = Math.floor((py - layout.top) / layout.cell);
  return x >= 0 && y >= 0 && x < SIZE && y < SIZE ? [x, y] : null;
}

function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.roundRect(x, y, w, h, r);
}

/** Paints `scene` on `g` (already scaled to CSS pixels). */
export function drawScene(g: CanvasRenderingContext2D, layout: Layout, scene: Scene): void {
  const { cell: C, left, top } = layout;
  g.clearRect(0, 0, layout.width, layout.height);

  // The ground: a dark tray under the 5×5 layer.
  g.fillStyle = "#0f1114";
  roundRect(g, left - 10, top - 10, C * SIZE + 20, C * SIZE + 20, 14);
  g.fill();

  const gap = Math.max(2, Math.round(C * 0.05));
  for (let i = 0; i < SIZE * SIZE; i++) {
    const x = i % SIZE;
    const y = Math.floor(i / SIZE);
    const px = left + x * C + gap / 2;
    const py = top + y * C + gap / 2;
    if (scene.holes[i]) {
      g.strokeStyle = "#2a2e35";
      g.setLineDash([4, 4]);
      roundRect(g, px + 2, py + 2, C - gap - 4, C - gap - 4, 6);
      g.stroke();
      g.setLineDash([]);
      continue;
    }
    g.fillStyle = scene.fills[i]!;
    roundRect(g, px, py, C - gap, C - gap, 7);
    g.fill();
    if (scene.sealed[i]) {
      g.strokeStyle = "#5b616b";
      g.lineWidth = 1;
      roundRect(g, px + 0.5, py + 0.5, C - gap - 1, C - gap - 1, 7);
      g.stroke();
      // A faint hatch says "sealed" without relying on the fill alone.
      g.save();
      g.clip();
      g.strokeStyle = "rgb(255 255 255 / 6%)";
      for (let k = -C; k < C; k += 9) {
        g.beginPath();
        g.moveTo(px + k, py + C);
        g.lineTo(px + k + C, py);
        g.stroke();
      }
      g.restore();
    }
  }

  // Tappable neighbours: a soft inner outline.
  for (const [x, y] of scene.targets) {
    g.strokeStyle = "rgb(255 255 255 / 22%)";
    g.lineWidth = 2;
    roundRect(g, left + x * C + gap / 2 + 3, top + y * C + gap / 2 + 3, C - gap - 6, C - gap - 6, 6);
    g.stroke();
  }

  // Marks: a ring in the target colour, outlined so it reads on any stain, and the letter.
  for (const m of scene.marks) {
    const cx = left + (m.cell[0] + 0.5) * C;
    const cy = top + (m.cell[1] + 0.5) * C;
    const r = C * 0.36;
    g.lineWidth = C * 0.1;
    g.strokeStyle = "rgb(10 11 13 / 85%)";
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.stroke();
    g.lineWidth = C * 0.06;
    g.strokeStyle = FACE[m.colour];
    if (m.colour === "empty") g.setLineDash([C * 0.08, C * 0.06]);
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.stroke();
    g.setLineDash([]);
    if (m.met || scene.won) {
      g.lineWidth = 2;
      g.strokeStyle = "rgb(255 255 255 / 85%)";
      g.beginPath();
      g.arc(cx, cy, r + C * 0.08, 0, Math.PI * 2);
      g.stroke();
    }
    g.font = `700 ${Math.round(C * 0.3)}px system-ui, sans-serif`;
    g.textAlign = "center";
    g.textBaseline = "middle";
    g.lineWidth = 3;
    g.strokeStyle = "rgb(10 11 13 / 80%)";
    g.strokeText(COLOUR_LETTER[m.colour], cx, cy + 1);
    g.fillStyle = "#fbfaf6";
    g.fillText(COLOUR_LETTER[m.colour], cx, cy + 1);
  }

  if (scene.hint) {
    const [x, y] = scene.hint;
    g.strokeStyle = "#e0b25c";
    g.lineWidth = 3;
    g.setLineDash([6, 5]);
    roundRect(g, left + x * C + gap / 2 + 1.5, top + y * C + gap / 2 + 1.5, C - gap - 3, C - gap - 3, 7);
    g.stroke();
    g.setLineDash([]);
  }

  drawDie(g, layout, scene.die, scene.pose);
  // Resting on a mark, the die covers most of its ring: the mark's badge stays on top.
  if (!scene.pose.roll) {
    const under = scene.marks.find(
      (m) => m.cell[0] + 0.5 === scene.pose.x && m.cell[1] + 0.5 === scene.pose.y,
    );
    if (under) drawMarkBadge(g, layout, under.cell, under.colour);
  }
}

/**
 * Where a cube resting on a cell's centre is drawn, relative to that centre: the oblique camera
 * shifts its top up and left, so the whole drawing moves back by half that shift and the die looks
 * centred on its cell.
 */
const REST_SHIFT = project([0, 0, SIDE / 2]).map((v) => -v) as [number, number];

function drawDie(g: CanvasRenderingContext2D, layout: Layout, die: Die, pose: Pose): void {
  const { cell: C, left, top } = layout;
  const side = SIDE;
  const toScreen = (p: readonly [number, number]): [number, number] => [
    left + (p[0] + REST_SHIFT[0]) * C,
    top + (p[1] + REST_SHIFT[1]) * C,
  ];
  // Shadow on the board, shrinking as the die rises.
  const lift = pose.z - side / 2;
  const [sx, sy] = toScreen([pose.x, pose.y]);
  g.fillStyle = `rgb(0 0 0 / ${Math.max(0.12, 0.4 - lift * 0.6)})`;
  g.beginPath();
  g.ellipse(
    sx + C * 0.05,
    sy + C * 0.07,
    C * (side / 2 + 0.08 - lift * 0.1),
    C * (side / 2 + 0.02 - lift * 0.1),
    0,
    0,
    Math.PI * 2,
  );
  g.fill();

  for (const f of cubeFaces(pose, side)) {
    const colour = die[f.slot];
    const base = FACE[colour];
    const pts = f.points.map(toScreen);
    g.fillStyle = shade(base, 0.74 + 0.32 * f.light);
    g.strokeStyle = "rgb(12 13 15 / 80%)";
    g.lineWidth = Math.max(1.5, C * 0.025);
    g.lineJoin = "round";
    g.beginPath();
    pts.forEach(([x, y], i) => {
      if (i === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    });
    g.closePath();
    g.fill();
    g.stroke();
    if (f.facing > 0.14) drawFaceLetter(g, pts, f.slot, colour, Math.min(1, (f.facing - 0.14) * 5));
  }
}

/**
 * The colour's letter on a face, drawn in the face's own plane (the projection is affine, so each
 * face is a parallelogram and one transform maps the text onto it): upright on the sides, north
 * up on top. `alpha` fades letters on faces turned away.
 */
function drawFaceLetter(
  g: CanvasRenderingContext2D,
  pts: readonly (readonly [number, number])[],
  slot: keyof Die,
  colour: Colour,
  alpha: number,
): void {
  const [p0, p1, , p3] = pts as [
    readonly [number, number],
    readonly [number, number],
    unknown,
    readonly [number, number],
  ];
  // Half-side vectors along the face's local axes u (p0→p1) and v (p0→p3), and its centre.
  const u = [(p1[0] - p0[0]) / 2, (p1[1] - p0[1]) / 2] as const;
  const v = [(p3[0] - p0[0]) / 2, (p3[1] - p0[1]) / 2] as const;
  const c = [p0[0] + u[0] + v[0], p0[1] + u[1] + v[1]] as const;
  const half = Math.max(Math.hypot(...u), Math.hypot(...v));
  if (half < 4) return;
  // Text x and y in face units: on the top face u is east and v south; on a side u is up.
  const [x, y] = slot === "U" || slot === "D" ? [u, v] : [v, [-u[0], -u[1]] as const];
  g.save();
  g.transform(x[0] / half, x[1] / half, y[0] / half, y[1] / half, c[0], c[1]);
  g.font = `800 ${Math.round(half * 1.1)}px system-ui, sans-serif`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.globalAlpha = alpha * 0.85;
  g.fillStyle = inkOn(colour);
  g.fillText(colour === "empty" ? "∅" : COLOUR_LETTER[colour], 0, half * 0.06);
  g.restore();
}

/**
 * A mark under the die would hide behind it: its letter in a ring of its colour, drawn over the
 * die at the cell's lower right corner.
 */
function drawMarkBadge(g: CanvasRenderingContext2D, layout: Layout, cell: Cell, colour: Colour): void {
  const { cell: C, left, top } = layout;
  const cx = left + (cell[0] + 0.8) * C;
  const cy = top + (cell[1] + 0.8) * C;
  const r = C * 0.15;
  g.fillStyle = "rgb(10 11 13 / 90%)";
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.fill();
  g.lineWidth = C * 0.045;
  g.strokeStyle = FACE[colour];
  if (colour === "empty") g.setLineDash([C * 0.05, C * 0.035]);
  g.beginPath();
  g.arc(cx, cy, r - C * 0.02, 0, Math.PI * 2);
  g.stroke();
  g.setLineDash([]);
  g.font = `700 ${Math.round(C * 0.16)}px system-ui, sans-serif`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillStyle = "#fbfaf6";
  g.fillText(COLOUR_LETTER[colour], cx, cy + 1);
}
