import { type Action, type Piece, positionSetupOf, type Square } from "@engines/shing-shang";
import { useEffect, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { PlayOnline } from "../online/create.js";
import { markInteractive, type ParamCodec, useHashParam } from "../router.js";
import { applyTool, EditorPanel, useEditor } from "./editor.js";
import { capturedBy, judge, NEW_GAME, takeBack } from "./game.js";
import { ShingShangBoard } from "./match-board.js";
import { messages } from "./messages.js";
import { Legend, Players } from "./panel.js";
import { PlayBoard } from "./play-board.js";
import { newSeed, useSavedGame } from "./saved-game.js";
import { targetsOf } from "./selection.js";
import { useLocalMatch } from "./use-local-match.js";
import "./shing-shang.css";

/** The engine object, for "Play online" only (engine-object.ts). */
const loadEngine = () => import("./engine-object.js").then((m) => m.engine);

const MODE: ParamCodec<"play" | "edit"> = {
  parse: (raw) => (raw === "edit" ? "edit" : "play"),
  format: (v) => (v === "edit" ? "edit" : null),
};

/**
 * Shing Shang: hot-seat or against the bot, on the one board of a match (`match-board.tsx`, the
 * online page's too) fed by the local match (`use-local-match.ts`); takeback; a position editor;
 * the game kept in local storage and in the URL.
 */
export function ShingShangPage() {
  const m = useMessages(messages);
  const { game, setGame, notice, dismissNotice } = useSavedGame();
  const [mode, setMode] = useHashParam("mode", MODE, "push");
  const editor = useEditor();
  const editing = mode === "edit";
  // A bot's move leaves a notice (a link cut short, an illegal position) for the player to read.
  const append = (action: Action, byBot: boolean) =>
    setGame((g) => ({ ...g, record: { ...g.record, actions: [...g.record.actions, action] } }), byBot);
  const local = useLocalMatch(game, append, editing);
  const live = local.view;
  const { plies } = local.replayed;
  /** The ply the board shows (-1: the opening), for the captures counted so far. */
  const [shown, setShown] = useState(plies.length - 1);
  const [cursor, setCursor] = useState<Square>("e5");

  useEffect(() => markInteractive("shing-shang"), []);

  const restart = (record = NEW_GAME) => setGame((g) => ({ ...g, record, seed: newSeed() }));
  const isBot = (side: "red" | "blue") => game.players[side] !== "human";
  const takenBack = takeBack(game.record, isBot);
  const canTakeBack = !editing && takenBack !== game.record;

  const title = (
    <header class="ss-title">
      <h1>{m.title}</h1>
      <details class="ss-rules">
        <summary>{m.rulesSummary}</summary>
        <p>{m.rules}</p>
      </details>
    </header>
  );
  const noticeBox = notice && (
    <p class="message ss-notice" role="alert">
      {notice}{" "}
      <button type="button" onClick={dismissNotice}>
        OK
      </button>
    </p>
  );

  if (editing) {
    const verdict = judge(editor.draft);
    const flagged = !verdict.ok && verdict.where !== "" ? verdict.where : null;
    const pieces: Readonly<Record<Square, Piece | null>> = editor.draft.pieces;
    return (
      <section
        class="shing-shang"
        data-turn={live.turn}
        data-thinking="false"
        data-mode={mode}
        data-plies={plies.length}
      >
        <div class="ss-board-col">
          <PlayBoard
            pieces={pieces}
            flipped={game.flipped}
            selection={null}
            targets={targetsOf([], null)}
            lastMove={[]}
            motion={null}
            cursor={cursor}
            annotate={false}
            flagged={flagged}
            active
            onCell={(square) => editor.setDraft(applyTool(editor.draft, editor.tool, square))}
            onCursor={setCursor}
            onCancel={() => {}}
          />
        </div>
        <aside class="panel ss-panel">
          {title}
          {noticeBox}
          <EditorPanel
            {...editor}
            current={positionSetupOf(live)}
            onStart={(position) => {
              restart({ start: position, actions: [] });
              setMode("play");
            }}
            onCancel={() => setMode("play")}
          />
          <Legend />
        </aside>
      </section>
    );
  }

  return (
    <ShingShangBoard
      view={live}
      seat={local.seat}
      steps={local.steps}
      opening={local.opening}
      send={local.send}
      flipped={game.flipped}
      thinking={local.thinking}
      mode={mode}
      onShown={setShown}
      top={
        <>
          {title}
          {noticeBox}
          <Players
            players={game.players}
            turn={live.result === null ? live.turn : null}
            captured={capturedBy(plies, shown + 1)}
            onChange={(side, player) => setGame((g) => ({ ...g, players: { ...g.players, [side]: player } }))}
          />
        </>
      }
      bottom={
        <div class="actions ss-actions">
          <button
            type="button"
            disabled={!canTakeBack}
            onClick={() => setGame((g) => ({ ...g, record: takenBack }))}
          >
            {m.takeBack}
          </button>
          <button type="button" onClick={() => restart()}>
            {m.newGame}
          </button>
          <button type="button" onClick={() => setMode("edit")} data-testid="setup">
            {m.setUp}
          </button>
          <button
            type="button"
            aria-pressed={game.flipped}
            onClick={() => setGame((g) => ({ ...g, flipped: !g.flipped }))}
          >
            {m.flip}
          </button>
        </div>
      }
      after={<PlayOnline engine={loadEngine} state={live} title="Shing Shang" />}
    />
  );
}
