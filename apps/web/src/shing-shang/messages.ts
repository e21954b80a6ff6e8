/** The Shing Shang page's words, in English and French. */
import type { Kind, Level, ShingShangRefusal, ShingShangSetupReason, Side } from "@engines/shing-shang";
import { defineMessages } from "../i18n/index.js";
import { shingShangRefusals, shingShangSetupRefusals } from "./refusals.js";

/** Who plays a side: a person or a bot level. */
export type Player = "human" | Level;

interface Messages {
  readonly title: string;
  readonly rulesSummary: string;
  readonly rules: string;
  readonly side: Readonly<Record<Side, string>>;
  readonly kind: Readonly<Record<Kind, string>>;
  readonly player: Readonly<Record<Player, string>>;
  readonly playerOf: (side: string) => string;
  readonly toMove: (side: string) => string;
  readonly thinking: string;
  readonly choosePiece: string;
  readonly chooseWhere: string;
  readonly continueChain: string;
  readonly won: (side: string, reason: "portal" | "dragons") => string;
  readonly drawn: (reason: "max-plies" | "no-legal-actions") => string;
  readonly extraAction: (side: string, square: string) => string;
  readonly pass: string;
  readonly chain: (squares: string) => string;
  readonly stopHere: string;
  readonly cancel: string;
  readonly moves: string;
  readonly noMoves: (side: string) => string;
  readonly forcedPass: string;
  readonly capture: string;
  readonly extra: string;
  readonly moveLabel: (n: number, side: string, move: string, capture: boolean) => string;
  readonly first: string;
  readonly previous: string;
  readonly next: string;
  readonly last: string;
  readonly reviewing: (ply: number, total: number) => string;
  readonly startPosition: string;
  readonly backToGame: string;
  readonly captured: string;
  readonly capturedNone: string;
  readonly takeBack: string;
  readonly newGame: string;
  readonly setUp: string;
  readonly flip: string;
  readonly legend: string;
  readonly portal: string;
  readonly board: (bottom: string) => string;
  readonly cell: (square: string, contents: string) => string;
  readonly empty: string;
  readonly portalOf: (side: string) => string;
  readonly piece: (side: string, kind: string) => string;
  readonly states: {
    readonly selected: string;
    readonly canMove: string;
    readonly stepTarget: string;
    readonly landing: string;
    readonly chainStop: string;
    readonly lastMove: string;
  };
  readonly played: (side: string, kind: string, move: string) => string;
  readonly refused: (detail: string) => string;
  /** Why the engine refused an action, by its reason, to end `refused`'s sentence. */
  readonly refusals: Readonly<Record<ShingShangRefusal, string>>;
  readonly linkIllegal: (detail: string) => string;
  readonly linkUnreadable: string;
  /** `why`: the refused move's reason in words (`refusals`). */
  readonly savedTruncated: (kept: number, why: string) => string;
  /** Why the engine refused a start position, by its reason (RULES.md §2.1). */
  readonly setupRefusals: Readonly<Record<ShingShangSetupReason, string>>;
  readonly editor: {
    readonly title: string;
    readonly help: string;
    readonly palette: string;
    readonly erase: string;
    readonly turn: string;
    readonly standard: string;
    readonly clear: string;
    readonly fromGame: string;
    readonly start: string;
    readonly cancel: string;
    readonly valid: string;
    readonly invalid: (where: string, why: string) => string;
  };
}

const en: Messages = {
  title: "Shing Shang",
  rulesSummary: "How to play",
  rules:
    "Monkeys step one or two cells, lions one, dragons only jump. A piece jumps over a neighbour no bigger than itself, in chains; jumping an enemy captures it, ends the chain and earns an extra action with another piece. Bring a dragon onto an enemy portal, or capture both enemy dragons. Keyboard: Tab to the board, arrows move the cursor, Enter picks and drops, Escape cancels.",
  side: { red: "Red", blue: "Blue" },
  kind: { monkey: "monkey", lion: "lion", dragon: "dragon" },
  player: { human: "Human", easy: "Bot · easy", medium: "Bot · medium", hard: "Bot · hard" },
  playerOf: (side) => `${side} player`,
  toMove: (side) => `${side} to move`,
  thinking: "thinking…",
  choosePiece: "choose a piece",
  chooseWhere: "choose where",
  continueChain: "continue the chain or stop",
  won: (side, reason) =>
    reason === "portal"
      ? `${side} wins: a dragon reached the enemy portal`
      : `${side} wins: both enemy dragons captured`,
  drawn: (reason) => (reason === "max-plies" ? "Draw: move limit reached" : "Draw: neither side can move"),
  extraAction: (side, square) =>
    `Capture! ${side} takes an extra action with another piece (not the one on ${square}).`,
  pass: "Pass",
  chain: (squares) => `Chain ${squares}`,
  stopHere: "Stop here",
  cancel: "Cancel",
  moves: "Moves",
  noMoves: (side) => `${side} moves first.`,
  forcedPass: "no move: passes",
  capture: "capture",
  extra: "extra action",
  moveLabel: (n, side, move, capture) => `${n}. ${side}: ${move}${capture ? ", capture" : ""}`,
  first: "Start position",
  previous: "Previous move",
  next: "Next move",
  last: "Current position",
  reviewing: (ply, total) => `Reviewing move ${ply} of ${total}`,
  startPosition: "Reviewing the start position",
  backToGame: "Back to the game",
  captured: "Captured",
  capturedNone: "none",
  takeBack: "Take back",
  newGame: "New game",
  setUp: "Set up a position",
  flip: "Flip board",
  legend: "Pieces",
  portal: "portal",
  board: (bottom) => `Shing Shang board, ${bottom} at the bottom`,
  cell: (square, contents) => `${square}, ${contents}`,
  empty: "empty",
  portalOf: (side) => `${side} portal`,
  piece: (side, kind) => `${side} ${kind}`,
  states: {
    selected: "selected",
    canMove: "can move",
    stepTarget: "step here",
    landing: "jump here",
    chainStop: "stop the chain here",
    lastMove: "last move",
  },
  played: (side, kind, move) => `${side} ${kind} plays ${move}`,
  refused: (detail) => `Not allowed: ${detail}.`,
  refusals: shingShangRefusals.en,
  linkIllegal: (detail) => `The position in the link is not legal (${detail}); here is a new game.`,
  linkUnreadable: "The game in the link could not be read; here is a new game.",
  savedTruncated: (kept, why) =>
    `The saved game was cut after move ${kept}: the next one is no longer legal (${why}).`,
  setupRefusals: shingShangSetupRefusals.en,
  editor: {
    title: "Set up a position",
    help: "Choose a piece (or the eraser), then click or press Enter on cells. The engine checks the position.",
    palette: "Piece to place",
    erase: "Eraser",
    turn: "Side to move",
    standard: "Standard",
    clear: "Empty board",
    fromGame: "From the game",
    start: "Play from here",
    cancel: "Cancel",
    valid: "A legal position.",
    invalid: (where, why) => (where === "" ? why : `${where}: ${why}`),
  },
};

