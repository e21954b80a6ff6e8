/**
 * The move list as lichess players know it: numbered pairs (red's turn, blue's turn), each ply
 * a button that shows the position after it, captures marked, and buttons (or ←/→/Home/End in
 * the list) to step through the game.
 */
import { makeMove, type Side } from "@engines/shing-shang";
import { Fragment } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import type { MoveRow, Ply, Turn } from "./game.js";
import { messages } from "./messages.js";

interface Props {
  readonly rows: readonly MoveRow[];
  readonly plies: readonly Ply[];
  /** The ply whose position is shown: -1 for the start, `plies.length - 1` for the game now. */
  readonly shown: number;
  readonly firstSide: Side;
  readonly onShow: (ply: number) => void;
}

/** The list, with its navigation buttons. */
export function MoveList({ rows, plies, shown, firstSide, onShow }: Props) {
  const m = useMessages(messages);
  const list = useRef<HTMLOListElement>(null);
  const lastPly = plies.length - 1;

  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>(`[data-ply="${shown}"]`);
    el?.scrollIntoView({ block: "nearest" });
  }, [shown, plies.length]);

  const go = (ply: number) => onShow(Math.max(-1, Math.min(lastPly, ply)));
  const onKeyDown = (e: KeyboardEvent) => {
    const to =
      e.key === "ArrowLeft" || e.key === "ArrowUp"
        ? shown - 1
        : e.key === "ArrowRight" || e.key === "ArrowDown"
          ? shown + 1
          : e.key === "Home"
            ? -1
            : e.key === "End"
              ? lastPly
              : null;
    if (to === null) return;
    e.preventDefault();
    go(to);
    // Keep the keyboard on the move now shown.
    requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLElement>(`[data-ply="${Math.max(-1, Math.min(lastPly, to))}"]`)
        ?.focus(),
    );
  };

  const nav = [
    { label: m.first, glyph: "«", to: -1, disabled: shown < 0 },
    { label: m.previous, glyph: "‹", to: shown - 1, disabled: shown < 0 },
    { label: m.next, glyph: "›", to: shown + 1, disabled: shown >= lastPly },
    { label: m.last, glyph: "»", to: lastPly, disabled: shown >= lastPly },
  ];

  const turn = (row: MoveRow, t: Turn | null, side: Side) => {
    if (t === null) return <span class="ss-turn ss-turn-empty">…</span>;
    return (
      <span class="ss-turn" data-side={side}>
        {t.plies.map((i, k) => {
          const p = plies[i] as Ply;
          const text = p.action === null ? m.forcedPass : makeMove(p.action);
          const capture = p.captured.length > 0;
          return (
            <Fragment key={i}>
              {k > 0 && <span class="ss-plus">+</span>}
              <button
                type="button"
                class={`ss-ply${i === shown ? " current" : ""}`}
                data-ply={i}
                data-capture={capture ? "true" : undefined}
                aria-current={i === shown ? "step" : undefined}
                aria-label={`${m.moveLabel(row.number, m.side[side], text, capture)}${p.extra ? `, ${m.extra}` : ""}`}
                onClick={() => onShow(i)}
              >
                <code>{text}</code>
                {capture && (
                  <span class="ss-capture" title={m.capture} aria-hidden="true">
                    ✕
                  </span>
                )}
              </button>
            </Fragment>
          );
        })}
      </span>
    );
  };

  return (
    <div class="ss-moves">
      <span class="panel-label" id="ss-moves-label">
        {m.moves}
      </span>
      <ol
        class="ss-movelist"
        data-testid="moves"
        ref={list}
        aria-labelledby="ss-moves-label"
        onKeyDown={onKeyDown}
      >
        {rows.map((row) => (
          <li key={row.number} class="ss-row">
            <span class="ss-num">{row.number}.</span>
            {turn(row, row.red, "red")}
            {turn(row, row.blue, "blue")}
          </li>
        ))}
        {rows.length === 0 && <li class="empty">{m.noMoves(m.side[firstSide])}</li>}
      </ol>
      <div class="ss-nav">
        {nav.map(({ label, glyph, to, disabled }) => (
          <button
            type="button"
            key={glyph}
            aria-label={label}
            title={label}
            disabled={disabled}
            onClick={() => go(to)}
          >
            {glyph}
          </button>
        ))}
      </div>
    </div>
  );
}
