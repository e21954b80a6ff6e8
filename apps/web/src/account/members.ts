/**
 * Member cards by the member they portray (seed 003 §12): the pool's `memberId`, named by the
 * card's own name so that no page shows an id.
 * @module
 */
import { BUNDLED_POOL } from "@engines/lgc-tcg";
import { latestCards } from "../tcg/data.js";

/** Every member a card portrays, with the card's name, by name. */
export const MEMBER_CARDS: readonly { readonly memberId: string; readonly name: string }[] =
  BUNDLED_POOL.flatMap((c) => {
    if (c.memberId === undefined) return [];
    const card = latestCards.find((l) => l.id === c.cardId);
    return [{ memberId: c.memberId, name: card?.name ?? c.cardId }];
  }).sort((a, b) => a.name.localeCompare(b.name, "fr"));

/** The name of a member's card. */
export function memberCardName(memberId: string): string {
  return MEMBER_CARDS.find((m) => m.memberId === memberId)?.name ?? memberId;
}
