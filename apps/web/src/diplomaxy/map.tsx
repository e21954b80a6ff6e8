import type { PlayerView, State } from "@engines/diplomaxy";
import { useEffect, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { layoutOf, playerColour, portraitOf } from "./layout.js";
import { diplomaxyMessages } from "./messages.js";

/** Phones draw the map tall. */
const PORTRAIT = "(width < 600px)";

/** Whether `query` matches now, following changes (a rotated phone, a resized window). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === "function" && matchMedia(query).matches);
  useEffect(() => {
    const mq = matchMedia(query);
    const on = () => setMatches(mq.matches);
    on();
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, [query]);
  return matches;
}

/** The map as SVG: planets as nodes, corridors as edges, units as counters by owner. */
export function GalaxyMap({
  state,
  seen,
  viewer,
}: {
  state: State;
  seen: PlayerView | null;
  viewer: string;
}) {
  const m = useMessages(diplomaxyMessages);
  const portrait = useMediaQuery(PORTRAIT);
  const layout = portrait ? portraitOf(layoutOf(state.map)) : layoutOf(state.map);
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
      class={portrait ? "dx-map portrait" : "dx-map"}
      viewBox={portrait ? "0 0 530 900" : "0 0 900 530"}
      role="img"
      aria-label={m.mapLabel(viewer)}
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
                {m.turns(c.length ?? 1)}
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
            <title>{m.inTransit(t.id, m.playerName(t.owner), t.to, t.arrives)}</title>
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
