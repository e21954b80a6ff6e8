import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Shing Shang position file","description":"","frontmatter":{"title":"Shing Shang position file","outline":[2,3]},"headers":[],"relativePath":"schema/data/shing-shang/position.md","filePath":"schema/data/shing-shang/position.md"}');
const _sfc_main = { name: "schema/data/shing-shang/position.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div><h1 id="shing-shang-position-file" tabindex="-1">Shing Shang position file <a class="header-anchor" href="#shing-shang-position-file" aria-label="Permalink to &quot;Shing Shang position file&quot;">​</a></h1><p>The JSON Schema <a href="/source/data/shing-shang/position.schema.json.html"><code>data/shing-shang/position.schema.json</code></a> (<code>$id</code> <code>https://github.com/games-monorepo/data/shing-shang/position.schema.json</code>), in words: this page is generated from the file at every build. Explained in <a href="/packages/shing-shang/rules.html">Shing Shang — the rules as implemented</a>.</p><p>A stored position: the same shape as a setup&#39;s <code>position</code>.</p><h2 id="root" tabindex="-1">The document <a class="header-anchor" href="#root" aria-label="Permalink to &quot;The document {#root}&quot;">​</a></h2><p>Type: <a href="/schema/data/shing-shang/setup.html#def-position">position</a>.</p></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("schema/data/shing-shang/position.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const position = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  position as default
};
