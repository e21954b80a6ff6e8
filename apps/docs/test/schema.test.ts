import { describe, expect, test } from "vitest";
import { readRepoFile } from "../src/repo.js";
import {
  describe as describeNode,
  inlineCode,
  type SchemaLinks,
  type SchemaObject,
  schemaPage,
} from "../src/schema.js";
import { schemaPages } from "../src/site.js";

const links: SchemaLinks = {
  external: (ref) =>
    ref.startsWith("other.schema.json") ? `/schema/other.md#def-${ref.split("/").pop()}` : undefined,
};

const schema: SchemaObject = {
  title: "Widget",
  description: "A widget file.",
  type: "object",
  required: ["size"],
  additionalProperties: false,
  properties: {
    size: { description: "How big.", type: "integer", minimum: 1, maximum: 9 },
    colour: { $ref: "#/$defs/colour" },
    owner: { oneOf: [{ $ref: "other.schema.json#/$defs/ownerId" }, { type: "null" }] },
    name: { type: "string", minLength: 1, pattern: "^[a-z]+$" },
    parts: {
      type: "array",
      minItems: 1,
      items: { type: "object", required: ["id"], properties: { id: { type: "string" } } },
    },
  },
  // As a schema file has it (a literal object with "then" would be a thenable to lint).
  allOf: [
    JSON.parse(
      '{"if": {"properties": {"size": {"const": 9}}, "required": ["size"]}, "then": {"required": ["colour"]}}',
    ),
  ],
  $defs: { colour: { description: "A paint.", enum: ["red", "blue"] } },
};
const page = schemaPage({
  file: "data/widget.schema.json",
  schema,
  sourceHref: "/source/data/widget.schema.json.md",
  links,
});

describe("a schema's reference page", () => {
  test("each property: type with its constraints, whether required, description", () => {
    expect(page).toContain("| `size` | integer, 1–9 | yes | How big. |");
    expect(page).toContain("| `name` | string, not empty, matches `^[a-z]+$` |  |  |");
  });

  test("$refs link to the definition's anchor, in this file or another schema's page", () => {
    expect(page).toContain("| `colour` | [colour](#def-colour) |");
    expect(page).toContain("| `owner` | [ownerId](/schema/other.md#def-ownerId) or null |");
    expect(page).toContain("### colour {#def-colour}");
    expect(page).toContain('A paint.\n\nType: one of `"red"`, `"blue"`.');
  });

  test("objects inside arrays get their own table, linked from the row", () => {
    expect(page).toContain("See [`parts[]`](#root-parts).");
    expect(page).toContain("### `parts[]` {#root-parts}");
    expect(page).toContain("| `id` | string | yes |  |");
  });

  test("conditionals are spelt out; closed objects say so; the file is linked", () => {
    expect(page).toContain("- if `size` is `9`, then requires `colour`");
    expect(page).toContain("No other properties.");
    expect(page).toContain("[`data/widget.schema.json`](/source/data/widget.schema.json.md)");
  });

  test("inline code survives backticks in patterns", () => {
    expect(inlineCode("a`b")).toBe("`` a`b ``");
    expect(inlineCode("plain")).toBe("`plain`");
    expect(describeNode({ type: "string", pattern: "^`x`$" }, links)).toBe("string, matches `` ^`x`$ ``");
  });
});

test("every listed schema of the repository renders, each local $ref pointing at a definition of its page", () => {
  const pages = schemaPages();
  expect(pages.map((p) => p.file)).toContain("conformance/kit.schema.json");
  expect(pages.map((p) => p.file)).toContain("data/lgc-tcg/schema/card.schema.json");
  for (const { file } of pages) {
    const json = JSON.parse(readRepoFile(file)) as SchemaObject;
    const markdown = schemaPage({
      file,
      schema: json,
      sourceHref: "/x.md",
      links: { external: () => "/y.md" },
    });
    const anchors = new Set([...markdown.matchAll(/\{#([^}]+)\}/g)].map((m) => m[1]));
    for (const [, anchor] of markdown.matchAll(/\]\(#([^)]+)\)/g))
      expect(anchors, `${file} #${anchor}`).toContain(anchor);
  }
});
