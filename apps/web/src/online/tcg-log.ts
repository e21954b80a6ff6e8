/** The online duel's log: the steps' events (already filtered for the seat) as sentences. */
import { type DuelView, heroId, type PlayerId } from "@engines/lgc-tcg";
import type { OnlineMessages } from "./messages.js";
import type { Step } from "./use-match.js";

/** A sentence, written when shown so a language switch rewrites the log. */
export type Line = (m: OnlineMessages) => string;

const LINES = 60;

/** The log, newest first, naming cards from the view and seats as "you" or "the opponent". */
export function tcgLog(steps: readonly Step[], v: DuelView, me: PlayerId): Line[] {
  const card = (def: unknown) => (typeof def === "string" ? (v.cards[def]?.name ?? def) : "?");
  // Entities by the card they are, from the events (a creature that has died is no longer seen).
  const defs = new Map<unknown, unknown>();
  const entity = (id: unknown): Line => {
    if (id === heroId(me)) return (m) => m.tcgYourHero;
    if (id === heroId(me === "A" ? "B" : "A")) return (m) => m.tcgEnemyHero;
    const def = defs.get(id);
    return () => (def === undefined ? String(id) : card(def));
  };
  const out: Line[] = [];
  for (const step of steps)
    for (const raw of step.events) {
      const e = raw as Record<string, unknown>;
      const mine = e.player === me;
      if (e.type === "played") defs.set(e.card, e.def);
      if (e.type === "summoned" || e.type === "died") defs.set(e.entity, e.def);
      switch (e.type) {
        case "turnStarted":
          out.push((m) => m.tcgTurnStarted(Number(e.turn), mine));
          break;
        case "played":
          out.push((m) => m.tcgPlayed(mine, card(e.def), Number(e.cost)));
          break;
        case "attacked": {
          const [a, t] = [entity(e.attacker), entity(e.target)];
          out.push((m) => m.tcgAttacked(a(m), t(m)));
          break;
        }
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
