import { type BotLevel, type Deck, legalActions, view } from "@engines/lgc-tcg";
import { useEffect, useRef, useState } from "preact/hooks";
import { hashParams, markInteractive, setHashParams } from "../router.js";
import { loadStored, saveStored } from "../storage.js";
import { playableDecks } from "../tcg/account-deck-cache.js";
import { heroClasses } from "../tcg/data.js";
import { createBot } from "./bot-client.js";
import {
  BOT,
  type BotDeck,
  botPlayedAfter,
  ME,
  parseSavedDuel,
  SAVED_DUEL_KEY,
  type SavedDuel,
} from "./game.js";
import { type DeckRefusal, dealDuel, replayDuel } from "./start.js";
import { useTable } from "./use-table.js";

const BOT_DELAY_MS = 550;

const randomSeed = () => Math.floor(Math.random() * 1e9);
const classParam = (raw: string | null) =>
  raw !== null && (heroClasses as readonly string[]).includes(raw) ? raw : null;

/** A deck of the deck library by id (`?deck=<id>`; "starter" or an unknown id: the starter deck). */
function libraryDeck(id: string | null): { id: string; deck: Deck } | null {
  if (id === null) return null;
  const found = playableDecks().find((d) => d.id === id);
  return found ? { id: found.id, deck: found.deck } : null;
}

/**
 * The duel to open: the saved one when the URL does not ask for another (`?seed=N&you=…&bot=…`
 * names a deal: same seed, same cards and same bot choices; `&deck=<id>` a deck of the deck
 * library for seat A, whose class it then plays), else a new one.
 */
function openingDuel(): SavedDuel {
  const params = hashParams();
  const saved = loadStored(SAVED_DUEL_KEY, parseSavedDuel);
  const seed = /^\d+$/.test(params.get("seed") ?? "") ? Number(params.get("seed")) : null;
  const deck = libraryDeck(params.get("deck"));
  const you = deck?.deck.heroClass ?? classParam(params.get("you"));
  const bot = classParam(params.get("bot"));
  const botDeck: BotDeck | null =
    params.get("botdeck") === "class" ? "class" : params.get("botdeck") === "starter" ? "starter" : null;
  if (
    saved &&
    (botDeck === null || botDeck === (saved.botDeck ?? "starter")) &&
    (seed === null || seed === saved.seed) &&
    (you === null || you === saved.classes[0]) &&
    (bot === null || bot === saved.classes[1]) &&
    (params.get("deck") === null || saved.deck?.id === deck?.id)
  )
    return saved;
  return {
    seed: seed ?? randomSeed(),
    classes: [you ?? saved?.classes[0] ?? "PALADIN", bot ?? saved?.classes[1] ?? "MAGE"],
    level: saved?.level ?? "greedy",
    actions: [],
    botStep: 0,
    ...(deck ? { deck } : params.get("deck") === null && saved?.deck ? { deck: saved.deck } : {}),
    ...((botDeck ?? saved?.botDeck) === "class" ? { botDeck: "class" as const } : {}),
  };
}

/**
 * The duel against the bot: the table played from seat A, the bot playing seat B after a short
 * pause, the deal written to the URL and every action to local storage as it happens. A library
 * deck the engine will not deal is not played: seat A plays the starter deck, and `refused` says
 * why until the player dismisses it or starts another duel.
 */
export function useDuel() {
  const [opening] = useState(() => replayDuel(openingDuel()));
  const duel = useRef<SavedDuel>(opening.duel);
  const [classes, setClasses] = useState<readonly [string, string]>(opening.duel.classes);
  const [deckChoice, setDeckChoice] = useState<{ id: string; deck: Deck } | null>(opening.duel.deck ?? null);
  const [game, setGame] = useState(opening.game);
  const [level, setLevel] = useState<BotLevel>(opening.duel.level);
  const [botDeck, setBotDeck] = useState<BotDeck>(opening.duel.botDeck ?? "starter");
  const [refused, setRefused] = useState<DeckRefusal | null>(opening.refused);
  /** The last card the bot played this turn (public once played), shown face up beside its hand. */
  const [botPlayed, setBotPlayed] = useState<string | null>(opening.botPlayed);

  const save = () => saveStored(SAVED_DUEL_KEY, { ...duel.current, level });
  const writeUrl = (d: SavedDuel) =>
    setHashParams(
      {
        seed: d.seed,
        you: d.classes[0],
        bot: d.classes[1],
        deck: d.deck?.id ?? null,
        botdeck: d.botDeck === "class" ? "class" : null,
      },
      "replace",
    );

  const table = useTable({
    game,
    setGame,
    seating: SEATING,
    initialLog: opening.log,
    initialRevealed: opening.revealed,
    onApplied: (action, _next, events) => {
      duel.current = { ...duel.current, actions: [...duel.current.actions, action] };
      save();
      setBotPlayed((shown) => botPlayedAfter(events, shown));
    },
  });

  const bot = useRef<ReturnType<typeof createBot> | null>(null);
  useEffect(() => {
    bot.current = createBot();
    writeUrl(duel.current);
    markInteractive("tcg-duel");
    return () => bot.current?.stop();
  }, []);
  useEffect(() => void save(), [level]);

  // The bot acts on its own turn (and its mulligan) after a short pause so its moves can be followed.
  useEffect(() => {
    if (game.phase === "over") return;
    const botMulligan = game.phase === "mulligan" && legalActions(game).some((a) => a.player === BOT);
    if (!botMulligan && (game.phase !== "play" || game.active !== BOT)) return;
    // An answer that comes after the duel moved on (a restart) is dropped.
    let current = true;
    const timer = setTimeout(() => {
      const step = duel.current.botStep + 1;
      // The bot decides from its seat's view only, like a player (in its worker: see bot.worker.ts).
      const options = { level, seed: duel.current.seed + step };
      void bot.current?.ask({ seen: view(game, BOT), options }).then((a) => {
        if (!current) return;
        duel.current = { ...duel.current, botStep: step };
        if (a) table.apply(a);
        else save();
      });
    }, BOT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [game, level]);

  /** A new duel with the settings chosen (classes, deck), a fresh seed; the starter deck if the deck is refused. */
  const restart = () => {
    const cls: readonly [string, string] = deckChoice ? [deckChoice.deck.heroClass, classes[1]] : classes;
    const seed = randomSeed();
    const dealt = dealDuel(seed, cls, deckChoice ?? undefined, botDeck);
    const deck = dealt.refused ? null : deckChoice;
    duel.current = {
      seed,
      classes: cls,
      level,
      actions: [],
      botStep: 0,
      ...(deck ? { deck } : {}),
      ...(botDeck === "class" ? { botDeck } : {}),
    };
    writeUrl(duel.current);
    save();
    setClasses(cls);
    setDeckChoice(deck);
    setRefused(dealt.refused);
    setGame(dealt.game);
    table.reset();
    setBotPlayed(null);
  };

  return {
    table,
    classes,
    setClasses,
    level,
    setLevel,
    botDeck,
    setBotDeck,
    deckChoice,
    setDeckChoice,
    botPlayed,
    restart,
    refused,
    dismissRefused: () => setRefused(null),
  };
}

const SEATING = { seat: ME, reveal: false } as const;
