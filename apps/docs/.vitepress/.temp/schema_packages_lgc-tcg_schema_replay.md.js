import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"LGC TCG replay","description":"","frontmatter":{"title":"LGC TCG replay","outline":[2,3]},"headers":[],"relativePath":"schema/packages/lgc-tcg/schema/replay.md","filePath":"schema/packages/lgc-tcg/schema/replay.md"}');
const _sfc_main = { name: "schema/packages/lgc-tcg/schema/replay.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div><h1 id="lgc-tcg-replay" tabindex="-1">LGC TCG replay <a class="header-anchor" href="#lgc-tcg-replay" aria-label="Permalink to &quot;LGC TCG replay&quot;">​</a></h1><p>The JSON Schema <a href="/source/packages/lgc-tcg/schema/replay.schema.json.html"><code>packages/lgc-tcg/schema/replay.schema.json</code></a> (<code>$id</code> <code>https://lgc-tcg.example/schema/replay.schema.json</code>), in words: this page is generated from the file at every build. Explained in <a href="/packages/lgc-tcg/rules.html">LGC TCG duel rules, as implemented</a>.</p><p>A duel&#39;s setup (seed, decks by card id and version, hero classes, the versions and rules it played by) and every intent sent, in order.</p><h2 id="root" tabindex="-1">The document <a class="header-anchor" href="#root" aria-label="Permalink to &quot;The document {#root}&quot;">​</a></h2><p>Type: object.</p><table tabindex="0"><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody><tr><td><code>$schema</code></td><td>string</td><td></td><td></td></tr><tr><td><code>setup</code></td><td><code>&quot;https://guilde-lgc.fr/lgc-tcg/schema/setup.schema.json&quot;</code></td><td>yes</td><td></td></tr><tr><td><code>actions</code></td><td>array of object</td><td>yes</td><td>See <a href="#root-actions"><code>actions[]</code></a>.</td></tr></tbody></table><p>No other properties.</p><h3 id="root-actions" tabindex="-1"><code>actions[]</code> <a class="header-anchor" href="#root-actions" aria-label="Permalink to &quot;\`actions[]\` {#root-actions}&quot;">​</a></h3><p>Type: object.</p><table tabindex="0"><thead><tr><th>Property</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody><tr><td><code>type</code></td><td>one of <code>&quot;MULLIGAN&quot;</code>, <code>&quot;PLAY_CARD&quot;</code>, <code>&quot;ATTACK&quot;</code>, <code>&quot;HERO_POWER&quot;</code>, <code>&quot;ACTIVATE&quot;</code>, <code>&quot;END_TURN&quot;</code>, <code>&quot;CONCEDE&quot;</code></td><td>yes</td><td></td></tr><tr><td><code>player</code></td><td>one of <code>&quot;A&quot;</code>, <code>&quot;B&quot;</code></td><td>yes</td><td></td></tr><tr><td><code>replace</code></td><td>array of string</td><td></td><td></td></tr><tr><td><code>card</code></td><td>string</td><td></td><td></td></tr><tr><td><code>attacker</code></td><td>string</td><td></td><td></td></tr><tr><td><code>target</code></td><td>string</td><td></td><td></td></tr><tr><td><code>source</code></td><td>string</td><td></td><td></td></tr><tr><td><code>targets</code></td><td>object</td><td></td><td></td></tr></tbody></table></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("schema/packages/lgc-tcg/schema/replay.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const replay = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  replay as default
};
