import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"LGC TCG ranks","description":"","frontmatter":{"title":"LGC TCG ranks","outline":[2,3]},"headers":[],"relativePath":"schema/data/lgc-tcg/schema/ranks.md","filePath":"schema/data/lgc-tcg/schema/ranks.md"}');
const _sfc_main = { name: "schema/data/lgc-tcg/schema/ranks.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div><h1 id="lgc-tcg-ranks" tabindex="-1">LGC TCG ranks <a class="header-anchor" href="#lgc-tcg-ranks" aria-label="Permalink to &quot;LGC TCG ranks&quot;">​</a></h1><p>The JSON Schema <a href="/source/data/lgc-tcg/schema/ranks.schema.json.html"><code>data/lgc-tcg/schema/ranks.schema.json</code></a> (<code>$id</code> <code>https://guilde-lgc.fr/lgc-tcg/schema/ranks.schema.json</code>), in words: this page is generated from the file at every build. Explained in <a href="/packages/lgc-tcg/data.html">LGC TCG data: the card model, the corpus and the linter, as implemented</a>.</p><p>ranks.json: the guild&#39;s rank table as configuration (§6.1), with each rank&#39;s cost range (§6.2). A rank&#39;s subtype tag is its id in upper case.</p><h2 id="root" tabindex="-1">The document <a class="header-anchor" href="#root" aria-label="Permalink to &quot;The document {#root}&quot;">​</a></h2><p>Type: object.</p><table tabindex="0"><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody><tr><td><code>$schema</code></td><td>string</td><td></td><td></td></tr><tr><td><code>ranks</code></td><td>array of object, at least 1 item</td><td>yes</td><td>See <a href="#root-ranks"><code>ranks[]</code></a>.</td></tr></tbody></table><p>No other properties.</p><h3 id="root-ranks" tabindex="-1"><code>ranks[]</code> <a class="header-anchor" href="#root-ranks" aria-label="Permalink to &quot;\`ranks[]\` {#root-ranks}&quot;">​</a></h3><p>Type: object.</p><table tabindex="0"><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody><tr><td><code>id</code></td><td>string, matches <code>^[a-z][a-z0-9_]*$</code></td><td>yes</td><td></td></tr><tr><td><code>label</code></td><td>string, not empty</td><td>yes</td><td></td></tr><tr><td><code>order</code></td><td>integer, 0–999</td><td>yes</td><td></td></tr><tr><td><code>costMin</code></td><td>integer, 0–10</td><td>yes</td><td></td></tr><tr><td><code>costMax</code></td><td>integer, 0–10</td><td>yes</td><td></td></tr><tr><td><code>icon</code></td><td>string, not empty</td><td>yes</td><td></td></tr></tbody></table><p>No other properties.</p></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("schema/data/lgc-tcg/schema/ranks.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const ranks = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  ranks as default
};
