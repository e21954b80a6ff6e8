import type { CreatureView } from "@engines/lgc-tcg";
import type { ButtonHTMLAttributes, ComponentChildren } from "preact";
import { useLocale, useMessages } from "../i18n/index.js";
import { type CardFace, CardView } from "../tcg/card.js";
import { cardName, useTextContext } from "../tcg/data.js";
import { KeywordBadges } from "../tcg/keywords.js";
import { cardLabel } from "../tcg/label.js";
import { tcgMessages } from "../tcg/messages.js";
import type { InspectHandlers } from "./inspect.js";
import { duelMessages } from "./messages.js";

/** How a token stands in the current choice. */
export interface TokenState {
  /** One of the entities the engine offers for the choice being made. */
  readonly target: boolean;
  /** Ready to attack (the engine lists an attack from it). */
  readonly ready: boolean;
  /** Chosen as the attacker, its targets highlighted. */
  readonly selected: boolean;
}

/**
 * The length of a name's longest word, for the CSS to set the name small enough that this word
 * fits the token's width whole (names wrap between words, never inside one).
 */
export function wordStyle(name: string): Record<string, string> {
  return { "--word": String(Math.max(1, ...name.split(/[\s-]+/).map((w) => w.length))) };
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "class" | "type">;

/**
 * A creature on the board as a compact token: its art, name, keyword badges, attack and health
 * (red when damaged), a "zZ" the turn it arrived. The whole card shows on hover, focus or a long
 * press; the button's name is the card in words with its state.
 */
export function CreatureToken({
  creature,
  card,
  state,
  still,
  inspect,
  button,
  children,
}: {
  creature: CreatureView;
  card: CardFace;
  state: TokenState;
  still: boolean;
  inspect: InspectHandlers;
  button: ButtonProps;
  children?: ComponentChildren;
}) {
  const textContext = useTextContext();
  const locale = useLocale();
  const m = useMessages(duelMessages);
  const t = useMessages(tcgMessages);
  const face = { ...card, keywords: creature.keywords };
  const live = { atk: creature.atk, hp: creature.hp, maxHp: creature.maxHp };
  const status = [
    state.selected ? m.selected : state.ready ? m.ready : creature.sick ? m.asleep : null,
    state.target ? m.target : null,
  ].filter((x) => x !== null);
  const classes = [
    "duel-slot",
    state.target ? "target" : "",
    state.selected ? "selected" : "",
    state.ready ? "ready" : "",
    creature.keywords.includes("TAUNT") ? "taunt" : "",
    creature.keywords.includes("STEALTH") ? "stealth" : "",
    creature.keywords.includes("DIVINE_SHIELD") ? "shielded" : "",
  ];
  return (
    <div class={classes.filter(Boolean).join(" ")}>
      <button
        type="button"
        class="duel-token"
        data-entity={creature.id}
        aria-label={`${cardLabel(face, textContext, t, live)}${status.length > 0 ? ` (${status.join(", ")})` : ""}`}
        {...inspect}
        {...button}
      >
        <span class="token-art">
          <CardView card={face} ctx={textContext} region="art" still={still} title="" />
        </span>
        <span class="token-name">{cardName(card, locale)}</span>
        <KeywordBadges keywords={creature.keywords} />
        <span class="token-atk">{creature.atk}</span>
        <span class={creature.hp < creature.maxHp ? "token-hp damaged" : "token-hp"}>{creature.hp}</span>
        {creature.sick && (
          <span class="token-sick" aria-hidden="true">
            zZ
          </span>
        )}
      </button>
      {children}
    </div>
  );
}

/** A permanent in play: its art, name and uses left, clickable as a target. */
export function PermanentToken({
  id,
  card,
  uses,
  target,
  still,
  inspect,
  onClick,
  children,
}: {
  id: string;
  card: CardFace;
  uses: number | null;
  target: boolean;
  still: boolean;
  inspect: InspectHandlers;
  onClick: () => void;
  children?: ComponentChildren;
}) {
  const textContext = useTextContext();
  const locale = useLocale();
  const m = useMessages(duelMessages);
  const t = useMessages(tcgMessages);
  return (
    <div class={`duel-slot permanent${target ? " target" : ""}`}>
      <button
        type="button"
        class="duel-token"
        data-entity={id}
        aria-label={`${cardLabel(card, textContext, t)}${target ? ` (${m.target})` : ""}`}
        onClick={onClick}
        {...inspect}
      >
        <span class="token-art">
          <CardView card={card} ctx={textContext} region="art" still={still} title="" />
        </span>
        <span class="token-name">{cardName(card, locale)}</span>
        {uses !== null && <span class="token-uses">{uses}</span>}
      </button>
      {children}
    </div>
  );
}
