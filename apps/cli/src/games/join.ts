/**
 * `games join <link>`: plays the seat of an invite link (or watches, with a spectator link) in the
 * terminal, through `@core/match-client` (it reconnects by itself and resumes). The server sends
 * this seat's view and events; the engine lists the legal choices; the server judges them again.
 * @module
 */
import { connect, type MatchClient, parseLink } from "@core/match-client/node";
import { type Command, type Io, lineReader, println } from "../command.js";
import { type TerminalSeat, terminalSeat } from "./join-seats.js";

const JOIN_HELP = `usage: games join <link> [--no-colour]

Plays the seat of an online match's invite link in the terminal (LGC TCG and Shing Shang), or
watches it with a spectator link, until the match is over. Typing q leaves; the same link
brings you back to your seat. The connection comes back by itself after a network loss.
  TCG: the engine's legal intents are listed each time; type a number.
  Shing Shang: c2-c4 (step), b1xd3xf3 (jump chain), pass, moves [square], board, help.`;

/** Resolves on the client's next welcome, update or close. */
function changes(client: MatchClient): { next(): Promise<void>; stop(): void } {
  let wake: (() => void) | null = null;
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const offs = [
    client.on("welcome", poke),
    client.on("update", poke),
    client.on("status", (s) => s === "closed" && poke()),
  ];
  return {
    next: () => new Promise<void>((resolve) => (wake = resolve)),
    stop: () => {
      for (const off of offs) off();
    },
  };
}

export const join: Command = {
  name: "join",
  summary: "play a seat of an online match from its invite link",
  usage: JOIN_HELP,
  async run(args: readonly string[], io: Io): Promise<number> {
    if (args.includes("-h") || args.includes("--help")) {
      println(io.stdout, JOIN_HELP);
      return 0;
    }
    const [link, ...rest] = args;
    const colour =
      !rest.includes("--no-colour") && io.stdout === process.stdout && process.stdout.isTTY === true;
    const unknown = rest.find((a) => a !== "--no-colour");
    if (link === undefined || unknown !== undefined) {
      println(
        io.stderr,
        `games join: ${link === undefined ? "missing link" : `unexpected argument "${unknown}"`}\n\n${JOIN_HELP}`,
      );
      return 2;
    }
    try {
      parseLink(link);
    } catch (error) {
      println(io.stderr, `games join: ${(error as Error).message}`);
      return 2;
    }
    const client = connect(link);
    const lines = lineReader(io.stdin);
    const wait = changes(client);
    let lost = false;
    let wasOpen = false;
    client.on("status", (s) => {
      if (s === "open" && lost) println(io.stdout, "(reconnected)");
      if (s === "connecting" && wasOpen && !lost) println(io.stdout, "(connection lost: reconnecting…)");
      lost = s === "connecting" && wasOpen;
      wasOpen ||= s === "open";
    });
    const finish = (code: number): number => {
      wait.stop();
      lines.close();
      client.close();
      return code;
    };

    let seat: TerminalSeat | null = null;
    let shown = -1;
    client.on("update", (u) => {
      for (const line of seat?.describe(u.events, u.view) ?? []) println(io.stdout, `  ${line}`);
    });
    for (;;) {
      const snap = client.snapshot;
      if (client.status === "closed") {
        println(io.stderr, "games join: this link is not valid (or its match is gone)");
        return finish(1);
      }
      if (snap === null) {
        await wait.next();
        continue;
      }
      if (seat === null) {
        seat = await terminalSeat(snap.match.engine, colour);
        if (seat === null) {
          println(
            io.stderr,
            `games join: ${snap.match.engine} is not playable in the terminal; open the link in a browser`,
          );
          return finish(2);
        }
        const who = snap.seat === null ? "watching" : `you are seat ${snap.seat}`;
        println(io.stdout, `${snap.match.engine} match ${snap.match.id}: ${who}`);
      }
      if (snap.seq !== shown) {
        println(io.stdout, `\n${seat.render(snap.view)}`);
        shown = snap.seq;
        if (snap.over) {
          println(io.stdout, "the match is over");
          return finish(0);
        }
        if (snap.seat === null || !snap.toAct.includes(snap.seat))
          println(io.stdout, `waiting for ${snap.toAct.join(", ")}…`);
      }
      if (snap.seat !== null && snap.toAct.includes(snap.seat)) {
        const choice = await seat.ask(snap.view, snap.seat, lines, io.stdout);
        if (choice === "quit") {
          println(io.stdout, "left the match (the same link brings you back)");
          return finish(1);
        }
        const result = await client.send(choice.action);
        if (!result.ok) println(io.stdout, `refused: ${result.detail ?? result.reason}`);
        continue;
      }
      await wait.next();
    }
  },
};
