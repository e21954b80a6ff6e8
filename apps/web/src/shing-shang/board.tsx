import {
  type Kind,
  type Piece,
  PORTALS,
  type Side,
  SQUARES,
  type Square,
  squareIndex,
} from "@engines/shing-shang";
import { useLayoutEffect, useRef } from "preact/hooks";

/** Where a square is drawn: column and row (rank 10 at the top, so red plays up the screen). */
export function cellXY(square: Square): [number, number] {
  const i = squareIndex(square);
  return [i % 10, 9 - Math.floor(i / 10)];
}

const centre = (s: Square): [number, number] => {
  const [x, y] = cellXY(s);
  return [x + 0.5, y + 0.5];
};

/** Radius by size: monkey < lion < dragon, so kinds read by size as well as by letter. */
const RADIUS: Readonly<Record<Kind, number>> = { monkey: 0.25, lion: 0.33, dragon: 0.42 };
const LETTER: Readonly<Record<Kind, string>> = { monkey: "M", lion: "L", dragon: "D" };
export const SIDE_FILL: Readonly<Record<Side, string>> = { red: "#c9412f", blue: "#2f6cc9" };
const SIDE_DARK: Readonly<Record<Side, string>> = { red: "#6e1c12", blue: "#143b73" };

/** A Bushi: a disc sized by kind, coloured by side, with its letter. */
export function Bushi({ piece }: { piece: Piece }) {
  const r = RADIUS[piece.kind];
  return (
    <>
      <circle r={r} cy="0.03" fill="rgb(0 0 0 / 35%)" />
      <circle r={r} fill={SIDE_FILL[piece.side]} stroke={SIDE_DARK[piece.side]} stroke-width="0.04" />
      <circle r={r * 0.72} fill="none" stroke="rgb(255 255 255 / 35%)" stroke-width="0.025" />
      <text class="bushi-letter" y="0.01" font-size={r * 0.95}>
        {LETTER[piece.kind]}
      </text>
    </>
  );
}

/** The move to animate: a piece that went from `from` through `path` (one square for a step). */
export interface Motion {
  readonly key: number;
  readonly from: Square;
  readonly path: readonly Square[];
  readonly jump: boolean;
}

interface Props {
  readonly pieces: Readonly<Record<Square, Piece | null>>;
  readonly selected: Square | null;
  readonly chain: readonly Square[];
  readonly steps: readonly Square[];
  readonly landings: readonly Square[];
  readonly movable: readonly Square[];
  readonly lastMove: readonly Square[];
  readonly motion: Motion | null;
  readonly onCell: (square: Square) => void;
}

const px = (p: readonly [number, number], s = 1) => `translate(${p[0]}px, ${p[1]}px) scale(${s})`;

/** The 84-cell board with portals, pieces, and the highlights the engine's legal actions give. */
export function ShingShangBoard(props: Props) {
  const pieceEls = useRef(new Map<Square, SVGGElement>());
  const shown = useRef<number | null>(null);

  useLayoutEffect(() => {
    const m = props.motion;
    if (!m || shown.current === m.key) return;
    shown.current = m.key;
    const end = m.path[m.path.length - 1];
    const el = end ? pieceEls.current.get(end) : undefined;
    if (!el || !end) return;
    const stops = [m.from, ...m.path].map(centre);
    const frames: Keyframe[] = [];
    stops.forEach((p, i) => {
      if (i > 0 && m.jump) {
        // Each hop rises (scales up) over the piece it jumps.
        const a = stops[i - 1]!;
        frames.push({
          transform: px([(a[0] + p[0]) / 2, (a[1] + p[1]) / 2], 1.25),
          offset: (i - 0.5) / (stops.length - 1),
        });
      }
      frames.push({ transform: px(p), offset: i / (stops.length - 1) });
    });
    el.animate(frames, { duration: m.jump ? 260 * m.path.length : 240, easing: "ease-in-out" });
  });

  const portalOf = new Map<Square, Side>();
  for (const side of ["red", "blue"] as const) for (const p of PORTALS[side]) portalOf.set(p, side);
  const steps = new Set(props.steps);
  const landings = new Set(props.landings);
  const movable = new Set(props.movable);
  const last = new Set(props.lastMove);
  const chainPoints = props.selected ? [props.selected, ...props.chain].map(centre) : [];

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: same; Escape and Enter are handled at the page level
    <svg
      class="ss-board"
      viewBox="-0.55 -0.15 10.7 10.75"
      aria-label="Shing Shang board"
      onClick={(e) => {
        const square = (e.target as Element).closest("[data-square]")?.getAttribute("data-square");
        if (square) props.onCell(square);
      }}
    >
      <rect x="-0.08" y="-0.08" width="10.16" height="10.16" rx="0.2" fill="#14161a" />
      {SQUARES.map((s) => {
        const [x, y] = cellXY(s);
        const portal = portalOf.get(s);
        const cls = [
          "ss-cell",
          portal ? `portal-${portal}` : "",
          last.has(s) ? "last" : "",
          movable.has(s) ? "movable" : "",
        ]
          .filter(Boolean)
          .join(" ");
        return (
          <g key={s} data-square={s} class={cls}>
            <rect x={x + 0.03} y={y + 0.03} width="0.94" height="0.94" rx="0.08" />
            {portal && (
              <path
                class="gate"
                d={`M${x + 0.2} ${y + 0.26}h0.6M${x + 0.26} ${y + 0.38}h0.48M${x + 0.32} ${y + 0.26}v0.56M${x + 0.68} ${y + 0.26}v0.56`}
              />
            )}
          </g>
        );
      })}
      {chainPoints.length > 1 && (
        <polyline
          class="chain"
          points={chainPoints.map((p) => p.join(",")).join(" ")}
          pointer-events="none"
        />
      )}
      {Object.entries(props.pieces).map(([s, piece]) => {
        if (!piece) return null;
        return (
          <g
            key={s}
            data-square={s}
            class={`ss-piece${props.selected === s ? " selected" : ""}${movable.has(s) ? " can-move" : ""}`}
            ref={(el) => {
              if (el) pieceEls.current.set(s, el);
              else pieceEls.current.delete(s);
            }}
            style={{ transform: px(centre(s)) }}
          >
            {props.selected === s && <circle r="0.47" class="sel-ring" />}
            <Bushi piece={piece} />
          </g>
        );
      })}
      {[...steps].map((s) => {
        const [x, y] = centre(s);
        return <circle key={`s${s}`} cx={x} cy={y} r="0.12" class="step-dot" pointer-events="none" />;
      })}
      {[...landings].map((s) => {
        const [x, y] = centre(s);
        return <circle key={`j${s}`} cx={x} cy={y} r="0.3" class="landing-ring" pointer-events="none" />;
      })}
      {"abcdefghij".split("").map((f, i) => (
        <text key={f} x={i + 0.5} y="10.45" class="ss-coord">
          {f}
        </text>
      ))}
      {Array.from({ length: 10 }, (_, r) => (
        <text key={`r${r}`} x="-0.3" y={9.6 - r} class="ss-coord">
          {r + 1}
        </text>
      ))}
    </svg>
  );
}
