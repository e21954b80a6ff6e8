/**
 * Saved duels against a bot playing a deck of its class (Mage: Secrets), found by playing both
 * seats with the greedy bot from the duel page's own deal, for the browser tests to open: one where
 * the bot has a Secret in play on your turn, one where your action has just set it off.
 */
import { chooseAction, type GameEvent, legalActions, reduce, type State, view } from "@engines/lgc-tcg";
import type { SavedDuel } from "../src/tcg-duel/game.js";
import { newGame } from "../src/tcg-duel/start.js";

/** A saved duel and what the test needs to know of it. */
export interface SecretDuel {
  readonly saved: SavedDuel;
  /** The definition key of the bot's Secret (hidden from you until it goes off). */
  readonly secret: string;
  readonly game: State;
}

/** The first deal (seed from 1) in which the bot sets a Secret, then the step that reveals one. */
export function secretDuels(): {
  placed: SecretDuel;
  revealed: SecretDuel & { readonly events: readonly GameEvent[] };
} {
  const classes = ["PALADIN", "MAGE"] as const;
  for (let seed = 1; seed < 200; seed++) {
    let game = newGame(seed, classes, undefined, "class");
    const actions: SavedDuel["actions"][number][] = [];
    let botStep = 0;
    let placed: SecretDuel | null = null;
    for (let step = 0; step < 400 && game.phase !== "over"; step++) {
      const seat = legalActions(game)[0]?.player;
      if (seat === undefined) break;
      const action = chooseAction(view(game, seat), { level: "greedy", seed: seed + step });
      if (action === null) break;
      if (seat === "B") botStep += 1;
      // The test plays the revealing step by the mouse and reads the cue's words: a spell cast.
      const hand =
        action.type === "PLAY_CARD" ? game.players.A.hand.find((c) => c.id === action.card) : undefined;
      const castsSpell = hand !== undefined && game.cards[hand.card]?.type === "SPELL";
      const { state, events } = reduce(game, action);
      if (events[0]?.type === "rejected") break;
      actions.push(action);
      game = state;
      const revealedEvent = events.find((e) => e.type === "secretRevealed" && e.player === "B");
      if (placed && revealedEvent && seat === "A" && castsSpell && game.phase === "play") {
        const saved: SavedDuel = {
          seed,
          classes,
          level: "greedy",
          actions: [...actions],
          botStep,
          botDeck: "class",
        };
        return {
          placed,
          revealed: {
            saved,
            secret: (revealedEvent as { def: string }).def,
            game,
            events: events as GameEvent[],
          },
        };
      }
      const secrets = game.players.B.secrets;
      if (placed === null && secrets.length > 0 && game.phase === "play" && game.active === "A") {
        const saved: SavedDuel = {
          seed,
          classes,
          level: "greedy",
          actions: [...actions],
          botStep,
          botDeck: "class",
        };
        placed = { saved, secret: (secrets[0] as { card: string }).card, game };
      }
    }
  }
  throw new Error("no deal in 200 seeds has the bot set a Secret that goes off on your action");
}
