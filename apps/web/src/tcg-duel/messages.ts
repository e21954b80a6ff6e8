import { MAX_DECK, type SetupReason } from "@engines/lgc-tcg";
import { defineMessages, type Locale } from "../i18n/index.js";

const who = { en: { A: "You", B: "The bot" }, fr: { A: "Vous", B: "Le bot" } } as const;

/**
 * The duel's words and its log sentences. Card names, hero names and hero powers come from the
 * data in the interface's language (issue 30); the game's resource is "Fervour" in English.
 */
export const duelMessages = defineMessages({
  en: {
    title: "LGC TCG · Duel",
    lede: "Your deck against the bot. Play a card by clicking it; attack with a ready creature, then its target. Hover, focus or long-press a card to read it whole; Esc cancels.",
    you: "You",
    yourDeck: "Your deck",
    starterDeck: "Starter deck",
    bot: "Bot",
    botLevel: "Bot level",
    greedy: "Greedy",
    random: "Random",
    newDuel: "New duel",
    settings: "Duel settings",
    settingsSummary: (deck: string, you: string, bot: string, level: string) =>
      `${deck} · ${you} vs ${bot} · ${level}`,
    mulligan: "Mulligan",
    mulliganHelp: (first: boolean) =>
      `You play ${first ? "first" : "second"}. Pick the cards to send back, then confirm.`,
    botMulligan: "The bot is choosing its mulligan…",
    keepHand: "Keep this hand",
    replace: (n: number) => `Replace ${n}`,
    sendBack: "to send back",
    foeHand: (n: number) => `The bot holds ${n} card${n === 1 ? "" : "s"}`,
    botPlayed: "Bot played",
    hp: "HP",
    armour: (n: number) => `${n} armour`,
    heroLabel: (name: string, hp: number, armour: number, mine: boolean) =>
      `${mine ? "Your hero" : "Enemy hero"}, ${name}, ${hp} HP${armour > 0 ? `, ${armour} armour` : ""}`,
    ferveur: (now: number, max: number) => `${now}/${max} Fervour`,
    ferveurMeaning: (now: number, max: number) =>
      now > max
        ? `Fervour: ${now} to spend this turn, your cap of ${max} plus ${now - max} for this turn only`
        : `Fervour: ${now} of your ${max} left to spend this turn`,
    deck: (n: number) => `deck ${n}`,
    heroPower: "Hero power",
    activate: "Activate",
    activateLabel: (name: string) => `Activate ${name}`,
    ready: "ready to attack",
    asleep: "arrived this turn",
    playable: "playable",
    target: "target",
    selected: "attacking",
    board: (mine: boolean) => (mine ? "Your board" : "The bot's board"),
    hand: "Your hand",
    emptyBoard: "No creature",
    turn: (n: number, mine: boolean) => `Turn ${n} · ${mine ? "your turn" : "the bot is playing…"}`,
    choose: (source: string, what: string) => `${source}: choose ${what}`,
    aTarget: "a target",
    cancel: "Cancel",
    endTurn: "End turn",
    result: (winner: "A" | "B" | null) =>
      winner === null ? "Draw" : winner === "A" ? "You win" : "The bot wins",
    log: "Log",
    side: { ENEMY: "enemy", ALLY: "friendly", ANY: "any" } as Readonly<Record<string, string>>,
    kind: { CREATURE: "creature", HERO: "hero", PERMANENT: "permanent", ANY: "character" } as Readonly<
      Record<string, string>
    >,
    targetKey: (side: string, kind: string) => `${side} ${kind}`,
    heroOf: (p: "A" | "B") => (p === "A" ? "your hero" : "the enemy hero"),
    aCard: "a card",
    turnStarted: (turn: number, p: "A" | "B", ferveur: number) =>
      `Turn ${turn}: ${p === "A" ? "you" : "the bot"} (${ferveur} Fervour)`,
    drew: (p: "A" | "B", card: string | null) =>
      p === "A" ? `You draw ${card ?? "a card"}` : `The bot draws ${card ?? "a card"}`,
    played: (p: "A" | "B", card: string, cost: number) => `${who.en[p]}: ${card} (${cost})`,
    attacked: (a: string, t: string) => `${a} attacks ${t}`,
    damaged: (t: string, n: number) => `${t} takes ${n}`,
    healed: (t: string, n: number) => `${t} heals ${n} HP`,
    died: (c: string) => `${c} dies`,
    heroPowerUsed: (p: "A" | "B") => `${who.en[p]}: hero power`,
    summoned: (c: string) => `${c} arrives`,
    fatigue: (p: "A" | "B", n: number) => `${who.en[p]}: fatigue ${n}`,
    gameOver: (winner: "A" | "B" | null) =>
      winner === null ? "Draw" : winner === "A" ? "Victory!" : "Defeat",
    refused: (reason: string) => `Refused: ${reason}`,
    botDeck: "Bot's deck",
    botStarter: "Starter deck",
    botClassDeck: (hero: string) => `A ${hero} deck (neutral and ${hero} cards)`,
    secrets: (n: number, classes: string, mine: boolean) =>
      `${mine ? "Your" : "The bot's"} Secrets: ${n}${n > 0 ? ` (${classes})` : ""}`,
    secretOf: (faction: string) => `${faction} Secret`,
    hiddenSecret: "face down: its card stays hidden until it is revealed",
    secretPlaced: (p: "A" | "B", faction: string) =>
      p === "A" ? `You set a ${faction} Secret` : `The bot sets a ${faction} Secret`,
    secretRevealed: (p: "A" | "B", card: string, when: string) =>
      `${p === "A" ? "Your" : "The bot's"} Secret is revealed: ${card} (${when})`,
    revealedTitle: (p: "A" | "B") => (p === "A" ? "Your Secret goes off" : "The bot's Secret goes off"),
    secretWhen: {
      SECRET_ATTACK: "when its opponent attacks",
      SECRET_SPELL: "when its opponent casts a spell",
      SECRET_SUMMON: "when its opponent plays a creature",
    } as Readonly<Record<string, string>>,
    countered: (card: string) => `${card} is countered: it does nothing`,
    /** The language of these words: picks the sentences of a refused intent (refusals.ts, loaded on demand). */
    lang: "en" as Locale,
    deckRefused: (deck: string, card: string | null, reason: string) =>
      `Your deck “${deck}” cannot be dealt${card === null ? "" : ` (card ${card})`}: ${reason}. You are playing the starter deck.`,
    serverRefused: (reason: string) => `the server will not deal this duel: ${reason}`,
    editDeck: "Open it in the deck builder",
    dismiss: "Dismiss",
    unusableDeck: (deck: string, card: string | null) =>
      `${deck} (cannot be dealt${card === null ? "" : `: ${card}`})`,
    /** Why the engine refused a deck, by its reason code (RULES.md §2.1), to end `deckRefused`'s sentence. */
    setupReasons: {
      schema: "the game cannot read it",
      "deck-too-large": `it holds more than ${MAX_DECK} cards`,
      "unknown-hero-class": "the game has no such hero class",
      "unknown-power-version": "the game lacks the version of the hero power it asks for",
      "unknown-card": "the game has no such card",
      "unknown-card-version": "the game has no such version of that card",
      "two-versions":
        "another version of that card is already in the duel, which plays one version of each card",
      "unknown-token": "one of its cards brings into play a card the game lacks",
      "corpus-key": "the game's card data is inconsistent",
      "corpus-latest": "the game's card data is inconsistent",
      "unknown-rule": "the duel's rules are invalid",
      "invalid-rule": "the duel's rules are invalid",
      "opening-hand-too-large": "the duel's rules are invalid",
    } satisfies Record<SetupReason, string>,
  },
  fr: {
    title: "LGC TCG · Duel",
    lede: "Votre deck contre le bot. Jouez une carte en cliquant dessus ; attaquez avec une créature prête, puis sa cible. Survolez, sélectionnez ou appuyez longuement sur une carte pour la lire en entier ; Échap annule.",
    you: "Vous",
    yourDeck: "Votre deck",
    starterDeck: "Deck de démarrage",
    bot: "Bot",
    botLevel: "Niveau du bot",
    greedy: "Glouton",
    random: "Aléatoire",
    newDuel: "Nouveau duel",
    settings: "Réglages du duel",
    settingsSummary: (deck: string, you: string, bot: string, level: string) =>
      `${deck} · ${you} contre ${bot} · ${level}`,
    mulligan: "Mulligan",
    mulliganHelp: (first: boolean) =>
      `Vous jouez ${first ? "en premier" : "en second"}. Choisissez les cartes à renvoyer, puis confirmez.`,
    botMulligan: "Le bot choisit son mulligan…",
    keepHand: "Garder cette main",
    replace: (n: number) => `Remplacer ${n} carte${n > 1 ? "s" : ""}`,
    sendBack: "à renvoyer",
    foeHand: (n: number) => `Le bot a ${n} carte${n > 1 ? "s" : ""} en main`,
    botPlayed: "Joué par le bot",
    hp: "PV",
    armour: (n: number) => `${n} armure`,
    heroLabel: (name: string, hp: number, armour: number, mine: boolean) =>
      `${mine ? "Votre héros" : "Héros adverse"}, ${name}, ${hp} PV${armour > 0 ? `, ${armour} armure` : ""}`,
    ferveur: (now: number, max: number) => `${now}/${max} Ferveur`,
    ferveurMeaning: (now: number, max: number) =>
      now > max
        ? `Ferveur : ${now} à dépenser ce tour, votre plafond de ${max} plus ${now - max} pour ce tour seulement`
        : `Ferveur : ${now} sur ${max} encore à dépenser ce tour`,
    deck: (n: number) => `deck ${n}`,
    heroPower: "Pouvoir héroïque",
    activate: "Activer",
    activateLabel: (name: string) => `Activer ${name}`,
    ready: "prête à attaquer",
    asleep: "arrivée ce tour",
    playable: "jouable",
    target: "cible possible",
    selected: "attaque",
    board: (mine: boolean) => (mine ? "Votre plateau" : "Le plateau du bot"),
    hand: "Votre main",
    emptyBoard: "Aucune créature",
    turn: (n: number, mine: boolean) => `Tour ${n} · ${mine ? "à vous" : "le bot joue…"}`,
    choose: (source: string, what: string) => `${source} : choisissez ${what}`,
    aTarget: "une cible",
    cancel: "Annuler",
    endTurn: "Fin du tour",
    result: (winner: "A" | "B" | null) =>
      winner === null ? "Match nul" : winner === "A" ? "Vous gagnez" : "Le bot gagne",
    log: "Journal",
    side: { ENEMY: "adverse", ALLY: "alliée", ANY: "au choix" },
    kind: { CREATURE: "créature", HERO: "héros", PERMANENT: "permanent", ANY: "personnage" },
    targetKey: (side: string, kind: string) => `${kind} ${side}`,
    heroOf: (p: "A" | "B") => (p === "A" ? "votre héros" : "le héros adverse"),
    aCard: "une carte",
    turnStarted: (turn: number, p: "A" | "B", ferveur: number) =>
      `Tour ${turn} : ${p === "A" ? "vous" : "le bot"} (${ferveur} Ferveur)`,
    drew: (p: "A" | "B", card: string | null) =>
      p === "A" ? `Vous piochez ${card ?? "une carte"}` : `Le bot pioche ${card ?? "une carte"}`,
    played: (p: "A" | "B", card: string, cost: number) => `${who.fr[p]} : ${card} (${cost})`,
    attacked: (a: string, t: string) => `${a} attaque ${t}`,
    damaged: (t: string, n: number) => `${t} subit ${n}`,
    healed: (t: string, n: number) => `${t} récupère ${n} PV`,
    died: (c: string) => `${c} meurt`,
    heroPowerUsed: (p: "A" | "B") => `${who.fr[p]} : pouvoir héroïque`,
    summoned: (c: string) => `${c} arrive`,
    fatigue: (p: "A" | "B", n: number) => `${who.fr[p]} : fatigue ${n}`,
    gameOver: (winner: "A" | "B" | null) =>
      winner === null ? "Match nul" : winner === "A" ? "Victoire !" : "Défaite",
    botDeck: "Deck du bot",
    botStarter: "Deck de démarrage",
    botClassDeck: (hero: string) => `Un deck ${hero} (cartes neutres et ${hero})`,
    secrets: (n: number, classes: string, mine: boolean) =>
      `${mine ? "Vos Secrets" : "Secrets du bot"} : ${n}${n > 0 ? ` (${classes})` : ""}`,
    secretOf: (faction: string) => `Secret ${faction}`,
    hiddenSecret: "face cachée : sa carte reste secrète jusqu'à ce qu'il se révèle",
    secretPlaced: (p: "A" | "B", faction: string) =>
      p === "A" ? `Vous posez un Secret ${faction}` : `Le bot pose un Secret ${faction}`,
    secretRevealed: (p: "A" | "B", card: string, when: string) =>
      `${p === "A" ? "Votre Secret" : "Le Secret du bot"} se révèle : ${card} (${when})`,
    revealedTitle: (p: "A" | "B") =>
      p === "A" ? "Votre Secret se déclenche" : "Le Secret du bot se déclenche",
    secretWhen: {
      SECRET_ATTACK: "quand son adversaire attaque",
      SECRET_SPELL: "quand son adversaire lance un sort",
      SECRET_SUMMON: "quand son adversaire joue une créature",
    } as Readonly<Record<string, string>>,
    countered: (card: string) => `${card} est contré : il ne fait rien`,
    refused: (reason: string) => `Refusé : ${reason}`,
    lang: "fr" as Locale,
    deckRefused: (deck: string, card: string | null, reason: string) =>
      `Votre deck « ${deck} » ne peut pas être distribué${card === null ? "" : ` (carte ${card})`} : ${reason}. Vous jouez le deck de démarrage.`,
    serverRefused: (reason: string) => `le serveur ne peut pas distribuer ce duel : ${reason}`,
    editDeck: "L'ouvrir dans l'éditeur de decks",
    dismiss: "Fermer",
    unusableDeck: (deck: string, card: string | null) =>
      `${deck} (injouable${card === null ? "" : ` : ${card}`})`,
    setupReasons: {
      schema: "le jeu ne sait pas le lire",
      "deck-too-large": `il compte plus de ${MAX_DECK} cartes`,
      "unknown-hero-class": "le jeu n'a pas cette classe de héros",
      "unknown-power-version": "le jeu n'a pas la version du pouvoir héroïque qu'il demande",
      "unknown-card": "le jeu n'a pas cette carte",
      "unknown-card-version": "le jeu n'a pas cette version de la carte",
      "two-versions":
        "une autre version de cette carte est déjà dans le duel, qui n'en joue qu'une par carte",
      "unknown-token": "une de ses cartes fait entrer en jeu une carte que le jeu n'a pas",
      "corpus-key": "les données des cartes du jeu sont incohérentes",
      "corpus-latest": "les données des cartes du jeu sont incohérentes",
      "unknown-rule": "les règles du duel sont invalides",
      "invalid-rule": "les règles du duel sont invalides",
      "opening-hand-too-large": "les règles du duel sont invalides",
    },
  },
});

export type DuelMessages = (typeof duelMessages)["en"];
