import { defineMessages } from "../i18n/index.js";
import { diplomaxyRefusals } from "./refusals.js";
import { diplomaxySetupRefusals } from "./setup-refusals.js";

/**
 * Diplomaxy's words. Planet names and unit ids are the map data's own; a player is named by its
 * id in the page's language when it is one of the bundled maps' (`playerName`: "north" is "Nord").
 */
/** The bundled maps' players (data/diplomaxy/maps) in each language. */
const PLAYERS: Readonly<Record<"en" | "fr", Readonly<Record<string, string>>>> = {
  en: {
    north: "North",
    south: "South",
    amber: "Amber",
    blue: "Blue",
    crimson: "Crimson",
    green: "Green",
    violet: "Violet",
  },
  fr: {
    north: "Nord",
    south: "Sud",
    amber: "Ambre",
    blue: "Bleu",
    crimson: "Pourpre",
    green: "Vert",
    violet: "Violet",
  },
};

export const diplomaxyMessages = defineMessages({
  en: {
    playerName: (id: string) => PLAYERS.en[id] ?? id,
    lede: "Simultaneous secret orders, hot-seat: each player in turn gives its units' orders without seeing the others', then every planet is adjudicated at once.",
    map: "Map",
    maps: { duel: "Duel (2 players)", pentarchy: "Pentarchy (5 players)" } as Readonly<
      Record<string, string>
    >,
    newGame: "New game",
    fallbackFactor: "Fallback defence",
    fallbackFactorHelp:
      "What a unit that gives up control to defend is worth, for the next new game and for Play online",
    factor: (f: string) => `${f} of a unit`,
    fallbackToSupporter: "Supporters fall back to their own player",
    fallbackToSupporterHelp:
      "A unit supporting another player's control falls back to defend its own player when attacked (next new game and Play online)",
    mapLabel: (viewer: string) => (viewer ? `Map as seen by ${viewer}` : "Map"),
    pickUnit: (player: string, planet: string) => `A unit of ${player} at ${planet}: pick it`,
    mapHint:
      "On the map: tap one of your counters, then its planet (control), a planet next to it or the corridor (move), or another player's counter there (attack). Or drag the counter.",
    picked: (unit: string) => `Unit ${unit} picked: tap where it goes`,
    turns: (n: number) => `${n} turns`,
    inTransit: (unit: string, owner: string, to: string, turn: number) =>
      `${unit} (${owner}) → ${to}, arrives end of turn ${turn}`,
    handover: (turn: number) => `Turn ${turn}. Hand the device to`,
    othersLookAway: "; the others look away.",
    showUnits: (p: string) => `I am ${p}: show my units`,
    allIn: (turn: number) =>
      `Every player has given its orders for turn ${turn}. Resolve to see what happened.`,
    turn: (n: number) => `Turn ${n}`,
    out: "out",
    ordersIn: "orders in",
    gameOver: (winners: string, reason: string) => `Game over: ${winners || "nobody"} (${reason})`,
    ordersOf: (p: string) => `${p}'s orders`,
    noUnit: "No unit in orbit.",
    unitAt: (unit: string, planet: string) => `${unit} at ${planet}`,
    submit: "Submit orders",
    defaultDefend: "Units without an order defend. The other players' orders stay hidden.",
    everyoneIn: "Every player has given its orders.",
    resolve: (turn: number) => `Resolve turn ${turn}`,
    viewAs: "View as",
    referee: "Referee (everything)",
    arrived: (unit: string | undefined, owner: string, at: string) =>
      `${unit === undefined ? `a unit of ${owner}` : `${unit} (${owner})`} arrives at ${at}`,
    produced: (planet: string, n: number, player: string) => `${planet} produces ${n} for ${player}`,
    eliminated: (player: string) => `${player} is out`,
    nextOrders: (turn: number) => `Orders for turn ${turn}`,
    adjudication: (turn: number, viewer: string) =>
      `Adjudication of turn ${turn}${viewer ? ` as ${viewer} saw it` : ""}`,
    noReport: "No planet report for this viewer.",
    refused: (reason: string) => `Refused: ${reason}`,
    /** Why the engine refused an action, by its reason (RULES.md §2, §8), to end `refused`'s sentence. */
    refusals: diplomaxyRefusals.en,
    serverRefused: (reason: string) => `the server will not start this game: ${reason}`,
    /** Why the server's engine refused the game's setup, by its reason (RULES.md §1.1), to end `serverRefused`'s. */
    setupRefusals: diplomaxySetupRefusals.en,
    controlledBy: (p: string) => `controlled by ${p}`,
    standoff: "standoff, nobody controls",
    nobody: "nobody controls",
    player: "player",
    lost: "lost",
    unit: "unit",
    owner: "owner",
    order: "order",
    resolved: "resolved",
    destroyed: "destroyed",
    orderControl: "control",
    orderSupportControl: (t: string) => `support control of ${t}`,
    orderMove: (to: string, turns: number) => `move to ${to} (${turns} turn${turns > 1 ? "s" : ""})`,
    orderDefend: "defend",
    orderSupportDefense: (t: string) => `support defence of ${t}`,
    orderAttack: (t: string) => `attack ${t}`,
  },
  fr: {
    playerName: (id: string) => PLAYERS.fr[id] ?? id,
    lede: "Des ordres secrets et simultanés, à tour de rôle sur le même appareil : chaque joueur donne les ordres de ses unités sans voir ceux des autres, puis chaque planète est arbitrée en même temps.",
    map: "Carte",
    maps: { duel: "Duel (2 joueurs)", pentarchy: "Pentarchie (5 joueurs)" },
    newGame: "Nouvelle partie",
    fallbackFactor: "Défense en repli",
    fallbackFactorHelp:
      "Ce que vaut une unité qui renonce au contrôle pour défendre, pour la prochaine nouvelle partie et pour Jouer en ligne",
    factor: (f: string) => `${f.replace(".", ",")} unité`,
    fallbackToSupporter: "Les soutiens se replient vers leur joueur",
    fallbackToSupporterHelp:
      "Une unité qui soutient le contrôle d'un autre joueur se replie pour défendre son propre joueur s'il est attaqué (prochaine nouvelle partie et Jouer en ligne)",
    mapLabel: (viewer: string) => (viewer ? `Carte vue par ${viewer}` : "Carte"),
    pickUnit: (player: string, planet: string) => `Une unité de ${player} sur ${planet} : la choisir`,
    mapHint:
      "Sur la carte : touchez l'un de vos pions, puis sa planète (contrôle), une planète voisine ou le couloir (déplacement), ou le pion d'un autre joueur sur place (attaque). Ou faites glisser le pion.",
    picked: (unit: string) => `Unité ${unit} choisie : touchez sa destination`,
    turns: (n: number) => `${n} tours`,
    inTransit: (unit: string, owner: string, to: string, turn: number) =>
      `${unit} (${owner}) → ${to}, arrive à la fin du tour ${turn}`,
    handover: (turn: number) => `Tour ${turn}. Passez l'appareil à`,
    othersLookAway: " ; les autres détournent le regard.",
    showUnits: (p: string) => `Je suis ${p} : montrer mes unités`,
    allIn: (turn: number) =>
      `Tous les joueurs ont donné leurs ordres du tour ${turn}. Arbitrez pour voir ce qui s'est passé.`,
    turn: (n: number) => `Tour ${n}`,
    out: "éliminé",
    ordersIn: "ordres donnés",
    gameOver: (winners: string, reason: string) => `Partie terminée : ${winners || "personne"} (${reason})`,
    ordersOf: (p: string) => `Ordres de ${p}`,
    noUnit: "Aucune unité en orbite.",
    unitAt: (unit: string, planet: string) => `${unit} en ${planet}`,
    submit: "Envoyer les ordres",
    defaultDefend: "Une unité sans ordre défend. Les ordres des autres joueurs restent cachés.",
    everyoneIn: "Tous les joueurs ont donné leurs ordres.",
    resolve: (turn: number) => `Arbitrer le tour ${turn}`,
    viewAs: "Voir comme",
    referee: "Arbitre (tout)",
    arrived: (unit: string | undefined, owner: string, at: string) =>
      `${unit === undefined ? `une unité de ${owner}` : `${unit} (${owner})`} arrive en ${at}`,
    produced: (planet: string, n: number, player: string) => `${planet} produit ${n} pour ${player}`,
    eliminated: (player: string) => `${player} est éliminé`,
    nextOrders: (turn: number) => `Ordres du tour ${turn}`,
    adjudication: (turn: number, viewer: string) =>
      `Arbitrage du tour ${turn}${viewer ? ` vu par ${viewer}` : ""}`,
    noReport: "Aucun rapport de planète pour ce point de vue.",
    refused: (reason: string) => `Refusé : ${reason}`,
    refusals: diplomaxyRefusals.fr,
    serverRefused: (reason: string) => `le serveur ne peut pas lancer cette partie : ${reason}`,
    setupRefusals: diplomaxySetupRefusals.fr,
    controlledBy: (p: string) => `contrôlée par ${p}`,
    standoff: "impasse, personne ne contrôle",
    nobody: "personne ne contrôle",
    player: "joueur",
    lost: "pertes",
    unit: "unité",
    owner: "camp",
    order: "ordre",
    resolved: "résolu",
    destroyed: "détruite",
    orderControl: "contrôle",
    orderSupportControl: (t: string) => `soutien au contrôle de ${t}`,
    orderMove: (to: string, turns: number) => `aller vers ${to} (${turns} tour${turns > 1 ? "s" : ""})`,
    orderDefend: "défense",
    orderSupportDefense: (t: string) => `soutien à la défense de ${t}`,
    orderAttack: (t: string) => `attaque ${t}`,
  },
});

export type DiplomaxyMessages = (typeof diplomaxyMessages)["en"];
