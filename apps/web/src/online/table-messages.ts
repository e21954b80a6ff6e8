/** The table's words (resign, draw offers, take-backs) of an online match, in English and French. */
import type { TableRefusal } from "@core/match-client";
import { defineMessages } from "../i18n/index.js";

const REFUSALS_EN: Record<TableRefusal, string> = {
  "match-over": "the match is over.",
  "two-seats-only": "this is for two-player matches only.",
  "offer-pending": "an offer is already waiting for an answer.",
  "bot-opponent": "a bot answers no offer.",
  "takeback-not-allowed": "this game allows no take-back.",
  "nothing-to-take-back": "you have no move to take back yet.",
  "no-such-offer": "that offer is no longer open.",
  "own-offer": "you cannot answer your own offer.",
  "not-your-offer": "only its author can withdraw an offer.",
};

const REFUSALS_FR: Record<TableRefusal, string> = {
  "match-over": "la partie est terminée.",
  "two-seats-only": "réservé aux parties à deux joueurs.",
  "offer-pending": "une proposition attend déjà une réponse.",
  "bot-opponent": "un bot ne répond à aucune proposition.",
  "takeback-not-allowed": "ce jeu ne permet pas de reprendre un coup.",
  "nothing-to-take-back": "vous n'avez encore aucun coup à reprendre.",
  "no-such-offer": "cette proposition n'est plus ouverte.",
  "own-offer": "vous ne pouvez pas répondre à votre propre proposition.",
  "not-your-offer": "seul son auteur peut retirer une proposition.",
};

export const tableMessages = defineMessages({
  en: {
    table: "Table",
    resign: "Resign",
    resignConfirm: "Resign this match?",
    resignYes: "Yes, resign",
    cancel: "Cancel",
    offerDraw: "Offer a draw",
    askTakeBack: "Ask to take back",
    accept: "Accept",
    decline: "Decline",
    withdraw: "Withdraw",
    youOffered: (takeBack: boolean) =>
      takeBack ? "You asked to take back your last move." : "You offered a draw.",
    theyOffer: (seat: string, takeBack: boolean) =>
      takeBack ? `Seat ${seat} asks to take back their last move.` : `Seat ${seat} offers a draw.`,
    resigned: (seat: string) => `Seat ${seat} resigned.`,
    drawAgreed: "Draw agreed.",
    takenBack: "A move was taken back.",
    refused: (why: string) => `Refused: ${why}`,
    refusals: REFUSALS_EN,
  },
  fr: {
    table: "Table",
    resign: "Abandonner",
    resignConfirm: "Abandonner cette partie ?",
    resignYes: "Oui, abandonner",
    cancel: "Annuler",
    offerDraw: "Proposer la nulle",
    askTakeBack: "Demander à reprendre",
    accept: "Accepter",
    decline: "Refuser",
    withdraw: "Retirer",
    youOffered: (takeBack: boolean) =>
      takeBack ? "Vous avez demandé à reprendre votre dernier coup." : "Vous avez proposé la nulle.",
    theyOffer: (seat: string, takeBack: boolean) =>
      takeBack
        ? `La place ${seat} demande à reprendre son dernier coup.`
        : `La place ${seat} propose la nulle.`,
    resigned: (seat: string) => `La place ${seat} a abandonné.`,
    drawAgreed: "Nulle acceptée.",
    takenBack: "Un coup a été repris.",
    refused: (why: string) => `Refusé : ${why}`,
    refusals: REFUSALS_FR,
  },
});
