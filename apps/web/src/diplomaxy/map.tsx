import type { PlayerView, State } from "@engines/diplomaxy";
import { useEffect, useRef, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { layoutOf, playerColour, portraitOf } from "./layout.js";
import type { MapOrders, MapTarget, PlannedMove } from "./map-orders.js";
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

/** What a point of the map is, read from the `data-` attributes of the element under it. */
function targetAt(x: number, y: number): MapTarget | null {
  const el = document.elementFromPoint(x, y);
  const counter = el?.closest<SVGElement>("[data-counter]");
  const planet = el?.closest<SVGElement>("[data-planet]");
  const corridor = el?.closest<SVGElement>("[data-corridor]");
  if (counter && planet)
    return { kind: "counter", planet: planet.dataset.planet ?? "", owner: counter.dataset.counter ?? "" };
  if (planet) return { kind: "planet", planet: planet.dataset.planet ?? "" };
  if (corridor) return { kind: "corridor", corridor: corridor.dataset.corridor ?? "" };
  return null;
}

/**
 * The map as SVG: planets as nodes, corridors as edges, units as counters by owner. With `pick`
 * (a player giving orders), its counters, the planets and the corridors answer taps and drags.
 */
export function GalaxyMap({
  state,
  seen,
  viewer,
  pick,
  moves = [],
}: {
  state: State;
  seen: PlayerView | null;
  viewer: string;
  pick?: MapOrders & { readonly me: string };
  /** The moves ordered so far (the player's own draft), drawn as arrows. */
  moves?: readonly PlannedMove[];
}) {
  /** A press on one of one's counters: where it began, to tell a drag from a tap. */
  const press = useRef<{ planet: string; x: number; y: number } | null>(null);
  // Taps and drags are read where the pointer is released (one handler for the whole map): a
  // release far from a press on one's counter is a drag, anything else a tap on what is under it.
  const onUp = (e: PointerEvent) => {
    const from = press.current;
    press.current = null;
    if (!pick || (e.pointerType === "mouse" && e.button !== 0)) return;
    const target = targetAt(e.clientX, e.clientY);
    if (target === null) return;
    if (from !== null && Math.hypot(e.clientX - from.x, e.clientY - from.y) >= 12)
      pick.drop(from.planet, target);
    else pick.tap(target);
  };
  const keyTap = (target: MapTarget) => (e: KeyboardEvent) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    pick?.tap(target);
  };
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
      // A picture, unless its counters are buttons (an image's content is not interactive).
      role={pick ? "group" : "img"}
      aria-label={m.mapLabel(viewer)}
      data-testid="map"
      data-picking={pick ? "true" : undefined}
      onPointerUp={onUp}
    >
      {state.map.corridors.map((c) => {
        const a = layout[c.a]!;
        const b = layout[c.b]!;
        const long = (c.length ?? 1) > 1;
        return (
          <g key={c.id} data-corridor={c.id}>
            <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class={`dx-corridor${long ? " long" : ""}`} />
            {/* A wide, unseen line: a corridor is easy to tap. */}
            {pick && <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class="dx-corridor-hit" />}
            {long && (
              <text x={(a.x + b.x) / 2} y={(a.y + b.y) / 2 - 8} class="dx-corridor-len" text-anchor="middle">
                {m.turns(c.length ?? 1)}
              </text>
            )}
          </g>
        );
      })}
      <defs>
        <marker
          id="dx-arrow-head"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0 0L10 5L0 10z" class="dx-arrow-head" />
        </marker>
      </defs>
      {moves.map((mv) => {
        const a = layout[mv.from];
        const b = layout[mv.to];
        if (a === undefined || b === undefined) return null;
        // From rim to rim (planets have a radius of 34), slightly off the corridor's line.
        const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
        const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
        const [ox, oy] = [-uy * 6, ux * 6];
        return (
          <g
            key={`${mv.from}>${mv.to}`}
            data-move={`${mv.from}>${mv.to}`}
            data-count={mv.count}
            class="dx-move"
          >
            <line
              x1={a.x + ux * 38 + ox}
              y1={a.y + uy * 38 + oy}
              x2={b.x - ux * 40 + ox}
              y2={b.y - uy * 40 + oy}
              marker-end="url(#dx-arrow-head)"
            />
            {mv.count > 1 && (
              <text x={(a.x + b.x) / 2 + ox * 3} y={(a.y + b.y) / 2 + oy * 3} text-anchor="middle">
                ×{mv.count}
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
              const mine = pick !== undefined && o === pick.me;
              const target: MapTarget = { kind: "counter", planet: p.id, owner: o };
              const selected = mine && pick.selected?.at === p.id;
              return (
                <g
                  key={o}
                  transform={`translate(${x} 0)`}
                  data-counter={o}
                  data-count={n}
                  data-selected={selected ? pick.selected?.id : undefined}
                  class={mine ? "dx-mine" : undefined}
                  {...(mine && {
                    role: "button",
                    tabIndex: 0,
                    "aria-label": m.pickUnit(m.playerName(o), p.name),
                    onKeyDown: keyTap(target),
                    onPointerDown: (e: PointerEvent) => {
                      press.current = { planet: p.id, x: e.clientX, y: e.clientY };
                    },
                  })}
                >
                  {selected && <circle r="17" class="dx-selected" />}
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
