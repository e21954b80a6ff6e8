/**
 * A reference page from a JSON Schema file: what each object's properties are (type, constraints,
 * whether required, description), each `$defs` entry with its own anchor (`#def-<name>`), `$ref`s
 * as links (across schema files too), and the combinators (`oneOf`, `if`/`then`…) as rules in
 * words. The file itself stays the authority: the page links to its full text.
 */

/** A JSON Schema (draft 2020-12) node, as far as the page reads it. */
export type Schema = boolean | SchemaObject;

export interface SchemaObject {
  readonly $id?: string;
  readonly $ref?: string;
  readonly title?: string;
  readonly description?: string;
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly patternProperties?: Readonly<Record<string, Schema>>;
  readonly additionalProperties?: Schema;
  readonly propertyNames?: Schema;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly prefixItems?: readonly Schema[];
  readonly contains?: Schema;
  readonly allOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly not?: Schema;
  readonly if?: Schema;
  readonly then?: Schema;
  readonly else?: Schema;
  readonly $defs?: Readonly<Record<string, Schema>>;
  readonly [keyword: string]: unknown;
}

/** Where the page's links go. */
export interface SchemaLinks {
  /** The link of a `$ref` that names another file ("card.schema.json#/$defs/cardId"), if it has a page. */
  readonly external: (ref: string) => string | undefined;
}

/** The anchor of a definition: "cardId" → "def-cardId". */
export const defAnchor = (name: string): string => `def-${name.replace(/[^\w-]/g, "-")}`;

/** Inline code of any text: delimiters longer than any backtick run in it. */
export function inlineCode(text: string): string {
  const ticks = "`".repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  return ticks.length > 1 || text.startsWith("`") || text.endsWith("`")
    ? `${ticks} ${text} ${ticks}`
    : `${ticks}${text}${ticks}`;
}

/** A JSON value as inline code. */
const code = (value: unknown): string => inlineCode(JSON.stringify(value));

/** Table cells: one line, pipes escaped. */
const cell = (text: string): string => text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|");

function refLink(ref: string, links: SchemaLinks): string {
  const local = /^#\/\$defs\/(.+)$/.exec(ref);
  if (local) return `[${local[1]}](#${defAnchor(local[1]!)})`;
  if (ref === "#") return "[this schema](#)";
  const href = links.external(ref);
  const name = ref.split("/").pop() ?? ref;
  return href ? `[${name}](${href})` : code(ref);
}

/** "1–9", "at least 1 item", "empty"; `unit` is [singular, plural] ("" for plain numbers). */
function range(min: unknown, max: unknown, unit: readonly [string, string] = ["", ""]): string | undefined {
  const of = (n: number) => `${n}${n === 1 ? unit[0] : unit[1]}`;
  if (max === 0 && unit[1] !== "") return "empty";
  if (typeof min === "number" && typeof max === "number")
    return min === max ? `exactly ${of(min)}` : `${min}–${of(max)}`;
  if (typeof min === "number") return `at least ${of(min)}`;
  if (typeof max === "number") return `at most ${of(max)}`;
  return undefined;
}

/** The constraints of a node besides its type, in words. */
function constraints(s: SchemaObject): string[] {
  const out: string[] = [];
  const num = range(s.minimum, s.maximum);
  if (num) out.push(num);
  if (typeof s.exclusiveMinimum === "number") out.push(`> ${s.exclusiveMinimum}`);
  if (typeof s.exclusiveMaximum === "number") out.push(`< ${s.exclusiveMaximum}`);
  const len =
    s.minLength === 1 && s.maxLength === undefined
      ? "not empty"
      : range(s.minLength, s.maxLength, [" character", " characters"]);
  if (len) out.push(len);
  const items = range(s.minItems, s.maxItems, [" item", " items"]);
  if (items) out.push(items);
  const props = range(s.minProperties, s.maxProperties, [" property", " properties"]);
  if (props) out.push(props);
  if (s.uniqueItems === true) out.push("unique items");
  if (typeof s.pattern === "string") out.push(`matches ${inlineCode(s.pattern)}`);
  if (typeof s.format === "string") out.push(`format ${s.format}`);
  if (s.default !== undefined) out.push(`default ${code(s.default)}`);
  return out;
}

