/**
 * The JSON Schemas that get a reference page, and where each page sits in the sidebar: the
 * formats of the tools (a protocol, the kit format), listed here, and every engine's, found from
 * the catalogue (`@games/catalogue`): no engine is named here. To add a tool's format, add one
 * line: its schema file (or a `*` pattern), the sidebar group, and optionally a label and the
 * markdown file that explains it in prose.
 */
import { posix } from "node:path";
import { CATALOGUE } from "@games/catalogue";
import { entryKind, workspacePackages } from "./repo.js";

export interface SchemaPageSpec {
  /** Repository path of the schema file, or a pattern with `*` within one folder name. */
  readonly schema: string;
  /** Sidebar group ("Conformance", "LGC TCG data"). */
  readonly group: string;
  /** Sidebar label; default: the schema's `title`. */
  readonly label?: string;
  /** The markdown file that explains the format (linked at the top of the page), `#section` optional. */
  readonly guide?: string;
}

/** The formats that are no engine's: the kits, the adapter and match protocols. */
const TOOL_SCHEMAS: readonly SchemaPageSpec[] = [
  {
    schema: "conformance/kit.schema.json",
    group: "Conformance",
    label: "Kit format",
    guide: "packages/conformance/README.md",
  },
  {
    schema: "packages/conformance/src/protocol.schema.json",
    group: "Conformance",
    label: "Adapter protocol",
    guide: "packages/conformance/README.md#the-adapter-protocol---exec",
  },
  {
    schema: "packages/match-client/src/protocol.schema.json",
    group: "Online play",
    label: "Match protocol",
    guide: "apps/server/README.md#protocol-stable-extend-dont-break",
  },
];

/**
 * Each engine package's schemas, in the catalogue's order: its data's (`data/<folder>/` and
 * `data/<folder>/schema/`, explained by its DATA.md when it has one, else its RULES.md) and its
 * own (`<package>/schema/`, explained by its RULES.md). An engine with a data model of its own
 * (a DATA.md) gets a sidebar group of its own, "<name> data"; the others share "Game data".
 */
export function engineSchemaPages(): SchemaPageSpec[] {
  const dirs = new Map(workspacePackages().map((p) => [p.name, p.dir]));
  const done = new Set<string>();
  return CATALOGUE.flatMap((manifest) => {
    const dir = dirs.get(manifest.package);
    if (dir === undefined || done.has(dir)) return [];
    done.add(dir);
    const folder = posix.basename(dir);
    const rules = `${dir}/RULES.md`;
    const dataModel = entryKind(`${dir}/DATA.md`) === "file" ? `${dir}/DATA.md` : null;
    const group = dataModel === null ? "Game data" : `${manifest.name.en} data`;
    return [
      { schema: `data/${folder}/schema/*.schema.json`, group, guide: dataModel ?? rules },
      { schema: `data/${folder}/*.schema.json`, group, guide: dataModel ?? rules },
      { schema: `${dir}/schema/*.schema.json`, group, guide: rules },
    ];
  });
}

export const SCHEMA_PAGES: readonly SchemaPageSpec[] = [...TOOL_SCHEMAS, ...engineSchemaPages()];
