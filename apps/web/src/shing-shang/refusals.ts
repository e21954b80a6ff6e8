/**
 * Why the Shing Shang engine refused an action, in the player's language: one sentence per reason
 * of `SHING_SHANG_REFUSALS` in every language of the app, so that a new reason of the engine fails
 * the type check until it is told here.
 * @module
 */
import type { ShingShangRefusal, ShingShangSetupReason } from "@engines/shing-shang";

/** English: ends "Not allowed: …". */
const en = {
  "invalid-action": "the game cannot read that move",
  "bad-square": "that is not a square of the board",
  "game-over": "the game is over",
  "no-piece": "there is no Bushi there",
  "not-your-piece": "that Bushi is not yours",
  "excluded-piece": "the extra action must use another Bushi than the one that captured",
  "dragon-cannot-step": "a dragon only moves by jumping",
  "not-a-line": "that square is not in a straight line",
  "too-far": "that Bushi cannot step so far",
  blocked: "a step cannot pass over a Bushi",
  occupied: "that square is occupied",
  portal: "that Bushi may not stop on that portal",
  "empty-path": "a jump needs a landing square",
  "not-a-jump": "a jump lands two squares away in a straight line",
  "nothing-to-jump": "there is no Bushi to jump over",
  "too-big": "a Bushi cannot jump over a bigger one",
  revisit: "a chain of jumps cannot land twice on one square",
  "after-capture": "jumping over an enemy captures it and ends the chain",
  "after-portal": "the dragon wins on reaching the portal: the chain ends there",
  "pass-not-allowed": "passing only declines the extra action of a capture",
  "invalid-seat": "the move names no side of the game",
  "not-your-turn": "it is not your turn",
} as const satisfies Record<ShingShangRefusal, string>;

/** French: ends "Refusé : …". */
const fr = {
  "invalid-action": "le jeu ne sait pas lire ce coup",
  "bad-square": "ce n'est pas une case du plateau",
  "game-over": "la partie est terminée",
  "no-piece": "il n'y a pas de Bushi ici",
  "not-your-piece": "ce Bushi n'est pas à vous",
  "excluded-piece": "l'action supplémentaire doit jouer un autre Bushi que celui qui a pris",
  "dragon-cannot-step": "un dragon ne se déplace qu'en sautant",
  "not-a-line": "cette case n'est pas en ligne droite",
  "too-far": "ce Bushi ne peut pas aller si loin d'un pas",
  blocked: "un pas ne peut pas passer par-dessus un Bushi",
  occupied: "cette case est occupée",
  portal: "ce Bushi ne peut pas s'arrêter sur ce portail",
  "empty-path": "un saut demande une case d'arrivée",
  "not-a-jump": "un saut arrive deux cases plus loin en ligne droite",
  "nothing-to-jump": "il n'y a pas de Bushi à sauter",
  "too-big": "un Bushi ne peut pas sauter un plus grand que lui",
  revisit: "une chaîne de sauts ne peut pas revenir sur une case",
  "after-capture": "sauter un ennemi le prend et termine la chaîne",
  "after-portal": "le dragon gagne en atteignant le portail : la chaîne s'arrête là",
  "pass-not-allowed": "passer ne sert qu'à refuser l'action supplémentaire d'une prise",
  "invalid-seat": "le coup ne nomme aucun camp de la partie",
  "not-your-turn": "ce n'est pas votre tour",
} as const satisfies Record<ShingShangRefusal, string>;

/** The sentence of each refusal reason, by language (the page's messages carry theirs). */
export const shingShangRefusals = { en, fr } as const;

/**
 * Why the engine refused a start position (the editor's verdict, a shared link's), one sentence
 * per reason of `SHING_SHANG_SETUP_REASONS` (its RULES.md §2.1), by language.
 */
export const shingShangSetupRefusals = {
  en: {
    schema: "the position cannot be read",
    "off-board": "that square is not on the board",
    "on-portal": "only a dragon may stand on a portal",
    "own-portal": "a dragon may not stand on its own portal",
    "already-won": "a dragon on an enemy portal has already won",
    "too-many-pieces": "a side has more pieces of a kind than an army (2 dragons, 4 lions, 6 monkeys)",
    "no-dragon": "each side needs a dragon",
  },
  fr: {
    schema: "la position est illisible",
    "off-board": "cette case n'est pas sur le plateau",
    "on-portal": "seul un dragon peut se tenir sur un portail",
    "own-portal": "un dragon ne peut pas se tenir sur son propre portail",
    "already-won": "un dragon sur un portail ennemi a déjà gagné",
    "too-many-pieces": "un camp a plus de pièces d'une sorte qu'une armée (2 dragons, 4 lions, 6 singes)",
    "no-dragon": "chaque camp doit avoir un dragon",
  },
} as const satisfies Record<"en" | "fr", Record<ShingShangSetupReason, string>>;
