/**
 * The player's linked WoW characters (seed 003 §4) and those offered at his last sign-in, with
 * the ones at the ranked level marked (§4.2).
 * @module
 */
import { useMessages } from "../i18n/index.js";
import { type AccountState, type Character, type Offered, send } from "./api.js";
import { accountMessages } from "./messages.js";
import type { UseAccount } from "./use-account.js";

type SignedIn = Extract<AccountState, { signedIn: true }>;

function Line({ c, maxLevel }: { c: Offered | Character; maxLevel: number }) {
  const m = useMessages(accountMessages);
  const klass = m.classes[c.class] ?? c.class;
  return (
    <span class="character-line">
      {c.portrait !== null && <img src={c.portrait} alt="" width={32} height={32} />}
      <span>{m.characterLine({ name: c.name, realm: c.realm, level: c.level, race: c.race, klass })}</span>
      {c.level >= maxLevel && <span class="tag">{m.rankedReady}</span>}
    </span>
  );
}

export function Characters({ state, account }: { state: SignedIn; account: UseAccount }) {
  const m = useMessages(accountMessages);
  return (
    <section class="account-card" aria-labelledby="characters-title">
      <h2 id="characters-title">{m.characters}</h2>
      <p class="muted">{m.charactersLede(state.maxLevel)}</p>
      {state.characters.length === 0 ? (
        <p>{m.noCharacters}</p>
      ) : (
        <ul class="account-list" data-testid="linked-characters">
          {state.characters.map((c) => (
            <li key={c.id}>
              <Line c={c} maxLevel={state.maxLevel} />
              <button
                type="button"
                disabled={account.busy}
                onClick={() =>
                  void account.run(() => send("DELETE", `/api/account/characters/${c.id}`, state.csrf))
                }
              >
                {m.unlink}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>{m.offered}</h3>
      {state.offered.length === 0 ? (
        <p class="muted">{m.noOffer}</p>
      ) : (
        <ul class="account-list" data-testid="offered-characters">
          {state.offered.map((c) => (
            <li key={`${c.realm}/${c.name}`}>
              <Line c={c} maxLevel={state.maxLevel} />
              <button
                type="button"
                disabled={account.busy}
                onClick={() =>
                  void account.run(() =>
                    send("POST", "/api/account/characters", state.csrf, { name: c.name, realm: c.realm }),
                  )
                }
              >
                {m.link}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
