/**
 * Diplomaxy online: the seat's fog-of-war view on the map, its units' orders chosen among the
 * engine's `offeredOrders` (the legal orders that can change something, read from the view), then
 * sent with "ready"; the turn resolves on the server once
 * every player still in is ready (or its deadline passes).
 * @module
 */
import { type Order, offeredOrders, type PlayerView, type State, type Unit } from "@engines/diplomaxy";
import { useEffect, useMemo, useState } from "preact/hooks";
import { playerColour } from "../diplomaxy/layout.js";
import { GalaxyMap } from "../diplomaxy/map.js";
import { plannedMoves, useMapOrders } from "../diplomaxy/map-orders.js";
import { diplomaxyMessages } from "../diplomaxy/messages.js";
import { OrdersPanel } from "../diplomaxy/orders-panel.js";
import { refusalWords, useMessages } from "../i18n/index.js";
import type { BoardProps, Refusal } from "./board.js";
import { onlineMessages } from "./messages.js";
import "../diplomaxy/diplomaxy.css";

/** The part of a state the view gives: the map, the players, the seat's own units in orbit. */
function publicState(v: PlayerView): State {
  const units: Unit[] = v.planets.flatMap((p) =>
    p.visible ? p.units.filter((u): u is Unit => "id" in u && u.owner === v.player) : [],
  );
  return {
    map: {
      planets: v.planets.map(({ id, name, production }) => ({ id, name, production })),
      corridors: v.corridors,
    },
    players: v.players.map((p) => p.id),
    out: v.players.filter((p) => p.out).map((p) => p.id),
    status: v.status,
    turn: v.turn,
    units,
    transit: v.transit,
  } as unknown as State;
}

/** The Diplomaxy board of the play and replay pages. */
export function DiplomaxyOnlineBoard({ view, seat, send, table }: BoardProps) {
  const m = useMessages(diplomaxyMessages);
  const o = useMessages(onlineMessages);
  const v = view as PlayerView;
  const state = useMemo(() => publicState(v), [v]);
  const [draft, setDraft] = useState<Record<string, Order>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => setDraft({}), [v.turn]);
  const me = v.players.find((p) => p.id === seat);
  const canOrder =
    send !== undefined && me !== undefined && !me.out && !me.ready && v.status.phase === "orders";

  const optionsOf = (unit: string) => offeredOrders(v, unit);
  const picking = useMapOrders({
    me: seat ?? "",
    units: state.units,
    corridors: v.corridors,
    optionsOf,
    ordered: (unit) => Object.hasOwn(draft, unit),
    setOrder: (o) => setDraft((d) => ({ ...d, [o.unit]: o })),
  });

  const submit = async () => {
    if (!send || seat === null) return;
    setBusy(true);
    setRefusal(null);
    const orders = state.units.map((u) => draft[u.id] ?? { unit: u.id, order: "defend" as const });
    const sent = await send({ type: "orders", player: seat, orders });
    const ready = sent.ok ? await send({ type: "ready", player: seat }) : sent;
    setBusy(false);
    if (!ready.ok) setRefusal(ready);
  };

  return (
    <section class="diplomaxy" data-turn={v.turn} data-stage="online">
      <div class="dx-body">
        <div class="dx-stage">
          <GalaxyMap
            state={state}
            seen={v}
            viewer={seat ?? ""}
            {...(canOrder && seat !== null ? { pick: { ...picking, me: seat } } : {})}
            moves={plannedMoves(Object.values(draft), state.units, v.corridors)}
          />
        </div>
        <aside class="dx-panel panel">
          <span class="panel-label">{m.turn(v.turn)}</span>
          <ul class="dx-players">
            {v.players.map((p) => (
              <li key={p.id} data-player={p.id}>
                <span class="dx-dot" style={{ background: playerColour(state.players, p.id) }} />
                {m.playerName(p.id)} {p.out ? `· ${m.out}` : p.ready ? `· ${m.ordersIn}` : ""}
              </li>
            ))}
          </ul>
          {table}
          {v.status.phase === "over" && (
            <p class="dx-over" data-testid="game-over">
              {m.gameOver(v.status.winners.join(", "), v.status.reason)}
            </p>
          )}
          {canOrder && seat !== null && (
            <OrdersPanel
              player={seat}
              units={state.units.map((u) => ({
                id: u.id,
                planet: v.planets.find((p) => p.id === u.at)?.name ?? u.at,
              }))}
              state={state}
              optionsOf={optionsOf}
              draft={draft}
              setOrder={(order) => setDraft((d) => ({ ...d, [order.unit]: order }))}
              picking={picking}
              busy={busy}
              onSubmit={() => void submit()}
            />
          )}
          {refusal && (
            <p class="notice notice-error" role="alert">
              {o.refused(refusalWords(refusal, m.refusals))}
            </p>
          )}
        </aside>
      </div>
    </section>
  );
}
