import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** This package's root: `src/..` from the sources, `dist/..` once built. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The repository's kits. In the repository they are read from `conformance/` itself (always
 * current); the published package carries a copy made at build time, in `kits/`.
 */
export const KITS_DIR: string = existsSync(join(ROOT, "..", "..", "pnpm-workspace.yaml"))
  ? join(ROOT, "..", "..", "conformance")
  : join(ROOT, "kits");
