import {
  type AnyEvent,
  activePlayers,
  type EventView,
  engine,
  legalOrders,
  MAPS,
  type Order,
  type PlanetReport,
  type PlanetReportView,
  type PlayerView,
  type State,
  viewEvents,
  viewFor,
} from "@engines/diplomaxy";
import { useEffect, useMemo, useState } from "preact/hooks";
import { markInteractive } from "../router.js";
import { layoutOf, playerColour } from "./layout.js";
import "./diplomaxy.css";

type MapName = keyof typeof MAPS;

/**
 * Hot-seat stages: hand the device over (nothing shown), one player's orders (only its view),
 * everyone has submitted (resolve), the report.
 */
type Stage =
  | { readonly kind: "handover"; readonly player: string }
  | { readonly kind: "orders"; readonly player: string }
  | { readonly kind: "ready" }
  | { readonly kind: "report"; readonly events: readonly AnyEvent[] };

const REFEREE = "";

function start(name: MapName): State {
  const {
    $schema: _s,
    description: _d,
    ...setup
  } = MAPS[name] as (typeof MAPS)[MapName] & {
    $schema?: string;
    description?: string;
  };
  return engine.init(setup);
}

/** The next stage after `state` changed: the first active player still to submit, else resolve. */
function nextStage(state: State): Stage {
  if (state.status.phase === "over") return { kind: "ready" };
  const waiting = activePlayers(state).find((p) => !Object.hasOwn(state.orders, p));
  return waiting ? { kind: "handover", player: waiting } : { kind: "ready" };
}

function orderLabel(state: State, o: Order): string {
  switch (o.order) {
    case "control":
      return "control (contrôle)";
    case "supportControl":
      return `support control of ${o.target}`;
    case "move": {
      const c = state.map.corridors.find((x) => x.id === o.corridor);
      const u = state.units.find((x) => x.id === o.unit);
      const to = c ? (c.a === u?.at ? c.b : c.a) : "?";
      const name = state.map.planets.find((p) => p.id === to)?.name ?? to;
      return `move to ${name} (${c?.length ?? 1} turn${(c?.length ?? 1) > 1 ? "s" : ""})`;
    }
    case "defend":
      return "defend (défense)";
    case "supportDefense":
      return `support defence of ${o.target}`;
    case "attack":
      return `attack ${o.target}`;
  }
}

const orderKey = (o: Order) => `${o.order}:${o.target ?? ""}:${o.corridor ?? ""}`;

