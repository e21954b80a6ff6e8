/**
 * An invite link opened in a browser lands on `<app>/join#<token>` (the server's link format):
 * before the router starts, rewrite it to the play page, `<app>/#/play?t=<token>`. The token stays
 * in the fragment, which browsers never send. No imports: this runs in the shell's chunk.
 * @module
 */
export function openJoinLink(): void {
  if (!/\/join$/.test(location.pathname)) return;
  const token = location.hash.slice(1);
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(token)) return;
  const base = location.pathname.replace(/join$/, "");
  history.replaceState(history.state, "", `${base}#/play?t=${token}`);
}
