/**
 * A player's orders for the turn, the same on the local page (hot seat) and online: one choice
 * per unit among the engine's `offeredOrders` (read from the player's own view, RULES.md §6.1),
 * the unit picked on the map marked, and the submission; a unit left without a choice defends.
 * @module
 */
import type { Order, State } from "@engines/diplomaxy";
import { useMessages } from "../i18n/index.js";
import { orderKey, orderLabel } from "./game.js";
import type { MapOrders } from "./map-orders.js";
import { diplomaxyMessages } from "./messages.js";

export interface OrdersPanelProps {
  /** The player's name as the heading says it. */
  readonly player: string;
  /** The player's units, each with the name of the planet it is at. */
  readonly units: readonly { readonly id: string; readonly planet: string }[];
  /** The state order labels read (planet names, the map). */
  readonly state: State;
  readonly optionsOf: (unit: string) => readonly Order[];
  readonly draft: Readonly<Record<string, Order>>;
  readonly setOrder: (order: Order) => void;
  readonly picking: MapOrders;
  readonly busy?: boolean;
  readonly onSubmit: () => void;
}

/** The orders of one player: a choice per unit, then "submit". */
export function OrdersPanel(props: OrdersPanelProps) {
  const m = useMessages(diplomaxyMessages);
  const { units, draft, picking } = props;
  return (
    <div class="dx-orders" data-testid="orders">
      <h2>{m.ordersOf(props.player)}</h2>
      {units.length === 0 ? <p class="muted">{m.noUnit}</p> : <p class="muted">{m.mapHint}</p>}
      {picking.selected && (
        <p role="status" data-testid="picked">
          {m.picked(picking.selected.id)}
        </p>
      )}
      {units.map((u) => {
        const options = props.optionsOf(u.id);
        const current = draft[u.id] ?? options.find((x) => x.order === "defend");
        return (
          <label key={u.id} class={`dx-order${picking.selected?.id === u.id ? " picked" : ""}`}>
            <span>{m.unitAt(u.id, u.planet)}</span>
            <select
              data-unit={u.id}
              value={current ? orderKey(current) : ""}
              onChange={(e) => {
                const k = (e.currentTarget as HTMLSelectElement).value;
                const chosen = options.find((x) => orderKey(x) === k);
                if (chosen) props.setOrder(chosen);
              }}
            >
              {options.map((x) => (
                <option key={orderKey(x)} value={orderKey(x)}>
                  {orderLabel(m, props.state, x)}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <button
        type="button"
        class="primary"
        data-testid="submit-orders"
        disabled={props.busy === true}
        onClick={props.onSubmit}
      >
        {m.submit}
      </button>
      <p class="muted">{m.defaultDefend}</p>
    </div>
  );
}
