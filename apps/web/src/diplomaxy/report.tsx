import type { PlanetReportView, State } from "@engines/diplomaxy";
import { useMessages } from "../i18n/index.js";
import { playerColour } from "./layout.js";
import { diplomaxyMessages } from "./messages.js";

/**
 * One planet's adjudication: strengths per player, then each unit's order and outcome. The
 * referee's names every unit; a player's leaves the other players' units anonymous ("—").
 */
export function ReportTable({ r, state }: { r: PlanetReportView; state: State }) {
  const m = useMessages(diplomaxyMessages);
  const name = state.map.planets.find((p) => p.id === r.planet)?.name ?? r.planet;
  return (
    <div class="dx-report panel" data-report={r.planet}>
      <h3>
        {name}:{" "}
        <span data-testid={`controller-${r.planet}`}>
          {r.controller ? m.controlledBy(m.playerName(r.controller)) : r.standoff ? m.standoff : m.nobody}
        </span>
      </h3>
      <table>
        <thead>
          <tr>
            <th>{m.player}</th>
            <th>CTRL</th>
            <th>DEF</th>
            <th>ATT</th>
            <th>{m.lost}</th>
          </tr>
        </thead>
        <tbody>
          {r.players.map((p) => (
            <tr key={p.player} data-player={p.player}>
              <td>
                <span class="dx-dot" style={{ background: playerColour(state.players, p.player) }} />
                {m.playerName(p.player)}
              </td>
              <td>{p.ctrl}</td>
              <td title={p.defExact}>{p.def}</td>
              <td>{p.att}</td>
              <td>{p.loss}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table class="dx-units">
        <thead>
          <tr>
            <th>{m.unit}</th>
            <th>{m.owner}</th>
            <th>{m.order}</th>
            <th>{m.resolved}</th>
          </tr>
        </thead>
        <tbody>
          {r.units.map((u, i) => (
            <tr key={"unit" in u ? u.unit : `anonymous-${i}`} class={u.destroyed ? "destroyed" : ""}>
              <td>{"unit" in u ? u.unit : "—"}</td>
              <td>{u.owner === "—" ? u.owner : m.playerName(u.owner)}</td>
              <td>
                {u.order}
                {u.target ? ` ${u.target}` : ""}
                {u.corridor ? ` ${u.corridor}` : ""}
              </td>
              <td class={u.resolved.includes("Fallback") ? "fallback" : ""}>
                {u.resolved}
                {u.destroyed ? ` · ${m.destroyed}` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
