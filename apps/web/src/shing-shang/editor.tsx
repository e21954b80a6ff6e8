/**
 * The position editor: place and remove pieces on the board, choose the side to move, and start
 * a game from there. Whether the position is legal is the engine's answer (its SetupError, said
 * by its reason with the square it names); nothing here knows a rule.
 */
import {
  KINDS,
  type Piece,
  type PositionSetup,
  SIDES,
  type Side,
  STANDARD_POSITION,
} from "@engines/shing-shang";
import { refusalWords, useMessages } from "../i18n/index.js";
import { useStoredState } from "../storage.js";
import { BushiIcon } from "./board.js";
import { judge } from "./game.js";
import { messages } from "./messages.js";
import { formatPosition, parsePosition } from "./record-text.js";

/** What a click on a cell does in the editor: place this piece, or erase. */
export type Tool = Piece | "erase";

/** The position with `tool` applied on `square`: placing a piece already there removes it. */
export function applyTool(position: PositionSetup, tool: Tool, square: string): PositionSetup {
  const pieces: Record<string, Piece> = { ...position.pieces };
  const here = pieces[square];
  if (tool === "erase" || (here !== undefined && here.side === tool.side && here.kind === tool.kind))
    delete pieces[square];
  else pieces[square] = tool;
  return { ...position, pieces };
}

const EMPTY: PositionSetup = { pieces: {}, turn: "red" };

/** The editor's state, kept in local storage so a reload keeps the position being built. */
export function useEditor(): {
  draft: PositionSetup;
  setDraft: (p: PositionSetup) => void;
  tool: Tool;
  setTool: (t: Tool) => void;
} {
  const [text, setText] = useStoredState("shing-shang:draft", formatPosition(STANDARD_POSITION), (x) =>
    typeof x === "string" && parsePosition(x) !== null ? x : null,
  );
  const [toolText, setToolText] = useStoredState<string>("shing-shang:tool", "red dragon", (x) =>
    typeof x === "string" ? x : null,
  );
  const [side, kind] = toolText.split(" ");
  const tool: Tool =
    (SIDES as readonly string[]).includes(side ?? "") && (KINDS as readonly string[]).includes(kind ?? "")
      ? ({ side, kind } as Piece)
      : "erase";
  return {
    draft: parsePosition(text) ?? EMPTY,
    setDraft: (p) => setText(formatPosition(p)),
    tool,
    setTool: (t) => setToolText(t === "erase" ? "erase" : `${t.side} ${t.kind}`),
  };
}

interface Props {
  readonly draft: PositionSetup;
  readonly setDraft: (p: PositionSetup) => void;
  readonly tool: Tool;
  readonly setTool: (t: Tool) => void;
  /** The game's current position, for "From the game". */
  readonly current: PositionSetup;
  readonly onStart: (position: PositionSetup) => void;
  readonly onCancel: () => void;
}

/** The editor's panel: palette, side to move, the engine's verdict, and the buttons. */
export function EditorPanel({ draft, setDraft, tool, setTool, current, onStart, onCancel }: Props) {
  const m = useMessages(messages);
  const verdict = judge(draft);
  const same = (t: Tool) =>
    t === "erase" ? tool === "erase" : tool !== "erase" && tool.side === t.side && tool.kind === t.kind;
  return (
    <div class="ss-editor" data-testid="editor">
      <h2>{m.editor.title}</h2>
      <p class="ss-help">{m.editor.help}</p>
      <fieldset class="ss-palette">
        <legend>{m.editor.palette}</legend>
        {SIDES.map((side: Side) =>
          KINDS.map((kind) => (
            <button
              type="button"
              key={`${side}-${kind}`}
              aria-pressed={same({ side, kind })}
              aria-label={m.piece(m.side[side], m.kind[kind])}
              title={m.piece(m.side[side], m.kind[kind])}
              data-tool={`${side}-${kind}`}
              onClick={() => setTool({ side, kind })}
            >
              <BushiIcon piece={{ side, kind }} size={28} />
            </button>
          )),
        )}
        <button type="button" aria-pressed={same("erase")} data-tool="erase" onClick={() => setTool("erase")}>
          {m.editor.erase}
        </button>
      </fieldset>
      <fieldset class="ss-turn-choice">
        <legend>{m.editor.turn}</legend>
        {SIDES.map((side) => (
          <label key={side}>
            <input
              type="radio"
              name="ss-turn"
              value={side}
              checked={draft.turn === side}
              onChange={() => setDraft({ ...draft, turn: side })}
            />
            {m.side[side]}
          </label>
        ))}
      </fieldset>
      <div class="ss-editor-presets">
        <button type="button" onClick={() => setDraft(STANDARD_POSITION)}>
          {m.editor.standard}
        </button>
        <button type="button" onClick={() => setDraft({ ...draft, pieces: {} })}>
          {m.editor.clear}
        </button>
        <button type="button" onClick={() => setDraft(current)}>
          {m.editor.fromGame}
        </button>
      </div>
      <output class={`ss-verdict${verdict.ok ? " ok" : " bad"}`} data-testid="verdict">
        {verdict.ok
          ? m.editor.valid
          : m.editor.invalid(verdict.where, refusalWords(verdict, m.setupRefusals))}
      </output>
      <div class="actions">
        <button type="button" class="primary" disabled={!verdict.ok} onClick={() => onStart(draft)}>
          {m.editor.start}
        </button>
        <button type="button" onClick={onCancel}>
          {m.editor.cancel}
        </button>
      </div>
    </div>
  );
}
