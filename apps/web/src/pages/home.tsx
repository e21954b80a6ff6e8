import { useEffect } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { markInteractive } from "../router.js";
import { ROUTES } from "../routes.js";
import { shellMessages } from "../shell/messages.js";

/** The games, one line each. */
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
              <span class="game-glyph" aria-hidden="true">
                {r.icon && <r.icon />}
              </span>
              <span class="game-name">{r.text[locale].title}</span>
              <span class="game-summary">{r.text[locale].summary}</span>
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
