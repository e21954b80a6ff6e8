import type { BotLevel, Deck, HeroClass, SideView } from "@engines/lgc-tcg";
import type { ComponentChildren } from "preact";
import { useMemo } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { useDisclosure } from "../shell/disclosure.js";
import { playableDecks } from "../tcg/account-deck-cache.js";
import { heroName } from "../tcg/data.js";
import { DeckSelect } from "../tcg/deck-select.js";
import { HeroSelect } from "../tcg/hero-select.js";
import { MotionControl, type MotionSetting } from "../tcg/motion.js";
import type { BotDeck } from "./game.js";
import { duelMessages } from "./messages.js";
import { refusedCard } from "./refused.js";
import { deckRefusal } from "./start.js";

/**
 * The duel's settings for the next duel: your deck (the starter deck or one of the deck builder's,
 * whose hero class you then play), both hero classes, the bot's level; and animations. Folded into
 * one row (a summary of them, and "New duel") so the table keeps the screen; they open as a panel
 * over the table, which Esc or a click elsewhere closes.
 */
export function DuelToolbar(props: {
  classes: readonly [string, string];
  onClasses: (c: readonly [string, string]) => void;
  deck: { readonly id: string; readonly deck: Deck } | null;
  onDeck: (d: { readonly id: string; readonly deck: Deck } | null) => void;
  level: BotLevel;
  onLevel: (l: BotLevel) => void;
  botDeck: BotDeck;
  onBotDeck: (d: BotDeck) => void;
  onNewDuel: () => void;
  motion: MotionSetting;
  onMotion: (s: MotionSetting) => void;
  reduced: boolean;
}) {
  const m = useMessages(duelMessages);
  const locale = useLocale();
  const seatClass = (c: string) => heroName(c as HeroClass, locale);
  const { classes } = props;
  const library = useMemo(playableDecks, []);
  // The decks the engine will not deal stay listed, named as such, but cannot be chosen.
  const unusable = useMemo(() => {
    const out = new Map<string, string>();
    for (const d of library) {
      const r = deckRefusal(d, classes[1]);
      if (r) out.set(d.id, m.unusableDeck(d.deck.name, refusedCard(r, locale)));
    }
    return out;
  }, [library, classes[1], m, locale]);
  const { open, setOpen, ref: details, onKeyDown } = useDisclosure<HTMLDetailsElement>("summary");
  const you = seatClass(props.deck ? props.deck.deck.heroClass : classes[0]);
  const summary = m.settingsSummary(
    props.deck?.deck.name ?? m.starterDeck,
    you,
    seatClass(classes[1]),
    props.level === "greedy" ? m.greedy : m.random,
  );
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
    <div class="duel-settings-bar" data-testid="duel-settings-bar">
      <details
        class="duel-settings"
        ref={details}
        open={open}
        onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
        onKeyDown={onKeyDown}
      >
        <summary data-testid="duel-settings" title={summary}>
          <span class="duel-settings-icon" aria-hidden="true">
            ⚙
          </span>
          <span class="duel-settings-label">{m.settings}</span>
          <span class="duel-settings-now">{summary}</span>
        </summary>
        <fieldset class="tcg-toolbar duel-settings-panel" aria-label={m.settings}>
          <DeckSelect
            label={m.yourDeck}
            testid="duel-deck"
            value={props.deck?.id ?? ""}
            decks={library}
            unusable={unusable}
            onChange={(id) => props.onDeck(library.find((d) => d.id === id) ?? null)}
          >
            <option value="">{m.starterDeck}</option>
            {props.deck && !library.some((d) => d.id === props.deck?.id) && (
              <option value={props.deck.id}>{props.deck.deck.name}</option>
            )}
          </DeckSelect>
          {classSelect(0)}
          {classSelect(1)}
          <label>
            {m.botDeck}
            <select
              value={props.botDeck}
              data-testid="bot-deck"
              onChange={(e) => props.onBotDeck((e.currentTarget as HTMLSelectElement).value as BotDeck)}
            >
              <option value="starter">{m.botStarter}</option>
              <option value="class">{m.botClassDeck(seatClass(classes[1]))}</option>
            </select>
          </label>
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
          <MotionControl setting={props.motion} onChange={props.onMotion} reduced={props.reduced} />
        </fieldset>
      </details>
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          props.onNewDuel();
        }}
      >
        {m.newDuel}
      </button>
    </div>
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
  const name = heroName(side.heroClass as HeroClass, useLocale());
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

/**
 * Ferveur as gems (full ones spendable now, a ringed one for a point above the cap that lasts
 * this turn only: the second player's first turn, or a spell) and the deck's count. "2/1" says
 * what it means in a tooltip and to screen readers.
 */
export function Resources({ side, seat }: { side: SideView; seat: string }) {
  const m = useMessages(duelMessages);
  const gems = Math.max(side.ferveurMax, side.ferveur);
  const meaning = m.ferveurMeaning(side.ferveur, side.ferveurMax);
  return (
    <span class="duel-ferveur" data-testid={`ferveur-${seat}`}>
      <span class="duel-gems" aria-hidden="true">
        {Array.from({ length: gems }, (_, i) => (
          <span
            key={i}
            class={i >= side.ferveurMax ? "gem full extra" : i < side.ferveur ? "gem full" : "gem"}
          />
        ))}
      </span>
      <span title={meaning}>
        <span aria-hidden="true">{m.ferveur(side.ferveur, side.ferveurMax)}</span>
        <span class="visually-hidden">{meaning}</span>
      </span>{" "}
      · {m.deck(side.deckCount)}
    </span>
  );
}
