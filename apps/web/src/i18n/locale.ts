import { useEffect, useState } from "preact/hooks";
import { loadStored, saveStored } from "../storage.js";

/** The interface languages. Game content (card text, level names) stays as the data has it. */
export type Locale = "fr" | "en";

/** Every locale, in the order the language switch shows them. */
export const LOCALES: readonly Locale[] = ["fr", "en"];

/** The storage key of the player's explicit choice. */
export const LOCALE_KEY = "locale";

const isLocale = (x: unknown): x is Locale => x === "fr" || x === "en";

/**
 * The locale to start in: the player's stored choice, else the first of the browser's preferred
 * languages (`navigator.languages`) that the app speaks, else English.
 */
export function preferredLocale(stored: unknown, languages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of languages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return "en";
}

let current: Locale | null = null;
const listeners = new Set<(locale: Locale) => void>();

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The current locale (read once from storage and the browser, then kept in memory). */
export function getLocale(): Locale {
  current ??= preferredLocale(
    loadStored(LOCALE_KEY, (x) => (isLocale(x) ? x : null)),
    browserLanguages(),
  );
  return current;
}

/** Switches the interface language, remembers the choice, and re-renders every `useLocale` user. */
export function setLocale(locale: Locale): void {
  if (locale === getLocale()) return;
  current = locale;
  saveStored(LOCALE_KEY, locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  for (const f of listeners) f(locale);
}

/** The current locale; the calling component re-renders when it changes. */
export function useLocale(): Locale {
  const [locale, set] = useState(getLocale);
  useEffect(() => {
    listeners.add(set);
    set(getLocale()); // a switch between the render and this effect
    return () => void listeners.delete(set);
  }, []);
  return locale;
}
