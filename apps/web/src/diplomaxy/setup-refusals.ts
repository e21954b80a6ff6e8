/**
 * Why the match server's Diplomaxy engine would not start the game "Play online" asked for (a
 * server of another release), in the player's language: a sentence per reason of
 * `DIPLOMAXY_SETUP_REASONS` (RULES.md §1.1), so that a new reason fails the type check until it
 * is told here. Turn-1 orders are refused with the orders' own reasons, told as refused orders.
 * @module
 */
import type { SetupRefusal } from "@core/match-client";
import type { DiplomaxySetupReason } from "@engines/diplomaxy";
import { diplomaxyRefusals } from "./refusals.js";

/** The setup's own checks, in English (the orders' reasons are `diplomaxyRefusals`'). */
const en = {
  ...diplomaxyRefusals.en,
  schema: "the game's description is not one the game can read",
  "duplicate-player-id": "two players have the same name",
  "duplicate-planet-id": "two planets have the same name",
  "duplicate-corridor-id": "two corridors have the same name",
  "duplicate-unit-id": "two units have the same name",
  "unknown-planet": "the map has no such planet",
  "corridor-loop": "a corridor leads from a planet back to itself",
  "unknown-player": "a player named is not in the game",
  "invalid-fallback-factor": "the fallback factor must lie strictly between 0 and 1",
  "player-out": "orders are given to a player with no unit",
} as const satisfies Record<DiplomaxySetupReason, string>;

/** French. */
const fr = {
  ...diplomaxyRefusals.fr,
  schema: "la description de la partie n'est pas lisible par le jeu",
  "duplicate-player-id": "deux joueurs portent le même nom",
  "duplicate-planet-id": "deux planètes portent le même nom",
  "duplicate-corridor-id": "deux couloirs portent le même nom",
  "duplicate-unit-id": "deux unités portent le même nom",
  "unknown-planet": "la carte n'a pas cette planète",
  "corridor-loop": "un couloir ramène une planète à elle-même",
  "unknown-player": "un joueur nommé n'est pas dans la partie",
  "invalid-fallback-factor": "le facteur de repli doit être strictement entre 0 et 1",
  "player-out": "des ordres sont donnés à un joueur sans unité",
} as const satisfies Record<DiplomaxySetupReason, string>;

/** The sentence of each setup reason, by language (Diplomaxy's messages carry theirs). */
export const diplomaxySetupRefusals = { en, fr } as const;

/**
 * The server's refusal in the player's language, or null for a reason this page does not know
 * (none, or a newer engine's), which the online panel tells in the server's words.
 */
export function serverRefusal(
  r: Pick<SetupRefusal, "reason">,
  m: { readonly setupRefusals: Readonly<Record<string, string>>; serverRefused(reason: string): string },
): string | null {
  return r.reason !== undefined && Object.hasOwn(m.setupRefusals, r.reason)
    ? m.serverRefused(m.setupRefusals[r.reason] as string)
    : null;
}
