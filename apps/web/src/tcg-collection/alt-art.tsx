/**
 * The Collection page's alternative illustrations (seed §10: Sceaux spent on new illustrations of
 * one's own member card, chosen freely): say once which member card is yours, buy illustrations,
 * choose the one shown. The collection engine decides every rule (`BUY_ALT_ART`, `SHOW_ART`,
 * `SET_MEMBER`); this only shows its answers.
 */
import {
  altArtCheck,
  altArtsOf,
  type CardDef,
  type CollectionAction,
  type CollectionState,
  getCard,
  memberCards,
  shownArt,
} from "@engines/lgc-tcg";
import { useMemo, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { LabelledSelect } from "../shell/labelled-select.js";
import { CardView } from "../tcg/card.js";
import { cardName, corpus, setSize, useTextContext } from "../tcg/data.js";
import { collectionMessages } from "./messages.js";

/** A card as this collection shows it: with the seed of its chosen alternative illustration. */
export function shownFace<T extends CardDef>(state: CollectionState, card: T): T & { artSeed?: number } {
  const shown = shownArt(state, card.id);
  return shown === null ? card : { ...card, artSeed: shown.seed };
}

/** The panel: who you are, then each of your member cards with its illustrations. */
export function AltArtPanel(props: {
  state: CollectionState;
  apply: (action: CollectionAction) => void;
  reduced: boolean;
}) {
  const { state, apply, reduced } = props;
  const m = useMessages(collectionMessages);
  const locale = useLocale();
  const nameOf = (id: string) => cardName({ id }, locale);
  const price = state.rules.altArt?.price;
  const members = useMemo(
    () =>
      state.pool
        .filter((c) => c.memberId !== undefined)
        .map((c) => ({ memberId: c.memberId as string, name: nameOf(c.cardId) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [state.pool, locale],
  );
  const [pick, setPick] = useState(members[0]?.memberId ?? "");
  if (price === undefined) return null;
  const mine = memberCards(state);
  return (
    <section class="panel coll-alt-art" data-testid="alt-art" aria-labelledby="alt-art-title">
      <h2 class="panel-label" id="alt-art-title">
        {m.altArts}
      </h2>
      <p class="muted">{m.altArtsHelp(price)}</p>
      {state.member === undefined ? (
        <form
          class="coll-buttons"
          onSubmit={(e) => {
            e.preventDefault();
            apply({ type: "SET_MEMBER", memberId: pick });
          }}
        >
          <LabelledSelect
            label={m.whoAmI}
            value={pick}
            testid="member-choice"
            onChange={setPick}
            choices={members.map((x) => ({ value: x.memberId, label: x.name }))}
          />
          <button type="submit" data-testid="set-member">
            {m.thisIsMe}
          </button>
          <p class="muted coll-note">{m.whoAmIHelp}</p>
        </form>
      ) : (
        mine.map((c) => (
          <MemberCard key={c.cardId} state={state} cardId={c.cardId} apply={apply} reduced={reduced} />
        ))
      )}
    </section>
  );
}

/** One member card: its face as shown, the purchase, and the choice among its illustrations. */
function MemberCard(props: {
  state: CollectionState;
  cardId: string;
  apply: (action: CollectionAction) => void;
  reduced: boolean;
}) {
  const textContext = useTextContext();
  const locale = useLocale();
  const { state, cardId, apply, reduced } = props;
  const m = useMessages(collectionMessages);
  const card = getCard(corpus, cardId);
  const arts = altArtsOf(state, cardId);
  const shown = shownArt(state, cardId)?.art ?? null;
  const faces = useMemo(
    () => (card === undefined ? [] : [card, ...arts.map((a) => ({ ...card, artSeed: a.seed }))]),
    [card, arts.length, ...arts.map((a) => a.seed)],
  );
  if (card === undefined) return null;
  const check = altArtCheck(state, cardId);
  const face = faces[shown === null ? 0 : shown + 1] ?? card;
  return (
    <div class="coll-member" data-card={cardId}>
      <CardView card={face} ctx={textContext} setSize={setSize(card.setCode)} still={reduced} />
      <div>
        <button
          type="button"
          class="primary"
          data-testid="buy-alt-art"
          aria-disabled={"refused" in check ? true : undefined}
          onClick={() => apply({ type: "BUY_ALT_ART", cardId })}
        >
          {m.newArt(state.rules.altArt?.price ?? 0)}
        </button>
        <fieldset
          class="coll-arts"
          aria-label={m.artChoices(cardName(card, locale))}
          data-testid="art-choices"
        >
          {faces.map((f, i) => {
            const art = i === 0 ? null : i - 1;
            return (
              <button
                key={art ?? "own"}
                type="button"
                aria-pressed={art === shown}
                data-art={art ?? "own"}
                onClick={() => {
                  if (art !== shown) apply({ type: "SHOW_ART", cardId, art });
                }}
              >
                <CardView
                  card={f}
                  ctx={textContext}
                  region="art"
                  still
                  title={art === null ? m.ownArt : m.altArt(i)}
                />
                <span>{art === null ? m.ownArt : m.altArt(i)}</span>
              </button>
            );
          })}
        </fieldset>
      </div>
    </div>
  );
}
