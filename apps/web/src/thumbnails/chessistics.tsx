import { engine, renderBoard } from "@engines/chessistics";
import { manifest } from "@engines/chessistics/manifest";

/** How each cell of the engine's text board is painted: wall, production, demand, floor, piece. */
const FILL: Readonly<Record<string, string>> = {
  "#": "#3a3f47",
  S: "#5fbf7f",
  D: "#e0b25c",
  ".": "#b58863",
};

/** Chessistics' first level as the engine sets it up, from its own text board (`renderBoard`). */
export function ChessisticsThumbnail() {
  const rows = renderBoard(engine.init(manifest.defaultSetup)).split("\n");
  const width = Math.max(...rows.map((r) => r.length));
  return (
    <svg viewBox={`0 0 ${width * 10} ${rows.length * 10}`} class="thumb-svg" aria-hidden="true">
      {rows.flatMap((row, y) =>
        [...row].map((ch, x) => {
          if (ch === " ") return null;
          const piece = !(ch in FILL);
          return (
            <g key={`${x},${y}`}>
              <rect
                x={x * 10 + 0.5}
                y={y * 10 + 0.5}
                width="9"
                height="9"
                fill={piece ? FILL["."] : FILL[ch]}
                opacity={(x + y) % 2 === 0 ? 1 : 0.85}
              />
              {piece && <circle cx={x * 10 + 5} cy={y * 10 + 5} r="3" fill="#2d2d2d" />}
            </g>
          );
        }),
      )}
    </svg>
  );
}
