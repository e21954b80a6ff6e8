/**
 * The Balance page (issue 17 §2; seed 003 §9, §14 P4 "dashboard de winrate par carte"): a report
 * written by `games tcg balance` as charts — per-card win rates with their intervals, sortable
 * and filterable like the gallery, the set's curve, the first-player advantage and each deck's
 * score. It opens on a committed sample report (greedy bots, or the tree search); any other report file can be opened, checked
 * against the report's JSON Schema, and is kept in the browser until the sample is asked back.
 */
import {
  type BalanceReport,
  type HeroClass,
  parseBalanceReport,
  parseBalanceReportText,
  type Rate,
  STARTER_DECK,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { enumParam, markInteractive, useHashParam, useHashParams } from "../router.js";
import { loadStored, removeStored, saveStored } from "../storage.js";
import { corpus, heroName, starterName } from "../tcg/data.js";
import { CardSection } from "./cards.js";
import { CurveBars, RateChart } from "./charts.js";
import { ClassSection } from "./classes.js";
import { CompareSection } from "./compare.js";
import { balanceMessages } from "./messages.js";
import { filtersOf, percent } from "./model.js";
import { Provenance } from "./provenance.js";
import { RealMatches } from "./real.js";
import { realMessages } from "./real-messages.js";
import "../tcg/tcg.css";
import "./balance.css";
import { LabelledSelect } from "../shell/labelled-select.js";
import { PageHead } from "../shell/page-head.js";
import { FileInput } from "../tcg/file-input.js";

/** Where an opened report is kept: its file name and the report. */
const STORED = "tcg-balance:report";

interface Opened {
  readonly file: string;
  readonly report: BalanceReport;
}

function parseOpened(raw: unknown): Opened | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { file, report } = raw as { file?: unknown; report?: unknown };
  if (typeof file !== "string") return null;
  try {
    return { file, report: parseBalanceReport(report, file) };
  } catch {
    return null; // an old or damaged copy: the sample shows instead
  }
}

/**
 * The committed samples, each in its own chunk: 20,000 greedy games (the run of at least
 * 20,000), and a smaller run with the tree-search bot, the top level, too slow for 20,000 games
 * on the machine it was made on (the package README says how long each took).
 */
const SAMPLES = {
  greedy: () =>
    import("./sample-report.json").then((m) => parseBalanceReport(m.default, "sample-report.json")),
  ismcts: () =>
    import("./ismcts-report.json").then((m) => parseBalanceReport(m.default, "ismcts-report.json")),
} as const;
type Sample = keyof typeof SAMPLES;
const sampleParam = enumParam<Sample>(["greedy", "ismcts"], "greedy");
/** Where the figures come from: bot self-play (samples or a file) or the server's real matches. */
const SOURCES = ["bots", "real"] as const;
const sourceParam = enumParam(SOURCES, "bots");

/** The score of the second seat from the first's: the mirror interval. */
const mirror = (r: Rate): Rate => ({
  n: r.n,
  rate: r.rate === null ? null : 1 - r.rate,
  low: r.high === null ? null : 1 - r.high,
  high: r.low === null ? null : 1 - r.low,
});

/** Figures of the run: the first player's score, turns, draws, the challenger's score. */
function Summary({ report }: { report: BalanceReport }) {
  const m = useMessages(balanceMessages);
  const locale = useLocale();
  /** A deck's name as the report gives it, told in the language: a random deck, the starter deck. */
  const deckName = (name: string, heroClass: string) => {
    const random = /^random (\d+)$/.exec(name);
    if (random) return m.randomDeck(random[1]!);
    return name === STARTER_DECK.name ? starterName(heroName(heroClass as HeroClass, locale), locale) : name;
  };
  const fp = report.firstPlayer;
  const seats = useMemo(
    () => [
      { label: m.seats[0], rate: fp },
      { label: m.seats[1], rate: mirror(fp) },
    ],
    [fp, m],
  );
  const decks = useMemo(
    () =>
      report.decks.map((d) => ({
        label: `${deckName(d.name, d.heroClass)} (${heroName(d.heroClass as HeroClass, locale)})`,
        rate: d.winRate,
      })),
    [report, m, locale],
  );
  const advantage = fp.rate === null ? "–" : (100 * (fp.rate - 0.5)).toFixed(1);
  return (
    <div class="balance-summary">
      <section class="panel" data-testid="balance-first-player">
        <h2 class="panel-label">{m.firstPlayer}</h2>
        <div class="tcg-completion" data-testid="first-player-rate">
          {percent(fp.rate)}
        </div>
        <p class="muted">
          [{percent(fp.low)}, {percent(fp.high)}] · {m.advantage(advantage)}
        </p>
        <p class="muted">
          {m.meanTurns(report.meanTurns?.toFixed(1) ?? "–")} · {m.draws(report.draws, report.unfinished)}
        </p>
        {report.challenger === null ? null : (
          <p data-testid="balance-challenger">
            {m.challenger(report.challenger.bot, report.bot)}:{" "}
            <strong>{percent(report.challenger.score.rate)}</strong> [{percent(report.challenger.score.low)},{" "}
            {percent(report.challenger.score.high)}]
          </p>
        )}
        <RateChart
          rows={seats}
          label={m.firstPlayerLabel}
          rateLabel={m.rate}
          intervalLabel={m.interval}
          testid="balance-seat-chart"
        />
      </section>
      <section class="panel">
        <h2 class="panel-label">{m.curve}</h2>
        <CurveBars
          curve={report.curve}
          target={corpus.sets.sets[0]?.targets?.curve}
          label={m.curveLabel}
          legend={[m.target, m.setCards]}
        />
      </section>
      <section class="panel balance-decks">
        <h2 class="panel-label">{m.decks}</h2>
        <RateChart
          rows={decks}
          label={m.decksLabel}
          rateLabel={m.rate}
          intervalLabel={m.interval}
          testid="balance-deck-chart"
        />
      </section>
    </div>
  );
}

