/**
 * The manifest the generator writes for the VitePress config: which page shows which repository
 * file, which repository paths have pages, and the seeds' anchors. Routes are page files relative
 * to the content folder ("packages/pigment/rules.md"); a link to one is "/" + route.
 */
import type { DefaultTheme } from "vitepress";

export interface SeedInfo {
  /** Page file of the seed. */
  readonly route: string;
  /** Section numbers that have an anchor ("6", "6.3"). */
  readonly sections: readonly string[];
  readonly lineCount: number;
}

export interface Manifest {
  /** Repository path → page file showing it: markdown files and the seed documents. */
  readonly pages: Readonly<Record<string, string>>;
  /** Repository path (file or folder) → its source page, for links to files that are not pages. */
  readonly sources: Readonly<Record<string, string>>;
  /** Page file → the repository markdown file it includes (links in it are relative to that file). */
  readonly pageSources: Readonly<Record<string, string>>;
  /** Page file → the seed its "seed §N" citations mean (an engine's pages → that engine's seed). */
  readonly pageSeeds: Readonly<Record<string, string>>;
  /** Seed file name → its page and anchors. */
  readonly seeds: Readonly<Record<string, SeedInfo>>;
  readonly nav: DefaultTheme.NavItem[];
  readonly sidebar: DefaultTheme.SidebarItem[];
  /** The web app the card list links to (with a trailing slash). */
  readonly webAppUrl: string;
}
