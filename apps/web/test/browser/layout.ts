/**
 * What the layout and accessibility checks walk (every page of the app's route table, at the three
 * sizes issue 30 names) and the overlap measure.
 * @module
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { ALL_ROUTES } from "../../src/route-table.js";

/** A page to open: its hash path and the name it marks itself ready with. */
export interface PageToOpen {
  readonly path: string;
  readonly ready: string;
}

/** The home page, then every route of the app (games, kits, online and account pages). */
export const EVERY_PAGE: readonly PageToOpen[] = [
  { path: "", ready: "home" },
  ...ALL_ROUTES.map((r) => ({ path: r.path, ready: r.path })),
];

/** A viewport the pages must fit: its name (for messages and file names) and the context options. */
export interface Viewport {
  readonly name: string;
  readonly options: BrowserContextOptions;
}

/** Desktop 1280×800, tablet 768×1024 (touch) and phone 390×844 (touch). */
export const VIEWPORTS: readonly Viewport[] = [
  { name: "desktop", options: { viewport: { width: 1280, height: 800 } } },
  { name: "tablet", options: { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true } },
  { name: "phone", options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

/**
 * Pairs of visible interactive elements (links, buttons, fields, summaries, elements with a
 * widget role or a tab stop) whose boxes overlap by more than `tolerance` px both ways, neither
 * inside the other. A box counts only as far as it is seen: clipped by its scrolling or clipping
 * ancestors, and not when hidden (display, visibility, opacity 0 on it or an ancestor). Each pair
 * as `a "name" × b "name" (w×h px)`, at most 10. Measured with the document scrolled to the top,
 * so the sticky header sits over nothing that scrolled under it.
 */
export async function overlappingControls(page: Page, tolerance = 1): Promise<string[]> {
  return page.evaluate((tolerance) => {
    window.scrollTo(0, 0);
    const sel = [
      "a[href]",
      "button",
      "input:not([type='hidden'])",
      "select",
      "textarea",
      "summary",
      "[role='button']",
      "[role='link']",
      "[role='tab']",
      "[role='checkbox']",
      "[role='radio']",
      "[role='slider']",
      "[role='option']",
      "[tabindex]:not([tabindex='-1'])",
    ].join(", ");
    type Box = { el: Element; l: number; t: number; r: number; b: number };
    const visibleBox = (el: Element): Box | null => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
      if (el.closest(".visually-hidden, [inert]")) return null;
      const rect = el.getBoundingClientRect();
      let l = rect.left;
      let t = rect.top;
      let r = rect.right;
      let b = rect.bottom;
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== "visible" || s.overflowY !== "visible") {
          const c = a.getBoundingClientRect();
          l = Math.max(l, c.left);
          t = Math.max(t, c.top);
          r = Math.min(r, c.right);
          b = Math.min(b, c.bottom);
        }
        if (s.position === "fixed") break;
      }
      return r - l > 0 && b - t > 0 ? { el, l, t, r, b } : null;
    };
    const label = (el: Element) => {
      const cls = typeof el.className === "string" ? el.className.trim().split(/\s+/)[0] : "";
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 24);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""} "${text}"`;
    };
    const boxes = [...document.body.querySelectorAll(sel)]
      .map(visibleBox)
      .filter((b): b is Box => b !== null);
    const out: string[] = [];
    for (let i = 0; i < boxes.length && out.length < 10; i++) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length && out.length < 10; j++) {
        const b = boxes[j]!;
        const w = Math.min(a.r, b.r) - Math.max(a.l, b.l);
        const h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
        if (w <= tolerance || h <= tolerance) continue;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        out.push(`${label(a.el)} × ${label(b.el)} (${Math.round(w)}×${Math.round(h)} px)`);
      }
    }
    return out;
  }, tolerance);
}
