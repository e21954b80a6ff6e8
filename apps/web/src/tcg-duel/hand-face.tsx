import { useLocale } from "../i18n/index.js";
import { type CardFace, CardView, rulesParagraphs } from "../tcg/card.js";
import { cardName, useTextContext } from "../tcg/data.js";
import { wordStyle } from "./token.js";

/**
 * A card in the hand, laid out for reading at its small size (issue 30): the printed card's rules
 * text is ~5 px at a hand card's width, so the hand shows the card as text set at 11 px and more
 * (cost, name, art, rules text, attack and health), the whole printed card on hover, focus or a
 * long press. Decorative to screen readers: the hand card's button says the card in words.
 */
export function HandFace({ card, still }: { card: CardFace; still: boolean }) {
  const ctx = useTextContext();
  const locale = useLocale();
  const paras = rulesParagraphs(ctx, card);
  return (
    <span class={`hand-face type-${card.type.toLowerCase()}`} data-card={card.id} aria-hidden="true">
      <span class="hand-art">
        <CardView card={card} ctx={ctx} region="art" still={still} title="" />
      </span>
      <span class="hand-cost">{card.cost}</span>
      <span class="hand-name" style={wordStyle(cardName(card, locale))}>
        {cardName(card, locale)}
      </span>
      <span class="hand-text" data-testid="hand-text">
        {paras.map((runs, i) => (
          <span class="hand-para" key={i}>
            {runs.map((r, j) => (r.bold ? <b key={j}>{r.text}</b> : <span key={j}>{r.text}</span>))}{" "}
          </span>
        ))}
      </span>
      {card.type === "CREATURE" && (
        <>
          <span class="hand-atk">{card.atk}</span>
          <span class="hand-hp">{card.hp}</span>
        </>
      )}
    </span>
  );
}
