import type { BotLevel, Deck, SideView } from "@engines/lgc-tcg";
import type { ComponentChildren } from "preact";
import { useMemo } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { corpus } from "../tcg/data.js";
import { loadDeckLibrary } from "../tcg/deck-store.js";
import { HeroSelect } from "../tcg/hero-select.js";
import { MotionControl, type MotionSetting } from "../tcg/motion.js";
import { duelMessages } from "./messages.js";

/**
 * The duel's settings for the next duel: your deck (the starter deck or one of the deck builder's,
 * whose hero class you then play), both hero classes, the bot's level; and animations.
 */
export function DuelToolbar(props: {
  classes: readonly [string, string];
  onClasses: (c: readonly [string, string]) => void;
  deck: { readonly id: string; readonly deck: Deck } | null;
  onDeck: (d: { readonly id: string; readonly deck: Deck } | null) => void;
  level: BotLevel;
  onLevel: (l: BotLevel) => void;
  onNewDuel: () => void;
  motion: MotionSetting;
  onMotion: (s: MotionSetting) => void;
  reduced: boolean;
}) {
  const m = useMessages(duelMessages);
  const { classes } = props;
  const library = useMemo(loadDeckLibrary, []);
  const classSelect = (seat: 0 | 1) => (
    <HeroSelect
      label={seat === 0 ? m.you : m.bot}
      testid={`duel-class-${seat === 0 ? "A" : "B"}`}
      value={seat === 0 && props.deck ? props.deck.deck.heroClass : classes[seat]}
      disabled={seat === 0 && props.deck !== null}
      onChange={(c) => props.onClasses(seat === 0 ? [c, classes[1]] : [classes[0], c])}
    />
  );
  return (
    <fieldset class="tcg-toolbar" aria-label={m.settings}>
      <label>
        {m.yourDeck}
        <select
          value={props.deck?.id ?? ""}
          data-testid="duel-deck"
          onChange={(e) => {
            const chosen = library.find((d) => d.id === (e.currentTarget as HTMLSelectElement).value);
            props.onDeck(chosen ?? null);
          }}
        >
          <option value="">{m.starterDeck}</option>
          {props.deck && !library.some((d) => d.id === props.deck?.id) && (
            <option value={props.deck.id}>{props.deck.deck.name}</option>
          )}
          {library.map((d) => (
            <option key={d.id} value={d.id}>
              {d.deck.name}
            </option>
          ))}
        </select>
      </label>
      {classSelect(0)}
      {classSelect(1)}
      <label>
        {m.botLevel}
        <select
          value={props.level}
          data-testid="bot-level"
          onChange={(e) => props.onLevel((e.currentTarget as HTMLSelectElement).value as BotLevel)}
        >
          <option value="greedy">{m.greedy}</option>
          <option value="random">{m.random}</option>
        </select>
      </label>
      <button type="button" onClick={props.onNewDuel}>
        {m.newDuel}
      </button>
      <MotionControl setting={props.motion} onChange={props.onMotion} reduced={props.reduced} />
    </fieldset>
  );
}

/** A hero: portrait, name, health and armour; a button, as heroes are attacked and targeted. */
export function HeroBadge(props: {
  id: string;
  side: SideView;
  mine: boolean;
  target: boolean;
  onClick: () => void;
  onDropAttacker: (attacker: string) => void;
  children?: ComponentChildren;
}) {
  const m = useMessages(duelMessages);
  const { side, target } = props;
  const name = corpus.heroes[side.heroClass as keyof typeof corpus.heroes]?.name ?? side.heroClass;
  return (
    <button
      type="button"
      class={`duel-hero${target ? " target" : ""}`}
      data-entity={props.id}
      aria-label={`${m.heroLabel(name, side.hp, side.armor, props.mine)}${target ? ` (${m.target})` : ""}`}
      onClick={props.onClick}
      onDragOver={(e) => target && e.preventDefault()}
      onDrop={(e) => props.onDropAttacker(e.dataTransfer?.getData("text/attacker") ?? "")}
    >
      <span class="duel-hero-portrait" aria-hidden="true">
        {name.charAt(0)}
      </span>
      <span class="duel-hero-name">{name}</span>
      <span class="duel-hp">
        <span data-testid={`hp-${props.id.replace(/^hero/, "")}`}>{side.hp}</span> <small>{m.hp}</small>
      </span>
      {side.armor > 0 && <span class="duel-armor">{m.armour(side.armor)}</span>}
      {props.children}
    </button>
  );
}

/** Ferveur as gems (full ones spendable now) and the deck's count. */
export function Resources({ side, seat }: { side: SideView; seat: string }) {
  const m = useMessages(duelMessages);
  return (
    <span class="duel-ferveur" data-testid={`ferveur-${seat}`}>
      <span class="duel-gems" aria-hidden="true">
        {Array.from({ length: side.ferveurMax }, (_, i) => (
          <span key={i} class={i < side.ferveur ? "gem full" : "gem"} />
        ))}
      </span>
      {m.ferveur(side.ferveur, side.ferveurMax)} · {m.deck(side.deckCount)}
    </span>
  );
}
