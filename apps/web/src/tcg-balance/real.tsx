/**
 * The Balance page's real-match source (issue 27 §5): the server's report of every recorded duel
 * between signed-in players (`GET /api/tcg/matches/report`), filtered by day, context and card
 * version, in the same charts and table as the bots' report. A rate measured over too few games
 * comes without a figure and is said to be so, never shown as a number.
 */
import { MATCH_REPORT_FORMAT, type MatchReport } from "@engines/lgc-tcg";
import { useEffect, useMemo, useState } from "preact/hooks";
import { AccountRequestError, get, NO_SERVICE } from "../account/api.js";
import { useMessages } from "../i18n/index.js";
import { markInteractive, setHashParams, useHashParams } from "../router.js";
import { LabelledSelect } from "../shell/labelled-select.js";
import { corpus } from "../tcg/data.js";
import { CardSection } from "./cards.js";
import { CurveBars, RateChart } from "./charts.js";
import { balanceMessages } from "./messages.js";
import { type BalanceFilters, CONTEXTS, percent, reportQuery, VERSIONS, versionedCards } from "./model.js";
import { realMessages } from "./real-messages.js";

type Loaded =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly code: string }
  | { readonly kind: "ready"; readonly report: MatchReport };

/** The real-match source, under the card filters `f` the bots' source uses too. */
export function RealMatches({ f }: { f: BalanceFilters }) {
  const m = useMessages(realMessages);
  const b = useMessages(balanceMessages);
  const q = reportQuery(useHashParams());
  const key = `${q.from}|${q.to}|${q.versions}|${q.context}`;
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const badDates = q.from !== "" && q.to !== "" && q.from > q.to;
  useEffect(() => {
    if (badDates) return;
    let live = true;
    setLoaded({ kind: "loading" });
    const search = new URLSearchParams({ versions: q.versions });
    if (q.from) search.set("from", q.from);
    if (q.to) search.set("to", q.to);
    if (q.context) search.set("context", q.context);
    get<MatchReport>(`/api/tcg/matches/report?${search}`)
      .then((report) => {
        if (!live) return;
        if (report?.format !== MATCH_REPORT_FORMAT) setLoaded({ kind: "failed", code: "unavailable" });
        else setLoaded({ kind: "ready", report });
      })
      .catch((error: unknown) => {
        if (live)
          setLoaded({
            kind: "failed",
            code: error instanceof AccountRequestError ? error.code : "unavailable",
          });
      });
    return () => {
      live = false;
    };
  }, [key, badDates]);
  useEffect(() => {
    if (loaded.kind !== "loading") markInteractive("tcg-balance");
  }, [loaded.kind]);
  const cards = useMemo(() => (loaded.kind === "ready" ? versionedCards(loaded.report) : []), [loaded]);
  const set = (k: string) => (e: Event) =>
    setHashParams({ [k]: (e.currentTarget as HTMLInputElement).value || null }, "replace");
  return (
    <>
      <p class="muted">{m.about}</p>
      <fieldset class="tcg-toolbar" aria-label={b.filters} data-testid="real-filters">
        <label>
          {m.from}
          <input type="date" value={q.from} onChange={set("from")} data-filter="from" />
        </label>
        <label>
          {m.to}
          <input type="date" value={q.to} onChange={set("to")} data-filter="to" />
        </label>
        <LabelledSelect
          label={m.versions}
          filter="versions"
          value={q.versions}
          onChange={(v) => setHashParams({ versions: v === "all" ? "all" : null }, "replace")}
          choices={VERSIONS.map((v) => ({ value: v, label: m.versionNames[v] }))}
        />
        <LabelledSelect
          label={m.context}
          filter="context"
          value={q.context}
          onChange={(v) => setHashParams({ context: v || null }, "replace")}
          choices={CONTEXTS.map((v) => ({ value: v, label: m.contexts[v] }))}
        />
      </fieldset>
      {badDates ? (
        <p class="balance-error" role="alert" data-testid="real-error">
          {m.badDates}
        </p>
      ) : loaded.kind === "loading" ? (
        <p class="muted" data-testid="real-state">
          {m.loading}
        </p>
      ) : loaded.kind === "failed" ? (
        <p class="balance-error" role="alert" data-testid="real-error">
          {loaded.code === NO_SERVICE ? m.noService : m.unavailable}
        </p>
      ) : (
        <>
          <RealSummary report={loaded.report} />
          {loaded.report.games === 0 ? (
            <p class="tcg-empty" data-testid="real-state">
              {m.none}
            </p>
          ) : (
            <CardSection cards={cards} f={f} />
          )}
        </>
      )}
    </>
  );
}

/** A rate's figure, or "too few games" when it was measured over too few. */
function RateFigure({ n, rate, min }: { n: number; rate: number | null; min: number }) {
  const m = useMessages(realMessages);
  return <>{rate === null && n > 0 ? m.tooFew(n, min) : percent(rate)}</>;
}

/** How many duels, the first player's score, each hero class's, the set's curve. */
function RealSummary({ report }: { report: MatchReport }) {
  const m = useMessages(realMessages);
  const b = useMessages(balanceMessages);
  const fp = report.firstPlayer;
  const heroes = useMemo(
    () =>
      report.heroes.map((h) => ({
        label: `${corpus.heroes[h.heroClass as keyof typeof corpus.heroes]?.name ?? h.heroClass}${
          h.winRate.rate === null && h.winRate.n > 0 ? ` (${m.tooFewShort})` : ""
        }`,
        rate: h.winRate,
      })),
    [report, m],
  );
  return (
    <div class="balance-summary">
      <section class="panel" data-testid="real-first-player">
        <h2 class="panel-label">{b.firstPlayer}</h2>
        <p data-testid="real-games">{m.games(report.games)}</p>
        <div class="tcg-completion" data-testid="first-player-rate">
          <RateFigure n={fp.n} rate={fp.rate} min={report.minSample} />
        </div>
        {fp.rate === null ? null : (
          <p class="muted">
            [{percent(fp.low)}, {percent(fp.high)}] · {b.advantage((100 * (fp.rate - 0.5)).toFixed(1))}
          </p>
        )}
        <p class="muted">
          {b.meanTurns(report.meanTurns?.toFixed(1) ?? "–")} · {b.draws(report.draws, report.unfinished)}
        </p>
        <p class="muted">{m.smallSamples(report.minSample)}</p>
      </section>
      <section class="panel">
        <h2 class="panel-label">{b.curve}</h2>
        <CurveBars
          curve={report.curve}
          target={corpus.sets.sets[0]?.targets?.curve}
          label={b.curveLabel}
          legend={[b.target, b.setCards]}
        />
      </section>
      {heroes.length === 0 ? null : (
        <section class="panel balance-decks">
          <h2 class="panel-label">{m.heroes}</h2>
          <RateChart
            rows={heroes}
            label={m.heroesLabel}
            rateLabel={b.rate}
            intervalLabel={b.interval}
            testid="real-hero-chart"
          />
        </section>
      )}
    </div>
  );
}
