/**
 * One turn on screen (seed §7.6): cargo cubes fly between productions, pieces and demands, the
 * receiving piece flashes, pieces glide (knights arc), destroyed pieces shake and fade, and the
 * productions pulse. Everything runs through the Web Animations API on `transform` and `opacity`
 * of HTML boxes already in the DOM (the piece layer), started once per turn from a layout
 * effect: the compositor runs them, with no render, no style and no layout per frame. Under
 * `prefers-reduced-motion` nothing is animated: the board shows each turn's outcome at once.
 * @module
 */
import { type Event, type Piece, piecesOf, type State } from "@engines/chessistics";
import type { Place } from "./piece-layer.js";
import type { CellView } from "./view.js";

/** How long each part of a turn takes at ×1, in ms (seed §7.6 and §9). */
export const TIMING = { transfer: 200, move: 300, jump: 400, turn: 800 } as const;

/** The turn being shown: its events and the state before it. */
export interface TurnView {
  /** Increments on every tick; animations run when it changes. */
  readonly tick: number;
  readonly events: readonly Event[];
  /** The state the turn started from (where the pieces were). */
  readonly before: State | null;
}

/** A cargo cube in flight this turn. */
export interface Flight {
  readonly from: [number, number];
  readonly to: [number, number];
  readonly cargo: string;
}

/** A piece destroyed this turn, drawn until it has faded. */
export interface Wreck {
  readonly piece: Piece;
  readonly from: [number, number];
  readonly at: [number, number];
}

/** What a turn adds to the board for its animation, worked out from its events. */
export interface TurnEffects {
  readonly flights: readonly Flight[];
  readonly wrecks: readonly Wreck[];
  /** Pieces that receive cargo: they flash when it lands (seed §7.6 "flash subtil sur le receveur"). */
  readonly received: ReadonlySet<number>;
  /** Survivors of a collision: they shake. */
  readonly shaken: ReadonlySet<number>;
}

const NONE: TurnEffects = { flights: [], wrecks: [], received: new Set(), shaken: new Set() };

/** The effects of `turn`, with screen centres from `centre`. */
export function turnEffects(turn: TurnView, centre: (square: string) => [number, number]): TurnEffects {
  if (turn.before === null) return NONE;
  const before = new Map(piecesOf(turn.before).map((p) => [p.id, p]));
  const flights: Flight[] = [];
  const wrecks: Wreck[] = [];
  const received = new Set<number>();
  const shaken = new Set<number>();
  for (const ev of turn.events) {
    if (ev.type === "picked") {
      flights.push({ from: centre(ev.production), to: centre(ev.at), cargo: ev.cargo });
      received.add(ev.id);
    } else if (ev.type === "handed") {
      flights.push({ from: centre(ev.fromAt), to: centre(ev.toAt), cargo: ev.cargo });
      received.add(ev.to);
    } else if (ev.type === "delivered") {
      flights.push({ from: centre(ev.at), to: centre(ev.demand), cargo: ev.cargo });
    } else if (ev.type === "collision") {
      if (ev.survivor) shaken.add(ev.survivor.id);
      for (const d of ev.destroyed) {
        const p = before.get(d.id);
        if (p) wrecks.push({ piece: p, from: centre(p.at), at: centre(ev.at) });
      }
    }
  }
  return { flights, wrecks, received, shaken };
}

/** The DOM elements a turn animates. */
export interface TurnElements {
  readonly pieces: ReadonlyMap<number, Element>;
  readonly flights: readonly (Element | null)[];
  readonly wrecks: readonly (Element | null)[];
  /** The productions' pulses. */
  readonly productions: readonly Element[];
}

/** Whether the player asked for less motion (checked on each turn: the setting may change). */
const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Starts the animations of `turn` at `speed` (1, 2 or 4), placing boxes with `place`, and returns
 * them: the caller cancels them before the next turn's, since an element whose last animation
 * has not finished yet (a late frame under load) cannot start another on the compositor.
 */
