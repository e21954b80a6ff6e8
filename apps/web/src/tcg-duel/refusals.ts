/**
 * Why the duel engine refused an intent, in the player's language: one sentence per reason of
 * `DUEL_REFUSALS` (RULES.md §9) in every language of the app, so that a new reason of the engine
 * fails the type check until it is told here. Keywords are named by the game's own words.
 * @module
 */
import { type DuelRefusal, keywordLabel } from "@engines/lgc-tcg";
import { type Catalog, LOCALES, type Locale } from "../i18n/index.js";
import { textContextIn } from "../tcg/data.js";

/** The keywords as each language names them (the taxonomy's labels and their translations). */
const kw = (locale: Locale) => ({
  TAUNT: keywordLabel(textContextIn(locale), "TAUNT"),
  STEALTH: keywordLabel(textContextIn(locale), "STEALTH"),
  RUSH: keywordLabel(textContextIn(locale), "RUSH"),
});
const EN = kw("en");
const FR = kw("fr");

/** English: ends "Refused: …". */
const en = {
  "invalid-action": "the game cannot read that action",
  "invalid-player": "the action names no player of the duel",
  "invalid-targets": "the game cannot read the targets",
  "unknown-action": "the game has no such action",
  "invalid-replace": "the game cannot read the cards to send back",
  "invalid-card": "the game cannot read the card played",
  "invalid-attack": "the game cannot read the attack",
  "invalid-source": "the game cannot read the card to activate",
  "game-over": "the duel is over",
  "mulligan-phase": "the mulligan comes first",
  "mulligan-over": "the mulligan is over",
  "already-mulliganed": "the mulligan is already chosen",
  "duplicate-card": "a card is named twice",
  "not-in-hand": "that card is not in your hand",
  "not-your-turn": "it is not your turn",
  "not-enough-ferveur": "not enough Fervour",
  "board-full": "your board is full",
  "permanents-full": "you have no room for another permanent",
  "secrets-full": "you have no room for another Secret",
  "secret-in-play": "that Secret is already in play",
  "no-valid-target": "there is no valid target",
  "missing-target": "a target is missing",
  "invalid-target": "that target cannot be chosen",
  "unexpected-target": "that card takes no such target",
  "no-hero-power": "your hero has no hero power",
  "hero-power-used": "the hero power is already used this turn",
  "not-your-entity": "that is not one of your cards in play",
  silenced: "that card is silenced",
  "no-manual-ability": "that card has no ability to activate",
  "already-activated": "that card is already activated this turn",
  "not-your-creature": "that is not one of your creatures",
  "already-attacked": "that creature has already attacked this turn",
  "no-attack": "that creature has no attack",
  "summoning-sickness": "that creature arrived this turn and cannot attack yet",
  "rush-cannot-attack-hero": `a creature with ${EN.RUSH} attacks only creatures on the turn it arrives`,
  stealth: `a creature with ${EN.STEALTH} cannot be attacked`,
  taunt: `a creature with ${EN.TAUNT} must be attacked first`,
  "invalid-seat": "the action names no seat of the duel",
  "not-your-action": "that action is not yours to play",
} as const satisfies Record<DuelRefusal, string>;

/** French: ends "Refusé : …". */
const fr = {
  "invalid-action": "le jeu ne sait pas lire cette action",
  "invalid-player": "l'action ne nomme aucun joueur du duel",
  "invalid-targets": "le jeu ne sait pas lire les cibles",
  "unknown-action": "le jeu n'a pas cette action",
  "invalid-replace": "le jeu ne sait pas lire les cartes à remplacer",
  "invalid-card": "le jeu ne sait pas lire la carte jouée",
  "invalid-attack": "le jeu ne sait pas lire l'attaque",
  "invalid-source": "le jeu ne sait pas lire la carte à activer",
  "game-over": "le duel est terminé",
  "mulligan-phase": "le mulligan vient d'abord",
  "mulligan-over": "le mulligan est terminé",
  "already-mulliganed": "le mulligan est déjà choisi",
  "duplicate-card": "une carte est nommée deux fois",
  "not-in-hand": "cette carte n'est pas dans votre main",
  "not-your-turn": "ce n'est pas votre tour",
  "not-enough-ferveur": "pas assez de Ferveur",
  "board-full": "votre plateau est plein",
  "permanents-full": "vous n'avez plus de place pour un permanent",
  "secrets-full": "vous n'avez plus de place pour un Secret",
  "secret-in-play": "ce Secret est déjà en jeu",
  "no-valid-target": "aucune cible valide",
  "missing-target": "il manque une cible",
  "invalid-target": "cette cible ne peut pas être choisie",
  "unexpected-target": "cette carte ne prend pas une telle cible",
  "no-hero-power": "votre héros n'a pas de pouvoir héroïque",
  "hero-power-used": "le pouvoir héroïque est déjà utilisé ce tour-ci",
  "not-your-entity": "ce n'est pas une de vos cartes en jeu",
  silenced: "cette carte est réduite au silence",
  "no-manual-ability": "cette carte n'a pas de capacité à activer",
  "already-activated": "cette carte est déjà activée ce tour-ci",
  "not-your-creature": "ce n'est pas une de vos créatures",
  "already-attacked": "cette créature a déjà attaqué ce tour-ci",
  "no-attack": "cette créature n'a pas d'attaque",
  "summoning-sickness": "cette créature est arrivée ce tour-ci et ne peut pas encore attaquer",
  "rush-cannot-attack-hero": `une créature avec ${FR.RUSH} n'attaque que des créatures le tour de son arrivée`,
  stealth: `une créature avec ${FR.STEALTH} ne peut pas être attaquée`,
  taunt: `une créature avec ${FR.TAUNT} doit être attaquée d'abord`,
  "invalid-seat": "l'action ne nomme aucune place du duel",
  "not-your-action": "cette action n'est pas la vôtre",
} as const satisfies Record<DuelRefusal, string>;

/** The sentence of each duel refusal reason, by language. */
export const intentRefusals: Catalog<Readonly<Record<DuelRefusal, string>>> = { en, fr };

/** The sentences of `lang` (the duel's messages' `lang`), English for a language the app lacks. */
export function refusalSentences(lang: string): Readonly<Record<DuelRefusal, string>> {
  return LOCALES.find((l) => l === lang) === undefined ? en : intentRefusals[lang as Locale];
}
