// Start-up of the built `games` bin: `games --help` and `--version`, each run N times, beside a
// bare `node -e 0` (what no program can go below). Prints the median wall time and the CPU time
// per start (user + system of the children, read from /proc/self/stat, which a loaded machine
// inflates far less than wall time), with the load average. Needs the build.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";

const bin = join(import.meta.dirname, "..", "dist", "games.js");
if (!existsSync(bin)) {
  console.error(`no ${bin}: run \`npx -y pnpm@10.34.9 --filter @games/cli build\` first`);
  process.exit(2);
}
const runs = Number(process.env.RUNS ?? 30);
const ticks = 100; // USER_HZ: clock ticks per second of /proc times on Linux
/** CPU seconds used by waited-for children so far (cutime + cstime), or null off Linux. */
function childrenCpu() {
  if (!existsSync("/proc/self/stat")) return null;
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) / ticks; // fields 16 and 17 of proc(5)
}

const cases = [
  ["node -e 0", ["-e", "0"]],
  ["games --help", [bin, "--help"]],
  ["games --version", [bin, "--version"]],
];
for (const [name, args] of cases) {
  const walls = [];
  const cpuBefore = childrenCpu();
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { encoding: "utf8" });
    walls.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (r.status !== 0) throw new Error(`${name} exited ${r.status}: ${r.stderr}`);
    if ((i + 1) % 10 === 0) process.stdout.write(`  ${name}: ${i + 1}/${runs} runs\n`);
  }
  const cpuAfter = childrenCpu();
  walls.sort((a, b) => a - b);
  const median = walls[Math.floor(walls.length / 2)];
  const cpu = cpuBefore === null ? "n/a" : `${(((cpuAfter - cpuBefore) / runs) * 1000).toFixed(0)} ms`;
  console.log(
    `${name}: median ${median.toFixed(0)} ms wall (min ${walls[0].toFixed(0)}, max ${walls.at(-1).toFixed(0)}), CPU ${cpu} per start, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
}
