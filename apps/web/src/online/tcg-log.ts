/** The online duel's log: the steps' events (already filtered for the seat) as sentences. */
import type { DuelView, PlayerId } from "@engines/lgc-tcg";
import type { OnlineMessages } from "./messages.js";
import type { Step } from "./use-match.js";

/** A sentence, written when shown so a language switch rewrites the log. */
export type Line = (m: OnlineMessages) => string;

const LINES = 60;

/** The log, newest first, naming cards from the view and seats as "you" or "the opponent". */
export function tcgLog(steps: readonly Step[], v: DuelView, me: PlayerId): Line[] {
  const card = (def: unknown) => (typeof def === "string" ? (v.cards[def]?.name ?? def) : "?");
  const entity = (id: unknown): string => {
    for (const side of [v.players.A, v.players.B]) {
      const c = side.board.find((x) => x.id === id) ?? side.permanents.find((x) => x.id === id);
      if (c) return card(c.card);
    }
    return typeof id === "string" && id.startsWith("hero") ? "hero" : String(id);
  };
  const out: Line[] = [];
  for (const step of steps)
    for (const raw of step.events) {
      const e = raw as Record<string, unknown>;
      const mine = e.player === me;
      switch (e.type) {
        case "turnStarted":
          out.push((m) => m.tcgTurnStarted(Number(e.turn), mine));
          break;
        case "played":
          out.push((m) => m.tcgPlayed(mine, card(e.def), Number(e.cost)));
          break;
        case "attacked":
          out.push((m) => m.tcgAttacked(entity(e.attacker), entity(e.target)));
          break;
        case "died":
          out.push((m) => m.tcgDied(card(e.def)));
          break;
        case "gameOver":
          out.push((m) => m.tcgResult(e.winner === null ? null : e.winner === me));
          break;
      }
    }
  return out.slice(-LINES).reverse();
}
