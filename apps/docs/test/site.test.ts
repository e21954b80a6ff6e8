import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { checkLinks } from "../src/check-links.js";
import { guideLabel, sidebar } from "../src/nav.js";
import { readRepoFile, workspacePackages } from "../src/repo.js";
import {
  markdownFiles,
  markdownRoute,
  planSite,
  relativeLinks,
  schemaRoute,
  sectionLines,
  sourceRoute,
} from "../src/site.js";
import { fence, sourcePage } from "../src/source.js";

describe("page routes", () => {
  test("a markdown file's page mirrors its path, lower-case, README as the folder's index", () => {
    expect(markdownRoute("README.md")).toBe("overview.md");
    expect(markdownRoute("packages/pigment/README.md")).toBe("packages/pigment/index.md");
    expect(markdownRoute("packages/pigment/RULES.md")).toBe("packages/pigment/rules.md");
    expect(markdownRoute("docs/ARCHITECTURE.md")).toBe("docs/architecture.md");
    expect(schemaRoute("conformance/kit.schema.json")).toBe("schema/conformance/kit.md");
    expect(sourceRoute("apps/cli", "dir")).toBe("source/apps/cli/index.md");
    expect(sourceRoute("apps/cli/src/main.ts", "file")).toBe("source/apps/cli/src/main.ts.md");
  });
});

describe("reading markdown", () => {
  test("relative links outside code, images and reference definitions included", () => {
    const markdown = [
      "See [rules](./RULES.md), [web](https://example.org), [top](#top) and ![die](img/die.png).",
      "Inline `[not](a-link.md)` code.",
      "```md",
      "[not](in-a-fence.md)",
      "```",
      "[ref]: ../docs/ARCHITECTURE.md",
    ].join("\n");
    expect(relativeLinks(markdown)).toEqual(["./RULES.md", "img/die.png", "../docs/ARCHITECTURE.md"]);
  });

  test("a guide's label names the section its GitHub anchor points at", () => {
    const markdown = [
      "# @core/conformance",
      "```md",
      "## Not (`this`)",
      "```",
      "## The protocol (`--exec`)",
    ].join("\n");
    expect(guideLabel(markdown, undefined)).toBe("@core/conformance");
    expect(guideLabel(markdown, "the-protocol---exec")).toBe("@core/conformance: The protocol (--exec)");
    expect(guideLabel(markdown, "not-this")).toBe("@core/conformance");
  });

  test("a section's lines run to the next heading of its level, not one inside a fence", () => {
    const markdown = [
      "# Doc",
      "",
      "## Adding an engine",
      "",
      "1. Step",
      "```sh",
      "## not a heading",
      "```",
      "",
      "## Next",
    ].join("\n");
    expect(sectionLines(markdown, /adding an engine/i)).toEqual([3, 8]);
    expect(sectionLines(markdown, /missing/)).toBeNull();
  });

  test("source pages fence any text, whatever backticks it holds", () => {
    expect(fence("no ticks")).toBe("```");
    expect(fence("a ```` b")).toBe("`````");
  });
});

