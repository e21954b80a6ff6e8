import { defineMessages } from "../i18n/index.js";

/** The words of the Balance page's real-match source. */
export const realMessages = defineMessages({
  en: {
    sourceLabel: "Data",
    sources: { bots: "Bot self-play", real: "Real matches" },
    about:
      "Finished online duels between signed-in players, recorded by the server: the engine replays each match's log and says what was drawn, played and held at the end.",
    games: (n: number) => `${n.toLocaleString("en")} finished duel${n === 1 ? "" : "s"}`,
    from: "From",
    to: "To",
    versions: "Card versions",
    versionNames: { current: "current versions only", all: "one line per version played" },
    context: "Duels",
    contexts: { "": "all", friendly: "friendly", ranked: "ranked" },
    tooFew: (n: number, min: number) => `too few games (${n} of the ${min} needed)`,
    tooFewShort: "too few games",
    smallSamples: (min: number) =>
      `A rate measured over fewer than ${min} games has no figure: it would be noise.`,
    heroes: "Hero classes",
    heroesLabel: "Each hero class's score in real matches, with its 95 % interval",
    loading: "Reading the recorded duels…",
    noService:
      "This page is not served by a match server with accounts: real matches are recorded only there.",
    unavailable: "The server could not answer: try again in a moment.",
    badDates: "The first day must come before the last.",
    none: "No duel recorded for these filters yet.",
  },
  fr: {
    sourceLabel: "Données",
    sources: { bots: "Parties de bots", real: "Vraies parties" },
    about:
      "Les duels en ligne terminés entre joueurs connectés, enregistrés par le serveur : le moteur rejoue le journal de chaque partie et dit ce qui a été pioché, joué et gardé en main à la fin.",
    games: (n: number) => `${n.toLocaleString("fr")} duel${n > 1 ? "s" : ""} terminé${n > 1 ? "s" : ""}`,
    from: "Du",
    to: "Au",
    versions: "Versions des cartes",
    versionNames: { current: "versions actuelles seulement", all: "une ligne par version jouée" },
    context: "Duels",
    contexts: { "": "tous", friendly: "amicaux", ranked: "classés" },
    tooFew: (n: number, min: number) => `trop peu de parties (${n} sur les ${min} nécessaires)`,
    tooFewShort: "trop peu de parties",
    smallSamples: (min: number) =>
      `Un taux mesuré sur moins de ${min} parties n'a pas de chiffre : ce serait du bruit.`,
    heroes: "Classes de héros",
    heroesLabel: "Le score de chaque classe de héros en vraies parties, avec son intervalle à 95 %",
    loading: "Lecture des duels enregistrés…",
    noService:
      "Cette page n'est pas servie par un serveur de parties avec comptes : les vraies parties ne sont enregistrées que là.",
    unavailable: "Le serveur n'a pas pu répondre : réessayez dans un instant.",
    badDates: "Le premier jour doit précéder le dernier.",
    none: "Aucun duel enregistré pour ces filtres pour l'instant.",
  },
});
