import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { useLocale, useMessages } from "./i18n/index.js";
import { HomePage } from "./pages/home.js";
import { NotFound } from "./pages/not-found.js";
import { ALL_ROUTES } from "./route-table.js";
import { useRoute } from "./router.js";
import type { Route } from "./routes.js";
import { MAIN_ID, SiteHeader } from "./shell/header.js";
import { shellMessages } from "./shell/messages.js";

function LazyPage({ route }: { route: Route }) {
  const m = useMessages(shellMessages);
  const title = route.text[useLocale()].title;
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
  if (Page === null) return <div class="loading">{m.loading(title)}</div>;
  if ("error" in Page) {
    return (
      <div class="notice notice-error">
        <h2>{m.couldNotLoad(title)}</h2>
        <p>{Page.error}</p>
      </div>
    );
  }
  return <Page.c />;
}

/** The shell: a header with the navigation, and the current page. */
export function App() {
  const path = useRoute();
  const locale = useLocale();
  const m = useMessages(shellMessages);
  const route = ALL_ROUTES.find((r) => r.path === path);
  const title = route?.text[locale].title;
  useEffect(() => {
    document.title = title ? `${title} · ${m.brand}` : m.brand;
    document.documentElement.lang = locale;
  }, [title, locale, m]);
  return (
    <>
      <SiteHeader path={path} />
      <main id={MAIN_ID} tabIndex={-1} class={`page page-${path || "home"}`}>
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
