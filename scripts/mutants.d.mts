/** Types of scripts/mutants.mjs (`pnpm mutants`), for its tests. */
export interface Mutant {
  readonly id: string;
  readonly kind: "rule" | "legal-actions" | "view" | "events" | "setup";
  readonly description: string;
  readonly file: string;
  readonly find: string;
  readonly replace: string;
  readonly equivalent?: string;
}
export interface Catalogue {
  readonly engine: string;
  readonly package: string;
  readonly manifest?: string;
  readonly kits: readonly string[];
  readonly mutants: readonly Mutant[];
  readonly file: string;
}
export interface Outcome {
  readonly killed: boolean;
  /** The kit file and scenario that failed, or what else ended the run. */
  readonly by?: string;
  readonly check?: string;
  readonly message?: string;
  readonly scenarios?: number;
  readonly seconds: number;
}
export type Verdict = "killed" | "equivalent" | "survived" | "wrongly-equivalent";
export declare const ROOT: string;
export declare const CATALOGUE_DIR: string;
export declare const TIME_LIMIT_MS: number;
export declare class CatalogueError extends Error {
  readonly file: string;
  readonly pointer: string;
}
export declare function parseCatalogue(file: string, text?: string): Catalogue;
export declare function loadCatalogues(engines?: readonly string[]): Catalogue[];
export declare function bundle(catalogue: Catalogue, mutant?: Mutant): Promise<string>;
export declare function runMutant(
  catalogue: Catalogue,
  mutant: Mutant | undefined,
  options?: { kits?: readonly { file: string; text: string }[]; dir?: string; timeLimit?: number },
): Promise<Outcome>;
export declare function verdict(mutant: Mutant, outcome: Pick<Outcome, "killed">): Verdict;
