/**
 * `node src/main.ts [options of games serve]` (`SERVE_USAGE`): runs a match server on the embedded
 * store (or Redis: `--redis` or `REDIS_URL`) until SIGINT/SIGTERM, logging as `games serve` does
 * (`--quiet`: not). Prints `listening <url>` once it listens (tests and the bench read that line).
 */
import { parseServeArgs } from "./args.js";
import { serveLogger } from "./log.js";
import { startServer } from "./server.js";

const parsed = parseServeArgs(process.argv.slice(2));
if (typeof parsed === "string") {
  process.stderr.write(`${parsed}\n`);
  process.exit(2);
}
// A start refused (the open-files limit, a port taken, a corrupt log) is said in one line.
const server = await startServer({ logger: serveLogger(process.stdout), ...parsed }).catch(
  (error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  },
);
process.stdout.write(`listening ${server.url}\n`);
const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