const fr: Messages = {
  title: "Shing Shang",
  rulesSummary: "Règles",
  rules:
    "Les singes avancent d'une ou deux cases, les lions d'une, les dragons ne font que sauter. Une pièce saute par-dessus une voisine pas plus grande qu'elle, en chaîne ; sauter un ennemi le capture, termine la chaîne et donne une action de plus avec une autre pièce. Amenez un dragon sur un portail ennemi, ou capturez les deux dragons adverses. Clavier : Tab jusqu'au plateau, les flèches déplacent le curseur, Entrée prend et pose, Échap annule.",
  side: { red: "Rouge", blue: "Bleu" },
  kind: { monkey: "singe", lion: "lion", dragon: "dragon" },
  player: { human: "Humain", easy: "Bot · facile", medium: "Bot · moyen", hard: "Bot · fort" },
  playerOf: (side) => `Joueur ${side}`,
  toMove: (side) => `${side} joue`,
  thinking: "réfléchit…",
  choosePiece: "choisissez une pièce",
  chooseWhere: "choisissez la case",
  continueChain: "continuez la chaîne ou arrêtez",
  won: (side, reason) =>
    reason === "portal"
      ? `${side} gagne : un dragon a atteint le portail ennemi`
      : `${side} gagne : les deux dragons ennemis sont pris`,
  drawn: (reason) =>
    reason === "max-plies" ? "Nulle : limite de coups atteinte" : "Nulle : aucun camp ne peut jouer",
  extraAction: (side, square) =>
    `Prise ! ${side} joue une action de plus avec une autre pièce (pas celle en ${square}).`,
  pass: "Passer",
  chain: (squares) => `Chaîne ${squares}`,
  stopHere: "Arrêter ici",
  cancel: "Annuler",
  moves: "Coups",
  noMoves: (side) => `${side} commence.`,
  forcedPass: "aucun coup : passe",
  capture: "prise",
  extra: "action de plus",
  moveLabel: (n, side, move, capture) => `${n}. ${side} : ${move}${capture ? ", prise" : ""}`,
  first: "Position de départ",
  previous: "Coup précédent",
  next: "Coup suivant",
  last: "Position actuelle",
  reviewing: (ply, total) => `Revue du coup ${ply} sur ${total}`,
  startPosition: "Revue de la position de départ",
  backToGame: "Revenir à la partie",
  captured: "Pris",
  capturedNone: "aucun",
  takeBack: "Reprendre le coup",
  newGame: "Nouvelle partie",
  setUp: "Placer une position",
  flip: "Retourner le plateau",
  legend: "Pièces",
  portal: "portail",
  board: (bottom) => `Plateau de Shing Shang, ${bottom} en bas`,
  cell: (square, contents) => `${square}, ${contents}`,
  empty: "vide",
  portalOf: (side) => `portail ${side.toLowerCase()}`,
  piece: (side, kind) => `${kind} ${side.toLowerCase()}`,
  states: {
    selected: "choisie",
    canMove: "peut jouer",
    stepTarget: "aller ici",
    landing: "sauter ici",
    chainStop: "arrêter la chaîne ici",
    lastMove: "dernier coup",
  },
  played: (side, kind, move) => `${kind} ${side.toLowerCase()} joue ${move}`,
  refused: (detail) => `Refusé : ${detail}.`,
  refusals: shingShangRefusals.fr,
  linkIllegal: (detail) => `La position du lien n'est pas légale (${detail}) ; voici une nouvelle partie.`,
  linkUnreadable: "La partie du lien est illisible ; voici une nouvelle partie.",
  savedTruncated: (kept, why) =>
    `La partie enregistrée s'arrête au coup ${kept} : le suivant n'est plus légal (${why}).`,
  setupRefusals: shingShangSetupRefusals.fr,
  editor: {
    title: "Placer une position",
    help: "Choisissez une pièce (ou la gomme), puis cliquez ou appuyez sur Entrée sur les cases. Le moteur vérifie la position.",
    palette: "Pièce à placer",
    erase: "Gomme",
    turn: "Camp qui joue",
    standard: "Départ standard",
    clear: "Plateau vide",
    fromGame: "Depuis la partie",
    start: "Jouer depuis ici",
    cancel: "Annuler",
    valid: "Position légale.",
    invalid: (where, why) => (where === "" ? why : `${where} : ${why}`),
  },
};

/** The page's catalogue. */
export const messages = defineMessages<Messages>({ en, fr });
