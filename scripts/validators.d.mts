/** Types of scripts/validators.mjs, for the tests that keep the generated validators fresh. */
export interface Target {
  readonly out: string;
  readonly schemas: Readonly<Record<string, readonly [string, ...string[]]>>;
  /** Names compiled fail-fast only (no all-errors validator). */
  readonly firstOnly?: readonly string[];
}
export declare const SCHEMA_OPTIONS: Readonly<Record<string, boolean>>;
export declare const TARGETS: readonly Target[];
export declare function targetsOf(dir: string): Target[];
export declare function generate(target: Target): Record<string, string>;
export declare function generateAll(): Record<string, string>;
export declare function staleFiles(targets?: readonly Target[]): string[];