/** The map as SVG: planets as nodes, corridors as edges, units as counters by owner. */
function GalaxyMap({ state, seen, viewer }: { state: State; seen: PlayerView | null; viewer: string }) {
  const layout = layoutOf(state.map);
  const planets = state.map.planets.map((p) => {
    const v = seen?.planets.find((x) => x.id === p.id);
    const visible = seen === null || v?.visible === true;
    const units = seen === null ? state.units.filter((u) => u.at === p.id) : v?.visible ? v.units : [];
    const controller = seen === null ? (state.control[p.id] ?? null) : v?.visible ? v.controller : null;
    return { p, visible, units, controller };
  });
  const transit = seen === null ? state.transit : seen.transit;
  return (
    <svg
      class="dx-map"
      viewBox="0 0 900 530"
      role="img"
      aria-label={`Map${viewer ? ` as seen by ${viewer}` : ""}`}
      data-testid="map"
    >
      {state.map.corridors.map((c) => {
        const a = layout[c.a]!;
        const b = layout[c.b]!;
        const long = (c.length ?? 1) > 1;
        return (
          <g key={c.id} data-corridor={c.id}>
            <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class={`dx-corridor${long ? " long" : ""}`} />
            {long && (
              <text x={(a.x + b.x) / 2} y={(a.y + b.y) / 2 - 8} class="dx-corridor-len" text-anchor="middle">
                {c.length} turns
              </text>
            )}
          </g>
        );
      })}
      {transit.map((t, i) => {
        const a = layout[t.from]!;
        const b = layout[t.to]!;
        return (
          <g
            key={t.id}
            transform={`translate(${(a.x + b.x) / 2 + i * 4} ${(a.y + b.y) / 2 + 10})`}
            data-transit={t.id}
          >
            <rect
              x="-9"
              y="-9"
              width="18"
              height="18"
              rx="4"
              fill={playerColour(state.players, t.owner)}
              stroke="#000"
            />
            <title>
              {t.id} ({t.owner}) → {t.to}, arrives end of turn {t.arrives}
            </title>
          </g>
        );
      })}
      {planets.map(({ p, visible, units, controller }) => {
        const at = layout[p.id]!;
        const owners = [...new Set(units.map((u) => u.owner))];
        return (
          <g
            key={p.id}
            transform={`translate(${at.x} ${at.y})`}
            data-planet={p.id}
            data-visible={visible}
            class={visible ? "" : "dx-fog"}
          >
            <circle
              r="34"
              class="dx-planet"
              stroke={controller ? playerColour(state.players, controller) : "#59606b"}
              stroke-width={controller ? 5 : 2}
            />
            <text y="-42" text-anchor="middle" class="dx-planet-name">
              {p.name}
              {(p.production ?? 1) !== 1 ? ` ·${p.production}` : ""}
            </text>
            {!visible && (
              <text y="6" text-anchor="middle" class="dx-unknown">
                ?
              </text>
            )}
            {owners.map((o, i) => {
              const n = units.filter((u) => u.owner === o).length;
              const x = (i - (owners.length - 1) / 2) * 26;
              return (
                <g key={o} transform={`translate(${x} 0)`} data-counter={o} data-count={n}>
                  <circle r="12" fill={playerColour(state.players, o)} stroke="#111" stroke-width="2" />
                  <text y="5" text-anchor="middle" class="dx-count">
                    {n}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

/** A planet's report: the referee's names every unit; a player's leaves the others' anonymous. */
function ReportTable({ r, state }: { r: PlanetReport | PlanetReportView; state: State }) {
  const name = state.map.planets.find((p) => p.id === r.planet)?.name ?? r.planet;
  return (
    <div class="dx-report panel" data-report={r.planet}>
      <h3>
        {name}:{" "}
        <span data-testid={`controller-${r.planet}`}>
          {r.controller
            ? `controlled by ${r.controller}`
            : r.standoff
              ? "standoff, nobody controls"
              : "nobody controls"}
        </span>
      </h3>
      <table>
        <thead>
          <tr>
            <th>player</th>
            <th>CTRL</th>
            <th>DEF</th>
            <th>ATT</th>
            <th>lost</th>
          </tr>
        </thead>
        <tbody>
          {r.players.map((p) => (
            <tr key={p.player} data-player={p.player}>
              <td>
                <span class="dx-dot" style={{ background: playerColour(state.players, p.player) }} />
                {p.player}
              </td>
              <td>{p.ctrl}</td>
              <td title={p.defExact}>{p.def}</td>
              <td>{p.att}</td>
              <td>{p.loss}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table class="dx-units">
        <thead>
          <tr>
            <th>unit</th>
            <th>owner</th>
            <th>order</th>
            <th>resolved</th>
          </tr>
        </thead>
        <tbody>
          {r.units.map((u, i) => (
            <tr key={"unit" in u ? u.unit : `anonymous-${i}`} class={u.destroyed ? "destroyed" : ""}>
              <td>{"unit" in u ? u.unit : "—"}</td>
              <td>{u.owner}</td>
              <td>
                {u.order}
                {u.target ? ` ${u.target}` : ""}
                {u.corridor ? ` ${u.corridor}` : ""}
              </td>
              <td class={u.resolved.includes("Fallback") ? "fallback" : ""}>
                {u.resolved}
                {u.destroyed ? " · destroyed" : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Diplomaxy: hot-seat orders with the others' hidden, resolution and per-player reports. */
export function DiplomaxyPage() {
  const [mapName, setMapName] = useState<MapName>("duel");
  const [state, setState] = useState<State>(() => start("duel"));
  const [stage, setStage] = useState<Stage>(() => nextStage(state));
  const [draft, setDraft] = useState<Record<string, Order>>({});
  const [viewer, setViewer] = useState<string>(REFEREE);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => markInteractive("diplomaxy"), []);

  const reset = (name: MapName) => {
    const s = start(name);
    setMapName(name);
    setState(s);
    setStage(nextStage(s));
    setDraft({});
    setViewer(REFEREE);
    setMessage(null);
  };

  const player = stage.kind === "orders" || stage.kind === "handover" ? stage.player : null;
  const seat = stage.kind === "orders" ? stage.player : stage.kind === "report" ? viewer : null;
  const seen = useMemo(() => (seat ? viewFor(state, seat) : null), [state, seat]);
  const myUnits = stage.kind === "orders" ? state.units.filter((u) => u.owner === stage.player) : [];

  const submit = () => {
    if (stage.kind !== "orders") return;
    const orders = myUnits.map((u) => draft[u.id] ?? { unit: u.id, order: "defend" as const });
    const { state: next, events } = engine.reduce(state, { type: "orders", player: stage.player, orders });
    const first = events[0];
    if (first?.type === "rejected") return setMessage(`Refused: ${first.reason}`);
    setMessage(null);
    setDraft({});
    setState(next);
    setStage(nextStage(next));
  };

  const resolve = () => {
    const { state: next, events } = engine.reduce(state, { type: "resolve" });
    const first = events[0];
    if (first?.type === "rejected") return setMessage(`Refused: ${first.reason}`);
    setState(next);
    setViewer(REFEREE);
    setStage({ kind: "report", events });
  };

  // The referee sees every event; a player only those the engine says it witnessed. `state` is
  // the state the resolution produced until the next turn's orders begin.
  const shown: readonly EventView[] = useMemo(
    () =>
      stage.kind !== "report"
        ? []
        : viewer === REFEREE
          ? stage.events
          : viewEvents(stage.events, viewer, state),
    [stage, viewer, state],
  );
  const reports: readonly (PlanetReport | PlanetReportView)[] = shown.filter(
    (e): e is Extract<EventView, { type: "combat" }> => e.type === "combat",
  );
  const happenings = shown.filter(
    (e) => e.type === "arrived" || e.type === "produced" || e.type === "eliminated",
  );

  return (
    <section class="diplomaxy" data-stage={stage.kind} data-turn={state.turn}>
      <header class="game-head">
        <div>
          <h1>Diplomaxy</h1>
          <p class="lede">
            Simultaneous secret orders, hot-seat: each player in turn gives its units' orders without seeing
            the others', then every planet is adjudicated at once.
          </p>
        </div>
        <div class="dx-toolbar">
          <label>
            Map{" "}
            <select
              value={mapName}
              onChange={(e) => reset((e.currentTarget as HTMLSelectElement).value as MapName)}
            >
              <option value="duel">Duel (2 players)</option>
              <option value="pentarchy">Pentarchy (5 players)</option>
            </select>
          </label>
          <button type="button" onClick={() => reset(mapName)}>
            New game
          </button>
        </div>
      </header>
      <div class="dx-body">
        <div class="dx-stage">
          {stage.kind === "handover" ? (
            <div class="dx-handover">
              <p>
                Turn {state.turn}. Hand the device to <strong>{stage.player}</strong>; the others look away.
              </p>
              <button
                type="button"
                class="primary"
                data-testid="show-orders"
                onClick={() => setStage({ kind: "orders", player: stage.player })}
              >
                I am {stage.player}: show my units
              </button>
            </div>
          ) : stage.kind === "ready" && state.status.phase === "orders" ? (
            // Nobody's view is on screen between the last submission and the resolution.
            <div class="dx-handover">
              <p>Every player has given its orders for turn {state.turn}. Resolve to see what happened.</p>
            </div>
          ) : (
            <GalaxyMap state={state} seen={seen} viewer={seat ?? ""} />
          )}
        </div>
        <aside class="dx-panel panel">
          <span class="panel-label">Turn {state.turn}</span>
          <ul class="dx-players">
            {state.players.map((p) => (
              <li key={p} data-player={p}>
                <span class="dx-dot" style={{ background: playerColour(state.players, p) }} />
                {p} {state.out.includes(p) ? "· out" : Object.hasOwn(state.orders, p) ? "· orders in" : ""}
              </li>
            ))}
          </ul>
          {state.status.phase === "over" && (
            <p class="dx-over" data-testid="game-over">
              Game over: {state.status.winners.join(", ") || "nobody"} ({state.status.reason})
            </p>
          )}
          {stage.kind === "orders" && (
            <div class="dx-orders" data-testid="orders">
              <h2>{player}'s orders</h2>
              {myUnits.length === 0 && <p class="muted">No unit in orbit.</p>}
              {myUnits.map((u) => {
                const options = legalOrders(state, u.id);
                const current = draft[u.id] ?? options.find((o) => o.order === "defend")!;
                return (
                  <label key={u.id} class="dx-order">
                    <span>
                      {u.id} at {state.map.planets.find((p) => p.id === u.at)?.name}
                    </span>
                    <select
                      data-unit={u.id}
                      value={orderKey(current)}
                      onChange={(e) => {
                        const k = (e.currentTarget as HTMLSelectElement).value;
                        const o = options.find((x) => orderKey(x) === k);
                        if (o) setDraft({ ...draft, [u.id]: o });
                      }}
                    >
                      {options.map((o) => (
                        <option key={orderKey(o)} value={orderKey(o)}>
                          {orderLabel(state, o)}
                        </option>
                      ))}
                    </select>
                  </label>
                );
              })}
              <button type="button" class="primary" data-testid="submit-orders" onClick={submit}>
                Submit orders
              </button>
              <p class="muted">Units without an order defend. The other players' orders stay hidden.</p>
            </div>
          )}
          {stage.kind === "ready" && state.status.phase === "orders" && (
            <div>
              <p>Every player has given its orders.</p>
              <button type="button" class="primary" data-testid="resolve" onClick={resolve}>
                Resolve turn {state.turn}
              </button>
            </div>
          )}
          {stage.kind === "report" && (
            <div class="dx-after">
              <label>
                View as{" "}
                <select
                  value={viewer}
                  data-testid="viewer"
                  onChange={(e) => setViewer((e.currentTarget as HTMLSelectElement).value)}
                >
                  <option value={REFEREE}>Referee (everything)</option>
                  {state.players.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </label>
              {happenings.length > 0 && (
                <ul class="dx-events" data-testid="events">
                  {happenings.map((e, i) =>
                    e.type === "arrived" ? (
                      <li key={i} data-event="arrived" data-unit={e.unit}>
                        {e.unit === undefined ? `a unit of ${e.owner}` : `${e.unit} (${e.owner})`} arrives at{" "}
                        {e.at}
                      </li>
                    ) : e.type === "produced" ? (
                      <li key={i} data-event="produced" data-planet={e.planet}>
                        {e.planet} produces {e.count} for {e.player}
                      </li>
                    ) : e.type === "eliminated" ? (
                      <li key={i} data-event="eliminated">
                        {e.player} is out
                      </li>
                    ) : null,
                  )}
                </ul>
              )}
              {state.status.phase === "orders" && (
                <button
                  type="button"
                  class="primary"
                  data-testid="next-turn"
                  onClick={() => setStage(nextStage(state))}
                >
                  Orders for turn {state.turn}
                </button>
              )}
            </div>
          )}
          {message && <p class="notice notice-error">{message}</p>}
        </aside>
      </div>
      {stage.kind === "report" && (
        <section class="dx-reports" data-testid="reports">
          <h2>
            Adjudication of turn {state.lastReport?.turn}
            {viewer ? ` as ${viewer} saw it` : ""}
          </h2>
          {reports.length === 0 ? (
            <p class="muted">No planet report for this viewer.</p>
          ) : (
            reports.map((r) => <ReportTable key={r.planet} r={r} state={state} />)
          )}
        </section>
      )}
    </section>
  );
}
