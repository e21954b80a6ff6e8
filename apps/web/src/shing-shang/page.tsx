import {
  type Action,
  type AnyEvent,
  initialState,
  type JumpAction,
  type Level,
  legalActions,
  makeMove,
  reduce,
  type Side,
  type Square,
  type State,
} from "@engines/shing-shang";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { markInteractive } from "../router.js";
import { Bushi, type Motion, ShingShangBoard, SIDE_FILL } from "./board.js";
import { createBot } from "./bot-client.js";

type Player = "human" | Level;

const PLAYER_LABEL: Readonly<Record<Player, string>> = {
  human: "Human",
  easy: "Bot · easy",
  medium: "Bot · medium",
  hard: "Bot · hard",
};
const SIDE_NAME: Readonly<Record<Side, string>> = { red: "Red", blue: "Blue" };
const BOT_DELAY_MS = 450;

interface Played {
  readonly side: Side;
  /** Null for a pass the engine made because the side had no legal action. */
  readonly action: Action | null;
  readonly extra: boolean;
  readonly capture: boolean;
}

interface Selection {
  readonly from: Square;
  /** Landings chosen so far in a jump chain. */
  readonly path: readonly Square[];
}

function resultText(state: State): string | null {
  const r = state.result;
  if (r === null) return null;
  if (r.winner === null)
    return r.reason === "max-plies" ? "Draw: move limit reached" : "Draw: neither side can move";
  return r.reason === "portal"
    ? `${SIDE_NAME[r.winner]} wins: a dragon reached the enemy portal`
    : `${SIDE_NAME[r.winner]} wins: both enemy dragons captured`;
}

const samePrefix = (a: readonly Square[], b: readonly Square[]) => a.every((s, i) => b[i] === s);

