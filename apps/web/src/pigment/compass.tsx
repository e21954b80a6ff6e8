import { COLOUR_LETTER, type State } from "@engines/pigment";
import { useMessages } from "../i18n/index.js";
import { pigmentMessages } from "./messages.js";
import { FACE, inkOn } from "./palette.js";

/** Under the board, the die laid flat: the face down in the middle and the four sides around it. */
export function Compass({ state }: { state: State }) {
  const m = useMessages(pigmentMessages);
  const face = (slot: "D" | "N" | "S" | "E" | "W") => {
    const c = state.die[slot];
    const where = slot === "D" ? m.down : m.side[slot];
    return (
      <div
        class={`swatch swatch-${slot}`}
        style={{ background: FACE[c], color: inkOn(c) }}
        title={m.faceTitle(where, m.colour[c])}
        role="img"
        aria-label={m.faceTitle(slot === "D" ? m.down : m.dir[slot], m.colour[c])}
      >
        <span class="swatch-letter" aria-hidden="true">
          {c === "empty" ? "∅" : COLOUR_LETTER[c]}
        </span>
        <span class="swatch-label" aria-hidden="true">
          {where}
        </span>
      </div>
    );
  };
  return (
    <figure class="compass" aria-label={m.compass}>
      {face("N")}
      {face("W")}
      {face("D")}
      {face("E")}
      {face("S")}
      <figcaption>
        {m.down} <b>{m.colour[state.die.D]}</b> · {m.up} {m.colour[state.die.U]}
      </figcaption>
    </figure>
  );
}
