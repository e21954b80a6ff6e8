/**
 * The Balance page's charts, drawn by Chart.js (tree-shaken: only the bar and line parts are
 * registered). This module is part of the page's own chunk, so no other route loads Chart.js.
 * Every chart has a text twin on the page (the table, the figures), for screen readers and for
 * reading exact values.
 */
import type { Rate } from "@engines/lgc-tcg";
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  type Plugin,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "preact/hooks";
import { percent } from "./model.js";

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

const ACCENT = "#e0a43a";
const MUTED = "#8a93a3";
const GRID = "rgba(138, 147, 163, 0.2)";

/** A dashed line at 50 %: the score of a perfectly balanced card or seat. */
const evenLine: Plugin<"bar"> = {
  id: "even",
  afterDatasetsDraw(chart) {
    const x = chart.scales.x?.getPixelForValue(0.5);
    if (x === undefined) return;
    const { top, bottom } = chart.chartArea;
    const ctx = chart.ctx;
    ctx.save();
    ctx.strokeStyle = MUTED;
    ctx.setLineDash([4, 4]);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
    ctx.stroke();
    ctx.restore();
  },
};

/** A Chart.js chart on a canvas, rebuilt when `config` changes and destroyed on unmount. */
function useChart(config: ChartConfiguration<"bar">) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current === null) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return canvas;
}

/** One line of a {@link RateChart}. */
export interface RateRow {
  readonly label: string;
  readonly rate: Rate;
}

/**
 * Rates with their 95 % intervals, one horizontal line each: the interval as a bar (the error
 * bar), the rate as a point, 50 % dashed. `config` must be memoised by the caller.
 */
export function RateChart(props: {
  rows: readonly RateRow[];
  label: string;
  rateLabel: string;
  intervalLabel: string;
  testid: string;
}) {
  const { rows } = props;
  const config = useConfig(rows, props.rateLabel, props.intervalLabel);
  const canvas = useChart(config);
  return (
    <div class="balance-chart" style={{ height: `${Math.max(120, 22 * rows.length + 70)}px` }}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={props.label}
        data-testid={props.testid}
        data-rows={rows.length}
      />
    </div>
  );
}

function useConfig(rows: readonly RateRow[], rateLabel: string, intervalLabel: string) {
  const last = useRef<{ rows: readonly RateRow[]; config: ChartConfiguration<"bar"> } | null>(null);
  if (last.current?.rows !== rows) {
    const config: ChartConfiguration<"bar"> = {
      type: "bar",
      data: {
        labels: rows.map((r) => r.label),
        datasets: [
          {
            label: intervalLabel,
            data: rows.map((r) =>
              r.rate.low === null ? null : [r.rate.low, r.rate.high ?? r.rate.low],
            ) as never,
            backgroundColor: "rgba(224, 164, 58, 0.35)",
            borderColor: ACCENT,
            borderWidth: 1,
            barPercentage: 0.5,
            order: 2,
          },
          {
            type: "line" as never,
            label: rateLabel,
            data: rows.map((r) => r.rate.rate) as never,
            showLine: false,
            pointRadius: 4,
            borderColor: ACCENT,
            backgroundColor: ACCENT,
            pointBackgroundColor: ACCENT,
            pointBorderColor: "#1b1f26",
            order: 1,
          } as never,
        ],
      },
      options: {
        indexAxis: "y",
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: {
            min: 0,
            max: 1,
            ticks: { callback: (v) => `${Math.round(Number(v) * 100)} %`, color: MUTED },
            grid: { color: GRID },
          },
          y: { ticks: { color: MUTED, autoSkip: false }, grid: { display: false } },
        },
        plugins: {
          legend: { labels: { color: MUTED } },
          tooltip: {
            callbacks: {
              label: (item) => {
                const r = rows[item.dataIndex]?.rate;
                return r === undefined
                  ? ""
                  : `${percent(r.rate)} [${percent(r.low)}, ${percent(r.high)}] · n = ${r.n}`;
              },
            },
          },
        },
      },
      plugins: [evenLine],
    };
    last.current = { rows, config };
  }
  return (last.current as { config: ChartConfiguration<"bar"> }).config;
}

/** The set's curve: cards per cost bucket, beside the §7.2 target when there is one. */
export function CurveBars(props: {
  curve: readonly { bucket: string; cards: number }[];
  target: Readonly<Record<string, number>> | undefined;
  label: string;
  legend: readonly [string, string];
}) {
  const { curve, target, legend } = props;
  const config = useRef<ChartConfiguration<"bar"> | null>(null);
  config.current ??= {
    type: "bar",
    data: {
      labels: curve.map((c) => c.bucket),
      datasets: [
        ...(target === undefined
          ? []
          : [
              { label: legend[0], data: curve.map((c) => target[c.bucket] ?? 0), backgroundColor: "#3a414c" },
            ]),
        { label: legend[1], data: curve.map((c) => c.cards), backgroundColor: ACCENT },
      ],
    },
    options: {
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { ticks: { color: MUTED }, grid: { display: false } },
        y: { ticks: { color: MUTED, precision: 0 }, grid: { color: GRID } },
      },
      plugins: { legend: { labels: { color: MUTED } } },
    },
  };
  const canvas = useChart(config.current);
  return (
    <div class="balance-chart" style={{ height: "220px" }}>
      <canvas ref={canvas} role="img" aria-label={props.label} data-testid="balance-curve" />
    </div>
  );
}
