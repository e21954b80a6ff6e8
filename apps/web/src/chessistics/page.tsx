import {
  displayName,
  type Event,
  init,
  LEVELS,
  legalTargets,
  type Metrics,
  type PieceRef,
  type PieceType,
  pieceAt,
  placementOrigins,
  reduce,
  type Square,
  type State,
  statusOf,
} from "@engines/chessistics";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { hashParams, markInteractive } from "../router.js";
import { Board, TIMING, type TurnView } from "./board.js";
import { cargoColour, routeColour, Silhouette } from "./silhouettes.js";

const SPEEDS = [1, 2, 4] as const;
const CARGO_NAME: Readonly<Record<string, string>> = { wood: "Bois", stone: "Pierre" };
const FEMININE = new Set<PieceType>(["rook", "queen"]);

function initialLevel(): number {
  const n = Number(hashParams().get("level"));
  return Number.isInteger(n) && n >= 1 && n <= LEVELS.length ? n : 1;
}

const nameOf = (r: { piece: PieceType; level: number }) => displayName(r.piece, r.level);
const agree = (r: { piece: PieceType }, word: string) => (FEMININE.has(r.piece) ? `${word}e` : word);

/** The seed's collision notification (§7.6), e.g. "Tour II détruite par Dame II — retournée au stock". */
function collisionText(destroyed: readonly PieceRef[], survivor: PieceRef | null): string {
  if (survivor !== null && destroyed.length === 1) {
    const d = destroyed[0]!;
    return `${nameOf(d)} ${agree(d, "détruit")} par ${nameOf(survivor)} — ${agree(d, "retourné")} au stock`;
  }
  const names = destroyed
    .map(nameOf)
    .join(", ")
    .replace(/, ([^,]*)$/, " et $1");
  return survivor === null
    ? `${names} se détruisent — retour au stock`
    : `${names} détruits par ${nameOf(survivor)} — retour au stock`;
}

interface Placing {
  readonly type: PieceType;
  readonly level: number;
  readonly from: Square | null;
  /** Whether the simulation ran before the placement paused it (it resumes after). */
  readonly resume: boolean;
}

interface Notice {
  readonly id: number;
  readonly text: string;
  readonly kind: "collision" | "info";
}

function MetricsList({ m, par }: { m: Metrics; par: number | null }) {
  return (
    <dl class="metrics" data-testid="metrics">
      <div>
        <dt>Pieces</dt>
        <dd data-metric="pieces">{m.pieces}</dd>
      </div>
      <div>
        <dt>Turns</dt>
        <dd data-metric="turns">
          {m.turns}
          {par !== null && <small> / par {par}</small>}
        </dd>
      </div>
      <div>
        <dt>Cells</dt>
        <dd data-metric="cells">{m.cells}</dd>
      </div>
    </dl>
  );
}

