/**
 * The one Diplomaxy board of a match, local or online: the map as the seat sees it (the referee:
 * all of it), the players and who is in, the end of the game, and the seat's orders chosen among
 * the engine's `offeredOrders` (read from its own view, RULES.md §6.1), on the map or unit by unit,
 * then sent through `send` — to the hot-seat game (`use-local-match.ts`) or the match server
 * (`online/diplomaxy-board.tsx`), each judging them again. Online, the orders are followed by
 * "ready" (the turn resolves once every player still in is); on one device the referee resolves.
 * A refusal is told in the player's language. The page adds its own parts around it.
 * @module
 */
import type { ActionResult } from "@core/match-client";
import type { Action, Order, PlayerView, State } from "@engines/diplomaxy";
import { offeredOrders } from "@engines/diplomaxy";
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { refusalWords, useMessages } from "../i18n/index.js";
import type { Refusal } from "../online/board.js";
import { playerColour } from "./layout.js";
import { GalaxyMap } from "./map.js";
import { plannedMoves, useMapOrders } from "./map-orders.js";
import { diplomaxyMessages } from "./messages.js";
import { OrdersPanel } from "./orders-panel.js";
import "./diplomaxy.css";

/** A player as the panel lists it. */
export interface BoardPlayer {
  readonly id: string;
  readonly out: boolean;
  /** Its orders are in for this turn. */
  readonly done: boolean;
}

export interface DiplomaxyBoardProps {
  /** What the map draws and order labels read: the whole state, or the part a view gives. */
  readonly state: State;
  /** The view on screen (fog of war); null: the referee's, everything. */
  readonly view: PlayerView | null;
  /** The player giving orders from this screen now; null: nobody (a report, a spectator, a wait). */
  readonly seat: string | null;
  readonly players: readonly BoardPlayer[];
  /** Sends an action for `seat`; absent when the board is only watched. */
  readonly send?: (action: Action) => Promise<ActionResult>;
  /** Online: the orders are followed by "ready". */
  readonly declareReady?: boolean;
  /** The section's `data-stage` (the hot-seat stage, "online"). */
  readonly stage: string;
  /** Shown instead of the map (hot seat: the device handed over). */
  readonly curtain?: ComponentChildren;
  /** Panel parts after the players (the match's table), after the orders (resolve, reports' viewer). */
  readonly top?: ComponentChildren;
  readonly bottom?: ComponentChildren;
  /** Before the map and panel (the local page's title and toolbar), after them (the reports). */
  readonly head?: ComponentChildren;
  readonly after?: ComponentChildren;
}

/** The board: map and panel, with the seat's orders when it has some to give. */
export function DiplomaxyBoard(props: DiplomaxyBoardProps) {
  const m = useMessages(diplomaxyMessages);
  const { state, view, seat, send } = props;
  const [draft, setDraft] = useState<Record<string, Order>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A new turn, or the device handed to another player: a fresh draft.
  useEffect(() => {
    setDraft({});
    setRefusal(null);
  }, [state.turn, seat]);

  const me = props.players.find((p) => p.id === seat);
  const canOrder =
    send !== undefined &&
    seat !== null &&
    view !== null &&
    me !== undefined &&
    !me.out &&
    !me.done &&
    state.status.phase === "orders" &&
    props.curtain === undefined;
  const units = canOrder ? state.units.filter((u) => u.owner === seat) : [];
  const optionsOf = (unit: string) => (view === null ? [] : offeredOrders(view, unit));
  const setOrder = (o: Order) => setDraft((d) => ({ ...d, [o.unit]: o }));
  const picking = useMapOrders({
    me: seat ?? "",
    units,
    corridors: state.map.corridors,
    optionsOf,
    ordered: (unit) => Object.hasOwn(draft, unit),
    setOrder,
  });

  const submit = async () => {
    if (!send || seat === null) return;
    setBusy(true);
    setRefusal(null);
    const orders = units.map((u) => draft[u.id] ?? { unit: u.id, order: "defend" as const });
    const sent = await send({ type: "orders", player: seat, orders });
    const done = sent.ok && props.declareReady === true ? await send({ type: "ready", player: seat }) : sent;
    setBusy(false);
    if (!done.ok) setRefusal(done);
  };

  return (
    <section class="diplomaxy" data-stage={props.stage} data-turn={state.turn}>
      {props.head}
      <div class="dx-body">
        <div class="dx-stage">
          {props.curtain ?? (
            <GalaxyMap
              state={state}
              seen={view}
              viewer={view?.player ?? seat ?? ""}
              {...(canOrder && seat !== null ? { pick: { ...picking, me: seat } } : {})}
              moves={plannedMoves(Object.values(draft), units, state.map.corridors)}
            />
          )}
        </div>
        <aside class="dx-panel panel">
          <span class="panel-label">{m.turn(state.turn)}</span>
          <ul class="dx-players">
            {props.players.map((p) => (
              <li key={p.id} data-player={p.id}>
                <span class="dx-dot" style={{ background: playerColour(state.players, p.id) }} />
                {m.playerName(p.id)} {p.out ? `· ${m.out}` : p.done ? `· ${m.ordersIn}` : ""}
              </li>
            ))}
          </ul>
          {props.top}
          {state.status.phase === "over" && (
            <p class="dx-over" data-testid="game-over">
              {m.gameOver(state.status.winners.join(", "), state.status.reason)}
            </p>
          )}
          {canOrder && seat !== null && (
            <OrdersPanel
              player={m.playerName(seat)}
              units={units.map((u) => ({
                id: u.id,
                planet: state.map.planets.find((p) => p.id === u.at)?.name ?? u.at,
              }))}
              state={state}
              optionsOf={optionsOf}
              draft={draft}
              setOrder={setOrder}
              picking={picking}
              busy={busy}
              onSubmit={() => void submit()}
            />
          )}
          {props.bottom}
          {refusal && (
            <p class="notice notice-error" role="alert">
              {m.refused(refusalWords(refusal, m.refusals))}
            </p>
          )}
        </aside>
      </div>
      {props.after}
    </section>
  );
}