/** Shing Shang: hot-seat or against the bot, with jump chains built click by click. */
export function ShingShangPage() {
  const [game, setGame] = useState<State>(() => initialState({}));
  const [players, setPlayers] = useState<Record<Side, Player>>({ red: "human", blue: "medium" });
  const [played, setPlayed] = useState<Played[]>([]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [motion, setMotion] = useState<Motion | null>(null);
  const [thinking, setThinking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 1e9));
  const bot = useRef<ReturnType<typeof createBot> | null>(null);
  const motionKey = useRef(0);

  useEffect(() => {
    bot.current = createBot();
    markInteractive("shing-shang");
    return () => bot.current?.stop();
  }, []);

  // The engine lists every legal action, jump-chain prefixes included; the page only filters it.
  const legal = useMemo(() => (game.result === null ? legalActions(game) : []), [game]);
  const human = game.result === null && players[game.turn] === "human";

  const play = (action: Action) => {
    const { state: next, events } = reduce(game, action);
    const first = events[0] as AnyEvent | undefined;
    if (first?.type === "rejected") {
      setMessage(`Refused: ${first.reason}`);
      return;
    }
    setMessage(null);
    const forced: Played[] = (events as AnyEvent[]).flatMap((e) =>
      e.type === "passed" && e.reason === "no-legal-action"
        ? [{ side: e.player, action: null, extra: false, capture: false }]
        : [],
    );
    setPlayed((p) => [
      ...p,
      {
        side: game.turn,
        action,
        extra: game.extra !== null,
        capture: (events as AnyEvent[]).some((e) => e.type === "captured"),
      },
      ...forced,
    ]);
    if (action.type !== "pass") {
      motionKey.current += 1;
      setMotion({
        key: motionKey.current,
        from: action.from,
        path: action.type === "step" ? [action.to] : action.path,
        jump: action.type === "jump",
      });
    }
    setSelection(null);
    setGame(next);
  };

  // Bot turns: asked off the main thread, played after a short pause so the move can be followed.
  useEffect(() => {
    const who = players[game.turn];
    if (game.result !== null || who === "human" || !bot.current) return;
    let live = true;
    setThinking(true);
    const started = performance.now();
    void bot.current.ask(game, { level: who, seed }).then((action) => {
      const wait = Math.max(0, BOT_DELAY_MS - (performance.now() - started));
      setTimeout(() => {
        if (!live) return;
        setThinking(false);
        if (action) play(action);
      }, wait);
    });
    return () => {
      live = false;
      setThinking(false);
    };
  }, [game, players, seed]);

  const movable = useMemo(() => {
    if (!human) return [];
    return [...new Set(legal.filter((a) => a.type !== "pass").map((a) => (a as { from: Square }).from))];
  }, [legal, human]);

  const fromSel = selection?.from ?? null;
  const path = selection?.path ?? [];
  const steps =
    fromSel && path.length === 0
      ? legal.filter((a) => a.type === "step" && a.from === fromSel).map((a) => (a as { to: Square }).to)
      : [];
  const jumps = fromSel ? (legal.filter((a) => a.type === "jump" && a.from === fromSel) as JumpAction[]) : [];
  const landings = jumps
    .filter((j) => j.path.length === path.length + 1 && samePrefix(path, j.path))
    .map((j) => j.path[path.length]!);
  const canStop =
    path.length > 0 && jumps.some((j) => j.path.length === path.length && samePrefix(path, j.path));

  const commitChain = (p: readonly Square[]) => {
    if (fromSel) play({ type: "jump", from: fromSel, path: p });
  };

  const onCell = (square: Square) => {
    if (!human) return;
    setMessage(null);
    if (selection) {
      if (path.length === 0 && steps.includes(square))
        return play({ type: "step", from: selection.from, to: square });
      if (landings.includes(square)) {
        const next = [...path, square];
        const more = jumps.some((j) => j.path.length > next.length && samePrefix(next, j.path));
        // A chain with no possible continuation (a capture ends it) is played at once.
        if (!more) return commitChain(next);
        return setSelection({ from: selection.from, path: next });
      }
      if (path.length > 0 && square === path[path.length - 1] && canStop) return commitChain(path);
      if (path.length > 0) return;
    }
    if (movable.includes(square)) setSelection({ from: square, path: [] });
    else setSelection(null);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setSelection(null);
      else if (e.key === "Enter" && canStop) commitChain(path);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  });

  const newGame = () => {
    setGame(initialState({}));
    setPlayed([]);
    setSelection(null);
    setMotion(null);
    setMessage(null);
    setSeed(Math.floor(Math.random() * 1e9));
  };

  const lastAction = played.findLast((p) => p.action !== null)?.action ?? undefined;
  const lastMove =
    lastAction && lastAction.type !== "pass"
      ? [lastAction.from, ...(lastAction.type === "step" ? [lastAction.to] : lastAction.path)]
      : [];
  const result = resultText(game);
  const canPass = human && legal.some((a) => a.type === "pass");

  return (
    <section class="shing-shang" data-turn={game.turn} data-thinking={thinking ? "true" : "false"}>
      <header class="game-head">
        <div>
          <h1>Shing Shang</h1>
          <p class="lede">
            Monkeys step one or two, lions one, dragons only jump. Jump your own pieces in chains; jumping an
            enemy captures it and earns an extra action. Bring a dragon to an enemy portal.
          </p>
        </div>
      </header>

      <div class="ss-body">
        <div class="ss-board-wrap">
          <ShingShangBoard
            pieces={game.pieces}
            selected={fromSel}
            chain={path}
            steps={steps}
            landings={landings}
            movable={selection ? [] : movable}
            lastMove={lastMove}
            motion={motion}
            onCell={onCell}
          />
        </div>

        <aside class="panel ss-panel">
          <div class="players">
            {(["red", "blue"] as const).map((side) => (
              <label
                key={side}
                class={game.turn === side && game.result === null ? "player active" : "player"}
              >
                <span class="side-dot" style={{ background: SIDE_FILL[side] }} />
                <span class="player-name">{SIDE_NAME[side]}</span>
                <select
                  value={players[side]}
                  onChange={(e) =>
                    setPlayers((p) => ({ ...p, [side]: (e.target as HTMLSelectElement).value as Player }))
                  }
                  data-player={side}
                >
                  {(Object.keys(PLAYER_LABEL) as Player[]).map((p) => (
                    <option key={p} value={p}>
                      {PLAYER_LABEL[p]}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>

          {result ? (
            <output class="phase phase-won" data-testid="result">
              {result}
            </output>
          ) : (
            <output class="phase" data-testid="status">
              <span class="side-dot" style={{ background: SIDE_FILL[game.turn] }} /> {SIDE_NAME[game.turn]} to
              move
              {thinking
                ? " · thinking…"
                : human
                  ? selection
                    ? path.length > 0
                      ? " · continue the chain or stop"
                      : " · choose where"
                    : " · choose a piece"
                  : ""}
            </output>
          )}

          {game.extra && game.result === null && (
            <div class="extra-banner" role="status">
              <b>Capture!</b> {SIDE_NAME[game.turn]} takes an extra action with another piece (not the one on{" "}
              {game.extra.excluded}).
              {canPass && (
                <button type="button" onClick={() => play({ type: "pass" })} data-testid="pass">
                  Pass
                </button>
              )}
            </div>
          )}

          {selection && path.length > 0 && (
            <div class="chain-bar">
              Chain {[selection.from, ...path].join(" → ")}
              <button type="button" class="primary" disabled={!canStop} onClick={() => commitChain(path)}>
                Stop here <kbd>Enter</kbd>
              </button>
              <button type="button" onClick={() => setSelection(null)}>
                Cancel
              </button>
            </div>
          )}
          {message && <p class="message">{message}</p>}

          <div class="movelist-wrap">
            <span class="panel-label">Moves</span>
            <ol class="movelist" data-testid="moves">
              {played.map((p, i) => (
                <li key={i} data-side={p.side}>
                  <span class="ply">{i + 1}.</span>
                  <span class="side-dot" style={{ background: SIDE_FILL[p.side] }} />
                  {p.action ? (
                    <code>{makeMove(p.action)}</code>
                  ) : (
                    <span class="muted-inline">no legal action: passes</span>
                  )}
                  {p.capture && <span class="tag capture">capture</span>}
                  {p.extra && <span class="tag">extra</span>}
                </li>
              ))}
              {played.length === 0 && <li class="empty">Red moves first.</li>}
            </ol>
          </div>

          <div class="legend">
            <span class="legend-item">
              <svg viewBox="-0.5 -0.5 1 1" width="22" height="22" aria-hidden="true">
                <Bushi piece={{ side: "red", kind: "monkey" }} />
              </svg>
              monkey
            </span>
            <span class="legend-item">
              <svg viewBox="-0.5 -0.5 1 1" width="22" height="22" aria-hidden="true">
                <Bushi piece={{ side: "red", kind: "lion" }} />
              </svg>
              lion
            </span>
            <span class="legend-item">
              <svg viewBox="-0.5 -0.5 1 1" width="22" height="22" aria-hidden="true">
                <Bushi piece={{ side: "red", kind: "dragon" }} />
              </svg>
              dragon
            </span>
            <span class="legend-item">
              <i class="portal-swatch" /> portal
            </span>
          </div>

          <div class="actions">
            <button type="button" onClick={newGame}>
              New game
            </button>
          </div>
        </aside>
      </div>
    </section>
  );
}
