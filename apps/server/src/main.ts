/**
 * `node src/main.ts [--port N] [--host H] [--data DIR] [--redis URL] [--public-url URL] [--bot-delay MS] [--quiet]`:
 * runs a match server on the embedded store (or Redis: `--redis` or `REDIS_URL`) until
 * SIGINT/SIGTERM. Prints `listening <url>` first
 * (tests and the bench read that line).
 */
import { parseServeArgs } from "./args.js";
import { startServer } from "./server.js";

const parsed = parseServeArgs(process.argv.slice(2));
if (typeof parsed === "string") {
  process.stderr.write(`${parsed}\n`);
  process.exit(2);
}
const server = await startServer(parsed);
process.stdout.write(`listening ${server.url}\n`);
const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
