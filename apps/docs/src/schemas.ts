/**
 * The JSON Schemas that get a reference page, and where each page sits in the sidebar. To add a
 * format (a protocol, a data file), add one line: its schema file (or a `*` pattern), the sidebar
 * group, and optionally a label and the markdown file that explains it in prose.
 */
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

export const SCHEMA_PAGES: readonly SchemaPageSpec[] = [
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
  {
    schema: "data/lgc-tcg/schema/card.schema.json",
    group: "LGC TCG data",
    label: "Card",
    guide: "packages/lgc-tcg/DATA.md",
  },
  { schema: "data/lgc-tcg/schema/*.schema.json", group: "LGC TCG data", guide: "packages/lgc-tcg/DATA.md" },
  {
    schema: "packages/lgc-tcg/schema/*.schema.json",
    group: "LGC TCG data",
    guide: "packages/lgc-tcg/RULES.md",
  },
  { schema: "data/pigment/*.schema.json", group: "Game data", guide: "packages/pigment/RULES.md" },
  { schema: "data/chessistics/*.schema.json", group: "Game data", guide: "packages/chessistics/RULES.md" },
  { schema: "data/shing-shang/*.schema.json", group: "Game data", guide: "packages/shing-shang/RULES.md" },
  { schema: "data/diplomaxy/*.schema.json", group: "Game data", guide: "packages/diplomaxy/RULES.md" },
];
