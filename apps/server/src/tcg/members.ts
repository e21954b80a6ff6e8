/**
 * The guild's member cards (seed 003 §12): which member ids a card of the LGC TCG portrays, for
 * the account service's member links.
 */
import { BUNDLED_POOL } from "@engines/lgc-tcg";

const MEMBERS: ReadonlySet<string> = new Set(
  BUNDLED_POOL.flatMap((c) => (c.memberId === undefined ? [] : [c.memberId])),
);

/** Whether some card of the pool portrays this member. */
export function isMemberCard(memberId: string): boolean {
  return MEMBERS.has(memberId);
}
