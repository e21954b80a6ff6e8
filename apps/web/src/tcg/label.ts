import { cardText, type TextContext } from "@engines/lgc-tcg";
import { type CardFace, typeLine } from "./card.js";
import { faceIn } from "./data.js";
import type { TcgMessages } from "./messages.js";

/** Live numbers of a card in play, shown instead of the printed ones. */
export interface LiveStats {
  readonly atk: number;
  readonly hp: number;
  readonly maxHp: number;
}

/**
 * A card as a screen reader should say it, in separate sentences: "Tuesday Raid Ogre. Creature —
 * Monster, cost 4, attack 5, health 4. Taunt." Everything in the context's language: the card's
 * words from the data (issue 30), the words around them from the catalogue.
 */
export function cardLabel(face: CardFace, ctx: TextContext, m: TcgMessages, live?: LiveStats): string {
  const card = faceIn(face, ctx.language ?? "fr");
  const facts = [typeLine(ctx, card), m.cost(card.cost ?? 0)];
  const atk = live?.atk ?? card.atk;
  const hp = live?.hp ?? card.hp;
  if (card.type === "CREATURE" && atk !== undefined && hp !== undefined)
    facts.push(m.stats(atk, hp, live?.maxHp ?? null));
  if (card.durability !== undefined) facts.push(m.durability(card.durability));
  if (card.charges !== undefined) facts.push(m.charges(card.charges));
  const rules = cardText(ctx, card);
  return [`${card.name ?? card.id}.`, `${facts.join(", ")}.`, ...rules].join(" ");
}
