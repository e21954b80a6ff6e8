import { defineMessages } from "../i18n/index.js";

/** The words of a shared deck's read-only page; deck and player names are the players' own. */
export const sharedDeckMessages = defineMessages({
  en: {
    title: "LGC TCG · Shared deck",
    lede: "A deck another player shared with a link: read it, export it, or copy it to your decks to play or change it.",
    loading: "Loading the deck…",
    by: (owner: string) => `Shared by ${owner}`,
    hero: (hero: string) => `Hero: ${hero}`,
    count: (n: number, size: number) => `${n} / ${size} cards`,
    legal: "A legal deck: ready to play.",
    notLegal: (n: number) =>
      `As it stands this deck cannot be played (${n} problem${n === 1 ? "" : "s"}): copy it and the deck builder says what to change.`,
    curve: "Fervour curve",
    cards: "Cards",
    stats: (atk: number, hp: number) => `${atk}/${hp}`,
    unknown: (cardId: string, version: number) => `A card this release does not have (${cardId} v${version})`,
    copy: "Copy to my decks",
    copyName: (name: string) => `${name} (copy)`,
    copied: (name: string) => `“${name}” is now one of your decks.`,
    openCopy: "Open it in the deck builder",
    withdrawn: (card: string) =>
      `${card} was withdrawn at its member's request: no new deck takes it, so this one cannot be copied as it is.`,
    copyWithout: (card: string) => `Copy without ${card}`,
    tooMany: "You have as many decks as an account keeps (200): delete one first.",
    copyFailed: "The server could not copy the deck: try again in a moment.",
    signInToCopy: "Sign in to copy this deck to yours.",
    signIn: "Sign in",
    exportDeck: "Export the deck file",
    gone: "This deck is not shared any more: its owner stopped sharing it or deleted it, or the link was cut short.",
    noLink: "This link names no deck: ask its owner for the whole link.",
    noService:
      "This page is not served by a match server with accounts: shared decks live there. Deck files can still be imported in the deck builder.",
    unavailable: "The server could not answer: try again in a moment.",
    builder: "Build a deck of your own",
    gallery: "Browse the cards",
  },
  fr: {
    title: "LGC TCG · Deck partagé",
    lede: "Un deck qu'un autre joueur a partagé par un lien : lisez-le, exportez-le, ou copiez-le dans vos decks pour le jouer ou le modifier.",
    loading: "Chargement du deck…",
    by: (owner: string) => `Partagé par ${owner}`,
    hero: (hero: string) => `Héros : ${hero}`,
    count: (n: number, size: number) => `${n} / ${size} cartes`,
    legal: "Un deck légal : prêt à jouer.",
    notLegal: (n: number) =>
      `En l'état, ce deck ne peut pas être joué (${n} problème${n > 1 ? "s" : ""}) : copiez-le et le constructeur de decks dira quoi changer.`,
    curve: "Courbe de Ferveur",
    cards: "Cartes",
    stats: (atk: number, hp: number) => `${atk}/${hp}`,
    unknown: (cardId: string, version: number) =>
      `Une carte que cette version du jeu n'a pas (${cardId} v${version})`,
    copy: "Copier dans mes decks",
    copyName: (name: string) => `${name} (copie)`,
    copied: (name: string) => `« ${name} » fait maintenant partie de vos decks.`,
    openCopy: "L'ouvrir dans le constructeur de decks",
    withdrawn: (card: string) =>
      `${card} a été retirée à la demande de son membre : aucun nouveau deck ne la prend, ce deck ne peut donc pas être copié tel quel.`,
    copyWithout: (card: string) => `Copier sans ${card}`,
    tooMany: "Vous avez autant de decks qu'un compte peut en garder (200) : supprimez-en un d'abord.",
    copyFailed: "Le serveur n'a pas pu copier le deck : réessayez dans un instant.",
    signInToCopy: "Connectez-vous pour copier ce deck dans les vôtres.",
    signIn: "Se connecter",
    exportDeck: "Exporter le fichier du deck",
    gone: "Ce deck n'est plus partagé : son propriétaire a cessé de le partager ou l'a supprimé, ou le lien a été coupé.",
    noLink: "Ce lien ne désigne aucun deck : demandez le lien complet à son propriétaire.",
    noService:
      "Cette page n'est pas servie par un serveur de parties avec des comptes : les decks partagés y sont gardés. Les fichiers de deck peuvent toujours être importés dans le constructeur de decks.",
    unavailable: "Le serveur n'a pas pu répondre : réessayez dans un instant.",
    builder: "Construire votre propre deck",
    gallery: "Parcourir les cartes",
  },
});
