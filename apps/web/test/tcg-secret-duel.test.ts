import { viewEvents } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import { duelMessages } from "../src/tcg-duel/messages.js";
import { replayDuel } from "../src/tcg-duel/start.js";
import { secretDuels } from "./tcg-secret-duel.js";

describe("a duel against a bot's class deck with Secrets", () => {
  const { placed, revealed } = secretDuels();

  test("replays: the bot's Secret is a count and a class in your view, revealed when it goes off", () => {
    const at = replayDuel(placed.saved);
    expect(at.duel.actions).toHaveLength(placed.saved.actions.length);
    expect(at.game.players.B.secrets.length).toBeGreaterThan(0);
    const after = replayDuel(revealed.saved);
    expect(after.revealed.map((r) => r.def)).toContain(revealed.secret);
    expect(after.revealed.every((r) => r.player === "B")).toBe(true);
  });

  test("the log tells the bot's Secret by its class only, and its card once revealed", () => {
    const en = duelMessages.en;
    const lines = replayDuel(revealed.saved).log.map((say) => say(en));
    expect(lines.some((l) => /^The bot sets a Mage Secret$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith("The bot's Secret is revealed: "))).toBe(true);
    const fr = replayDuel(revealed.saved).log.map((say) => say(duelMessages.fr));
    expect(fr.some((l) => l === "Le bot pose un Secret Mage")).toBe(true);
    // The placing itself, as your seat receives it, names no card.
    expect(
      viewEvents([{ type: "secretPlaced", player: "B", card: "x", def: "y", cost: 1, faction: "MAGE" }], "A"),
    ).toEqual([{ type: "secretPlaced", player: "B", faction: "MAGE" }]);
  });
});
