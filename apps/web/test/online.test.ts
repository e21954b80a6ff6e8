/**
 * The online client's plain parts: the app's links from the server's answer, the invite-link
 * landing rewritten to the play page, and the duel log told from a seat's filtered events.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { inviteLink, replayLink, tokenOf } from "../src/online/config.js";
import { linksOf } from "../src/online/create-panel.js";
import { openJoinLink } from "../src/online/join-link.js";
import { onlineMessages } from "../src/online/messages.js";
import { tcgLog } from "../src/online/tcg-log.js";

const TOKEN = "FttujbFFVxbpoqJ0sivkh6XYAIOoGNueI7XWyns-UxE";
const OTHER = "4xqw2FORJujJIm8hnprYRBHEDv9yaczGDJruLxOvSTM";

/** A page at `href`: `location` and `history.replaceState` as a browser has them. */
function at(href: string) {
  const url = new URL(href);
  const location = {
    get href() {
      return url.href;
    },
    get pathname() {
      return url.pathname;
    },
    get hash() {
      return url.hash;
    },
    get origin() {
      return url.origin;
    },
  };
  vi.stubGlobal("location", location);
  vi.stubGlobal("history", {
    state: null,
    replaceState: (_s: unknown, _t: string, next: string) => {
      const moved = new URL(next, url);
      url.href = moved.href;
    },
  });
  return location;
}

afterEach(() => vi.unstubAllGlobals());

describe("links", () => {
  test("the app keeps only the tokens of the server's links and builds its own on its origin", () => {
    const created = linksOf({
      match: { id: "m1", engine: "shing-shang", seats: [], clock: null, createdAt: 0, rematchOf: null },
      links: { red: `http://127.0.0.1:46077/join#${TOKEN}`, blue: `http://127.0.0.1:46077/join#${OTHER}` },
      spectator: `http://127.0.0.1:46077/join#${TOKEN.slice(1)}x`,
    });
    expect(created.seats).toEqual({ red: TOKEN, blue: OTHER });
    at("http://localhost:5173/#/shing-shang?mode=play");
    expect(inviteLink(TOKEN)).toBe(`http://localhost:5173/join#${TOKEN}`);
    // Replay links carry a replay token (never a seat's: see the browser test).
    const replayToken = `${"m".repeat(22)}.0.${"k".repeat(22)}`;
    expect(replayLink(replayToken)).toBe(`http://localhost:5173/#/replay?r=${replayToken}`);
    expect(tokenOf(inviteLink(OTHER))).toBe(OTHER);
    expect(tokenOf("not a link")).toBeNull();
  });

  test("an invite link opened in the browser lands on the play page, the token still in the fragment", () => {
    const page = at(`http://localhost:5173/join#${TOKEN}`);
    openJoinLink();
    expect(page.href).toBe(`http://localhost:5173/#/play?t=${TOKEN}`);
    // Served under a sub-path, the app's base is kept.
    const sub = at(`https://example.org/games/join#${TOKEN}`);
    openJoinLink();
    expect(sub.href).toBe(`https://example.org/games/#/play?t=${TOKEN}`);
    // Anything else is left alone.
    const other = at("http://localhost:5173/join#/kits");
    openJoinLink();
    expect(other.href).toBe("http://localhost:5173/join#/kits");
  });
});

describe("the online duel's log", () => {
  const view = {
    cards: { boar: { name: "Sanglier des prés" }, tank: { name: "Tank en formation" } },
    players: { A: { board: [], permanents: [] }, B: { board: [], permanents: [] } },
  } as never;
  const steps = [
    { seq: 1, events: [{ type: "turnStarted", turn: 3, player: "B", ferveur: 2 }] },
    { seq: 2, events: [{ type: "played", player: "B", card: "c9", def: "tank", cost: 2 }] },
    {
      seq: 3,
      events: [
        { type: "attacked", attacker: "c4", target: "c9" },
        { type: "died", entity: "c9", player: "B", def: "tank" },
        { type: "attacked", attacker: "c9", target: "heroA" },
        { type: "gameOver", winner: "B" },
      ],
    },
  ];
  const say = (seat: "A" | "B") => tcgLog(steps, view, seat).map((line) => line(onlineMessages.en));

  test("newest first, in words from the seat's side: its moves are 'you', the other's 'the opponent'", () => {
    expect(say("A")).toEqual([
      "You lose",
      "Tank en formation attacks your hero",
      "Tank en formation dies",
      "c4 attacks Tank en formation",
      "The opponent: Tank en formation (2)",
      "Turn 3: the opponent",
    ]);
    expect(say("B")).toEqual([
      "You win",
      "Tank en formation attacks the enemy hero",
      "Tank en formation dies",
      "c4 attacks Tank en formation",
      "You: Tank en formation (2)",
      "Turn 3: you",
    ]);
  });

  test("French too", () => {
    expect(tcgLog(steps, view, "A").map((line) => line(onlineMessages.fr))[0]).toBe("Vous perdez");
  });
});
