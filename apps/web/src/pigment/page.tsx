import {
  type Cell,
  COLOUR_LETTER,
  cellIndex,
  DIRS,
  type Dir,
  floorOf,
  hint,
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
import { inLanguage, useLocale, useMessages } from "../i18n/index.js";
import { markInteractive, setHashParams, useHashParams } from "../router.js";
import { metricsParser, type Progress, useProgress } from "../storage.js";
import { BoardText } from "./board-text.js";
import { cellAtPoint, drawScene, type Layout, layoutFor, type Scene, SIDE } from "./board-view.js";
import { Compass } from "./compass.js";
import { pigmentMessages } from "./messages.js";
import "./pigment.css";
import { blend, FACE, STAIN } from "./palette.js";
import { LEVEL_PARAM, movesOf, replay } from "./play.js";

type Messages = (typeof pigmentMessages)["en"];
/** Text shown to the player, written when shown so a language switch rewrites it. */
type Say = (m: Messages) => string;

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

const OPPOSITE_DIR: Readonly<Record<Dir, Dir>> = { N: "S", S: "N", E: "W", W: "E" };

/** Solved levels are scored by moves: fewer is better. */
const MOVES = metricsParser("moves");
const fewerMoves = (a: { moves: number }, b: { moves: number }) => a.moves < b.moves;

/** Where `#/pigment` without a level opens: the first level not solved yet. */
function firstUnsolved(progress: Progress<{ moves: number }>): number {
  const i = LEVELS.findIndex((_, k) => progress[k + 1] === undefined);
  return i < 0 ? 1 : i + 1;
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

/**
 * Pigment: roll the die, paint the marks within the limit. The level and the rolls played live in
 * the URL (`#/pigment?level=2&moves=ES`): a level change is a history entry, each roll rewrites
 * the current one, so Back/Forward and reloads restore the board. Solved levels and their best
 * move counts are kept in local storage.
 */
export function PigmentPage() {
  const m = useMessages(pigmentMessages);
  const locale = useLocale();
  const { progress, record } = useProgress("pigment", MOVES, fewerMoves);
  const params = useHashParams();
  const urlLevel = params.has("level") ? LEVEL_PARAM.parse(params.get("level")) : firstUnsolved(progress);
  const urlMoves = params.get("moves") ?? "";

  const [levelNo, setLevelNo] = useState(urlLevel);
  const [state, setState] = useState<State>(() => replay(urlLevel, urlMoves));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Say | null>(null);
  const [announcement, setAnnouncement] = useState<Say | null>(null);
  const [hinted, setHinted] = useState<Dir | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const layoutRef = useRef<Layout>(layoutFor(460));
  const stateRef = useRef(state);
  const levelRef = useRef(urlLevel);
  const busyRef = useRef(false);
  /** Bumped whenever the URL replaces the board, so an animation in flight does not settle on it. */
  const generation = useRef(0);

  const paint = useCallback((scene: Scene) => {
    const canvas = canvasRef.current;
    const g = canvas?.getContext("2d");
    if (!canvas || !g) return;
    const dpr = devicePixelRatio || 1;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawScene(g, layoutRef.current, scene);
  }, []);

  // The URL is the authority on the level and the rolls: follow it (Back/Forward, edits, links).
  useEffect(() => {
    const sameBoard = levelRef.current === urlLevel && movesOf(stateRef.current) === urlMoves;
    if (!sameBoard) {
      generation.current++;
      const next = replay(urlLevel, urlMoves);
      levelRef.current = urlLevel;
      stateRef.current = next;
      busyRef.current = false;
      setBusy(false);
      setLevelNo(urlLevel);
      setState(next);
      setMessage(null);
      setHinted(null);
    }
    // Say which level is open, and drop rolls the engine refused (a hand-edited URL).
    setHashParams({ level: urlLevel, moves: movesOf(stateRef.current) || null }, "replace");
  }, [urlLevel, urlMoves]);

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

  /** The animation is over: show `next`, write it to the URL, and record a win. */
  const settle = (next: State, say: Say) => {
    stateRef.current = next;
    busyRef.current = false;
    setBusy(false);
    setState(next);
    setAnnouncement(() => say);
    setHashParams({ moves: movesOf(next) || null }, "replace");
    if (next.phase === "won") record(levelRef.current, { moves: next.spent });
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
        const reason = first.reason;
        setMessage(() => (m: Messages) => m.reasons[reason] ?? reason);
        return;
      }
      setMessage(null);
      const gen = generation.current;
      busyRef.current = true;
      setBusy(true);
      stateRef.current = after;
      const base = sceneOf(before, null);
      let say: Say = (m) => m.restarted;
      if (first?.type === "rolled") {
        const ev = first as RolledEvent;
        const at = cellIndex(ev.to);
        const white = ev.down === "white";
        say = (m) =>
          m.rolled(
            m.dir[ev.dir],
            ev.to[0],
            ev.to[1],
            ev.after === "empty" ? m.bareFloor : m.colour[ev.after],
            after.spent,
            after.limit,
          ) +
          (after.phase === "play"
            ? ""
            : ` ${m.phase(after.phase, false, after.spent, after.spent >= after.limit)}.`);
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
        if (white && gen === generation.current) {
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
        say = (m) => m.undone(ev.from[0], ev.from[1]);
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
      // The URL changed the board meanwhile (Back/Forward): that board stands; just redraw it.
      if (gen !== generation.current) paint(sceneOf(stateRef.current, null));
      else settle(after, say);
    },
    [paint],
  );

  const chooseLevel = (n: number) => {
    if (n === levelRef.current && movesOf(stateRef.current) === "") return;
    setHashParams({ level: n, moves: null }, "push"); // the URL effect builds the board
  };

  const askHint = () => {
    if (busyRef.current) return;
    const d = hint(stateRef.current);
    setHinted(d);
    setMessage(() => (m: Messages) => (d === null ? m.noHint : m.hintSays(m.dir[d])));
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

  const level = inLanguage(state.level, locale);
  const legal = new Set(legalRolls(state));
  const best = (n: number) => progress[n]?.moves ?? null;

  return (
    <section
      class="pigment"
      data-phase={state.phase}
      data-busy={busy ? "true" : "false"}
      data-level={levelNo}
    >
      <header class="game-head">
        <div>
          <h1>Pigment</h1>
          <p class="lede">{m.lede}</p>
        </div>
        <nav class="level-select" aria-label={m.levels}>
          {LEVELS.map((source, i) => {
            const l = inLanguage(source, locale);
            const n = i + 1;
            const solved = best(n);
            return (
              <button
                type="button"
                key={n}
                class={
                  [n === levelNo ? "on" : "", solved === null ? "" : "solved"].join(" ").trim() || undefined
                }
                aria-current={n === levelNo ? "true" : undefined}
                aria-label={m.levelChip(n, l.name, solved)}
                onClick={() => chooseLevel(n)}
                title={solved === null ? l.name : `${l.name} · ${m.best(solved)}`}
              >
                <span class="level-num" aria-hidden="true">
                  {solved === null ? n : "✓"}
                </span>
                <span class="level-name" aria-hidden="true">
                  {l.name}
                </span>
              </button>
            );
          })}
        </nav>
      </header>

      <div class="pigment-body">
        <div class="pigment-board">
          <div class="canvas-wrap" ref={wrapRef}>
            <canvas
              ref={canvasRef}
              onClick={onBoardClick}
              role="img"
              aria-label={m.boardCaption(state.pos[0], state.pos[1])}
            />
            <BoardText state={state} />
          </div>
          <Compass state={state} />
        </div>

        <aside class="panel pigment-panel">
          <div class="level-title">
            <span class="level-badge">
              {m.levelBadge(levelNo)}
              {best(levelNo) !== null && <span class="level-best"> · {m.best(best(levelNo)!)}</span>}
            </span>
            <h2>{level.name}</h2>
            {level.description && <p>{level.description}</p>}
          </div>

          <div class="goal">
            <span class="panel-label">{m.goal}</span>
            <ul>
              {state.marks.map((mark) => {
                const met = marksMet([mark], state.stains);
                const [x, y] = mark.cell;
                return (
                  <li key={`${x},${y}`} data-met={met}>
                    <span class="mark-chip" style={{ borderColor: FACE[mark.colour] }} aria-hidden="true">
                      {COLOUR_LETTER[mark.colour]}
                    </span>
                    {mark.colour === "empty" ? m.clearGoal(x, y) : m.markGoal(m.colour[mark.colour], x, y)}
                    {met ? (
                      <span class="met">
                        <span aria-hidden="true">✓</span>
                        <span class="visually-hidden">{m.met}</span>
                      </span>
                    ) : (
                      <span class="visually-hidden">{m.notMet}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>

          <div class="moves">
            <span class="panel-label">{m.moves}</span>
            <div class="pips" role="img" aria-label={m.movesSpent(state.spent, state.limit)}>
              {Array.from({ length: state.limit }, (_, i) => (
                <span key={i} class={i < state.spent ? "pip spent" : "pip"} />
              ))}
            </div>
            <output class="spent" data-testid="spent">
              {state.spent} / {state.limit}
            </output>
          </div>

          <output class={`phase phase-${state.phase}`} data-testid="phase">
            {m.phase(state.phase, busy, state.spent, state.spent >= state.limit)}
          </output>

          <fieldset class="pad" aria-label={m.rollPad}>
            {(["N", "W", "E", "S"] as const).map((d) => (
              <button
                type="button"
                key={d}
                class={`pad-${d}${hinted === d ? " hinted" : ""}`}
                disabled={busy || !legal.has(d)}
                onClick={() => void dispatch({ type: "roll", dir: d })}
                aria-label={m.roll(m.dir[d])}
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
              {m.undo}
            </button>
            <button type="button" onClick={() => void dispatch({ type: "restart" })} disabled={busy}>
              {m.restart}
            </button>
            <button type="button" onClick={askHint} disabled={busy || state.phase !== "play"}>
              {m.hint}
            </button>
            {state.phase === "won" && levelNo < LEVELS.length && (
              <button type="button" class="primary" onClick={() => chooseLevel(levelNo + 1)}>
                {m.nextLevel}
              </button>
            )}
          </div>

          <p class={message ? "message" : "message empty"} role="status">
            {message ? message(m) : " "}
          </p>
          <p class="visually-hidden" aria-live="polite" data-testid="announce">
            {announcement ? announcement(m) : ""}
          </p>

          <dl class="keys">
            <dt>
              <kbd>←↑↓→</kbd> <kbd>WASD</kbd>
            </dt>
            <dd>{m.keysRoll}</dd>
            <dt>
              <kbd>U</kbd> <kbd>R</kbd> <kbd>H</kbd>
            </dt>
            <dd>{m.keysOther}</dd>
          </dl>
        </aside>
      </div>
    </section>
  );
}
