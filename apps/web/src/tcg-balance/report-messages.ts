import { defineMessages } from "../i18n/index.js";

/** The Balance page's words for classes, a report's provenance and the comparison of two reports. */
export const reportMessages = defineMessages({
  en: {
    classes: "Classes",
    classesLabel: "Each hero class's score over its decks' games, with its 95 % interval",
    classDecks: (n: number) => `${n} deck${n === 1 ? "" : "s"}`,
    matrix: "Class against class",
    matrixHelp:
      "Each cell is the row's class score against the column's, with its 95 % interval; a class against itself is left out. Green: ahead beyond doubt; red: behind beyond doubt.",
    matrixCell: (row: string, col: string, rate: string, low: string, high: string, n: number) =>
      `${row} against ${col}: ${rate} [${low}, ${high}] over ${n} games`,
    noMatch: "no game",
    noClasses: "This report was made before classes were counted: open a newer one for per-class figures.",
    provenance: "How it was made",
    engine: "Engine",
    data: "Data",
    sets: (codes: string) => `sets ${codes}`,
    digest: "corpus digest",
    bots: "Bots",
    nodes: (n: number) => `${n} nodes a decision`,
    seed: "Seed",
    workers: "Workers",
    time: "Time",
    times: (wall: string, cpu: string) => `${wall} wall · ${cpu} CPU`,
    load: "Load average",
    study: "Study",
    studyLine: (id: string, jobs: number, size: number, retried: number) =>
      `${id}: ${jobs} jobs of ${size} games${retried > 0 ? ` · ${retried} taken again after a worker stopped` : ""}`,
    perWorker: "Games per worker",
    command: "Command",
    unknown: "not recorded",
    compare: "Compare with an earlier report",
    compareOpen: "Open the earlier report",
    compareClose: "Stop comparing",
    compareWith: (file: string, games: number, date: string) =>
      `Before: ${file} (${games.toLocaleString("en")} games${date ? `, ${date}` : ""}); after: the report above.`,
    compareMismatch: (before: string, after: string) =>
      `The two reports were played by different bots (${before} before, ${after} after): their differences mix the card change with the bots'.`,
    compareData: "The two reports used the same card data: a difference is chance, not a card change.",
    changes: (measure: string) => `Change of each card's win rate ${measure}, with its 95 % interval`,
    changesCount: (clear: number, total: number) =>
      `${clear} of ${total} cards changed beyond doubt (the interval leaves out 0)`,
    columns: {
      name: "Card",
      before: "Before",
      after: "After",
      change: "Change (points)",
      interval: "95 % interval",
      heroClass: "Class",
    },
    clear: "beyond doubt",
    noCommon: "No card is in both reports.",
    badBefore: (message: string) => `This file is not a balance report: ${message}`,
  },
  fr: {
    classes: "Classes",
    classesLabel: "Score de chaque classe de héros sur les parties de ses decks, avec son intervalle à 95 %",
    classDecks: (n: number) => `${n} deck${n > 1 ? "s" : ""}`,
    matrix: "Classe contre classe",
    matrixHelp:
      "Chaque case donne le score de la classe de la ligne contre celle de la colonne, avec son intervalle à 95 % ; une classe contre elle-même est omise. Vert : devant sans doute possible ; rouge : derrière sans doute possible.",
    matrixCell: (row: string, col: string, rate: string, low: string, high: string, n: number) =>
      `${row} contre ${col} : ${rate} [${low}, ${high}] sur ${n} parties`,
    noMatch: "aucune partie",
    noClasses:
      "Ce rapport date d'avant le décompte par classe : ouvrez-en un plus récent pour les chiffres par classe.",
    provenance: "Comment il a été produit",
    engine: "Moteur",
    data: "Données",
    sets: (codes: string) => `sets ${codes}`,
    digest: "empreinte du corpus",
    bots: "Bots",
    nodes: (n: number) => `${n} nœuds par décision`,
    seed: "Graine",
    workers: "Workers",
    time: "Durée",
    times: (wall: string, cpu: string) => `${wall} réels · ${cpu} CPU`,
    load: "Charge moyenne",
    study: "Étude",
    studyLine: (id: string, jobs: number, size: number, retried: number) =>
      `${id} : ${jobs} lots de ${size} parties${retried > 0 ? ` · ${retried} repris après l'arrêt d'un worker` : ""}`,
    perWorker: "Parties par worker",
    command: "Commande",
    unknown: "non consigné",
    compare: "Comparer avec un rapport antérieur",
    compareOpen: "Ouvrir le rapport antérieur",
    compareClose: "Arrêter la comparaison",
    compareWith: (file: string, games: number, date: string) =>
      `Avant : ${file} (${games.toLocaleString("fr")} parties${date ? `, ${date}` : ""}) ; après : le rapport ci-dessus.`,
    compareMismatch: (before: string, after: string) =>
      `Les deux rapports ont été joués par des bots différents (${before} avant, ${after} après) : leurs écarts mêlent le changement des cartes et celui des bots.`,
    compareData:
      "Les deux rapports ont utilisé les mêmes données de cartes : un écart relève du hasard, non d'un changement de carte.",
    changes: (measure: string) =>
      `Écart du taux de victoire ${measure} de chaque carte, avec son intervalle à 95 %`,
    changesCount: (clear: number, total: number) =>
      `${clear} carte${clear > 1 ? "s" : ""} sur ${total} ont changé sans doute possible (l'intervalle exclut 0)`,
    columns: {
      name: "Carte",
      before: "Avant",
      after: "Après",
      change: "Écart (points)",
      interval: "Intervalle à 95 %",
      heroClass: "Classe",
    },
    clear: "sans doute possible",
    noCommon: "Aucune carte n'est dans les deux rapports.",
    badBefore: (message: string) => `Ce fichier n'est pas un rapport d'équilibrage : ${message}`,
  },
});
