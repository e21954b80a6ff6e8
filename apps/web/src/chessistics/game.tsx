import {
  type Action,
  displayName,
  LEVELS,
  legalTargets,
  missionCells,
  type PieceRef,
  type PieceType,
  pieceAt,
  pieceById,
  placementOrigins,
  reduce,
  type Square,
  terrainOf,
} from "@engines/chessistics";
import { useCallback, useMemo, useRef, useState } from "preact/hooks";
import { refusalWords, useLocale, useMessages } from "../i18n/index.js";
import type { Progress } from "../storage.js";
import { Board } from "./board.js";
import { fitView, useCameraControls } from "./camera.js";
import { ControlBar, GameHead, StatusStrip } from "./chrome.js";
import { type BarState, chessMessages, type Named } from "./messages.js";
import { MissionIntro, type Transition, useTransition } from "./mission-intro.js";
import { completedCard, finishedCard, GameDialogs, MissionCard, type MissionCardData } from "./overlays.js";
import { BuildingDetail, MissionPanel, PieceDetail, StockPanel } from "./panel.js";
import { type Best, bestOf, missionKey } from "./play.js";
import { type TurnListener, useRefState, useSimulation, useWindowKeys } from "./simulation.js";
import { boardView, cellLabel, screenOf, stepCursor } from "./view.js";
import { levelInWords, stateInWords } from "./words.js";

/** A placement in progress (seed §7.2): the piece chosen, its start once clicked. */
interface Placing {
  readonly type: PieceType;
  readonly level: number;
  readonly from: Square | null;
  /** Whether the simulation ran when the placement paused it: it resumes after, either way it ends. */
  readonly resume: boolean;
}

/** What the status strip says: a collision until the player resumes, or a passing message. */
interface Status {
  readonly text: string;
  readonly kind: "collision" | "info" | "error";
}

const NO_CELLS: ReadonlySet<Square> = new Set();
const SPEEDS = [1, 2, 4] as const;

export interface GameProps {
  readonly levelNo: number;
  readonly progress: Progress<Best>;
  readonly record: (key: string, metrics: Best) => void;
  readonly onLevel: (n: number) => void;
  readonly onRestart: () => void;
  readonly onForget: () => void;
}

