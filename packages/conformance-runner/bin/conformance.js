#!/usr/bin/env node
// The `conformance` command. The bin links to this file, which is in the repository, rather than to
// the build's dist/bin.js: pnpm links a workspace dependency's bins at install time (@games/cli
// depends on this package), before anything is built, and warned "Failed to create bin" when the
// target did not exist yet (issue 30).
import "../dist/bin.js";
