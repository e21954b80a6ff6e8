/**
 * Text views for terminals and logs: the board as ASCII and events as sentences, so clients
 * print what the engine says instead of re-deriving it.
 */
import { renderAscii } from "@core/grid";
import { DEMAND, geometryOf, HIDDEN, makeSquareName, PRODUCTION, WALL } from "./board.js";
import { displayName } from "./catalog.js";
import { piecesOf } from "./selectors.js";
import type { Event, PieceRef, PieceType, State } from "./types.js";

const LETTER: Readonly<Record<PieceType, string>> = {
  pawn: "p",
  rook: "r",
  bishop: "b",
  knight: "n",
  queen: "q",
};

/**
 * The board, highest row first: `#` wall, `S` production, `D` demand, `.` empty, a blank for a
 * cell not on the board yet, a piece by its letter (p r b n q), upper case when it carries cargo.
 */
export function renderBoard(state: State): string {
  const g = geometryOf(state);
  const pieces = new Map(piecesOf(state).map((p) => [p.at, p]));
  return renderAscii(
    { width: state.width, height: state.height },
    (c) => {
      const square = makeSquareName(c);
      const p = pieces.get(square);
      if (p !== undefined) return p.cargo === null ? LETTER[p.type] : LETTER[p.type].toUpperCase();
      const t = g.terrain[c.y * state.width + c.x];
      return t === WALL ? "#" : t === PRODUCTION ? "S" : t === DEMAND ? "D" : t === HIDDEN ? " " : ".";
    },
    { highYFirst: true },
  );
}

function named(p: { id: number; piece: PieceType; level: number }): string {
  return `${displayName(p.piece, p.level)} #${p.id}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function list(refs: readonly PieceRef[]): string {
  return refs.map(named).join(", ");
}

/** One sentence for an event (seed §7.6's notifications, e.g. "Tour II détruite par Dame"). */
export function describeEvent(event: Event, state?: State): string {
  const demandName = (at: string): string => state?.demands.find((d) => d.at === at)?.name ?? at;
  const productionName = (at: string): string => state?.productions.find((p) => p.at === at)?.name ?? at;
  switch (event.type) {
    case "placed":
      return `${named(event)} placed on ${event.from}, shuttling ${event.from} ↔ ${event.to}`;
    case "removed":
      return `${named(event)} removed from ${event.at}, back to stock${event.cargo === null ? "" : ` (its ${event.cargo} is lost)`}`;
    case "turnStarted":
      return `Turn ${event.turn}`;
    case "overwritten":
      return `${productionName(event.at)} (${event.at}): ${event.lost} ${event.cargo} not picked up, overwritten`;
    case "picked":
      return `${event.at}: piece #${event.id} picks up ${event.cargo} from ${productionName(event.production)} (${event.production})`;
    case "handed":
      return `${event.fromAt} → ${event.toAt}: piece #${event.from} hands ${event.cargo} to piece #${event.to}`;
    case "delivered":
      return `${event.at}: piece #${event.id} delivers ${event.cargo} to ${demandName(event.demand)} (${event.demand}), ${event.received}/${event.amount}`;
    case "blocked":
      return `piece #${event.id} on ${event.at} is blocked by a piece on ${event.by} and stays`;
    case "collision":
      return event.survivor === null
        ? `COLLISION on ${event.at}: ${list(event.destroyed)} destroy each other, back to stock`
        : `COLLISION on ${event.at}: ${list(event.destroyed)} destroyed by ${named(event.survivor)}, back to stock`;
    case "missionComplete":
      return `Mission ${event.mission} complete on turn ${event.turn}: ${plural(event.metrics.pieces, "piece")}, ${plural(event.metrics.turns, "turn")}${
        event.parTurns === null ? "" : ` (par ${event.parTurns})`
      }, ${plural(event.metrics.cells, "cell")}`;
    case "missionStarted": {
      const title = state?.missions[event.mission - 1]?.title;
      const pieces = event.stock.map((e) => `${e.count} ${displayName(e.type, e.level)}`).join(", ");
      return `Mission ${event.mission}${title ? ` "${title}"` : ""} begins${event.area.length > 0 ? ": new cells join the board" : ""}${pieces ? `; new pieces: ${pieces}` : ""}`;
    }
    case "levelComplete":
      return `Level complete on turn ${event.turn}`;
  }
}
