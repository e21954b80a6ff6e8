import type { PieceType } from "@engines/chessistics";
import { defineMessages } from "../i18n/index.js";

/** A piece as a notification names it: its display name from the catalog ("Tour II") and type. */
export interface Named {
  readonly name: string;
  readonly piece: PieceType;
}

/**
 * Every reason the engine refuses an action with (packages/chessistics/RULES.md §8): each has
 * its words in every language (a reason the list lacks is told by the engine's words,
 * `refusalWords` in `../i18n`).
 */
type Refusal =
  | "invalid-action"
  | "unknown-piece"
  | "bad-square"
  | "level-complete"
  | "not-in-stock"
  | "off-board"
  | "wall"
  | "building"
  | "occupied"
  | "illegal-move"
  | "no-such-piece";

/** Where the simulation stands, for the control bar. */
export type BarState = "complete" | "placing" | "running" | "paused" | "transition";

/** The three metrics of seed §6. */
export interface MetricValues {
  readonly pieces: number;
  readonly turns: number;
  readonly cells: number;
}

const FEMININE = new Set<PieceType>(["rook", "queen"]);
/** French agreement with the piece's noun: "une Tour", "une Dame", "un Pion". */
const agree = (p: Named, word: string) => (FEMININE.has(p.piece) ? `${word}e` : word);
const list = (names: readonly string[], and: string) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Chessistics' words. Level, mission, building and piece names come from the game data as written
 * there (French); everything else follows the interface language.
 */
