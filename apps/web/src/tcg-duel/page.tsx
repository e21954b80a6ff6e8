import { STARTER_DECK } from "@engines/lgc-tcg";
import { useMessages } from "../i18n/index.js";
import { PlayOnline } from "../online/create.js";
import { useReduceMotion } from "../tcg/motion.js";
import { ME } from "./game.js";
import { duelMessages } from "./messages.js";
import { DuelToolbar } from "./parts.js";
import { DuelTable, HandCard } from "./table.js";
import { useDuel } from "./use-duel.js";
import "../tcg/tcg.css";
import "./duel.css";

/** The engine object, for "Play online" only: the page itself starts duels with `initDuel`. */
const loadEngine = () => import("./engine-object.js").then((m) => m.engine);

/**
 * Duel: a deck (the starter deck, or one of the deck builder's) against the bot, the engine running
 * in the browser, laid out as card games are (both heroes, both boards and the hand on one screen).
 * The deal is in the URL and the duel in progress in local storage, so a reload resumes it.
 */
export function DuelPage() {
  const m = useMessages(duelMessages);
  const {
    table: t,
    classes,
    setClasses,
    level,
    setLevel,
    deckChoice,
    setDeckChoice,
    botPlayed,
    restart,
  } = useDuel();
  const [motion, setMotion, reduced] = useReduceMotion();
  const { v } = t;
  const mulligan = t.legal.find((a) => a.type === "MULLIGAN");
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
          deck={deckChoice}
          onDeck={setDeckChoice}
          level={level}
          onLevel={setLevel}
          onNewDuel={restart}
          motion={motion}
          onMotion={setMotion}
          reduced={reduced}
        />
      </header>

      {v.phase === "mulligan" && (
        <div class="duel-mulligan panel" data-testid="mulligan">
          <h2>{m.mulligan}</h2>
          <p class="muted">{m.lede}</p>
          <p>{mulligan ? m.mulliganHelp(v.first === ME) : m.botMulligan}</p>
          <div class="duel-hand">
            {(v.players[ME].hand ?? []).map((c) => (
              <HandCard key={c.id} t={t} c={c} mode="mulligan" m={m} reduced={reduced} />
            ))}
          </div>
          <button
            type="button"
            class="primary"
            data-testid="mulligan-confirm"
            disabled={!mulligan}
            onClick={() => {
              t.apply({ type: "MULLIGAN", player: ME, replace: t.replace });
              t.setReplace([]);
            }}
          >
            {t.replace.length === 0 ? m.keepHand : m.replace(t.replace.length)}
          </button>
        </div>
      )}

      {v.phase !== "mulligan" && (
        <DuelTable
          t={t}
          m={m}
          reduced={reduced}
          shownPlay={botPlayed ? { label: m.botPlayed, card: botPlayed } : null}
        />
      )}
      <PlayOnline
        engine={loadEngine}
        state={t.game}
        title="LGC TCG"
        setup={{
          players: [
            { heroClass: deckChoice?.deck.heroClass ?? classes[0], deck: deckChoice?.deck ?? STARTER_DECK },
            { heroClass: classes[1], deck: STARTER_DECK },
          ],
        }}
      />
    </section>
  );
}
