import {
  type Action,
  abilityText,
  type BotLevel,
  type CardDef,
  chooseAction,
  type DuelView,
  engine,
  type GameEvent,
  HERO_CLASSES,
  heroId,
  legalActions,
  type PlayerId,
  STARTER_DECK,
  type State,
  view,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { hashParams, markInteractive } from "../router.js";
import { CardBack, type CardFace, CardView } from "../tcg/card.js";
import { corpus, setSize, textContext } from "../tcg/data.js";
import { MotionControl, useReduceMotion } from "../tcg/motion.js";
import "../tcg/tcg.css";
import "./duel.css";

const ME: PlayerId = "A";
const BOT: PlayerId = "B";
const BOT_DELAY_MS = 550;

/** What the human is doing: choosing targets for an intent, or nothing. */
interface Pending {
  /** The legal intents still compatible with the choices made so far (all of one kind and source). */
  readonly options: readonly Action[];
  /** Targets chosen so far ("SIDE:KIND" → entity). */
  readonly chosen: Readonly<Record<string, string>>;
  readonly label: string;
}

/** A floating number over an entity (damage, heal), keyed so each plays its animation once. */
interface Floater {
  readonly key: number;
  readonly entity: string;
  readonly text: string;
  readonly kind: "damage" | "heal" | "death";
}

const targetsOf = (a: Action): Readonly<Record<string, string>> =>
  a.type === "PLAY_CARD" || a.type === "HERO_POWER" || a.type === "ACTIVATE" ? (a.targets ?? {}) : {};

/** The next target pair still to choose among `options`, and the entities offered for it. */
function nextChoice(p: Pending): { key: string; entities: string[] } | null {
  for (const a of p.options) {
    for (const key of Object.keys(targetsOf(a))) {
      if (key in p.chosen) continue;
      const entities = [
        ...new Set(p.options.map((o) => targetsOf(o)[key]).filter((x): x is string => x !== undefined)),
      ];
      return { key, entities };
    }
  }
  return null;
}

const KEY_LABEL: Record<string, string> = {
  ENEMY: "adverse",
  ALLY: "alliée",
  ANY: "au choix",
  CREATURE: "créature",
  HERO: "héros",
  PERMANENT: "permanent",
  ANY_KIND: "personnage",
};

function keyText(key: string): string {
  const [side, kind] = key.split(":");
  return `${kind === "ANY" ? "personnage" : (KEY_LABEL[kind ?? ""] ?? kind)} ${KEY_LABEL[side ?? ""] ?? side}`;
}

function describe(e: GameEvent, v: DuelView, names: (id: string) => string): string | null {
  const who = (p: PlayerId) => (p === ME ? "Vous" : "Le bot");
  switch (e.type) {
    case "turnStarted":
      return `Tour ${e.turn} : ${who(e.player).toLowerCase()} (${e.ferveur} Ferveur)`;
    case "drew":
      return e.player === ME
        ? `Vous piochez ${v.cards[e.def]?.name ?? "une carte"}`
        : "Le bot pioche une carte";
    case "played":
      return `${who(e.player)} : ${v.cards[e.def]?.name ?? e.def} (${e.cost})`;
    case "attacked":
      return `${names(e.attacker)} attaque ${names(e.target)}`;
    case "damaged":
      return `${names(e.target)} subit ${e.amount}`;
    case "healed":
      return `${names(e.target)} récupère ${e.amount} PV`;
    case "died":
      return `${v.cards[e.def]?.name ?? e.def} meurt`;
    case "heroPowerUsed":
      return `${who(e.player)} : pouvoir héroïque`;
    case "summoned":
      return `${v.cards[e.def]?.name ?? e.def} arrive`;
    case "fatigue":
      return `${who(e.player)} : fatigue ${e.amount}`;
    case "gameOver":
      return e.winner === null ? "Match nul" : e.winner === ME ? "Victoire !" : "Défaite";
    default:
      return null;
  }
}

function newGame(seed: number, mine: string, theirs: string): State {
  return engine.init({
    seed,
    players: [
      { heroClass: mine, deck: STARTER_DECK },
      { heroClass: theirs, deck: STARTER_DECK },
    ],
  });
}

/** Duel: the starter deck against the bot, the engine running in the browser. */
export function DuelPage() {
  const [classes, setClasses] = useState<[string, string]>(["PALADIN", "MAGE"]);
  // `#/tcg-duel?seed=N` replays the same deal and the same bot choices; otherwise a fresh seed.
  const [seed, setSeed] = useState(() => {
    const fixed = Number(hashParams().get("seed"));
    return Number.isInteger(fixed) && hashParams().has("seed") ? fixed : Math.floor(Math.random() * 1e9);
  });
  const [game, setGame] = useState<State>(() => newGame(seed, classes[0], classes[1]));
  const [level, setLevel] = useState<BotLevel>("greedy");
  const [pending, setPending] = useState<Pending | null>(null);
  const [replace, setReplace] = useState<string[]>([]);
  const [log, setLog] = useState<string[]>([]);
  const [floaters, setFloaters] = useState<Floater[]>([]);
  /** Creatures that just died, drawn fading out where they stood; cards just drawn, sliding in. */
  const [dying, setDying] = useState<{ entity: string; def: string; player: PlayerId }[]>([]);
  const [drawn, setDrawn] = useState<string[]>([]);
  /** The last card the bot played this turn (public once played), shown face up beside its hand. */
  const [botPlayed, setBotPlayed] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [motion, setMotion, reduced] = useReduceMotion();
  const floatKey = useRef(0);
  const botStep = useRef(0);

  useEffect(() => markInteractive("tcg-duel"), []);

  // Ghosts of the dead leave once their fade is over.
  useEffect(() => {
    if (dying.length === 0) return;
    const t = setTimeout(() => setDying([]), 950);
    return () => clearTimeout(t);
  }, [dying]);

  // Only what seat A may see: the opponent's hand is a count from `view`, never card ids.
  const v = useMemo(() => view(game, ME), [game]);
  const legal = useMemo(() => legalActions(game).filter((a) => a.player === ME), [game]);
  const me = v.players[ME];
  const foe = v.players[BOT];

  const nameOf = (id: string): string => {
    if (id === heroId(ME)) return "votre héros";
    if (id === heroId(BOT)) return "le héros adverse";
    for (const side of [me, foe]) {
      const c = side.board.find((x) => x.id === id) ?? side.permanents.find((x) => x.id === id);
      if (c) return v.cards[c.card]?.name ?? c.card;
    }
    return id;
  };

  const apply = (action: Action) => {
    const { state: next, events } = engine.reduce(game, action);
    const first = events[0] as { type: string; reason?: string } | undefined;
    if (first?.type === "rejected") {
      setLog((l) => [`Refusé : ${first.reason}`, ...l].slice(0, 60));
      return;
    }
    const nv = view(next, ME);
    const lines = (events as GameEvent[])
      .map((e) => describe(e, nv, nameOf))
      .filter((x): x is string => x !== null);
    setLog((l) => [...lines.reverse(), ...l].slice(0, 60));
    const fl: Floater[] = [];
    for (const e of events as GameEvent[]) {
      floatKey.current += 1;
      if (e.type === "damaged")
        fl.push({ key: floatKey.current, entity: e.target, text: `−${e.amount}`, kind: "damage" });
      else if (e.type === "healed")
        fl.push({ key: floatKey.current, entity: e.target, text: `+${e.amount}`, kind: "heal" });
      else if (e.type === "died")
        fl.push({ key: floatKey.current, entity: e.entity, text: "✝", kind: "death" });
    }
    setFloaters(fl);
    setDying(
      (events as GameEvent[]).flatMap((e) =>
        e.type === "died" && e.entity !== heroId(e.player)
          ? [{ entity: e.entity, def: e.def, player: e.player }]
          : [],
      ),
    );
    setDrawn((events as GameEvent[]).flatMap((e) => (e.type === "drew" && e.player === ME ? [e.card] : [])));
    let shown = botPlayed;
    for (const e of events as GameEvent[]) {
      if (e.type === "turnStarted" && e.player === BOT) shown = null;
      if (e.type === "played" && e.player === BOT) shown = e.def;
    }
    setBotPlayed(shown);
    setPending(null);
    setSelected(null);
    setGame(next);
  };

  // The bot acts on its own turn (and its mulligan) after a short pause so its moves can be followed.
  useEffect(() => {
    if (game.phase === "over") return;
    const botMulligan = game.phase === "mulligan" && legalActions(game).some((a) => a.player === BOT);
    if (!botMulligan && (game.phase !== "play" || game.active !== BOT)) return;
    const t = setTimeout(() => {
      botStep.current += 1;
      const a = chooseAction(view(game, BOT), { level, seed: seed + botStep.current });
      if (a) apply(a);
    }, BOT_DELAY_MS);
    return () => clearTimeout(t);
  }, [game, level]);

  const start = (intents: readonly Action[], label: string) => {
    if (intents.length === 0) return;
    const p: Pending = { options: intents, chosen: {}, label };
    if (nextChoice(p) === null) return apply(intents[0]!);
    setPending(p);
  };

  const choose = (entity: string) => {
    if (!pending) return false;
    const next = nextChoice(pending);
    if (!next?.entities.includes(entity)) return false;
    const chosen = { ...pending.chosen, [next.key]: entity };
    const options = pending.options.filter((o) => targetsOf(o)[next.key] === entity);
    const p = { ...pending, chosen, options };
    if (nextChoice(p) === null) apply(options[0]!);
    else setPending(p);
    return true;
  };

  const attacksFrom = (id: string) => legal.filter((a) => a.type === "ATTACK" && a.attacker === id);
  const attackTargets = selected ? attacksFrom(selected).map((a) => (a as { target: string }).target) : [];
  const choice = pending ? nextChoice(pending) : null;
  const highlighted = new Set(choice ? choice.entities : attackTargets);

  const clickEntity = (id: string) => {
    if (pending) {
      if (!choose(id)) setPending(null);
      return;
    }
    if (selected && attackTargets.includes(id)) {
      const a = attacksFrom(selected).find((x) => (x as { target: string }).target === id);
      if (a) return apply(a);
    }
    setSelected(attacksFrom(id).length > 0 ? id : null);
  };

  const attackDrop = (target: string, attacker: string) => {
    const a = attacksFrom(attacker).find((x) => (x as { target: string }).target === target);
    if (a) apply(a);
  };

  const restart = () => {
    const s = Math.floor(Math.random() * 1e9);
    setSeed(s);
    setGame(newGame(s, classes[0], classes[1]));
    setLog([]);
    setPending(null);
    setSelected(null);
    setReplace([]);
    setFloaters([]);
    setDying([]);
    setDrawn([]);
    setBotPlayed(null);
  };

  const def = (key: string): CardFace | undefined => v.cards[key] as CardFace | undefined;
  const mulligan = legal.find((a) => a.type === "MULLIGAN");
  const power = corpus.heroes[me.heroClass as keyof typeof corpus.heroes]?.power;
  const powerIntents = legal.filter((a) => a.type === "HERO_POWER");
  const endTurn = legal.find((a) => a.type === "END_TURN");
  const myTurn = v.phase === "play" && v.active === ME;

  // Plain render functions, not components: a component defined here would be a new type on every
  // render, remounting the board (and replaying its arrival animations) at each click.
  const floats = (id: string) => (
    <>
      {floaters
        .filter((f) => f.entity === id)
        .map((f) => (
          <span key={f.key} class={`duel-float ${f.kind}${reduced ? " still" : ""}`} data-float={f.kind}>
            {f.text}
          </span>
        ))}
    </>
  );

  const hero = (who: PlayerId) => {
    const side = v.players[who];
    const id = heroId(who);
    const info = corpus.heroes[side.heroClass as keyof typeof corpus.heroes];
    return (
      <button
        type="button"
        class={`duel-hero${highlighted.has(id) ? " target" : ""}`}
        data-entity={id}
        onClick={() => clickEntity(id)}
        onDragOver={(e) => highlighted.has(id) && e.preventDefault()}
        onDrop={(e) => attackDrop(id, e.dataTransfer?.getData("text/attacker") ?? "")}
      >
        <span class="duel-hero-name">{info?.name ?? side.heroClass}</span>
        <span class="duel-hp" data-testid={`hp-${who}`}>
          {side.hp} PV
        </span>
        {side.armor > 0 && <span class="duel-armor">{side.armor} Armure</span>}
        {floats(id)}
      </button>
    );
  };

  const board = (who: PlayerId) => {
    const side = v.players[who];
    return (
      <div class={`duel-board duel-board-${who === ME ? "me" : "foe"}`} data-testid={`board-${who}`}>
        {side.permanents.map((p) => {
          const d = def(p.card);
          const activations =
            who === ME ? legal.filter((a) => a.type === "ACTIVATE" && a.source === p.id) : [];
          return (
            <div key={p.id} class={`duel-slot permanent${highlighted.has(p.id) ? " target" : ""}`}>
              <button type="button" class="duel-face" data-entity={p.id} onClick={() => clickEntity(p.id)}>
                {d && <CardView card={d} ctx={textContext} setSize={setSize(d.setCode)} still={reduced} />}
              </button>
              {activations.length > 0 && (
                <button
                  type="button"
                  class="duel-activate"
                  onClick={() => start(activations, d?.name ?? p.id)}
                >
                  Activer
                </button>
              )}
              {floats(p.id)}
            </div>
          );
        })}
        {side.board.map((c) => {
          const d = def(c.card);
          const canAttack = who === ME && attacksFrom(c.id).length > 0;
          const activations =
            who === ME ? legal.filter((a) => a.type === "ACTIVATE" && a.source === c.id) : [];
          return (
            <div
              key={c.id}
              class={`duel-slot${highlighted.has(c.id) ? " target" : ""}${selected === c.id ? " selected" : ""}${canAttack ? " ready" : ""}`}
            >
              <button
                type="button"
                class="duel-face"
                data-entity={c.id}
                draggable={canAttack}
                onDragStart={(e) => {
                  e.dataTransfer?.setData("text/attacker", c.id);
                  setSelected(c.id);
                }}
                onDragOver={(e) => highlighted.has(c.id) && e.preventDefault()}
                onDrop={(e) => attackDrop(c.id, e.dataTransfer?.getData("text/attacker") ?? "")}
                onClick={() => clickEntity(c.id)}
              >
                {d && (
                  <CardView
                    card={{ ...d, keywords: c.keywords }}
                    ctx={textContext}
                    setSize={setSize(d.setCode)}
                    stats={{ atk: c.atk, hp: c.hp, maxHp: c.maxHp }}
                    still={reduced}
                  />
                )}
              </button>
              {c.sick && <span class="duel-sick">zZ</span>}
              {activations.length > 0 && (
                <button
                  type="button"
                  class="duel-activate"
                  onClick={() => start(activations, d?.name ?? c.id)}
                >
                  Activer
                </button>
              )}
              {floats(c.id)}
            </div>
          );
        })}
        {dying
          .filter((d) => d.player === who)
          .map((d) => {
            const card = def(d.def) ?? (game.cards[d.def] as CardFace | undefined);
            return (
              <div
                key={`dying-${d.entity}`}
                class={`duel-slot dying${reduced ? " still" : ""}`}
                data-dying={d.entity}
              >
                {card && <CardView card={card} ctx={textContext} setSize={setSize(card.setCode)} still />}
                <span class="duel-float death still">✝</span>
              </div>
            );
          })}
        {side.board.length + side.permanents.length === 0 && dying.every((d) => d.player !== who) && (
          <span class="muted">—</span>
        )}
      </div>
    );
  };

  return (
    <section class="tcg-duel" data-phase={v.phase} data-active={v.active} data-turn={v.turn}>
      <header class="game-head">
        <div>
          <h1>LGC TCG · Duel</h1>
          <p class="lede">
            The starter deck against the bot. Click a card to play it, click (or drag) a ready creature then
            its target; every highlighted target comes from the engine's legal actions.
          </p>
        </div>
        <div class="tcg-toolbar">
          <label>
            You
            <select
              value={classes[0]}
              onChange={(e) => setClasses([(e.currentTarget as HTMLSelectElement).value, classes[1]])}
            >
              {HERO_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {corpus.heroes[c]?.name ?? c}
                </option>
              ))}
            </select>
          </label>
          <label>
            Bot
            <select
              value={classes[1]}
              onChange={(e) => setClasses([classes[0], (e.currentTarget as HTMLSelectElement).value])}
            >
              {HERO_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {corpus.heroes[c]?.name ?? c}
                </option>
              ))}
            </select>
          </label>
          <label>
            Bot level
            <select
              value={level}
              data-testid="bot-level"
              onChange={(e) => setLevel((e.currentTarget as HTMLSelectElement).value as BotLevel)}
            >
              <option value="greedy">Greedy</option>
              <option value="random">Random</option>
            </select>
          </label>
          <button type="button" onClick={restart}>
            New duel
          </button>
          <MotionControl setting={motion} onChange={setMotion} reduced={reduced} />
        </div>
      </header>

      {v.phase === "mulligan" && (
        <div class="duel-mulligan panel" data-testid="mulligan">
          <h2>Mulligan</h2>
          <p class="muted">
            {mulligan
              ? `You play ${v.first === ME ? "first" : "second"}. Click the cards to send back, then confirm.`
              : "The bot is choosing its mulligan…"}
          </p>
          <div class="duel-hand">
            {(me.hand ?? []).map((c) => {
              const d = def(c.card);
              return (
                <button
                  type="button"
                  key={c.id}
                  class={`duel-hand-card${replace.includes(c.id) ? " replace" : ""}`}
                  data-hand={c.id}
                  disabled={!mulligan}
                  onClick={() =>
                    setReplace((r) => (r.includes(c.id) ? r.filter((x) => x !== c.id) : [...r, c.id]))
                  }
                >
                  {d && <CardView card={d} ctx={textContext} setSize={setSize(d.setCode)} still={reduced} />}
                </button>
              );
            })}
          </div>
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
            {replace.length === 0 ? "Keep this hand" : `Replace ${replace.length}`}
          </button>
        </div>
      )}

      {v.phase !== "mulligan" && (
        <div class="duel-table">
          <div class="duel-main">
            <div class="duel-row foe">
              <div
                class="duel-foe-hand"
                data-testid="foe-hand"
                title={`${foe.handCount} cartes en main adverse`}
              >
                {Array.from({ length: foe.handCount }, (_, i) => (
                  <CardBack key={i} />
                ))}
              </div>
              {botPlayed && game.cards[botPlayed] && (
                <div class="duel-bot-played" data-testid="bot-played">
                  <span class="muted">Bot played</span>
                  <CardView
                    card={game.cards[botPlayed] as CardFace}
                    ctx={textContext}
                    setSize={setSize((game.cards[botPlayed] as CardFace).setCode)}
                    still
                  />
                </div>
              )}
              <div class="duel-side">
                {hero(BOT)}
                <span class="duel-ferveur" data-testid="ferveur-B">
                  {foe.ferveur}/{foe.ferveurMax} Ferveur · deck {foe.deckCount}
                </span>
              </div>
            </div>
            {board(BOT)}
            <div class="duel-mid">
              {v.phase === "over" ? (
                <strong class="duel-result" data-testid="result">
                  {v.winner === null ? "Draw" : v.winner === ME ? "You win" : "The bot wins"}
                </strong>
              ) : pending ? (
                <span class="duel-prompt" data-testid="prompt">
                  {pending.label} : choose {choice ? keyText(choice.key) : "a target"}{" "}
                  <button type="button" onClick={() => setPending(null)}>
                    Cancel
                  </button>
                </span>
              ) : (
                <span class="muted" data-testid="turn-info">
                  Turn {v.turn} · {myTurn ? "your turn" : "the bot is playing…"}
                </span>
              )}
              <button
                type="button"
                class="primary"
                data-testid="end-turn"
                disabled={!endTurn}
                onClick={() => endTurn && apply(endTurn)}
              >
                End turn
              </button>
            </div>
            {board(ME)}
            <div class="duel-row me">
              <div class="duel-side">
                {hero(ME)}
                <span class="duel-ferveur" data-testid="ferveur-A">
                  {me.ferveur}/{me.ferveurMax} Ferveur · deck {me.deckCount}
                </span>
                {power && (
                  <button
                    type="button"
                    class="duel-power"
                    data-testid="hero-power"
                    disabled={powerIntents.length === 0}
                    title={power.abilities.map((a) => abilityText(textContext, a).body).join(" ")}
                    onClick={() => start(powerIntents, power.name)}
                  >
                    {power.name} ({power.cost}) — {power.text}
                  </button>
                )}
              </div>
              <div class="duel-hand" data-testid="my-hand">
                {(me.hand ?? []).map((c) => {
                  const d = def(c.card) as CardDef | undefined;
                  const plays = legal.filter((a) => a.type === "PLAY_CARD" && a.card === c.id);
                  return (
                    <button
                      type="button"
                      key={c.id}
                      class={`duel-hand-card${plays.length > 0 ? " playable" : ""}${drawn.includes(c.id) ? " drawn" : ""}`}
                      data-hand={c.id}
                      disabled={plays.length === 0}
                      onClick={() => start(plays, d?.name ?? c.id)}
                    >
                      {d && (
                        <CardView
                          card={d as CardFace}
                          ctx={textContext}
                          setSize={setSize((d as CardFace).setCode)}
                          still={reduced}
                        />
                      )}
                    </button>
                  );
                })}
              </div>
            </div>
          </div>
          <ol class="duel-log panel" data-testid="log">
            {log.map((l, i) => (
              <li key={`${log.length - i}`}>{l}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
