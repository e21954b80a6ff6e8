/**
 * The whole site build: generate the pages, build them with VitePress (which fails on a link to a
 * missing page), then check every internal link and anchor of the result.
 *   tsx --conditions=@games/source src/build.ts [out dir]     (default .vitepress/dist)
 * `buildSite` runs the same in a child process, for the browser test.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { build } from "vitepress";
import { checkLinks } from "./check-links.js";
import { generate } from "./generate.js";
import { DIST_DIR, DOCS_APP } from "./repo.js";

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Builds the site into `outDir`; throws on a dead link or a broken anchor. */
export async function buildHere(outDir: string = DIST_DIR): Promise<void> {
  let start = Date.now();
  const plan = await generate();
  console.log(
    `docs: pages generated in ${seconds(start)} (${plan.api.length} API modules, ${plan.sources.length} source pages)`,
  );
  start = Date.now();
  await build(DOCS_APP, { outDir });
  console.log(`docs: VitePress build in ${seconds(start)}`);
  const broken = checkLinks(outDir, process.env.DOCS_BASE ?? "/");
  if (broken.length > 0) {
    const lines = broken.map((b) => `  ${b.page}: ${b.href} (${b.problem})`);
    throw new Error(`${broken.length} broken internal link(s) in the built site:\n${lines.join("\n")}`);
  }
  console.log("docs: every internal link and anchor resolves");
}

/** Builds the site into `outDir` in a child process (VitePress sets NODE_ENV for its process). */
export function buildSite(outDir: string): Promise<void> {
  const tsx = join(
    createRequire(join(DOCS_APP, "package.json")).resolve("tsx/package.json"),
    "..",
    "dist",
    "cli.mjs",
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, "--conditions=@games/source", "src/build.ts", outDir], {
      cwd: DOCS_APP,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      output += d.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`docs build failed (${code}):\n${output}`)),
    );
  });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  buildHere(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
