import { type CardDef, engine, heroId, type PlayerId, STARTER_DECK } from "@engines/lgc-tcg";
import { useMessages } from "../i18n/index.js";
import { PlayOnline } from "../online/create.js";
import { CardBack, type CardFace, CardView } from "../tcg/card.js";
import { corpus, setSize, textContext } from "../tcg/data.js";
import { cardLabel } from "../tcg/label.js";
import { tcgMessages } from "../tcg/messages.js";
import { useReduceMotion } from "../tcg/motion.js";
import { BOT, keyText, ME } from "./game.js";
import { CardInspector, useInspect } from "./inspect.js";
import { duelMessages } from "./messages.js";
import { DuelToolbar, HeroBadge, Resources } from "./parts.js";
import { CreatureToken, PermanentToken } from "./token.js";
import { useDuel } from "./use-duel.js";
import "../tcg/tcg.css";
import "./duel.css";

/**
 * Duel: the starter deck against the bot, the engine running in the browser, laid out as card
 * games are (both heroes, both boards and the hand on one screen). The deal is in the URL and the
 * duel in progress in local storage, so a reload resumes it.
 */
export function DuelPage() {
  const m = useMessages(duelMessages);
  const t = useMessages(tcgMessages);
  const {
    game,
    v,
    legal,
    classes,
    setClasses,
    level,
    setLevel,
    pending,
    setPending,
    choice,
    highlighted,
    selected,
    setSelected,
    replace,
    setReplace,
    log,
    floaters,
    dying,
    drawn,
    botPlayed,
    apply,
    start,
    clickEntity,
    attackDrop,
    attacksFrom,
    restart,
  } = useDuel();
  const [motion, setMotion, reduced] = useReduceMotion();
  const { shown, bind } = useInspect();
  const me = v.players[ME];
  const foe = v.players[BOT];

  const def = (key: string): CardFace | undefined => v.cards[key] as CardFace | undefined;
  const mulligan = legal.find((a) => a.type === "MULLIGAN");
  const power = corpus.heroes[me.heroClass as keyof typeof corpus.heroes]?.power;
  const powerIntents = legal.filter((a) => a.type === "HERO_POWER");
  const endTurn = legal.find((a) => a.type === "END_TURN");
  const myTurn = v.phase === "play" && v.active === ME;

  // Plain render functions, not components: a component defined here would be a new type on every
  // render, remounting the board (and replaying its arrival animations) at each click.
  const floats = (id: string) =>
    floaters
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
        mine={who === ME}
        target={highlighted.has(heroId(who))}
        onClick={() => clickEntity(heroId(who))}
        onDropAttacker={(attacker) => attackDrop(heroId(who), attacker)}
      >
        {floats(heroId(who))}
      </HeroBadge>
      <Resources side={v.players[who]} seat={who} />
      {who === ME && power && (
        <button
          type="button"
          class="duel-power"
          data-testid="hero-power"
          disabled={powerIntents.length === 0}
          title={power.text}
          aria-label={`${m.heroPower}: ${power.name}, ${t.cost(power.cost)}. ${power.text}`}
          onClick={() => start(powerIntents, power.name)}
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
      const intents = who === ME ? legal.filter((a) => a.type === "ACTIVATE" && a.source === source) : [];
      return (
        intents.length > 0 && (
          <button
            type="button"
            class="duel-activate"
            aria-label={m.activateLabel(name)}
            onClick={() => start(intents, name)}
          >
            {m.activate}
          </button>
        )
      );
    };
    return (
      <ul
        class={`duel-board duel-board-${who === ME ? "me" : "foe"}`}
        data-testid={`board-${who}`}
        aria-label={m.board(who === ME)}
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
                target={highlighted.has(p.id)}
                still={reduced}
                inspect={bind({ key: p.id, card: d })}
                onClick={() => clickEntity(p.id)}
              >
                {activate(p.id, d.name ?? p.id)}
                {floats(p.id)}
              </PermanentToken>
            </li>
          );
        })}
        {side.board.map((c) => {
          const d = def(c.card);
          if (!d) return null;
          const canAttack = who === ME && attacksFrom(c.id).length > 0;
          const target = highlighted.has(c.id);
          return (
            <li key={c.id}>
              <CreatureToken
                creature={c}
                card={d}
                state={{ target, ready: canAttack, selected: selected === c.id }}
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
                    setSelected(c.id);
                  },
                  onDragOver: (e) => target && e.preventDefault(),
                  onDrop: (e) => attackDrop(c.id, e.dataTransfer?.getData("text/attacker") ?? ""),
                  onClick: () => clickEntity(c.id),
                }}
              >
                {activate(c.id, d.name ?? c.id)}
                {floats(c.id)}
              </CreatureToken>
            </li>
          );
        })}
        {dying
          .filter((d) => d.player === who)
          .map((d) => {
            const card = def(d.def) ?? (game.cards[d.def] as CardFace | undefined);
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
                  <span class="token-name">{card?.name}</span>
                </span>
                <span class="duel-float death still">✝</span>
              </li>
            );
          })}
        {side.board.length + side.permanents.length === 0 && dying.every((d) => d.player !== who) && (
          <li class="duel-empty">{m.emptyBoard}</li>
        )}
      </ul>
    );
  };

  const handCard = (c: { id: string; card: string }, mode: "mulligan" | "play") => {
    const d = def(c.card) as (CardDef & CardFace) | undefined;
    if (!d) return null;
    const plays = legal.filter((a) => a.type === "PLAY_CARD" && a.card === c.id);
    const sendBack = replace.includes(c.id);
    const playable = mode === "play" && plays.length > 0;
    const label = `${cardLabel(d, textContext, t)}${playable ? ` (${m.playable})` : ""}`;
    return (
      <button
        type="button"
        key={c.id}
        class={`duel-hand-card${playable ? " playable" : ""}${sendBack ? " replace" : ""}${drawn.includes(c.id) ? " drawn" : ""}`}
        data-hand={c.id}
        aria-label={label}
        aria-pressed={mode === "mulligan" ? sendBack : undefined}
        aria-disabled={mode === "play" && !playable ? true : undefined}
        disabled={mode === "mulligan" && !mulligan}
        {...(mode === "play" ? bind({ key: c.id, card: d }) : {})}
        onClick={() =>
          mode === "mulligan"
            ? setReplace((r) => (r.includes(c.id) ? r.filter((x) => x !== c.id) : [...r, c.id]))
            : playable && start(plays, d.name ?? c.id)
        }
      >
        <CardView card={d} ctx={textContext} setSize={setSize(d.setCode)} still={reduced} title="" />
      </button>
    );
  };

  return (
    <section
      class="tcg-duel"
      data-phase={v.phase}
      data-active={v.active}
      data-turn={v.turn}
      aria-label={m.title}
    >
      <header class="duel-head">
        <h1>{m.title}</h1>
        <DuelToolbar
          classes={classes}
          onClasses={setClasses}
          level={level}
          onLevel={setLevel}
          onNewDuel={restart}
          motion={motion}
          onMotion={setMotion}
          reduced={reduced}
        />
      </header>
      <PlayOnline
        engine={engine}
        state={game}
        title="LGC TCG"
        setup={{ players: classes.map((heroClass) => ({ heroClass, deck: STARTER_DECK })) }}
      />

      {v.phase === "mulligan" && (
        <div class="duel-mulligan panel" data-testid="mulligan">
          <h2>{m.mulligan}</h2>
          <p class="muted">{m.lede}</p>
          <p>{mulligan ? m.mulliganHelp(v.first === ME) : m.botMulligan}</p>
          <div class="duel-hand">{(me.hand ?? []).map((c) => handCard(c, "mulligan"))}</div>
          <button
            type="button"
            class="primary"
            data-testid="mulligan-confirm"
            disabled={!mulligan}
            onClick={() => {
              apply({ type: "MULLIGAN", player: ME, replace });
              setReplace([]);
            }}
          >
            {replace.length === 0 ? m.keepHand : m.replace(replace.length)}
          </button>
        </div>
      )}

      {v.phase !== "mulligan" && (
        <div class="duel-table">
          <div class="duel-main">
            <div class="duel-strip foe">
              <div
                class="duel-foe-hand"
                data-testid="foe-hand"
                role="img"
                aria-label={m.foeHand(foe.handCount)}
              >
                {Array.from({ length: foe.handCount }, (_, i) => (
                  <CardBack key={i} />
                ))}
              </div>
              {hero(BOT)}
              {botPlayed && game.cards[botPlayed] ? (
                <div class="duel-bot-played" data-testid="bot-played">
                  <span class="muted">{m.botPlayed}</span>
                  <button
                    type="button"
                    class="duel-peek"
                    {...bind({ key: "bot-played", card: game.cards[botPlayed] as CardFace })}
                  >
                    <CardView
                      card={game.cards[botPlayed] as CardFace}
                      ctx={textContext}
                      setSize={setSize((game.cards[botPlayed] as CardFace).setCode)}
                      still
                    />
                  </button>
                </div>
              ) : (
                <div class="duel-bot-played" />
              )}
            </div>
            {board(BOT)}
            <div class="duel-mid">
              {v.phase === "over" ? (
                <strong class="duel-result" data-testid="result" role="status">
                  {m.result(v.winner ?? null)}
                </strong>
              ) : pending ? (
                <span class="duel-prompt" data-testid="prompt" role="status">
                  {m.choose(pending.label, choice ? keyText(m, choice.key) : m.aTarget)}{" "}
                  <button type="button" onClick={() => setPending(null)}>
                    {m.cancel}
                  </button>
                </span>
              ) : (
                <span class="muted" data-testid="turn-info" role="status">
                  {m.turn(v.turn, myTurn)}
                </span>
              )}
              <button
                type="button"
                class="primary duel-end-turn"
                data-testid="end-turn"
                disabled={!endTurn}
                onClick={() => endTurn && apply(endTurn)}
              >
                {m.endTurn}
              </button>
            </div>
            {board(ME)}
            <div class="duel-strip me">
              {hero(ME)}
              <fieldset class="duel-hand" data-testid="my-hand" aria-label={m.hand}>
                {(me.hand ?? []).map((c) => handCard(c, "play"))}
              </fieldset>
            </div>
          </div>
          <CardInspector shown={shown} still={reduced} />
          <section class="duel-log panel" aria-label={m.log}>
            <h2>{m.log}</h2>
            <ol data-testid="log">
              {log.map((say, i) => (
                <li key={`${log.length - i}`}>{say(m)}</li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </section>
  );
}
