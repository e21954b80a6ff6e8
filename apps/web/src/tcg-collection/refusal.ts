/**
 * A refused collection action told in the player's language.
 * @module
 */
import { isCollectionRefusal } from "@engines/lgc-tcg";
import type { CollectionMessages } from "./messages.js";

/**
 * The sentence of the engine's reason (`COLLECTION_REFUSALS`), or, for a reason this page does not
 * know (a newer engine's), the engine's English words, else its code.
 */
export function collectionRefusal(
  r: { readonly reason: string; readonly detail?: string | undefined },
  m: Pick<CollectionMessages, "refusals" | "refused">,
): string {
  return isCollectionRefusal(r.reason) ? m.refusals[r.reason] : m.refused(r.detail ?? r.reason);
}
