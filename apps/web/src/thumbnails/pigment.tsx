import { boardView, engine } from "@engines/pigment";
import { manifest } from "@engines/pigment/manifest";
import { FACE, STAIN } from "../pigment/palette.js";

const SIZE = 5;

/** Pigment's first level as the engine sets it up: stains, holes, marks and the die. */
export function PigmentThumbnail() {
  const cells = boardView(engine.init(manifest.defaultSetup));
  const die = engine.init(manifest.defaultSetup).die;
  return (
    <svg viewBox={`0 0 ${SIZE * 10} ${SIZE * 10}`} class="thumb-svg" aria-hidden="true">
      {cells.map((c, i) => {
        const x = (i % SIZE) * 10;
        const y = Math.floor(i / SIZE) * 10;
        if (!c.floor) return null;
        return (
          <g key={i}>
            <rect x={x + 0.5} y={y + 0.5} width="9" height="9" rx="1.5" fill={STAIN[c.stain]} />
            {c.mark && (
              <circle cx={x + 5} cy={y + 5} r="2.4" fill="none" stroke={FACE[c.mark]} stroke-width="1.4" />
            )}
            {c.die && (
              <rect
                x={x + 2}
                y={y + 2}
                width="6"
                height="6"
                rx="1"
                fill={FACE[die.U]}
                stroke="#111"
                stroke-width="0.6"
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}
