/**
 * `games tcg lint [dir] [--json]`: checks an LGC TCG data directory (schemas, references, decks)
 * and reports design warnings, budgets and the set report. A thin client: every check and figure
 * comes from @engines/lgc-tcg (`lintFiles`, `formatLintReport`).
 */
import { access } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { formatLintReport, LAUNCH_FILES, type LintReport, lintFiles } from "@engines/lgc-tcg";
import { readDataDir } from "@engines/lgc-tcg/node";
import { type Io, println } from "../command.js";

/** Usage of `games tcg lint`. */
export const LINT_USAGE = `usage: games tcg lint [DIR] [--json]

Checks an LGC TCG data directory (default: the nearest data/lgc-tcg above the current directory,
else the data bundled with the engine): every file against its JSON Schema, references across
files (tokens, ranks and their cost ranges, versions, collector numbers, set symbols and rank
icons), deck legality; the §9.1 guard-rails as errors (a stat budget or effect points outside
70–115 % without a documented budgetException, a spell beating a creature of its cost, an
evolution dominating its original) and, for a set marked complete, its §7.1 distribution and
§7.2 curve; then design warnings (neutral area damage, two target choices in one ability, unused
tokens, a set in progress over its targets) and the set report (distribution, curve, members,
vanilla creatures, removal, archetypes and cycles).

options:
  --json       print the report as JSON
  -h, --help   this text

exit code: 0 when the data has no error (warnings allowed), 1 on errors, 2 on bad arguments.`;

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The nearest `data/lgc-tcg` at or above `from`, if any. */
async function findDataDir(from: string): Promise<string | undefined> {
  let dir = resolve(from);
  for (;;) {
    const candidate = join(dir, "data", "lgc-tcg");
    if (await exists(join(candidate, "schema", "card.schema.json"))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Runs `games tcg lint`; returns the exit code. */
export async function lintCommand(args: readonly string[], io: Io): Promise<number> {
  let json = false;
  let dirArg: string | undefined;
  for (const arg of args) {
    if (arg === "-h" || arg === "--help") {
      println(io.stdout, LINT_USAGE);
      return 0;
    }
    if (arg === "--json") json = true;
    else if (arg.startsWith("-") || dirArg !== undefined) {
      println(io.stderr, `games tcg lint: unexpected argument "${arg}"\n\n${LINT_USAGE}`);
      return 2;
    } else dirArg = arg;
  }

  let report: LintReport;
  let label: string;
  if (dirArg === undefined && (await findDataDir(io.cwd)) === undefined) {
    report = lintFiles(LAUNCH_FILES);
    label = "(data bundled with @engines/lgc-tcg)";
  } else {
    const dir = dirArg === undefined ? ((await findDataDir(io.cwd)) as string) : resolve(io.cwd, dirArg);
    if (!(await exists(dir))) {
      println(io.stderr, `games tcg lint: no directory ${dir}`);
      return 2;
    }
    const { files, issues } = await readDataDir(dir);
    report = lintFiles(files, issues);
    label = dir;
  }

  if (json)
    println(io.stdout, JSON.stringify({ dir: label, ok: report.errors.length === 0, ...report }, null, 2));
  else io.stdout.write(formatLintReport(report, label));
  return report.errors.length === 0 ? 0 : 1;
}