export function animateTurn(
  turn: TurnView,
  effects: TurnEffects,
  now: readonly Piece[],
  pos: ReadonlyMap<string, CellView>,
  els: TurnElements,
  speed: number,
  place: Place,
): Animation[] {
  if (turn.before === null || reducedMotion()) return [];
  const started: Animation[] = [];
  const run = (el: Element | null | undefined, keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    const animation = el?.animate(keyframes, options);
    if (animation) started.push(animation);
  };
  const k = 1 / speed;
  const transfer = TIMING.transfer * k;
  // Every animation of the turn ends by the knights' landing: Blink needs a main-thread frame
  // as each animation starts and ends, so ends that share a frame share its cost.
  const end = transfer + TIMING.jump * k;
  const centre = (sq: string): [number, number] => {
    const c = pos.get(sq);
    return c ? [c.x + 0.5, c.yy + 0.5] : [0, 0];
  };
  const before = new Map(piecesOf(turn.before).map((p) => [p.id, p]));
  for (const p of now) {
    const el = els.pieces.get(p.id);
    const old = before.get(p.id);
    if (!el) continue;
    if (old && old.at !== p.at) {
      const a = centre(old.at);
      const b = centre(p.at);
      if (p.type === "knight") {
        // The knight's jump: a light arc over the board (~0.4 s).
        const mid: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - 0.55];
        run(el, [{ transform: place(a) }, { transform: place(mid), offset: 0.5 }, { transform: place(b) }], {
          duration: TIMING.jump * k,
          delay: transfer,
          easing: "ease-in-out",
          fill: "backwards",
        });
      } else {
        run(el, [{ transform: place(a) }, { transform: place(b) }], {
          duration: TIMING.move * k,
          delay: transfer,
          easing: "linear",
          fill: "backwards",
        });
      }
    }
    if (effects.received.has(p.id)) {
      run(el.querySelector(".cargo"), [{ opacity: 0 }, { opacity: 1 }], {
        duration: 1,
        delay: transfer,
        fill: "backwards",
      });
      run(el.querySelector(".flash"), [{ opacity: 0 }, { opacity: 0.75 }, { opacity: 0 }], {
        duration: Math.min(Math.max(160, 260 * k), end - transfer),
        // As the cube lands, with the moves: one main-thread frame serves both starts.
        delay: transfer,
        easing: "ease-out",
      });
    }
    if (effects.shaken.has(p.id)) {
      run(
        el.querySelector(".token-art"),
        [0, -0.07, 0.07, -0.05, 0.04, 0].map((dx) => ({ transform: `translate(${dx * 100}%, 0)` })),
        { duration: 500, delay: transfer + TIMING.move * k },
      );
    }
  }
  effects.flights.forEach((f, i) => {
    run(
      els.flights[i],
      [
        { transform: place(f.from), opacity: 1 },
        { transform: place(f.to), opacity: 1, offset: 0.95 },
        { transform: place(f.to), opacity: 0 },
      ],
      { duration: transfer, easing: "ease-out", fill: "forwards" },
    );
  });
  effects.wrecks.forEach((w, i) => {
    const [x, y] = w.at;
    run(
      els.wrecks[i],
      [
        { transform: place(w.from), opacity: 1 },
        { transform: place(w.at), opacity: 1, offset: 0.45 },
        { transform: place([x - 0.08, y]), opacity: 1, offset: 0.55 },
        { transform: place([x + 0.08, y]), opacity: 1, offset: 0.65 },
        { transform: place([x - 0.05, y]), opacity: 0.8, offset: 0.75 },
        { transform: place(w.at), opacity: 0 },
      ],
      { duration: 900, delay: transfer, fill: "both" },
    );
  });
  // Productions pulse as they make their cargo (seed §7.6): a light square swelling and fading.
  for (const el of els.productions)
    run(
      el,
      [
        { transform: "scale(0.86)", opacity: 0.7 },
        { transform: "scale(1)", opacity: 0 },
      ],
      {
        duration: Math.min(Math.max(150, 600 * k), end),
        easing: "ease-out",
      },
    );
  return started;
}
