/**
 * The layers of the Chessistics board, each re-rendering only when what it draws changes: the
 * terrain (cells, walls, building bodies and names) once per board, the gauges when a demand
 * counts, a route when its piece is placed or turns. What moves (pieces, cargo) is in `piece-layer.tsx`.
 * @module
 */
import type { Demand, Piece, Production } from "@engines/chessistics";
import { Component, type FunctionComponent } from "preact";
import { cargoColour, routeColour } from "./silhouettes.js";
import type { BoardView, CellView } from "./view.js";

/**
 * A component that re-renders only when one of its props changes (shallow), like
 * `preact/compat`'s `memo` without pulling compat into the page's chunk.
 */
export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      const now = this.props as Record<string, unknown>;
      const then = next as Record<string, unknown>;
      for (const k in then) if (then[k] !== now[k]) return true;
      for (const k in now) if (!(k in then)) return true;
      return false;
    }
    override render(props: P) {
      return render(props);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
}

/** The seed's palette (§9). */
const LIGHT = "#F0D9B5";
const DARK = "#B58863";
const WALL = "#555555";

/** A cargo cube (seed §7.6: "petit cube coloré"), `size` wide with its top-left corner at (x, y). */
export function CargoCube({
  cargo,
  x,
  y,
  size = 0.24,
}: {
  cargo: string;
  x: number;
  y: number;
  size?: number;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={size}
      height={size}
      rx={size / 8}
      fill={cargoColour(cargo)}
      stroke="#1d1d1d"
      stroke-width="0.025"
    />
  );
}

/** A building's name shortened to `chars` characters at most ("Scierie" → "Scie."), for the board. */
export function shortName(name: string, chars: number): string {
  const word = name.split(/\s+/)[0] ?? name;
  return word.length <= chars ? word : `${word.slice(0, Math.max(1, chars - 1))}.`;
}

/** Label sizing for the board's rendered cell size: at least 11 px on screen. */
export interface LabelSize {
  /** Font size in board units. */
  readonly font: number;
  /** Characters that fit in a cell at that size. */
  readonly chars: number;
}

export function labelSize(cellPx: number): LabelSize {
  const font = Math.max(0.2, 11 / Math.max(cellPx, 1));
  return { font, chars: Math.max(3, Math.floor(0.9 / (font * 0.62))) };
}

function WallHatch({ x, y }: { x: number; y: number }) {
  return (
    <g opacity="0.6" stroke="#444" stroke-width="0.03">
      <line x1={x} y1={y + 0.33} x2={x + 1} y2={y + 0.33} />
      <line x1={x} y1={y + 0.66} x2={x + 1} y2={y + 0.66} />
      <line x1={x + 0.5} y1={y} x2={x + 0.5} y2={y + 0.33} />
      <line x1={x + 0.25} y1={y + 0.33} x2={x + 0.25} y2={y + 0.66} />
      <line x1={x + 0.75} y1={y + 0.33} x2={x + 0.75} y2={y + 0.66} />
      <line x1={x + 0.5} y1={y + 0.66} x2={x + 0.5} y2={y + 1} />
    </g>
  );
}

interface TerrainProps {
  readonly view: BoardView;
  readonly productions: readonly Pick<Production, "at" | "name" | "cargo">[];
  readonly demandNames: readonly Pick<Demand, "at" | "name">[];
  readonly label: LabelSize;
  /** Cells appearing now: they grow into place (seed §7.6 "animation d'expansion"). */
  readonly expanding: ReadonlySet<string>;
}

/** Cells, walls and the building bodies with their names: drawn once per board and label size. */
export const TerrainLayer = memo(function TerrainLayer({
  view,
  productions,
  demandNames,
  label,
  expanding,
}: TerrainProps) {
  const byAt = new Map(view.cells.map((c) => [c.square, c]));
  const grows = (square: string) => (expanding.has(square) ? "cell-new" : undefined);
  return (
    <g pointer-events="none">
      {view.cells.map((c) => (
        <rect
          key={c.square}
          class={grows(c.square)}
          style={
            expanding.has(c.square) ? { animationDelay: `${((c.x * 5 + c.yy * 3) % 8) * 60}ms` } : undefined
          }
          x={c.x}
          y={c.yy}
          width="1"
          height="1"
          fill={c.terrain === "wall" ? WALL : (c.x + c.yy) % 2 === 1 ? DARK : LIGHT}
        />
      ))}
      {view.cells
        .filter((c) => c.terrain === "wall")
        .map((c) => (
          <g key={`w${c.square}`} class={grows(c.square)}>
            <WallHatch x={c.x} y={c.yy} />
          </g>
        ))}
      {productions.map((p) => {
        const c = byAt.get(p.at);
        if (!c) return null;
        return (
          <g key={`p${p.at}`} class={`production${expanding.has(p.at) ? " cell-new" : ""}`}>
            <title>{p.name}</title>
            <rect
              data-production={p.at}
              x={c.x + 0.07}
              y={c.yy + 0.07}
              width="0.86"
              height="0.86"
              rx="0.12"
              class="production-body"
            />
            <CargoCube cargo={p.cargo} x={c.x + 0.37} y={c.yy + 0.14} size={0.26} />
            <text x={c.x + 0.5} y={c.yy + 0.84} class="building-label" font-size={label.font}>
              {shortName(p.name, label.chars)}
            </text>
          </g>
        );
      })}
      {demandNames.map((d) => {
        const c = byAt.get(d.at);
        if (!c) return null;
        return (
          <g key={`d${d.at}`} class={grows(d.at)}>
            <title>{d.name}</title>
            <rect
              x={c.x + 0.07}
              y={c.yy + 0.07}
              width="0.86"
              height="0.86"
              rx="0.12"
              fill="#d9b54a"
              stroke="#8a6d1d"
              stroke-width="0.03"
            />
            <text x={c.x + 0.5} y={c.yy + 0.86} class="building-label dark" font-size={label.font}>
              {shortName(d.name, label.chars)}
            </text>
          </g>
        );
      })}
    </g>
  );
});

