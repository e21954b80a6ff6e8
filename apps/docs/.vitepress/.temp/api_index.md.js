import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"API reference","description":"","frontmatter":{},"headers":[],"relativePath":"api/index.md","filePath":"api/index.md"}');
const _sfc_main = { name: "api/index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><div><h1 id="api-reference" tabindex="-1">API reference <a class="header-anchor" href="#api-reference" aria-label="Permalink to &quot;API reference&quot;">​</a></h1><h2 id="modules" tabindex="-1">Modules <a class="header-anchor" href="#modules" aria-label="Permalink to &quot;Modules&quot;">​</a></h2><ul><li><a href="./@core/conformance.html">@core/conformance</a></li><li><a href="./@core/conformance/cli.html">@core/conformance/cli</a></li><li><a href="./@core/conformance/exec.html">@core/conformance/exec</a></li><li><a href="./@core/conformance/node.html">@core/conformance/node</a></li><li><a href="./@core/conformance/report.html">@core/conformance/report</a></li><li><a href="./@core/conformance/vitest.html">@core/conformance/vitest</a></li><li><a href="./@core/engine.html">@core/engine</a></li><li><a href="./@core/engine/testing.html">@core/engine/testing</a></li><li><a href="./@core/grid.html">@core/grid</a></li><li><a href="./@core/match-client.html">@core/match-client</a></li><li><a href="./@core/match-client/node.html">@core/match-client/node</a></li><li><a href="./@engines/chessistics.html">@engines/chessistics</a></li><li><a href="./@engines/chessistics/testing.html">@engines/chessistics/testing</a></li><li><a href="./@engines/diplomaxy.html">@engines/diplomaxy</a></li><li><a href="./@engines/diplomaxy/testing.html">@engines/diplomaxy/testing</a></li><li><a href="./@engines/lgc-tcg.html">@engines/lgc-tcg</a></li><li><a href="./@engines/lgc-tcg/node.html">@engines/lgc-tcg/node</a></li><li><a href="./@engines/lgc-tcg/testing.html">@engines/lgc-tcg/testing</a></li><li><a href="./@engines/pigment.html">@engines/pigment</a></li><li><a href="./@engines/pigment/testing.html">@engines/pigment/testing</a></li><li><a href="./@engines/shing-shang.html">@engines/shing-shang</a></li><li><a href="./@engines/shing-shang/search.html">@engines/shing-shang/search</a></li><li><a href="./@engines/shing-shang/testing.html">@engines/shing-shang/testing</a></li><li><a href="./@games/conformance.html">@games/conformance</a></li></ul></div></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("api/index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
