#!/usr/bin/env node
/**
 * `pnpm start`: the match server on its embedded store (in `apps/server/data`) on a free port,
 * then the web app's dev server proxying `/api` and `/ws` to it (vite.config.ts, MATCH_SERVER), so
 * "Play online" works against a second browser tab with nothing else installed. The app's URL is
 * printed first, the match server's after it. Ctrl-C stops both.
 * Extra arguments go to Vite (e.g. `--host` to play from a phone on the same network).
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("..", import.meta.url));
const serverDir = join(web, "..", "server");
const dataDir = process.env.MATCH_DATA ?? join(serverDir, "data");

const server = spawn(
  process.execPath,
  [
    "--conditions=@games/source",
    "--import",
    "tsx",
    "./src/main.ts",
    "--port",
    "0",
    "--data",
    dataDir,
    "--quiet",
  ],
  { cwd: serverDir, stdio: ["ignore", "pipe", "inherit"] },
);
const children = [server];
const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
server.on("exit", (code) => stop(code ?? 1));

let out = "";
server.stdout.on("data", function onData(chunk) {
  out += chunk.toString();
  const url = /listening (\S+)/.exec(out)?.[1];
  if (url === undefined) return;
  server.stdout.off("data", onData);
  server.stdout.resume();
  const vite = join(
    dirname(createRequire(join(web, "package.json")).resolve("vite/package.json")),
    "bin",
    "vite.js",
  );
  // Vite's output goes through, and the match server's line comes after the app's own URL (the
  // one to open), not before it (issue 30).
  const app = spawn(process.execPath, [vite, "--port", "5173", ...process.argv.slice(2)], {
    cwd: web,
    stdio: ["inherit", "pipe", "inherit"],
    env: {
      ...process.env,
      MATCH_SERVER: url,
      ...(process.stdout.isTTY && process.env.NO_COLOR === undefined ? { FORCE_COLOR: "1" } : {}),
    },
  });
  let told = false;
  let seen = "";
  app.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    if (told) return;
    seen += chunk.toString();
    // The line after Vite's "➜  Local:   http://localhost:5173/".
    if (/Local:[^\n]*https?:\/\//.test(seen)) {
      told = true;
      process.stdout.write(`  ➜  Match server (behind the app): ${url}, matches kept in ${dataDir}\n`);
    }
  });
  children.push(app);
  app.on("exit", (code) => stop(code ?? 0));
});
