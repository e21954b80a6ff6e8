import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"LGC TCG collection","description":"","frontmatter":{"title":"LGC TCG collection","outline":[2,3]},"headers":[],"relativePath":"schema/data/lgc-tcg/schema/collection.md","filePath":"schema/data/lgc-tcg/schema/collection.md"}');
const _sfc_main = { name: "schema/data/lgc-tcg/schema/collection.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div><h1 id="lgc-tcg-collection" tabindex="-1">LGC TCG collection <a class="header-anchor" href="#lgc-tcg-collection" aria-label="Permalink to &quot;LGC TCG collection&quot;">​</a></h1><p>The JSON Schema <a href="/source/data/lgc-tcg/schema/collection.schema.json.html"><code>data/lgc-tcg/schema/collection.schema.json</code></a> (<code>$id</code> <code>https://guilde-lgc.fr/lgc-tcg/schema/collection.schema.json</code>), in words: this page is generated from the file at every build. Explained in <a href="/packages/lgc-tcg/data.html">LGC TCG data: the card model, the corpus and the linter, as implemented</a>.</p><p>A player&#39;s collection (§7.6): copies of card versions, normal and foil (enluminée). Foil lives here, never in card data; the engine never sees it.</p><h2 id="root" tabindex="-1">The document <a class="header-anchor" href="#root" aria-label="Permalink to &quot;The document {#root}&quot;">​</a></h2><p>Type: object.</p><table tabindex="0"><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody><tr><td><code>$schema</code></td><td>string</td><td></td><td></td></tr><tr><td><code>player</code></td><td>string, not empty</td><td>yes</td><td></td></tr><tr><td><code>copies</code></td><td>array of object</td><td>yes</td><td>See <a href="#root-copies"><code>copies[]</code></a>.</td></tr></tbody></table><p>No other properties.</p><h3 id="root-copies" tabindex="-1"><code>copies[]</code> <a class="header-anchor" href="#root-copies" aria-label="Permalink to &quot;\`copies[]\` {#root-copies}&quot;">​</a></h3><p>Type: object.</p><table tabindex="0"><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody><tr><td><code>cardId</code></td><td><a href="/schema/data/lgc-tcg/schema/card.html#def-cardId">cardId</a></td><td>yes</td><td></td></tr><tr><td><code>version</code></td><td>integer, 1–9999</td><td>yes</td><td></td></tr><tr><td><code>normal</code></td><td>integer, 0–9999</td><td>yes</td><td></td></tr><tr><td><code>foil</code></td><td>integer, 0–9999</td><td>yes</td><td></td></tr><tr><td><code>foilProvenance</code></td><td>array of string, not empty</td><td></td><td></td></tr></tbody></table><p>No other properties.</p></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("schema/data/lgc-tcg/schema/collection.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const collection = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  collection as default
};