/** The Balance page: bot self-play or real matches, as the `source` parameter says. */
export function BalancePage() {
  const m = useMessages(balanceMessages);
  const r = useMessages(realMessages);
  const f = filtersOf(useHashParams());
  const [source, setSource] = useHashParam("source", sourceParam);
  return (
    <section class="tcg-balance">
      <PageHead title={m.title} lede={m.lede} />
      <div class="tcg-toolbar balance-source">
        <LabelledSelect
          label={r.sourceLabel}
          value={source}
          testid="balance-data"
          onChange={(v) => setSource(v === "real" ? "real" : "bots")}
          choices={SOURCES.map((s) => ({ value: s, label: r.sources[s] }))}
        />
      </div>
      {source === "real" ? <RealMatches f={f} /> : <BotReports f={f} />}
    </section>
  );
}

/** The bots' reports: a committed sample, or a report file the player opened. */
function BotReports({ f }: { f: ReturnType<typeof filtersOf> }) {
  const m = useMessages(balanceMessages);
  const [opened, setOpened] = useState<Opened | null>(() => loadStored(STORED, parseOpened));
  const [which, setWhich] = useHashParam("sample", sampleParam);
  const [sample, setSample] = useState<{ which: Sample; report: BalanceReport } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened === null && sample?.which !== which)
      void SAMPLES[which]().then((report) => setSample({ which, report }));
  }, [opened, sample, which]);
  const report = opened?.report ?? (sample?.which === which ? sample.report : null);
  useEffect(() => {
    if (report !== null) markInteractive("tcg-balance");
  }, [report]);
  const open = (file: File) => {
    void file.text().then((text) => {
      try {
        const next = { file: file.name, report: parseBalanceReportText(text, file.name) };
        setOpened(next);
        setError(null);
        saveStored(STORED, next);
      } catch (e) {
        setError(m.badFile((e as Error).message));
      }
    });
  };
  const back = () => {
    removeStored(STORED);
    setOpened(null);
    setError(null);
  };
  return (
    <>
      <div class="tcg-toolbar balance-source">
        {opened === null ? (
          <LabelledSelect
            label={m.samples}
            value={which}
            testid="balance-sample-choice"
            onChange={(v) => setWhich(v as Sample)}
            choices={(Object.keys(SAMPLES) as Sample[]).map((k) => ({ value: k, label: m.sampleNames[k] }))}
          />
        ) : null}
        <p data-testid="balance-source">
          {report === null
            ? m.loading
            : `${m.source(report.games, m.botLabel(report.bot, report.nodes?.[report.bot]), report.seed)} · ${opened === null ? m.sample : m.loaded(opened.file)}`}
        </p>
        <FileInput label={m.open} testid="balance-open" onFile={open} />
        {opened === null ? null : (
          <button type="button" onClick={back} data-testid="balance-sample">
            {m.backToSample}
          </button>
        )}
      </div>
      {report?.provenance === undefined ? null : (
        <p class="muted" data-testid="balance-provenance">
          {m.made(report.provenance.date.slice(0, 10))}{" "}
          <details class="inline-details">
            <summary>{m.madeHow}</summary>
            <code>{report.provenance.command}</code>
          </details>
        </p>
      )}
      <details class="muted">
        <summary>{m.howTo}</summary>
        <code>games tcg balance --games 20000 --out report.json</code>
      </details>
      {error === null ? null : (
        <p class="balance-error" role="alert" data-testid="balance-error">
          {error}
        </p>
      )}
      {report === null ? null : (
        <>
          <Provenance report={report} />
          <Summary report={report} />
          <ClassSection report={report} />
          <CardSection cards={report.cards} f={f} />
          <CompareSection report={report} measure={f.measure} />
        </>
      )}
    </>
  );
}
