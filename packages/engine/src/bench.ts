/**
 * `@core/engine/bench`: a tiny measuring kit for the engines' benches: wall time and the
 * process's CPU time side by side (the machine is shared, so CPU time is the steadier figure),
 * printed one line per measure as soon as it is taken.
 * @packageDocumentation
 */
import { cpus, loadavg } from "node:os";

/** How long a measure ran, how many rounds it made and how many units of work they did. */
export interface Measure {
  readonly rounds: number;
  readonly units: number;
  readonly wall: number;
  readonly cpu: number;
}

/**
 * Calls `round` (which returns the units of work it did) until `seconds` of wall time have passed,
 * after a warm-up of `warmup` seconds (not counted) so that the JIT compiler has done its work:
 * `process.cpuUsage` counts every thread of the process, the compiler's included.
 */
export function measure(seconds: number, round: () => number, warmup = Math.min(1, seconds / 4)): Measure {
  for (const start = performance.now(); performance.now() - start < warmup * 1000; ) round();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let rounds = 0;
  let units = 0;
  let wall = 0;
  do {
    units += round();
    rounds++;
    wall = (performance.now() - start) / 1000;
  } while (wall < seconds);
  const cpu = process.cpuUsage(cpu0);
  return { rounds, units, wall, cpu: (cpu.user + cpu.system) / 1e6 };
}

/** Wall and CPU seconds of one call of `run` (for work too long to repeat), and its result. */
export function once<T>(run: () => T): { readonly wall: number; readonly cpu: number; readonly value: T } {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const value = run();
  const wall = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1e6, value };
}

/** `n` with thousands separators and `digits` decimals. */
export function fmt(n: number, digits = 0): string {
  return n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** "N name/s" by wall time and by CPU time, counting `count` (rounds or units). */
export function rates(m: Measure, name: string, count: "rounds" | "units" = "units"): string {
  return `${fmt(m[count] / m.wall)} ${name}/s wall, ${fmt(m[count] / m.cpu)} ${name}/s CPU`;
}

/** The load averages over 1, 5 and 15 minutes, as `uptime` shows them. */
export function load(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
}

/** One line about the machine and its load, for the top of a bench's output. */
export function machine(): string {
  return `Node ${process.version}, ${cpus()[0]?.model ?? "unknown CPU"} ×${cpus().length}, load average ${load()}`;
}
