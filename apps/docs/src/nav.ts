/**
 * The sidebar and the top navigation, from the site plan: guides, then each engine (its README,
 * rules, other documents, API), the card list and data formats, the core packages, the references
 * (schemas, API), the apps, and the seed documents.
 */
import { posix } from "node:path";
import GithubSlugger from "github-slugger";
import type { DefaultTheme } from "vitepress";
import type { ApiModule } from "./api.js";
import { readRepoFile, type WorkspacePackage } from "./repo.js";
import type { SitePlan } from "./site.js";

type Item = DefaultTheme.SidebarItem;

const link = (route: string): string => `/${route.replace(/(^|\/)index\.md$/, "$1").replace(/\.md$/, "")}`;

/** Schema groups shown open in the sidebar: the protocols a client or an adapter is written against. */
const OPEN_GROUPS = new Set(["Conformance", "Online play"]);

/** The first "# heading" of a markdown file, without markup. */
export function firstHeading(markdown: string): string | undefined {
  const m = /^#\s+(.+?)\s*#*\s*$/m.exec(markdown);
  return m?.[1]?.replace(/`/g, "");
}

/** A guide's link text: its first heading, and the heading of the section its anchor names. */
export function guideLabel(markdown: string, anchor: string | undefined): string | undefined {
  const title = firstHeading(markdown);
  if (!anchor) return title;
  const slugs = new GithubSlugger();
  const section = [
    ...markdown.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1/gm, "").matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm),
  ]
    .map((m) => m[1]!.replace(/`/g, ""))
    .find((heading) => slugs.slug(heading) === anchor);
  return section && title ? `${title}: ${section}` : (section ?? title);
}

/** Sidebar names of a package's documents by file name; others use their first heading. */
const DOCUMENT_LABELS: Record<string, string> = {
  README: "Overview",
  RULES: "Rules",
  DATA: "Data model",
  CHANGELOG: "Changelog",
};

/** "Pigment" from "Pigment: a rolling-die…", else the package name. */
export function packageTitle(pkg: WorkspacePackage): string {
  const lead = /^([^:]{2,30}):/.exec(pkg.description)?.[1];
  return pkg.name.startsWith("@engines/") && lead ? lead : pkg.name;
}

function documentItem(plan: SitePlan, source: string): Item {
  const page = plan.included.find((p) => p.source === source && !p.lines)!;
  const base = posix.basename(source, ".md").toUpperCase();
  return {
    text: DOCUMENT_LABELS[base] ?? firstHeading(readRepoFile(source)) ?? base,
    link: link(page.route),
  };
}

function apiItems(modules: readonly ApiModule[]): Item[] {
  return modules.map((m) => ({ text: `API: ${m.name}`, link: link(m.route) }));
}

/** One package's group: its documents (README first), its schemas' pages, its API pages. */
function packageGroup(plan: SitePlan, pkg: WorkspacePackage, extra: Item[] = []): Item {
  const documents = plan.included
    .filter((p) => !p.lines && posix.dirname(p.source) === pkg.dir)
    .map((p) => p.source)
    .sort((a, b) => (a.endsWith("README.md") ? -1 : b.endsWith("README.md") ? 1 : a.localeCompare(b)));
  const items = [
    ...documents.map((d) => documentItem(plan, d)),
    ...extra,
    ...apiItems(plan.api.filter((m) => m.packageName === pkg.name)),
  ];
  return { text: packageTitle(pkg), collapsed: true, items };
}

function schemaItems(plan: SitePlan, group: string): Item[] {
  return plan.schemas
    .filter((s) => s.spec.group === group)
    .map((s) => {
      const title = (JSON.parse(readRepoFile(s.file)) as { title?: string }).title;
      return { text: s.spec.label ?? title ?? posix.basename(s.file), link: link(s.route) };
    });
}

