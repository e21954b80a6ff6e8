// The packed `games` and `conformance` bins, run from a scratch project outside the repository
// (used by pack-check.mjs): each game command, every kit against the bundled engines, the Python
// adapter example, valid JUnit XML, and deliberately wrong adapters (bad state, crash, hang)
// reported as such. Each check returns nothing or throws with the command's output.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Runs a bin; returns {status, stdout, stderr}. Generous time limit: the machine may be loaded. */
function exec(dir, binName, args, input = "") {
  const r = spawnSync(join(dir, "node_modules", ".bin", binName), args, {
    cwd: dir,
    input,
    encoding: "utf8",
    timeout: 300_000,
    env: { ...process.env, FORCE_COLOR: "0", npm_lifecycle_event: "" },
  });
  return { status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "", error: r.error };
}

function expect(result, what, ok) {
  if (!ok(result)) {
    const why = `${what}: exit ${result.status}${result.error ? ` (${result.error.message})` : ""}`;
    throw Object.assign(new Error(why), {
      stdout: `${why}\n--- stdout\n${result.stdout.slice(-4000)}`,
      stderr: `\n--- stderr\n${result.stderr.slice(-4000)}`,
    });
  }
}

const exits = (code) => (r) => r.status === code;
const lastLine = (r) => r.stdout.trim().split("\n").at(-1) ?? "";
// A game command that ran to an end of its own: exit 0 or 1, output, no stack trace.
const ran = (r) => (r.status === 0 || r.status === 1) && r.stdout.length > 0 && !/\n\s+at /.test(r.stderr);

/** JUnit XML checked by Python's own parser: structure and totals. */
function checkJunit(dir, file) {
  const script = `
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "testsuites", root.tag
suites = root.findall("testsuite")
assert suites, "no testsuite"
cases = [c for s in suites for c in s.findall("testcase")]
assert int(root.get("tests")) == len(cases), (root.get("tests"), len(cases))
for s in suites:
    assert int(s.get("tests")) == len(s.findall("testcase")), s.get("name")
    for c in s.findall("testcase"):
        assert c.get("name") and c.get("classname"), c.attrib
failures = sum(1 for c in cases if c.find("failure") is not None)
assert int(root.get("failures")) == failures, (root.get("failures"), failures)
print(len(suites), "suites,", len(cases), "cases,", failures, "failures")
`;
  const r = spawnSync("python3", ["-c", script, file], { cwd: dir, encoding: "utf8" });
  expect({ ...r, stdout: r.stdout ?? "", stderr: r.stderr ?? "" }, "JUnit XML", exits(0));
  return r.stdout.trim();
}

/** A Python adapter wrapping the example's with a deliberate fault. */
function wrongAdapter(root) {
  const example = join(root, "examples", "pigment-python");
  return `import json, sys, time
sys.path.insert(0, ${JSON.stringify(example)})
import main
mode = sys.argv[1]
reduces = 0
for line in sys.stdin:
    request = json.loads(line)
    response = main.answer(request)
    if request["op"] == "reduce":
        reduces += 1
        if mode == "bad-state":
            response["state"]["spent"] += 1
        if mode == "crash" and reduces == 3:
            print("wrong adapter: giving up on purpose", file=sys.stderr)
            sys.exit(3)
        if mode == "hang" and reduces == 3:
            time.sleep(3600)
    print(json.dumps({"id": request["id"], **response}), flush=True)
`;
}

