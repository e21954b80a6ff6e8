/**
 * Every page the app answers to: the games' and the kits' (listed in the navigation), then the
 * online and account pages (reached by links). The shell looks a path up here; the browser tests
 * walk it, so a new page is checked (layout, accessibility, screenshots) without being named.
 * @module
 */
import { ACCOUNT_ROUTES } from "./account/routes.js";
import { ONLINE_ROUTES } from "./online/routes.js";
import { ROUTES, type Route } from "./routes.js";

export const ALL_ROUTES: readonly Route[] = [...ROUTES, ...ONLINE_ROUTES, ...ACCOUNT_ROUTES];
