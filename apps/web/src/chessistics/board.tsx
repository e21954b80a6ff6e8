// biome-ignore-all lint/a11y/useSemanticElements: the board is drawn in SVG, which has no <table>: ARIA's grid, row and gridcell roles are how its cells reach screen readers and the keyboard
import { fileName, piecesOf, type Square, type State } from "@engines/chessistics";
import type { RefObject } from "preact";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { centreOf, Gauges, labelSize, memo, positions, Routes, TerrainLayer } from "./board-layers.js";
import type { View } from "./camera.js";
import { PieceLayer } from "./piece-layer.js";
import { type TurnView, turnEffects } from "./turn-animation.js";
import type { BoardView, CellView } from "./view.js";

interface Props {
  readonly state: State;
  /** The cells shown (a campaign's next cells appear with the "Nouvelle mission" sequence). */
  readonly view: BoardView;
  readonly turn: TurnView;
  /** 1, 2 or 4: animation durations are divided by it. */
  readonly speed: number;
  /** Legal arrivals (second click of a placement), highlighted. */
  readonly targets: ReadonlySet<Square>;
  /** Cells a placement may start on (first click), dotted. */
  readonly origins: ReadonlySet<Square>;
  /** The chosen start of a placement in progress. */
  readonly from: Square | null;
  readonly selectedPiece: number | null;
  /** A selected building's cell. */
  readonly selectedCell: Square | null;
  /** The keyboard cursor: the one cell in the tab order. */
  readonly cursor: Square;
  readonly complete: boolean;
  /** Cells appearing now, drawn with the expansion animation (seed §7.6). */
  readonly expanding: ReadonlySet<Square>;
  /** The board in words, and each cell's. */
  readonly label: string;
  readonly cellLabel: (cell: CellView) => string;
  readonly svgRef: RefObject<SVGSVGElement | null>;
  /** The piece layer's element the camera moves with the SVG's viewBox. */
  readonly cameraRef: RefObject<HTMLDivElement | null>;
  /** The whole-board view: its aspect ratio is the board's, so that zooming never resizes the element. */
  readonly fit: View;
  readonly onCell: (square: Square) => void;
  readonly onCursor: (square: Square) => void;
  /** Arrow keys on the board: the next cell that way. */
  readonly step: (from: Square, dx: number, dy: number) => Square;
  readonly onPointerDown?: (e: PointerEvent) => void;
  /** True while a drag pans the camera: the click that ends it is no cell click. */
  readonly dragged: () => boolean;
}

/**
 * One focusable cell of the grid (the top layer, which takes clicks and the keyboard): it
 * re-renders only when its words, its place in the tab order or its selection change, so a
 * turn rewrites the labels of the cells whose content changed and nothing else.
 */
const GridCell = memo(function GridCell({
  square,
  x,
  yy,
  label,
  focusable,
  selected,
  register,
  onFocusCell,
}: {
  square: Square;
  x: number;
  yy: number;
  label: string;
  focusable: boolean;
  selected: boolean;
  register: (square: Square, el: SVGRectElement | null) => void;
  onFocusCell: (square: Square) => void;
}) {
  return (
    <rect
      ref={(el) => register(square, el)}
      role="gridcell"
      aria-label={label}
      aria-selected={selected ? "true" : undefined}
      tabindex={focusable ? 0 : -1}
      data-square={square}
      class="sq"
      x={x}
      y={yy}
      width="1"
      height="1"
      onFocus={() => onFocusCell(square)}
    />
  );
});

/** The column letters and row numbers around the board: redrawn only when the board or its size changes. */
const Coordinates = memo(function Coordinates({
  box,
  height,
  font,
}: {
  box: BoardView["box"];
  height: number;
  font: number;
}) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the coordinates are text only, named in each cell's label
    <g pointer-events="none" aria-hidden="true">
      {Array.from({ length: box.x1 - box.x0 }, (_, i) => (
        <text key={`fx${i}`} x={box.x0 + i + 0.5} y={box.y1 + 0.38} class="coord" font-size={font}>
          {fileName(box.x0 + i)}
        </text>
      ))}
      {Array.from({ length: box.y1 - box.y0 }, (_, i) => (
        <text key={`ry${i}`} x={box.x0 - 0.27} y={box.y0 + i + 0.6} class="coord" font-size={font}>
          {height - (box.y0 + i)}
        </text>
      ))}
    </g>
  );
});

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The Chessistics board: an SVG of what stands still (terrain, gauges, routes, placement marks)
 * under an HTML layer of what moves (pieces, cargo in flight: `PieceLayer`), and on top of the
 * SVG a layer of focusable cells (a grid for screen readers and the keyboard: arrows move, Enter
 * chooses) that also takes the clicks, which pass through the piece layer.
 */
