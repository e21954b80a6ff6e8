/**
 * The account page (`#/account`): signed out, the ways to sign in (and why the last attempt
 * failed, `?signin=refused|expired|failed`); signed in, the account's name, linked characters,
 * member card, passkeys, signing out here or everywhere, and for organisers their panel.
 * @module
 */
import { useEffect, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { markInteractive, useHashParams } from "../router.js";
import { AdminPanel } from "./admin.js";
import { NO_SERVICE, passkey, send } from "./api.js";
import { Characters } from "./characters.js";
import { MemberCards } from "./member.js";
import { accountMessages } from "./messages.js";
import { returnRoute } from "./return-to.js";
import { SignIn } from "./sign-in.js";
import { type UseAccount, useAccount } from "./use-account.js";
import "./account.css";

function NameForm({ name, csrf, account }: { name: string; csrf: string; account: UseAccount }) {
  const m = useMessages(accountMessages);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  if (!editing)
    return (
      <p class="account-name">
        <span data-testid="signed-in-as">{m.signedInAs(name)}</span>{" "}
        <button
          type="button"
          onClick={() => {
            setValue(name);
            setEditing(true);
          }}
        >
          {m.rename}
        </button>
      </p>
    );
  return (
    <form
      class="account-form"
      onSubmit={(e) => {
        e.preventDefault();
        void account
          .run(() => send("POST", "/api/account/name", csrf, { name: value }))
          .then((ok) => ok && setEditing(false));
      }}
    >
      <label>
        {m.yourName}
        <input
          value={value}
          required
          maxLength={40}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit">{m.save}</button>
      <button type="button" onClick={() => setEditing(false)}>
        {m.cancel}
      </button>
    </form>
  );
}

/** The account page. */
export function AccountPage() {
  const m = useMessages(accountMessages);
  const account = useAccount();
  const params = useHashParams();
  const failure = params.get("signin");
  const next = returnRoute(params.get("next"));
  const { state } = account;
  useEffect(() => {
    if (state !== null || account.failure !== null) markInteractive("account");
  }, [state, account.failure]);
  // Signed in (now, or already) with a page waiting: back to it, the account page left out of history.
  const signedIn = state?.signedIn === true;
  useEffect(() => {
    if (signedIn && next !== null) location.replace(`${location.pathname}${location.search}#${next}`);
  }, [signedIn, next]);
  return (
    <div class="account-page">
      <h1>{m.title}</h1>
      <p class="lede">{m.lede}</p>
      {failure !== null && state?.signedIn !== true && (
        <p class="notice notice-error" role="alert" data-testid="signin-failure">
          {m.signinFailure[failure] ?? m.signinFailure.failed}
        </p>
      )}
      {account.notice !== null && (
        <p class="notice" role="status" data-testid="account-notice">
          {account.notice}
        </p>
      )}
      {account.failure !== null ? (
        <p class="notice">{account.failure === NO_SERVICE ? m.noService : m.errors.unavailable}</p>
      ) : state === null ? (
        <p>{m.loading}</p>
      ) : !state.signedIn ? (
        <SignIn methods={state.methods} account={account} next={next} />
      ) : (
        <>
          <section class="account-card" aria-labelledby="account-title">
            <h2 id="account-title" class="visually-hidden">
              {m.title}
            </h2>
            <NameForm name={state.account.name} csrf={state.csrf} account={account} />
            {state.account.role === "organiser" && <p class="tag">{m.organiser}</p>}
            <p>
              <a href={`#/profile?id=${encodeURIComponent(state.account.id)}`} data-testid="my-profile">
                {m.myProfile}
              </a>
            </p>
            <p class="muted">{m.passkeys(state.passkeys)}</p>
            <p class="account-actions">
              {state.methods.passkeys && (
                <button
                  type="button"
                  disabled={account.busy}
                  onClick={() => void account.run(() => passkey("register", state.csrf), m.passkeyAdded)}
                >
                  {m.addPasskey}
                </button>
              )}
              <button
                type="button"
                disabled={account.busy}
                onClick={() => void account.run(() => send("POST", "/api/account/sign-out", state.csrf))}
              >
                {m.signOut}
              </button>
              <button
                type="button"
                title={m.signOutEverywhereHint}
                disabled={account.busy}
                onClick={() =>
                  void account.run(async () => {
                    const r = await send<{ sessions: number }>(
                      "POST",
                      "/api/account/sign-out-everywhere",
                      state.csrf,
                    );
                    account.say(m.signedOutEverywhere(r.sessions));
                  })
                }
              >
                {m.signOutEverywhere}
              </button>
            </p>
          </section>
          <Characters state={state} account={account} />
          <MemberCards state={state} account={account} />
          {state.account.role === "organiser" && <AdminPanel csrf={state.csrf} account={account} />}
        </>
      )}
    </div>
  );
}
