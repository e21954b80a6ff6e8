/**
 * `games pigment`: play Pigment in the terminal, or pipe moves through it. A thin client: every
 * rule (legality, mixing, win and loss, hints) comes from @engines/pigment.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { type Rejected, SetupError } from "@core/engine";
import {
  type Action,
  boardView,
  type CellView,
  COLOUR_LETTER,
  type Colour,
  type Dir,
  type Event,
  engine,
  formatCell,
  hint,
  LEVELS,
  type Level,
  markStatus,
  parseLevel,
  type State,
  solve,
} from "@engines/pigment";
import { type Command, type Io, println } from "../command.js";

const USAGE = `usage: games pigment [--level N | --file LEVEL.json] [--solve]

Pigment: roll a die over a 5×5 board; the face that lands down paints the cell (primaries mix,
white erases, black seals). Meet every mark within the move limit.

options:
  --level N        campaign level 1–${LEVELS.length} (default 1)
  --file PATH      play a custom level (JSON, see data/pigment/level.schema.json)
  --solve          print the proven shortest winning line and exit
  -h, --help       this text

interactive (stdin is a terminal):
  arrows or WASD   roll north/west/south/east      u  undo      r  restart
  h                hint (next roll of a shortest win)
  n / p            next / previous campaign level   q  quit

piped (stdin is not a terminal): reads moves separated by spaces, commas or newlines —
  N E S W (any case), u or undo, r or restart; '#' starts a comment — prints each step and
  the final board. Exit code 0 when the level ends won, 1 when not, 2 on bad arguments or input.
  example: echo "E S W N E" | games pigment --level 2`;

const GLYPH: Readonly<Record<Colour, string>> = {
  empty: "·",
  red: "r",
  yellow: "y",
  blue: "b",
  white: "w",
  black: "#",
  orange: "o",
  violet: "v",
  green: "g",
};

// Background colours for stains on a colour terminal (256-colour palette).
const ANSI_BG: Readonly<Record<Colour, string>> = {
  empty: "",
  red: "\x1b[48;5;160m",
  yellow: "\x1b[48;5;178m\x1b[30m",
  blue: "\x1b[48;5;26m",
  white: "\x1b[48;5;255m\x1b[30m",
  black: "\x1b[48;5;235m\x1b[38;5;244m",
  orange: "\x1b[48;5;208m\x1b[30m",
  violet: "\x1b[48;5;92m",
  green: "\x1b[48;5;34m\x1b[30m",
};
const RESET = "\x1b[0m";

/** A face's colour in words: the seed's "null" face (no colour) is "blank" to a player. */
function faceName(colour: Colour): string {
  return colour === "empty" ? "blank" : colour;
}

/** A level's name and description as this English command prints them (the data's `i18n.en`). */
function wordsOf(level: Level): { name: string; description?: string } {
  const en = level.i18n?.en;
  return en ?? level;
}

/** One cell, 6 characters: die marker, stain glyph, and a ring with the target letter for a mark. */
function drawCell(view: CellView, colour: boolean): string {
  if (!view.floor) return "  ~~  ";
  const die = view.die ? "@" : " ";
  const mark = view.mark === null ? "   " : `(${COLOUR_LETTER[view.mark]})`;
  const text = `${die}${GLYPH[view.stain]}${mark} `;
  return colour && ANSI_BG[view.stain] !== "" ? `${ANSI_BG[view.stain]}${text}${RESET}` : text;
}

/** The board, the die's compass, marks and the move counter, as text. */
export function render(state: State, colour = false): string {
  const views = boardView(state);
  const lines: string[] = [];
  const title =
    state.level.number === undefined
      ? wordsOf(state.level).name
      : `Level ${state.level.number}: ${wordsOf(state.level).name}`;
  lines.push(title);
  const description = wordsOf(state.level).description;
  if (description !== undefined) lines.push(description);
  lines.push("");
  lines.push(`     ${[0, 1, 2, 3, 4].map((x) => ` ${x}    `).join("")}`);
  for (let y = 0; y < 5; y++) {
    lines.push(
      `  ${y}  ${views
        .slice(y * 5, y * 5 + 5)
        .map((v) => drawCell(v, colour))
        .join("")}`,
    );
  }
  lines.push("");
  const { die } = state;
  // The compass: the die laid flat, down face in the middle, its four sides around it.
  const west = `W ${faceName(die.W)} `.padStart(14);
  const centre = " ".repeat(2 + west.length);
  lines.push(`${centre}N ${faceName(die.N)}`);
  lines.push(`  ${west}[down ${faceName(die.D)}] E ${faceName(die.E)}    (up ${faceName(die.U)})`);
  lines.push(`${centre}S ${faceName(die.S)}`);
  lines.push("");
  const marks = markStatus(state).map(
    (m) => `${formatCell(m.cell)} wants ${m.colour}, has ${m.stain} ${m.met ? "✓" : "✗"}`,
  );
  lines.push(`  marks: ${marks.join("; ")}`);
  lines.push(`  moves: ${state.spent}/${state.limit}   phase: ${state.phase}`);
  lines.push("  legend: · empty  r red  y yellow  b blue  w white  # sealed  o orange  v violet  g green");
  lines.push("          (X) mark wanting colour X   @ die   ~~ hole");
  return lines.join("\n");
}

