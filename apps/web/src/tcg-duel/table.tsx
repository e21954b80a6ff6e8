import { type CardDef, type HeroClass, heroId, type PlayerId } from "@engines/lgc-tcg";
import { useLocale, useMessages } from "../i18n/index.js";
import { CardBack, type CardFace, CardView } from "../tcg/card.js";
import { cardName, corpus, powerWords, setSize, useTextContext } from "../tcg/data.js";
import { cardLabel } from "../tcg/label.js";
import { tcgMessages } from "../tcg/messages.js";
import { keyText } from "./game.js";
import { HandFace } from "./hand-face.js";
import { CardInspector, type Inspected, type InspectHandlers, useInspect } from "./inspect.js";
import type { DuelMessages } from "./messages.js";
import { HeroBadge, Resources } from "./parts.js";
import { RevealedCue, SecretsRow } from "./secrets.js";
import { CreatureToken, PermanentToken } from "./token.js";
import type { Table } from "./use-table.js";

const other = (p: PlayerId): PlayerId => (p === "A" ? "B" : "A");

/**
 * A card of the bottom seat's hand as a button: in the mulligan it toggles "send back", in play it
 * starts the card's intents (only those the engine lists).
 */
export function HandCard(props: {
  t: Table;
  c: { id: string; card: string };
  mode: "mulligan" | "play";
  m: DuelMessages;
  reduced: boolean;
  bind?: (i: Inspected) => InspectHandlers;
}) {
  const textContext = useTextContext();
  const locale = useLocale();
  const { t, c, mode, m } = props;
  const tm = useMessages(tcgMessages);
  const d = t.v.cards[c.card] as (CardDef & CardFace) | undefined;
  if (!d) return null;
  const plays = t.legal.filter((a) => a.type === "PLAY_CARD" && a.card === c.id);
  const mulligan = t.legal.some((a) => a.type === "MULLIGAN");
  const sendBack = t.replace.includes(c.id);
  const playable = mode === "play" && plays.length > 0;
  const label = `${cardLabel(d, textContext, tm)}${playable ? ` (${m.playable})` : ""}`;
  return (
    <button
      type="button"
      class={`duel-hand-card${playable ? " playable" : ""}${sendBack ? " replace" : ""}${t.drawn.includes(c.id) ? " drawn" : ""}`}
      data-hand={c.id}
      aria-label={label}
      aria-pressed={mode === "mulligan" ? sendBack : undefined}
      aria-disabled={mode === "play" && !playable ? true : undefined}
      disabled={mode === "mulligan" && !mulligan}
      {...(mode === "play" && props.bind ? props.bind({ key: c.id, card: d }) : {})}
      onClick={() =>
        mode === "mulligan"
          ? t.setReplace((r) => (r.includes(c.id) ? r.filter((x) => x !== c.id) : [...r, c.id]))
          : playable && t.start(plays, cardName(d, locale))
      }
    >
      <HandFace card={d} still={props.reduced} />
    </button>
  );
}

/**
 * The table in play, laid out as card games are: the other seat's hand, hero and board above, the
 * bottom seat's board, hero and hand below, the turn line between, the card inspector and the log
 * beside. Everything drawn comes from the seat's view (`t.v`): the other hand is card backs unless
 * the table reveals it.
 */
