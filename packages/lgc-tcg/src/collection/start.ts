/**
 * Building a new collection from a setup already checked (engine.ts checks it against its schema
 * and references first): the starter deck, the economy and pool given or bundled. Apart from the
 * schema check so that a page starting a collection from bundled data carries no schema validator.
 */
import { pointer, SCHEMA_REASON, SetupError, seedRng } from "@core/engine";
import { LAUNCH_FILES } from "../data/launch.js";
import type { Deck, DeckEntry, EconomyRules } from "../data/types.js";
import { BUNDLED_POOL, COPY_LIMITS, ECONOMY_RULES } from "./catalogue.js";
import type { CollectionSetup } from "./engine.js";
import type { CollectionState } from "./model.js";
import { addCopy, entriesOf, holdingsOf } from "./owned.js";
import type { CollectionSetupReason } from "./refusals.js";

/** A setup reason, typed against the list (RULES.md §14). */
const reason = (r: CollectionSetupReason): CollectionSetupReason => r;

/**
 * A new collection from a setup that passed the schema and reference checks (`initCollection`
 * does both), or one a caller built from bundled data. Throws {@link SetupError} on what only
 * building finds: a non-finite seed, a starter card outside the pool, an unknown starter deck.
 */
export function startCollection(s: CollectionSetup): CollectionState {
  if (typeof s.seed === "number" && !Number.isFinite(s.seed))
    throw new SetupError("must be finite", "/seed", undefined, SCHEMA_REASON);
  const rules = s.rules ?? ECONOMY_RULES;
  const pool = s.pool ?? BUNDLED_POOL;
  if (s.member !== undefined && !pool.some((c) => c.memberId === s.member))
    throw new SetupError(
      `no card of the pool portrays the member "${s.member}"`,
      "/member",
      undefined,
      reason("unknown-member"),
    );
  const starter = s.starter ?? (s.copies === undefined ? starterOf(rules) : []);
  const holdings = holdingsOf(s.copies ?? []);
  starter.forEach((e, i) => {
    if (!pool.some((c) => c.cardId === e.cardId))
      throw new SetupError(
        `"${e.cardId}" is not a collectible card of the pool`,
        pointer("starter", i, "cardId"),
        undefined,
        reason("not-in-pool"),
      );
    for (let k = 0; k < e.count; k++) addCopy(holdings, e.cardId, e.version, false);
  });
  return {
    player: s.player ?? "joueur",
    set: s.set ?? pool[0]?.set ?? "PVB",
    rules,
    pool,
    limits: s.limits ?? COPY_LIMITS,
    rng: seedRng(s.seed),
    sceaux: s.sceaux ?? 0,
    packs: s.packs ?? 0,
    pity: s.pity ?? { legendary: 0, foil: 0 },
    copies: entriesOf(holdings),
    ...(s.member === undefined ? {} : { member: s.member }),
    ...(s.altArts === undefined || s.altArts.length === 0 ? {} : { altArts: s.altArts }),
  };
}

/** The starter deck economy.json names, among the bundled data files. */
function starterOf(rules: EconomyRules): readonly DeckEntry[] {
  const deck = Object.hasOwn(LAUNCH_FILES, rules.starterDeck)
    ? (LAUNCH_FILES[rules.starterDeck] as Deck)
    : undefined;
  if (deck === undefined)
    throw new SetupError(
      `no deck file "${rules.starterDeck}"`,
      "/rules/starterDeck",
      undefined,
      reason("unknown-starter-deck"),
    );
  return deck.cards;
}
