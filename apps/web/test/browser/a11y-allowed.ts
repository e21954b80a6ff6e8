/**
 * Accessibility findings accepted on purpose, each with its reason. The check
 * (../browser-a11y.test.ts) fails on any WCAG 2.1 AA violation not listed here, and on an entry
 * that no longer matches anything (so the list cannot go stale).
 * @module
 */

/** One accepted finding: an axe rule on the elements a CSS selector matches, on some pages. */
export interface AllowedViolation {
  /** The axe rule id, e.g. "color-contrast". */
  readonly rule: string;
  /** Pages it applies to (their ready names), or "*" for every page. */
  readonly pages: readonly string[] | "*";
  /** The nodes accepted: each violating node's target must match one of these (axe's selector text, substring). */
  readonly targets: readonly string[];
  /** Why it is accepted. */
  readonly reason: string;
}

export const ALLOWED: readonly AllowedViolation[] = [];
