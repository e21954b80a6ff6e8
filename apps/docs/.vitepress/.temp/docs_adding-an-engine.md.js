import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"How to add an engine","description":"","frontmatter":{},"headers":[],"relativePath":"docs/adding-an-engine.md","filePath":"docs/adding-an-engine.md"}');
const _sfc_main = { name: "docs/adding-an-engine.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}><h1 id="how-to-add-an-engine" tabindex="-1">How to add an engine <a class="header-anchor" href="#how-to-add-an-engine" aria-label="Permalink to &quot;How to add an engine&quot;">​</a></h1><p>From <a href="/docs/architecture.html">docs/ARCHITECTURE.md</a>:</p><div><ol><li><code>python3 .ci/scaffold.py packages/&lt;name&gt; @engines/&lt;name&gt; &quot;&lt;description&gt;&quot; index,testing @core/engine,@core/grid,fast-check</code> writes the package boilerplate (exports map, tsconfig, vitest config, tsup config in package.json, LICENSE; fast-check as an optional peer, for <code>/testing</code> only); add <code>&quot;devDependencies&quot;: {&quot;@core/conformance&quot;: &quot;workspace:^&quot;}</code> and run <code>npx -y pnpm@10.34.9 install</code>.</li><li>Write the engine in domain modules; export <code>engine</code> from <code>src/index.ts</code> and arbitraries from <code>src/testing.ts</code>. Keep data in <code>data/&lt;name&gt;/</code> with a JSON Schema and import it.</li><li>Tests: the kits (<code>describeKits(engine, &quot;&lt;repo&gt;/conformance/&lt;name&gt;&quot;)</code>), fast-check properties, <code>checkRandomSimulation(engine, …)</code> and <code>checkSetups(engine, validSetups)</code>; bound every size in the setup schema (<code>maxItems</code>, <code>maximum</code>, <code>maxLength</code>) and check counts before expanding them. Declare <code>hiddenInformation</code>; with several players, implement the seats (<code>seats</code>, <code>toAct</code>, <code>actor</code>, <code>legalActions(state, seat)</code>, <code>viewEvents</code>, the <code>seat</code> stamp); with hidden information, export <code>scrambleHidden</code> from <code>/testing</code> and run <code>checkNonInterference(engine, …)</code>.</li><li>Add it to the bundled engines of <code>packages/conformance-runner/src/engines.ts</code> (kits name engines by <code>id</code>), add its command to <code>apps/cli/src/commands.ts</code> (loaded lazily); add its page to the web app.</li><li>Write <code>RULES.md</code> (every decision), the README (usage, benchmark figures) and a changeset. The documentation site shows them, and the package&#39;s API, with no change; list its data schemas in <code>apps/docs/src/schemas.ts</code> for reference pages, and cite the seed as <code>seed §N.N</code> or <code>&lt;file&gt;.txt §N.N</code> so the site links each citation to the seed&#39;s section.</li></ol></div><p class="page-source">This page shows <code>docs/ARCHITECTURE.md</code> from the repository, lines 107–127.</p></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("docs/adding-an-engine.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const addingAnEngine = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  addingAnEngine as default
};
