import { getLocale, type Locale, useLocale } from "./locale.js";

/**
 * A message catalogue: the same shape of messages in every locale. A message is a string, or a
 * function of its parameters for interpolation and plurals (each language writes its own
 * agreement rules in the function, as French and English differ on 0 and 1).
 */
export type Catalog<M> = { readonly [L in Locale]: M };

/**
 * Declares a catalogue. English gives the shape and French must match it exactly (same keys, same
 * parameters), so a missing or extra translation is a type error. Each page declares its own
 * catalogue next to its code, so it ships in that page's chunk.
 *
 * @example
 * const messages = defineMessages({
 *   en: { undo: "Undo", won: (n: number) => `Won in ${n} move${n === 1 ? "" : "s"}` },
 *   fr: { undo: "Annuler", won: (n: number) => `Gagné en ${n} coup${n > 1 ? "s" : ""}` },
 * });
 * const m = useMessages(messages); // m.won(3)
 */
export function defineMessages<M>(catalog: {
  readonly en: M;
  readonly fr: NoInfer<Widen<M>>;
}): Catalog<Widen<M>> {
  return catalog as Catalog<Widen<M>>;
}

/**
 * The shape of a catalogue with its English texts widened to `string`, so French may say
 * something else: `(n: number) => "Draw" | "Win"` becomes `(n: number) => string`.
 */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends object
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T;

/** The current locale's messages of `catalog`; the component re-renders on a language switch. */
export function useMessages<M>(catalog: Catalog<M>): M {
  return catalog[useLocale()];
}

/** The current locale's messages, outside a component (read at call time, no re-render). */
export function messagesNow<M>(catalog: Catalog<M>): M {
  return catalog[getLocale()];
}
