/** The player's stock of pieces (seed §3.3: destroyed and removed pieces go back to it). */
import { PIECE_TYPES } from "./catalog.js";
import type { PieceType, StockEntry } from "./types.js";

/** How many pieces of `type` and `level` are in stock. */
export function stockCount(stock: readonly StockEntry[], type: PieceType, level: number): number {
  return stock.find((e) => e.type === type && e.level === level)?.count ?? 0;
}

/** The highest level of `type` with at least one piece in stock, or undefined. */
export function highestStockedLevel(stock: readonly StockEntry[], type: PieceType): number | undefined {
  let best: number | undefined;
  for (const e of stock)
    if (e.type === type && e.count > 0 && (best === undefined || e.level > best)) best = e.level;
  return best;
}

/** The stock with `delta` added to `type` and `level` (an entry is created in catalog order if missing). */
export function adjustStock(
  stock: readonly StockEntry[],
  type: PieceType,
  level: number,
  delta: number,
): StockEntry[] {
  const i = stock.findIndex((e) => e.type === type && e.level === level);
  if (i >= 0) return stock.map((e, k) => (k === i ? { ...e, count: e.count + delta } : e));
  return [...stock, { type, level, count: delta }].sort(
    (a, b) => PIECE_TYPES.indexOf(a.type) - PIECE_TYPES.indexOf(b.type) || a.level - b.level,
  );
}
