/**
 * Diplomaxy resolutions as text: a planet's combat report as two tables, and one line for each
 * other event (arrivals, production, eliminations, the end).
 */
import type { Event, EventView, PlanetReportView } from "@engines/diplomaxy";

/** Pads columns to their widest cell. */
function table(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const r of rows) {
    r.forEach((c, i) => {
      widths[i] = Math.max(widths[i] ?? 0, c.length);
    });
  }
  return rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}

/** DEF as a short decimal when it has one, else the exact fraction. */
function showDef(def: number, exact: string): string {
  const text = String(def);
  return text.length <= 6 ? text : exact;
}

function orderText(u: { order: string; target?: string; corridor?: string }): string {
  return [u.order, u.target ?? u.corridor ?? ""].join(" ").trim();
}

/**
 * A planet's report as two tables: the referee's (`fullReportView`: every unit named) or a
 * player's (`reportView`), where other players' units are anonymous (shown as "-").
 */
export function formatReport(report: PlanetReportView, name = report.planet): string[] {
  const who =
    report.controller !== null
      ? `controlled by ${report.controller}`
      : report.standoff
        ? "no controller (standoff)"
        : "no controller";
  const lines = [`${name} (${report.planet}): ${who}`];
  const scores = report.players.map((p) => [
    p.player,
    String(p.ctrl),
    showDef(p.def, p.defExact),
    String(p.att),
    String(p.loss),
  ]);
  lines.push(...table([["player", "CTRL", "DEF", "ATT", "lost"], ...scores]).map((l) => `  ${l}`));
  const units = report.units.map((u) => [
    "unit" in u ? u.unit : "-",
    u.owner,
    orderText(u),
    u.resolved,
    u.destroyed ? "destroyed" : "",
  ]);
  lines.push(...table([["unit", "owner", "order", "resolved", ""], ...units]).map((l) => `  ${l}`));
  if (report.destroyed.length > 0) lines.push(`  destroyed, in order: ${report.destroyed.join(", ")}`);
  return lines;
}

/** The non-combat events of a resolution, the referee's or a player's, one line each (null for the others). */
export function formatOther(e: Event | EventView): string | null {
  switch (e.type) {
    case "arrived":
      return e.unit === undefined
        ? `a unit of ${e.owner} arrives at ${e.at}`
        : `${e.unit} (${e.owner}) arrives at ${e.at}`;
    case "produced":
      return e.units === undefined
        ? `${e.player} receives ${e.count} unit${e.count === 1 ? "" : "s"} at ${e.planet}`
        : `${e.player} receives ${e.units.join(", ")} at ${e.planet}`;
    case "eliminated":
      return `${e.player} is out of the game`;
    case "gameOver":
      return e.winners.length === 0
        ? "Game over: nobody is left."
        : e.winners.length === 1
          ? `Game over: ${e.winners[0]} wins (${e.reason}).`
          : `Game over: draw between ${e.winners.join(", ")} (${e.reason}).`;
    default:
      return null;
  }
}
