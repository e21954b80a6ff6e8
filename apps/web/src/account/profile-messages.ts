import { defineMessages } from "../i18n/index.js";

/** The profile page's words; names, realms and card names are the players' and the data's own. */
export const profileMessages = defineMessages({
  en: {
    title: "Profile",
    lede: "A player of the guild: his WoW characters, member card, LGC TCG collection and duels.",
    mine: "Your profile",
    since: (day: string) => `Player since ${day}`,
    characters: "WoW characters",
    noCharacters: "No character linked.",
    member: "Member card",
    noMember: "No member card.",
    withdrawn: "withdrawn at the member's request",
    completion: "LGC TCG collection",
    completionLine: (owned: number, size: number, foil: number) => `${owned} / ${size} · ${foil} illuminated`,
    history: "Duels",
    noHistory: "No finished duel yet.",
    result: { won: "Won", lost: "Lost", drawn: "Drawn", abandoned: "Abandoned" } as Readonly<
      Record<string, string>
    >,
    context: { friendly: "friendly", ranked: "ranked", tournament: "tournament" } as Readonly<
      Record<string, string>
    >,
    against: "against",
    someone: "a deleted account",
    turns: (n: number) => `${n} turn${n === 1 ? "" : "s"}`,
    minutes: (n: number) => `${n} min`,
    replay: "Watch the replay",
    replayOf: (opponent: string, day: string) => `Watch the replay of the duel against ${opponent} on ${day}`,
    loading: "Loading the profile…",
    signedOut: "Sign in to see players' profiles.",
    signIn: "Sign in",
    notFound: "No such player.",
    noService: "This page is not served by a match server with accounts: profiles live on such a server.",
    unavailable: "The server could not answer: try again in a moment.",
  },
  fr: {
    title: "Profil",
    lede: "Un joueur de la guilde : ses personnages de WoW, sa carte de membre, sa collection LGC TCG et ses duels.",
    mine: "Votre profil",
    since: (day: string) => `Joueur depuis le ${day}`,
    characters: "Personnages de WoW",
    noCharacters: "Aucun personnage lié.",
    member: "Carte de membre",
    noMember: "Aucune carte de membre.",
    withdrawn: "retirée à la demande du membre",
    completion: "Collection LGC TCG",
    completionLine: (owned: number, size: number, foil: number) =>
      `${owned} / ${size} · dont ${foil} enluminée${foil > 1 ? "s" : ""}`,
    history: "Duels",
    noHistory: "Aucun duel terminé pour l'instant.",
    result: { won: "Gagné", lost: "Perdu", drawn: "Nul", abandoned: "Abandonné" },
    context: { friendly: "amical", ranked: "classé", tournament: "tournoi" },
    against: "contre",
    someone: "un compte supprimé",
    turns: (n: number) => `${n} tour${n > 1 ? "s" : ""}`,
    minutes: (n: number) => `${n} min`,
    replay: "Revoir la partie",
    replayOf: (opponent: string, day: string) => `Revoir le duel contre ${opponent} du ${day}`,
    loading: "Chargement du profil…",
    signedOut: "Connectez-vous pour voir les profils des joueurs.",
    signIn: "Se connecter",
    notFound: "Ce joueur n'existe pas.",
    noService:
      "Cette page n'est pas servie par un serveur de parties avec comptes : les profils vivent sur un tel serveur.",
    unavailable: "Le serveur n'a pas pu répondre : réessayez dans un instant.",
  },
});