/** The checks, as [label, function] pairs. */
export function runBins({ root, dir }) {
  const example = `python3 ${JSON.stringify(join(root, "examples", "pigment-python", "main.py"))}`;
  writeFileSync(join(dir, "wrong.py"), wrongAdapter(root));
  const checks = [];
  const add = (label, fn) => checks.push([label, fn]);

  add("games --help lists the commands, --version the version", () => {
    const help = exec(dir, "games", ["--help"]);
    expect(help, "games --help", (r) => r.status === 0 && /conformance/.test(r.stdout));
    const { version } = JSON.parse(
      readFileSync(join(dir, "node_modules", "@games", "cli", "package.json"), "utf8"),
    );
    expect(exec(dir, "games", ["--version"]), "games --version", (r) => r.stdout.trim() === version);
    expect(exec(dir, "games", ["tcg", "--help"]), "games tcg --help", (r) => r.status === 0);
  });
  add("games pigment: level 2 won by E S W N E on stdin", () =>
    expect(exec(dir, "games", ["pigment", "--level", "2"], "E S W N E\n"), "games pigment", exits(0)),
  );
  add("games pigment --solve", () =>
    expect(exec(dir, "games", ["pigment", "--level", "5", "--solve"]), "games pigment --solve", (r) =>
      /E E E S W N/.test(r.stdout),
    ),
  );
  add("games chessistics: level 1 with its solution", () =>
    expect(
      exec(dir, "games", [
        "chessistics",
        "run",
        "1",
        "--placements",
        join(root, "data", "chessistics", "solutions", "level_01.json"),
      ]),
      "games chessistics run",
      exits(0),
    ),
  );
  add("games shing-shang: two bots", () =>
    expect(
      exec(dir, "games", [
        "shing-shang",
        "--red",
        "easy",
        "--blue",
        "easy",
        "--seed",
        "3",
        "--max-plies",
        "40",
      ]),
      "games shing-shang",
      ran,
    ),
  );
  add("games diplomaxy: adjudicate the draft's example", () =>
    expect(
      exec(dir, "games", [
        "diplomaxy",
        "adjudicate",
        join(root, "data", "diplomaxy", "games", "draft-example.json"),
      ]),
      "games diplomaxy adjudicate",
      exits(0),
    ),
  );
  add("games tcg play: one intent, then quit", () =>
    expect(
      exec(dir, "games", ["tcg", "play", "--seed", "3", "--vs", "random"], "1\nq\n"),
      "games tcg play",
      ran,
    ),
  );
  add("games tcg lint: the bundled card data", () =>
    expect(exec(dir, "games", ["tcg", "lint"]), "games tcg lint", exits(0)),
  );
  add("games tcg balance: 20 games in the packed bin's worker threads, a valid report", () => {
    const args = [
      "tcg",
      "balance",
      "--games",
      "20",
      "--decks",
      "3",
      "--workers",
      "2",
      "--out",
      "balance.json",
    ];
    const r = exec(dir, "games", args);
    expect(r, "games tcg balance", (x) => x.status === 0 && /report written to balance\.json/.test(x.stdout));
    const report = JSON.parse(readFileSync(join(dir, "balance.json"), "utf8"));
    const ok =
      report.format === "lgc-tcg-balance/1" &&
      report.games === 20 &&
      report.firstPlayer.n === 20 &&
      report.cards.length > 0 &&
      report.provenance?.workers === 2;
    expect({ ...r, stdout: JSON.stringify(report).slice(0, 2000) }, "the balance report", () => ok);
  });
  add("games conformance: every bundled kit against the bundled engines", () =>
    expect(
      exec(dir, "games", ["conformance"]),
      "games conformance",
      (r) => r.status === 0 && /^\d+ passed, 0 failed$/.test(lastLine(r)),
    ),
  );
  add("conformance: every kit of the repository against the bundled engines", () =>
    expect(
      exec(dir, "conformance", [join(root, "conformance")]),
      "conformance <repo>/conformance",
      (r) => r.status === 0 && /^\d+ passed, 0 failed$/.test(lastLine(r)),
    ),
  );
  add("conformance: the Python Pigment passes every Pigment kit", () =>
    expect(
      exec(dir, "conformance", [join(root, "conformance", "pigment"), "--exec", example]),
      "conformance --exec python3 main.py",
      (r) => r.status === 0 && /^\d+ passed, 0 failed$/.test(lastLine(r)),
    ),
  );
  add("conformance: JUnit XML that Python's XML parser reads, totals consistent", () => {
    const r = exec(dir, "conformance", ["--exec", example, "--reporter", "junit", "--output", "report.xml"]);
    expect(r, "conformance --reporter junit", exits(0));
    checkJunit(dir, join(dir, "report.xml"));
    const failing = exec(dir, "conformance", [
      "--exec",
      "python3 wrong.py bad-state",
      "--reporter",
      "junit",
      "--output",
      "failing.xml",
    ]);
    expect(failing, "conformance --reporter junit (bad state)", exits(1));
    checkJunit(dir, join(dir, "failing.xml"));
  });
  add("conformance: an adapter returning bad states fails scenarios (exit 1)", () =>
    expect(
      exec(dir, "conformance", ["--exec", "python3 wrong.py bad-state"]),
      "bad-state adapter",
      (r) => r.status === 1 && /✗ .*state at \/spent/.test(r.stdout) && / [1-9]\d* failed$/.test(lastLine(r)),
    ),
  );
  add("conformance: a crashing adapter is reported with its request and stderr (exit 2)", () =>
    expect(
      exec(dir, "conformance", ["--exec", "python3 wrong.py crash"]),
      "crashing adapter",
      (r) =>
        r.status === 2 &&
        /adapter crashed .*exited with code 3 while answering/.test(r.stdout) &&
        /request: \{"id":\d+,"op":"reduce"/.test(r.stdout) &&
        /giving up on purpose/.test(r.stdout),
    ),
  );
  add("conformance: a hanging adapter is reported after the time limit (exit 2)", () =>
    expect(
      exec(dir, "conformance", ["--exec", "python3 wrong.py hang", "--timeout", "5000"]),
      "hanging adapter",
      (r) => r.status === 2 && /adapter timed out .*gave no answer within 5000 ms/.test(r.stdout),
    ),
  );
  return checks;
}
