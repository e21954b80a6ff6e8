import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Chessistics piece catalog","description":"","frontmatter":{"title":"Chessistics piece catalog","outline":[2,3]},"headers":[],"relativePath":"schema/data/chessistics/pieces.md","filePath":"schema/data/chessistics/pieces.md"}');
const _sfc_main = { name: "schema/data/chessistics/pieces.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div><h1 id="chessistics-piece-catalog" tabindex="-1">Chessistics piece catalog <a class="header-anchor" href="#chessistics-piece-catalog" aria-label="Permalink to &quot;Chessistics piece catalog&quot;">​</a></h1><p>The JSON Schema <a href="/source/data/chessistics/pieces.schema.json.html"><code>data/chessistics/pieces.schema.json</code></a> (<code>$id</code> <code>https://github.com/games-monorepo/data/chessistics/pieces.schema.json</code>), in words: this page is generated from the file at every build. Explained in <a href="/packages/chessistics/rules.html">Chessistics — the rules as implemented</a>.</p><p>Every piece type: social status (statut social, seed §3.2/§4.3), default level and move pattern. A slide moves 1..range cells in a straight line and cannot cross walls, buildings or pieces; range &quot;level&quot; means 1..the piece&#39;s level. A jump lands on one of its offsets, over anything.</p><h2 id="root" tabindex="-1">The document <a class="header-anchor" href="#root" aria-label="Permalink to &quot;The document {#root}&quot;">​</a></h2><p>Type: object.</p><table tabindex="0"><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody><tr><td><code>$schema</code></td><td>string</td><td></td><td></td></tr><tr><td><code>pieces</code></td><td>array of object, at least 1 item</td><td>yes</td><td>See <a href="#root-pieces"><code>pieces[]</code></a>.</td></tr></tbody></table><p>No other properties.</p><h3 id="root-pieces" tabindex="-1"><code>pieces[]</code> <a class="header-anchor" href="#root-pieces" aria-label="Permalink to &quot;\`pieces[]\` {#root-pieces}&quot;">​</a></h3><p>Type: object.</p><table tabindex="0"><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody><tr><td><code>type</code></td><td>string, matches <code>^[a-z]+$</code></td><td>yes</td><td></td></tr><tr><td><code>name</code></td><td>string, not empty</td><td>yes</td><td>The seed&#39;s French name, for display.</td></tr><tr><td><code>status</code></td><td>integer, at least 0</td><td>yes</td><td>Statut social: higher gives and receives first, and wins collisions.</td></tr><tr><td><code>defaultLevel</code></td><td>integer, 1–5</td><td>yes</td><td></td></tr><tr><td><code>move</code></td><td>object</td><td>yes</td><td></td></tr></tbody></table><p>No other properties.</p></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("schema/data/chessistics/pieces.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const pieces = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  pieces as default
};
