import {
  type Cell,
  COLOUR_LETTER,
  cellIndex,
  DIRS,
  type Dir,
  floorOf,
  hint,
  init,
  isSealed,
  LEVELS,
  legalRolls,
  marksMet,
  type RolledEvent,
  reduce,
  type State,
  sameCell,
  step,
  type UndoneEvent,
} from "@engines/pigment";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { hashParams, markInteractive } from "../router.js";
import { cellAtPoint, drawScene, type Layout, layoutFor, type Scene, SIDE } from "./board-view.js";
import { blend, COLOUR_NAME, FACE, inkOn, STAIN } from "./palette.js";

const ROLL_MS = 340;
const UNDO_MS = 200;
const SETTLE_MS = 240;

const KEYS: Readonly<Record<string, Dir>> = {
  ArrowUp: "N",
  ArrowDown: "S",
  ArrowLeft: "W",
  ArrowRight: "E",
  w: "N",
  s: "S",
  a: "W",
  d: "E",
};

const DIR_NAME: Readonly<Record<Dir, string>> = { N: "north", E: "east", S: "south", W: "west" };
const OPPOSITE_DIR: Readonly<Record<Dir, Dir>> = { N: "S", S: "N", E: "W", W: "E" };

const REASONS: Readonly<Record<string, string>> = {
  "off-board": "The die cannot roll off the board.",
  "not-floor": "That cell is not floor.",
  "game-over": "This board is over: undo or restart.",
  "nothing-to-undo": "Nothing to undo.",
  "invalid-action": "That is not a move.",
};

function initialLevel(): number {
  const n = Number(hashParams().get("level"));
  return Number.isInteger(n) && n >= 1 && n <= LEVELS.length ? n : 1;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** The resting scene of a state: what the engine says, drawn. */
function sceneOf(state: State, hintCell: Cell | null): Scene {
  const floor = floorOf(state.level);
  return {
    fills: state.stains.map((s) => STAIN[s]),
    sealed: state.stains.map((s) => isSealed(s)),
    holes: floor.map((f) => !f),
    marks: state.marks.map((m) => ({ ...m, met: marksMet([m], state.stains) })),
    die: state.die,
    pose: { x: state.pos[0] + 0.5, y: state.pos[1] + 0.5, z: SIDE / 2 },
    targets: legalRolls(state).map((d) => step(state.pos, d)),
    hint: hintCell,
    won: state.phase === "won",
  };
}

/** Runs `frame(t)` for t from 0 to 1 over `ms` on animation frames. */
function animate(ms: number, frame: (t: number) => void): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / ms);
      frame(t);
      if (t < 1) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame(tick);
  });
}

function Compass({ state }: { state: State }) {
  const face = (slot: "D" | "N" | "S" | "E" | "W", label: string) => {
    const c = state.die[slot];
    return (
      <div
        class={`swatch swatch-${slot}`}
        style={{ background: FACE[c], color: inkOn(c) }}
        title={`${label}: ${COLOUR_NAME[c]}`}
      >
        <span class="swatch-letter">{c === "empty" ? "∅" : COLOUR_LETTER[c]}</span>
        <span class="swatch-label">{label}</span>
      </div>
    );
  };
  return (
    <figure class="compass" aria-label="The die laid flat: the face down and the four sides">
      {face("N", "N")}
      {face("W", "W")}
      {face("D", "down")}
      {face("E", "E")}
      {face("S", "S")}
      <figcaption>
        down <b>{COLOUR_NAME[state.die.D]}</b> · up {COLOUR_NAME[state.die.U]}
      </figcaption>
    </figure>
  );
}