/** One level being played: the simulation, the board, the panel and their controls. */
export function Game({ levelNo, progress, record, onLevel, onRestart, onForget }: GameProps) {
  const m = useMessages(chessMessages);
  const locale = useLocale();
  const level = levelInWords(LEVELS[levelNo - 1]!, locale);
  const named = (r: PieceRef): Named => ({ name: displayName(r.piece, r.level, locale), piece: r.piece });
  const [placing, setPlacing, placingRef] = useRefState<Placing | null>(null);
  const [selection, setSelection] = useState<{ piece: number } | { cell: Square } | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [announce, setAnnounce] = useState("");
  // Undefined until the player acts: then a finished game, reloaded, shows its last card.
  const [cardState, setCard] = useState<MissionCardData | null | undefined>(undefined);
  const [transition, setTransition] = useState<Transition | null>(null);
  const [dialog, setDialog] = useState<"menu" | "help" | null>(null);
  const resumeAfter = useRef(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const onTurn = useRef<TurnListener>(() => {});
  const sim = useSimulation(
    levelNo,
    placing !== null || cardState != null || transition !== null || dialog !== null,
    (events, before, next) => onTurn.current(events, before, next),
  );
  const { state, latest, commit, running, runningRef, setRunning, speed, turn } = sim;
  const [shownMission, setShownMission] = useState(state.mission);
  // The state as drawn: its words in the interface language (the engine plays `state` itself).
  const shown = useMemo(() => stateInWords(state, locale), [state, locale]);
  const card = cardState === undefined ? finishedCard(shown) : cardState;

  const view = boardView(state, shownMission);
  const fit = useMemo(() => fitView(view.box), [view.box]);
  const camera = useCameraControls({ svg: svgRef, layer: layerRef }, fit, transition !== null);
  const [cursor, setCursor] = useState<Square>(
    () =>
      [...view.cells].reverse().find((c) => c.terrain === "empty")?.square ?? view.cells[0]?.square ?? "a1",
  );

  /** What a turn means for the page: collisions pause and focus the camera, missions show their card. */
  onTurn.current = (events, before, next) => {
    const collisions = events.filter((e) => e.type === "collision");
    if (collisions.length > 0) {
      // Seed §5.2: pause, pan and zoom to the collision, and say what happened.
      setRunning(false);
      const text = collisions
        .map((c) => m.collision(c.destroyed.map(named), c.survivor && named(c.survivor)))
        .join(" · ");
      setStatus({ text, kind: "collision" });
      setAnnounce(text);
      camera.focus(collisions.map((c) => screenOf(next, c.at)));
    }
    const done = events.find((e) => e.type === "missionComplete");
    if (done) {
      const key = missionKey(levelNo, done.mission);
      const old = progress[key];
      record(key, bestOf(old, done.metrics));
      resumeAfter.current = runningRef.current;
      setRunning(false);
      setPlacing(null);
      setCard(completedCard(done, stateInWords(before, locale), next, old));
      setAnnounce(m.missionComplete(done.mission, done.metrics));
    }
  };

  useTransition(transition, setTransition, (stage) => {
    if (stage === "expand") setShownMission(transition!.mission);
    if (stage === "done" && resumeAfter.current) setRunning(true);
  });

  const play = useCallback(() => {
    if (runningRef.current) return setRunning(false);
    if (latest.current.state.phase !== "running") return;
    if (camera.focused()) camera.fitAll();
    setStatus((s) => (s?.kind === "collision" ? null : s));
    setRunning(true);
  }, [camera, setRunning]);

  /** Takes the keyboard to the board, showing its strip and the board whole (phones scroll). */
  const focusCursor = () =>
    requestAnimationFrame(() => {
      const svg = svgRef.current;
      svg?.querySelector<SVGRectElement>(`[data-square="${cursor}"]`)?.focus({ preventScroll: true });
      svg?.closest(".chess-main")?.scrollIntoView({ block: "nearest" });
    });

  // Seed §7.2: choosing a piece pauses the simulation until the placement is confirmed or cancelled.
  const startPlacing = (type: PieceType, lvl: number) => {
    if (state.phase !== "running" || card || transition) return;
    const resume = placingRef.current ? placingRef.current.resume : runningRef.current;
    setPlacing({ type, level: lvl, from: null, resume });
    setRunning(false);
    setSelection(null);
    setStatus(null);
    focusCursor();
  };
  /** Ends a placement, confirmed or cancelled: the simulation resumes if it was running (§7.2). */
  const endPlacing = useCallback(() => {
    const resume = placingRef.current?.resume ?? false;
    setPlacing(null);
    if (resume) setRunning(true);
  }, [setPlacing, setRunning]);

  const remove = useCallback(
    (id: number) => {
      const { state: next, events } = reduce(latest.current.state, { type: "remove", id });
      const ev = events[0];
      if (ev?.type === "rejected")
        return setStatus({ text: m.cannotRemove(refusalWords(ev, m.reasons)), kind: "error" });
      if (ev?.type === "removed") setAnnounce(m.removed(named({ ...ev, cargo: null }), ev.at));
      commit(next, { type: "remove", id });
      setSelection(null);
    },
    [commit, m],
  );

  const onCell = (square: Square) => {
    setCursor(square);
    if (card || transition) return;
    if (placing) {
      const name = displayName(placing.type, placing.level, locale);
      if (placing.from !== null && placing.from !== square && targets.has(square)) {
        const action: Action = {
          type: "place",
          piece: placing.type,
          level: placing.level,
          from: placing.from,
          to: square,
        };
        const { state: next, events } = reduce(state, action);
        const ev = events[0];
        if (ev?.type === "rejected")
          return setStatus({ text: m.cannotPlace(refusalWords(ev, m.reasons)), kind: "error" });
        commit(next, action);
        setAnnounce(m.placed({ name, piece: placing.type }, placing.from, square));
        endPlacing();
        return;
      }
      if (legalTargets(state, placing.type, placing.level, square).length > 0) {
        setPlacing({ ...placing, from: square });
        setStatus(null);
      } else setStatus({ text: m.cannotStart(name, square), kind: "error" });
      return;
    }
    const piece = pieceAt(state, square);
    const terrain = terrainOf(state, square);
    setSelection(
      piece
        ? { piece: piece.id }
        : terrain === "production" || terrain === "demand"
          ? { cell: square }
          : null,
    );
  };

  useWindowKeys((e) => {
    if (dialog || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement | null;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    if (e.key === "Escape") {
      if (placingRef.current) endPlacing();
      else setSelection(null);
    } else if (e.key === " ") {
      if (target?.tagName === "BUTTON") return; // Space presses a focused button
      e.preventDefault();
      if (!placingRef.current && !card && !transition) play();
    } else if ((e.key === "Delete" || e.key === "Backspace") && selection && "piece" in selection) {
      e.preventDefault();
      remove(selection.piece);
    }
  });

  const nextMission = () => {
    setCard(null);
    const now = stateInWords(latest.current.state, locale);
    const next = now.missions[now.mission - 1];
    if (!next) return;
    setStatus(null);
    setTransition({ mission: next.number, title: next.title ?? now.name, stage: "title" });
    setAnnounce(`${m.newMission}: ${next.title ?? now.name}`);
  };

  const origins = useMemo(
    () =>
      new Set(placing && placing.from === null ? placementOrigins(state, placing.type, placing.level) : []),
    [state, placing],
  );
  const targets = useMemo(
    () => new Set(placing?.from ? legalTargets(state, placing.type, placing.level, placing.from) : []),
    [state, placing],
  );
  const expanding = useMemo(
    () =>
      transition && transition.stage !== "title"
        ? new Set(missionCells(state, transition.mission))
        : NO_CELLS,
    [transition, state],
  );
  const selectedPiece = selection && "piece" in selection ? pieceById(state, selection.piece) : undefined;
  const selectedCell = selection && "cell" in selection ? selection.cell : null;
  const complete = state.phase === "complete";
  const bar: BarState = complete
    ? "complete"
    : transition
      ? "transition"
      : placing
        ? "placing"
        : running
          ? "running"
          : "paused";

  return (
    <section
      class="chessistics"
      data-phase={state.phase}
      data-running={running && !placing && !card && !transition && !dialog ? "true" : "false"}
      data-level={levelNo}
      data-mission={shownMission}
      data-transition={transition?.stage ?? "none"}
    >
      <GameHead
        m={m}
        levelName={shown.name}
        onMenu={() => setDialog("menu")}
        onHelp={() => setDialog("help")}
      />
      <div class="chess-frame">
        <div class="chess-main">
          <StatusStrip
            m={m}
            placing={
              placing && { name: displayName(placing.type, placing.level, locale), from: placing.from }
            }
            status={status}
            complete={complete}
            onCancel={endPlacing}
            onResume={play}
          />
          <div class="chess-stage">
            <Board
              state={shown}
              view={view}
              turn={turn}
              speed={speed}
              targets={targets}
              origins={origins}
              from={placing?.from ?? null}
              selectedPiece={selectedPiece?.id ?? null}
              selectedCell={selectedCell}
              cursor={cursor}
              complete={complete}
              expanding={expanding}
              label={m.boardLabel(shown.name, view.box.x1 - view.box.x0, view.box.y1 - view.box.y0)}
              cellLabel={(c) =>
                cellLabel(m, shown, c, pieceAt(state, c.square), locale, {
                  origin: origins.has(c.square),
                  target: targets.has(c.square),
                  from: placing?.from === c.square,
                  selected: selectedCell === c.square || selectedPiece?.at === c.square,
                })
              }
              svgRef={svgRef}
              cameraRef={layerRef}
              fit={fit}
              onCell={onCell}
              onCursor={setCursor}
              step={(from, dx, dy) => stepCursor(view, from, dx, dy)}
              onPointerDown={camera.onPointerDown}
              dragged={camera.dragged}
            />
            {transition && <MissionIntro m={m} transition={transition} />}
            {card && (
              <MissionCard
                m={m}
                card={card}
                onNext={nextMission}
                onReplay={onRestart}
                onNextLevel={levelNo < LEVELS.length ? () => onLevel(levelNo + 1) : null}
              />
            )}
          </div>
          <ControlBar
            m={m}
            bar={bar}
            running={running}
            speed={speed}
            speeds={SPEEDS}
            turn={state.turn}
            mission={shownMission}
            missions={state.missions.length}
            canPlay={!complete && !placing && !card && !transition}
            locked={transition !== null}
            onPlay={play}
            onSpeed={sim.setSpeed}
            camera={camera}
          />
        </div>
        <aside class="chess-panel">
          <MissionPanel
            m={m}
            state={shown}
            level={level}
            shownMission={shownMission}
            best={(n) => progress[missionKey(levelNo, n)]}
          />
          <StockPanel
            m={m}
            state={state}
            placing={placing}
            disabled={complete || card !== null || transition !== null}
            onPick={startPlacing}
          />
          {selectedPiece && (
            <PieceDetail m={m} piece={selectedPiece} onRemove={() => remove(selectedPiece.id)} />
          )}
          {selectedCell && <BuildingDetail m={m} state={shown} at={selectedCell} />}
        </aside>
      </div>
      <GameDialogs
        m={m}
        open={dialog}
        onClose={() => setDialog(null)}
        level={levelNo}
        progress={progress}
        onLevel={onLevel}
        onRestart={onRestart}
        onForget={() => {
          onForget();
          setAnnounce(m.forgotten);
        }}
      />
      <p class="visually-hidden" aria-live="polite" data-testid="announce">
        {announce}
      </p>
    </section>
  );
}
