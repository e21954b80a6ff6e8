import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type ConformanceProgram, globToRegExp, runConformance } from "../src/cli.js";
import type { RunReport } from "../src/report.js";
import { tally } from "./tally.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const adapter = (mode: string) => `"${process.execPath}" "${fixture("adapters/tally.mjs")}" ${mode}`;

const program: ConformanceProgram = {
  name: "conformance",
  version: "9.9.9",
  engines: async () => new Map([["tally", tally]]),
  engineIds: ["tally"],
  defaultKits: { dir: fixture("good"), label: "the good fixtures", prefix: "kits/" },
};

async function run(args: string[], cwd = fixture("")) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (c) => {
    out += c;
  });
  stderr.on("data", (c) => {
    err += c;
  });
  const code = await runConformance(args, { stdout, stderr, cwd }, program);
  return { code, out, err };
}

describe("the command line", () => {
  it("--help and --version exit 0; a bad option exits 2 with the usage", async () => {
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage: conformance \[kits or directories…\]/);
    expect(help.out).toContain("the bundled engines: tally");
    expect(await run(["-v"])).toMatchObject({ code: 0, out: "9.9.9\n" });
    const bad = await run(["--reporter", "xml"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--reporter must be one of human, json, junit/);
    expect((await run(["--engine", "x", "--exec", "y"])).err).toMatch(/not both/);
    expect((await run(["--timeout", "soon"])).code).toBe(2);
    expect((await run(["--frobnicate"])).code).toBe(2);
  });

  it("runs the default kits against the bundled engines", async () => {
    const { code, out } = await run([]);
    expect(code).toBe(0);
    expect(out).toContain(
      "✓ kits/tally-1.1.kit.json — Format 1.1: legal actions, views, hidden paths, setup errors: 4/4",
    );
    expect(out).toContain("✓ kits/tally-1.2.kit.json — Format 1.2: what each seat is told of a step: 1/1");
    expect(out.trimEnd().split("\n").at(-1)).toBe("8 passed, 0 failed");
  });

  it("exits 1 on a failing scenario, 2 on an invalid kit or an unknown engine", async () => {
    const failing = await run(["failing.kit.json"]);
    expect(failing.code).toBe(1);
    expect(failing.out).toContain("✗ wrong-count (step 0, events at /0/count)");
    expect(failing.out.trimEnd().split("\n").at(-1)).toBe("0 passed, 5 failed");
    const invalid = await run(["bad/no-expect.kit.json"]);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toMatch(
      /invalid kit: .*no-expect\.kit\.json: \/scenarios\/0: a scenario must expect something/,
    );
    const dir = mkdtempSync(join(tmpdir(), "conformance-"));
    const orphan = JSON.parse(readFileSync(fixture("good/tally.kit.json"), "utf8"));
    writeFileSync(join(dir, "orphan.kit.json"), JSON.stringify({ ...orphan, engine: "nobody" }));
    const unknown = await run([dir]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/\/engine: unknown engine id "nobody" \(known: tally\)/);
  });

  it("--filter keeps the scenarios whose id matches a glob", async () => {
    expect(globToRegExp("refuses-*").test("refuses-when-full")).toBe(true);
    expect(globToRegExp("a?c").test("abc")).toBe(true);
    expect(globToRegExp("a.c").test("abc")).toBe(false);
    const { code, out } = await run(["--filter", "refuses-*", "--filter", "counts-one"]);
    expect(code).toBe(0);
    expect(out.trimEnd().split("\n").at(-1)).toBe("4 passed, 0 failed");
    expect((await run(["--filter", "nothing-*"])).err).toMatch(/no scenario id matches --filter/);
  });

  it("--engine imports a module exporting `engine`", async () => {
    expect((await run(["good", "--engine", "./tally-engine.mjs"])).code).toBe(0);
    const missing = await run(["good", "--engine", "./nowhere.mjs"]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot import \.\/nowhere\.mjs/);
    const notAnEngine = await run(["good", "--engine", "./adapters/../../tally.ts"]);
    expect(notAnEngine.code).toBe(2);
  });
});

