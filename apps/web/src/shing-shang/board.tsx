/**
 * The 84-cell board: portals, pieces, the highlights the page computes from the engine's legal
 * actions, the last move, and a keyboard cursor. It is one ARIA grid and one tab stop: arrow keys
 * move the cursor (the grid's active cell), Enter or Space chooses the cell, Escape cancels; each
 * cell has a label naming its square, its content and what choosing it would do.
 */
import type { Kind, Piece, Side, Square } from "@engines/shing-shang";
import { PORTALS, SQUARES } from "@engines/shing-shang";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { cellXY, isArrow, labels, moveCursor, squareAt } from "./layout.js";

/** Radius by size: monkey < lion < dragon, so kinds read by size as well as by letter. */
const RADIUS: Readonly<Record<Kind, number>> = { monkey: 0.25, lion: 0.33, dragon: 0.42 };
const LETTER: Readonly<Record<Kind, string>> = { monkey: "M", lion: "L", dragon: "D" };
export const SIDE_FILL: Readonly<Record<Side, string>> = { red: "#c9412f", blue: "#2f6cc9" };
const SIDE_DARK: Readonly<Record<Side, string>> = { red: "#6e1c12", blue: "#143b73" };

/** The side whose portal a square is, if any. */
export function portalOf(square: Square): Side | null {
  return PORTALS.red.includes(square) ? "red" : PORTALS.blue.includes(square) ? "blue" : null;
}

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

