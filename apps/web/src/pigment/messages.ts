import type { Colour, Dir, RejectReason } from "@engines/pigment";
import { defineMessages } from "../i18n/index.js";

type Phase = "play" | "won" | "lost";

/** Pigment's words. Level names and descriptions come from the level data, in the interface's language. */
export const pigmentMessages = defineMessages({
  en: {
    lede: "Each roll tips the die onto a neighbour; the face that lands down paints the cell. Primaries mix, white erases, black seals.",
    levels: "Levels",
    levelBadge: (n: number) => `Level ${n}`,
    levelChip: (n: number, name: string, best: number | null) =>
      `Level ${n}, ${name}${best === null ? "" : `, solved in ${best} move${best === 1 ? "" : "s"}`}`,
    best: (n: number) => `best ${n}`,
    goal: "Goal",
    moves: "Moves",
    movesSpent: (spent: number, limit: number) => `${spent} of ${limit} moves spent`,
    colour: {
      empty: "blank",
      red: "red",
      yellow: "yellow",
      blue: "blue",
      white: "white",
      black: "black",
      orange: "orange",
      violet: "violet",
      green: "green",
    } satisfies Record<Colour, string>,
    markGoal: (colour: string, x: number, y: number) => `${colour} on (${x},${y})`,
    clearGoal: (x: number, y: number) => `clear (${x},${y})`,
    met: "done",
    notMet: "not yet",
    phase: (phase: Phase, busy: boolean, spent: number, noMovesLeft: boolean) =>
      phase === "won"
        ? `Won in ${spent} move${spent === 1 ? "" : "s"}`
        : phase === "lost"
          ? noMovesLeft
            ? "Lost: no moves left"
            : "Lost: no roll possible"
          : busy
            ? "Rolling…"
            : "Your move",
    dir: { N: "north", E: "east", S: "south", W: "west" } satisfies Record<Dir, string>,
    roll: (dir: string) => `Roll ${dir}`,
    rollPad: "Roll",
    undo: "Undo",
    restart: "Restart",
    hint: "Hint",
    nextLevel: "Next level",
    hintSays: (dir: string) => `Hint: roll ${dir}.`,
    noHint: "No winning line fits in the moves left: undo or restart.",
    reasons: {
      "off-board": "The die cannot roll off the board.",
      "not-floor": "That cell is not floor.",
      "game-over": "This board is over: undo or restart.",
      "nothing-to-undo": "Nothing to undo.",
      "invalid-action": "That is not a move.",
    } satisfies Record<RejectReason, string> as Readonly<Record<string, string>>,
    keysRoll: "roll (or tap a neighbour cell)",
    keysOther: "undo, restart, hint",
    compass: "The die laid flat: the face down and the four sides",
    down: "down",
    up: "up",
    side: { N: "N", E: "E", S: "S", W: "W" } satisfies Record<Dir, string>,
    faceTitle: (where: string, colour: string) => `${where}: ${colour}`,
    board: "Board",
    boardCaption: (x: number, y: number) => `The board, 5 × 5; the die is on (${x},${y}).`,
    cell: (
      x: number,
      y: number,
      o: { floor: boolean; stain: string; mark: string | null; met: boolean; die: boolean },
    ) =>
      o.floor
        ? [
            `(${x},${y})`,
            o.stain,
            o.mark === null ? null : `mark ${o.mark}, ${o.met ? "done" : "not yet"}`,
            o.die ? "die here" : null,
          ]
            .filter((p) => p !== null)
            .join(", ")
        : `(${x},${y}) no floor`,
    bareFloor: "bare",
    rolled: (dir: string, x: number, y: number, colour: string, spent: number, limit: number) =>
      `Rolled ${dir} to (${x},${y}), now ${colour}. ${spent} of ${limit} moves.`,
    undone: (x: number, y: number) => `Undone: the die is back on (${x},${y}).`,
    restarted: "Board restarted.",
  },
  fr: {
    lede: "Chaque lancer bascule le dé sur une case voisine ; la face qui touche le sol peint la case. Les primaires se mélangent, le blanc efface, le noir scelle.",
    levels: "Niveaux",
    levelBadge: (n: number) => `Niveau ${n}`,
    levelChip: (n: number, name: string, best: number | null) =>
      `Niveau ${n}, ${name}${best === null ? "" : `, résolu en ${best} coup${best > 1 ? "s" : ""}`}`,
    best: (n: number) => `record ${n}`,
    goal: "Objectif",
    moves: "Coups",
    movesSpent: (spent: number, limit: number) =>
      `${spent} coup${spent > 1 ? "s" : ""} joué${spent > 1 ? "s" : ""} sur ${limit}`,
    colour: {
      empty: "vide",
      red: "rouge",
      yellow: "jaune",
      blue: "bleu",
      white: "blanc",
      black: "noir",
      orange: "orange",
      violet: "violet",
      green: "vert",
    },
    markGoal: (colour: string, x: number, y: number) => `${colour} en (${x},${y})`,
    clearGoal: (x: number, y: number) => `vider (${x},${y})`,
    met: "fait",
    notMet: "pas encore",
    phase: (phase: Phase, busy: boolean, spent: number, noMovesLeft: boolean) =>
      phase === "won"
        ? `Gagné en ${spent} coup${spent > 1 ? "s" : ""}`
        : phase === "lost"
          ? noMovesLeft
            ? "Perdu : plus de coups"
            : "Perdu : aucun lancer possible"
          : busy
            ? "Le dé roule…"
            : "À vous de jouer",
    dir: { N: "le nord", E: "l'est", S: "le sud", W: "l'ouest" },
    roll: (dir: string) => `Rouler vers ${dir}`,
    rollPad: "Rouler",
    undo: "Annuler",
    restart: "Recommencer",
    hint: "Indice",
    nextLevel: "Niveau suivant",
    hintSays: (dir: string) => `Indice : roulez vers ${dir}.`,
    noHint: "Aucune solution ne tient dans les coups restants : annulez ou recommencez.",
    reasons: {
      "off-board": "Le dé ne peut pas sortir du plateau.",
      "not-floor": "Cette case n'a pas de sol.",
      "game-over": "Ce plateau est terminé : annulez ou recommencez.",
      "nothing-to-undo": "Rien à annuler.",
      "invalid-action": "Ce n'est pas un coup.",
    } satisfies Record<RejectReason, string>,
    keysRoll: "rouler (ou touchez une case voisine)",
    keysOther: "annuler, recommencer, indice",
    compass: "Le dé mis à plat : la face du dessous et les quatre côtés",
    down: "bas",
    up: "haut",
    side: { N: "N", E: "E", S: "S", W: "O" },
    faceTitle: (where: string, colour: string) => `${where} : ${colour}`,
    board: "Plateau",
    boardCaption: (x: number, y: number) => `Le plateau, 5 × 5 ; le dé est en (${x},${y}).`,
    cell: (
      x: number,
      y: number,
      o: { floor: boolean; stain: string; mark: string | null; met: boolean; die: boolean },
    ) =>
      o.floor
        ? [
            `(${x},${y})`,
            o.stain,
            o.mark === null ? null : `marque ${o.mark}, ${o.met ? "faite" : "pas encore"}`,
            o.die ? "le dé est ici" : null,
          ]
            .filter((p) => p !== null)
            .join(", ")
        : `(${x},${y}) sans sol`,
    bareFloor: "vide",
    rolled: (dir: string, x: number, y: number, colour: string, spent: number, limit: number) =>
      `Roulé vers ${dir} jusqu'en (${x},${y}), maintenant ${colour}. ${spent} coup${spent > 1 ? "s" : ""} sur ${limit}.`,
    undone: (x: number, y: number) => `Annulé : le dé est revenu en (${x},${y}).`,
    restarted: "Plateau recommencé.",
  },
});
