import { type Card, CURVE_BUCKETS, curveBucket } from "@engines/lgc-tcg";
import { useEffect, useMemo, useState } from "preact/hooks";
import { markInteractive } from "../router.js";
import { CardView, RARITY_COLOUR, rulesParagraphs } from "../tcg/card.js";
import { allVersions, corpus, latestCards, setSize, textContext } from "../tcg/data.js";
import { MotionControl, useReduceMotion } from "../tcg/motion.js";
import "../tcg/tcg.css";

/** One labelled filter: "All" (empty value) then the options, by id. */
function FilterSelect(props: {
  label: string;
  name: string;
  value: string;
  onChange: (e: Event) => void;
  options: readonly { id: string; label: string; colour?: string | undefined }[];
}) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={props.onChange} data-filter={props.name}>
        <option value="">All</option>
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

const EMPTY: Filters = {
  type: "",
  rarity: "",
  cost: "",
  keyword: "",
  subtype: "",
  rank: "",
  q: "",
  versions: false,
  illuminated: false,
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Everything a search matches: name, generated rules text, flavour, labels. */
function haystack(c: Card): string {
  return fold(
    [
      c.name,
      c.flavor,
      c.rankLabel ?? "",
      ...c.subtypes,
      ...rulesParagraphs(textContext, c)
        .flat()
        .map((r) => r.text),
    ].join(" "),
  );
}

/** The Ferveur curve of a set, counted live from the cards, beside the §7.2 target. */
function CurveChart({
  cards,
  target,
}: {
  cards: readonly Card[];
  target: Readonly<Record<string, number>> | undefined;
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
      aria-label="Courbe de Ferveur"
      data-testid="curve"
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
        <text x="14">cible §7.2</text>
        <rect x="90" width="10" height="8" y="-8" fill="var(--accent)" />
        <text x="104">cartes du corpus</text>
      </g>
    </svg>
  );
}

/** Gallery: every corpus card, filters, completion per set, and the set's Ferveur curve. */
export function GalleryPage() {
  const [f, setF] = useState<Filters>(EMPTY);
  const [motion, setMotion, reduced] = useReduceMotion();
  useEffect(() => markInteractive("tcg-gallery"), []);
  const set = (k: keyof Filters) => (e: Event) => {
    const el = e.currentTarget as HTMLInputElement;
    setF({ ...f, [k]: el.type === "checkbox" ? el.checked : el.value });
  };
  const tx = corpus.taxonomy;
  const source = f.versions ? allVersions : latestCards;
  const hay = useMemo(() => new Map(allVersions.map((c) => [c, haystack(c)])), []);
  const shown = source.filter(
    (c) =>
      (!f.type || c.type === f.type) &&
      (!f.rarity || c.rarity === f.rarity) &&
      (!f.cost || (f.cost === "8+" ? c.cost >= 8 : c.cost === Number(f.cost))) &&
      (!f.keyword || c.keywords.includes(f.keyword as Card["keywords"][number])) &&
      (!f.subtype || c.subtypes.includes(f.subtype)) &&
      (!f.rank || c.rankId === f.rank) &&
      (!f.q || hay.get(c)!.includes(fold(f.q))),
  );
  const subtypes = [...new Set(allVersions.flatMap((c) => c.subtypes))].sort();
  const sets = corpus.sets.sets;
  return (
    <section class="tcg-gallery">
      <header class="game-head">
        <div>
          <h1>LGC TCG · Gallery</h1>
          <p class="lede">
            Every card of the corpus, drawn from its JSON alone: the rules text is generated from the ability
            data.
          </p>
        </div>
        <MotionControl setting={motion} onChange={setMotion} reduced={reduced} />
      </header>
      <div class="tcg-stats">
        {sets.map((s) => {
          const owned = new Set(
            latestCards.filter((c) => c.setCode === s.code).map((c) => c.collectorNumber),
          );
          return (
            <div class="panel" key={s.code}>
              <span class="panel-label">
                {s.name} ({s.code})
              </span>
              <div class="tcg-completion" data-testid={`completion-${s.code}`}>
                {owned.size} / {s.size}
              </div>
              <div class="muted">cards in the corpus, by collector number</div>
            </div>
          );
        })}
        <div class="panel">
          <span class="panel-label">Ferveur curve · {sets[0]?.name}</span>
          <CurveChart
            cards={latestCards.filter((c) => c.setCode === sets[0]?.code)}
            target={sets[0]?.targets?.curve}
          />
        </div>
      </div>
      <div class="tcg-toolbar" data-testid="filters">
        <label>
          Search
          <input
            type="search"
            value={f.q}
            onInput={set("q")}
            placeholder="name, text…"
            data-testid="search"
          />
        </label>
        <FilterSelect label="Type" name="type" value={f.type} onChange={set("type")} options={tx.types} />
        <FilterSelect
          label="Rarity"
          name="rarity"
          value={f.rarity}
          onChange={set("rarity")}
          options={tx.rarities.map((r) => ({ ...r, colour: RARITY_COLOUR[r.id] }))}
        />
        <FilterSelect
          label="Cost"
          name="cost"
          value={f.cost}
          onChange={set("cost")}
          options={[..."01234567", "8+"].map((n) => ({ id: n, label: n }))}
        />
        <FilterSelect
          label="Keyword"
          name="keyword"
          value={f.keyword}
          onChange={set("keyword")}
          options={tx.keywords}
        />
        <FilterSelect
          label="Subtype"
          name="subtype"
          value={f.subtype}
          onChange={set("subtype")}
          options={subtypes.map((st) => ({ id: st, label: st }))}
        />
        <FilterSelect label="Rank" name="rank" value={f.rank} onChange={set("rank")} options={corpus.ranks} />
        <label class="tcg-checks">
          <span>
            <input type="checkbox" checked={f.versions} onChange={set("versions")} /> every version
          </span>
          <span>
            <input
              type="checkbox"
              checked={f.illuminated}
              onChange={set("illuminated")}
              data-testid="illuminated"
            />{" "}
            illuminated
          </span>
        </label>
        <button type="button" onClick={() => setF(EMPTY)}>
          Reset
        </button>
      </div>
      <p class="muted" data-testid="shown-count">
        {shown.length} {shown.length === 1 ? "card" : "cards"}
      </p>
      {shown.length === 0 ? (
        <p class="tcg-empty">No card matches these filters.</p>
      ) : (
        <div class="tcg-gallery-grid" data-testid="gallery">
          {shown.map((c) => (
            <CardView
              key={`${c.id}.v${c.version}`}
              card={c}
              ctx={textContext}
              setSize={setSize(c.setCode)}
              illuminated={f.illuminated}
              still={reduced}
              title={`${c.name} (v${c.version})`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
