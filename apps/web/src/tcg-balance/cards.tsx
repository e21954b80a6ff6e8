/**
 * The Balance page's card section: filters and order (kept in the URL, like the gallery's), the
 * per-card win-rate chart with its intervals, and the same figures as a sortable table.
 */
import { type CardBalance, labelOf } from "@engines/lgc-tcg";
import { useMemo } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { setHashParams } from "../router.js";
import { type Choice, LabelledSelect } from "../shell/labelled-select.js";
import { cardName, corpus } from "../tcg/data.js";
import { RateChart } from "./charts.js";
import { balanceMessages } from "./messages.js";
import {
  type BalanceFilters,
  deckCards,
  MEASURES,
  percent,
  rateOf,
  SORTS,
  type Sort,
  shownCards,
} from "./model.js";

const COSTS = ["0-1", "2", "3", "4", "5", "6", "7", "8+"];

/** Every filter off (the measure and order stay). */
const NONE = { type: null, rarity: null, cost: null, q: null, min: null };

/** A column header that sorts by it: a button, so keyboards and screen readers can use it. */
function SortHeader(props: { sort: Sort; label: string; f: BalanceFilters }) {
  const m = useMessages(balanceMessages);
  const active = props.f.sort === props.sort;
  const ascending = props.sort === "name";
  return (
    <th scope="col" aria-sort={active ? (props.f.desc ? "descending" : "ascending") : "none"}>
      <button
        type="button"
        title={m.sortBy(props.label)}
        data-sort={props.sort}
        onClick={() =>
          setHashParams({
            sort: props.sort,
            dir: (active ? !props.f.desc : !ascending) ? null : "asc",
          })
        }
      >
        {props.label}
        {active ? (props.f.desc ? " ↓" : " ↑") : ""}
      </button>
    </th>
  );
}

/** The card section for `cards` under filters `f`. */
export function CardSection({ cards, f }: { cards: readonly CardBalance[]; f: BalanceFilters }) {
  const m = useMessages(balanceMessages);
  const locale = useLocale();
  const shown = useMemo(() => shownCards(cards, f), [cards, f]);
  const total = useMemo(() => deckCards(cards).length, [cards]);
  const rows = useMemo(
    () =>
      shown.map((c) => {
        const rate = rateOf(c, f.measure);
        const name = cardName(c, locale);
        // Real matches leave a rate measured over too few games without a figure: said so.
        return { label: rate.rate === null && rate.n > 0 ? `${name} (${m.tooFew})` : name, rate };
      }),
    [shown, f.measure, m, locale],
  );
  const set = (k: string) => (e: Event) => {
    const el = e.currentTarget as HTMLInputElement;
    const value = el.type === "checkbox" ? (el.checked ? null : "asc") : el.value || null;
    setHashParams({ [k]: value }, "replace");
  };
  const pick = (k: string) => (value: string) => setHashParams({ [k]: value || null }, "replace");
  const choices = (list: readonly { id: string; label: string }[]): Choice[] =>
    list.map((x) => ({ value: x.id, label: labelOf(x, locale) }));
  const tx = corpus.taxonomy;
  const c = m.columns;
  return (
    <section class="panel balance-cards">
      <h2 class="panel-label">{m.cards}</h2>
      <fieldset class="tcg-toolbar" aria-label={m.filters} data-testid="balance-filters">
        <LabelledSelect
          label={m.measure}
          filter="measure"
          value={f.measure}
          onChange={pick("measure")}
          choices={MEASURES.map((x) => ({ value: x, label: m.measures[x] }))}
        />
        <LabelledSelect
          label={m.sort}
          filter="sort"
          value={f.sort}
          onChange={pick("sort")}
          choices={SORTS.map((x) => ({ value: x, label: m.sorts[x] }))}
        />
        <label class="tcg-checks">
          <span>
            <input type="checkbox" checked={f.desc} onChange={set("dir")} data-filter="desc" /> {m.descending}
          </span>
        </label>
        <label>
          {m.search}
          <input type="search" value={f.q} onInput={set("q")} placeholder={m.searchHint} data-filter="q" />
        </label>
        <LabelledSelect
          label={m.type}
          filter="type"
          value={f.type}
          onChange={pick("type")}
          choices={choices(tx.types)}
        >
          <option value="">{m.all}</option>
        </LabelledSelect>
        <LabelledSelect
          label={m.rarity}
          filter="rarity"
          value={f.rarity}
          onChange={pick("rarity")}
          choices={choices(tx.rarities)}
        >
          <option value="">{m.all}</option>
        </LabelledSelect>
        <LabelledSelect
          label={m.cost}
          filter="cost"
          value={f.cost}
          onChange={pick("cost")}
          choices={COSTS.map((x) => ({ value: x, label: x }))}
        >
          <option value="">{m.all}</option>
        </LabelledSelect>
        <label>
          {m.minGames}
          <input
            type="number"
            min="0"
            step="10"
            inputMode="numeric"
            value={f.minGames}
            onInput={set("min")}
            data-filter="min"
          />
        </label>
        <button type="button" onClick={() => setHashParams(NONE, "replace")}>
          {m.reset}
        </button>
      </fieldset>
      <p class="muted" data-testid="balance-count">
        {m.count(shown.length, total)}
      </p>
      {shown.length === 0 ? (
        <p class="tcg-empty">{m.none}</p>
      ) : (
        <>
          <RateChart
            rows={rows}
            label={m.cardsLabel(m.measures[f.measure])}
            rateLabel={m.rate}
            intervalLabel={m.interval}
            testid="balance-card-chart"
          />
          <div class="balance-table-wrap" data-scroll-x>
            <table class="balance-table" data-testid="balance-table">
              <thead>
                <tr>
                  <SortHeader sort="name" label={c.name} f={f} />
                  <SortHeader sort="cost" label={c.cost} f={f} />
                  <SortHeader sort="rate" label={c.rate} f={f} />
                  <SortHeader sort="low" label={c.interval} f={f} />
                  <SortHeader sort="n" label={c.n} f={f} />
                  <SortHeader sort="playRate" label={c.playRate} f={f} />
                  <SortHeader sort="turn" label={c.turn} f={f} />
                </tr>
              </thead>
              <tbody>
                {shown.map((card) => {
                  const r = rateOf(card, f.measure);
                  return (
                    <tr key={`${card.id}.v${card.version}`} data-card={card.id}>
                      <th scope="row">{cardName(card, locale)}</th>
                      <td>{card.cost}</td>
                      <td>{r.rate === null && r.n > 0 ? m.tooFew : percent(r.rate)}</td>
                      <td>{r.low === null ? "–" : `${percent(r.low)} – ${percent(r.high)}`}</td>
                      <td>{r.n}</td>
                      <td>{percent(card.playRate.rate)}</td>
                      <td>{card.meanTurnPlayed?.toFixed(1) ?? "–"}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
