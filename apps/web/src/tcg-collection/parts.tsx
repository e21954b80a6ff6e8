import { type CollectionState, dropRates, type PackCard, RARITIES, type Rarity } from "@engines/lgc-tcg";
import { useMessages } from "../i18n/index.js";
import { CardView, RARITY_COLOUR } from "../tcg/card.js";
import { corpus, setSize, useTextContext } from "../tcg/data.js";
import { collectionMessages } from "./messages.js";

const rarityLabel = (r: Rarity) => corpus.taxonomy.rarities.find((x) => x.id === r)?.label ?? r;
const pct = (x: number) => (x * 100).toFixed(1);

/** Completion of a set: the « 87 / 120 · dont 12 enluminées » line and its two bars (§7.5, §7.6). */
export function Completion(props: { code: string; name: string; owned: number; foil: number; size: number }) {
  const m = useMessages(collectionMessages);
  const { owned, foil, size } = props;
  return (
    <div class="panel coll-completion">
      <span class="panel-label">
        {props.name} ({props.code})
      </span>
      <div class="tcg-completion" data-testid={`completion-${props.code}`}>
        {m.completion(owned, size, foil)}
      </div>
      <div class="muted">{m.completionHelp}</div>
      <label class="coll-bar">
        {m.ownedBar}
        <progress max={size} value={owned} />
      </label>
      <label class="coll-bar foil">
        {m.foilBar}
        <progress max={size} value={foil} />
      </label>
    </div>
  );
}

/** The cards just revealed: the last pack's cards face up, new or duplicate, illuminated or not. */
export function PackReveal(props: {
  packs: readonly { cards: readonly PackCard[]; pity: { legendary: boolean; foil: boolean } }[];
  fresh: ReadonlySet<string>;
  reduced: boolean;
}) {
  const textContext = useTextContext();
  const m = useMessages(collectionMessages);
  const { packs } = props;
  const last = packs[packs.length - 1];
  if (!last) return null;
  const all = packs.flatMap((p) => p.cards);
  return (
    <section class="panel coll-reveal" data-testid="pack-reveal" aria-live="polite">
      <h2>{m.revealed(packs.length)}</h2>
      <p class="muted">
        {m.summary(
          all.length,
          all.filter((c) => c.foil).length,
          all.filter((c) => props.fresh.has(c.cardId)).length,
        )}
      </p>
      {last.pity.legendary && <p class="coll-pity">{m.pityLegendary}</p>}
      {last.pity.foil && <p class="coll-pity">{m.pityFoil}</p>}
      <ol class="coll-pack">
        {last.cards.map((c, i) => {
          const card = corpus.cards[`${c.cardId}.v${c.version}`];
          if (!card) return null;
          return (
            <li key={`${i}-${c.cardId}`} data-card={c.cardId} data-foil={c.foil ? "1" : "0"}>
              <CardView
                card={card}
                ctx={textContext}
                setSize={setSize(card.setCode)}
                illuminated={c.foil}
                still={props.reduced}
              />
              <span class="coll-tags">
                {props.fresh.has(c.cardId) && <span class="coll-tag new">{m.newCard}</span>}
                {c.duplicate && <span class="coll-tag dup">{m.duplicate}</span>}
                {c.foil && <span class="coll-tag foil">{m.foil}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The odds a player may read before opening anything: economy.json's, with the pity timers. */
export function Odds({ state, set }: { state: CollectionState; set: string }) {
  const m = useMessages(collectionMessages);
  const present = new Set(state.pool.filter((c) => c.set === set).map((c) => c.rarity));
  const rates = dropRates(state.rules, present);
  const { pack, rarities, foilMeltFactor } = state.rules;
  return (
    <details class="panel coll-odds" data-testid="odds">
      <summary>{m.odds}</summary>
      <p class="muted">
        {m.oddsHelp(
          pack.slots.length,
          Math.round(pack.foilChance * 1000) / 10,
          pack.pity.legendary,
          pack.pity.foil,
        )}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{m.rarity}</th>
            <th scope="col">{m.expected}</th>
            <th scope="col">{m.craftPrice}</th>
            <th scope="col">{m.meltValue}</th>
          </tr>
        </thead>
        <tbody>
          {RARITIES.filter((r) => present.has(r)).map((r) => (
            <tr key={r}>
              <th scope="row" style={{ color: RARITY_COLOUR[r] }}>
                {rarityLabel(r)}
              </th>
              <td>{rates.perPack[r].toFixed(3)}</td>
              <td>{rarities[r].craft}</td>
              <td>
                {rarities[r].melt} ({rarities[r].melt * foilMeltFactor})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{m.legendaryPack(pct(rates.legendaryPack))}</p>
      <p>{m.foilPack(pct(rates.foilPack))}</p>
    </details>
  );
}
