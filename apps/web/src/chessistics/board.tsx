import {
  type Event,
  fileName,
  makeSquareName,
  type Piece,
  parseSquareName,
  type Square,
  type State,
} from "@engines/chessistics";
import { useLayoutEffect, useRef } from "preact/hooks";
import { cargoColour, routeColour, Silhouette } from "./silhouettes.js";

/** The seed's palette (§9). */
const LIGHT = "#F0D9B5";
const DARK = "#B58863";
const WALL = "#555555";

/** How long each part of a turn's animation takes at ×1, in ms (seed §7.6 and §9). */
export const TIMING = { transfer: 200, move: 300, jump: 400, turn: 800 } as const;

/** The board's view of one turn: the events of the tick being shown. */
export interface TurnView {
  /** Increments on every tick; animations run when it changes. */
  readonly tick: number;
  readonly events: readonly Event[];
}

interface Props {
  readonly state: State;
  readonly turn: TurnView;
  /** 1, 2 or 4: animation durations are divided by it. */
  readonly speed: number;
  /** Cells to highlight as legal arrivals (second click of a placement). */
  readonly targets: readonly Square[];
  /** Cells a placement may start on (first click), drawn faintly. */
  readonly origins: readonly Square[];
  /** The chosen start of a placement in progress. */
  readonly from: Square | null;
  readonly selected: number | null;
  readonly complete: boolean;
  /** The simulation is running: routes pulse lightly (seed §9). */
  readonly running: boolean;
  readonly onCell: (square: Square) => void;
}

function xy(state: State, square: Square): [number, number] {
  const c = parseSquareName(square)!;
  return [c.x, state.height - 1 - c.y];
}

function centre(state: State, square: Square): [number, number] {
  const [x, y] = xy(state, square);
  return [x + 0.5, y + 0.5];
}

const px = (p: readonly [number, number]) => `translate(${p[0]}px, ${p[1]}px)`;

function Route({ state, piece, complete }: { state: State; piece: Piece; complete: boolean }) {
  const a = centre(state, piece.from);
  const b = centre(state, piece.to);
  const colour = routeColour(piece.id);
  // Arrow at two thirds of the way towards where the piece goes next.
  const [s, e] = piece.target === piece.to ? [a, b] : [b, a];
  const t = 0.62;
  const m: [number, number] = [s[0] + (e[0] - s[0]) * t, s[1] + (e[1] - s[1]) * t];
  const angle = (Math.atan2(e[1] - s[1], e[0] - s[0]) * 180) / Math.PI;
  return (
    <g class={complete ? "route route-done" : "route"} style={{ color: complete ? "#f2c24b" : colour }}>
      <line
        x1={a[0]}
        y1={a[1]}
        x2={b[0]}
        y2={b[1]}
        stroke="currentColor"
        stroke-width="0.14"
        stroke-linecap="round"
      />
      <circle cx={a[0]} cy={a[1]} r="0.09" fill="currentColor" />
      <circle cx={b[0]} cy={b[1]} r="0.09" fill="currentColor" />
      <path
        d="M-0.13 -0.13 L0.11 0 L-0.13 0.13 Z"
        fill="currentColor"
        transform={`translate(${m[0]} ${m[1]}) rotate(${angle})`}
      />
    </g>
  );
}

