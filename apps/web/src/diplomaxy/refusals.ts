/**
 * Why the Diplomaxy engine refused an action, in the player's language: one sentence per reason
 * of `DIPLOMAXY_REFUSALS` (its RULES.md §2, §8) in every language of the app, so that a new
 * reason of the engine fails the type check until it is told here.
 * @module
 */
import type { DiplomaxyRefusal } from "@engines/diplomaxy";

/** English: ends "Refused: …". */
const en = {
  "invalid-action": "the game cannot read that action",
  "game-over": "the game is over",
  "invalid-seat": "the action names no seat of the game",
  "not-your-action": "that action is not yours to send",
  "player-out": "that player is out of the game",
  "already-ready": "you are already ready",
  "unknown-player": "a player named is not in the game",
  "bad-orders": "the game cannot read the orders",
  "bad-order": "the game cannot read an order",
  "not-your-unit": "an order names a unit that is not yours",
  "unit-in-transit": "a unit in a corridor takes no order",
  "duplicate-unit": "a unit has two orders",
  "missing-target": "a support or an attack needs a target player",
  "self-target": "a unit cannot target its own player",
  "target-out": "the target player is out of the game",
  "missing-corridor": "a move needs a corridor",
  "unknown-corridor": "the map has no such corridor",
  "corridor-not-here": "that corridor does not leave the unit's planet",
  "unexpected-field": "an order has a field it does not take",
} as const satisfies Record<DiplomaxyRefusal, string>;

/** French: ends "Refusé : …". */
const fr = {
  "invalid-action": "le jeu ne sait pas lire cette action",
  "game-over": "la partie est terminée",
  "invalid-seat": "l'action ne nomme aucune place de la partie",
  "not-your-action": "cette action n'est pas la vôtre",
  "player-out": "ce joueur est éliminé",
  "already-ready": "vous êtes déjà prêt",
  "unknown-player": "un joueur nommé n'est pas dans la partie",
  "bad-orders": "le jeu ne sait pas lire les ordres",
  "bad-order": "le jeu ne sait pas lire un ordre",
  "not-your-unit": "un ordre nomme une unité qui n'est pas la vôtre",
  "unit-in-transit": "une unité dans un couloir ne reçoit pas d'ordre",
  "duplicate-unit": "une unité a deux ordres",
  "missing-target": "un soutien ou une attaque demande un joueur cible",
  "self-target": "une unité ne peut pas viser son propre joueur",
  "target-out": "le joueur visé est éliminé",
  "missing-corridor": "un déplacement demande un couloir",
  "unknown-corridor": "la carte n'a pas ce couloir",
  "corridor-not-here": "ce couloir ne part pas de la planète de l'unité",
  "unexpected-field": "un ordre a un champ qu'il ne prend pas",
} as const satisfies Record<DiplomaxyRefusal, string>;

/** The sentence of each refusal reason, by language (Diplomaxy's messages carry theirs). */
export const diplomaxyRefusals = { en, fr } as const;
