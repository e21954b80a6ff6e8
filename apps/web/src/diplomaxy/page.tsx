import { type EventView, fullReportView, type PlanetReportView, viewEvents } from "@engines/diplomaxy";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { refusalWords, useMessages } from "../i18n/index.js";
import { PlayOnline } from "../online/create.js";
import { enumParam, markInteractive, setHashParams, useHashParams } from "../router.js";
import { LabelledSelect } from "../shell/labelled-select.js";
import { loadStored } from "../storage.js";
import {
  FALLBACK_FACTORS,
  type FallbackFactor,
  MAP_NAMES,
  type MapName,
  mapSetup,
  parseSavedGame,
  type Rules,
  replayGame,
  SAVED_GAME_KEY,
} from "./game.js";
import { DiplomaxyBoard } from "./match-board.js";
import { diplomaxyMessages } from "./messages.js";
import { ReportTable } from "./report.js";
import { serverRefusal } from "./setup-refusals.js";
import { useLocalMatch } from "./use-local-match.js";
import "./diplomaxy.css";

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
  const [viewer, setViewer] = useState<string>(REFEREE);
  const match = useLocalMatch(mapName, openingGame, viewer);
  const { state, stage } = match;
  /** The rules chosen for the next game (first those of the game on the board). */
  const [rules, setRules] = useState<Rules>(match.rules);
  const [message, setMessage] = useState<((m: typeof diplomaxyMessages.en) => string) | null>(null);
  useEffect(() => markInteractive("diplomaxy"), []);

  const open = (name: MapName, fresh: boolean) => {
    match.open(name, rules, fresh);
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
    open(mapName, false);
  }, [mapName]);

  const resolve = async () => {
    const done = await match.send({ type: "resolve" });
    if (!done.ok) {
      setMessage(() => (m: typeof diplomaxyMessages.en) => m.refused(refusalWords(done, m.refusals)));
      return;
    }
    setMessage(null);
    setViewer(REFEREE);
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

  const head = (
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
        <button type="button" onClick={() => open(mapName, true)} data-testid="new-game">
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
  );

  // Nobody's view is on screen while the device is handed over, nor between the last submission
  // and the resolution.
  const curtain =
    stage.kind === "handover" ? (
      <div class="dx-handover">
        <p>
          {m.handover(state.turn)} <strong>{m.playerName(stage.player)}</strong>
          {m.othersLookAway}
        </p>
        <button type="button" class="primary" data-testid="show-orders" onClick={match.showOrders}>
          {m.showUnits(m.playerName(stage.player))}
        </button>
      </div>
    ) : stage.kind === "ready" && state.status.phase === "orders" ? (
      <div class="dx-handover">
        <p>{m.allIn(state.turn)}</p>
      </div>
    ) : undefined;

  const bottom = (
    <>
      {stage.kind === "ready" && state.status.phase === "orders" && (
        <div>
          <p>{m.everyoneIn}</p>
          <button type="button" class="primary" data-testid="resolve" onClick={() => void resolve()}>
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
            <button type="button" class="primary" data-testid="next-turn" onClick={match.nextTurn}>
              {m.nextOrders(state.turn)}
            </button>
          )}
        </div>
      )}
      {message && <p class="notice notice-error">{message(m)}</p>}
    </>
  );

  return (
    <DiplomaxyBoard
      state={state}
      view={match.view}
      seat={match.seat}
      players={match.players}
      send={match.send}
      stage={stage.kind}
      {...(curtain === undefined ? {} : { curtain })}
      head={head}
      bottom={bottom}
      after={
        stage.kind === "report" && (
          <section class="dx-reports" data-testid="reports">
            <h2>{m.adjudication(state.lastReport?.turn ?? state.turn, viewer)}</h2>
            {reports.length === 0 ? (
              <p class="muted">{m.noReport}</p>
            ) : (
              reports.map((r) => <ReportTable key={r.planet} r={r} state={state} />)
            )}
          </section>
        )
      }
    />
  );
}
