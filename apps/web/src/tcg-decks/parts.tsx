import type { Allowance, Card, CurveCount, DeckEntry, HeroClass } from "@engines/lgc-tcg";
import { useLocale, useMessages } from "../i18n/index.js";
import { RARITY_COLOUR } from "../tcg/card.js";
import { cardName, factionName, heroName } from "../tcg/data.js";
import type { InspectHandlers } from "../tcg-duel/inspect.js";
import { decksMessages } from "./messages.js";

/** The deck's Ferveur curve as bars, each bucket's target range drawn behind its bar (§9.1). */
export function CurveBars({ curve }: { curve: readonly CurveCount[] }) {
  const m = useMessages(decksMessages);
  const max = Math.max(1, ...curve.map((b) => Math.max(b.count, b.max)));
  const w = 44;
  const h = 110;
  return (
    <svg
      class="deck-curve"
      viewBox={`0 -14 ${curve.length * w + 8} ${h + 34}`}
      width="100%"
      role="img"
      aria-label={`${m.curveLabel}: ${curve
        .map((b) => `${b.bucket} ${b.count} (${m.target} ${b.min === b.max ? b.min : `${b.min}-${b.max}`})`)
        .join(", ")}`}
      data-testid="deck-curve"
    >
      {curve.map((b, i) => {
        const bar = (b.count / max) * h;
        const lo = (b.min / max) * h;
        const hi = (b.max / max) * h;
        return (
          <g
            key={b.bucket}
            transform={`translate(${i * w + 6} 0)`}
            data-bucket={b.bucket}
            data-count={b.count}
            data-status={b.status}
          >
            <rect x="0" y={h - hi} width="32" height={Math.max(2, hi - lo)} class="deck-curve-target" />
            <rect x="8" y={h - bar} width="16" height={bar} class={`deck-curve-bar ${b.status}`} />
            <text x="16" y={h + 14} text-anchor="middle">
              {b.bucket}
            </text>
            <text x="16" y={h - Math.max(bar, hi) - 3} text-anchor="middle">
              {b.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * A card of the browser or the deck as one row: cost, name, rarity, counts and the −/+ buttons;
 * for a deck entry naming an old version, a button switching it to the current one. A card its
 * member had withdrawn (§12, known to the account service) is greyed and says so; its + adds none.
 */
export function CardRow(props: {
  card: Card;
  /** The deck's hero class: a card of another class says why it cannot be added. */
  hero: HeroClass;
  inDeck: number;
  owned: number | null;
  allowance: Allowance;
  inspect: InspectHandlers;
  onAdd: () => void;
  onRemove?: () => void;
  current?: CurrentVersion;
  withdrawn?: boolean;
}) {
  const m = useMessages(decksMessages);
  const { card: source, inDeck, allowance, withdrawn = false } = props;
  // Its name in the interface's language (the data's i18n words; issue 30).
  const locale = useLocale();
  const card = { ...source, name: cardName(source, locale) };
  // A class card names its class (§11.1: the first of its factions), and one of another class
  // says, in words, why the deck cannot take it.
  const faction = source.factions.find((f) => f !== "NEUTRAL");
  const factionWords = faction && factionName(faction, locale);
  const reason = withdrawn
    ? m.withdrawnWhy
    : allowance.limit === "class-card" && factionWords
      ? m.notYourClass(factionWords, heroName(props.hero, locale))
      : allowance.limit
        ? m.limit[allowance.limit]
        : undefined;
  const classes = [
    "deck-row",
    withdrawn ? "deck-row-withdrawn" : "",
    allowance.limit === "class-card" ? "deck-row-other-class" : "",
  ];
  return (
    <li
      class={classes.filter(Boolean).join(" ")}
      data-card={card.id}
      data-class={faction ?? "NEUTRAL"}
      data-withdrawn={withdrawn ? "true" : undefined}
    >
      <span class="deck-cost" aria-hidden="true">
        {card.cost}
      </span>
      <button type="button" class="deck-name" {...props.inspect} aria-label={`${card.name}, ${card.cost}`}>
        <span class="deck-rarity" style={{ background: RARITY_COLOUR[card.rarity] }} aria-hidden="true" />
        {card.name}
      </button>
      <span class="deck-counts muted">
        {factionWords && (
          <span class="deck-class" data-testid="card-class">
            {factionWords}
          </span>
        )}
        {withdrawn && (
          <span class="deck-withdrawn" data-testid="withdrawn-mark" title={m.withdrawnWhy}>
            {m.withdrawnMark}
          </span>
        )}
        {props.owned !== null && <span>{m.owned(props.owned)}</span>}
        {inDeck > 0 && <strong data-testid="in-deck">×{inDeck}</strong>}
      </span>
      {props.onRemove && (
        <button type="button" class="deck-step" aria-label={m.remove(card.name)} onClick={props.onRemove}>
          −
        </button>
      )}
      <button
        type="button"
        class="deck-step"
        aria-label={reason ? `${m.add(card.name)} (${reason})` : m.add(card.name)}
        title={reason}
        aria-disabled={allowance.more === 0 || withdrawn ? true : undefined}
        onClick={() => allowance.more > 0 && !withdrawn && props.onAdd()}
      >
        +
      </button>
      {props.current && <UseCurrent name={card.name} version={card.version} current={props.current} />}
      {allowance.limit === "class-card" && reason && (
        <span class="deck-why" data-testid="why-not">
          {reason}
        </span>
      )}
    </li>
  );
}

/** The current version of a deck entry's card, and how to switch the entry to it. */
export interface CurrentVersion {
  readonly card: Card;
  readonly onUse: () => void;
}

/** The button switching a deck entry (of `version`) to its card's current version, every copy kept. */
function UseCurrent(props: { name: string; version: number; current: CurrentVersion }) {
  const m = useMessages(decksMessages);
  const to = props.current.card.version;
  return (
    <button
      type="button"
      class="deck-step deck-current"
      data-testid="use-current"
      aria-label={m.useCurrent(props.name, props.version, to)}
      title={m.useCurrent(props.name, props.version, to)}
      onClick={props.current.onUse}
    >
      {m.useShort(to)}
    </button>
  );
}

/**
 * An entry of the deck naming a card version this release lacks (a deck of an older release, a
 * file, a hand-edited storage): its id and version as written, a button switching it to the
 * card's current version when the corpus has the card, and one taking every copy out.
 */
export function UnknownRow(props: { entry: DeckEntry; current?: CurrentVersion; onRemove: () => void }) {
  const m = useMessages(decksMessages);
  const locale = useLocale();
  const { cardId, version, count } = props.entry;
  const what = props.current ? m.unknownVersion : m.unknownCard;
  return (
    <li class="deck-row deck-row-unknown" data-card={cardId} data-version={version} data-unknown="true">
      <span class="deck-cost" aria-hidden="true">
        ?
      </span>
      <span class="deck-unknown">
        <strong>{what}</strong> <code>{`${cardId} v${version}`}</code>
      </span>
      <span class="deck-counts muted">
        <strong data-testid="in-deck">×{count}</strong>
      </span>
      <button
        type="button"
        class="deck-step deck-drop"
        data-testid="remove-unknown"
        aria-label={m.removeEntry(what, cardId, version, count)}
        onClick={props.onRemove}
      >
        {m.removeShort}
      </button>
      {props.current && (
        <UseCurrent name={cardName(props.current.card, locale)} version={version} current={props.current} />
      )}
    </li>
  );
}
