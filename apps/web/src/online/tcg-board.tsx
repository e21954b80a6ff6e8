/**
 * The LGC TCG duel online: one seat's view as the server sent it, laid out as the local duel is
 * (the opponent's hand as card backs and a count, both boards, your hand). The seat's legal
 * intents come from the engine on a state rebuilt from the view (`determinize`: every hidden card
 * blank), so no rule lives here; the server judges every action again.
 * @module
 */
import {
  type Action,
  type CardDef,
  type DuelView,
  determinize,
  heroId,
  legalActions,
  type PlayerId,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { CardBack, type CardFace, CardView } from "../tcg/card.js";
import { setSize, textContext } from "../tcg/data.js";
import { cardLabel } from "../tcg/label.js";
import { tcgMessages } from "../tcg/messages.js";
import { keyText, nextChoice, type Pending, targetsOf } from "../tcg-duel/game.js";
import { CardInspector, useInspect } from "../tcg-duel/inspect.js";
import { duelMessages } from "../tcg-duel/messages.js";
import { HeroBadge, Resources } from "../tcg-duel/parts.js";
import { CreatureToken, PermanentToken } from "../tcg-duel/token.js";
import type { BoardProps } from "./board.js";
import { onlineMessages } from "./messages.js";
import { tcgLog } from "./tcg-log.js";
import "../tcg/tcg.css";
import "../tcg-duel/duel.css";

/** The TCG board of the play and replay pages. */
export function TcgBoard({ view, seat, steps, send }: BoardProps) {
  const m = useMessages(duelMessages);
  const o = useMessages(onlineMessages);
  const t = useMessages(tcgMessages);
  const v = view as DuelView;
  const me: PlayerId = seat === "B" ? "B" : "A";
  const foe: PlayerId = me === "A" ? "B" : "A";
  const [pending, setPending] = useState<Pending | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [replace, setReplace] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { shown, bind } = useInspect();

  // The engine's answer to "what may this seat do?", from the view alone.
  const legal = useMemo(
    () =>
      send === undefined || seat === null
        ? []
        : legalActions(determinize(v, 0)).filter((a) => a.player === seat),
    [v, seat, send],
  );
  useEffect(() => {
    setPending(null);
    setSelected(null);
  }, [v]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setPending(null);
      setSelected(null);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  const apply = (action: Action) => {
    if (send === undefined || busy) return;
    setBusy(true);
    setRefusal(null);
    setPending(null);
    setSelected(null);
    void send(action).then((r) => {
      setBusy(false);
      if (!r.ok) setRefusal(r.detail ?? r.reason);
    });
  };
  const start = (intents: readonly Action[], label: string) => {
    if (intents.length === 0) return;
    const p: Pending = { options: intents, chosen: {}, label };
    if (nextChoice(p) === null) apply(intents[0] as Action);
    else setPending(p);
  };
  const attacksFrom = (id: string) => legal.filter((a) => a.type === "ATTACK" && a.attacker === id);
  const attackTargets = selected ? attacksFrom(selected).map((a) => (a as { target: string }).target) : [];
  const choice = pending ? nextChoice(pending) : null;
  const highlighted = new Set(choice ? choice.entities : attackTargets);
  const clickEntity = (id: string) => {
    if (pending && choice) {
      if (!choice.entities.includes(id)) return setPending(null);
      const chosen = { ...pending.chosen, [choice.key]: id };
      const options = pending.options.filter((a) => targetsOf(a)[choice.key] === id);
      const next = { ...pending, chosen, options };
      return nextChoice(next) === null ? apply(options[0] as Action) : setPending(next);
    }
    const attack = selected
      ? attacksFrom(selected).find((a) => (a as { target: string }).target === id)
      : null;
    if (attack) return apply(attack);
    setSelected(attacksFrom(id).length > 0 && selected !== id ? id : null);
  };

  const def = (key: string) => v.cards[key] as CardFace | undefined;
  const log = useMemo(() => tcgLog(steps, v, me), [steps, v, me]);
  const mulligan = legal.find((a) => a.type === "MULLIGAN");
  const endTurn = legal.find((a) => a.type === "END_TURN");
  const powerIntents = legal.filter((a) => a.type === "HERO_POWER");

  const hero = (who: PlayerId) => (
    <div class="duel-side">
      <HeroBadge
        id={heroId(who)}
        side={v.players[who]}
        mine={who === me}
        target={highlighted.has(heroId(who))}
        onClick={() => clickEntity(heroId(who))}
        onDropAttacker={() => {}}
      />
      <Resources side={v.players[who]} seat={who} />
      {who === me && powerIntents.length > 0 && (
        <button
          type="button"
          class="duel-power"
          data-testid="hero-power"
          onClick={() => start(powerIntents, m.heroPower)}
        >
          {m.heroPower}
        </button>
      )}
    </div>
  );

  const board = (who: PlayerId) => (
    <ul
      class={`duel-board duel-board-${who === me ? "me" : "foe"}`}
      data-testid={`board-${who}`}
      aria-label={o.tcgBoard(who === me)}
    >
      {v.players[who].permanents.map((p) => {
        const d = def(p.card);
        return (
          d && (
            <li key={p.id}>
              <PermanentToken
                id={p.id}
                card={d}
                uses={p.uses}
                target={highlighted.has(p.id)}
                still
                inspect={bind({ key: p.id, card: d })}
                onClick={() => clickEntity(p.id)}
              >
                {who === me && legal.some((a) => a.type === "ACTIVATE" && a.source === p.id) && (
                  <button
                    type="button"
                    class="duel-activate"
                    onClick={() =>
                      start(
                        legal.filter((a) => a.type === "ACTIVATE" && a.source === p.id),
                        d.name ?? p.id,
                      )
                    }
                  >
                    {m.activate}
                  </button>
                )}
              </PermanentToken>
            </li>
          )
        );
      })}
      {v.players[who].board.map((c) => {
        const d = def(c.card);
        const ready = who === me && attacksFrom(c.id).length > 0;
        return (
          d && (
            <li key={c.id}>
              <CreatureToken
                creature={c}
                card={d}
                state={{ target: highlighted.has(c.id), ready, selected: selected === c.id }}
                still
                inspect={bind({
                  key: c.id,
                  card: { ...d, keywords: c.keywords },
                  stats: { atk: c.atk, hp: c.hp, maxHp: c.maxHp },
                })}
                button={{ onClick: () => clickEntity(c.id) }}
              />
            </li>
          )
        );
      })}
      {v.players[who].board.length + v.players[who].permanents.length === 0 && (
        <li class="duel-empty">{m.emptyBoard}</li>
      )}
    </ul>
  );

  const handCard = (c: { id: string; card: string }, mode: "mulligan" | "play") => {
    const d = def(c.card) as (CardDef & CardFace) | undefined;
    if (!d) return null;
    const plays = legal.filter((a) => a.type === "PLAY_CARD" && a.card === c.id);
    const playable = mode === "play" && plays.length > 0;
    const back = replace.includes(c.id);
    return (
      <button
        type="button"
        key={c.id}
        class={`duel-hand-card${playable ? " playable" : ""}${back ? " replace" : ""}`}
        data-hand={c.id}
        aria-label={`${cardLabel(d, textContext, t)}${playable ? ` (${m.playable})` : ""}`}
        aria-pressed={mode === "mulligan" ? back : undefined}
        aria-disabled={mode === "play" && !playable ? true : undefined}
        disabled={mode === "mulligan" && !mulligan}
        {...(mode === "play" ? bind({ key: c.id, card: d }) : {})}
        onClick={() =>
          mode === "mulligan"
            ? setReplace((r) => (r.includes(c.id) ? r.filter((x) => x !== c.id) : [...r, c.id]))
            : playable && start(plays, d.name ?? c.id)
        }
      >
        <CardView card={d} ctx={textContext} setSize={setSize(d.setCode)} still title="" />
      </button>
    );
  };
  const hand = v.players[me].hand ?? [];

  return (
    <section
      class="tcg-duel"
      data-phase={v.phase}
      data-active={v.active}
      data-turn={v.turn}
      aria-label="LGC TCG"
    >
      {v.phase === "mulligan" ? (
        <div class="duel-mulligan panel" data-testid="mulligan">
          <h2>{m.mulligan}</h2>
          <p>{mulligan ? m.mulliganHelp(v.first === me) : o.tcgWaitMulligan}</p>
          <div class="duel-hand">{hand.map((c) => handCard(c, "mulligan"))}</div>
          {send && (
            <button
              type="button"
              class="primary"
              data-testid="mulligan-confirm"
              disabled={!mulligan || busy}
              onClick={() => {
                apply({ type: "MULLIGAN", player: me, replace });
                setReplace([]);
              }}
            >
              {replace.length === 0 ? m.keepHand : m.replace(replace.length)}
            </button>
          )}
        </div>
      ) : (
        <div class="duel-table">
          <div class="duel-main">
            <div class="duel-strip foe">
              <div
                class="duel-foe-hand"
                data-testid="foe-hand"
                role="img"
                aria-label={o.tcgFoeHand(v.players[foe].handCount)}
              >
                {Array.from({ length: v.players[foe].handCount }, (_, i) => (
                  <CardBack key={i} />
                ))}
              </div>
              {hero(foe)}
            </div>
            {board(foe)}
            <div class="duel-mid">
              {v.phase === "over" ? (
                <strong class="duel-result" data-testid="result" role="status">
                  {o.tcgResult(v.winner === null ? null : v.winner === me)}
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
                  {o.tcgTurn(v.turn, v.active === me)}
                </span>
              )}
              {send && (
                <button
                  type="button"
                  class="primary duel-end-turn"
                  data-testid="end-turn"
                  disabled={!endTurn || busy}
                  onClick={() => endTurn && apply(endTurn)}
                >
                  {m.endTurn}
                </button>
              )}
            </div>
            {board(me)}
            <div class="duel-strip me">
              {hero(me)}
              <fieldset class="duel-hand" data-testid="my-hand" aria-label={m.hand}>
                {hand.map((c) => handCard(c, "play"))}
              </fieldset>
            </div>
          </div>
          <CardInspector shown={shown} still />
          <section class="duel-log panel" aria-label={m.log}>
            <h2>{m.log}</h2>
            <ol data-testid="log">
              {log.map((line, i) => (
                <li key={`${log.length - i}`}>{line(o)}</li>
              ))}
            </ol>
          </section>
        </div>
      )}
      {refusal && (
        <p class="notice notice-error" role="alert">
          {o.refused(refusal)}
        </p>
      )}
    </section>
  );
}
