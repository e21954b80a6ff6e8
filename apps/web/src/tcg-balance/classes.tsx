/**
 * The per-class figures of a balance report (issue 31 §3): each hero class's score over its
 * decks' games as a chart, and the class-vs-class matrix as a table, each cell a score with its
 * 95 % interval, marked when the interval leaves 50 % out.
 */
import type { BalanceReport, HeroClass, Rate } from "@engines/lgc-tcg";
import { useMemo } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { heroName } from "../tcg/data.js";
import { RateChart } from "./charts.js";
import { balanceMessages } from "./messages.js";
import { matchupGrid, percent } from "./model.js";
import { reportMessages } from "./report-messages.js";

/** Whether a score is ahead (its interval above ½), behind (below) or neither. */
const side = (r: Rate): "ahead" | "behind" | "even" =>
  r.low !== null && r.low > 0.5 ? "ahead" : r.high !== null && r.high < 0.5 ? "behind" : "even";

/** Per-class chart and matrix; a sentence for reports made before classes were counted. */
export function ClassSection({ report }: { report: BalanceReport }) {
  const m = useMessages(balanceMessages);
  const x = useMessages(reportMessages);
  const locale = useLocale();
  const hero = (c: string) => heroName(c as HeroClass, locale);
  const rows = useMemo(
    () =>
      (report.classes ?? [])
        .filter((c) => c.winRate.n > 0)
        .map((c) => ({ label: `${hero(c.heroClass)} (${x.classDecks(c.decks)})`, rate: c.winRate })),
    [report, locale, x],
  );
  const grid = useMemo(() => matchupGrid(report), [report]);
  if (report.classes === undefined)
    return (
      <section class="panel balance-classes" data-testid="balance-classes">
        <h2 class="panel-label">{x.classes}</h2>
        <p class="muted">{x.noClasses}</p>
      </section>
    );
  return (
    <section class="panel balance-classes" data-testid="balance-classes">
      <h2 class="panel-label">{x.classes}</h2>
      <RateChart
        rows={rows}
        label={x.classesLabel}
        rateLabel={m.rate}
        intervalLabel={m.interval}
        testid="balance-class-chart"
      />
      {grid.classes.length < 2 ? null : (
        <>
          <h3>{x.matrix}</h3>
          <p class="muted">{x.matrixHelp}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone and holds nothing focusable, so the keyboard must reach it itself (WCAG 2.1.1; axe's scrollable-region-focusable) */}
          <section class="balance-table-wrap" data-scroll-x tabIndex={0} aria-label={x.matrix}>
            <table class="balance-table balance-matrix" data-testid="balance-matrix">
              <thead>
                <tr>
                  <td />
                  {grid.classes.map((c) => (
                    <th scope="col" key={c}>
                      {hero(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.classes.map((row, i) => (
                  <tr key={row} data-class={row}>
                    <th scope="row">{hero(row)}</th>
                    {grid.cells[i]?.map((cell, j) => {
                      const col = grid.classes[j] as string;
                      if (cell === null) return <td key={col}>{row === col ? "" : x.noMatch}</td>;
                      return (
                        <td
                          key={col}
                          class={`matrix-${side(cell)}`}
                          data-vs={col}
                          title={x.matrixCell(
                            hero(row),
                            hero(col),
                            percent(cell.rate),
                            percent(cell.low),
                            percent(cell.high),
                            cell.n,
                          )}
                        >
                          <strong>{percent(cell.rate)}</strong>
                          <br />
                          <small>
                            {percent(cell.low)} – {percent(cell.high)} · {cell.n}
                          </small>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
