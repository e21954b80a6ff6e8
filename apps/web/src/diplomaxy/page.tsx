import {
  type Action,
  type EventView,
  fullReportView,
  type Order,
  offeredOrders,
  type PlanetReportView,
  reduce,
  type State,
  viewEvents,
  viewFor,
} from "@engines/diplomaxy";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { refusalWords, useMessages } from "../i18n/index.js";
import { PlayOnline } from "../online/create.js";
import { enumParam, markInteractive, setHashParams, useHashParams } from "../router.js";
import { loadStored, saveStored } from "../storage.js";
import {
  FALLBACK_FACTORS,
  type FallbackFactor,
  MAP_NAMES,
  type MapName,
  mapSetup,
  nextStage,
  parseSavedGame,
  type Rules,
  replayGame,
  SAVED_GAME_KEY,
  type Stage,
  start,
} from "./game.js";
import { playerColour } from "./layout.js";
import { GalaxyMap } from "./map.js";
import { plannedMoves, useMapOrders } from "./map-orders.js";
import { diplomaxyMessages } from "./messages.js";
import { OrdersPanel } from "./orders-panel.js";
import { ReportTable } from "./report.js";
import { serverRefusal } from "./setup-refusals.js";
import "./diplomaxy.css";
import { LabelledSelect } from "../shell/labelled-select.js";

/** The engine object, for "Play online" only (engine-object.ts). */
const loadEngine = () => import("./engine-object.js").then((m) => m.engine);

const REFEREE = "";
const MAP_PARAM = enumParam<MapName>(MAP_NAMES, "duel");

/**
 * The game to open: the saved one when it is on the URL's map, else a new game on that map with
 * `rules` (those of the saved game when there is one).
 */
function openingGame(map: MapName, rules?: Rules) {
  const saved = loadStored(SAVED_GAME_KEY, parseSavedGame);
  const chosen = rules ?? saved?.rules;
  return replayGame(
    saved && saved.map === map
      ? saved
      : { map, actions: [], report: false, ...(chosen === undefined ? {} : { rules: chosen }) },
  );
}

