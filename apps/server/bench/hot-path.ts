/**
 * The server's per-action cost, stage by stage, in one process with no sockets: for TCG duels
 * played by random bots (their choices not counted), what each accepted action costs the server —
 * the engine's `reduce` (the stamped action on the live state), both seats' views and filtered
 * events, the JSON of the two `update` frames and the `ack`, the log line — and the embedded
 * store's group commit (appends from many matches at once sharing one `fdatasync`). CPU time,
 * which resists the machine's load better than wall time; prints the load with it.
 *
 *   npx -y pnpm@10.34.9 --filter @apps/server bench:hot-path
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { stampSeat } from "@core/engine";
import { loadRegistry } from "../src/registry.js";
import { FileStore } from "../src/store/file-store.js";
import type { LogEntry } from "../src/store/types.js";

const entry = (await loadRegistry()).get("lgc-tcg");
if (entry === undefined) throw new Error("no TCG");
const { engine } = entry;
const DUELS = process.argv.includes("--quick") ? 20 : 150;
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

const stages = { reduce: 0n, views: 0n, json: 0n, log: 0n };
let actions = 0;
let frameBytes = 0;
const cpu0 = process.cpuUsage();
const t = (): bigint => process.hrtime.bigint();
/** This process's CPU time so far, µs (per stage: wall time would count the other processes' turns). */
const c = (): bigint => {
  const u = process.cpuUsage();
  return BigInt(u.user + u.system);
};
for (let d = 0; d < DUELS; d++) {
  let state = engine.init((await entry.seed?.put(entry.defaultSetup, `hot-path-${d}`)) ?? entry.defaultSetup);
  const seats = engine.seats?.(state) ?? [];
  for (let ply = 0; ply < 2000; ply++) {
    const toAct = engine.toAct?.(state) ?? [];
    const seat = toAct[0];
    if (seat === undefined) break;
    const action = engine.bots?.choose(engine.view?.(state, seat), seat, "random", d * 7919 + ply);
    if (action === null || action === undefined) break;
    const a = c();
    const next = engine.reduce(state, stampSeat(action, seat));
    const b = c();
    const frames = seats.map((s) => ({
      type: "update",
      seq: ply + 1,
      at: Date.now(),
      events: engine.viewEvents?.(next.events, s, next.state) ?? next.events,
      view: engine.view?.(next.state, s) ?? next.state,
      toAct: engine.toAct?.(next.state) ?? [],
      over: false,
      clocks: null,
      now: Date.now(),
    }));
    const v = c();
    for (const frame of frames) frameBytes += JSON.stringify(frame).length;
    JSON.stringify({ type: "ack", id: `a${ply}`, seq: ply + 1, duplicate: false });
    const e = c();
    const logged: LogEntry = { seq: ply + 1, at: Date.now(), seat, clientId: `a${ply}`, action };
    JSON.stringify({ t: "entry", m: "0123456789abcdefghijkl", e: logged });
    const f = c();
    stages.reduce += b - a;
    stages.views += v - b;
    stages.json += e - v;
    stages.log += f - e;
    actions++;
    state = next.state;
  }
  if (d % 50 === 49) process.stdout.write(`  ${d + 1} duels, ${actions} actions; load ${load()}\n`);
}
const used = process.cpuUsage(cpu0);
const us = (n: bigint): string => (Number(n) / actions).toFixed(1);
const total = stages.reduce + stages.views + stages.json + stages.log;
process.stdout.write(
  `per action over ${actions} actions of ${DUELS} duels (µs of CPU): reduce ${us(stages.reduce)}, ` +
    `2 views + events ${us(stages.views)}, JSON of 2 updates + ack ${us(stages.json)} (${Math.round(frameBytes / actions / 2)} B an update), ` +
    `log line ${us(stages.log)}; total ${us(total)} µs. Process CPU incl. the bots' choices: ${((used.user + used.system) / actions).toFixed(0)} µs/action; load ${load()}\n`,
);

// Group commit: appends of `matches` matches in flight at once share each write + fdatasync.
const dir = await mkdtemp(join(tmpdir(), "hot-path-"));
try {
  const store = await FileStore.open(dir);
  for (const matches of [1, 10, 100, 1000]) {
    const ids = Array.from({ length: matches }, (_, i) => `m${matches}-${i}`);
    for (const id of ids)
      await store.log.create({
        id,
        engine: "x",
        setup: {},
        seats: [],
        clock: null,
        createdAt: 0,
        rematchOf: null,
      });
    for (const id of ids) await store.log.confirm(id, "a1");
    const rounds = Math.max(5, Math.ceil(2000 / matches));
    const c0 = process.cpuUsage();
    const w0 = t();
    for (let seq = 1; seq <= rounds; seq++)
      await Promise.all(
        ids.map((id) =>
          store.log.append(id, seq - 1, {
            seq,
            at: 0,
            seat: "a",
            clientId: `c${seq}`,
            action: { type: "END_TURN" },
          }),
        ),
      );
    const wall = Number(t() - w0) / 1e6;
    const spent = process.cpuUsage(c0);
    process.stdout.write(
      `group commit, ${matches} matches appending at once: ${(wall / rounds).toFixed(2)} ms a round (one fdatasync), ` +
        `${((spent.user + spent.system) / (rounds * matches)).toFixed(1)} µs CPU an append; load ${load()}\n`,
    );
  }
  await store.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