export function DuelTable(props: {
  t: Table;
  m: DuelMessages;
  reduced: boolean;
  /** The card the other seat last played, shown face up beside its hand (the duel's bot). */
  shownPlay?: { readonly label: string; readonly card: string } | null;
}) {
  const textContext = useTextContext();
  const locale = useLocale();
  const { t, m, reduced } = props;
  const tm = useMessages(tcgMessages);
  const inspect = useInspect();
  const { bind } = inspect;
  const { v, seat: me } = t;
  const foe = other(me);
  const def = (key: string): CardFace | undefined => v.cards[key] as CardFace | undefined;
  const mySide = v.players[me];
  const heroPower = corpus.heroes[mySide.heroClass as keyof typeof corpus.heroes]?.power;
  // Its name and text in the interface's language (the data's i18n words; issue 30).
  const power = heroPower && { ...heroPower, ...powerWords(mySide.heroClass as HeroClass, locale) };
  const powerIntents = t.legal.filter((a) => a.type === "HERO_POWER");
  const endTurn = t.legal.find((a) => a.type === "END_TURN");
  const myTurn = v.phase === "play" && v.active === me;

  // Plain render functions, not components: a component defined here would be a new type on every
  // render, remounting the board (and replaying its arrival animations) at each click.
  const floats = (id: string) =>
    t.floaters
      .filter((f) => f.entity === id)
      .map((f) => (
        <span
          key={f.key}
          class={`duel-float ${f.kind}${reduced ? " still" : ""}`}
          data-float={f.kind}
          aria-hidden="true"
        >
          {f.text}
        </span>
      ));

  const hero = (who: PlayerId) => (
    <div class="duel-side">
      <HeroBadge
        id={heroId(who)}
        side={v.players[who]}
        mine={who === me}
        target={t.highlighted.has(heroId(who))}
        onClick={() => t.clickEntity(heroId(who))}
        onDropAttacker={(attacker) => t.attackDrop(heroId(who), attacker)}
      >
        {floats(heroId(who))}
      </HeroBadge>
      <Resources side={v.players[who]} seat={who} />
      <SecretsRow side={v.players[who]} seat={who} mine={who === me} m={m} cards={v.cards} bind={bind} />
      {who === me && power && (
        <button
          type="button"
          class="duel-power"
          data-testid="hero-power"
          disabled={powerIntents.length === 0}
          title={power.text}
          aria-label={`${m.heroPower}: ${power.name}, ${tm.cost(power.cost)}. ${power.text}`}
          onClick={() => t.start(powerIntents, power.name)}
        >
          <span class="duel-power-cost" aria-hidden="true">
            {power.cost}
          </span>
          {power.name}
        </button>
      )}
    </div>
  );

  const board = (who: PlayerId) => {
    const side = v.players[who];
    const activate = (source: string, name: string) => {
      const intents = who === me ? t.legal.filter((a) => a.type === "ACTIVATE" && a.source === source) : [];
      return (
        intents.length > 0 && (
          <button
            type="button"
            class="duel-activate"
            aria-label={m.activateLabel(name)}
            onClick={() => t.start(intents, name)}
          >
            {m.activate}
          </button>
        )
      );
    };
    return (
      <ul
        class={`duel-board duel-board-${who === me ? "me" : "foe"}`}
        data-testid={`board-${who}`}
        aria-label={m.board(who === me)}
      >
        {side.permanents.map((p) => {
          const d = def(p.card);
          if (!d) return null;
          return (
            <li key={p.id}>
              <PermanentToken
                id={p.id}
                card={d}
                uses={p.uses}
                target={t.highlighted.has(p.id)}
                still={reduced}
                inspect={bind({ key: p.id, card: d })}
                onClick={() => t.clickEntity(p.id)}
              >
                {activate(p.id, cardName(d, locale))}
                {floats(p.id)}
              </PermanentToken>
            </li>
          );
        })}
        {side.board.map((c) => {
          const d = def(c.card);
          if (!d) return null;
          const canAttack = who === me && t.attacksFrom(c.id).length > 0;
          const target = t.highlighted.has(c.id);
          return (
            <li key={c.id}>
              <CreatureToken
                creature={c}
                card={d}
                state={{ target, ready: canAttack, selected: t.selected === c.id }}
                still={reduced}
                inspect={bind({
                  key: c.id,
                  card: { ...d, keywords: c.keywords },
                  stats: { atk: c.atk, hp: c.hp, maxHp: c.maxHp },
                })}
                button={{
                  draggable: canAttack,
                  onDragStart: (e) => {
                    e.dataTransfer?.setData("text/attacker", c.id);
                    t.setSelected(c.id);
                  },
                  onDragOver: (e) => target && e.preventDefault(),
                  onDrop: (e) => t.attackDrop(c.id, e.dataTransfer?.getData("text/attacker") ?? ""),
                  onClick: () => t.clickEntity(c.id),
                }}
              >
                {activate(c.id, cardName(d, locale))}
                {floats(c.id)}
              </CreatureToken>
            </li>
          );
        })}
        {t.dying
          .filter((d) => d.player === who)
          .map((d) => {
            const card = def(d.def) ?? (t.game.cards[d.def] as CardFace | undefined);
            return (
              <li
                key={`dying-${d.entity}`}
                class={`duel-slot dying${reduced ? " still" : ""}`}
                data-dying={d.entity}
                aria-hidden="true"
              >
                <span class="duel-token ghost">
                  {card && (
                    <span class="token-art">
                      <CardView card={card} ctx={textContext} region="art" still title="" />
                    </span>
                  )}
                  <span class="token-name">{card && cardName(card, locale)}</span>
                </span>
                <span class="duel-float death still">✝</span>
              </li>
            );
          })}
        {side.board.length + side.permanents.length === 0 && t.dying.every((d) => d.player !== who) && (
          <li class="duel-empty">{m.emptyBoard}</li>
        )}
      </ul>
    );
  };

  const foeSide = v.players[foe];
  const shownPlay = props.shownPlay;
  const shownCard = shownPlay ? (t.game.cards[shownPlay.card] as CardFace | undefined) : undefined;
  return (
    <div class="duel-table">
      <div class="duel-main">
        <div class="duel-strip foe">
          {foeSide.hand ? (
            <section
              class="duel-foe-hand revealed"
              data-testid="foe-hand"
              data-scroll-x
              aria-label={m.foeHand(foeSide.handCount)}
            >
              {foeSide.hand.map((c) => {
                const d = def(c.card);
                return d ? (
                  <button
                    type="button"
                    class="duel-peek"
                    key={c.id}
                    data-hand={c.id}
                    {...bind({ key: c.id, card: d })}
                  >
                    <CardView
                      card={d}
                      ctx={textContext}
                      setSize={setSize(d.setCode)}
                      still
                      title={cardLabel(d, textContext, tm)}
                    />
                  </button>
                ) : null;
              })}
            </section>
          ) : (
            <div
              class="duel-foe-hand"
              data-testid="foe-hand"
              role="img"
              aria-label={m.foeHand(foeSide.handCount)}
            >
              {Array.from({ length: foeSide.handCount }, (_, i) => (
                <CardBack key={i} />
              ))}
            </div>
          )}
          {hero(foe)}
          {shownPlay && shownCard ? (
            <div class="duel-bot-played" data-testid="bot-played">
              <span class="muted">{shownPlay.label}</span>
              <button type="button" class="duel-peek" {...bind({ key: "bot-played", card: shownCard })}>
                <CardView card={shownCard} ctx={textContext} setSize={setSize(shownCard.setCode)} still />
              </button>
            </div>
          ) : (
            <div class="duel-bot-played" />
          )}
        </div>
        {board(foe)}
        <div class="duel-mid">
          {v.phase === "over" ? (
            <strong class="duel-result" data-testid="result" role="status">
              {m.result(v.winner ?? null)}
            </strong>
          ) : t.pending ? (
            <span class="duel-prompt" data-testid="prompt" role="status">
              {m.choose(t.pending.label, t.choice ? keyText(m, t.choice.key) : m.aTarget)}{" "}
              <button type="button" onClick={() => t.setPending(null)}>
                {m.cancel}
              </button>
            </span>
          ) : (
            <span class="muted" data-testid="turn-info" role="status">
              {m.turn(v.turn, myTurn)}
            </span>
          )}
          <RevealedCue
            revealed={t.revealed}
            m={m}
            name={(key) => {
              const d = def(key) ?? (t.game.cards[key] as CardFace | undefined);
              return d ? cardName(d, locale) : "";
            }}
            bind={(key) => {
              const d = def(key) ?? (t.game.cards[key] as CardFace | undefined);
              return d ? bind({ key: `revealed-${key}`, card: d }) : {};
            }}
          />
          <button
            type="button"
            class="primary duel-end-turn"
            data-testid="end-turn"
            disabled={!endTurn}
            onClick={() => endTurn && t.apply(endTurn)}
          >
            {m.endTurn}
          </button>
        </div>
        {board(me)}
        <div class="duel-strip me">
          {hero(me)}
          <fieldset class="duel-hand" data-testid="my-hand" aria-label={m.hand}>
            {(mySide.hand ?? []).map((c) => (
              <HandCard key={c.id} t={t} c={c} mode="play" m={m} reduced={reduced} bind={bind} />
            ))}
          </fieldset>
        </div>
      </div>
      <CardInspector shown={inspect.shown} still={reduced} />
      <section class="duel-log panel" aria-label={m.log}>
        <h2>{m.log}</h2>
        <ol data-testid="log">
          {t.log.map((say, i) => (
            <li key={`${t.log.length - i}`}>{say(m)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
