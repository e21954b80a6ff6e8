import { engine } from "@engines/shing-shang";
import { manifest } from "@engines/shing-shang/manifest";

const SIZE = 10;
const COLOUR = { red: "#d8463c", blue: "#3a78d6" } as const;
const RADIUS = { monkey: 1.8, lion: 2.6, dragon: 3.4 } as const;

/** The squares of the board, by file letter and rank number ("a1"): column and row of each. */
function place(square: string): { x: number; y: number } {
  return { x: square.charCodeAt(0) - 97, y: Number(square.slice(1)) - 1 };
}

/** Shing Shang's opening position as the engine sets it up: both armies of Bushis. */
export function ShingShangThumbnail() {
  const state = engine.init(manifest.defaultSetup);
  const squares = Object.entries(state.pieces);
  return (
    <svg viewBox={`0 0 ${SIZE * 8} ${SIZE * 8}`} class="thumb-svg" aria-hidden="true">
      {squares.map(([sq, piece]) => {
        const { x, y } = place(sq);
        const cx = x * 8 + 4;
        const cy = (SIZE - 1 - y) * 8 + 4;
        return (
          <g key={sq}>
            <rect x={cx - 3.6} y={cy - 3.6} width="7.2" height="7.2" rx="1" fill="#2b2f37" />
            {piece && <circle cx={cx} cy={cy} r={RADIUS[piece.kind]} fill={COLOUR[piece.side]} />}
          </g>
        );
      })}
    </svg>
  );
}