/** One demand's "2/3" and its bar, red until met then green (seed §7.6). */
const Gauge = memo(function Gauge({
  x,
  y,
  received,
  amount,
}: {
  x: number;
  y: number;
  received: number;
  amount: number;
}) {
  const frac = Math.min(1, received / amount);
  return (
    <g pointer-events="none">
      <text x={x + 0.5} y={y + 0.4} class="gauge-text">
        {received}/{amount}
      </text>
      <rect x={x + 0.15} y={y + 0.5} width="0.7" height="0.1" rx="0.05" fill="#3b2f12" />
      <rect
        x={x + 0.15}
        y={y + 0.5}
        width={0.7 * frac}
        height="0.1"
        rx="0.05"
        fill={frac >= 1 ? "#3fbf5f" : "#d8433b"}
      />
    </g>
  );
});

/** Every shown demand's gauge. */
export function Gauges({ demands, pos }: { demands: readonly Demand[]; pos: ReadonlyMap<string, CellView> }) {
  return (
    <g>
      {demands.map((d) => {
        const c = pos.get(d.at);
        return c ? <Gauge key={d.at} x={c.x} y={c.yy} received={d.received} amount={d.amount} /> : null;
      })}
    </g>
  );
}

/** The centre of a square on screen (board units). */
export const centreOf = (pos: ReadonlyMap<string, CellView>, square: string): [number, number] => {
  const c = pos.get(square);
  return c ? [c.x + 0.5, c.yy + 0.5] : [-1, -1];
};

/** A piece's route: a line between its two cells, dots at the ends, an arrow where it goes next (§7.3). */
const Route = memo(function Route({
  ax,
  ay,
  bx,
  by,
  towardsB,
  id,
  done,
}: {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  towardsB: boolean;
  id: number;
  done: boolean;
}) {
  const [sx, sy, ex, ey] = towardsB ? [ax, ay, bx, by] : [bx, by, ax, ay];
  const t = 0.62;
  const angle = (Math.atan2(ey - sy, ex - sx) * 180) / Math.PI;
  return (
    <g class={done ? "route route-done" : "route"} style={{ color: done ? "#f2c24b" : routeColour(id) }}>
      <line
        x1={ax}
        y1={ay}
        x2={bx}
        y2={by}
        stroke="currentColor"
        stroke-width="0.14"
        stroke-linecap="round"
      />
      <circle cx={ax} cy={ay} r="0.09" fill="currentColor" />
      <circle cx={bx} cy={by} r="0.09" fill="currentColor" />
      <path
        d="M-0.13 -0.13 L0.11 0 L-0.13 0.13 Z"
        fill="currentColor"
        transform={`translate(${sx + (ex - sx) * t} ${sy + (ey - sy) * t}) rotate(${angle})`}
      />
    </g>
  );
});

/** Every piece's route. */
export function Routes({
  pieces,
  pos,
  done,
}: {
  pieces: readonly Piece[];
  pos: ReadonlyMap<string, CellView>;
  done: boolean;
}) {
  return (
    <g pointer-events="none">
      {pieces.map((p) => {
        const [ax, ay] = centreOf(pos, p.from);
        const [bx, by] = centreOf(pos, p.to);
        return (
          <Route
            key={p.id}
            id={p.id}
            ax={ax}
            ay={ay}
            bx={bx}
            by={by}
            towardsB={p.target === p.to}
            done={done}
          />
        );
      })}
    </g>
  );
}

/** The cells' screen position by square, for animations and routes. */
export function positions(view: BoardView): Map<string, CellView> {
  return new Map(view.cells.map((c) => [c.square, c]));
}
