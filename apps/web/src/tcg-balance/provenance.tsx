/**
 * How a balance report was made (issue 32): the engine and data it was played with, the bots and
 * their budget, the seed, the workers, the time it took and, for a distributed run, its study.
 */
import type { BalanceReport } from "@engines/lgc-tcg";
import { useMessages } from "../i18n/index.js";
import { reportMessages } from "./report-messages.js";

/** Seconds as "1 h 02 min", "3 min 20 s" or "12 s". */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s >= 3600)
    return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
  return `${s} s`;
}

/** The report's provenance as a list of terms, folded under a summary line. */
export function Provenance({ report }: { report: BalanceReport }) {
  const x = useMessages(reportMessages);
  const p = report.provenance;
  const bots = [report.bot, report.challenger?.bot]
    .filter((b): b is NonNullable<typeof b> => b !== undefined)
    .map((b) => (report.nodes?.[b] === undefined ? b : `${b}, ${x.nodes(report.nodes[b] as number)}`))
    .join(" · ");
  const workers = Object.entries(p?.study?.workers ?? {});
  return (
    <details class="panel balance-provenance" data-testid="balance-provenance-details">
      <summary>{x.provenance}</summary>
      <dl>
        <dt>{x.engine}</dt>
        <dd data-testid="provenance-engine">
          {p?.engine === undefined ? x.unknown : `${p.engine.name} ${p.engine.version}`}
        </dd>
        <dt>{x.data}</dt>
        <dd data-testid="provenance-data">
          {p?.data === undefined ? (
            x.unknown
          ) : (
            <>
              {p.data.name} {p.data.version} · {x.sets(p.data.sets.join(", "))} · {x.digest}{" "}
              <code title={p.data.digest}>{p.data.digest.slice(7, 19)}</code>
            </>
          )}
        </dd>
        <dt>{x.bots}</dt>
        <dd>{bots}</dd>
        <dt>{x.seed}</dt>
        <dd>{report.seed}</dd>
        <dt>{x.workers}</dt>
        <dd>{p?.workers ?? x.unknown}</dd>
        <dt>{x.time}</dt>
        <dd>
          {p?.wallSeconds === undefined || p.cpuSeconds === undefined
            ? x.unknown
            : x.times(duration(p.wallSeconds), duration(p.cpuSeconds))}
        </dd>
        {p?.loadAverage === undefined ? null : (
          <>
            <dt>{x.load}</dt>
            <dd>{p.loadAverage.join(" · ")}</dd>
          </>
        )}
        {p?.study === undefined ? null : (
          <>
            <dt>{x.study}</dt>
            <dd data-testid="provenance-study">
              {x.studyLine(p.study.id, p.study.jobs, p.study.jobGames, p.study.retried)}
            </dd>
            <dt>{x.perWorker}</dt>
            <dd>{workers.map(([name, games]) => `${name}: ${games}`).join(" · ")}</dd>
          </>
        )}
        <dt>{x.command}</dt>
        <dd>
          <code>{p?.command ?? x.unknown}</code>
        </dd>
      </dl>
    </details>
  );
}
