/**
 * A player's profile (`#/profile?id=<account>`, one's own without `id`; issue 27 §5, seed 003
 * §4, §7.5, §12): his linked WoW characters, member card(s), LGC TCG completion per set
 * (« 87 / 120 · dont 12 enluminées ») and finished duels with their replay links. Profiles are
 * for signed-in players of the guild.
 * @module
 */
import { useEffect, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { markInteractive, useHashParams } from "../router.js";
import { AccountRequestError, type Character, fetchAccount, get, NO_SERVICE } from "./api.js";
import { memberCardName } from "./members.js";
import { accountMessages } from "./messages.js";
import { profileMessages } from "./profile-messages.js";
import "./account.css";

interface Profile {
  readonly account: { readonly id: string; readonly name: string; readonly createdAt: string };
  readonly characters: readonly Character[];
  readonly members: readonly { readonly memberId: string; readonly withdrawn: boolean }[];
}

interface Duel {
  readonly id: string;
  readonly context: string;
  readonly status: "over" | "abandoned";
  readonly endedAt: string | null;
  readonly score: number | null;
  readonly turns: number | null;
  readonly durationMs: number | null;
  readonly heroClass: string;
  readonly deckName: string;
  readonly opponent: {
    readonly accountId: string | null;
    readonly name: string | null;
    readonly heroClass: string;
  };
  readonly replay: string | null;
}

interface TcgProfile {
  readonly completion: readonly {
    readonly set: string;
    readonly name: string;
    readonly size: number;
    readonly owned: number;
    readonly foil: number;
  }[];
  readonly history: readonly Duel[];
}

type Loaded =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly code: string }
  | {
      readonly kind: "ready";
      readonly profile: Profile;
      readonly tcg: TcgProfile | null;
      readonly own: boolean;
    };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

async function load(asked: string | null): Promise<Loaded> {
  const me = await fetchAccount();
  if (!me.signedIn) return { kind: "failed", code: "signed-out" };
  const id = asked !== null && ID.test(asked) ? asked : me.account.id;
  const [profile, tcg] = await Promise.all([
    get<Profile>(`/api/profiles/${id}`),
    // A server without the TCG module (no match service beside it) has no duels to show.
    get<TcgProfile>(`/api/tcg/profiles/${id}`).catch(() => null),
  ]);
  return { kind: "ready", profile, tcg, own: id === me.account.id };
}

const resultOf = (d: Duel): string =>
  d.status === "abandoned" ? "abandoned" : d.score === 1 ? "won" : d.score === 0 ? "lost" : "drawn";

/** The profile page. */
export function ProfilePage() {
  const m = useMessages(profileMessages);
  const a = useMessages(accountMessages);
  const locale = useLocale();
  const asked = useHashParams().get("id");
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    setLoaded({ kind: "loading" });
    load(asked).then(
      (l) => live && setLoaded(l),
      (e: unknown) =>
        live &&
        setLoaded({ kind: "failed", code: e instanceof AccountRequestError ? e.code : "unavailable" }),
    );
    return () => {
      live = false;
    };
  }, [asked]);
  useEffect(() => {
    if (loaded.kind !== "loading") markInteractive("profile");
  }, [loaded.kind]);
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: "long" });
  const klass = (c: string) => a.classes[c] ?? c;

  if (loaded.kind !== "ready")
    return (
      <div class="account-page">
        <h1>{m.title}</h1>
        {loaded.kind === "loading" ? (
          <p>{m.loading}</p>
        ) : (
          <p class="notice" role="alert" data-testid="profile-failure">
            {loaded.code === "signed-out" || loaded.code === "signed-in" ? (
              <>
                {m.signedOut} <a href="#/account">{m.signIn}</a>
              </>
            ) : loaded.code === "not-found" ? (
              m.notFound
            ) : loaded.code === NO_SERVICE ? (
              m.noService
            ) : (
              m.unavailable
            )}
          </p>
        )}
      </div>
    );
  const { profile, tcg } = loaded;
  return (
    <div class="account-page">
      <h1 data-testid="profile-name">{profile.account.name}</h1>
      <p class="lede">
        {loaded.own ? `${m.mine} · ` : ""}
        {m.since(day(profile.account.createdAt))}
      </p>
      <section class="account-card" aria-labelledby="profile-characters">
        <h2 id="profile-characters">{m.characters}</h2>
        {profile.characters.length === 0 ? (
          <p class="muted">{m.noCharacters}</p>
        ) : (
          <ul class="account-list" data-testid="profile-characters">
            {profile.characters.map((c) => (
              <li key={c.id}>
                <span class="character-line">
                  {c.portrait !== null && <img src={c.portrait} alt="" width={32} height={32} />}
                  <span>
                    {a.characterLine({
                      name: c.name,
                      realm: c.realm,
                      level: c.level,
                      race: c.race,
                      klass: klass(c.class),
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section class="account-card" aria-labelledby="profile-member">
        <h2 id="profile-member">{m.member}</h2>
        {profile.members.length === 0 ? (
          <p class="muted">{m.noMember}</p>
        ) : (
          <ul class="account-list" data-testid="profile-members">
            {profile.members.map((c) => (
              <li key={c.memberId}>
                {memberCardName(c.memberId)}
                {c.withdrawn && <span class="tag">{m.withdrawn}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {tcg === null ? null : (
        <>
          <section class="account-card" aria-labelledby="profile-completion">
            <h2 id="profile-completion">{m.completion}</h2>
            <ul class="account-list" data-testid="profile-completion">
              {tcg.completion.map((s) => (
                <li key={s.set}>
                  <span>{s.name}</span> <strong>{m.completionLine(s.owned, s.size, s.foil)}</strong>
                </li>
              ))}
            </ul>
          </section>
          <section class="account-card" aria-labelledby="profile-history">
            <h2 id="profile-history">{m.history}</h2>
            {tcg.history.length === 0 ? (
              <p class="muted">{m.noHistory}</p>
            ) : (
              <ul class="account-list" data-testid="profile-history">
                {tcg.history.map((d) => {
                  const opponent = d.opponent.name ?? m.someone;
                  const when = d.endedAt === null ? "" : day(d.endedAt);
                  return (
                    <li key={d.id} data-result={resultOf(d)}>
                      <span>
                        <strong>{m.result[resultOf(d)]}</strong> · {m.context[d.context] ?? d.context} ·{" "}
                        {klass(d.heroClass)} « {d.deckName} » {m.against}{" "}
                        {d.opponent.accountId === null ? (
                          opponent
                        ) : (
                          <a href={`#/profile?id=${encodeURIComponent(d.opponent.accountId)}`}>{opponent}</a>
                        )}{" "}
                        ({klass(d.opponent.heroClass)}){d.turns === null ? "" : ` · ${m.turns(d.turns)}`}
                        {d.durationMs === null
                          ? ""
                          : ` · ${m.minutes(Math.max(1, Math.round(d.durationMs / 60_000)))}`}
                        {when === "" ? "" : ` · ${when}`}
                      </span>
                      {d.replay === null ? null : (
                        <a
                          href={`#/replay?r=${encodeURIComponent(d.replay)}`}
                          aria-label={m.replayOf(opponent, when)}
                        >
                          {m.replay}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
