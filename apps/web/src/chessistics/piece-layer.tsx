/**
 * What moves on the Chessistics board, drawn in an HTML layer over the SVG: the pieces, the cargo
 * cubes in flight, the wrecks of a collision and the productions' pulses. Each is an absolutely
 * placed box one cell in size with `will-change: transform`, so the turn's Web Animations (on
 * `transform` and `opacity` only) run on the compositor: a frame costs the main thread nothing,
 * where animating SVG elements restyles, lays out and repaints the board on every frame. The
 * camera shows the same part of the board as the SVG's viewBox through one transform on the
 * layer (`layerTransform`). Boxes are placed in percent of their own size (one cell), so a resize
 * needs no measuring and no render.
 * @module
 */
import type { Piece } from "@engines/chessistics";
import type { RefObject } from "preact";
import { useCallback, useLayoutEffect, useRef } from "preact/hooks";
import { CargoCube, centreOf, memo } from "./board-layers.js";
import "./piece-layer.css";
import type { View } from "./camera.js";
import { routeColour, Silhouette } from "./silhouettes.js";
import { animateTurn, type TurnEffects, type TurnView } from "./turn-animation.js";
import type { CellView } from "./view.js";

/** A point of the board (a cell's centre, in board units) as a transform of a one-cell box laid out at `fit`'s corner. */
export type Place = (p: readonly [number, number]) => string;

/** Where a one-cell box centred on a point of the board goes: a translation in percent of its own size. */
export function placeIn(fit: Pick<View, "x" | "y">): Place {
  return (p) => `translate(${(p[0] - 0.5 - fit.x) * 100}%, ${(p[1] - 0.5 - fit.y) * 100}%)`;
}

/** A cargo cube alone in a box of its own (the box's opacity is what animations fade). */
function Cube({ cargo, cls }: { cargo: string; cls: string }) {
  return (
    <svg class={cls} viewBox="0 0 0.24 0.24" aria-hidden="true">
      <CargoCube cargo={cargo} x={0} y={0} />
    </svg>
  );
}

/** One piece: its silhouette in its route colour, the flash under it, its cargo cube, the ring when selected. */
const Token = memo(function Token({
  id,
  type,
  cargo,
  at,
  selected,
  register,
}: {
  id: number;
  type: Piece["type"];
  cargo: string | null;
  at: string;
  selected: boolean;
  register: (id: number, el: HTMLElement | null) => void;
}) {
  return (
    <div
      ref={(el) => register(id, el)}
      data-piece={id}
      class={`token${selected ? " selected" : ""}`}
      style={{ transform: at }}
    >
      <div class="flash" />
      <svg class="token-art" viewBox="-0.5 -0.5 1 1" aria-hidden="true">
        {selected && <circle r="0.46" class="select-ring" />}
        <g transform="scale(0.78)">
          <Silhouette type={type} colour={routeColour(id)} />
        </g>
      </svg>
      {cargo !== null && <Cube cls="cargo" cargo={cargo} />}
    </div>
  );
});

interface Props {
  readonly pieces: readonly Piece[];
  readonly pos: ReadonlyMap<string, CellView>;
  /** The whole-board view: the layer is laid out for it, the camera is a transform on top. */
  readonly fit: View;
  readonly turn: TurnView;
  readonly effects: TurnEffects;
  readonly speed: number;
  readonly selectedPiece: number | null;
  /** The productions' cells: they pulse on every turn (seed §7.6). */
  readonly productions: readonly string[];
  /** The element the camera transforms. */
  readonly cameraRef: RefObject<HTMLDivElement | null>;
}

/** The layer of moving things over the board; starts each turn's animations once, from a layout effect. */
export function PieceLayer({
  pieces,
  pos,
  fit,
  turn,
  effects,
  speed,
  selectedPiece,
  productions,
  cameraRef,
}: Props) {
  const tokens = useRef(new Map<number, HTMLElement>());
  const flights = useRef<(HTMLElement | null)[]>([]);
  const wrecks = useRef<(HTMLElement | null)[]>([]);
  const pulses = useRef(new Map<string, HTMLElement>());
  const shownTick = useRef(turn.tick);
  const running = useRef<Animation[]>([]);
  const register = useCallback((id: number, el: HTMLElement | null) => {
    if (el) tokens.current.set(id, el);
    else tokens.current.delete(id);
  }, []);
  const place = placeIn(fit);

  useLayoutEffect(() => {
    if (shownTick.current === turn.tick) return;
    shownTick.current = turn.tick;
    for (const animation of running.current) animation.cancel();
    running.current = animateTurn(
      turn,
      effects,
      pieces,
      pos,
      {
        pieces: tokens.current,
        flights: flights.current,
        wrecks: wrecks.current,
        productions: [...pulses.current.values()],
      },
      speed,
      place,
    );
  });

  return (
    <div class="piece-layer" aria-hidden="true">
      <div
        ref={cameraRef}
        class="piece-camera"
        style={{ "--cw": `${100 / fit.w}%`, "--ch": `${100 / fit.h}%` }}
      >
        {productions.map((at) => (
          <div key={`p${at}`} class="cell-box" style={{ transform: place(centreOf(pos, at)) }}>
            <div
              class="pulse"
              ref={(el) => {
                if (el) pulses.current.set(at, el);
                else pulses.current.delete(at);
              }}
            />
          </div>
        ))}
        {pieces.map((p) => (
          <Token
            key={p.id}
            id={p.id}
            type={p.type}
            cargo={p.cargo}
            at={place(centreOf(pos, p.at))}
            selected={selectedPiece === p.id}
            register={register}
          />
        ))}
        {effects.wrecks.map((w, i) => (
          <div
            key={`wreck${turn.tick}-${w.piece.id}`}
            ref={(el) => {
              wrecks.current[i] = el;
            }}
            class="wreck"
            // Hidden but while its animation runs (none under reduced motion).
            style={{ transform: place(w.from), opacity: 0 }}
          >
            <svg class="token-art" viewBox="-0.5 -0.5 1 1" aria-hidden="true">
              <circle r="0.4" fill="#ff3b30" opacity="0.55" />
              <g transform="scale(0.78)">
                <Silhouette type={w.piece.type} colour={routeColour(w.piece.id)} />
              </g>
            </svg>
          </div>
        ))}
        {effects.flights.map((f, i) => (
          <div
            // Keyed by slot, not by turn: the cubes are reused from turn to turn, not rebuilt.
            key={`f${i}`}
            ref={(el) => {
              flights.current[i] = el;
            }}
            class="flight"
            style={{ transform: place(f.to), opacity: 0 }}
          >
            <Cube cls="flight-cube" cargo={f.cargo} />
          </div>
        ))}
      </div>
    </div>
  );
}
