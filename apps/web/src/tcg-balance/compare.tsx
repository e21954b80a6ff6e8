/**
 * Two reports side by side (issue 32): a designer opens the report made before a card change, and
 * the page lists each card's win rate before and after with the difference and its 95 %
 * interval (Newcombe's, from the engine), the clear changes first; the classes too.
 */
import {
  type BalanceReport,
  type HeroClass,
  parseBalanceReport,
  parseBalanceReportText,
  type Rate,
} from "@engines/lgc-tcg";
import { useMemo, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { loadStored, removeStored, saveStored } from "../storage.js";
import { cardName, heroName } from "../tcg/data.js";
import { FileInput } from "../tcg/file-input.js";
import { balanceMessages } from "./messages.js";
import { cardChanges, classChanges, type Measure, percent, points } from "./model.js";
import { reportMessages } from "./report-messages.js";

/** Where the earlier report is kept: its file name and the report. */
const STORED = "tcg-balance:before";

interface Before {
  readonly file: string;
  readonly report: BalanceReport;
}

function parseBefore(raw: unknown): Before | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { file, report } = raw as { file?: unknown; report?: unknown };
  if (typeof file !== "string") return null;
  try {
    return { file, report: parseBalanceReport(report, file) };
  } catch {
    return null;
  }
}

const interval = (low: number | null, high: number | null): string =>
  low === null ? "–" : `${points(low)} … ${points(high)}`;

/** A row of a table of changes: a card or a class, its rate before and after, and the change. */
interface ChangeRow {
  readonly key: string;
  /** The card's id, for `data-card` (none for a class). */
  readonly card?: string;
  readonly name: string;
  readonly before: Rate;
  readonly after: Rate;
  readonly change: Rate;
  readonly clear: boolean;
}

/** Cards or classes before and after, the clear changes marked (in words too, for screen readers). */
function ChangeTable(props: { testId: string; caption?: string; first: string; rows: readonly ChangeRow[] }) {
  const x = useMessages(reportMessages);
  return (
    <div class="balance-table-wrap" data-scroll-x>
      <table class="balance-table" data-testid={props.testId}>
        {props.caption === undefined ? null : <caption class="muted">{props.caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{props.first}</th>
            <th scope="col">{x.columns.before}</th>
            <th scope="col">{x.columns.after}</th>
            <th scope="col">{x.columns.change}</th>
            <th scope="col">{x.columns.interval}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.key} data-card={r.card} class={r.clear ? "balance-change-clear" : undefined}>
              <th scope="row">
                {r.name}
                {r.clear ? <span class="visually-hidden"> ({x.clear})</span> : null}
              </th>
              <td>{percent(r.before.rate)}</td>
              <td>{percent(r.after.rate)}</td>
              <td>{points(r.change.rate)}</td>
              <td>{interval(r.change.low, r.change.high)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The comparison panel under a report: a file to open, then the changes. */
export function CompareSection({ report, measure }: { report: BalanceReport; measure: Measure }) {
  const m = useMessages(balanceMessages);
  const x = useMessages(reportMessages);
  const locale = useLocale();
  const [before, setBefore] = useState<Before | null>(() => loadStored(STORED, parseBefore));
  const [error, setError] = useState<string | null>(null);
  const cards = useMemo(
    () => (before === null ? [] : cardChanges(report, before.report, measure)),
    [report, before, measure],
  );
  const classes = useMemo(
    () => (before === null ? [] : classChanges(report, before.report).filter((c) => c.change.rate !== null)),
    [report, before],
  );
  const open = (file: File) => {
    void file.text().then((text) => {
      try {
        const next = { file: file.name, report: parseBalanceReportText(text, file.name) };
        setBefore(next);
        setError(null);
        saveStored(STORED, next);
      } catch (e) {
        setError(x.badBefore((e as Error).message));
      }
    });
  };
  const close = () => {
    removeStored(STORED);
    setBefore(null);
    setError(null);
  };
  const was = before?.report;
  const sameData =
    was?.provenance?.data !== undefined && was.provenance.data.digest === report.provenance?.data?.digest;
  return (
    <section class="panel balance-compare" data-testid="balance-compare">
      <h2 class="panel-label">{x.compare}</h2>
      <div class="tcg-toolbar">
        <FileInput label={x.compareOpen} testid="balance-compare-open" onFile={open} />
        {before === null ? null : (
          <button type="button" onClick={close} data-testid="balance-compare-close">
            {x.compareClose}
          </button>
        )}
      </div>
      {error === null ? null : (
        <p class="balance-error" role="alert" data-testid="balance-compare-error">
          {error}
        </p>
      )}
      {was === undefined || before === null ? null : (
        <>
          <p data-testid="balance-compare-source">
            {x.compareWith(before.file, was.games, was.provenance?.date.slice(0, 10) ?? "")}
          </p>
          {was.bot === report.bot ? null : <p class="muted">{x.compareMismatch(was.bot, report.bot)}</p>}
          {sameData ? <p class="muted">{x.compareData}</p> : null}
          {cards.length === 0 ? (
            <p class="tcg-empty">{x.noCommon}</p>
          ) : (
            <>
              <p class="muted" data-testid="balance-compare-count">
                {x.changesCount(cards.filter((c) => c.clear).length, cards.length)}
              </p>
              <ChangeTable
                testId="balance-compare-table"
                caption={x.changes(m.measures[measure])}
                first={x.columns.name}
                rows={cards.map((c) => ({
                  ...c,
                  key: c.id,
                  card: c.id,
                  name: cardName({ id: c.id, name: c.name }, locale),
                }))}
              />
            </>
          )}
          {classes.length === 0 ? null : (
            <ChangeTable
              testId="balance-compare-classes"
              first={x.columns.heroClass}
              rows={classes.map((c) => ({
                ...c,
                key: c.heroClass,
                name: heroName(c.heroClass as HeroClass, locale),
              }))}
            />
          )}
        </>
      )}
    </section>
  );
}
