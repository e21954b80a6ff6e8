/** Rule invariants of Chessistics states, shared by the engine suite and the property tests. */
import { piecesOf, type State } from "../src/index.js";

/**
 * Total pieces of each type+level, on the board plus in stock, less what the campaign's begun
 * missions added to the stock (seed §7.6: a mission's pieces join the stock when it begins).
 */
export function fleet(state: State): Map<string, number> {
  const out = new Map<string, number>();
  const add = (key: string, n: number) => out.set(key, (out.get(key) ?? 0) + n);
  for (const e of state.stock) add(`${e.type}:${e.level}`, e.count);
  for (const p of piecesOf(state)) add(`${p.type}:${p.level}`, 1);
  for (const m of state.missions)
    if (m.status !== "pending" && m.number > 1)
      for (const e of m.stock) add(`${e.type}:${e.level}`, -e.count);
  for (const [key, n] of out) if (n === 0) out.delete(key);
  return out;
}

/** Every cargo unit made is carried, buffered, delivered or lost (RULES.md §2). */
export function cargoAccounted(state: State): boolean {
  const carried = piecesOf(state).filter((p) => p.cargo !== null).length;
  const buffered = state.productions.reduce((n, p) => n + p.buffer, 0);
  const { produced, delivered, overwritten, destroyed, removed } = state.ledger;
  return produced === carried + buffered + delivered + overwritten + destroyed + removed;
}