/** Pigment: roll the die, paint the marks within the limit. */
export function PigmentPage() {
  const [levelNo, setLevelNo] = useState(initialLevel);
  const [state, setState] = useState<State>(() => init({ level: levelNo }));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [hinted, setHinted] = useState<Dir | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const layoutRef = useRef<Layout>(layoutFor(460));
  const stateRef = useRef(state);
  const busyRef = useRef(false);

  const paint = useCallback((scene: Scene) => {
    const canvas = canvasRef.current;
    const g = canvas?.getContext("2d");
    if (!canvas || !g) return;
    const dpr = devicePixelRatio || 1;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawScene(g, layoutRef.current, scene);
  }, []);

  // Size the canvas to its container; redraw the resting scene.
  useEffect(() => {
    const wrap = wrapRef.current;
    const canvas = canvasRef.current;
    if (!wrap || !canvas) return;
    const resize = () => {
      const width = Math.min(450, wrap.clientWidth);
      const layout = layoutFor(width);
      layoutRef.current = layout;
      const dpr = devicePixelRatio || 1;
      canvas.width = Math.round(layout.width * dpr);
      canvas.height = Math.round(layout.height * dpr);
      canvas.style.width = `${layout.width}px`;
      canvas.style.height = `${layout.height}px`;
      if (!busyRef.current) paint(sceneOf(stateRef.current, null));
    };
    const observer = new ResizeObserver(resize);
    observer.observe(wrap);
    resize();
    return () => observer.disconnect();
  }, [paint]);

  useEffect(() => {
    if (!busyRef.current) paint(sceneOf(state, hinted ? step(state.pos, hinted) : null));
  }, [state, hinted, paint]);

  useEffect(() => markInteractive("pigment"), []);

  const settle = (next: State) => {
    stateRef.current = next;
    busyRef.current = false;
    setBusy(false);
    setState(next);
  };

  /** Sends an action to the engine and animates what it reports. */
  const dispatch = useCallback(
    async (action: { type: "roll"; dir: Dir } | { type: "undo" } | { type: "restart" }) => {
      if (busyRef.current) return; // input is ignored while the die moves
      const before = stateRef.current;
      const { state: after, events } = reduce(before, action);
      const first = events[0];
      setHinted(null);
      if (first?.type === "rejected") {
        setMessage(REASONS[first.reason] ?? first.reason);
        return;
      }
      setMessage(null);
      busyRef.current = true;
      setBusy(true);
      stateRef.current = after;
      const base = sceneOf(before, null);
      if (first?.type === "rolled") {
        const ev = first as RolledEvent;
        const at = cellIndex(ev.to);
        const white = ev.down === "white";
        await animate(ROLL_MS, (raw) => {
          const t = easeInOut(raw);
          const fills = base.fills.slice();
          // The destination cross-fades with the same weight as the roll; white flashes first.
          fills[at] = blend(STAIN[ev.before], white ? "#ffffff" : STAIN[ev.after], t);
          paint({
            ...base,
            fills,
            targets: [],
            pose: {
              x: ev.from[0] + 0.5 + (ev.to[0] - ev.from[0]) * t,
              y: ev.from[1] + 0.5 + (ev.to[1] - ev.from[1]) * t,
              z: SIDE / 2 + Math.sin(Math.PI * t) * 0.32,
              roll: { dir: ev.dir, t },
            },
          });
        });
        if (white) {
          const rest = sceneOf(after, null);
          await animate(SETTLE_MS, (t) => {
            const fills = rest.fills.slice();
            fills[at] = blend("#ffffff", STAIN[ev.after], t);
            paint({ ...rest, fills, targets: [] });
          });
        }
      } else if (first?.type === "undone") {
        // The shorter reverse move: roll back the opposite way onto the earlier cell.
        const ev = first as UndoneEvent;
        const at = cellIndex(ev.to);
        const now = before.stains[at]!;
        await animate(UNDO_MS, (raw) => {
          const t = easeInOut(raw);
          const fills = base.fills.slice();
          fills[at] = blend(STAIN[now], STAIN[ev.stain], t);
          paint({
            ...base,
            fills,
            targets: [],
            pose: {
              x: ev.to[0] + 0.5 + (ev.from[0] - ev.to[0]) * t,
              y: ev.to[1] + 0.5 + (ev.from[1] - ev.to[1]) * t,
              z: SIDE / 2 + Math.sin(Math.PI * t) * 0.2,
              roll: { dir: OPPOSITE_DIR[ev.dir], t },
            },
          });
        });
      }
      settle(after);
    },
    [paint],
  );

  const chooseLevel = (n: number) => {
    if (busyRef.current) return;
    const next = init({ level: n });
    setLevelNo(n);
    setMessage(null);
    setHinted(null);
    history.replaceState(null, "", `#/pigment?level=${n}`);
    stateRef.current = next;
    setState(next);
  };

  const askHint = () => {
    if (busyRef.current) return;
    const d = hint(stateRef.current);
    setHinted(d);
    setMessage(
      d === null ? "No winning line fits in the moves left: undo or restart." : `Hint: roll ${DIR_NAME[d]}.`,
    );
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const dir = KEYS[key];
      if (dir) {
        e.preventDefault();
        void dispatch({ type: "roll", dir });
      } else if (key === "u" || key === "Backspace") {
        e.preventDefault();
        void dispatch({ type: "undo" });
      } else if (key === "r") {
        void dispatch({ type: "restart" });
      } else if (key === "h") {
        askHint();
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  });

  const onBoardClick = (e: MouseEvent) => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const r = canvas.getBoundingClientRect();
    const cell = cellAtPoint(layoutRef.current, e.clientX - r.left, e.clientY - r.top);
    if (cell === null) return;
    const pos = stateRef.current.pos;
    const dir = DIRS.find((d) => sameCell(step(pos, d), cell));
    if (dir) void dispatch({ type: "roll", dir });
  };

  const level = state.level;
  const phaseText =
    state.phase === "won" ? "Won" : state.phase === "lost" ? "Lost" : busy ? "Rolling…" : "Your move";
  const legal = new Set(legalRolls(state));

  return (
    <section class="pigment" data-phase={state.phase} data-busy={busy ? "true" : "false"}>
      <header class="game-head">
        <div>
          <h1>Pigment</h1>
          <p class="lede">
            Each roll tips the die onto a neighbour; the face that lands down paints the cell. Primaries mix,
            white erases, black seals.
          </p>
        </div>
        <nav class="level-select" aria-label="Levels">
          {LEVELS.map((l, i) => (
            <button
              type="button"
              key={l.name}
              class={i + 1 === levelNo ? "on" : undefined}
              onClick={() => chooseLevel(i + 1)}
              title={l.name}
            >
              <span class="level-num">{i + 1}</span>
              <span class="level-name">{l.name}</span>
            </button>
          ))}
        </nav>
      </header>

      <div class="pigment-body">
        <div class="pigment-board">
          <div class="canvas-wrap" ref={wrapRef}>
            <canvas
              ref={canvasRef}
              onClick={onBoardClick}
              role="img"
              aria-label={`Board: die on (${state.pos[0]},${state.pos[1]})`}
            />
          </div>
          <Compass state={state} />
        </div>

        <aside class="panel pigment-panel">
          <div class="level-title">
            <span class="level-badge">Level {levelNo}</span>
            <h2>{level.name}</h2>
            {level.description && <p>{level.description}</p>}
          </div>

          <div class="goal">
            <span class="panel-label">Goal</span>
            <ul>
              {state.marks.map((m) => (
                <li key={`${m.cell[0]},${m.cell[1]}`}>
                  <span class="mark-chip" style={{ borderColor: FACE[m.colour] }}>
                    {COLOUR_LETTER[m.colour]}
                  </span>
                  {m.colour === "empty" ? "clear" : COLOUR_NAME[m.colour]} on ({m.cell[0]},{m.cell[1]})
                  {marksMet([m], state.stains) && <span class="met">✓</span>}
                </li>
              ))}
            </ul>
          </div>

          <div class="moves">
            <span class="panel-label">Moves</span>
            <div class="pips" role="img" aria-label={`${state.spent} of ${state.limit} moves spent`}>
              {Array.from({ length: state.limit }, (_, i) => (
                <span key={i} class={i < state.spent ? "pip spent" : "pip"} />
              ))}
            </div>
            <output class="spent" data-testid="spent">
              {state.spent} / {state.limit}
            </output>
          </div>

          <output class={`phase phase-${state.phase}`} data-testid="phase">
            {phaseText}
            {state.phase === "won" && ` in ${state.spent} move${state.spent === 1 ? "" : "s"}`}
            {state.phase === "lost" &&
              (state.spent >= state.limit ? ": no moves left" : ": no roll possible")}
          </output>

          <fieldset class="pad" aria-label="Roll">
            {(["N", "W", "E", "S"] as const).map((d) => (
              <button
                type="button"
                key={d}
                class={`pad-${d}${hinted === d ? " hinted" : ""}`}
                disabled={busy || !legal.has(d)}
                onClick={() => void dispatch({ type: "roll", dir: d })}
                aria-label={`Roll ${DIR_NAME[d]}`}
              >
                {{ N: "↑", W: "←", E: "→", S: "↓" }[d]}
              </button>
            ))}
          </fieldset>

          <div class="actions">
            <button
              type="button"
              onClick={() => void dispatch({ type: "undo" })}
              disabled={busy || state.history.length === 0}
            >
              Undo
            </button>
            <button type="button" onClick={() => void dispatch({ type: "restart" })} disabled={busy}>
              Restart
            </button>
            <button type="button" onClick={askHint} disabled={busy || state.phase !== "play"}>
              Hint
            </button>
            {state.phase === "won" && levelNo < LEVELS.length && (
              <button type="button" class="primary" onClick={() => chooseLevel(levelNo + 1)}>
                Next level
              </button>
            )}
          </div>

          <p class={message ? "message" : "message empty"} role="status">
            {message ?? " "}
          </p>

          <dl class="keys">
            <dt>
              <kbd>←↑↓→</kbd> <kbd>WASD</kbd>
            </dt>
            <dd>roll (or tap a neighbour cell)</dd>
            <dt>
              <kbd>U</kbd> <kbd>R</kbd> <kbd>H</kbd>
            </dt>
            <dd>undo, restart, hint</dd>
          </dl>
        </aside>
      </div>
    </section>
  );
}