/** The Chessistics board as SVG, with the turn animations played by the Web Animations API. */
export function Board(props: Props) {
  const { state, turn, speed } = props;
  const pieceEls = useRef(new Map<number, SVGGElement>());
  const cargoEls = useRef(new Map<number, SVGRectElement>());
  const flightEls = useRef<SVGRectElement[]>([]);
  const wreckEls = useRef<SVGGElement[]>([]);
  const prev = useRef<{ tick: number; pieces: Map<number, Piece> }>({ tick: turn.tick, pieces: new Map() });
  const shownTick = useRef(turn.tick);

  const isNewTurn = turn.tick !== shownTick.current;
  const before = prev.current.pieces;

  // Cargo moves of this turn, from the engine's events: production → piece, piece → piece, piece → demand.
  const flights: { from: [number, number]; to: [number, number]; cargo: string }[] = [];
  const received = new Set<number>();
  const wrecks: { piece: Piece; at: Square }[] = [];
  if (isNewTurn) {
    const atOf = (id: number) => before.get(id)?.at;
    for (const ev of turn.events) {
      if (ev.type === "picked") {
        const at = atOf(ev.id) ?? ev.at;
        flights.push({ from: centre(state, ev.production), to: centre(state, at), cargo: ev.cargo });
        received.add(ev.id);
      } else if (ev.type === "handed") {
        flights.push({ from: centre(state, ev.fromAt), to: centre(state, ev.toAt), cargo: ev.cargo });
        received.add(ev.to);
      } else if (ev.type === "delivered") {
        flights.push({ from: centre(state, ev.at), to: centre(state, ev.demand), cargo: ev.cargo });
      } else if (ev.type === "collision") {
        for (const d of ev.destroyed) {
          const p = before.get(d.id);
          if (p) wrecks.push({ piece: p, at: ev.at });
        }
      }
    }
  }
  const shaking = new Set<number>();
  if (isNewTurn) {
    for (const ev of turn.events) if (ev.type === "collision" && ev.survivor) shaking.add(ev.survivor.id);
  }

  useLayoutEffect(() => {
    if (shownTick.current !== turn.tick) {
      shownTick.current = turn.tick;
      const k = 1 / speed;
      const transfer = TIMING.transfer * k;
      for (const p of state.pieces) {
        const el = pieceEls.current.get(p.id);
        const old = before.get(p.id);
        if (!el || !old || old.at === p.at) continue;
        const a = centre(state, old.at);
        const b = centre(state, p.at);
        if (p.type === "knight") {
          // The knight's jump: a light arc over the board (~0.4 s).
          const mid: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - 0.55];
          el.animate([{ transform: px(a) }, { transform: px(mid), offset: 0.5 }, { transform: px(b) }], {
            duration: TIMING.jump * k,
            delay: transfer,
            easing: "ease-in-out",
            fill: "backwards",
          });
        } else {
          el.animate([{ transform: px(a) }, { transform: px(b) }], {
            duration: TIMING.move * k,
            delay: transfer,
            easing: "linear",
            fill: "backwards",
          });
        }
      }
      for (const id of received) {
        cargoEls.current
          .get(id)
          ?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 1, delay: transfer, fill: "backwards" });
      }
      flightEls.current.forEach((el, i) => {
        const f = flights[i];
        if (!f) return;
        el.animate(
          [
            { transform: px(f.from), opacity: 1 },
            { transform: px(f.to), opacity: 1, offset: 0.95 },
            { transform: px(f.to), opacity: 0 },
          ],
          { duration: transfer, easing: "ease-out", fill: "forwards" },
        );
      });
      wreckEls.current.forEach((el, i) => {
        const w = wrecks[i];
        if (!w) return;
        const a = centre(state, w.piece.at);
        const b = centre(state, w.at);
        el.animate(
          [
            { transform: px(a), opacity: 1 },
            { transform: px(b), opacity: 1, offset: 0.45 },
            { transform: `translate(${b[0] - 0.08}px, ${b[1]}px)`, opacity: 1, offset: 0.55 },
            { transform: `translate(${b[0] + 0.08}px, ${b[1]}px)`, opacity: 1, offset: 0.65 },
            { transform: `translate(${b[0] - 0.05}px, ${b[1]}px)`, opacity: 0.8, offset: 0.75 },
            { transform: px(b), opacity: 0 },
          ],
          { duration: 900, delay: transfer, fill: "both" },
        );
      });
    }
    prev.current = { tick: turn.tick, pieces: new Map(state.pieces.map((p) => [p.id, p])) };
  });

  const W = state.width;
  const H = state.height;
  const targets = new Set(props.targets);
  const origins = new Set(props.origins);
  const walls = new Set(state.walls);
  const cells = [];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const c = { x, y: H - 1 - y };
      const name = makeSquareName(c);
      const dark = (c.x + c.y) % 2 === 0;
      cells.push(
        <rect
          key={name}
          data-square={name}
          class={`sq${targets.has(name) ? " sq-target" : ""}${origins.has(name) ? " sq-origin" : ""}`}
          x={x}
          y={y}
          width="1"
          height="1"
          fill={walls.has(name) ? WALL : dark ? DARK : LIGHT}
        />,
      );
    }
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: same; Escape, Space and Delete are handled at the page level
    <svg
      class={`chess-board${props.complete ? " complete" : ""}${props.running ? " running" : ""}`}
      viewBox={`-0.45 -0.1 ${W + 0.55} ${H + 0.55}`}
      aria-label={`${state.name}, ${W} by ${H}`}
      onClick={(e) => {
        const square = (e.target as Element).getAttribute("data-square");
        if (square) props.onCell(square);
      }}
    >
      {cells}
      {state.walls.map((w) => {
        const [x, y] = xy(state, w);
        return (
          <g key={`w${w}`} pointer-events="none" opacity="0.6">
            <line x1={x} y1={y + 0.33} x2={x + 1} y2={y + 0.33} stroke="#444" stroke-width="0.03" />
            <line x1={x} y1={y + 0.66} x2={x + 1} y2={y + 0.66} stroke="#444" stroke-width="0.03" />
            <line x1={x + 0.5} y1={y} x2={x + 0.5} y2={y + 0.33} stroke="#444" stroke-width="0.03" />
            <line x1={x + 0.25} y1={y + 0.33} x2={x + 0.25} y2={y + 0.66} stroke="#444" stroke-width="0.03" />
            <line x1={x + 0.75} y1={y + 0.33} x2={x + 0.75} y2={y + 0.66} stroke="#444" stroke-width="0.03" />
            <line x1={x + 0.5} y1={y + 0.66} x2={x + 0.5} y2={y + 1} stroke="#444" stroke-width="0.03" />
          </g>
        );
      })}
      {state.productions.map((p) => {
        const [x, y] = xy(state, p.at);
        return (
          <g key={`p${p.at}-${turn.tick}`} class="production" pointer-events="none">
            <rect x={x + 0.07} y={y + 0.07} width="0.86" height="0.86" rx="0.12" class="production-pulse" />
            <rect
              x={x + 0.36}
              y={y + 0.22}
              width="0.28"
              height="0.28"
              rx="0.04"
              fill={cargoColour(p.cargo)}
              stroke="#1d1d1d"
              stroke-width="0.025"
            />
            <text x={x + 0.5} y={y + 0.78} class="building-label">
              {p.name}
            </text>
          </g>
        );
      })}
      {state.demands.map((d) => {
        const [x, y] = xy(state, d.at);
        const met = d.received >= d.amount;
        const frac = Math.min(1, d.received / d.amount);
        return (
          <g key={`d${d.at}`} class="demand" pointer-events="none">
            <rect
              x={x + 0.07}
              y={y + 0.07}
              width="0.86"
              height="0.86"
              rx="0.12"
              fill="#d9b54a"
              stroke="#8a6d1d"
              stroke-width="0.03"
            />
            <text x={x + 0.5} y={y + 0.42} class="gauge-text">
              {d.received}/{d.amount}
            </text>
            <rect x={x + 0.17} y={y + 0.56} width="0.66" height="0.11" rx="0.05" fill="#3b2f12" />
            <rect
              x={x + 0.17}
              y={y + 0.56}
              width={0.66 * frac}
              height="0.11"
              rx="0.05"
              fill={met ? "#3fbf5f" : "#d8433b"}
            />
            {frac === 0 && (
              <rect
                x={x + 0.17}
                y={y + 0.56}
                width="0.66"
                height="0.11"
                rx="0.05"
                fill="none"
                stroke="#d8433b"
                stroke-width="0.025"
              />
            )}
            <text x={x + 0.5} y={y + 0.84} class="building-label dark">
              {d.name}
            </text>
          </g>
        );
      })}
      {[...origins].map((o) => {
        const [x, y] = centre(state, o);
        return <circle key={`o${o}`} cx={x} cy={y} r="0.08" class="origin-dot" pointer-events="none" />;
      })}
      {[...targets].map((t) => {
        const [x, y] = xy(state, t);
        return (
          <rect
            key={`t${t}`}
            x={x + 0.04}
            y={y + 0.04}
            width="0.92"
            height="0.92"
            rx="0.08"
            class="target-mark"
            pointer-events="none"
          />
        );
      })}
      {props.from && (
        <rect
          x={xy(state, props.from)[0] + 0.04}
          y={xy(state, props.from)[1] + 0.04}
          width="0.92"
          height="0.92"
          rx="0.08"
          class="from-mark"
          pointer-events="none"
        />
      )}
      <g pointer-events="none">
        {state.pieces.map((p) => (
          <Route key={`r${p.id}`} state={state} piece={p} complete={props.complete} />
        ))}
      </g>
      <g pointer-events="none">
        {state.pieces.map((p) => (
          <g
            key={`pc${p.id}`}
            ref={(el) => {
              if (el) pieceEls.current.set(p.id, el);
              else pieceEls.current.delete(p.id);
            }}
            class={`piece${props.selected === p.id ? " selected" : ""}${shaking.has(p.id) ? " shake" : ""}`}
            style={{ transform: px(centre(state, p.at)) }}
          >
            {props.selected === p.id && <circle r="0.46" class="select-ring" />}
            <g transform="scale(0.78)">
              <Silhouette type={p.type} colour={routeColour(p.id)} />
            </g>
            {p.cargo !== null && (
              <rect
                ref={(el) => {
                  if (el) cargoEls.current.set(p.id, el);
                  else cargoEls.current.delete(p.id);
                }}
                x="0.12"
                y="-0.46"
                width="0.24"
                height="0.24"
                rx="0.03"
                fill={cargoColour(p.cargo)}
                stroke="#1d1d1d"
                stroke-width="0.025"
              />
            )}
          </g>
        ))}
        {wrecks.map((w, i) => (
          <g
            key={`wreck${turn.tick}-${w.piece.id}`}
            ref={(el) => {
              if (el) wreckEls.current[i] = el;
            }}
            class="wreck"
            style={{ transform: px(centre(state, w.piece.at)) }}
          >
            <circle r="0.4" fill="#ff3b30" opacity="0.55" />
            <g transform="scale(0.78)">
              <Silhouette type={w.piece.type} colour={routeColour(w.piece.id)} />
            </g>
          </g>
        ))}
        {flights.map((f, i) => (
          <rect
            key={`f${turn.tick}-${i}`}
            ref={(el) => {
              if (el) flightEls.current[i] = el;
            }}
            x="-0.12"
            y="-0.12"
            width="0.24"
            height="0.24"
            rx="0.03"
            fill={cargoColour(f.cargo)}
            stroke="#1d1d1d"
            stroke-width="0.025"
            style={{ transform: px(f.to), opacity: 0 }}
          />
        ))}
      </g>
      {Array.from({ length: W }, (_, x) => (
        <text key={`fx${x}`} x={x + 0.5} y={H + 0.32} class="coord">
          {fileName(x)}
        </text>
      ))}
      {Array.from({ length: H }, (_, y) => (
        <text key={`ry${y}`} x={-0.22} y={y + 0.58} class="coord">
          {H - y}
        </text>
      ))}
    </svg>
  );
}
