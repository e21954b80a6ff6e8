/**
 * The game in progress survives a reload and can be shared: it lives in local storage
 * (`games:shing-shang:game`) and in the URL (`#/shing-shang?position=…&moves=…&red=…&blue=…`,
 * see record-text.ts; defaults are left out). A URL with any of these wins over the stored game
 * (`#/shing-shang` alone brings the stored one back); a stored or linked game is replayed through
 * the engine, and whatever is no longer legal in it is cut off with a notice.
 */
import { LEVELS, type Side } from "@engines/shing-shang";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { messagesNow, refusalWords } from "../i18n/index.js";
import { enumParam, hashParams, setHashParams, useHashParams } from "../router.js";
import { loadStored, saveStored } from "../storage.js";
import { type GameRecord, judge, NEW_GAME, playablePrefix } from "./game.js";
import { messages, type Player } from "./messages.js";
import { recordFromParams, recordParams } from "./record-text.js";

/** Everything that makes a game: its record, who plays each side, the bots' seed, the board's way up. */
export interface SavedGame {
  readonly record: GameRecord;
  readonly players: Readonly<Record<Side, Player>>;
  readonly seed: number;
  readonly flipped: boolean;
}

/** The storage key (after the app's `games:` prefix). */
export const GAME_KEY = "shing-shang:game";

/** Red plays, blue is the medium bot. */
export const DEFAULT_PLAYERS: Readonly<Record<Side, Player>> = { red: "human", blue: "medium" };

const PLAYERS: readonly Player[] = ["human", ...LEVELS];
const playerParam = (side: Side) => enumParam<Player>(PLAYERS, DEFAULT_PLAYERS[side]);

/** A fresh bot seed. */
export const newSeed = (): number => Math.floor(Math.random() * 1e9);

/** The stored form: the record as text, as in the URL. */
interface Stored {
  readonly position: string | null;
  readonly moves: string | null;
  readonly red: Player;
  readonly blue: Player;
  readonly seed: number;
  readonly flipped: boolean;
}

function toStored(game: SavedGame): Stored {
  return { ...recordParams(game.record), ...game.players, seed: game.seed, flipped: game.flipped };
}

/** Reads a stored game (its record still to be replayed); null when it is not one. */
export function parseStored(x: unknown): SavedGame | null {
  if (typeof x !== "object" || x === null) return null;
  const s = x as Partial<Record<keyof Stored, unknown>>;
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  const record = recordFromParams(text(s.position), text(s.moves));
  if (record === null || !PLAYERS.includes(s.red as Player) || !PLAYERS.includes(s.blue as Player))
    return null;
  return {
    record,
    players: { red: s.red as Player, blue: s.blue as Player },
    seed: typeof s.seed === "number" && Number.isSafeInteger(s.seed) ? s.seed : newSeed(),
    flipped: s.flipped === true,
  };
}

/**
 * The game a URL names, when it names one (a position, moves or players: the URL describes the
 * whole game, so `?blue=human` is a new hot-seat game); `unreadable` when it cannot be read.
 */
function fromUrl(
  params: URLSearchParams,
): { record: GameRecord; players: Record<Side, Player> } | "unreadable" | null {
  const position = params.get("position");
  const moves = params.get("moves");
  if (["position", "moves", "red", "blue"].every((name) => !params.has(name))) return null;
  const record = recordFromParams(position, moves);
  if (record === null) return "unreadable";
  return {
    record,
    players: {
      red: playerParam("red").parse(params.get("red")),
      blue: playerParam("blue").parse(params.get("blue")),
    },
  };
}

/** `game` with its record cut to what the engine still accepts, and a notice when something was cut. */
function checked(game: SavedGame, from: "link" | "storage"): { game: SavedGame; notice: string | null } {
  const m = messagesNow(messages);
  const prefix = playablePrefix(game.record);
  if (prefix === null) {
    const verdict = game.record.start === null ? null : judge(game.record.start);
    const detail =
      verdict && !verdict.ok ? m.editor.invalid(verdict.where, refusalWords(verdict, m.setupRefusals)) : "";
    return { game: { ...game, record: NEW_GAME }, notice: from === "link" ? m.linkIllegal(detail) : null };
  }
  if (prefix.refused === null) return { game, notice: null };
  return {
    game: { ...game, record: prefix.record },
    notice: m.savedTruncated(prefix.record.actions.length, refusalWords(prefix.refused, m.refusals)),
  };
}

function initial(params: URLSearchParams): { game: SavedGame; notice: string | null } {
  const stored = loadStored(GAME_KEY, parseStored);
  const base: SavedGame = stored ?? {
    record: NEW_GAME,
    players: DEFAULT_PLAYERS,
    seed: newSeed(),
    flipped: false,
  };
  const linked = fromUrl(params);
  if (linked === "unreadable") return { game: base, notice: messagesNow(messages).linkUnreadable };
  if (linked !== null) return checked({ ...base, ...linked }, "link");
  return checked(base, "storage");
}

/** A game's URL form as one string, to tell whether the URL still says what was last written. */
const urlKey = (g: { record: GameRecord; players: Readonly<Record<Side, Player>> }) =>
  JSON.stringify([recordParams(g.record), g.players.red, g.players.blue]);

/**
 * The saved game as state. Every change is written to local storage and to the URL (replacing the
 * current history entry). A URL whose game differs from the one last written (typed, pasted,
 * Back/Forward) is followed; a URL not yet rewritten after a change is not mistaken for one.
 */
export function useSavedGame(): {
  game: SavedGame;
  /** Changes the game; a notice stays only when `keepNotice` (a bot's move: the player has not acted). */
  setGame: (update: (game: SavedGame) => SavedGame, keepNotice?: boolean) => void;
  notice: string | null;
  dismissNotice: () => void;
} {
  const params = useHashParams();
  const [state, setState] = useState(() => initial(params));
  const written = useRef<string | null>(null);
  const query = params.toString();

  useEffect(() => {
    saveStored(GAME_KEY, toStored(state.game));
    written.current = urlKey(state.game);
    const { position, moves } = recordParams(state.game.record);
    const players = state.game.players;
    setHashParams(
      {
        position,
        moves,
        red: players.red === DEFAULT_PLAYERS.red ? null : players.red,
        blue: players.blue === DEFAULT_PLAYERS.blue ? null : players.blue,
      },
      "replace",
    );
  }, [state.game]);

  useEffect(() => {
    // The URL as it is now: the effect above may have rewritten it since this render.
    const linked = fromUrl(hashParams());
    if (linked === null || linked === "unreadable") return;
    const key = urlKey(linked);
    if (key === written.current) return;
    written.current = key;
    setState((s) => checked({ ...s.game, ...linked }, "link"));
  }, [query]);

  return useMemo(
    () => ({
      game: state.game,
      setGame: (update, keepNotice = false) =>
        setState((s) => ({ game: update(s.game), notice: keepNotice ? s.notice : null })),
      notice: state.notice,
      dismissNotice: () => setState((s) => ({ ...s, notice: null })),
    }),
    [state],
  );
}
