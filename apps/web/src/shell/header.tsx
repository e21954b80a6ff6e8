import { useEffect } from "preact/hooks";
import { LOCALES, setLocale, useLocale, useMessages } from "../i18n/index.js";
import { ROUTES } from "../routes.js";
import { useDisclosure } from "./disclosure.js";
import { shellMessages } from "./messages.js";

/** The id of the page's main element, where the skip link sends focus. */
export const MAIN_ID = "main";

/** The two-letter switch between the interface languages. */
function LanguageSwitch() {
  const locale = useLocale();
  const m = useMessages(shellMessages);
  return (
    <fieldset class="lang-switch" aria-label={m.language} data-testid="language">
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === locale}
          title={m.languageName[l]}
          aria-label={m.languageName[l]}
          onClick={() => setLocale(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The site header: a skip link first, the brand, the pages and the language switch (always at the
 * right end). Below 1024 px the pages fold into a menu button (the current page's name stays in
 * view).
 */
export function SiteHeader({ path }: { path: string }) {
  const locale = useLocale();
  const m = useMessages(shellMessages);
  const { open, setOpen, ref: menuRef, onKeyDown: onMenuKey } = useDisclosure<HTMLDivElement>(".menu-button");
  const current = ROUTES.find((r) => r.path === path);

  useEffect(() => setOpen(false), [path]);

  const skip = (e: MouseEvent) => {
    e.preventDefault(); // the hash is the router's: focus the content instead of following #main
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView();
  };

  return (
    <header class="topbar">
      <a class="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
        {m.skip}
      </a>
      <a class="brand" href="#/">
        <span class="brand-mark" aria-hidden="true" />
        {m.brand}
      </a>
      {current && (
        <span class="topbar-page" aria-hidden="true">
          {current.text[locale].title}
        </span>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Esc from the button or a link inside */}
      <div class={open ? "site-menu open" : "site-menu"} ref={menuRef} onKeyDown={onMenuKey}>
        <button
          type="button"
          class="menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? m.closeMenu : m.menu}
          onClick={() => setOpen(!open)}
        >
          <span class="menu-icon" aria-hidden="true" />
        </button>
        <nav id="site-nav" aria-label={m.nav}>
          {ROUTES.map((r) => (
            <a
              key={r.path}
              href={`#/${r.path}`}
              class={r.path === path ? "active" : undefined}
              aria-current={r.path === path ? "page" : undefined}
              onClick={() => setOpen(false)}
            >
              {r.text[locale].title}
            </a>
          ))}
        </nav>
      </div>
      <a
        class="account-link"
        href="#/account"
        aria-current={path === "account" ? "page" : undefined}
        data-testid="account-link"
      >
        {m.account}
      </a>
      <LanguageSwitch />
    </header>
  );
}
