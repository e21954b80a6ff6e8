/**
 * Signed out: the provider's button (a top-level navigation to the provider and back), and with
 * passkeys, signing in with one or creating an account with one.
 * @module
 */
import { useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { type Methods, oidcStart, passkey } from "./api.js";
import { accountMessages } from "./messages.js";
import type { UseAccount } from "./use-account.js";

/** The app's own path to come back to after the provider: the page that sent here, else this one. */
function returnPath(next: string | null): string {
  return `${location.pathname}#${next ?? "/account"}`;
}

export function SignIn({
  methods,
  account,
  next = null,
}: {
  methods: Methods;
  account: UseAccount;
  /** The route to come back to once signed in (return-to.ts), if a page sent the player here. */
  next?: string | null;
}) {
  const m = useMessages(accountMessages);
  const [name, setName] = useState("");
  return (
    <section class="account-card" aria-labelledby="signin-title">
      <h2 id="signin-title">{m.signIn}</h2>
      {methods.oidc !== null && (
        <p>
          <a class="signin-link" href={oidcStart(returnPath(next))} data-testid="signin-oidc">
            {m.withProvider(methods.oidc.name)}
          </a>
        </p>
      )}
      {methods.passkeys && (
        <div class="account-passkey">
          <h3>{m.passkeyTitle}</h3>
          <p class="muted">{m.passkeyLede}</p>
          <p>
            <button
              type="button"
              disabled={account.busy}
              onClick={() => void account.run(() => passkey("login", null))}
            >
              {m.passkeySignIn}
            </button>
          </p>
          <form
            class="account-form"
            onSubmit={(e) => {
              e.preventDefault();
              void account.run(() => passkey("register", null, name));
            }}
          >
            <label>
              {m.yourName}
              <input
                value={name}
                required
                maxLength={40}
                autocomplete="nickname"
                onInput={(e) => setName((e.target as HTMLInputElement).value)}
              />
            </label>
            <button type="submit" disabled={account.busy || name.trim() === ""}>
              {m.passkeyCreate}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
