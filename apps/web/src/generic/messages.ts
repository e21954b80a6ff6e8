import { defineMessages } from "../i18n/index.js";

/** The generic player's words (a game without a page of its own, or an online board of one). */
export const genericMessages = defineMessages({
  en: {
    loading: "Loading the engine…",
    loadFailed: (error: string) => `The engine could not be loaded: ${error}`,
    intro:
      "This game has no page of its own yet: here is its engine's state as JSON, and the actions its rules allow now.",
    state: "State",
    view: (seat: string) => `What seat ${seat} sees`,
    toAct: (seats: string) => `To play: ${seats}`,
    over: "The game is over.",
    legal: "Allowed actions",
    noneListed: "The engine lists no action now.",
    more: (n: number) => `… and ${n} more: type one below.`,
    typed: "An action, as JSON",
    play: "Play",
    restart: "Start again",
    notJson: 'This is not JSON: an action is an object such as {"type": "pass"}.',
    refused: (reason: string) => `The engine refused this action (its reason code: ${reason}).`,
    setupRefused: (detail: string) => `The game could not start: ${detail}`,
    events: "What happened",
    send: "Send",
  },
  fr: {
    loading: "Chargement du moteur…",
    loadFailed: (error: string) => `Le moteur n'a pas pu être chargé : ${error}`,
    intro:
      "Ce jeu n'a pas encore de page à lui : voici l'état de son moteur en JSON, et les actions que ses règles permettent maintenant.",
    state: "État",
    view: (seat: string) => `Ce que voit la place ${seat}`,
    toAct: (seats: string) => `À jouer : ${seats}`,
    over: "La partie est finie.",
    legal: "Actions permises",
    noneListed: "Le moteur ne propose aucune action maintenant.",
    more: (n: number) => `… et ${n} de plus : saisissez-en une ci-dessous.`,
    typed: "Une action, en JSON",
    play: "Jouer",
    restart: "Recommencer",
    notJson: 'Ce n\'est pas du JSON : une action est un objet comme {"type": "pass"}.',
    refused: (reason: string) => `Le moteur a refusé cette action (son code de raison : ${reason}).`,
    setupRefused: (detail: string) => `La partie n'a pas pu commencer : ${detail}`,
    events: "Ce qui s'est passé",
    send: "Envoyer",
  },
});
