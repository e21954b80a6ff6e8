import { type Card, CURVE_BUCKETS, curveBucket, labelOf, tagLabel } from "@engines/lgc-tcg";
import { useEffect, useMemo } from "preact/hooks";
import { LOCALES, useLocale, useMessages } from "../i18n/index.js";
import { markInteractive, setHashParams, useHashParams } from "../router.js";
import { CardView, RARITY_COLOUR, rulesParagraphs } from "../tcg/card.js";
import {
  allVersions,
  cardName,
  corpus,
  faceIn,
  factionName,
  latestCards,
  setName,
  setSize,
  textContextIn,
  useTextContext,
} from "../tcg/data.js";
import { cardLabel } from "../tcg/label.js";
import { tcgMessages } from "../tcg/messages.js";
import { MotionControl, useReduceMotion } from "../tcg/motion.js";
import { galleryMessages } from "./messages.js";
import "../tcg/tcg.css";
import { PageHead } from "../shell/page-head.js";

/** One labelled filter: "All" (empty value) then the options, by id. */
function FilterSelect(props: {
  label: string;
  all: string;
  name: string;
  value: string;
  onChange: (e: Event) => void;
  options: readonly { id: string; label: string; colour?: string | undefined }[];
}) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={props.onChange} data-filter={props.name}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.id} value={o.id} style={o.colour === undefined ? undefined : { color: o.colour }}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface Filters {
  set: string;
  faction: string;
  type: string;
  rarity: string;
  cost: string;
  keyword: string;
  subtype: string;
  rank: string;
  q: string;
  versions: boolean;
  illuminated: boolean;
}

const TEXT_FILTERS = ["set", "faction", "type", "rarity", "cost", "keyword", "subtype", "rank", "q"] as const;
const FLAGS = ["versions", "illuminated"] as const;

/** The filters as the URL keeps them (`?rarity=LEGENDARY&q=gorak&illuminated=1`). */
function filtersOf(params: URLSearchParams): Filters {
  const f = {} as Record<string, string | boolean>;
  for (const k of TEXT_FILTERS) f[k] = params.get(k) ?? "";
  for (const k of FLAGS) f[k] = params.get(k) === "1";
  return f as unknown as Filters;
}

/** Every filter off. */
const NONE = Object.fromEntries([...TEXT_FILTERS, ...FLAGS].map((k) => [k, null]));

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Everything a search matches: name, generated rules text, flavour and labels, in both languages
 * (a player may remember a card by its French or its English name).
 */
function haystack(c: Card): string {
  return fold(
    LOCALES.flatMap((locale) => {
      const ctx = textContextIn(locale);
      const face = faceIn(c, locale);
      return [
        face.name,
        face.flavor,
        ...c.subtypes.map((s) => tagLabel(ctx, s)),
        ...rulesParagraphs(ctx, c)
          .flat()
          .map((r) => r.text),
      ];
    }).join(" "),
  );
}

/** The cards of each member's evolution chain (§6.3), earliest first, by the id of any card in it. */
function evolutionChains(cards: readonly Card[]): ReadonlyMap<string, readonly Card[]> {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const next = new Map<string, Card[]>();
  for (const c of cards) if (c.evolutionOf) next.set(c.evolutionOf, [...(next.get(c.evolutionOf) ?? []), c]);
  const out = new Map<string, readonly Card[]>();
  for (const c of cards) {
    if (!next.has(c.id) || (c.evolutionOf && byId.has(c.evolutionOf))) continue; // not a chain's root
    const chain: Card[] = [];
    const walk = (x: Card) => {
      chain.push(x);
      for (const n of next.get(x.id) ?? []) walk(n);
    };
    walk(c);
    for (const x of chain) out.set(x.id, chain);
  }
  return out;
}

/** The history of a member under its card: each card of its evolution chain, this one marked. */
function MemberHistory(props: { chain: readonly Card[]; card: Card; label: string }) {
  const locale = useLocale();
  return (
    <figcaption class="tcg-evolution-chain" data-testid={`history-${props.card.id}`}>
      <span class="muted">{props.label}</span>{" "}
      {props.chain.map((c, i) => (
        <span key={c.id}>
          {i > 0 && " → "}
          {c.id === props.card.id ? (
            <strong aria-current="true">{cardName(c, locale)}</strong>
          ) : (
            <a href={`#/tcg-gallery?q=${encodeURIComponent(cardName(c, locale))}`}>{cardName(c, locale)}</a>
          )}
        </span>
      ))}
    </figcaption>
  );
}