/** The sidebar, one tree for the whole site. */
export function sidebar(plan: SitePlan): Item[] {
  const inPackage = (source: string) => plan.packages.some((p) => posix.dirname(source) === p.dir);
  const guides: Item[] = [];
  const overview = plan.included.find((p) => p.source === "README.md");
  if (overview) guides.push({ text: "Overview", link: link(overview.route) });
  for (const page of plan.included.filter(
    (p) => p.source.startsWith("docs/") && !p.source.startsWith("docs/seeds/"),
  )) {
    guides.push(
      page.lines
        ? { text: "How to add an engine", link: link(page.route) }
        : { text: firstHeading(readRepoFile(page.source)) ?? page.source, link: link(page.route) },
    );
  }
  const engines = plan.packages.filter((p) => p.name.startsWith("@engines/"));
  const core = plan.packages.filter((p) => p.name.startsWith("@core/"));
  const others = plan.packages.filter((p) => !engines.includes(p) && !core.includes(p));
  const groups: Item[] = [{ text: "Guide", items: guides }];
  groups.push({
    text: "Engines",
    items: engines.map((p) =>
      packageGroup(
        plan,
        p,
        p.name === "@engines/lgc-tcg" && plan.cards
          ? [
              { text: "Card list", link: link(plan.cards.list) },
              { text: "Keywords and triggers", link: link(plan.cards.glossary) },
            ]
          : [],
      ),
    ),
  });
  const tcg: Item[] = [];
  if (plan.cards) {
    tcg.push({ text: "Card list", link: link(plan.cards.list) });
    tcg.push({ text: "Keywords and triggers", link: link(plan.cards.glossary) });
  }
  tcg.push(...schemaItems(plan, "LGC TCG data"));
  if (tcg.length > 0) groups.push({ text: "LGC TCG cards and data", collapsed: true, items: tcg });
  groups.push({ text: "Core packages", items: core.map((p) => packageGroup(plan, p)) });
  const schemaGroups = [...new Set(plan.schemas.map((s) => s.spec.group))].filter(
    (g) => g !== "LGC TCG data",
  );
  for (const group of schemaGroups)
    groups.push({ text: group, collapsed: !OPEN_GROUPS.has(group), items: schemaItems(plan, group) });
  if (others.length > 0)
    groups.push({ text: "Apps and tools", collapsed: true, items: others.map((p) => packageGroup(plan, p)) });
  const seeds = plan.included.find((p) => p.source === "docs/seeds/README.md");
  if (seeds || plan.seeds.length > 0) {
    groups.push({
      text: "Seed documents",
      collapsed: true,
      items: [
        ...(seeds ? [{ text: "The seed documents", link: link(seeds.route) }] : []),
        ...plan.seeds.map((s) => ({ text: s.file, link: link(s.route) })),
      ],
    });
  }
  const rest = plan.included.filter(
    (p) => !p.lines && p.source !== "README.md" && !p.source.startsWith("docs/") && !inPackage(p.source),
  );
  if (rest.length > 0) {
    groups.push({
      text: "More",
      collapsed: true,
      items: rest.map((p) => ({
        text: firstHeading(readRepoFile(p.source)) ?? p.source,
        link: link(p.route),
      })),
    });
  }
  return groups;
}

/** The top navigation. */
export function nav(plan: SitePlan): DefaultTheme.NavItem[] {
  const items: DefaultTheme.NavItem[] = [];
  const overview = plan.included.find((p) => p.source === "README.md");
  if (overview) items.push({ text: "Guide", link: link(overview.route) });
  const engines = plan.packages.filter((p) => p.name.startsWith("@engines/"));
  items.push({
    text: "Rules",
    items: engines.flatMap((p) => {
      const rules = plan.included.find((i) => i.source === `${p.dir}/RULES.md`);
      return rules ? [{ text: packageTitle(p), link: link(rules.route) }] : [];
    }),
  });
  if (plan.cards) items.push({ text: "Cards", link: link(plan.cards.list) });
  const kit = plan.schemas.find((s) => s.file === "conformance/kit.schema.json");
  if (kit) items.push({ text: "Kit format", link: link(kit.route) });
  items.push({ text: "API", link: "/api/" });
  const seeds = plan.included.find((p) => p.source === "docs/seeds/README.md");
  if (seeds) items.push({ text: "Seeds", link: link(seeds.route) });
  return items;
}

export { link as pageLink };