/** Chessistics: place pieces as links of a convoy while the simulation runs. */
export function ChessisticsPage() {
  const [levelNo, setLevelNo] = useState(initialLevel);
  const [state, setState] = useState<State>(() => init({ level: levelNo }));
  const [turn, setTurn] = useState<TurnView>({ tick: 0, events: [] });
  const [running, setRunning] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [placing, setPlacing] = useState<Placing | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [done, setDone] = useState<{ metrics: Metrics; par: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stateRef = useRef(state);
  const noticeId = useRef(0);

  const notify = useCallback((text: string, kind: Notice["kind"]) => {
    const id = ++noticeId.current;
    setNotices((n) => [...n.slice(-3), { id, text, kind }]);
    setTimeout(() => setNotices((n) => n.filter((x) => x.id !== id)), kind === "collision" ? 6000 : 3500);
  }, []);

  const apply = useCallback((next: State) => {
    stateRef.current = next;
    setState(next);
  }, []);

  /** One turn of the simulation, outside rendering: the engine plays it, the board animates it. */
  const tick = useCallback(() => {
    const { state: next, events } = reduce(stateRef.current, { type: "tick" });
    if (events[0]?.type === "rejected") {
      setRunning(false);
      return;
    }
    apply(next);
    setTurn((t) => ({ tick: t.tick + 1, events: events as Event[] }));
    for (const ev of events as Event[]) {
      if (ev.type === "collision") {
        // Seed §7.5: a collision pauses the simulation and says what happened.
        setRunning(false);
        notify(collisionText(ev.destroyed, ev.survivor), "collision");
      } else if (ev.type === "missionComplete") {
        setDone({ metrics: ev.metrics, par: ev.parTurns });
        if (next.phase === "running") {
          notify(
            `Mission ${ev.mission} accomplie : ${ev.metrics.pieces} pièces, ${ev.metrics.turns} coups, ${ev.metrics.cells} cases`,
            "info",
          );
        }
      } else if (ev.type === "levelComplete") {
        setRunning(false);
      }
    }
  }, [apply, notify]);

  useEffect(() => {
    if (!running || placing !== null || state.phase !== "running") return;
    const timer = setTimeout(tick, TIMING.turn / speed);
    return () => clearTimeout(timer);
  }, [running, placing, state, speed, tick]);

  useEffect(() => markInteractive("chessistics"), []);

  const chooseLevel = (n: number) => {
    setLevelNo(n);
    history.replaceState(null, "", `#/chessistics?level=${n}`);
    apply(init({ level: n }));
    setTurn((t) => ({ tick: t.tick + 1, events: [] }));
    setRunning(false);
    setPlacing(null);
    setSelected(null);
    setDone(null);
    setError(null);
  };

  const startPlacing = (type: PieceType, level: number) => {
    if (state.phase !== "running") return;
    // Seed §7.2: choosing a piece pauses the simulation until the placement is confirmed or cancelled.
    setPlacing((p) => ({ type, level, from: null, resume: p ? p.resume : running }));
    setRunning(false);
    setSelected(null);
    setError(null);
  };

  const cancelPlacing = useCallback(() => {
    setPlacing((p) => {
      if (p?.resume) setRunning(true);
      return null;
    });
  }, []);

  const remove = useCallback(
    (id: number) => {
      const { state: next, events } = reduce(stateRef.current, { type: "remove", id });
      const ev = events[0];
      if (ev?.type === "rejected") {
        setError(`Cannot remove: ${ev.reason}`);
        return;
      }
      apply(next);
      setSelected(null);
    },
    [apply],
  );

  const onCell = (square: Square) => {
    setError(null);
    if (placing) {
      if (placing.from !== null && placing.from !== square) {
        const targets = legalTargets(state, placing.type, placing.level, placing.from);
        if (targets.includes(square)) {
          const { state: next, events } = reduce(state, {
            type: "place",
            piece: placing.type,
            level: placing.level,
            from: placing.from,
            to: square,
          });
          const ev = events[0];
          if (ev?.type === "rejected") {
            setError(`Cannot place: ${ev.reason}`);
            return;
          }
          apply(next);
          setPlacing(null);
          // Seed §7.2 step 3: the piece is placed and the simulation resumes.
          setRunning(true);
          return;
        }
      }
      if (legalTargets(state, placing.type, placing.level, square).length > 0) {
        setPlacing({ ...placing, from: square });
      } else {
        setError(`${displayName(placing.type, placing.level)} cannot start on ${square}.`);
      }
      return;
    }
    const piece = pieceAt(state, square);
    setSelected(piece ? piece.id : null);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      if (e.key === "Escape") {
        if (placing) cancelPlacing();
        else setSelected(null);
      } else if (e.key === " ") {
        e.preventDefault();
        if (placing || stateRef.current.phase !== "running") return;
        // Pausing lets the turn on screen finish: ticks are whole, the next one is simply not started.
        setRunning((r) => !r);
      } else if ((e.key === "Delete" || e.key === "Backspace") && selected !== null) {
        remove(selected);
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [placing, selected, cancelPlacing, remove]);

  const level = LEVELS[levelNo - 1]!;
  const mission = state.missions.find((m) => m.number === state.mission);
  const missionDemands = state.demands.filter((d) => d.mission === state.mission);
  const origins =
    placing && placing.from === null ? placementOrigins(state, placing.type, placing.level) : [];
  const targets = placing?.from ? legalTargets(state, placing.type, placing.level, placing.from) : [];
  const chosen = selected === null ? undefined : state.pieces.find((p) => p.id === selected);
  const complete = state.phase === "complete";

  return (
    <section class="chessistics" data-phase={state.phase} data-running={running ? "true" : "false"}>
      <header class="game-head">
        <div>
          <h1>Chessistics</h1>
          <p class="lede">Each piece is one link: it shuttles between two cells and hands its cargo on.</p>
        </div>
        <nav class="level-select" aria-label="Levels">
          {LEVELS.map((l, i) => (
            <button
              type="button"
              key={l.name}
              class={i + 1 === levelNo ? "on" : undefined}
              onClick={() => chooseLevel(i + 1)}
            >
              <span class="level-num">{i + 1}</span>
              <span class="level-name">{l.name}</span>
            </button>
          ))}
        </nav>
      </header>

      <div class="chess-frame">
        <div class="chess-main">
          <div class={`chess-stage${placing ? " placing" : ""}`}>
            <Board
              state={state}
              turn={turn}
              speed={speed}
              targets={targets}
              origins={origins}
              from={placing?.from ?? null}
              selected={selected}
              complete={complete}
              running={running && placing === null}
              onCell={onCell}
            />
            {placing && (
              <div class="placing-hint">
                {placing.from === null
                  ? `${displayName(placing.type, placing.level)}: click its start cell`
                  : `${displayName(placing.type, placing.level)} on ${placing.from}: click a highlighted arrival`}
                <button type="button" onClick={cancelPlacing}>
                  Cancel <kbd>Esc</kbd>
                </button>
              </div>
            )}
            <div class="notices" aria-live="polite">
              {notices.map((n) => (
                <div key={n.id} class={`notice-toast ${n.kind}`}>
                  {n.text}
                </div>
              ))}
            </div>
            {done && complete && (
              <div class="complete-overlay" data-testid="complete-overlay">
                <div class="complete-card">
                  <span class="panel-label">Mission accomplie</span>
                  <h2>{state.name}</h2>
                  <MetricsList m={done.metrics} par={done.par} />
                  <div class="actions">
                    <button type="button" onClick={() => chooseLevel(levelNo)}>
                      Replay
                    </button>
                    {levelNo < LEVELS.length && (
                      <button type="button" class="primary" onClick={() => chooseLevel(levelNo + 1)}>
                        Next level →
                      </button>
                    )}
                  </div>
                </div>
              </div>
            )}
          </div>
        </div>

        <aside class="chess-panel">
          <section>
            <span class="panel-label">
              Mission {state.mission}/{state.missions.length}
            </span>
            <h2>{state.name}</h2>
            {level.description && <p class="muted">{level.description}</p>}
            <ul class="demands">
              {missionDemands.map((d) => (
                <li key={d.at} class={d.received >= d.amount ? "met" : undefined}>
                  <span class="demand-name">
                    {d.name} <small>{d.at}</small>
                  </span>
                  <span class="gauge">
                    <span style={{ width: `${Math.min(100, (100 * d.received) / d.amount)}%` }} />
                  </span>
                  <span class="gauge-num">
                    {d.received}/{d.amount}{" "}
                    <i class="cargo-dot" style={{ background: cargoColour(d.cargo) }} />{" "}
                    {CARGO_NAME[d.cargo] ?? d.cargo}
                  </span>
                  {d.parTurns !== null && <small class="par">en {d.parTurns} coups</small>}
                </li>
              ))}
            </ul>
            {state.missions
              .filter((m) => m.status === "complete")
              .map((m) => (
                <p key={m.number} class="mission-done">
                  ✓ Mission {m.number}
                </p>
              ))}
            {mission?.parTurns != null && (
              <p class="muted small">Par: {mission.parTurns} turns (a target, not a deadline).</p>
            )}
          </section>

          <section>
            <span class="panel-label">Pieces</span>
            <ul class="stock">
              {state.stock.map((s) => (
                <li key={`${s.type}${s.level}`}>
                  <button
                    type="button"
                    class={placing?.type === s.type && placing.level === s.level ? "on" : undefined}
                    disabled={s.count === 0 || complete}
                    onClick={() => startPlacing(s.type, s.level)}
                    data-stock={`${s.type}-${s.level}`}
                  >
                    <svg viewBox="-0.5 -0.5 1 1" width="26" height="26" aria-hidden="true">
                      <Silhouette type={s.type} colour="#e9e6df" />
                    </svg>
                    <span class="stock-name">{displayName(s.type, s.level)}</span>
                    <span class="stock-count">×{s.count}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>

          {chosen && (
            <section class="detail" data-testid="piece-detail">
              <span class="panel-label">Selected</span>
              <h3>
                <svg viewBox="-0.5 -0.5 1 1" width="22" height="22" aria-hidden="true">
                  <Silhouette type={chosen.type} colour={routeColour(chosen.id)} />
                </svg>
                {displayName(chosen.type, chosen.level)} <small>#{chosen.id}</small>
              </h3>
              <dl>
                <dt>Route</dt>
                <dd>
                  {chosen.from} ↔ {chosen.to}
                </dd>
                <dt>Status</dt>
                <dd>
                  {statusOf(chosen.type)} (level {chosen.level})
                </dd>
                <dt>Now</dt>
                <dd>
                  on {chosen.at}, next {chosen.target}
                </dd>
                <dt>Carries</dt>
                <dd>{chosen.cargo === null ? "nothing" : (CARGO_NAME[chosen.cargo] ?? chosen.cargo)}</dd>
              </dl>
              <button type="button" onClick={() => remove(chosen.id)}>
                Remove <kbd>Del</kbd>
              </button>
            </section>
          )}
          {error && <p class="message">{error}</p>}
        </aside>
      </div>

      <footer class="chess-bar">
        <button
          type="button"
          class="play"
          onClick={() => setRunning((r) => !r)}
          disabled={complete || placing !== null}
          aria-label={running ? "Pause" : "Play"}
          data-testid="play"
        >
          {running ? "❚❚" : "▶"}
        </button>
        <fieldset class="speeds" aria-label="Speed">
          {SPEEDS.map((s) => (
            <button type="button" key={s} class={speed === s ? "on" : undefined} onClick={() => setSpeed(s)}>
              ×{s}
            </button>
          ))}
        </fieldset>
        <span class="bar-hint">
          {complete ? "Complete" : placing ? "Paused for placement" : running ? "Running" : "Paused"} ·{" "}
          <kbd>Space</kbd> play/pause
        </span>
        <span class="bar-stat">
          Turn{" "}
          <b class="bar-num" data-testid="turn">
            {state.turn}
          </b>
        </span>
        <span class="bar-stat">
          Mission{" "}
          <b class="bar-num">
            {state.mission}/{state.missions.length}
          </b>
        </span>
      </footer>
    </section>
  );
}
