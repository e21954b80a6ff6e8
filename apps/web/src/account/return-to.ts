/**
 * Coming back after signing in: a page that needs an account (an invitation to a duel, say) sends
 * a signed-out player to `#/account?next=<its route>`, and the account page returns him there
 * once he is signed in (passkey), or hands the route to the provider as where to come back
 * (OpenID Connect). Only a route of this app is followed: never another site, never the account
 * page itself. A failed sign-in through the provider comes back to the route it started from with
 * `signin=<reason>` (refused, expired, failed): the page says why and offers to try again.
 * @module
 */

/** The route `value` names if it is one of the app's own (`/tcg-online?invitation=…`), else null. */
export function returnRoute(value: string | null): string | null {
  if (value === null || value.length > 500) return null;
  if (!/^\/[a-z][a-z0-9-]*(\/[A-Za-z0-9_-]+)*(\?[A-Za-z0-9_.~%=&+-]*)?$/.test(value)) return null;
  if (/^\/account(?![a-z0-9-])/.test(value)) return null;
  return value;
}

/** The account page's link that brings the player back to `route` after signing in. */
export function signInLink(route: string): string {
  return `#/account?next=${encodeURIComponent(route)}`;
}

/** `route` without the reason of a failed sign-in (`signin=…`): where a retry comes back to. */
export function withoutFailure(route: string): string {
  const at = route.indexOf("?");
  if (at < 0) return route;
  const params = new URLSearchParams(route.slice(at + 1));
  params.delete("signin");
  const rest = params.toString();
  return rest === "" ? route.slice(0, at) : `${route.slice(0, at)}?${rest}`;
}