/** A Bushi drawn alone (legend, captured pieces), hidden from screen readers. */
export function BushiIcon({ piece, size = 22 }: { piece: Piece; size?: number }) {
  return (
    <svg viewBox="-0.5 -0.5 1 1" width={size} height={size} aria-hidden="true" class="ss-icon">
      <Bushi piece={piece} />
    </svg>
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
  readonly flipped: boolean;
  readonly selected: Square | null;
  readonly chain: readonly Square[];
  readonly steps: readonly Square[];
  readonly landings: readonly Square[];
  readonly movable: readonly Square[];
  readonly lastMove: readonly Square[];
  readonly motion: Motion | null;
  readonly cursor: Square;
  /** A square to mark as wrong (the editor's illegal piece), if any. */
  readonly flagged?: Square | null;
  /** Whether choosing cells does anything now (false while reviewing or waiting for the bot). */
  readonly active: boolean;
  readonly label: string;
  readonly cellLabel: (square: Square) => string;
  readonly onCell: (square: Square) => void;
  readonly onCursor: (square: Square) => void;
  readonly onCancel: () => void;
}

const px = (p: readonly [number, number], s = 1) => `translate(${p[0]}px, ${p[1]}px) scale(${s})`;

/** The board's cell id of a square, for aria-activedescendant. */
export const cellId = (square: Square) => `ss-cell-${square}`;

/** The board, with its cells in rows as an ARIA grid. */
export function ShingShangBoard(props: Props) {
  const pieceEls = useRef(new Map<Square, SVGGElement>());
  const shown = useRef<number | null>(null);
  /** Whether the keyboard cursor is drawn: the board has keyboard focus. */
  const [focused, setFocused] = useState(false);
  const centre = (s: Square): [number, number] => {
    const [x, y] = cellXY(s, props.flipped);
    return [x + 0.5, y + 0.5];
  };

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
        const a = stops[i - 1] as [number, number];
        frames.push({
          transform: px([(a[0] + p[0]) / 2, (a[1] + p[1]) / 2], 1.25),
          offset: (i - 0.5) / (stops.length - 1),
        });
      }
      frames.push({ transform: px(p), offset: i / (stops.length - 1) });
    });
    el.animate(frames, { duration: m.jump ? 260 * m.path.length : 240, easing: "ease-in-out" });
  });

  const steps = new Set(props.steps);
  const landings = new Set(props.landings);
  const movable = new Set(props.movable);
  const last = new Set(props.lastMove);
  const chainPoints = props.selected ? [props.selected, ...props.chain].map(centre) : [];
  const lastPoints = props.lastMove.length > 2 && !props.selected ? props.lastMove.map(centre) : [];
  const { files, ranks } = labels(props.flipped);
  const [cx, cy] = cellXY(props.cursor, props.flipped);

  const onKeyDown = (e: KeyboardEvent) => {
    setFocused(true); // a key press shows the cursor even after a focus by the mouse
    if (isArrow(e.key)) {
      e.preventDefault();
      props.onCursor(moveCursor(props.cursor, e.key, props.flipped));
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      props.onCell(props.cursor);
    } else if (e.key === "Escape") {
      props.onCancel();
    }
  };

  const cell = (s: Square) => {
    const [x, y] = cellXY(s, props.flipped);
    const portal = portalOf(s);
    const cls = [
      "ss-cell",
      portal ? `portal-${portal}` : "",
      last.has(s) ? "last" : "",
      props.flagged === s ? "flagged" : "",
      movable.has(s) || steps.has(s) || landings.has(s) ? "target" : "",
      (x + y) % 2 === 1 ? "alt" : "",
    ]
      .filter(Boolean)
      .join(" ");
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG board cannot hold a <td>; the ARIA grid gives its cells a table's semantics
      <g key={s} id={cellId(s)} data-square={s} class={cls} role="gridcell" aria-label={props.cellLabel(s)}>
        <rect x={x + 0.03} y={y + 0.03} width="0.94" height="0.94" rx="0.08" />
        {portal && (
          <path
            class="gate"
            d={`M${x + 0.2} ${y + 0.26}h0.6M${x + 0.26} ${y + 0.38}h0.48M${x + 0.32} ${y + 0.26}v0.56M${x + 0.68} ${y + 0.26}v0.56`}
          />
        )}
      </g>
    );
  };

  // Rows top to bottom, cells left to right, as the grid reads them.
  const rows = Array.from({ length: 10 }, (_, row) =>
    Array.from({ length: 10 }, (_, col) => squareAt(col, row, props.flipped)).filter(
      (s): s is Square => s !== null,
    ),
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: the board is drawn in SVG; as an ARIA grid with one tab stop it reads as a table of cells
    <svg
      class={`ss-board${props.active ? " active" : ""}`}
      viewBox="-0.5 -0.1 10.6 10.6"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the SVG is the interactive grid (keyboard handled below)
      role="grid"
      aria-label={props.label}
      aria-activedescendant={cellId(props.cursor)}
      aria-readonly={props.active ? undefined : "true"}
      tabIndex={0}
      data-cursor={props.cursor}
      onKeyDown={onKeyDown}
      // The cursor shows for keyboard focus, not after a click.
      onFocus={(e) => setFocused((e.currentTarget as Element).matches(":focus-visible"))}
      onBlur={() => setFocused(false)}
      onClick={(e) => {
        const square = (e.target as Element).closest("[data-square]")?.getAttribute("data-square");
        if (square) {
          props.onCursor(square);
          props.onCell(square);
        }
      }}
    >
      <rect x="-0.08" y="-0.08" width="10.16" height="10.16" rx="0.2" fill="#14161a" />
      {rows.map((row, i) => (
        // biome-ignore lint/a11y/useSemanticElements: an SVG board cannot hold a <tr> (see the grid above)
        <g key={`row${i}`} role="row">
          {row.map(cell)}
        </g>
      ))}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: nothing in here takes focus; the cells above carry every label */}
      <g aria-hidden="true">
        {lastPoints.length > 1 && (
          <polyline
            class="last-path"
            points={lastPoints.map((p) => p.join(",")).join(" ")}
            pointer-events="none"
          />
        )}
        {chainPoints.length > 1 && (
          <polyline
            class="chain"
            points={chainPoints.map((p) => p.join(",")).join(" ")}
            pointer-events="none"
          />
        )}
        {SQUARES.map((s) => {
          const piece = props.pieces[s];
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
        {focused && (
          <rect
            class="ss-cursor"
            x={cx + 0.02}
            y={cy + 0.02}
            width="0.96"
            height="0.96"
            rx="0.1"
            pointer-events="none"
          />
        )}
        {files.map((f, i) => (
          <text key={f} x={i + 0.5} y="10.32" class="ss-coord">
            {f}
          </text>
        ))}
        {ranks.map((r, i) => (
          <text key={`r${r}`} x="-0.28" y={i + 0.5} class="ss-coord">
            {r}
          </text>
        ))}
      </g>
    </svg>
  );
}
