import { STARTER_DECK } from "@engines/lgc-tcg";
import { useMessages } from "../i18n/index.js";
import { PlayOnline } from "../online/create.js";
import { useReduceMotion } from "../tcg/motion.js";
import { ME } from "./game.js";
import { duelMessages } from "./messages.js";
import { MulliganPanel, mulliganOpen } from "./mulligan.js";
import { DuelToolbar } from "./parts.js";
import { DeckRefusedNotice, serverRefusal } from "./refused.js";
import { DuelTable } from "./table.js";
import { useDuel } from "./use-duel.js";
import "../tcg/tcg.css";
import "./duel.css";
import { DuelFrame } from "./frame.js";

/** The engine object, for "Play online" only: the page itself starts duels with `deal` (start.ts). */
const loadEngine = () => import("./engine-object.js").then((m) => m.engine);

/**
 * Duel: a deck (the starter deck, or one of the deck builder's) against the bot, the engine running
 * in the browser, laid out as card games are (both heroes, both boards and the hand on one screen).
 * The deal is in the URL and the duel in progress in local storage, so a reload resumes it.
 */
export function DuelPage() {
  const m = useMessages(duelMessages);
  const duel = useDuel();
  const { table: t, classes, deckChoice, refused } = duel;
  const [motion, setMotion, reduced] = useReduceMotion();
  const { v } = t;
  return (
    <DuelFrame game={v} label={m.title}>
      <header class="duel-head duel-head-settings">
        <h1>{m.title}</h1>
        <DuelToolbar
          classes={classes}
          onClasses={duel.setClasses}
          deck={deckChoice}
          onDeck={duel.setDeckChoice}
          level={duel.level}
          onLevel={duel.setLevel}
          botDeck={duel.botDeck}
          onBotDeck={duel.setBotDeck}
          onNewDuel={duel.restart}
          motion={motion}
          onMotion={setMotion}
          reduced={reduced}
        />
      </header>
      {refused && <DeckRefusedNotice refused={refused} onClose={duel.dismissRefused} />}

      {v.phase === "mulligan" && (
        <MulliganPanel
          t={t}
          m={m}
          reduced={reduced}
          help={mulliganOpen(t) ? m.mulliganHelp(v.first === ME) : m.botMulligan}
        >
          <p class="muted">{m.lede}</p>
        </MulliganPanel>
      )}

      {v.phase !== "mulligan" && (
        <DuelTable
          t={t}
          m={m}
          reduced={reduced}
          shownPlay={duel.botPlayed ? { label: m.botPlayed, card: duel.botPlayed } : null}
        />
      )}
      <PlayOnline
        engine={loadEngine}
        state={t.game}
        title="LGC TCG"
        sayRefusal={(r) => serverRefusal(r, m)}
        setup={{
          players: [
            { heroClass: deckChoice?.deck.heroClass ?? classes[0], deck: deckChoice?.deck ?? STARTER_DECK },
            { heroClass: classes[1], deck: STARTER_DECK },
          ],
        }}
      />
    </DuelFrame>
  );
}
