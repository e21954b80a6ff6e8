import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Pigment campaign","description":"","frontmatter":{"title":"Pigment campaign","outline":[2,3]},"headers":[],"relativePath":"schema/data/pigment/levels.md","filePath":"schema/data/pigment/levels.md"}');
const _sfc_main = { name: "schema/data/pigment/levels.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div><h1 id="pigment-campaign" tabindex="-1">Pigment campaign <a class="header-anchor" href="#pigment-campaign" aria-label="Permalink to &quot;Pigment campaign&quot;">​</a></h1><p>The JSON Schema <a href="/source/data/pigment/levels.schema.json.html"><code>data/pigment/levels.schema.json</code></a> (<code>$id</code> <code>https://github.com/games-monorepo/data/pigment/levels.schema.json</code>), in words: this page is generated from the file at every build. Explained in <a href="/packages/pigment/rules.html">Pigment: the rules as implemented</a>.</p><p>The ordered list of campaign levels; level n is levels[n-1] and carries &quot;number&quot;: n.</p><h2 id="root" tabindex="-1">The document <a class="header-anchor" href="#root" aria-label="Permalink to &quot;The document {#root}&quot;">​</a></h2><p>Type: object.</p><table tabindex="0"><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody><tr><td><code>$schema</code></td><td>string, at most 500 characters</td><td></td><td></td></tr><tr><td><code>levels</code></td><td>array of <a href="/schema/data/pigment/level.html">level.schema.json</a>, 1–999 items</td><td>yes</td><td></td></tr></tbody></table><p>No other properties.</p></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("schema/data/pigment/levels.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const levels = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  levels as default
};