/** The Ferveur curve of a set, counted live from the cards, beside the set's design target (seed §7.2). */
function CurveChart({
  setCode,
  cards,
  target,
  label,
  legend,
}: {
  setCode: string;
  cards: readonly Card[];
  target: Readonly<Record<string, number>> | undefined;
  label: string;
  legend: readonly [string, string];
}) {
  const counts = CURVE_BUCKETS.map((b) => cards.filter((c) => curveBucket(c.cost) === b).length);
  const targets = CURVE_BUCKETS.map((b) => target?.[b] ?? 0);
  const max = Math.max(1, ...counts, ...targets);
  const w = 46;
  const h = 120;
  return (
    <svg
      class="tcg-curve"
      viewBox={`0 -16 ${CURVE_BUCKETS.length * w + 10} ${h + 50}`}
      width="100%"
      height="200"
      role="img"
      aria-label={label}
      data-testid="curve"
      data-set={setCode}
    >
      {CURVE_BUCKETS.map((b, i) => {
        const ch = (counts[i]! / max) * h;
        const th = (targets[i]! / max) * h;
        return (
          <g
            key={b}
            transform={`translate(${i * w + 8} 0)`}
            data-bucket={b}
            data-count={counts[i]}
            data-target={targets[i]}
          >
            <rect x="0" y={h - th} width="18" height={th} fill="#3a414c" />
            <rect x="20" y={h - ch} width="18" height={ch} fill="var(--accent)" />
            <text x="19" y={h + 14} text-anchor="middle">
              {b}
            </text>
            <text x="29" y={h - ch - 3} text-anchor="middle">
              {counts[i]}
            </text>
            <text x="9" y={h - th - 3} text-anchor="middle">
              {targets[i]}
            </text>
          </g>
        );
      })}
      <g transform={`translate(8 ${h + 30})`}>
        <rect width="10" height="8" y="-8" fill="#3a414c" />
        <text x="14">{legend[0]}</text>
        <rect x="110" width="10" height="8" y="-8" fill="var(--accent)" />
        <text x="124">{legend[1]}</text>
      </g>
    </svg>
  );
}

