import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { markInteractive } from "../router.js";
import type { Route } from "../routes.js";
import { ROUTES } from "../routes.js";
import { shellMessages } from "../shell/messages.js";

/**
 * A game's picture: its board in its initial state, drawn from the engine once loaded (after the
 * page's first paint), its mark meanwhile and for pages without one.
 */
function Thumbnail({ route }: { route: Route }) {
  const [Board, setBoard] = useState<{ c: ComponentType } | null>(null);
  useEffect(() => {
    let live = true;
    route.thumbnail?.().then(
      (c) => live && setBoard({ c }),
      () => undefined, // the mark stays: a picture is not worth an error on the home page
    );
    return () => {
      live = false;
    };
  }, [route]);
  return (
    <span class={`game-thumb${Board ? " live" : ""}`} aria-hidden="true">
      {Board ? <Board.c /> : route.icon && <route.icon />}
    </span>
  );
}

/** The games, each with a picture of its board and one line of what it is. */
export function HomePage() {
  useEffect(() => markInteractive("home"), []);
  const locale = useLocale();
  const m = useMessages(shellMessages);
  return (
    <section class="home">
      <h1>{m.brand}</h1>
      <p class="lede">{m.homeLede}</p>
      <ul class="game-list">
        {ROUTES.map((r) => (
          <li key={r.path}>
            <a href={`#/${r.path}`} class={`game-card game-${r.path}`}>
              <Thumbnail route={r} />
              <span class="game-name">{r.text[locale].title}</span>
              <span class="game-summary">{r.text[locale].summary}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
