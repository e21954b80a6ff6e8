import {
  displayName,
  type Level,
  type Piece,
  type PieceType,
  type Square,
  type State,
  statusOf,
} from "@engines/chessistics";
import { useLocale } from "../i18n/index.js";
import type { ChessMessages } from "./messages.js";
import type { Best } from "./play.js";
import { cargoColour, routeColour, Silhouette } from "./silhouettes.js";
import { routeLength } from "./view.js";

/** The mission part of the side panel (seed §7.1: "MISSION 3/8", its title, its demands). */
export function MissionPanel({
  m,
  state,
  level,
  shownMission,
  best,
}: {
  m: ChessMessages;
  state: State;
  level: Level;
  /** The mission the player has been shown (the next one waits for its sequence). */
  shownMission: number;
  best: (mission: number) => Best | undefined;
}) {
  const mission = state.missions[shownMission - 1];
  const title = mission?.title ?? state.name;
  const description = mission?.description ?? level.description;
  const demands = state.demands.filter((d) => d.mission === shownMission);
  const record = best(shownMission);
  return (
    <section class="mission-panel" aria-labelledby="mission-title">
      <span class="panel-label" data-testid="mission-label">
        {m.mission(shownMission, state.missions.length)}
      </span>
      <h2 id="mission-title" data-testid="mission-title">
        {title}
      </h2>
      {description && <p class="muted">{description}</p>}
      <ul class="demands">
        {demands.map((d) => (
          <li key={d.at} class={d.received >= d.amount ? "met" : undefined}>
            <span class="demand-name">
              {d.name} <small>{d.at}</small>
            </span>
            <span class="gauge" aria-hidden="true">
              <span style={{ transform: `scaleX(${Math.min(1, d.received / d.amount)})` }} />
            </span>
            <span class="gauge-num">
              <i class="cargo-dot" style={{ background: cargoColour(d.cargo) }} aria-hidden="true" />
              {m.demandLine(d.received, d.amount, m.cargo[d.cargo] ?? d.cargo)}
            </span>
          </li>
        ))}
      </ul>
      {mission?.parTurns != null && <p class="muted small">{m.par(mission.parTurns)}</p>}
      {record && <p class="record small">{m.bestLong(record)}</p>}
      {state.missions.length > 1 && (
        <ol class="missions-done">
          {state.missions
            .filter((x) => x.status === "complete" && x.number <= shownMission)
            .map((x) => (
              <li key={x.number}>
                <span aria-hidden="true">✓ </span>
                {m.missionDone(x.number, x.title)}
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}

/** The stock (seed §7.1 "PIECES"): choosing one starts a placement. */
export function StockPanel({
  m,
  state,
  placing,
  disabled,
  onPick,
}: {
  m: ChessMessages;
  state: State;
  placing: { type: PieceType; level: number } | null;
  disabled: boolean;
  onPick: (type: PieceType, level: number) => void;
}) {
  const locale = useLocale();
  return (
    <section aria-labelledby="stock-title">
      <h2 class="panel-label" id="stock-title">
        {m.pieces}
      </h2>
      <ul class="stock">
        {state.stock.map((s) => (
          <li key={`${s.type}${s.level}`}>
            <button
              type="button"
              class={placing?.type === s.type && placing.level === s.level ? "on" : undefined}
              aria-pressed={placing?.type === s.type && placing.level === s.level}
              aria-label={m.stockButton(displayName(s.type, s.level, locale), s.count)}
              disabled={s.count === 0 || disabled}
              onClick={() => onPick(s.type, s.level)}
              data-stock={`${s.type}-${s.level}`}
            >
              <svg viewBox="-0.5 -0.5 1 1" width="26" height="26" aria-hidden="true">
                <Silhouette type={s.type} colour="#e9e6df" />
              </svg>
              <span class="stock-name">{displayName(s.type, s.level, locale)}</span>
              <span class="stock-count">×{s.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The detail panel (seed §7.4) of a piece: route and its length, status, cargo, [Retirer]. */
export function PieceDetail({
  m,
  piece,
  onRemove,
}: {
  m: ChessMessages;
  piece: Piece;
  onRemove: () => void;
}) {
  const locale = useLocale();
  return (
    <section class="detail" data-testid="piece-detail" aria-labelledby="detail-title">
      <span class="panel-label">{m.selected}</span>
      <h3 id="detail-title">
        <svg viewBox="-0.5 -0.5 1 1" width="22" height="22" aria-hidden="true">
          <Silhouette type={piece.type} colour={routeColour(piece.id)} />
        </svg>
        {displayName(piece.type, piece.level, locale)} <small>#{piece.id}</small>
      </h3>
      <dl>
        <dt>{m.route}</dt>
        <dd data-testid="route">{m.routeValue(piece.from, piece.to, routeLength(piece))}</dd>
        <dt>{m.status}</dt>
        <dd>{m.statusValue(statusOf(piece.type), piece.level)}</dd>
        <dt>{m.now}</dt>
        <dd>{m.nowValue(piece.at, piece.target)}</dd>
        <dt>{m.carries}</dt>
        <dd>{piece.cargo === null ? m.nothing : (m.cargo[piece.cargo] ?? piece.cargo)}</dd>
      </dl>
      <button type="button" onClick={onRemove}>
        {m.remove} <kbd>{m.keyNames.delete}</kbd>
      </button>
    </section>
  );
}

/** The detail of a building: what it makes or wants (its full name, which the board shortens). */
export function BuildingDetail({ m, state, at }: { m: ChessMessages; state: State; at: Square }) {
  const p = state.productions.find((x) => x.at === at);
  const d = state.demands.find((x) => x.at === at);
  if (!p && !d) return null;
  const cargo = (c: string) => m.cargo[c] ?? c;
  return (
    <section class="detail" data-testid="building-detail">
      <span class="panel-label">{p ? m.production : m.demand}</span>
      <h3>
        {(p ?? d)!.name} <small>{at}</small>
      </h3>
      <p class="small">
        {p
          ? `${m.makes(p.amount, cargo(p.cargo))}${p.buffer > 0 ? ` · ${m.waiting(p.buffer)}` : ""}`
          : `${m.wants(d!.amount, cargo(d!.cargo), d!.received)} · ${m.ofMission(d!.mission)}`}
      </p>
    </section>
  );
}
