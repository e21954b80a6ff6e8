#!/usr/bin/env node
// `changeset version` as a dry run: applies the pending changesets in a throw-away git worktree
// of HEAD and prints the versions it would publish. The checkout itself is never touched.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const tree = join(mkdtempSync(join(tmpdir(), "changeset-")), "repo");
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
git("worktree", "add", "--detach", tree, "HEAD");
try {
  execFileSync(join(root, "node_modules", ".bin", "changeset"), ["version"], { cwd: tree, stdio: "inherit" });
  for (const group of ["packages", "apps"]) {
    for (const dir of readdirSync(join(tree, group)).sort()) {
      const file = join(group, dir, "package.json");
      if (!existsSync(join(root, file))) continue;
      const before = JSON.parse(readFileSync(join(root, file), "utf8"));
      if (before.private === true) continue;
      const after = JSON.parse(readFileSync(join(tree, file), "utf8"));
      console.log(`${after.name}: ${before.version} → ${after.version}`);
    }
  }
} finally {
  git("worktree", "remove", "--force", tree);
  rmSync(join(tree, ".."), { recursive: true, force: true });
}
