#!/usr/bin/env python3
"""Writes the boilerplate of a publishable package: package.json (with its tsup config), tsconfig, vitest, LICENSE.

usage: python3 .ci/scaffold.py <dir> <name> "<description>" <entry>[,<entry>...] [dep,dep...]
An entry is a subpath name ("index" for ".", "testing" for "./testing").
"""
import json, os, shutil, sys

d, name, desc, entries = sys.argv[1:5]
deps = [x for x in (sys.argv[5] if len(sys.argv) > 5 else "").split(",") if x]
entries = entries.split(",")
os.makedirs(f"{d}/src", exist_ok=True)
os.makedirs(f"{d}/test", exist_ok=True)
exports = {}
for e in entries:
    key = "." if e == "index" else f"./{e}"
    exports[key] = {
        "@games/source": f"./src/{e}.ts",
        "import": {"types": f"./dist/{e}.d.ts", "default": f"./dist/{e}.js"},
        "require": {"types": f"./dist/{e}.d.cts", "default": f"./dist/{e}.cjs"},
    }
exports["./package.json"] = "./package.json"
pj_path = f"{d}/package.json"
old = json.load(open(pj_path)) if os.path.exists(pj_path) else {}
versions = {"ajv": "^8.20.0", "fast-check": "^4.11.0"}
dependencies = {}
# fast-check is only needed by the /testing entries: an optional peer (production installs do
# not pull it), and a dev dependency for the package's own tests.
testing_peers = {}
for dep in deps:
    if dep == "fast-check":
        testing_peers[dep] = versions[dep]
        continue
    dependencies[dep] = "workspace:^" if dep.startswith("@core/") or dep.startswith("@engines/") else versions[dep]
pj = {
    "name": name,
    "version": old.get("version", "0.1.0"),
    "description": desc,
    "license": "MIT",
    "type": "module",
    "sideEffects": False,
    "exports": exports,
    "main": "./dist/index.cjs",
    "module": "./dist/index.js",
    "types": "./dist/index.d.cts",
    "files": ["dist", "src", "README.md", "LICENSE"],
    "scripts": {
        "build": "tsup",
        "typecheck": "tsc --noEmit",
        "test": "vitest run",
    },
    "dependencies": dependencies,
    "publishConfig": {"access": "public"},
    # tsup reads its config from here: one place per package, no config file to copy around.
    "tsup": {"entry": {e: f"src/{e}.ts" for e in entries}, "format": ["esm", "cjs"], "dts": True,
             "sourcemap": True, "clean": True, "target": "node20"},
    # One Node range for every package: the repository's (root package.json).
    "engines": {"node": json.load(open(os.path.join(os.path.dirname(__file__), "..", "package.json")))["engines"]["node"]},
}
for k in ("peerDependencies", "peerDependenciesMeta", "devDependencies"):
    if k in old:
        pj[k] = old[k]
if testing_peers:
    pj.setdefault("peerDependencies", {}).update(testing_peers)
    pj.setdefault("peerDependenciesMeta", {}).update({k: {"optional": True} for k in testing_peers})
    pj.setdefault("devDependencies", {}).update({k: v.lstrip("^") for k, v in testing_peers.items()})
if "bench" in old.get("scripts", {}):
    pj["scripts"]["bench"] = old["scripts"]["bench"]
json.dump(pj, open(pj_path, "w"), indent=2)
open(pj_path, "a").write("\n")
json.dump({"extends": "../../tsconfig.base.json", "compilerOptions": {"noEmit": True}, "include": ["src", "test", "bench"]},
          open(f"{d}/tsconfig.json", "w"), indent=2)
if not os.path.exists(f"{d}/vitest.config.ts"):
    open(f"{d}/vitest.config.ts", "w").write('''import { defaultServerConditions as server } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources, so tests need no build.
const conditions = ["@games/source", ...server];
export default defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } } });
''')
shutil.copy("LICENSE", f"{d}/LICENSE")
