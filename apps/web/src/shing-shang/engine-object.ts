/**
 * The engine's `Engine` object, loaded only for "Play online" (page.tsx): it carries what only
 * tools use (`parseState` and the state schema), which the page's own games need not.
 * @module
 */
export { engine } from "@engines/shing-shang";
