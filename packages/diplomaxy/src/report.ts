/**
 * Reading a combat report. The referee's report is compact (issue 18, RULES.md §3.5): each unit
 * once, by its order in its owner's row, the fallbacks and the destroyed units listed apart.
 * {@link reportLines} expands it into the one line per unit that players' views show.
 */
import type { Order, PlanetReport, ResolvedAction, UnitResult } from "./types.js";

/**
 * Every unit's line of `report`, by owner (seat order) then unit id: its owner from its row, its
 * order (with `target`, or else `corridor`, when the order has one) from the order it followed,
 * its resolved action from `fallbacks` or else its order's kind, and whether `destroyed` lists
 * it. Pure; assumes distinct unit ids, as in every state `init` and `reduce` make.
 */
export function reportLines(report: PlanetReport): UnitResult[] {
  const destroyed = new Set(report.destroyed);
  const fallback = new Map(report.fallbacks.map((f) => [f.unit, f.resolved]));
  const lines: UnitResult[] = [];
  for (const row of report.players)
    for (const o of row.orders)
      lines.push(line(o, row.player, fallback.get(o.unit) ?? o.order, destroyed.has(o.unit)));
  return lines;
}

/** One unit's line, its fields in the order reports have always had them. */
function line(o: Order, owner: string, resolved: ResolvedAction, destroyed: boolean): UnitResult {
  const { unit, order, target, corridor } = o;
  if (target !== undefined) return { unit, owner, order, target, resolved, destroyed };
  if (corridor !== undefined) return { unit, owner, order, corridor, resolved, destroyed };
  return { unit, owner, order, resolved, destroyed };
}