describe("--exec: an implementation in another process", () => {
  it("passes every kit through a correct adapter, 1.1 and 1.2 expectations included", async () => {
    const { code, out, err } = await run(["good", "--exec", adapter("good")]);
    expect(err).toBe("");
    expect(out.trimEnd().split("\n").at(-1)).toBe("8 passed, 0 failed");
    expect(code).toBe(0);
  });

  it("runs only the default kits for the adapter's engine; refuses explicit kits for another", async () => {
    expect((await run(["--exec", adapter("good")])).code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), "conformance-"));
    const other = JSON.parse(readFileSync(fixture("good/tally.kit.json"), "utf8"));
    writeFileSync(join(dir, "other.kit.json"), JSON.stringify({ ...other, engine: "pigment" }));
    const refused = await run([dir, "--exec", adapter("good")]);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/kit is for engine "pigment", not "tally"/);
  });

  it("a wrong state is a failed scenario (exit 1), shown with what the adapter wrote on stderr", async () => {
    const { code, out } = await run(["good/tally.kit.json", "--exec", adapter("bad-state")]);
    expect(code).toBe(1);
    expect(out).toContain("✗ counts-one (step 0, events at /0/count): not equal");
    expect(out).toMatch(/adapter stderr:\n\s+reduce #1: \{"type":"count"\}/);
  });

  it("a request the adapter fails on (an error response) fails that scenario and the run goes on", async () => {
    const { code, out } = await run(["good/tally.kit.json", "--exec", adapter("throws")]);
    expect(code).toBe(1);
    expect(out).toContain("reduce threw");
    expect(out.trimEnd().split("\n").at(-1)).toBe("0 passed, 3 failed");
  });

  it("a crash is reported (exit 2) with the request being answered and the adapter's stderr", async () => {
    const { code, out } = await run(["good/tally.kit.json", "--exec", adapter("crash")]);
    expect(code).toBe(2);
    expect(out).toMatch(
      /adapter crashed \(kit kits\/tally\.kit\.json, scenario fills-at-limit\): it exited with code 3 while answering/,
    );
    expect(out).toMatch(/request: \{"id":\d+,"op":"reduce","state":\{.*\},"action":\{"type":"count"\}\}/);
    expect(out).toContain("fatal: the tally fell over");
    expect(out.trimEnd().split("\n").at(-1)).toBe("1 passed, 0 failed, 2 not run");
  });

  it("silence is reported (exit 2) after the time limit, and the adapter is killed", async () => {
    const { code, out } = await run(["good/tally.kit.json", "--timeout", "5000", "--exec", adapter("hang")]);
    expect(code).toBe(2);
    expect(out).toMatch(/adapter timed out .*: it gave no answer within 5000 ms/);
    expect(out).toMatch(/request: \{"id":\d+,"op":"reduce"/);
  });

  it.each([
    ["garbage", /answered with a line that is not JSON: "counted!"/],
    ["wrong-id", /answered with id \d+ instead of \d+/],
    ["out-of-protocol", /answered reduce with a response out of protocol/],
  ])("a %s answer breaks the protocol (exit 2)", async (mode, message) => {
    const { code, out } = await run(["good/tally.kit.json", "--exec", adapter(mode)]);
    expect(code).toBe(2);
    expect(out).toMatch(/adapter broke the protocol/);
    expect(out).toMatch(message);
  });

  it("an adapter that dies before hello is reported with its stderr (exit 2)", async () => {
    const { code, out } = await run(["good/tally.kit.json", "--exec", adapter("no-hello")]);
    expect(code).toBe(2);
    expect(out).toMatch(/adapter crashed: it exited with code 1 while answering/);
    expect(out).toContain('request: {"id":1,"op":"hello"}');
    expect(out).toContain("this adapter exits at once");
    expect(out.trimEnd().split("\n").at(-1)).toBe("0 passed, 0 failed, 3 not run");
  });

  it("a command that does not exist is a broken adapter too", async () => {
    const { code, out } = await run(["good/tally.kit.json", "--exec", "no-such-command-anywhere"]);
    expect(code).toBe(2);
    expect(out).toMatch(/exited with code 127/);
  });

  it("scenarios needing an operation the adapter lacks are unsupported, not failed (exit 0)", async () => {
    const { code, out } = await run(["good", "--exec", adapter("bare")]);
    expect(code).toBe(0);
    expect(out).toContain("○ legal-while-counting: unsupported (needs legalActions)");
    expect(out.trimEnd().split("\n").at(-1)).toBe("5 passed, 0 failed, 3 unsupported");
  });

  it("a protocol 1.0 adapter (no viewEvents in hello's ops) gets seat-event scenarios unsupported, never passed", async () => {
    const { code, out } = await run(["good", "--exec", adapter("v1")]);
    expect(code).toBe(0);
    expect(out).toContain("○ seat-events-by-seat: unsupported (needs viewEvents)");
    expect(out.trimEnd().split("\n").at(-1)).toBe("7 passed, 0 failed, 1 unsupported");
    const junit = await run(["good/tally-1.2.kit.json", "--reporter", "junit", "--exec", adapter("v1")]);
    expect(junit.out).toContain('<skipped message="unsupported: needs viewEvents"/>');
  });

  it("a wrong seat's events through an adapter fail with the step, the path and the seat (exit 1)", async () => {
    const { code, out } = await run(["failing-1.2.kit.json", "--exec", adapter("good")]);
    expect(code).toBe(1);
    expect(out).toContain('✗ wrong-seat-event (step 0, seatEvents at /0/count): not equal (seat "keeper")');
    expect(out).toContain('✗ seat-told-a-secret (step 0, seatEvents at /0/count): told to seat "keeper"');
    expect(out.trimEnd().split("\n").at(-1)).toBe("0 passed, 3 failed");
  });

  it("a viewEvents answer without events breaks the protocol (exit 2)", async () => {
    const { code, out } = await run(["good/tally-1.2.kit.json", "--exec", adapter("bad-view-events")]);
    expect(code).toBe(2);
    expect(out).toMatch(/adapter broke the protocol/);
    expect(out).toMatch(/answered viewEvents with a response out of protocol/);
    expect(out).toMatch(
      /request: \{"id":\d+,"op":"viewEvents","events":\[\{"type":"counted","count":1\}\],"seat":"keeper"/,
    );
  });
});

describe("reporters", () => {
  it("json: the whole run as one document", async () => {
    const { code, out } = await run(["good", "failing.kit.json", "--reporter", "json"]);
    expect(code).toBe(1);
    const report = JSON.parse(out) as RunReport;
    expect(report).toMatchObject({ implementation: "bundled engines", passed: 8, failed: 5, broken: null });
    expect(report.kits.map((k) => k.file)).toEqual([
      "failing.kit.json",
      "kits/tally-1.1.kit.json",
      "kits/tally-1.2.kit.json",
      "kits/tally.kit.json",
    ]);
  });

  it("junit: one testsuite per kit, failures, skipped and adapter errors, escaped", async () => {
    const dir = mkdtempSync(join(tmpdir(), "conformance-"));
    const { code, err } = await run([
      "good",
      "failing.kit.json",
      "--reporter",
      "junit",
      "--output",
      join(dir, "report.xml"),
    ]);
    expect(code).toBe(1);
    expect(err.trim()).toBe("8 passed, 5 failed");
    const xml = readFileSync(join(dir, "report.xml"), "utf8");
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance: bundled engines" tests="13" failures="5" errors="0" skipped="0">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<testsuite name="failing.kit.json" tests="5" failures="5" errors="0" skipped="0">',
    );
    expect(xml).toContain('<testcase classname="tally.tally" name="counts-one"/>');
    expect(xml).toMatch(/<failure message="events at \/0\/count: not equal" type="events">✗ wrong-count/);
    expect(xml).not.toMatch(/<failure[^>]*>[^<]*"[^<]*<\/failure>/);

    const broken = await run(["good/tally.kit.json", "--reporter", "junit", "--exec", adapter("crash")]);
    expect(broken.code).toBe(2);
    expect(broken.out).toContain('errors="2"');
    expect(broken.out).toMatch(
      /<error message="not run: the adapter exited with code 3 while answering" type="adapter"\/>/,
    );
    expect(broken.err).toMatch(/adapter crashed/);
    const bare = await run(["good", "--reporter", "junit", "--exec", adapter("bare")]);
    expect(bare.out).toContain('<skipped message="unsupported: needs legalActions"/>');
  });
});
