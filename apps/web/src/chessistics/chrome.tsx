import type { CameraControls } from "./camera.js";
import type { BarState, ChessMessages } from "./messages.js";

/**
 * The game's header (seed §7.1: "CHESSISTICS  La Quête du Roi  [≡] [?] [←]"): the levels, the
 * help, and the way back to the list of games.
 */
export function GameHead({
  m,
  levelName,
  onMenu,
  onHelp,
}: {
  m: ChessMessages;
  levelName: string;
  onMenu: () => void;
  onHelp: () => void;
}) {
  return (
    <header class="chess-head">
      <h1>
        Chessistics <span class="chess-level">{levelName}</span>
      </h1>
      <div class="chess-head-buttons">
        <button
          type="button"
          class="icon-button"
          onClick={onMenu}
          aria-label={m.levels}
          aria-haspopup="dialog"
        >
          <span aria-hidden="true">≡</span>
          <span class="icon-text">{m.levels}</span>
        </button>
        <button type="button" class="icon-button" onClick={onHelp} aria-label={m.help} aria-haspopup="dialog">
          <span aria-hidden="true">?</span>
        </button>
        <a class="icon-button" href="#/" title={m.back} data-testid="back">
          <span aria-hidden="true">←</span>
          <span class="visually-hidden">{m.back}</span>
        </a>
      </div>
    </header>
  );
}

/**
 * The strip above the board: the placement in progress (seed §7.2) with Cancel, a collision until
 * the player resumes (§5.2), or a hint. In the flow of the page, so it never covers the board.
 */
export function StatusStrip({
  m,
  placing,
  status,
  complete,
  onCancel,
  onResume,
}: {
  m: ChessMessages;
  placing: { name: string; from: string | null } | null;
  status: { text: string; kind: "collision" | "info" | "error" } | null;
  complete: boolean;
  onCancel: () => void;
  onResume: () => void;
}) {
  // A refusal during a placement is said in its place; the placement goes on.
  const kind = status?.kind === "error" ? "error" : placing ? "placing" : (status?.kind ?? "hint");
  const text =
    status?.kind === "error"
      ? status.text
      : placing
        ? placing.from === null
          ? m.placingStart(placing.name)
          : m.placingArrival(placing.name, placing.from)
        : (status?.text ?? (complete ? m.completeHint : m.idleHint));
  return (
    <div class={`chess-status status-${kind}`} data-testid="status" role="status">
      <span class="status-text">{text}</span>
      {placing && (
        <button type="button" onClick={onCancel}>
          {m.cancel} <kbd>{m.keyNames.escape}</kbd>
        </button>
      )}
      {!placing && status?.kind === "collision" && (
        <button type="button" onClick={onResume}>
          {m.resume}
        </button>
      )}
    </div>
  );
}

/** The bottom bar (seed §7.1): play/pause, ×1 ×2 ×4, the camera, turn and mission counters. */
export function ControlBar({
  m,
  bar,
  running,
  speed,
  speeds,
  turn,
  mission,
  missions,
  canPlay,
  locked,
  onPlay,
  onSpeed,
  camera,
}: {
  m: ChessMessages;
  bar: BarState;
  running: boolean;
  speed: number;
  speeds: readonly number[];
  turn: number;
  mission: number;
  missions: number;
  canPlay: boolean;
  locked: boolean;
  onPlay: () => void;
  onSpeed: (s: number) => void;
  camera: CameraControls;
}) {
  return (
    <div class="chess-bar">
      <button
        type="button"
        class="play"
        onClick={onPlay}
        disabled={!canPlay}
        aria-label={running ? m.pause : m.play}
        data-testid="play"
      >
        {running ? "❚❚" : "▶"}
      </button>
      <fieldset class="speeds" aria-label={m.speed}>
        {speeds.map((s) => (
          <button
            type="button"
            key={s}
            class={speed === s ? "on" : undefined}
            aria-pressed={speed === s}
            aria-label={m.speedButton(s)}
            onClick={() => onSpeed(s)}
          >
            ×{s}
          </button>
        ))}
      </fieldset>
      <fieldset class="zoom" aria-label={m.camera}>
        <button type="button" onClick={camera.zoomOut} disabled={locked} aria-label={m.zoomOut}>
          −
        </button>
        <button type="button" onClick={camera.zoomIn} disabled={locked} aria-label={m.zoomIn}>
          +
        </button>
        <button type="button" onClick={() => camera.fitAll()} disabled={locked} aria-label={m.fit}>
          ⤢
        </button>
      </fieldset>
      <span class="bar-hint">
        {m.barState(bar)} · <kbd>{m.keyNames.space}</kbd> {m.spaceHint}
      </span>
      <span class="bar-stat">
        {m.turn}{" "}
        <b class="bar-num" data-testid="turn">
          {turn}
        </b>
      </span>
      <span class="bar-stat">
        Mission{" "}
        <b class="bar-num" data-testid="mission">
          {mission}/{missions}
        </b>
      </span>
    </div>
  );
}
