import { useEffect } from "preact/hooks";
import { markInteractive } from "../router.js";
import { ROUTES } from "../routes.js";
import { GameIcon } from "./icons.js";

/** The games, one line each. */
export function HomePage() {
  useEffect(() => markInteractive("home"), []);
  return (
    <section class="home">
      <h1>Games</h1>
      <p class="lede">
        Two puzzles, two strategy games and a card game on deterministic rules engines. The pages only draw:
        every move is checked by the same engine the command line and the conformance kits use.
      </p>
      <ul class="game-list">
        {ROUTES.map((r) => (
          <li key={r.path}>
            <a href={`#/${r.path}`} class={`game-card game-${r.path}`}>
              <span class="game-glyph" aria-hidden="true">
                <GameIcon game={r.path} />
              </span>
              <span class="game-name">{r.title}</span>
              <span class="game-summary">{r.summary}</span>
              <span class="game-go" aria-hidden="true">
                →
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
