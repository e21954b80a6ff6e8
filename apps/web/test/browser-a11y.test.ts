/**
 * The accessibility check (issue 30): axe-core (WCAG 2.0/2.1 A and AA rules: contrast, labels,
 * roles, names…) on every page of the app's route table, at the desktop and phone sizes; zero
 * violations but those accepted, each with its reason, in ./browser/a11y-allowed.ts.
 */
import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ALLOWED } from "./browser/a11y-allowed.js";
import { findChromium, launchApp, openPage, type RunningApp } from "./browser/harness.js";
import { EVERY_PAGE, VIEWPORTS } from "./browser/layout.js";

const executablePath = findChromium();
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const SIZES = VIEWPORTS.filter((v) => v.name !== "tablet");

/** Allow-list entries used by some page, to fail on those that match nothing any more. */
const used = new Set<number>();

/** A violation's nodes not accepted by the allow-list, as `rule: target — message`. */
function unexplained(ready: string, violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]) {
  const out: string[] = [];
  for (const v of violations)
    for (const node of v.nodes) {
      const target = node.target.join(" ");
      const i = ALLOWED.findIndex(
        (a) =>
          a.rule === v.id &&
          (a.pages === "*" || a.pages.includes(ready)) &&
          a.targets.some((t) => target.includes(t)),
      );
      if (i >= 0) used.add(i);
      else out.push(`${v.id}: ${target} — ${node.failureSummary?.replace(/\s+/g, " ") ?? v.help}`);
    }
  return out;
}

describe.skipIf(executablePath === null)("accessibility of every page in Chromium (axe, WCAG 2.1 AA)", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  for (const { path, ready } of EVERY_PAGE)
    test(`${ready}: no unexplained violation`, async () => {
      for (const size of SIZES) {
        const { page } = await openPage(app, path, ready, size.options);
        await page.waitForTimeout(300); // entrance animations (contrast is measured on what is shown)
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
        expect(unexplained(ready, violations), `${ready} at ${size.name} size`).toEqual([]);
        await page.context().close();
      }
    }, 480_000); // axe over the gallery's hundreds of drawn cards takes minutes on a loaded machine

  test("every allow-list entry still matches a finding", () => {
    const stale = ALLOWED.filter((_, i) => !used.has(i)).map((a) => `${a.rule} on ${a.targets.join(", ")}`);
    expect(stale).toEqual([]);
  });
});
