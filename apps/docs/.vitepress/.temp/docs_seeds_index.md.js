import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"The rule documents","description":"","frontmatter":{},"headers":[],"relativePath":"docs/seeds/index.md","filePath":"docs/seeds/index.md"}');
const _sfc_main = { name: "docs/seeds/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div><h1 id="the-rule-documents" tabindex="-1">The rule documents <a class="header-anchor" href="#the-rule-documents" aria-label="Permalink to &quot;The rule documents&quot;">​</a></h1><p>These are the source documents the project implements, kept as received (French): a byte-for-byte copy of the project&#39;s shared <code>seeds/</code> folder, kept in the repository so that every checkout, and the documentation site, carries the documents its rules cite. Cite them by file name and section in rule docs and conformance scenarios, e.g. <a href="/docs/seeds/000_c0a2af5db9860a6b.html"><code>000_c0a2af5db9860a6b.txt §4.3</code></a>.</p><table tabindex="0"><thead><tr><th>file</th><th>game</th><th>engine package</th></tr></thead><tbody><tr><td><a href="/docs/seeds/000_c0a2af5db9860a6b.html">000_c0a2af5db9860a6b.txt</a></td><td>Chessistics: logistics on a chessboard (game design document, prototype v0.3)</td><td><code>@engines/chessistics</code></td></tr><tr><td><a href="/docs/seeds/001_fe629d2ec29393f8.html">001_fe629d2ec29393f8.txt</a></td><td>Pigment: a rolling-die painting puzzle on 5×5</td><td><code>@engines/pigment</code></td></tr><tr><td><a href="/docs/seeds/002_a6024cad8d204155.html">002_a6024cad8d204155.txt</a></td><td>Shing Shang: two-player strategy game (course assignment rules)</td><td><code>@engines/shing-shang</code></td></tr><tr><td><a href="/docs/seeds/003_ba79125b42f8848b.html">003_ba79125b42f8848b.txt</a></td><td>LGC - TCG: a trading card game&#39;s mechanics specification v1.1</td><td><code>@engines/lgc-tcg</code></td></tr><tr><td><a href="/docs/seeds/004_d32c700711f8db21.html">004_d32c700711f8db21.txt</a></td><td>Diplomaxy: planetary combat resolution (mailing-list draft)</td><td><code>@engines/diplomaxy</code></td></tr></tbody></table><p>Where a document is ambiguous or contradicts itself, the issue for that engine states the decision to implement; each engine records its decisions in its own RULES.md.</p></div><p class="page-source">This page shows <code>docs/seeds/README.md</code> from the repository.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("docs/seeds/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
