/**
 * PAC — Control. The turn loop: whose seat is to move, asking the bot or reading a line, sending
 * the action to the abstraction and what it answers to the presentation. No rule is decided here,
 * and nothing here imports the engine: the abstraction is the only way to it.
 */
import { type Io, lineReader, println } from "../../command.js";
import {
  actionsOf,
  boardView,
  botAction,
  isBot,
  isSquare,
  type Match,
  moveText,
  readMove,
  SIDES,
  type State,
  submit,
} from "./abstraction.js";
import {
  botLine,
  describeEvents,
  HELP,
  legend,
  listMoves,
  parseCommand,
  prompt,
  renderBoard,
  type Style,
} from "./presentation.js";

/** How a match run ended, for the exit code. */
export type Ending = "finished" | "quit" | "end-of-input";

/**
 * Plays `match` to its end: bots move on their own, humans type moves at a prompt (line by line
 * from a pipe too). Illegal input is explained and the prompt comes back. The board is printed
 * once before each human prompt when it changed since it was last shown (so a move and the bot's
 * reply give one board, not two), and at the end.
 */
export async function playMatch(
  start: Match,
  io: Io,
  style: Style,
): Promise<{ match: Match; ending: Ending }> {
  const out = io.stdout;
  let match = start;
  let shown: State | null = null;
  const show = (withLegend = false) => {
    const board = boardView(match.state);
    println(out, renderBoard(board, style));
    if (withLegend) println(out, legend(board));
    shown = match.state;
  };
  const seatsText = SIDES.map((s) => `${s}: ${match.seats[s]}`).join(", ");
  println(out, `Shing Shang — ${seatsText}. Type help for help.`);
  show(true);
  const hasHuman = SIDES.some((s) => !isBot(match.seats[s]));
  const reader = hasHuman ? lineReader(io.stdin) : null;
  try {
    while (match.state.result === null) {
      const side = match.state.turn;
      const seat = match.seats[side];
      if (isBot(seat)) {
        const action = botAction(match, seat);
        if (action === null) break;
        const r = submit(match, action);
        match = r.match;
        println(out, botLine(side, seat, moveText(action)));
        for (const l of describeEvents(r.events)) println(out, `  ${l}`);
        continue;
      }
      if (shown !== match.state) show();
      out.write(prompt(side, match.state.extra?.excluded ?? null));
      const line = await (reader as NonNullable<typeof reader>).next();
      if (line === null) {
        println(out);
        println(out, "end of input: the game is not over");
        return { match, ending: "end-of-input" };
      }
      if (io.stdin.isTTY !== true) println(out, line.trim());
      const command = parseCommand(line);
      switch (command.kind) {
        case "empty":
          break;
        case "help":
          println(out, HELP);
          break;
        case "quit":
          println(out, "game stopped");
          return { match, ending: "quit" };
        case "board":
          show(true);
          break;
        case "moves":
          if (command.square !== undefined && !isSquare(command.square)) {
            println(out, `"${command.square}" is not a square of the board`);
          } else {
            println(out, listMoves(actionsOf(match, command.square).map(moveText)));
          }
          break;
        case "move": {
          const read = readMove(command.text);
          if (!read.ok) {
            println(out, read.message);
            break;
          }
          const r = submit(match, read.action);
          match = r.match;
          for (const l of describeEvents(r.events)) println(out, `  ${l}`);
          break;
        }
      }
    }
  } finally {
    reader?.close();
  }
  if (shown !== match.state) show();
  println(out, `game over after ${match.state.ply} plies`);
  return { match, ending: "finished" };
}