/** One line per event, in words. */
export function describeEvents(events: readonly (Event | Rejected)[]): string[] {
  return events.map(describeEvent);
}

function describeEvent(e: Event | Rejected): string {
  switch (e.type) {
    case "rolled":
      return `${e.dir}: ${formatCell(e.from)} → ${formatCell(e.to)}, ${faceName(e.down)} down, ${e.before} → ${e.after}`;
    case "won":
      return "Won: every mark is met.";
    case "lost":
      return e.reason === "limit" ? "Lost: no moves left (u undoes, r restarts)." : "Lost: no roll possible.";
    case "undone":
      return `Undone ${e.dir}: back on ${formatCell(e.from)}, ${formatCell(e.to)} is ${e.stain} again.`;
    case "restarted":
      return "Restarted.";
    default:
      return `Refused: ${e.reason}.`;
  }
}

interface Options {
  level: Level;
  campaign: number | null;
  solve: boolean;
}

async function parseArgs(args: readonly string[], io: Io): Promise<Options | string> {
  let campaign: number | null = null;
  let file: string | null = null;
  let wantSolve = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split("=", 2) : [arg, undefined];
    const value = (): string | null => inline ?? args[++i] ?? null;
    if (flag === "--solve") wantSolve = true;
    else if (flag === "--level") {
      const v = value();
      const n = v === null ? Number.NaN : Number(v);
      if (!Number.isInteger(n) || n < 1 || n > LEVELS.length)
        return `--level needs a number from 1 to ${LEVELS.length}`;
      campaign = n;
    } else if (flag === "--file") {
      file = value();
      if (file === null) return "--file needs a path";
    } else return `unknown argument "${arg}"`;
  }
  if (file !== null && campaign !== null) return "use either --level or --file, not both";
  if (file !== null) {
    const path = resolve(io.cwd, file);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path, "utf8"));
    } catch (error) {
      return `cannot read ${file}: ${(error as Error).message}`;
    }
    try {
      return { level: parseLevel(data, file), campaign: null, solve: wantSolve };
    } catch (error) {
      if (error instanceof SetupError) return error.message;
      throw error;
    }
  }
  const n = campaign ?? 1;
  return { level: LEVELS[n - 1] as Level, campaign: n, solve: wantSolve };
}

function printSolution(level: Level, io: Io): number {
  const result = solve(level);
  if (!result.solved) {
    const why = result.reason === "unsolvable" ? "no winning line exists" : "no winning line within 40 moves";
    println(io.stdout, `${wordsOf(level).name}: ${why}.`);
    return 1;
  }
  const others = result.count === 1 ? "the only shortest line" : `one of ${result.count} shortest lines`;
  println(
    io.stdout,
    `${wordsOf(level).name}: ${result.line.join(" ")} (${result.length} moves, ${others}; limit ${level.limit})`,
  );
  return 0;
}

const WORDS: Readonly<Record<string, Action>> = {
  n: { type: "roll", dir: "N" },
  e: { type: "roll", dir: "E" },
  s: { type: "roll", dir: "S" },
  w: { type: "roll", dir: "W" },
  u: { type: "undo" },
  undo: { type: "undo" },
  r: { type: "restart" },
  restart: { type: "restart" },
};

async function readAll(stream: Io["stdin"]): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