describe("the repository's site", () => {
  const plan = planSite();

  test("has no dead link in any markdown file", () => {
    expect(plan.deadLinks).toEqual([]);
  });

  test("shows every package's README and every engine's RULES.md, and the architecture", () => {
    const sources = new Set(plan.included.map((p) => p.source));
    for (const path of markdownFiles()) expect(sources, path).toContain(path);
    for (const pkg of workspacePackages().filter((p) => p.name.startsWith("@engines/"))) {
      expect(sources).toContain(`${pkg.dir}/README.md`);
      expect(sources).toContain(`${pkg.dir}/RULES.md`);
    }
    expect(sources).toContain("docs/ARCHITECTURE.md");
    expect(plan.included.find((p) => p.route === "docs/adding-an-engine.md")?.source).toBe(
      "docs/ARCHITECTURE.md",
    );
  });

  test("documents every entry point of every published package", () => {
    const names = plan.api.map((m) => m.name);
    for (const pkg of workspacePackages().filter((p) => p.published)) {
      for (const subpath of Object.keys(pkg.sources)) {
        expect(names).toContain(subpath === "." ? pkg.name : `${pkg.name}/${subpath.slice(2)}`);
      }
    }
    expect(names).toContain("@engines/pigment/testing");
    expect(names).not.toContain("@apps/web");
  });

  test("has the five seeds, the kit format and the card data schemas", () => {
    expect(plan.seeds).toHaveLength(5);
    const schemas = plan.schemas.map((s) => s.file);
    expect(schemas).toContain("conformance/kit.schema.json");
    expect(schemas.filter((f) => f.startsWith("data/lgc-tcg/schema/")).length).toBeGreaterThan(5);
    expect(plan.cards).toEqual({ list: "lgc-tcg/cards.md", glossary: "lgc-tcg/glossary.md" });
  });

  test("has the conformance adapter protocol and the published bins' packages", () => {
    const protocol = plan.schemas.find((s) => s.file === "packages/conformance/src/protocol.schema.json");
    expect(protocol?.spec.label).toBe("Adapter protocol");
    // Its guide names the README's section on the protocol, which is there.
    const [file = "", anchor] = protocol?.spec.guide?.split("#") ?? [];
    expect(plan.pages[file]).toBe("packages/conformance/index.md");
    expect(guideLabel(readRepoFile(file), anchor)).toMatch(/: The adapter protocol/);
    expect(plan.pages["packages/conformance-runner/README.md"]).toBe("packages/conformance-runner/index.md");
    expect(plan.pages["apps/cli/README.md"]).toBe("apps/cli/index.md");
    expect(plan.api.map((m) => m.name)).toContain("@games/conformance");
  });

  test("has the match protocol, generated from its schema, explained by the server README, in the sidebar", () => {
    const protocol = plan.schemas.find((s) => s.file === "packages/match-client/src/protocol.schema.json");
    expect(protocol?.spec).toMatchObject({ label: "Match protocol", group: "Online play" });
    expect(protocol?.route).toMatch(/^schema\/.+\.md$/);
    const [file = "", anchor] = protocol?.spec.guide?.split("#") ?? [];
    expect(plan.pages[file]).toBe("apps/server/index.md");
    expect(guideLabel(readRepoFile(file), anchor)).toMatch(/: Protocol/);
    const group = sidebar(plan).find((g) => g.text === "Online play");
    expect(group?.collapsed).toBe(false);
    expect(group?.items?.map((i) => i.text)).toEqual(["Match protocol"]);
  });

  test("every schema page's guide is a page, and its #section a heading of that file", () => {
    for (const { spec } of plan.schemas) {
      if (!spec.guide) continue;
      const [file = "", anchor] = spec.guide.split("#");
      expect(plan.pages[file], spec.guide).toBeDefined();
      if (anchor) expect(guideLabel(readRepoFile(file), anchor), spec.guide).toContain(": ");
    }
  });

  test("every schema file and every linked file or folder has a source page", () => {
    const sources = new Set(plan.sources.map((s) => s.path));
    for (const s of plan.schemas) expect(sources).toContain(s.file);
    const folder = plan.sources.find((s) => s.entry === "dir");
    if (folder) expect(sourcePage(folder, plan)).toContain(`# \`${folder.path}/\``);
  });
});

test("the built-site check finds links to missing pages and anchors", () => {
  const dist = mkdtempSync(join(tmpdir(), "docs-links-"));
  writeFileSync(
    join(dist, "index.html"),
    '<h1 id="top">Home</h1><a href="/b.html#here">ok</a><a href="/b#gone">anchor</a><a href="/c.html">page</a><a href="#top">self</a><a href="https://example.org/x">out</a>',
  );
  writeFileSync(join(dist, "b.html"), '<h2 id="here">B</h2><a href="./index.html#nope">back</a>');
  expect(checkLinks(dist)).toEqual(
    [
      { page: "b.html", href: "./index.html#nope", problem: "no #nope on index.html" },
      { page: "index.html", href: "/b#gone", problem: "no #gone on b.html" },
      { page: "index.html", href: "/c.html", problem: "no page c.html" },
    ].sort((x, y) => x.page.localeCompare(y.page)),
  );
});
