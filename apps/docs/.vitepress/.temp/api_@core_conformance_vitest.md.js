import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"@core/conformance/vitest","description":"","frontmatter":{},"headers":[],"relativePath":"api/@core/conformance/vitest.md","filePath":"api/@core/conformance/vitest.md"}');
const _sfc_main = { name: "api/@core/conformance/vitest.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div><h1 id="coreconformancevitest" tabindex="-1">@core/conformance/vitest <a class="header-anchor" href="#coreconformancevitest" aria-label="Permalink to &quot;@core/conformance/vitest&quot;">​</a></h1><p><code>@core/conformance/vitest</code>: turns every scenario of the kits under some paths into a vitest test.</p><h2 id="functions" tabindex="-1">Functions <a class="header-anchor" href="#functions" aria-label="Permalink to &quot;Functions&quot;">​</a></h2><h3 id="describekits" tabindex="-1">describeKits() <a class="header-anchor" href="#describekits" aria-label="Permalink to &quot;describeKits()&quot;">​</a></h3><div class="language-ts vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span class="lang">ts</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0" v-pre=""><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">function</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0;"> describeKits</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">(</span><span style="--shiki-light:#E36209;--shiki-dark:#FFAB70;">engine</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">, </span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">...</span><span style="--shiki-light:#E36209;--shiki-dark:#FFAB70;">paths</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">)</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">:</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF;"> void</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">;</span></span></code></pre></div><p>Declares one <code>describe</code> per kit file under <code>paths</code> (files or directories) and one <code>it</code> per scenario, run against <code>engine</code>. A kit for another engine id fails loudly, as does an empty set. A scenario needing an operation the engine lacks (<code>legalActions</code> or <code>view</code>) is skipped with a note saying which, as <code>conformance</code> reports it &quot;unsupported&quot;.</p><h4 id="parameters" tabindex="-1">Parameters <a class="header-anchor" href="#parameters" aria-label="Permalink to &quot;Parameters&quot;">​</a></h4><table tabindex="0"><thead><tr><th>Parameter</th><th>Type</th></tr></thead><tbody><tr><td><code>engine</code></td><td><a href="./../engine.html#anyengine"><code>AnyEngine</code></a></td></tr><tr><td>...<code>paths</code></td><td><code>string</code>[]</td></tr></tbody></table><h4 id="returns" tabindex="-1">Returns <a class="header-anchor" href="#returns" aria-label="Permalink to &quot;Returns&quot;">​</a></h4><p><code>void</code></p></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("api/@core/conformance/vitest.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const vitest = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  vitest as default
};