async function runPiped(level: Level, io: Io): Promise<number> {
  const text = await readAll(io.stdin);
  const tokens = text
    .split("\n")
    .map((line) => line.replace(/#.*/, ""))
    .join(" ")
    .split(/[\s,]+/)
    .filter((t) => t !== "");
  const actions: Action[] = [];
  for (const token of tokens) {
    const word = token.toLowerCase();
    const action = Object.hasOwn(WORDS, word) ? WORDS[word] : undefined;
    if (action === undefined) {
      println(io.stderr, `games pigment: unknown move "${token}" (use N E S W, u, r)`);
      return 2;
    }
    actions.push(action);
  }
  let state = engine.init({ level });
  for (const action of actions) {
    const t = engine.reduce(state, action);
    state = t.state;
    for (const line of describeEvents(t.events)) println(io.stdout, line);
  }
  println(io.stdout);
  println(io.stdout, render(state));
  return state.phase === "won" ? 0 : 1;
}

// Escape sequences and letters → what they do in interactive mode.
const KEYS: Readonly<Record<string, Action | "quit" | "hint" | "next" | "prev">> = {
  "\x1b[A": { type: "roll", dir: "N" },
  "\x1b[B": { type: "roll", dir: "S" },
  "\x1b[C": { type: "roll", dir: "E" },
  "\x1b[D": { type: "roll", dir: "W" },
  w: { type: "roll", dir: "N" },
  a: { type: "roll", dir: "W" },
  s: { type: "roll", dir: "S" },
  d: { type: "roll", dir: "E" },
  u: { type: "undo" },
  r: { type: "restart" },
  h: "hint",
  n: "next",
  p: "prev",
  q: "quit",
  "\x03": "quit",
};

/** Splits raw input into keys: arrow escape sequences or single characters. */
function keysOf(chunk: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < chunk.length; ) {
    // Arrows arrive as ESC [ A (normal mode) or ESC O A (application mode): both map to ESC [ A.
    if (chunk[i] === "\x1b" && (chunk[i + 1] === "[" || chunk[i + 1] === "O") && i + 2 < chunk.length) {
      keys.push(`\x1b[${chunk[i + 2]}`);
      i += 3;
    } else {
      keys.push((chunk[i] as string).toLowerCase());
      i += 1;
    }
  }
  return keys;
}

function runInteractive(options: Options, io: Io): Promise<number> {
  let campaign = options.campaign;
  let state = engine.init({ level: options.level });
  let message = "Roll with the arrows or WASD. u undo, r restart, h hint, q quit.";
  const draw = () => {
    const nav = campaign === null ? "" : "   n/p: next/previous level";
    io.stdout.write(
      `\x1b[2J\x1b[H${render(state, true)}\n\n  ${message}\n  keys: arrows/WASD roll, u undo, r restart, h hint, q quit${nav}\n`,
    );
  };
  const setLevel = (n: number) => {
    campaign = n;
    state = engine.init({ level: n });
    message = `Level ${n}.`;
  };
  return new Promise((done) => {
    const stdin = io.stdin;
    stdin.setRawMode?.(true);
    const finish = () => {
      stdin.off("data", onData);
      stdin.off("end", finish);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stdout.write("\n");
      done(0);
    };
    const onData = (chunk: Buffer | string) => {
      for (const key of keysOf(String(chunk))) {
        const what = Object.hasOwn(KEYS, key) ? KEYS[key] : undefined;
        if (what === undefined) continue;
        if (what === "quit") return finish();
        if (what === "hint") {
          const dir: Dir | null = hint(state);
          if (dir !== null) message = `Hint: roll ${dir}.`;
          else if (state.phase === "won") message = "Already won.";
          else message = "No winning line from here within the moves left (u undoes, r restarts).";
        } else if (what === "next" || what === "prev") {
          if (campaign === null) message = "n/p only move through the campaign levels.";
          else {
            const n = campaign + (what === "next" ? 1 : -1);
            if (n >= 1 && n <= LEVELS.length) setLevel(n);
            else message = what === "next" ? "That was the last level." : "This is the first level.";
          }
        } else {
          const t = engine.reduce(state, what);
          state = t.state;
          message = describeEvents(t.events).join(" ");
          if (state.phase === "won" && campaign !== null && campaign < LEVELS.length)
            message += " n: next level.";
        }
      }
      draw();
    };
    stdin.on("data", onData);
    stdin.on("end", finish);
    draw();
  });
}

/** The `pigment` command. */
export const command: Command = {
  name: "pigment",
  summary: "Pigment: roll a die to paint a 5×5 board (play, or --solve)",
  usage: USAGE,
  async run(args, io) {
    const options = await parseArgs(args, io);
    if (typeof options === "string") {
      println(io.stderr, `games pigment: ${options}\n\n${USAGE}`);
      return 2;
    }
    if (options.solve) return printSolution(options.level, io);
    if (io.stdin.isTTY === true) return runInteractive(options, io);
    return runPiped(options.level, io);
  },
};
