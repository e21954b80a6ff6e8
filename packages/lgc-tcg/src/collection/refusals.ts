/**
 * The reasons of a collection action's `rejected` event (RULES.md §14, "Refusals"), listed so that a client
 * can tell each in its own language; the type is `CollectionRefusal` (model.ts).
 */
import { oneOf } from "@core/engine";
import type { CollectionRefusal } from "./model.js";

/** Every reason `reduceCollection` refuses an action with. */
export const COLLECTION_REFUSALS = [
  "invalid-action",
  "unknown-action",
  "invalid-count",
  "no-pack",
  "empty-pool",
  "collection-full",
  "unknown-card",
  "not-owned",
  "not-a-duplicate",
  "stamped-foil",
  "at-maximum",
  "not-enough-sceaux",
  "invalid-grant",
  "foil-not-for-sale",
  "no-alt-art",
  "not-own-member-card",
  "alt-art-limit",
  "no-such-art",
  "already-shown",
  "unknown-member",
  "member-already-set",
] as const satisfies readonly CollectionRefusal[];

// The list holds every reason of the type: a reason added to one and not the other fails here.
const listed: Record<Exclude<CollectionRefusal, (typeof COLLECTION_REFUSALS)[number]>, never> = {};
void listed;

/** True when `reason` (a `rejected` event's, perhaps from another release) is a collection refusal. */
export const isCollectionRefusal: (reason: unknown) => reason is CollectionRefusal =
  oneOf(COLLECTION_REFUSALS);
