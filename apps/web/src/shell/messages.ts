import { defineMessages } from "../i18n/index.js";

/** The shell's own words: header, navigation, home page, loading and missing pages. */
export const shellMessages = defineMessages({
  en: {
    brand: "Games",
    skip: "Skip to content",
    nav: "Site",
    menu: "Menu",
    closeMenu: "Close the menu",
    language: "Language",
    account: "Account",
    languageName: { fr: "Français", en: "English" },
    loading: (page: string) => `Loading ${page}…`,
    couldNotLoad: (page: string) => `${page} could not load`,
    noPage: (path: string) => `No page “${path}”`,
    backHome: "Back to the games",
    homeLede:
      "Two puzzles, two strategy games and a card game on deterministic rules engines. The pages only draw: every move is checked by the same engine the command line and the conformance kits use.",
  },
  fr: {
    brand: "Jeux",
    skip: "Aller au contenu",
    nav: "Site",
    menu: "Menu",
    closeMenu: "Fermer le menu",
    language: "Langue",
    account: "Compte",
    languageName: { fr: "Français", en: "English" },
    loading: (page: string) => `Chargement de ${page}…`,
    couldNotLoad: (page: string) => `${page} n'a pas pu se charger`,
    noPage: (path: string) => `Aucune page « ${path} »`,
    backHome: "Retour aux jeux",
    homeLede:
      "Deux casse-têtes, deux jeux de stratégie et un jeu de cartes sur des moteurs de règles déterministes. Les pages ne font que dessiner : chaque coup est vérifié par le même moteur que la ligne de commande et les kits de conformité.",
  },
});
