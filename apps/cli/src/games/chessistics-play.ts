/**
 * `games chessistics play`: build a network line by line — place, remove, tick, run, ask where a
 * piece may go — with every rule answered by @engines/chessistics. Reads commands from stdin, so
 * it works at a terminal and piped alike.
 */
import type { Rejected } from "@core/engine";
import {
  type Action,
  CATALOG,
  describeEvent,
  displayName,
  type Event,
  highestStockedLevel,
  initialState,
  isPieceType,
  type Level,
  legalTargets,
  originProblem,
  type PieceType,
  pieceAt,
  pieceSpec,
  piecesOf,
  reduce,
  renderBoard,
  type State,
  stockCount,
} from "@engines/chessistics";
import { type Io, lineReader, println } from "../command.js";

export const PLAY_HELP = `commands, one per line:
  place <piece> <from> <to> [level]   e.g. "place rook b1 c1" (or French: "place tour b1 c1")
  remove <id | square>                 take a piece back to stock (its cargo is lost)
  targets <piece> <from> [level]       where that piece could go from that cell
  tick [N]                             play N turns (default 1)
  run [N]                              play until a mission is done, a collision, or N turns (100)
  board | status | pieces              show the board, the demands and stock, the pieces
  help | quit`;

/** Events worth printing even with --quiet: collisions and mission milestones. */
const LOUD = new Set<Event["type"]>(["collision", "missionComplete", "missionStarted", "levelComplete"]);

/** Reads a piece type from English ("rook") or the seed's French ("tour"). */
function pieceOf(word: string | undefined): PieceType | undefined {
  const w = word?.toLowerCase();
  if (isPieceType(w)) return w;
  return CATALOG.find((p) => p.name.toLowerCase() === w)?.type;
}

/** A piece level from "2" or "II". */
function levelOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const roman = ["i", "ii", "iii", "iv", "v"].indexOf(word.toLowerCase());
  if (roman >= 0) return roman + 1;
  return /^[1-9]$/.test(word) ? Number(word) : Number.NaN;
}

/** The turn, each demand of the current mission, the stock. */
export function statusText(state: State): string {
  const mission =
    state.missions.length > 1
      ? `Mission ${state.mission}/${state.missions.length}${state.missions[state.mission - 1]?.title ? ` "${state.missions[state.mission - 1]!.title}"` : ""}    `
      : "";
  const demands = state.demands
    .filter((d) => d.mission === state.mission)
    .map((d) => `${d.name}: ${d.received}/${d.amount} ${d.cargo} ${d.received >= d.amount ? "✓" : "✗"}`);
  return `${mission}Turn: ${state.turn}    ${demands.join("    ")}`;
}

function stockText(state: State): string {
  return `Stock: ${state.stock.map((e) => `${e.count}× ${displayName(e.type, e.level)}`).join(", ")}`;
}

function piecesText(state: State): string[] {
  const pieces = piecesOf(state);
  if (pieces.length === 0) return ["No pieces on the board."];
  return pieces.map(
    (p) =>
      `#${p.id} ${displayName(p.type, p.level)} ${p.from} ↔ ${p.to}, on ${p.at}${p.cargo === null ? "" : `, carrying ${p.cargo}`}`,
  );
}

/**
 * A session of play on one level. Returns the exit code: 0 on "quit" or when the input ends with
 * the level complete, 1 when it ends before (a script that did not finish the level).
 */