export function Board(props: Props) {
  const { state, view, turn, speed, fit } = props;
  // One flat list per state (memoised by the engine): the state holds a tree past 32 pieces.
  const pieces = piecesOf(state);
  const pos = useMemo(() => positions(view), [view]);
  const centre = useCallback((sq: string) => centreOf(pos, sq), [pos]);
  const effects = useMemo(() => turnEffects(turn, centre), [turn, centre]);

  // Building names sized to the rendered cell: measured on resize, never per frame.
  const [cellPx, setCellPx] = useState(48);
  useLayoutEffect(() => {
    const svg = props.svgRef.current;
    if (!svg) return;
    const columns = view.box.x1 - view.box.x0 + 0.65;
    const measure = () => setCellPx(svg.clientWidth / columns);
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [props.svgRef, view.box.x0, view.box.x1]);
  const label = useMemo(() => labelSize(cellPx), [cellPx]);
  // Coordinates: about 12 px whatever the board's size.
  const coordFont = Math.min(0.3, Math.max(0.18, 12 / cellPx));

  const cellRefs = useRef(new Map<Square, SVGRectElement>());
  const onKeyDown = (e: KeyboardEvent) => {
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const next = props.step(props.cursor, arrow[0], arrow[1]);
      props.onCursor(next);
      cellRefs.current.get(next)?.focus();
    } else if (e.key === "Enter") {
      e.preventDefault();
      props.onCell(props.cursor);
    }
  };

  const rows = useMemo(() => {
    const out = new Map<number, CellView[]>();
    for (const c of view.cells) out.set(c.yy, [...(out.get(c.yy) ?? []), c]);
    return [...out.values()];
  }, [view]);
  // The terrain layer draws buildings' places and names only: keyed on those, a production's
  // stock or a demand's count changing on a turn does not redraw the whole terrain.
  const productionsKey = state.productions.map((p) => `${p.at}|${p.name}|${p.cargo}`).join(";");
  const productions = useMemo(
    () => state.productions.map(({ at, name, cargo }) => ({ at, name, cargo })),
    [productionsKey],
  );
  const productionCells = useMemo(() => productions.map((p) => p.at), [productions]);
  const demandsKey = state.demands.map((d) => `${d.at}|${d.name}`).join(";");
  const demandNames = useMemo(() => state.demands.map((d) => ({ at: d.at, name: d.name })), [demandsKey]);
  const registerCell = useCallback((square: Square, el: SVGRectElement | null) => {
    if (el) cellRefs.current.set(square, el);
    else cellRefs.current.delete(square);
  }, []);
  const cursorRef = useRef(props.cursor);
  cursorRef.current = props.cursor;
  const onCursorRef = useRef(props.onCursor);
  onCursorRef.current = props.onCursor;
  const onFocusCell = useCallback((square: Square) => {
    if (square !== cursorRef.current) onCursorRef.current(square);
  }, []);
  const { box } = view;
  const selectedAt = props.selectedCell ? pos.get(props.selectedCell) : undefined;

  const aspect = fit.w / fit.h;
  return (
    <div class="board-box" style={{ "--aspect": `${aspect}` }}>
      <svg
        ref={props.svgRef}
        class={`chess-board${props.complete ? " complete" : ""}`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an SVG grid (see the top of the file)
        role="grid"
        aria-label={props.label}
        style={{ aspectRatio: `${aspect}` }}
        onKeyDown={onKeyDown}
        onPointerDown={props.onPointerDown}
        onClick={(e) => {
          if (props.dragged()) return;
          const square = (e.target as Element).getAttribute("data-square");
          if (square) props.onCell(square);
        }}
      >
        <TerrainLayer
          view={view}
          productions={productions}
          demandNames={demandNames}
          label={label}
          expanding={props.expanding}
        />
        <Gauges demands={state.demands} pos={pos} />
        <g pointer-events="none">
          {[...props.origins].map((o) => {
            const [x, y] = centreOf(pos, o);
            return <circle key={`o${o}`} cx={x} cy={y} r="0.08" class="origin-dot" />;
          })}
          {[...props.targets].map((t) => {
            const c = pos.get(t);
            return c ? (
              <rect
                key={`t${t}`}
                x={c.x + 0.04}
                y={c.yy + 0.04}
                width="0.92"
                height="0.92"
                rx="0.08"
                class="target-mark"
              />
            ) : null;
          })}
          {props.from && pos.get(props.from) && (
            <rect
              x={pos.get(props.from)!.x + 0.04}
              y={pos.get(props.from)!.yy + 0.04}
              width="0.92"
              height="0.92"
              rx="0.08"
              class="from-mark"
            />
          )}
          {selectedAt && (
            <rect
              x={selectedAt.x + 0.02}
              y={selectedAt.yy + 0.02}
              width="0.96"
              height="0.96"
              rx="0.1"
              class="from-mark"
            />
          )}
        </g>
        <Routes pieces={pieces} pos={pos} done={props.complete} />
        {rows.map((row) => (
          <g role="row" key={`row${row[0]!.yy}`}>
            {row.map((c) => (
              <GridCell
                key={c.square}
                square={c.square}
                x={c.x}
                yy={c.yy}
                label={props.cellLabel(c)}
                focusable={c.square === props.cursor}
                selected={props.from === c.square || props.selectedCell === c.square}
                register={registerCell}
                onFocusCell={onFocusCell}
              />
            ))}
          </g>
        ))}
        <Coordinates box={box} height={state.height} font={coordFont} />
      </svg>
      <PieceLayer
        pieces={pieces}
        pos={pos}
        fit={fit}
        turn={turn}
        effects={effects}
        speed={speed}
        selectedPiece={props.selectedPiece}
        productions={productionCells}
        cameraRef={props.cameraRef}
      />
    </div>
  );
}