/** Diplomaxy: hot-seat orders with the others' hidden, resolution and per-player reports. */
export function DiplomaxyPage() {
  const m = useMessages(diplomaxyMessages);
  const mapName = MAP_PARAM.parse(useHashParams().get("map"));
  const [opening] = useState(() => openingGame(mapName));
  const actions = useRef<Action[]>(opening.actions);
  /** The rules of the game on the board (saved with it), and those chosen for the next one. */
  const played = useRef<Rules>(opening.rules);
  const [rules, setRules] = useState<Rules>(opening.rules);
  const [state, setState] = useState<State>(opening.state);
  const [stage, setStage] = useState<Stage>(opening.stage);
  const [draft, setDraft] = useState<Record<string, Order>>({});
  const [viewer, setViewer] = useState<string>(REFEREE);
  const [message, setMessage] = useState<((m: typeof diplomaxyMessages.en) => string) | null>(null);
  useEffect(() => markInteractive("diplomaxy"), []);

  /** Keeps the game in local storage: a reload replays it (hot seat: the device is handed over again). */
  const save = (map: MapName, report: boolean) =>
    saveStored(SAVED_GAME_KEY, { map, actions: actions.current, report, rules: played.current });

  const reset = (name: MapName) => {
    const s = start(name, rules);
    actions.current = [];
    played.current = rules;
    save(name, false);
    setState(s);
    setStage(nextStage(s));
    setDraft({});
    setViewer(REFEREE);
    setMessage(null);
  };

  // The map is in the URL (`#/diplomaxy?map=pentarchy`): following a link or Back to another map
  // opens that map's game.
  const shownMap = useRef(mapName);
  useEffect(() => {
    setHashParams({ map: mapName }, "replace");
    if (shownMap.current === mapName) return;
    shownMap.current = mapName;
    const g = openingGame(mapName, rules);
    actions.current = g.actions;
    played.current = g.rules;
    setState(g.state);
    setStage(g.stage);
    setDraft({});
    setViewer(REFEREE);
    setMessage(null);
  }, [mapName]);

  const act = (action: Action, report: boolean) => {
    const { state: next, events } = reduce(state, action);
    const first = events[0];
    if (first?.type === "rejected") {
      setMessage(() => (m: typeof diplomaxyMessages.en) => m.refused(refusalWords(first, m.refusals)));
      return null;
    }
    actions.current = [...actions.current, action];
    save(mapName, report);
    setMessage(null);
    setState(next);
    return { next, events };
  };

  const player = stage.kind === "orders" || stage.kind === "handover" ? stage.player : null;
  const seat = stage.kind === "orders" ? stage.player : stage.kind === "report" ? viewer : null;
  const seen = useMemo(() => (seat ? viewFor(state, seat) : null), [state, seat]);
  const myUnits = stage.kind === "orders" ? state.units.filter((u) => u.owner === stage.player) : [];

  const optionsOf = (unit: string) => (seen === null ? [] : offeredOrders(seen, unit));
  const picking = useMapOrders({
    me: player ?? "",
    units: myUnits,
    corridors: state.map.corridors,
    optionsOf,
    ordered: (unit) => Object.hasOwn(draft, unit),
    setOrder: (o) => setDraft((d) => ({ ...d, [o.unit]: o })),
  });

  const submit = () => {
    if (stage.kind !== "orders") return;
    const orders = myUnits.map((u) => draft[u.id] ?? { unit: u.id, order: "defend" as const });
    const done = act({ type: "orders", player: stage.player, orders }, false);
    if (!done) return;
    setDraft({});
    setStage(nextStage(done.next));
  };

  const resolve = () => {
    const done = act({ type: "resolve" }, true);
    if (!done) return;
    setViewer(REFEREE);
    setStage({ kind: "report", events: done.events });
  };

  const nextTurn = () => {
    save(mapName, false);
    setStage(nextStage(state));
  };

  // The referee sees every event, each report in full; a player only those the engine says it
  // witnessed. `state` is the state the resolution produced until the next turn's orders begin.
  const shown: readonly EventView[] = useMemo(
    () =>
      stage.kind !== "report"
        ? []
        : viewer === REFEREE
          ? stage.events.map((e) => (e.type === "combat" ? { type: e.type, ...fullReportView(e) } : e))
          : viewEvents(stage.events, viewer, state),
    [stage, viewer, state],
  );
  const reports: readonly PlanetReportView[] = shown.filter(
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
          <p class="lede">{m.lede}</p>
        </div>
        <div class="dx-toolbar">
          <LabelledSelect
            label={m.map}
            value={mapName}
            onChange={(map) => setHashParams({ map }, "push")}
            choices={MAP_NAMES.map((name) => ({ value: name, label: m.maps[name] ?? name }))}
          />
          <LabelledSelect
            label={<span title={m.fallbackFactorHelp}>{m.fallbackFactor}</span>}
            value={rules.fallbackFactor}
            testid="fallback-factor"
            onChange={(f) => setRules({ ...rules, fallbackFactor: f as FallbackFactor })}
            choices={FALLBACK_FACTORS.map((f) => ({ value: f, label: m.factor(f) }))}
          />
          <label title={m.fallbackToSupporterHelp}>
            <input
              type="checkbox"
              data-testid="fallback-to-supporter"
              checked={rules.fallbackToSupporter}
              onChange={(e) =>
                setRules({ ...rules, fallbackToSupporter: (e.currentTarget as HTMLInputElement).checked })
              }
            />{" "}
            {m.fallbackToSupporter}
          </label>
          <button type="button" onClick={() => reset(mapName)} data-testid="new-game">
            {m.newGame}
          </button>
          <PlayOnline
            engine={loadEngine}
            state={state}
            title="Diplomaxy"
            setup={mapSetup(mapName, rules)}
            sayRefusal={(r) => serverRefusal(r, m)}
            popover
          />
        </div>
      </header>
      <div class="dx-body">
        <div class="dx-stage">
          {stage.kind === "handover" ? (
            <div class="dx-handover">
              <p>
                {m.handover(state.turn)} <strong>{m.playerName(stage.player)}</strong>
                {m.othersLookAway}
              </p>
              <button
                type="button"
                class="primary"
                data-testid="show-orders"
                onClick={() => setStage({ kind: "orders", player: stage.player })}
              >
                {m.showUnits(m.playerName(stage.player))}
              </button>
            </div>
          ) : stage.kind === "ready" && state.status.phase === "orders" ? (
            // Nobody's view is on screen between the last submission and the resolution.
            <div class="dx-handover">
              <p>{m.allIn(state.turn)}</p>
            </div>
          ) : (
            <GalaxyMap
              state={state}
              seen={seen}
              viewer={seat ?? ""}
              {...(stage.kind === "orders" ? { pick: { ...picking, me: stage.player } } : {})}
              moves={plannedMoves(Object.values(draft), myUnits, state.map.corridors)}
            />
          )}
        </div>
        <aside class="dx-panel panel">
          <span class="panel-label">{m.turn(state.turn)}</span>
          <ul class="dx-players">
            {state.players.map((p) => (
              <li key={p} data-player={p}>
                <span class="dx-dot" style={{ background: playerColour(state.players, p) }} />
                {m.playerName(p)}{" "}
                {state.out.includes(p)
                  ? `· ${m.out}`
                  : Object.hasOwn(state.orders, p)
                    ? `· ${m.ordersIn}`
                    : ""}
              </li>
            ))}
          </ul>
          {state.status.phase === "over" && (
            <p class="dx-over" data-testid="game-over">
              {m.gameOver(state.status.winners.join(", "), state.status.reason)}
            </p>
          )}
          {stage.kind === "orders" && (
            <OrdersPanel
              player={m.playerName(stage.player)}
              units={myUnits.map((u) => ({
                id: u.id,
                planet: state.map.planets.find((p) => p.id === u.at)?.name ?? u.at,
              }))}
              state={state}
              optionsOf={optionsOf}
              draft={draft}
              setOrder={(order) => setDraft((d) => ({ ...d, [order.unit]: order }))}
              picking={picking}
              onSubmit={submit}
            />
          )}
          {stage.kind === "ready" && state.status.phase === "orders" && (
            <div>
              <p>{m.everyoneIn}</p>
              <button type="button" class="primary" data-testid="resolve" onClick={resolve}>
                {m.resolve(state.turn)}
              </button>
            </div>
          )}
          {stage.kind === "report" && (
            <div class="dx-after">
              <LabelledSelect
                label={m.viewAs}
                value={viewer}
                testid="viewer"
                onChange={setViewer}
                choices={state.players.map((p) => ({ value: p, label: m.playerName(p) }))}
              >
                <option value={REFEREE}>{m.referee}</option>
              </LabelledSelect>
              {happenings.length > 0 && (
                <ul class="dx-events" data-testid="events">
                  {happenings.map((e, i) =>
                    e.type === "arrived" ? (
                      <li key={i} data-event="arrived" data-unit={e.unit}>
                        {m.arrived(e.unit, m.playerName(e.owner), e.at)}
                      </li>
                    ) : e.type === "produced" ? (
                      <li key={i} data-event="produced" data-planet={e.planet}>
                        {m.produced(e.planet, e.count, m.playerName(e.player))}
                      </li>
                    ) : e.type === "eliminated" ? (
                      <li key={i} data-event="eliminated">
                        {m.eliminated(m.playerName(e.player))}
                      </li>
                    ) : null,
                  )}
                </ul>
              )}
              {state.status.phase === "orders" && (
                <button type="button" class="primary" data-testid="next-turn" onClick={nextTurn}>
                  {m.nextOrders(state.turn)}
                </button>
              )}
            </div>
          )}
          {message && <p class="notice notice-error">{message(m)}</p>}
        </aside>
      </div>
      {stage.kind === "report" && (
        <section class="dx-reports" data-testid="reports">
          <h2>{m.adjudication(state.lastReport?.turn ?? state.turn, viewer)}</h2>
          {reports.length === 0 ? (
            <p class="muted">{m.noReport}</p>
          ) : (
            reports.map((r) => <ReportTable key={r.planet} r={r} state={state} />)
          )}
        </section>
      )}
    </section>
  );
}
