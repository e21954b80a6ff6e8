import { type Event, LEVELS, type State } from "@engines/chessistics";
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useLocale } from "../i18n/index.js";
import type { Progress } from "../storage.js";
import type { ChessMessages, MetricValues } from "./messages.js";
import { type Best, improves, solvedMissions } from "./play.js";
import { levelInWords } from "./words.js";

/** The three metrics of a mission (seed §6), with its par. */
export function MetricsList({
  m,
  metrics,
  par,
}: {
  m: ChessMessages;
  metrics: MetricValues;
  par: number | null;
}) {
  return (
    <dl class="metrics" data-testid="metrics">
      <div>
        <dt>{m.metric.pieces}</dt>
        <dd data-metric="pieces">{metrics.pieces}</dd>
      </div>
      <div>
        <dt>{m.metric.turns}</dt>
        <dd data-metric="turns">
          {metrics.turns}
          {par !== null && <small> / {par}</small>}
        </dd>
      </div>
      <div>
        <dt>{m.metric.cells}</dt>
        <dd data-metric="cells">{metrics.cells}</dd>
      </div>
    </dl>
  );
}

/** What the mission card shows: a mission done, the next to come or the level's end (§7.6). */
export interface MissionCardData {
  readonly mission: number;
  readonly title: string;
  readonly metrics: MetricValues;
  readonly par: number | null;
  readonly last: boolean;
  readonly record: boolean;
}

/** The card of the last mission of a finished game (after a reload). */
export function finishedCard(state: State): MissionCardData | null {
  const last = state.missions.at(-1);
  if (state.phase !== "complete" || !last?.metrics) return null;
  return {
    mission: last.number,
    title: state.name,
    metrics: last.metrics,
    par: last.parTurns,
    last: true,
    record: false,
  };
}

/** The card of a mission the turn from `before` to `next` completed, against the player's `old` best. */
export function completedCard(
  done: Extract<Event, { type: "missionComplete" }>,
  before: State,
  next: State,
  old: Best | undefined,
): MissionCardData {
  return {
    mission: done.mission,
    title: before.missions[done.mission - 1]?.title ?? before.name,
    metrics: done.metrics,
    par: done.parTurns,
    last: next.phase === "complete",
    record: old !== undefined && improves(done.metrics, old),
  };
}

/** The congratulations overlay with the mission's metrics and "Mission suivante" (seed §7.6). */
export function MissionCard({
  m,
  card,
  onNext,
  onReplay,
  onNextLevel,
}: {
  m: ChessMessages;
  card: MissionCardData;
  onNext: () => void;
  onReplay: () => void;
  onNextLevel: (() => void) | null;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div class="complete-overlay" data-testid="complete-overlay">
      <div class="complete-card" role="dialog" aria-modal="false" aria-labelledby="card-title">
        <span class="panel-label">{card.last ? m.levelComplete : m.missionAccomplished}</span>
        <h2 id="card-title">{card.title}</h2>
        <MetricsList m={m} metrics={card.metrics} par={card.par} />
        {card.record && <p class="record">{m.newRecord}</p>}
        <div class="actions">
          {card.last ? (
            <>
              <button type="button" ref={first} onClick={onReplay}>
                {m.replay}
              </button>
              {onNextLevel && (
                <button type="button" class="primary" onClick={onNextLevel}>
                  {m.nextLevel} →
                </button>
              )}
            </>
          ) : (
            <button type="button" class="primary" ref={first} onClick={onNext}>
              {m.nextMission} →
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/** A modal dialog on the native `<dialog>` (focus kept inside, Esc closes). */
function Dialog({
  open,
  onClose,
  title,
  id,
  m,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  id: string;
  m: ChessMessages;
  children: ComponentChildren;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} class="chess-dialog" aria-labelledby={`${id}-title`} onClose={onClose} data-testid={id}>
      <div class="dialog-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" class="icon-button" onClick={onClose} aria-label={m.close}>
          ✕
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** The [?] help (seed §7.1): the rules in four lines and the keys. */
function HelpContent({ m }: { m: ChessMessages }) {
  return (
    <>
      {m.helpText.map((t) => (
        <p key={t}>{t}</p>
      ))}
      <h3>{m.helpKeys}</h3>
      <dl class="keys-list">
        {m.keys.map(([k, what]) => (
          <div key={k}>
            <dt>
              <kbd>{k}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The [≡] menu (seed §7.1): the levels with what is solved, restart, forget progress. */
function MenuContent({
  m,
  level,
  progress,
  onLevel,
  onRestart,
  onForget,
}: {
  m: ChessMessages;
  level: number;
  progress: Progress<Best>;
  onLevel: (n: number) => void;
  onRestart: () => void;
  onForget: () => void;
}) {
  const locale = useLocale();
  return (
    <>
      <nav aria-label={m.levels}>
        <ol class="level-list">
          {LEVELS.map((source, i) => {
            const l = levelInWords(source, locale);
            const n = i + 1;
            const missions = l.missions?.length ?? 1;
            const solved = solvedMissions(progress, n);
            return (
              <li key={n}>
                <button
                  type="button"
                  class={
                    `${n === level ? "on" : ""}${solved >= missions ? " solved" : ""}`.trim() || undefined
                  }
                  aria-current={n === level ? "true" : undefined}
                  aria-label={m.levelChip(n, l.name, missions, solved)}
                  onClick={() => onLevel(n)}
                >
                  <span class="level-num" aria-hidden="true">
                    {solved >= missions ? "✓" : n}
                  </span>
                  <span class="level-name" aria-hidden="true">
                    {l.name}
                  </span>
                  {missions > 1 && (
                    <span class="level-missions" aria-hidden="true">
                      {solved}/{missions}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div class="actions">
        <button type="button" onClick={onRestart}>
          {m.restart}
        </button>
        <button type="button" onClick={onForget}>
          {m.forget}
        </button>
      </div>
    </>
  );
}

/** The [≡] levels menu and the [?] help, one open at a time. */
export function GameDialogs({
  m,
  open,
  onClose,
  level,
  progress,
  onLevel,
  onRestart,
  onForget,
}: {
  m: ChessMessages;
  open: "menu" | "help" | null;
  onClose: () => void;
  level: number;
  progress: Progress<Best>;
  onLevel: (n: number) => void;
  onRestart: () => void;
  onForget: () => void;
}) {
  return (
    <>
      <Dialog open={open === "menu"} onClose={onClose} title={m.levels} id="chess-menu" m={m}>
        <MenuContent
          m={m}
          level={level}
          progress={progress}
          onLevel={(n) => {
            onClose();
            onLevel(n);
          }}
          onRestart={() => {
            onClose();
            onRestart();
          }}
          onForget={onForget}
        />
      </Dialog>
      <Dialog open={open === "help"} onClose={onClose} title={m.helpTitle} id="chess-help" m={m}>
        <HelpContent m={m} />
      </Dialog>
    </>
  );
}