/** Gallery: every corpus card, filters, completion per set, and the set's Ferveur curve. */
export function GalleryPage() {
  const textContext = useTextContext();
  const locale = useLocale();
  const m = useMessages(galleryMessages);
  const t = useMessages(tcgMessages);
  const f = filtersOf(useHashParams());
  const [motion, setMotion, reduced] = useReduceMotion();
  useEffect(() => markInteractive("tcg-gallery"), []);
  // Filters live in the URL (rewritten in place): a reload or a shared link shows the same cards.
  const set = (k: keyof Filters) => (e: Event) => {
    const el = e.currentTarget as HTMLInputElement;
    const value = el.type === "checkbox" ? (el.checked ? "1" : null) : el.value || null;
    setHashParams({ [k]: value }, "replace");
  };
  const tx = corpus.taxonomy;
  const source = f.versions ? allVersions : latestCards;
  const hay = useMemo(() => new Map(allVersions.map((c) => [c, haystack(c)])), []);
  const chains = useMemo(() => evolutionChains(latestCards), []);
  const shown = source.filter(
    (c) =>
      (!f.set || c.setCode === f.set) &&
      (!f.faction || (c.factions as readonly string[]).includes(f.faction)) &&
      (!f.type || c.type === f.type) &&
      (!f.rarity || c.rarity === f.rarity) &&
      (!f.cost || (f.cost === "8+" ? c.cost >= 8 : c.cost === Number(f.cost))) &&
      (!f.keyword || (c.keywords as readonly string[]).includes(f.keyword)) &&
      (!f.subtype || c.subtypes.includes(f.subtype)) &&
      (!f.rank || c.rankId === f.rank) &&
      (!f.q || hay.get(c)!.includes(fold(f.q))),
  );
  const subtypes = [...new Set(allVersions.flatMap((c) => c.subtypes))].sort();
  const sets = corpus.sets.sets;
  return (
    <section class="tcg-gallery">
      <PageHead title={m.title} lede={m.lede}>
        <MotionControl setting={motion} onChange={setMotion} reduced={reduced} />
      </PageHead>
      <div class="tcg-stats">
        {sets.map((s) => {
          const owned = new Set(
            latestCards.filter((c) => c.setCode === s.code).map((c) => c.collectorNumber),
          );
          return (
            <div class="panel" key={s.code}>
              <span class="panel-label">
                {setName(s.code, locale)} ({s.code})
              </span>
              <div class="tcg-completion" data-testid={`completion-${s.code}`}>
                {owned.size} / {s.size}
              </div>
              <div class="muted">{m.completion}</div>
            </div>
          );
        })}
        {sets.map((s) => (
          <div class="panel" key={`curve-${s.code}`}>
            <span class="panel-label">{m.curve(setName(s.code, locale) ?? "")}</span>
            <CurveChart
              setCode={s.code}
              cards={latestCards.filter((c) => c.setCode === s.code)}
              target={s.targets?.curve}
              label={m.curveLabel(setName(s.code, locale) ?? "")}
              legend={[m.target, m.corpusCards]}
            />
          </div>
        ))}
      </div>
      <fieldset class="tcg-toolbar" data-testid="filters" aria-label={m.filters}>
        <label>
          {m.search}
          <input
            type="search"
            value={f.q}
            onInput={set("q")}
            placeholder={m.searchHint}
            data-testid="search"
          />
        </label>
        <FilterSelect
          label={m.set}
          all={m.all}
          name="set"
          value={f.set}
          onChange={set("set")}
          options={sets.map((x) => ({ id: x.code, label: setName(x.code, locale) ?? x.code }))}
        />
        <FilterSelect
          label={m.faction}
          all={m.all}
          name="faction"
          value={f.faction}
          onChange={set("faction")}
          options={tx.factions
            .filter((x) => latestCards.some((c) => c.factions.includes(x.id)))
            .map((x) => ({ id: x.id, label: factionName(x.id, locale) }))}
        />
        <FilterSelect
          label={m.type}
          all={m.all}
          name="type"
          value={f.type}
          onChange={set("type")}
          options={tx.types.map((x) => ({ id: x.id, label: labelOf(x, locale) }))}
        />
        <FilterSelect
          label={m.rarity}
          all={m.all}
          name="rarity"
          value={f.rarity}
          onChange={set("rarity")}
          options={tx.rarities.map((r) => ({
            id: r.id,
            label: labelOf(r, locale),
            colour: RARITY_COLOUR[r.id],
          }))}
        />
        <FilterSelect
          label={m.cost}
          all={m.all}
          name="cost"
          value={f.cost}
          onChange={set("cost")}
          options={[..."01234567", "8+"].map((n) => ({ id: n, label: n }))}
        />
        <FilterSelect
          label={m.keyword}
          all={m.all}
          name="keyword"
          value={f.keyword}
          onChange={set("keyword")}
          options={tx.keywords.map((x) => ({ id: x.id, label: labelOf(x, locale) }))}
        />
        <FilterSelect
          label={m.subtype}
          all={m.all}
          name="subtype"
          value={f.subtype}
          onChange={set("subtype")}
          options={subtypes.map((st) => ({ id: st, label: tagLabel(textContext, st) }))}
        />
        <FilterSelect
          label={m.rank}
          all={m.all}
          name="rank"
          value={f.rank}
          onChange={set("rank")}
          options={corpus.ranks.map((r) => ({ id: r.id, label: labelOf(r, locale) }))}
        />
        <label class="tcg-checks">
          <span>
            <input type="checkbox" checked={f.versions} onChange={set("versions")} /> {m.versions}
          </span>
          <span>
            <input
              type="checkbox"
              checked={f.illuminated}
              onChange={set("illuminated")}
              data-testid="illuminated"
            />{" "}
            {m.illuminated}
          </span>
        </label>
        <button type="button" onClick={() => setHashParams(NONE, "replace")}>
          {m.reset}
        </button>
      </fieldset>
      <p class="muted" data-testid="shown-count">
        {m.count(shown.length)}
      </p>
      {shown.length === 0 ? (
        <p class="tcg-empty">{m.none}</p>
      ) : (
        <div class="tcg-gallery-grid" data-testid="gallery">
          {shown.map((c) => {
            const view = (
              <CardView
                key={`${c.id}.v${c.version}`}
                card={c}
                ctx={textContext}
                setSize={setSize(c.setCode)}
                illuminated={f.illuminated}
                still={reduced}
                title={f.versions ? `${cardLabel(c, textContext, t)} (${m.version(c.version)})` : undefined}
              />
            );
            const chain = chains.get(c.id);
            // A member's evolution (§6.3): the card with the history of this member under it.
            return chain ? (
              <figure class="tcg-evolution" key={`${c.id}.v${c.version}`}>
                {view}
                <MemberHistory chain={chain} card={c} label={m.history} />
              </figure>
            ) : (
              view
            );
          })}
        </div>
      )}
    </section>
  );
}