/** A short inline description of a node's type: "integer, 1–999", "[cardId](#def-cardId) or null". */
export function describe(schema: Schema, links: SchemaLinks, depth = 0): string {
  if (schema === true) return "any JSON value";
  if (schema === false) return "forbidden";
  const s = schema;
  const parts: string[] = [];
  if (s.$ref) parts.push(refLink(s.$ref, links));
  if (s.const !== undefined) parts.push(code(s.const));
  if (s.enum) parts.push(`one of ${s.enum.map(code).join(", ")}`);
  const types = s.type === undefined ? [] : typeof s.type === "string" ? [s.type] : [...s.type];
  if (types.length > 0 && s.const === undefined && s.enum === undefined) {
    parts.push(
      types
        .map((t) => {
          if (t === "array" && s.items !== undefined && depth < 3)
            return `array of ${describe(s.items, links, depth + 1)}`;
          if (t === "array" && s.prefixItems)
            return `tuple [${s.prefixItems.map((p) => describe(p, links, depth + 1)).join(", ")}]`;
          return t;
        })
        .join(" or "),
    );
  }
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives && depth < 3 && alternatives.every((a) => isSimple(a))) {
    parts.push(alternatives.map((a) => describe(a, links, depth + 1)).join(" or "));
  }
  if (s.not !== undefined && depth < 8) parts.push(`not ${describe(s.not, links, depth + 1)}`);
  parts.push(...constraints(s));
  if (parts.length === 0) {
    if (s.properties || s.allOf || s.oneOf || s.anyOf || s.if) return "object";
    return "any JSON value";
  }
  return parts.join(", ");
}

/** A node that reads well inline: no properties of its own, no nested combinators. */
function isSimple(schema: Schema): boolean {
  if (typeof schema === "boolean") return true;
  return !schema.properties && !schema.allOf && !schema.oneOf && !schema.anyOf && !schema.if;
}

/** An inline object worth its own table. */
const hasTable = (schema: Schema | undefined): schema is SchemaObject =>
  typeof schema === "object" && schema.properties !== undefined && Object.keys(schema.properties).length > 0;

/** What a rule says of one property: "is `"SPELL"`", "is one of …", "must be absent", ": …". */
function predicate(schema: Schema, links: SchemaLinks, depth: number): string {
  if (schema === false) return " must be absent";
  if (typeof schema === "object" && isSimple(schema) && schema.$ref === undefined) {
    if (schema.const !== undefined && schema.type === undefined) return ` is ${code(schema.const)}`;
    if (schema.enum !== undefined && schema.type === undefined)
      return schema.enum.length === 1
        ? ` is ${code(schema.enum[0])}`
        : ` is one of ${schema.enum.map(code).join(", ")}`;
    const not = schema.not;
    if (typeof not === "object" && not.const !== undefined && Object.keys(schema).length === 1)
      return ` is not ${code(not.const)}`;
  }
  return `: ${ruleText(schema, links, depth)}`;
}

/** An object schema that only constrains its properties: its rules read as paths ("`target.kind`"). */
const onlyProperties = (schema: Schema): schema is SchemaObject =>
  typeof schema === "object" &&
  schema.properties !== undefined &&
  Object.keys(schema).every((k) =>
    ["properties", "required", "type", "description", "additionalProperties"].includes(k),
  );

