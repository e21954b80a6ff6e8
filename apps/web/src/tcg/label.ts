import { cardText, type Taxonomy, type TextContext } from "@engines/lgc-tcg";
import { type CardFace, typeLine } from "./card.js";
import type { TcgMessages } from "./messages.js";

/** Live numbers of a card in play, shown instead of the printed ones. */
export interface LiveStats {
  readonly atk: number;
  readonly hp: number;
  readonly maxHp: number;
}

/**
 * A card as a screen reader should say it, in separate sentences: "Ogre du raid de mardi.
 * Créature — Monstre, cost 4, attack 5, health 4. Provocation." The name, type line and rules
 * text are the card's own (French); the words around them follow the interface language.
 */
export function cardLabel(
  card: CardFace,
  ctx: TextContext & { readonly taxonomy: Taxonomy },
  m: TcgMessages,
  live?: LiveStats,
): string {
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
