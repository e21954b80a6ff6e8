/**
 * A tiny measuring kit for the benches: wall time and the process's CPU time side by side (the
 * machine is shared, so CPU time is the steadier figure), printed one line per measure as soon as
 * it is taken.
 */
import { cpus, loadavg } from "node:os";

/** How long a measure ran and how many units of work it did. */
export interface Measure {
  readonly units: number;
  readonly wall: number;
  readonly cpu: number;
}

/** Calls `round` (which returns the units of work it did) until `seconds` of wall time have passed. */
export function measure(seconds: number, round: () => number): Measure {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let units = 0;
  let wall = 0;
  do {
    units += round();
    wall = (performance.now() - start) / 1000;
  } while (wall < seconds);
  const cpu = process.cpuUsage(cpu0);
  return { units, wall, cpu: (cpu.user + cpu.system) / 1e6 };
}

/** `n` with thousands separators and `digits` decimals. */
export function fmt(n: number, digits = 0): string {
  return n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** "N unit/s" by wall time and by CPU time. */
export function rates(m: Measure, unit: string): string {
  return `${fmt(m.units / m.wall)} ${unit}/s wall, ${fmt(m.units / m.cpu)} ${unit}/s CPU`;
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