/** A rule of a combinator, in words: "if `type` is `"SPELL"`, then …". */
function ruleText(schema: Schema, links: SchemaLinks, depth: number, prefix = ""): string {
  if (typeof schema === "boolean" || depth > 8) return describe(schema, links, depth);
  const s = schema;
  const parts: string[] = [];
  if (s.required && s.required.length > 0)
    parts.push(`requires ${s.required.map((r) => inlineCode(prefix + r)).join(", ")}`);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    if (onlyProperties(prop)) parts.push(ruleText(prop, links, depth + 1, `${prefix}${name}.`));
    else parts.push(`${inlineCode(prefix + name)}${predicate(prop, links, depth + 1)}`);
  }
  if (s.items !== undefined && typeof s.items === "object" && !isSimple(s.items))
    parts.push(`each item: ${ruleText(s.items, links, depth + 1)}`);
  if (s.contains !== undefined) parts.push(`some item: ${ruleText(s.contains, links, depth + 1)}`);
  // Alternatives of plain types read inline ("cardId or null"); others are listed as rules.
  const inlineOneOf = s.oneOf?.every(isSimple) === true && parts.length === 0;
  const inlineAnyOf = s.anyOf?.every(isSimple) === true && parts.length === 0;
  if (s.oneOf && !inlineOneOf)
    parts.push(`exactly one of (${s.oneOf.map((o) => ruleText(o, links, depth + 1)).join("; ")})`);
  if (s.anyOf && !inlineAnyOf)
    parts.push(`at least one of (${s.anyOf.map((o) => ruleText(o, links, depth + 1)).join("; ")})`);
  for (const sub of s.allOf ?? []) parts.push(ruleText(sub, links, depth + 1));
  if (s.if !== undefined) parts.push(conditional(s, links, depth));
  const own = describe(
    {
      ...s,
      properties: undefined,
      required: undefined,
      allOf: undefined,
      if: undefined,
      oneOf: inlineOneOf ? s.oneOf : undefined,
      anyOf: inlineAnyOf ? s.anyOf : undefined,
    },
    links,
    depth,
  );
  if (parts.length === 0) return own;
  const simpleOwn = own !== "object" && own !== "any JSON value" ? `${own}; ` : "";
  // A conditional alone needs no parentheses.
  if (parts.length === 1 && simpleOwn === "") return parts[0]!.replace(/^\((if [\s\S]*)\)$/, "$1");
  return `${simpleOwn}${parts.join("; ")}`;
}

function conditional(s: SchemaObject, links: SchemaLinks, depth: number): string {
  const when = ruleText(s.if!, links, depth + 1).replace(/^requires [^;]+; /, "");
  let text = `if ${when}, then ${s.then === undefined ? "nothing more" : ruleText(s.then, links, depth + 1)}`;
  if (s.else !== undefined) text += `, else ${ruleText(s.else, links, depth + 1)}`;
  return `(${text})`;
}

/** The rules of a node that its property table cannot show: combinators and conditionals. */
function rules(s: SchemaObject, links: SchemaLinks): string[] {
  const out: string[] = [];
  const alternatives = (word: string, list: readonly Schema[] | undefined) => {
    if (!list || list.every(isSimple)) return;
    out.push(`${word}:`);
    for (const alt of list) out.push(`  - ${ruleText(alt, links, 1)}`);
  };
  alternatives("Exactly one of", s.oneOf);
  alternatives("At least one of", s.anyOf);
  for (const sub of s.allOf ?? []) out.push(`- ${ruleText(sub, links, 1)}`);
  if (s.if !== undefined) out.push(`- ${conditional(s, links, 1).replace(/^\(|\)$/g, "")}`);
  if (s.not !== undefined && !isSimple(s.not)) out.push(`- must not match: ${ruleText(s.not, links, 1)}`);
  return out.map((line) => (line.startsWith("-") || line.startsWith("  ") ? line : `- ${line}`));
}

/** Where a node sits: its heading, its JSON path ("" at the root) and its anchor. */
interface Place {
  readonly heading: string;
  readonly path: string;
  readonly anchor: string;
  readonly level: number;
}

/** The place of an object nested under `parent` at property `prop` (or its items). */
function nestedPlace(parent: Place, prop: string, items: boolean): Place {
  const path = `${parent.path ? `${parent.path}.` : ""}${prop}${items ? "[]" : ""}`;
  const anchor = `${parent.anchor}-${prop.replace(/[^\w-]/g, "-")}`.toLowerCase();
  return { heading: `\`${path}\``, path, anchor, level: Math.min(parent.level + 1, 4) };
}

