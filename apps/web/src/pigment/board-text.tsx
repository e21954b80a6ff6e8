import { boardView, type State } from "@engines/pigment";
import { useMessages } from "../i18n/index.js";
import { pigmentMessages } from "./messages.js";

/**
 * The board in words for screen readers, row by row: each cell's colour, its mark and whether it
 * is met, and where the die stands. The canvas beside it is only a picture.
 */
export function BoardText({ state }: { state: State }) {
  const m = useMessages(pigmentMessages);
  const cells = boardView(state);
  return (
    <div class="visually-hidden">
      <table data-testid="board-text">
        <caption>{m.boardCaption(state.pos[0], state.pos[1])}</caption>
        <tbody>
          {[0, 1, 2, 3, 4].map((y) => (
            <tr key={y}>
              {cells
                .filter((c) => c.cell[1] === y)
                .map((c) => (
                  <td key={c.cell[0]} data-cell={`${c.cell[0]},${y}`}>
                    {m.cell(c.cell[0], y, {
                      floor: c.floor,
                      stain: c.stain === "empty" ? m.bareFloor : m.colour[c.stain],
                      mark: c.mark === null ? null : c.mark === "empty" ? m.bareFloor : m.colour[c.mark],
                      met: c.met === true,
                      die: c.die,
                    })}
                  </td>
                ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
