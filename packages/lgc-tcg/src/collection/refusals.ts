/**
 * The reasons of a collection action's `rejected` event (RULES.md §14, "Refusals"), listed so that a client
 * can tell each in its own language; the type is `CollectionRefusal` (model.ts).
 */
import { oneOf, SCHEMA_REASON } from "@core/engine/manifest";
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

/**
 * Every reason `initCollection` gives a `SetupError` (RULES.md §14):
 * - `schema`: the setup schema refuses it (or a seed that is not a finite number).
 * - `reference`: what a schema cannot check of holdings and economy: a card twice in the pool,
 *   two entries of one card version, more stamped provenances than foil copies, two alternative
 *   illustrations shown for one card, economy rules that do not hold together.
 * - `unknown-member`: no card of the pool portrays the guild member `member` names.
 * - `not-in-pool`: a starter entry names a card that is not a collectible card of the pool.
 * - `unknown-starter-deck`: the economy's `starterDeck` names no bundled deck file.
 */
export const COLLECTION_SETUP_REASONS = [
  SCHEMA_REASON,
  "reference",
  "unknown-member",
  "not-in-pool",
  "unknown-starter-deck",
] as const;

/** A reason a collection setup is refused; see {@link COLLECTION_SETUP_REASONS}. */
export type CollectionSetupReason = (typeof COLLECTION_SETUP_REASONS)[number];

/** True when `reason` (a `SetupError`'s, perhaps from another release) is one the collection gives. */
export const isCollectionSetupReason: (reason: unknown) => reason is CollectionSetupReason =
  oneOf(COLLECTION_SETUP_REASONS);