export async function play(level: Level, io: Io, quiet: boolean): Promise<number> {
  const out = io.stdout;
  let state = initialState(level);
  const say = (text: string) => println(out, text);
  const lines = lineReader(io.stdin);

  /** Applies an action; prints a refusal in words. Returns the events, or null when refused. */
  const act = (action: Action): readonly Event[] | null => {
    const t = reduce(state, action);
    const refused = t.events.find((e): e is Rejected => e.type === "rejected");
    if (refused) {
      say(`  ✗ ${refused.detail ?? refused.reason}`);
      return null;
    }
    state = t.state;
    return t.events as Event[];
  };

  /** Plays up to `n` turns; with `stop`, ends early on a collision or a mission done. */
  const turns = (n: number, stop: boolean): void => {
    for (let i = 0; i < n && state.phase === "running"; i++) {
      const events = act({ type: "tick" });
      if (events === null) return;
      for (const e of events) if (!quiet || LOUD.has(e.type)) say(describeEvent(e, state));
      if (!quiet) {
        say(renderBoard(state));
        say(statusText(state));
      }
      if (stop && events.some((e) => e.type === "collision")) {
        say("Stopped: a collision (the destroyed pieces are back in stock).");
        break;
      }
      if (stop && events.some((e) => e.type === "missionComplete")) break;
    }
    if (quiet) say(statusText(state));
  };

  say(`${state.name} (${state.width}×${state.height})${level.description ? `: ${level.description}` : ""}`);
  say(renderBoard(state));
  say(statusText(state));
  say(stockText(state));
  say(`Type "help" for the commands.`);
  try {
    for (;;) {
      if ((out as { isTTY?: boolean }).isTTY) out.write("> ");
      const line = await lines.next();
      if (line === null) break;
      const [word, ...args] = line.trim().split(/\s+/);
      if (word === undefined || word === "" || word.startsWith("#")) continue;
      switch (word.toLowerCase()) {
        case "quit":
        case "exit":
        case "q":
          return 0; // leaving on purpose is no failure

        case "help":
        case "?":
          say(PLAY_HELP);
          break;
        case "board":
          say(renderBoard(state));
          break;
        case "status":
          say(statusText(state));
          say(stockText(state));
          break;
        case "pieces":
          for (const l of piecesText(state)) say(l);
          break;
        case "place": {
          const [pieceWord, from, to, levelWord] = args;
          const piece = pieceOf(pieceWord);
          const lvl = levelOf(levelWord);
          if (piece === undefined || from === undefined || to === undefined || Number.isNaN(lvl)) {
            say(`  ? place <piece> <from> <to> [level], e.g. "place rook b1 c1"; pieces: ${names()}`);
            break;
          }
          const events = act({
            type: "place",
            piece,
            from,
            to,
            ...(lvl === undefined ? {} : { level: lvl }),
          });
          if (events) for (const e of events) say(`  ✓ ${describeEvent(e, state)}`);
          break;
        }
        case "remove": {
          const target = args[0];
          const id =
            target !== undefined && /^#?\d+$/.test(target) ? Number(target.replace("#", "")) : undefined;
          const piece = id === undefined && target !== undefined ? pieceAt(state, target) : undefined;
          if (id === undefined && piece === undefined) {
            say(target === undefined ? "  ? remove <id | square>" : `  ✗ no piece stands on ${target}`);
            break;
          }
          const events = act({ type: "remove", id: id ?? piece!.id });
          if (events) for (const e of events) say(`  ✓ ${describeEvent(e, state)}`);
          break;
        }
        case "targets": {
          const [pieceWord, from, levelWord] = args;
          const piece = pieceOf(pieceWord);
          const lvl = levelOf(levelWord);
          if (piece === undefined || from === undefined || Number.isNaN(lvl)) {
            say(`  ? targets <piece> <from> [level], e.g. "targets rook b1"; pieces: ${names()}`);
            break;
          }
          const asked = lvl ?? highestStockedLevel(state.stock, piece) ?? pieceSpec(piece).defaultLevel;
          const name = displayName(piece, asked);
          const problem = originProblem(state, from);
          if (problem !== null) {
            say(`  ✗ a ${name} cannot start on ${from}: ${problem.detail}`);
            break;
          }
          const targets = legalTargets(state, piece, asked, from);
          say(
            targets.length === 0
              ? `  ✗ a ${name} on ${from} has no legal move`
              : `  ${name} from ${from}: ${targets.join(" ")}${stockCount(state.stock, piece, asked) > 0 ? "" : ` (none in stock)`}`,
          );
          break;
        }
        case "tick":
        case "run": {
          const n = args[0] === undefined ? (word === "run" ? 100 : 1) : Number(args[0]);
          if (!Number.isInteger(n) || n < 1 || n > 100_000) {
            say(`  ? ${word} [N], N a whole number of turns from 1`);
            break;
          }
          if (state.phase !== "running") {
            say("  ✗ the level is complete: every action is refused now");
            break;
          }
          turns(n, word === "run");
          if (word === "run" && state.phase === "running" && !quiet)
            say(`(${n} turns played; "run" again goes on)`);
          break;
        }
        default:
          say(`  ? unknown command "${word}"; type "help"`);
      }
    }
  } finally {
    lines.close();
  }
  return state.phase === "complete" ? 0 : 1;
}

const names = () => CATALOG.map((p) => `${p.type} (${p.name.toLowerCase()})`).join(", ");
