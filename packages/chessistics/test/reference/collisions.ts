/**
 * Collision resolution (seed §3.3, §5.1 step 4, §5.2): on every cell holding two pieces or more,
 * the unique highest priority (status, then level) survives with its cargo; when the highest
 * priority is shared, every piece there is destroyed. Destroyed pieces lose their cargo and go
 * back to stock.
 */
import type { Geometry } from "./board.js";
import { comparePriority } from "./catalog.js";
import { adjustStock } from "./stock.js";
import type { Event, Piece, PieceRef, StockEntry } from "./types.js";

/** The outcome of the collision phase. */
export interface CollisionResult {
  readonly pieces: readonly Piece[];
  readonly stock: readonly StockEntry[];
  readonly events: readonly Event[];
  /** Cargo units lost with destroyed pieces. */
  readonly cargoLost: number;
}

function ref(p: Piece): PieceRef {
  return { id: p.id, piece: p.type, level: p.level, cargo: p.cargo };
}

/** Resolves every collision; events come in row-major order of the cells. */
export function resolveCollisions(
  pieces: readonly Piece[],
  stock: readonly StockEntry[],
  g: Geometry,
): CollisionResult {
  const byCell = new Map<number, Piece[]>();
  for (const p of pieces) {
    const cell = g.index.get(p.at) ?? -1;
    const list = byCell.get(cell);
    if (list === undefined) byCell.set(cell, [p]);
    else list.push(p);
  }
  const crowded = [...byCell.entries()].filter(([, list]) => list.length > 1).sort(([a], [b]) => a - b);
  if (crowded.length === 0) return { pieces, stock, events: [], cargoLost: 0 };
  const destroyed = new Set<number>();
  const events: Event[] = [];
  let nextStock = stock;
  let cargoLost = 0;
  for (const [cell, list] of crowded) {
    const ranked = list.slice().sort((a, b) => comparePriority(b, a) || a.id - b.id);
    const top = ranked[0]!;
    const survivor = comparePriority(top, ranked[1]!) > 0 ? top : null;
    const losers = ranked.filter((p) => p !== survivor).sort((a, b) => a.id - b.id);
    for (const p of losers) {
      destroyed.add(p.id);
      nextStock = adjustStock(nextStock, p.type, p.level, 1);
      if (p.cargo !== null) cargoLost++;
    }
    events.push({
      type: "collision",
      at: g.names[cell]!,
      survivor: survivor === null ? null : ref(survivor),
      destroyed: losers.map(ref),
    });
  }
  return { pieces: pieces.filter((p) => !destroyed.has(p.id)), stock: nextStock, events, cargoLost };
}
