/**
 * The die as a pseudo-3D cube: six quads posed in board space (x east, y south, z up), projected
 * obliquely with a small camera bias and painted back to front (seed line 81). Pure geometry: the
 * colours come from the engine's die; nothing here decides a face.
 * @module
 */
import type { Die, Dir } from "@engines/pigment";

type V3 = readonly [number, number, number];

/** Each face slot's outward normal when the die rests. */
const NORMAL: Readonly<Record<keyof Die, V3>> = {
  D: [0, 0, -1],
  U: [0, 0, 1],
  N: [0, -1, 0],
  S: [0, 1, 0],
  E: [1, 0, 0],
  W: [-1, 0, 0],
};

const MOVE: Readonly<Record<Dir, V3>> = { N: [0, -1, 0], S: [0, 1, 0], E: [1, 0, 0], W: [-1, 0, 0] };

/** The camera's direction (towards the viewer): from above, a little south and east. */
const CAMERA: V3 = normalize([0.22, 0.5, 1]);
/** Light for face shading: from the north-west, above. */
const LIGHT: V3 = normalize([-0.4, -0.6, 1]);

function normalize(v: V3): V3 {
  const n = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / n, v[1] / n, v[2] / n];
}
function dot(a: V3, b: V3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
function cross(a: V3, b: V3): V3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
function add(a: V3, b: V3): V3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}
function scale(a: V3, k: number): V3 {
  return [a[0] * k, a[1] * k, a[2] * k];
}

/** Rodrigues' rotation of `v` about the unit `axis` by `angle`. */
function rotate(v: V3, axis: V3, angle: number): V3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return add(add(scale(v, c), scale(cross(axis, v), s)), scale(axis, dot(axis, v) * (1 - c)));
}

/** One face ready to paint: its slot, its screen polygon, its depth and how lit it is. */
export interface FaceQuad {
  readonly slot: keyof Die;
  readonly points: readonly (readonly [number, number])[];
  readonly depth: number;
  /** 0..1, for shading. */
  readonly light: number;
  /** True when it faces the camera (its glyph may be drawn). */
  readonly visible: boolean;
  /** How squarely it faces the camera: 1 head on, 0 edge on, negative turned away. */
  readonly facing: number;
  /** Screen centre and the screen vectors of its local axes, to draw a glyph on it. */
  readonly centre: readonly [number, number];
}

/** Where the cube is: its centre on the board (cell units), height, and the roll in progress. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  /** Height of the centre above the board, in cell units (half the side when resting). */
  readonly z: number;
  /** The roll being animated, and how far the quarter turn has gone (0..1). */
  readonly roll?: { readonly dir: Dir; readonly t: number };
}

/** Projects a board-space point to the board plane along the camera direction (cell units). */
export function project(p: V3): [number, number] {
  return [p[0] - (p[2] * CAMERA[0]) / CAMERA[2], p[1] - (p[2] * CAMERA[1]) / CAMERA[2]];
}

/**
 * The six faces of a cube of side `side` (cell units) in `pose`, sorted far to near. A roll turns
 * the faces a quarter turn times `t` about the horizontal axis perpendicular to the move, so at
 * t = 1 the old die's `dir` face points down, as the engine's roll says.
 */
export function cubeFaces(pose: Pose, side: number): FaceQuad[] {
  const h = side / 2;
  const axis = pose.roll ? cross([0, 0, 1], MOVE[pose.roll.dir]) : null;
  const angle = pose.roll ? (pose.roll.t * Math.PI) / 2 : 0;
  const turn = (v: V3): V3 => (axis ? rotate(v, axis, angle) : v);
  const centre: V3 = [pose.x, pose.y, pose.z];
  const faces: FaceQuad[] = [];
  for (const slot of Object.keys(NORMAL) as (keyof Die)[]) {
    const n0 = NORMAL[slot];
    // Two axes spanning the face, perpendicular to its normal.
    const u0: V3 = Math.abs(n0[2]) > 0.5 ? [1, 0, 0] : [0, 0, 1];
    const v0 = cross(n0, u0);
    const n = turn(n0);
    const u = turn(u0);
    const v = turn(v0);
    const fc = add(centre, scale(n, h));
    const corners = [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([a, b]) => project(add(fc, add(scale(u, a! * h), scale(v, b! * h)))));
    faces.push({
      slot,
      points: corners,
      depth: dot(fc, CAMERA),
      light: Math.max(0, dot(n, LIGHT)),
      visible: dot(n, CAMERA) > 0.02,
      facing: dot(n, CAMERA),
      centre: project(fc),
    });
  }
  return faces.sort((a, b) => a.depth - b.depth);
}
