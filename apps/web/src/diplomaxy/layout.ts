/**
 * Where to draw each planet. The maps carry no coordinates (the rules need none), so the bundled
 * maps get a hand-drawn layout and any other map a ring. Presentation only.
 */
import type { GameMap } from "@engines/diplomaxy";

/** Planet id → position in a 900 × 520 drawing. */
export type Layout = Readonly<Record<string, { readonly x: number; readonly y: number }>>;

const DUEL: Layout = {
  sol: { x: 90, y: 260 },
  cygni: { x: 260, y: 120 },
  draco: { x: 260, y: 400 },
  nexus: { x: 450, y: 260 },
  lyra: { x: 640, y: 120 },
  orion: { x: 640, y: 400 },
  vega: { x: 810, y: 260 },
};

function ring(
  ids: readonly string[],
  cx: number,
  cy: number,
  r: number,
  start = -Math.PI / 2,
): Record<string, { x: number; y: number }> {
  const out: Record<string, { x: number; y: number }> = {};
  ids.forEach((id, i) => {
    const a = start + (2 * Math.PI * i) / ids.length;
    out[id] = { x: Math.round(cx + r * Math.cos(a)), y: Math.round(cy + r * 0.85 * Math.sin(a)) };
  });
  return out;
}

const PENTARCHY: Layout = {
  ...ring(["aquila", "ab", "bootes", "bc", "carina", "cd", "dorado", "de", "eridanus", "ea"], 450, 265, 235),
  core: { x: 450, y: 265 },
};

/** A layout for `map`: the bundled one when every planet has a place in it, else a ring. */
export function layoutOf(map: GameMap): Layout {
  for (const known of [DUEL, PENTARCHY]) if (map.planets.every((p) => p.id in known)) return known;
  return ring(
    map.planets.map((p) => p.id),
    450,
    265,
    220,
  );
}

const NAMED: Readonly<Record<string, string>> = {
  north: "#5b8def",
  south: "#e5605a",
  amber: "#e0a030",
  blue: "#4a8df0",
  crimson: "#d2434f",
  green: "#4cbb6c",
  violet: "#a06cf0",
};
const PALETTE = ["#5b8def", "#e5605a", "#4cbb6c", "#e0a030", "#a06cf0", "#36c2c2", "#d86fb0", "#9aa34a"];

/** A player's colour: its own name when it is a colour, else by seat. */
export function playerColour(players: readonly string[], player: string): string {
  return NAMED[player] ?? PALETTE[Math.max(0, players.indexOf(player)) % PALETTE.length]!;
}

/**
 * The same layout turned on its side for a portrait screen (x ↔ y, in a 530 × 900 drawing), so a
 * phone draws the map tall and its labels large enough to read.
 */
export function portraitOf(layout: Layout): Layout {
  return Object.fromEntries(Object.entries(layout).map(([id, p]) => [id, { x: p.y, y: p.x }]));
}