/** The markdown of one node: description, type, property table, nested objects and rules. */
function nodeSection(schema: Schema, place: Place, links: SchemaLinks): string[] {
  const out: string[] = [`${"#".repeat(place.level)} ${place.heading} {#${place.anchor}}`, ""];
  if (typeof schema === "boolean") return [...out, describe(schema, links), ""];
  if (schema.description) out.push(schema.description, "");
  out.push(`Type: ${describe(schema, links)}.`, "");
  const nested: [Place, SchemaObject][] = [];
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length > 0) {
    const required = new Set(schema.required ?? []);
    out.push("| Property | Type | Required | Description |", "| --- | --- | --- | --- |");
    for (const [prop, sub] of properties) {
      const itemTable = typeof sub === "object" && hasTable(sub.items) ? sub.items : undefined;
      const table = hasTable(sub) ? sub : itemTable;
      const description = typeof sub === "object" && sub.description ? sub.description : "";
      let see = "";
      if (table) {
        const child = nestedPlace(place, prop, table === itemTable);
        nested.push([child, table]);
        see = ` See [\`${child.path}\`](#${child.anchor}).`;
      }
      const cells = [
        inlineCode(prop),
        describe(sub, links),
        required.has(prop) ? "yes" : "",
        description + see,
      ];
      out.push(`| ${cells.map(cell).join(" | ")} |`);
    }
    out.push("");
  }
  if (schema.additionalProperties === false && properties.length > 0) out.push("No other properties.", "");
  else if (typeof schema.additionalProperties === "object")
    out.push(`Other properties: ${describe(schema.additionalProperties, links)}.`, "");
  for (const [pattern, sub] of Object.entries(schema.patternProperties ?? {}))
    out.push(`Properties matching ${inlineCode(pattern)}: ${describe(sub, links)}.`, "");
  if (schema.propertyNames !== undefined)
    out.push(`Property names: ${describe(schema.propertyNames, links)}.`, "");
  if (schema.items !== undefined && properties.length === 0 && hasTable(schema.items)) {
    const items = { ...place, path: `${place.path}[]`, anchor: `${place.anchor}-items` };
    nested.push([
      { ...items, heading: `\`${items.path}\``, level: Math.min(place.level + 1, 4) },
      schema.items,
    ]);
  }
  const ruleLines = rules(schema, links);
  if (ruleLines.length > 0) out.push("Rules:", "", ...ruleLines, "");
  for (const [child, sub] of nested) out.push(...nodeSection(sub, child, links));
  return out;
}

export interface SchemaPageOptions {
  /** Repository path of the schema file. */
  readonly file: string;
  readonly schema: SchemaObject;
  /** Link to the file's full text. */
  readonly sourceHref: string;
  /** Where the format is explained in prose, if anywhere. */
  readonly guide?: { readonly href: string; readonly label: string };
  readonly links: SchemaLinks;
}

/** The markdown page of a schema file. */
export function schemaPage(options: SchemaPageOptions): string {
  const { file, schema, links } = options;
  const title = schema.title ?? file.split("/").pop()!;
  const out: string[] = [
    "---",
    `title: ${JSON.stringify(title)}`,
    "outline: [2, 3]",
    "---",
    "",
    "::: v-pre",
    "",
  ];
  out.push(`# ${title}`, "");
  out.push(
    `The JSON Schema [\`${file}\`](${options.sourceHref})${schema.$id ? ` (\`$id\` \`${schema.$id}\`)` : ""}, in words: this page is generated from the file at every build.${options.guide ? ` Explained in [${options.guide.label}](${options.guide.href}).` : ""}`,
    "",
  );
  const { description: _description, ...root } = schema;
  if (schema.description) out.push(schema.description, "");
  out.push(...nodeSection(root, { heading: "The document", path: "", anchor: "root", level: 2 }, links));
  const defs = Object.entries(schema.$defs ?? {});
  if (defs.length > 0) {
    out.push("## Definitions", "");
    for (const [name, def] of defs)
      out.push(...nodeSection(def, { heading: name, path: name, anchor: defAnchor(name), level: 3 }, links));
  }
  out.push(":::", "");
  return out.join("\n");
}
