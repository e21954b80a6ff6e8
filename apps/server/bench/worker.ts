/**
 * A bench worker process: keeps `matches` TCG duels going on the server, both seats played by
 * random bots over the protocol (paced like people or not), and reports round trips to its parent.
 * argv: <server urls, comma-separated> <matches> <paceMin> <paceMax>. With several servers (instances
 * sharing Redis), duel n is created on one and its two seats play through two different ones.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createMatch, makeLink, parseLink } from "@core/match-client";
import { engine as tcg } from "@engines/lgc-tcg";
import { runBot } from "../src/bot-client.js";

const [urlList = "", count = "0", min = "0", max = "0"] = process.argv.slice(2);
const urls = urlList.split(",");
const on = (k: number): string => urls[k % urls.length] as string;
const engines = new Map([[tcg.id, tcg]]);
const pace: [number, number] | undefined = Number(max) > 0 ? [Number(min), Number(max)] : undefined;
let rtts: number[] = [];
/** This process's own event-loop delay: a round trip also waits for its client's loop. */
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let cpuBefore = process.cpuUsage();
/** The loop's delay since the last report (ms): p99 and max; and the CPU time spent since (µs). */
function loopDelay(): { p99: number; max: number; cpu: number } {
  const cpu = process.cpuUsage(cpuBefore);
  cpuBefore = process.cpuUsage();
  const figures = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6, cpu: cpu.user + cpu.system };
  loop.reset();
  return figures;
}
let finished = 0;
let failures = 0;
let stopping = false;
/** Set once the first action of this process is acknowledged: the bench then starts warming up. */
let started = false;

async function duel(seed: number): Promise<void> {
  while (!stopping) {
    try {
      const created = await createMatch(on(seed), { engine: "lgc-tcg" });
      const seats = Object.values(created.links).map((link, i) =>
        runBot(makeLink(on(seed + i), parseLink(link).token), {
          level: "random",
          engines,
          seed: seed * 2 + i,
          ...(pace === undefined ? {} : { pace }),
          onRoundTrip: (ms) => {
            started = true;
            rtts.push(ms);
          },
          client: { maxDelayMs: 1000 },
        }),
      );
      await Promise.all(seats.map((s) => s.done));
      finished++;
    } catch (error) {
      failures++;
      if (failures <= 3) process.stderr.write(`bench worker: ${(error as Error).message}\n`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const n = Number(count);
// Ramp up at 100 new duels a second per process (a busy day's rate, not a thousand at once):
// the start's figures are printed apart; a server overloaded by a burst would time its own
// requests out (see the README's "Connections").
for (let i = 0; i < n; i++) {
  void duel(i + 1);
  if (i % 5 === 4) await new Promise((r) => setTimeout(r, 50));
}
const report = setInterval(() => {
  process.send?.({ rtts, finished, failures, started, loop: loopDelay() });
  rtts = [];
}, 500);
process.on("message", (m) => {
  if (m === "stop") {
    stopping = true;
    clearInterval(report);
    process.send?.({ rtts, finished, failures, started, loop: loopDelay() }, () => process.exit(0));
  }
});
