/**
 * PAC — Control. The turn loop: whose seat is to move, asking the bot or reading a line, sending
 * the action to the abstraction and the outcome to the presentation. No rule is decided here.
 */
import { LEVELS, type Level, SIDES, type Side, squareIndex } from "@engines/shing-shang";
import { type Io, lineReader, println } from "../../command.js";
import { actionsOf, botAction, type Match, type Seat, submit } from "./abstraction.js";
import {
  botLine,
  describeEvents,
  HELP,
  LEGEND,
  listMoves,
  parseCommand,
  prompt,
  renderBoard,
  type Style,
} from "./presentation.js";

function isBot(seat: Seat): seat is Level {
  return (LEVELS as readonly string[]).includes(seat);
}

/** How a match run ended, for the exit code. */
export type Ending = "finished" | "quit" | "end-of-input";

/**
 * Plays `match` to its end: bots move on their own, humans type moves at a prompt (line by line
 * from a pipe too). Illegal input is explained and the prompt comes back.
 */
export async function playMatch(
  start: Match,
  io: Io,
  style: Style,
): Promise<{ match: Match; ending: Ending }> {
  const out = io.stdout;
  let match = start;
  const seatsText = SIDES.map((s) => `${s}: ${match.seats[s]}`).join(", ");
  println(out, `Shing Shang — ${seatsText}. Type help for help.`);
  println(out, renderBoard(match.state, style));
  println(out, LEGEND);
  const hasHuman = SIDES.some((s) => !isBot(match.seats[s]));
  const reader = hasHuman ? lineReader(io.stdin) : null;
  try {
    while (match.state.result === null) {
      const side: Side = match.state.turn;
      const seat = match.seats[side];
      if (isBot(seat)) {
        const action = botAction(match, seat);
        if (action === null) break;
        const r = submit(match, action);
        match = r.match;
        println(out, botLine(side, seat, action));
        for (const l of describeEvents(r.events)) println(out, `  ${l}`);
        if (hasHuman || match.state.result !== null) println(out, renderBoard(match.state, style));
        continue;
      }
      out.write(prompt(match.state));
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
          return { match, ending: "quit" };
        case "board":
          println(out, renderBoard(match.state, style));
          println(out, LEGEND);
          break;
        case "moves":
          if (command.square !== undefined && squareIndex(command.square) < 0) {
            println(out, `"${command.square}" is not a square of the board`);
          } else {
            println(out, listMoves(actionsOf(match, command.square)));
          }
          break;
        case "error":
          println(out, command.message);
          break;
        case "move": {
          const r = submit(match, command.action);
          for (const l of describeEvents(r.events)) println(out, `  ${l}`);
          if (r.match !== match) {
            match = r.match;
            println(out, renderBoard(match.state, style));
          }
          break;
        }
      }
    }
  } finally {
    reader?.close();
  }
  println(out, `game over after ${match.state.ply} plies`);
  return { match, ending: "finished" };
}
