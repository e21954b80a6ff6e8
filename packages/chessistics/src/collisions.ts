/**
 * Collision resolution (seed §3.3, §5.1 step 4, §5.2): on every cell holding two pieces or more,
 * the unique highest priority (status, then level) survives with its cargo; when the highest
 * priority is shared, every piece there is destroyed. Destroyed pieces lose their cargo and go
 * back to stock.
 */
import type { Geometry } from "./board.js";
import type { PieceIndex } from "./occupancy.js";
import { adjustStock } from "./stock.js";
import type { Cargo, Event, Piece, PieceRef, StockEntry } from "./types.js";

/** The outcome of the collision phase. */
export interface CollisionResult {
  /** Array index → 1 when destroyed; null when nothing collided. */
  readonly destroyed: Uint8Array | null;
  readonly stock: readonly StockEntry[];
  /** Cargo units lost with destroyed pieces. */
  readonly cargoLost: number;
}

/**
 * Resolves every collision after the pieces moved to `cells` (by array index), carrying `cargo`.
 * Moves the index's grid from the old cells to the new ones (a crowded cell keeps the last
 * marker; the caller rewrites the grid when pieces were destroyed). Appends one `collision` event
 * per crowded cell, in row-major order.
 */
export function resolveCollisions(
  pieces: readonly Piece[],
  stock: readonly StockEntry[],
  cargo: readonly (Cargo | null)[],
  cells: Int32Array,
  g: Geometry,
  index: PieceIndex,
  events: Event[],
): CollisionResult {
  const n = pieces.length;
  const { grid, rank } = index;
  for (let i = 0; i < n; i++) if (index.cell[i]! >= 0) grid[index.cell[i]!] = 0;
  const CROWDED = -1;
  const crowded: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    if (c < 0) continue;
    if (grid[c] === 0) grid[c] = i + 1;
    else if (grid[c] !== CROWDED) {
      crowded.push(c);
      grid[c] = CROWDED;
    }
  }
  if (crowded.length === 0) return { destroyed: null, stock, cargoLost: 0 };

  const onCell = new Map<number, number[]>(crowded.map((c) => [c, []]));
  for (let i = 0; i < n; i++)
    if (cells[i]! >= 0 && grid[cells[i]!] === CROWDED) onCell.get(cells[i]!)!.push(i);
  const ref = (i: number): PieceRef => {
    const p = pieces[i]!;
    return { id: p.id, piece: p.type, level: p.level, cargo: cargo[i]! };
  };
  const destroyed = new Uint8Array(n);
  let nextStock = stock;
  let cargoLost = 0;
  for (const c of crowded.sort((a, b) => a - b)) {
    const here = onCell.get(c)!; // array order = id order
    const best = Math.max(...here.map((i) => rank[i]!));
    const tops = here.filter((i) => rank[i] === best);
    const survivor = tops.length === 1 ? tops[0]! : null;
    const losers = here.filter((i) => i !== survivor);
    for (const i of losers) {
      destroyed[i] = 1;
      nextStock = adjustStock(nextStock, pieces[i]!.type, pieces[i]!.level, 1);
      if (cargo[i] !== null) cargoLost++;
    }
    grid[c] = survivor === null ? 0 : survivor + 1;
    events.push({
      type: "collision",
      at: g.names[c]!,
      survivor: survivor === null ? null : ref(survivor),
      destroyed: losers.map(ref),
    });
  }
  return { destroyed, stock: nextStock, cargoLost };
}
