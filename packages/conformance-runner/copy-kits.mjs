// Build step: the published package carries the repository's kits (conformance/), so that
// `conformance` with no path runs them, and `--exec` adapters can be judged without a clone.
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = import.meta.dirname;
rmSync(join(root, "kits"), { recursive: true, force: true });
cpSync(join(root, "..", "..", "conformance"), join(root, "kits"), { recursive: true });