export const chessMessages = defineMessages({
  en: {
    lede: "Each piece is one link: it shuttles between two cells and hands its cargo on.",
    help: "Help",
    back: "Back to the games",
    keyNames: { escape: "Esc", space: "Space", delete: "Del" },
    close: "Close",
    levels: "Levels",
    levelChip: (n: number, name: string, missions: number, solved: number) =>
      `Level ${n}, ${name}${missions > 1 ? `, ${missions} missions` : ""}${
        solved === 0 ? "" : solved >= missions ? ", solved" : `, ${solved} of ${missions} missions done`
      }`,
    restart: "Restart this level",
    forget: "Forget my progress",
    forgotten: "Progress forgotten.",
    mission: (n: number, total: number) => `Mission ${n}/${total}`,
    missionDone: (n: number, title: string | null) => `Mission ${n}${title ? ` — ${title}` : ""}`,
    cargo: { wood: "wood", stone: "stone" } as Readonly<Record<string, string>>,
    demandLine: (received: number, amount: number, cargo: string) => `${received}/${amount} ${cargo}`,
    parShort: (n: number) => `target ${n} turns`,
    par: (n: number) => `Par ${n} turns: a target, not a deadline.`,
    pieces: "Pieces",
    stockButton: (name: string, count: number) => `${name}, ${count} in stock`,
    selected: "Selected",
    route: "Route",
    routeValue: (from: string, to: string, cells: number | null) =>
      cells === null
        ? `${from} ↔ ${to} (a knight's jump)`
        : `${from} ↔ ${to} (${plural(cells, "cell", "cells")})`,
    status: "Status",
    statusValue: (status: number, level: number) => `${status} (level ${level})`,
    now: "Now",
    nowValue: (at: string, next: string) => `on ${at}, next ${next}`,
    carries: "Carries",
    nothing: "nothing",
    remove: "Remove",
    production: "Production",
    demand: "Demand",
    makes: (amount: number, cargo: string) => `Makes ${amount} ${cargo} a turn`,
    waiting: (n: number) => `${n} waiting`,
    wants: (amount: number, cargo: string, received: number) =>
      `Wants ${amount} ${cargo}, ${received} received`,
    ofMission: (n: number) => `mission ${n}`,
    placingStart: (piece: string) => `${piece}: choose its start cell`,
    placingArrival: (piece: string, from: string) => `${piece} on ${from}: choose a highlighted arrival`,
    idleHint: "Choose a piece below to place it, or a piece on the board to see its route.",
    completeHint: "Level complete.",
    cancel: "Cancel",
    cannotStart: (piece: string, square: string) => `A ${piece} cannot start on ${square}.`,
    cannotPlace: (reason: string) => `Cannot place: ${reason}.`,
    cannotRemove: (reason: string) => `Cannot remove: ${reason}.`,
    placed: (p: Named, from: string, to: string) => `${p.name} placed on ${from}, shuttling to ${to}.`,
    removed: (p: Named, at: string) => `${p.name} removed from ${at}, back to stock.`,
    play: "Play",
    pause: "Pause",
    speed: "Speed",
    speedButton: (s: number) => `Speed ×${s}`,
    turn: "Turn",
    barState: (s: BarState) =>
      ({
        complete: "Complete",
        placing: "Paused for placement",
        running: "Running",
        paused: "Paused",
        transition: "New mission",
      })[s],
    spaceHint: "play/pause",
    collision: (destroyed: readonly Named[], survivor: Named | null) =>
      survivor !== null && destroyed.length === 1
        ? `${destroyed[0]!.name} destroyed by ${survivor.name} — back to stock`
        : survivor === null
          ? `${list(
              destroyed.map((d) => d.name),
              "and",
            )} destroy each other — back to stock`
          : `${list(
              destroyed.map((d) => d.name),
              "and",
            )} destroyed by ${survivor.name} — back to stock`,
    resume: "Resume",
    missionAccomplished: "Mission accomplished",
    levelComplete: "Level complete",
    missionComplete: (n: number, m: MetricValues) =>
      `Mission ${n} accomplished: ${plural(m.pieces, "piece", "pieces")}, ${plural(m.turns, "turn", "turns")}, ${plural(m.cells, "cell", "cells")}.`,
    nextMission: "Next mission",
    newMission: "New mission",
    replay: "Replay",
    nextLevel: "Next level",
    metric: { pieces: "Pieces", turns: "Turns", cells: "Cells" },
    best: (m: MetricValues) => `best ${m.pieces} · ${m.turns} · ${m.cells}`,
    bestLong: (m: MetricValues) =>
      `Best: ${plural(m.pieces, "piece", "pieces")}, ${plural(m.turns, "turn", "turns")}, ${plural(m.cells, "cell", "cells")}`,
    newRecord: "New best!",
    camera: "Camera",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    fit: "Whole board",
    boardLabel: (name: string, w: number, h: number) =>
      `${name}, ${w} by ${h} board. Arrow keys move between cells, Enter chooses.`,
    cell: {
      empty: (sq: string) => `${sq}, empty`,
      wall: (sq: string) => `${sq}, wall`,
      production: (sq: string, name: string, cargo: string, waiting: number) =>
        `${sq}, ${name}, makes ${cargo}${waiting > 0 ? `, ${waiting} waiting` : ""}`,
      demand: (sq: string, name: string, cargo: string, received: number, amount: number) =>
        `${sq}, ${name}, wants ${cargo}, ${received} of ${amount}`,
      piece: (name: string, id: number, cargo: string | null, from: string, to: string) =>
        `${name} number ${id}${cargo === null ? "" : `, carrying ${cargo}`}, shuttles ${from} to ${to}`,
      start: "possible start",
      arrival: "legal arrival",
      chosen: "chosen start",
      selected: "selected",
    },
    reasons: {
      "not-in-stock": "none left in stock",
      "off-board": "not on the board",
      wall: "a wall",
      building: "a building: pieces act on it from a neighbouring cell",
      occupied: "a piece already stands there",
      "illegal-move": "not one legal move away",
      "level-complete": "the level is complete",
      "no-such-piece": "no such piece",
      "invalid-action": "not an action the game understands",
      "unknown-piece": "no such kind of piece",
      "bad-square": "not a square of the board",
    } satisfies Record<Refusal, string> as Readonly<Record<string, string>>,
    helpTitle: "How to play",
    helpText: [
      "Each piece is one link of a convoy: it shuttles forever between its start and its arrival, one legal chess move apart.",
      "Productions (green) hand cargo to the pieces beside them; pieces hand it on to empty neighbours, the highest status first; a piece beside a demand (gold) of its cargo delivers it.",
      "Two pieces landing on one cell collide: the stronger survives, a tie destroys both; destroyed pieces go back to stock.",
      "A mission is done when all its demands are met. In a campaign, the next mission opens new cells on the board.",
    ],
    helpKeys: "Keyboard",
    keys: [
      ["Tab", "reach the pieces, the board and the controls"],
      ["← ↑ → ↓", "move across the board"],
      ["Enter", "choose a start, then an arrival; select a piece"],
      ["Esc", "cancel a placement"],
      ["Space", "play or pause"],
      ["Delete", "remove the selected piece"],
    ] as readonly (readonly [string, string])[],
  },
  fr: {
    lede: "Chaque pièce est un maillon : elle fait la navette entre deux cases et passe sa cargaison.",
    help: "Aide",
    back: "Retour aux jeux",
    keyNames: { escape: "Échap", space: "Espace", delete: "Suppr" },
    close: "Fermer",
    levels: "Niveaux",
    levelChip: (n: number, name: string, missions: number, solved: number) =>
      `Niveau ${n}, ${name}${missions > 1 ? `, ${missions} missions` : ""}${
        solved === 0 ? "" : solved >= missions ? ", réussi" : `, ${solved} missions sur ${missions} réussies`
      }`,
    restart: "Recommencer ce niveau",
    forget: "Oublier ma progression",
    forgotten: "Progression oubliée.",
    mission: (n: number, total: number) => `Mission ${n}/${total}`,
    missionDone: (n: number, title: string | null) => `Mission ${n}${title ? ` — ${title}` : ""}`,
    cargo: { wood: "bois", stone: "pierre" } as Readonly<Record<string, string>>,
    demandLine: (received: number, amount: number, cargo: string) => `${received}/${amount} ${cargo}`,
    parShort: (n: number) => `objectif ${n} coups`,
    par: (n: number) => `Objectif ${n} coups : une cible, pas une limite.`,
    pieces: "Pièces",
    stockButton: (name: string, count: number) => `${name}, ${count} en stock`,
    selected: "Sélection",
    route: "Trajet",
    routeValue: (from: string, to: string, cells: number | null) =>
      cells === null
        ? `${from} ↔ ${to} (saut de cavalier)`
        : `${from} ↔ ${to} (${cells} case${cells > 1 ? "s" : ""})`,
    status: "Statut social",
    statusValue: (status: number, level: number) => `${status} (niveau ${level})`,
    now: "Maintenant",
    nowValue: (at: string, next: string) => `sur ${at}, puis ${next}`,
    carries: "Porte",
    nothing: "rien",
    remove: "Retirer",
    production: "Production",
    demand: "Demande",
    makes: (amount: number, cargo: string) => `Produit ${amount} ${cargo} par coup`,
    waiting: (n: number) => `${n} en attente`,
    wants: (amount: number, cargo: string, received: number) =>
      `Demande ${amount} ${cargo}, ${received} reçu${received > 1 ? "s" : ""}`,
    ofMission: (n: number) => `mission ${n}`,
    placingStart: (piece: string) => `${piece} : choisissez sa case de départ`,
    placingArrival: (piece: string, from: string) =>
      `${piece} sur ${from} : choisissez une arrivée en surbrillance`,
    idleHint: "Choisissez une pièce ci-dessous pour la placer, ou une pièce du plateau pour voir son trajet.",
    completeHint: "Niveau terminé.",
    cancel: "Annuler",
    cannotStart: (piece: string, square: string) => `${piece} ne peut pas partir de ${square}.`,
    cannotPlace: (reason: string) => `Placement impossible : ${reason}.`,
    cannotRemove: (reason: string) => `Retrait impossible : ${reason}.`,
    placed: (p: Named, from: string, to: string) =>
      `${p.name} ${agree(p, "placé")} sur ${from}, navette vers ${to}.`,
    removed: (p: Named, at: string) => `${p.name} ${agree(p, "retiré")} de ${at}, retour au stock.`,
    play: "Lecture",
    pause: "Pause",
    speed: "Vitesse",
    speedButton: (s: number) => `Vitesse ×${s}`,
    turn: "Coup",
    barState: (s: BarState) =>
      ({
        complete: "Terminé",
        placing: "En pause pour le placement",
        running: "En cours",
        paused: "En pause",
        transition: "Nouvelle mission",
      })[s],
    spaceHint: "lecture/pause",
    collision: (destroyed: readonly Named[], survivor: Named | null) => {
      const names = list(
        destroyed.map((d) => d.name),
        "et",
      );
      if (survivor !== null && destroyed.length === 1) {
        const d = destroyed[0]!;
        return `${d.name} ${agree(d, "détruit")} par ${survivor.name} — ${agree(d, "retourné")} au stock`;
      }
      return survivor === null
        ? `${names} se détruisent — retour au stock`
        : `${names} détruits par ${survivor.name} — retour au stock`;
    },
    resume: "Reprendre",
    missionAccomplished: "Mission accomplie",
    levelComplete: "Niveau terminé",
    missionComplete: (n: number, m: MetricValues) =>
      `Mission ${n} accomplie : ${m.pieces} pièce${m.pieces > 1 ? "s" : ""}, ${m.turns} coup${m.turns > 1 ? "s" : ""}, ${m.cells} case${m.cells > 1 ? "s" : ""}.`,
    nextMission: "Mission suivante",
    newMission: "Nouvelle mission",
    replay: "Rejouer",
    nextLevel: "Niveau suivant",
    metric: { pieces: "Pièces", turns: "Coups", cells: "Espace" },
    best: (m: MetricValues) => `record ${m.pieces} · ${m.turns} · ${m.cells}`,
    bestLong: (m: MetricValues) =>
      `Record : ${m.pieces} pièce${m.pieces > 1 ? "s" : ""}, ${m.turns} coup${m.turns > 1 ? "s" : ""}, ${m.cells} case${m.cells > 1 ? "s" : ""}`,
    newRecord: "Nouveau record !",
    camera: "Caméra",
    zoomIn: "Zoomer",
    zoomOut: "Dézoomer",
    fit: "Tout le plateau",
    boardLabel: (name: string, w: number, h: number) =>
      `${name}, plateau de ${w} sur ${h}. Les flèches déplacent d'une case, Entrée choisit.`,
    cell: {
      empty: (sq: string) => `${sq}, vide`,
      wall: (sq: string) => `${sq}, mur`,
      production: (sq: string, name: string, cargo: string, waiting: number) =>
        `${sq}, ${name}, produit du ${cargo}${waiting > 0 ? `, ${waiting} en attente` : ""}`,
      demand: (sq: string, name: string, cargo: string, received: number, amount: number) =>
        `${sq}, ${name}, demande du ${cargo}, ${received} sur ${amount}`,
      piece: (name: string, id: number, cargo: string | null, from: string, to: string) =>
        `${name} numéro ${id}${cargo === null ? "" : `, porte du ${cargo}`}, navette de ${from} à ${to}`,
      start: "départ possible",
      arrival: "arrivée possible",
      chosen: "départ choisi",
      selected: "sélectionnée",
    },
    reasons: {
      "not-in-stock": "plus aucune en stock",
      "off-board": "hors du plateau",
      wall: "un mur",
      building: "un bâtiment : les pièces agissent depuis une case voisine",
      occupied: "une pièce s'y trouve déjà",
      "illegal-move": "pas à un mouvement légal",
      "level-complete": "le niveau est terminé",
      "no-such-piece": "pièce introuvable",
      "invalid-action": "une action que le jeu ne comprend pas",
      "unknown-piece": "type de pièce inconnu",
      "bad-square": "pas une case du plateau",
    } satisfies Record<Refusal, string> as Readonly<Record<string, string>>,
    helpTitle: "Comment jouer",
    helpText: [
      "Chaque pièce est un maillon d'un convoi : elle fait sans fin l'aller-retour entre son départ et son arrivée, à un mouvement d'échecs l'une de l'autre.",
      "Les productions (en vert) donnent leur cargaison aux pièces voisines ; les pièces la passent aux voisines vides, le plus haut statut d'abord ; une pièce voisine d'une demande (en or) de sa cargaison la livre.",
      "Deux pièces qui arrivent sur la même case se heurtent : la plus forte survit, à égalité les deux sont détruites ; les pièces détruites retournent au stock.",
      "Une mission est remplie quand toutes ses demandes le sont. Dans une campagne, la mission suivante ouvre de nouvelles cases sur le plateau.",
    ],
    helpKeys: "Clavier",
    keys: [
      ["Tab", "atteindre les pièces, le plateau et les commandes"],
      ["← ↑ → ↓", "se déplacer sur le plateau"],
      ["Entrée", "choisir un départ, puis une arrivée ; sélectionner une pièce"],
      ["Échap", "annuler un placement"],
      ["Espace", "lecture ou pause"],
      ["Suppr", "retirer la pièce sélectionnée"],
    ] as readonly (readonly [string, string])[],
  },
});

/** The catalogue's shape, for components that receive the messages. */
export type ChessMessages = (typeof chessMessages)["en"];
