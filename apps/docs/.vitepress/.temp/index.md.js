import { ssrRenderAttrs } from "vue/server-renderer";
import { useSSRContext } from "vue";
import { _ as _export_sfc } from "./plugin-vue_export-helper.1tPrXgE0.js";
const __pageData = JSON.parse('{"title":"Deterministic game-rules engines","description":"","frontmatter":{"layout":"home","title":"Deterministic game-rules engines","hero":{"name":"Deterministic game-rules engines","tagline":"Reference implementations of five board and card games as pure, deterministic TypeScript engines — reduce(state, action) => { state, events } — with their JSON data, JSON conformance kits that any other implementation can be measured against, and thin clients (a CLI and a web app).","actions":[{"theme":"brand","text":"Overview","link":"/overview"},{"theme":"alt","text":"Kit format","link":"/schema/conformance/kit"},{"theme":"alt","text":"API reference","link":"/api/"}]},"features":[{"title":"Chessistics","details":"a live logistics simulation where chess pieces shuttle cargo, as a pure deterministic engine.","link":"/packages/chessistics/rules","linkText":"The rules"},{"title":"Diplomaxy","details":"simultaneous orders and planetary combat adjudication, as a pure deterministic engine.","link":"/packages/diplomaxy/rules","linkText":"The rules"},{"title":"LGC TCG","details":"a data-driven collectible card game duel engine with an effects system and hidden information.","link":"/packages/lgc-tcg/rules","linkText":"The rules"},{"title":"Pigment","details":"a rolling-die painting puzzle on 5×5, as a pure deterministic engine with levels and a solver.","link":"/packages/pigment/rules","linkText":"The rules"},{"title":"Shing Shang","details":"the two-player strategy game with jump chains, as a pure deterministic engine with bots.","link":"/packages/shing-shang/rules","linkText":"The rules"}]},"headers":[],"relativePath":"index.md","filePath":"index.md"}');
const _sfc_main = { name: "index.md" };
function _sfc_ssrRender(_ctx, _push, _parent, _attrs, $props, $setup, $data, $options) {
  _push(`<div${ssrRenderAttrs(_attrs)}></div>`);
}
const _sfc_setup = _sfc_main.setup;
_sfc_main.setup = (props, ctx) => {
  const ssrContext = useSSRContext();
  (ssrContext.modules || (ssrContext.modules = /* @__PURE__ */ new Set())).add("index.md");
  return _sfc_setup ? _sfc_setup(props, ctx) : void 0;
};
const index = /* @__PURE__ */ _export_sfc(_sfc_main, [["ssrRender", _sfc_ssrRender]]);
export {
  __pageData,
  index as default
};
