import { defineMessages } from "../i18n/index.js";

const seat = { en: { A: "Player A", B: "Player B" }, fr: { A: "Joueur A", B: "Joueur B" } } as const;

/** The sandbox page's words. */
export const sandboxMessages = defineMessages({
  en: {
    title: "LGC TCG · Sandbox",
    lede: "A game against yourself from any position: set both hands, boards, decks, Ferveur and health by hand, or paste a duel state as JSON, then play both sides and save the game as a conformance scenario.",
    position: "Position",
    resuming: "Resuming the game in progress…",
    turn: "Turn",
    active: "To play",
    seed: "Seed",
    seat: (p: "A" | "B") => seat.en[p],
    hero: "Hero",
    hp: "Health",
    armor: "Armour",
    ferveur: "Fervour",
    ferveurMax: "Fervour cap",
    zone: { hand: "Hand", board: "Board", permanents: "Permanents", deck: "Deck (top first)" } as Readonly<
      Record<string, string>
    >,
    add: "Add",
    addTo: (zone: string, p: string) => `Card to add to ${p}'s ${zone.toLowerCase()}`,
    removeCard: (name: string) => `Remove ${name}`,
    damage: "damage",
    sick: "arrived this turn",
    emptyZone: "empty",
    play: "Play this position",
    toJson: "Edit as a JSON state",
    json: "Duel state (JSON)",
    jsonHelp: "A state as the conformance kits write it; what is left out takes its default.",
    playJson: "Play this state",
    notJson: (message: string) => `Not valid JSON: ${message}`,
    problems: "This position cannot be played:",
    issueZone: (p: string, zone: string) => `${p}'s ${zone.toLowerCase()}: a card cannot be there.`,
    issueSeat: (p: string) => `${p}: a value is out of its bounds.`,
    issueState: "The position does not follow the rules of a duel.",
    issueJson: "This is not JSON.",
    edit: "Back to the editor",
    undo: "Undo",
    saveKit: "Save as a kit scenario",
    saved: (file: string) => `Saved ${file}: fill in its rule, description and expectations by hand.`,
    playing: (turn: number, p: "A" | "B") => `Turn ${turn} · ${seat.en[p]} plays`,
    steps: (n: number) => `${n} action${n === 1 ? "" : "s"} played`,
  },
  fr: {
    title: "LGC TCG · Bac à sable",
    lede: "Une partie contre soi-même depuis n'importe quelle position : composez à la main les deux mains, terrains, decks, la Ferveur et les PV, ou collez un état de duel en JSON, puis jouez les deux camps et enregistrez la partie en scénario de conformité.",
    position: "Position",
    resuming: "Reprise de la partie en cours…",
    turn: "Tour",
    active: "Au tour de",
    seed: "Graine",
    seat: (p: "A" | "B") => seat.fr[p],
    hero: "Héros",
    hp: "PV",
    armor: "Armure",
    ferveur: "Ferveur",
    ferveurMax: "Plafond de Ferveur",
    zone: { hand: "Main", board: "Terrain", permanents: "Permanents", deck: "Deck (dessus d'abord)" },
    add: "Ajouter",
    addTo: (zone: string, p: string) => `Carte à ajouter : ${zone.toLowerCase()} de ${p}`,
    removeCard: (name: string) => `Retirer ${name}`,
    damage: "dégâts",
    sick: "arrivée ce tour",
    emptyZone: "vide",
    play: "Jouer cette position",
    toJson: "Modifier en JSON",
    json: "État de duel (JSON)",
    jsonHelp: "Un état comme l'écrivent les kits de conformité ; ce qui manque prend sa valeur par défaut.",
    playJson: "Jouer cet état",
    notJson: (message: string) => `JSON invalide : ${message}`,
    problems: "Cette position ne peut pas être jouée :",
    issueZone: (p: string, zone: string) => `${zone} de ${p} : une carte ne peut pas y être.`,
    issueSeat: (p: string) => `${p} : une valeur sort de ses bornes.`,
    issueState: "La position ne suit pas les règles d'un duel.",
    issueJson: "Ce n'est pas du JSON.",
    edit: "Revenir à l'éditeur",
    undo: "Annuler",
    saveKit: "Enregistrer en scénario de kit",
    saved: (file: string) =>
      `${file} enregistré : complétez à la main sa règle, sa description et ses attentes.`,
    playing: (turn: number, p: "A" | "B") => `Tour ${turn} · ${seat.fr[p]} joue`,
    steps: (n: number) => `${n} action${n > 1 ? "s" : ""} jouée${n > 1 ? "s" : ""}`,
  },
});

export type SandboxMessages = (typeof sandboxMessages)["en"];

/**
 * The duel table's seat-dependent words for one person playing both sides: seats by name rather
 * than "you" and "the bot".
 */
export const hotSeatMessages = defineMessages({
  en: {
    heroOf: (p: "A" | "B") => `${seat.en[p]}'s hero`,
    turnStarted: (turn: number, p: "A" | "B", ferveur: number) =>
      `Turn ${turn}: ${seat.en[p]} (${ferveur} Ferveur)`,
    drew: (p: "A" | "B", card: string | null) => `${seat.en[p]} draws ${card ?? "a card"}`,
    played: (p: "A" | "B", card: string, cost: number) => `${seat.en[p]}: ${card} (${cost})`,
    heroPowerUsed: (p: "A" | "B") => `${seat.en[p]}: hero power`,
    fatigue: (p: "A" | "B", n: number) => `${seat.en[p]}: fatigue ${n}`,
    gameOver: (winner: "A" | "B" | null) => (winner === null ? "Draw" : `${seat.en[winner]} wins`),
    result: (winner: "A" | "B" | null) => (winner === null ? "Draw" : `${seat.en[winner]} wins`),
    turn: (n: number, _mine: boolean) => `Turn ${n}`,
    board: (mine: boolean) => (mine ? "Board of the player to play" : "Board of the other player"),
    hand: "Hand of the player to play",
    foeHand: (n: number) => `The other player holds ${n} card${n === 1 ? "" : "s"}`,
  },
  fr: {
    heroOf: (p: "A" | "B") => `le héros du ${seat.fr[p]}`,
    turnStarted: (turn: number, p: "A" | "B", ferveur: number) =>
      `Tour ${turn} : ${seat.fr[p]} (${ferveur} Ferveur)`,
    drew: (p: "A" | "B", card: string | null) => `${seat.fr[p]} pioche ${card ?? "une carte"}`,
    played: (p: "A" | "B", card: string, cost: number) => `${seat.fr[p]} : ${card} (${cost})`,
    heroPowerUsed: (p: "A" | "B") => `${seat.fr[p]} : pouvoir héroïque`,
    fatigue: (p: "A" | "B", n: number) => `${seat.fr[p]} : fatigue ${n}`,
    gameOver: (winner: "A" | "B" | null) => (winner === null ? "Match nul" : `${seat.fr[winner]} gagne`),
    result: (winner: "A" | "B" | null) => (winner === null ? "Match nul" : `${seat.fr[winner]} gagne`),
    turn: (n: number, _mine: boolean) => `Tour ${n}`,
    board: (mine: boolean) => (mine ? "Terrain du joueur qui joue" : "Terrain de l'autre joueur"),
    hand: "Main du joueur qui joue",
    foeHand: (n: number) => `L'autre joueur a ${n} carte${n > 1 ? "s" : ""} en main`,
  },
});
