import { engine } from "@engines/diplomaxy";
import { manifest } from "@engines/diplomaxy/manifest";
import { layoutOf, playerColour } from "../diplomaxy/layout.js";

/** Diplomaxy's default map as the engine sets it up: planets, corridors, each side's first units. */
export function DiplomaxyThumbnail() {
  const state = engine.init(manifest.defaultSetup);
  const layout = layoutOf(state.map);
  return (
    <svg viewBox="0 0 900 530" class="thumb-svg" aria-hidden="true">
      {state.map.corridors.map((c) => (
        <line
          key={c.id}
          x1={layout[c.a]!.x}
          y1={layout[c.a]!.y}
          x2={layout[c.b]!.x}
          y2={layout[c.b]!.y}
          stroke="#4a5260"
          stroke-width="8"
        />
      ))}
      {state.map.planets.map((p) => {
        const at = layout[p.id]!;
        const owner = state.units.find((u) => u.at === p.id)?.owner;
        return (
          <circle
            key={p.id}
            cx={at.x}
            cy={at.y}
            r="46"
            fill={owner ? playerColour(state.players, owner) : "#2b2f37"}
            stroke="#8e949d"
            stroke-width="5"
          />
        );
      })}
    </svg>
  );
}
