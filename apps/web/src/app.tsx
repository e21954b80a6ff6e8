import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { HomePage } from "./pages/home.js";
import { NotFound } from "./pages/not-found.js";
import { useRoute } from "./router.js";
import { ROUTES, type Route } from "./routes.js";

function LazyPage({ route }: { route: Route }) {
  const [Page, setPage] = useState<{ c: ComponentType } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    setPage(null);
    route.load().then(
      (c) => live && setPage({ c }),
      (e: unknown) => live && setPage({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [route]);
  if (Page === null) return <div class="loading">Loading {route.title}…</div>;
  if ("error" in Page) {
    return (
      <div class="notice notice-error">
        <h2>{route.title} could not load</h2>
        <p>{Page.error}</p>
      </div>
    );
  }
  return <Page.c />;
}

/** The shell: a header with the navigation, and the current page. */
export function App() {
  const path = useRoute();
  const route = ROUTES.find((r) => r.path === path);
  useEffect(() => {
    document.title = route ? `${route.title} · Games` : "Games";
  }, [route]);
  return (
    <>
      <header class="topbar">
        <a class="brand" href="#/">
          <span class="brand-mark" aria-hidden="true" />
          Games
        </a>
        <nav>
          {ROUTES.map((r) => (
            <a key={r.path} href={`#/${r.path}`} class={r.path === path ? "active" : undefined}>
              {r.title}
            </a>
          ))}
        </nav>
      </header>
      <main class={`page page-${path || "home"}`}>
        {path === "" ? (
          <HomePage />
        ) : route ? (
          <LazyPage key={route.path} route={route} />
        ) : (
          <NotFound path={path} />
        )}
      </main>
    </>
  );
}
