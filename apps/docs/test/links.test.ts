import { describe, expect, test } from "vitest";
import { isExternal, linkTarget, rewriteLink } from "../src/links.js";

// Repository paths that have pages (the real files exist; the map is what the generator found).
const pages = {
  "README.md": "overview.md",
  "docs/ARCHITECTURE.md": "docs/architecture.md",
  "packages/lgc-tcg/README.md": "packages/lgc-tcg/index.md",
  "packages/lgc-tcg/DATA.md": "packages/lgc-tcg/data.md",
  "packages/pigment/README.md": "packages/pigment/index.md",
  "docs/seeds/README.md": "docs/seeds/index.md",
  "docs/seeds/003_ba79125b42f8848b.txt": "docs/seeds/003_ba79125b42f8848b.md",
};
const sources = {
  "apps/web/src": "source/apps/web/src/index.md",
  "packages/pigment/src/index.ts": "source/packages/pigment/src/index.ts.md",
};
const manifest = { pages, sources };

describe("relative links in repository markdown", () => {
  test("a sibling file with an anchor goes to its page, anchor kept", () => {
    expect(rewriteLink(manifest, "packages/lgc-tcg/README.md", "./DATA.md#generated-rules-text")).toEqual({
      href: "/packages/lgc-tcg/data.md#generated-rules-text",
    });
    expect(rewriteLink(manifest, "packages/lgc-tcg/README.md", "DATA.md")).toEqual({
      href: "/packages/lgc-tcg/data.md",
    });
  });

  test("a folder goes to its README's page", () => {
    expect(linkTarget(pages, "README.md", "packages/pigment")).toEqual({
      kind: "page",
      path: "packages/pigment/README.md",
    });
    expect(rewriteLink(manifest, "docs/ARCHITECTURE.md", "../packages/pigment/")).toEqual({
      href: "/packages/pigment/index.md",
    });
  });

  test("a path from the root (GitHub's /…) and a climb out of a package both resolve", () => {
    expect(rewriteLink(manifest, "packages/lgc-tcg/DATA.md", "/docs/ARCHITECTURE.md#tasks")).toEqual({
      href: "/docs/architecture.md#tasks",
    });
    expect(rewriteLink(manifest, "packages/lgc-tcg/DATA.md", "../../README.md")).toEqual({
      href: "/overview.md",
    });
  });

  test("files and folders without a page of their own go to their source page", () => {
    expect(linkTarget(pages, "packages/pigment/README.md", "src/index.ts")).toEqual({
      kind: "source",
      path: "packages/pigment/src/index.ts",
      entry: "file",
    });
    expect(linkTarget(pages, "README.md", "apps/web/src")).toEqual({
      kind: "source",
      path: "apps/web/src",
      entry: "dir",
    });
    expect(rewriteLink(manifest, "packages/pigment/README.md", "./src/index.ts#L3")).toEqual({
      href: "/source/packages/pigment/src/index.ts.md#L3",
    });
  });

  test("the shared seeds folder outside the repository means the copy in docs/seeds", () => {
    expect(rewriteLink(manifest, "README.md", "../shared/seeds/003_ba79125b42f8848b.txt")).toEqual({
      href: "/docs/seeds/003_ba79125b42f8848b.md",
    });
    expect(rewriteLink(manifest, "README.md", "../shared/seeds/")).toEqual({ href: "/docs/seeds/index.md" });
  });

  test("a link to nothing is an error naming the file and the link", () => {
    expect(rewriteLink(manifest, "packages/pigment/README.md", "./NOTES.md")).toEqual({
      error:
        'packages/pigment/README.md: dead link "./NOTES.md" (packages/pigment/NOTES.md is not in the repository)',
    });
    expect(linkTarget(pages, "README.md", "../elsewhere/file.md").kind).toBe("dead");
    // Dependencies and build output are not the repository's documents.
    expect(linkTarget(pages, "README.md", "node_modules/vitepress/package.json").kind).toBe("dead");
  });

  test("URLs with a scheme and same-page anchors are left alone", () => {
    expect(isExternal("https://example.org/x")).toBe(true);
    expect(isExternal("mailto:someone@example.org")).toBe(true);
    expect(isExternal("#section")).toBe(true);
    expect(isExternal("./RULES.md")).toBe(false);
  });
});
