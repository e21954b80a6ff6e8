/**
 * Secrets on the table (Extension 1): a side's Secrets in play and the cue of one going off. The
 * opponent's are drawn from what its view says of them — how many, and each one's class — and
 * nothing else reaches the page (no id, name, cost or trigger: view.ts hides them). The seat's
 * own are its cards, readable as any card of its hand.
 * @module
 */
import type { CardDef, SideView } from "@engines/lgc-tcg";
import { useLocale } from "../i18n/index.js";
import type { CardFace } from "../tcg/card.js";
import { cardName, factionName } from "../tcg/data.js";
import type { Revealed } from "./game.js";
import type { Inspected, InspectHandlers } from "./inspect.js";
import type { DuelMessages } from "./messages.js";

/** A side's Secrets: face-down marks labelled by class (the opponent's), or its cards (the seat's own). */
export function SecretsRow(props: {
  side: SideView;
  seat: string;
  mine: boolean;
  m: DuelMessages;
  cards: Readonly<Record<string, CardDef>>;
  bind: (i: Inspected) => InspectHandlers;
}) {
  const locale = useLocale();
  const { side, m } = props;
  if (side.secretCount === 0) return null;
  const classes = side.secretFactions.map((f) => factionName(f, locale));
  const own = props.mine ? side.secrets : null;
  return (
    <ul
      class="duel-secrets"
      data-testid={`secrets-${props.seat}`}
      data-count={side.secretCount}
      aria-label={m.secrets(side.secretCount, classes.join(", "), props.mine)}
    >
      {own
        ? own.map((s) => {
            const d = props.cards[s.card] as (CardDef & CardFace) | undefined;
            const name = d ? cardName(d, locale) : "";
            return (
              <li key={s.id}>
                <button
                  type="button"
                  class="duel-secret mine"
                  data-secret={s.id}
                  aria-label={
                    d ? `${m.secretOf(factionName(d.factions?.[0] ?? "", locale))}: ${name}` : undefined
                  }
                  {...(d ? props.bind({ key: s.id, card: d }) : {})}
                >
                  <span class="duel-secret-mark" aria-hidden="true">
                    ?
                  </span>
                  <span class="duel-secret-name">{name}</span>
                </button>
              </li>
            );
          })
        : classes.map((c, i) => (
            // By position only: the mark carries no id of the card it hides.
            <li key={i} class="duel-secret" title={`${m.secretOf(c)}, ${m.hiddenSecret}`}>
              <span class="duel-secret-mark" aria-hidden="true">
                ?
              </span>
              <span class="duel-secret-name">{m.secretOf(c)}</span>
            </li>
          ))}
    </ul>
  );
}

/** The Secrets that went off this turn, said in words: whose, which card, and what set it off. */
export function RevealedCue(props: {
  revealed: readonly Revealed[];
  m: DuelMessages;
  name: (def: string) => string;
  bind: (def: string) => InspectHandlers | Record<string, never>;
}) {
  const { revealed, m } = props;
  if (revealed.length === 0) return null;
  return (
    <div class="duel-revealed" data-testid="secret-revealed" role="status">
      {revealed.map((r, i) => (
        <p key={`${i}-${r.def}`} data-player={r.player}>
          <strong>{m.revealedTitle(r.player)}</strong>{" "}
          <button type="button" class="duel-revealed-card" {...props.bind(r.def)}>
            {props.name(r.def)}
          </button>{" "}
          <span class="muted">({m.secretWhen[r.trigger] ?? ""})</span>
        </p>
      ))}
    </div>
  );
}
