/**
 * A refused action told in the player's language, the same way on every page.
 * @module
 */

/**
 * The words for a refusal: the page's sentence for the engine's reason, or, for a reason the page
 * does not know (a newer engine's, the match server's), the engine's English words, else the code
 * itself. `Object.hasOwn`, so that a reason named like an object's member ("toString") is never
 * taken for a sentence.
 */
export function refusalWords(
  refusal: { readonly reason: string; readonly detail?: string | undefined },
  sentences: Readonly<Record<string, string>>,
): string {
  return Object.hasOwn(sentences, refusal.reason)
    ? (sentences[refusal.reason] as string)
    : (refusal.detail ?? refusal.reason);
}
