/**
 * A shared deck, read-only (`#/tcg-shared-deck?id=<share id>`; issue 27 §4): the link a player
 * made from the deck builder opens here for anyone, signed in or not — the deck's name, who shares
 * it, its hero, whether it is legal, its Fervour curve, and each card with its words in the
 * reader's language. A signed-in reader copies it to his own decks (a card withdrawn at its
 * member's request is refused by the server: the page says so and offers the copy without it);
 * a signed-out one is offered to sign in and come back. A link whose deck is no longer shared, or
 * that names none, says so and leads on.
 * @module
 */
import { type Deck, deckCurve, validateDeck } from "@engines/lgc-tcg";
import { useEffect, useState } from "preact/hooks";
import {
  AccountRequestError,
  type AccountState,
  fetchAccount,
  get,
  NO_SERVICE,
  send,
} from "../account/api.js";
import { signInLink } from "../account/return-to.js";
import { useLocale, useMessages } from "../i18n/index.js";
import { markInteractive, useHashParams } from "../router.js";
import { PageHead } from "../shell/page-head.js";
import { CardView, rulesParagraphs, typeLine } from "../tcg/card.js";
import { cardName, corpus, faceIn, heroName, powerWords, setSize, useTextContext } from "../tcg/data.js";
import { useReduceMotion } from "../tcg/motion.js";
import { useInspect } from "../tcg-duel/inspect.js";
import { type DeckRow, deckRows } from "./deck-list.js";
import { exportDeck } from "./files.js";
import { CurveBars } from "./parts.js";
import { sharedDeckMessages } from "./shared-messages.js";
import "../tcg/tcg.css";
import "./decks.css";

interface Shared {
  readonly deck: Deck;
  readonly owner: string;
}

type Loaded =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly shared: Shared }
  | { readonly kind: "failed"; readonly why: "gone" | "noLink" | "noService" | "unavailable" };

/** What became of a copy: made (its id and name), or refused (a withdrawn card, too many decks…). */
type Copy =
  | { readonly kind: "made"; readonly id: string; readonly name: string }
  | { readonly kind: "withdrawn"; readonly cardId: string }
  | { readonly kind: "failed"; readonly why: "tooMany" | "copyFailed" };

/** A card row: cost, name, type line, stats, its rules in words, and how many copies. */
function SharedRow({ row, onInspect }: { row: DeckRow; onInspect: ReturnType<typeof useInspect>["bind"] }) {
  const m = useMessages(sharedDeckMessages);
  const locale = useLocale();
  const ctx = useTextContext();
  if (row.kind === "unknown")
    return (
      <li class="deck-row deck-row-unknown" data-card={row.entry.cardId} data-unknown="true">
        <span class="deck-cost" aria-hidden="true">
          ?
        </span>
        <span class="deck-unknown">{m.unknown(row.entry.cardId, row.entry.version)}</span>
        <span class="deck-counts muted">
          <strong>×{row.entry.count}</strong>
        </span>
      </li>
    );
  const card = faceIn(row.card, locale);
  const words = rulesParagraphs(ctx, card)
    .map((runs) => runs.map((r) => r.text).join(" "))
    .join(" ");
  return (
    <li class="shared-row" data-card={card.id}>
      <span class="deck-cost" aria-hidden="true">
        {card.cost}
      </span>
      <div class="shared-words">
        <button
          type="button"
          class="deck-name"
          {...onInspect({ key: `shared-${card.id}`, card: row.card })}
          aria-label={`${cardName(row.card, locale)}, ${card.cost}`}
        >
          {cardName(row.card, locale)}
        </button>
        <span class="muted shared-type">
          {typeLine(ctx, card)}
          {card.type === "CREATURE" ? ` · ${m.stats(card.atk, card.hp)}` : ""}
        </span>
        {words === "" ? null : <p class="shared-text">{words}</p>}
      </div>
      <span class="deck-counts muted">
        <strong data-testid="in-deck">×{row.entry.count}</strong>
      </span>
    </li>
  );
}

/** The shared deck's page. */
export function SharedDeckPage() {
  const m = useMessages(sharedDeckMessages);
  const locale = useLocale();
  const textContext = useTextContext();
  const [, , reduced] = useReduceMotion();
  const { shown, bind } = useInspect();
  const id = useHashParams().get("id");
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [account, setAccount] = useState<AccountState | null>(null);
  const [copy, setCopy] = useState<Copy | null>(null);
  const [busy, setBusy] = useState(false);
  // The cards the last refusals named are left out of the next copy.
  const [left, setLeft] = useState<readonly string[]>([]);

  useEffect(() => {
    setCopy(null);
    setLeft([]);
    if (id === null || id === "") return setLoaded({ kind: "failed", why: "noLink" });
    setLoaded({ kind: "loading" });
    let live = true;
    get<Shared>(`/api/tcg/shared-decks/${encodeURIComponent(id)}`).then(
      (shared) => live && setLoaded({ kind: "ready", shared }),
      (e: unknown) => {
        if (!live) return;
        const code = e instanceof AccountRequestError ? e.code : "unavailable";
        setLoaded({
          kind: "failed",
          why: code === "not-found" ? "gone" : code === NO_SERVICE ? "noService" : "unavailable",
        });
      },
    );
    fetchAccount().then(
      (a) => live && setAccount(a),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [id]);
  useEffect(() => {
    if (loaded.kind !== "loading") markInteractive("tcg-shared-deck");
  }, [loaded.kind]);

  if (loaded.kind !== "ready")
    return (
      <section class="tcg-decks shared-deck">
        <PageHead title={m.title} lede={m.lede} />
        {loaded.kind === "loading" ? (
          <p class="notice" data-testid="shared-state">
            {m.loading}
          </p>
        ) : (
          <div class="notice" data-testid="shared-state" role="alert">
            <p>{m[loaded.why]}</p>
            <p class="shared-links">
              <a href="#/tcg-decks">{m.builder}</a>
              <a href="#/tcg-gallery">{m.gallery}</a>
            </p>
          </div>
        )}
      </section>
    );

  const { deck, owner } = loaded.shared;
  const rows = deckRows(deck, corpus);
  const total = deck.cards.reduce((n, e) => n + e.count, 0);
  const checked = validateDeck(deck, corpus, { mode: "friendly" });
  const power = powerWords(deck.heroClass, locale);
  const nameOfCard = (cardId: string) => cardName({ id: cardId }, locale);

  /** Copies `cards` of the deck to the reader's decks; a withdrawn card's refusal is said. */
  const copyOf = async (cards: Deck["cards"]) => {
    if (account === null || !account.signedIn) return;
    setBusy(true);
    const name = m.copyName(deck.name).slice(0, 60);
    try {
      const made = await send<{ deck: { id: string } }>("POST", "/api/tcg/decks", account.csrf, {
        deck: { name, heroClass: deck.heroClass, cards },
      });
      setCopy({ kind: "made", id: made.deck.id, name });
    } catch (e) {
      const body = e instanceof AccountRequestError ? (e.body as { reason?: string; cardId?: string }) : null;
      if (body?.reason === "withdrawn-card" && typeof body.cardId === "string")
        setCopy({ kind: "withdrawn", cardId: body.cardId });
      else setCopy({ kind: "failed", why: body?.reason === "too-many-decks" ? "tooMany" : "copyFailed" });
    } finally {
      setBusy(false);
    }
  };
  const kept = deck.cards.filter((e) => !left.includes(e.cardId));

  return (
    <section class="tcg-decks shared-deck">
      <PageHead title={m.title} lede={m.lede} />
      <div class="deck-layout">
        <div class="deck-main">
          <div class="panel">
            <h2 data-testid="shared-name">{deck.name}</h2>
            <p data-testid="shared-owner">{m.by(owner)}</p>
            <p data-testid="shared-hero">
              {m.hero(heroName(deck.heroClass, locale))} · {power.name}: {power.text}
            </p>
            <p data-testid="shared-status" class={checked.ok ? "" : "muted"}>
              <strong>{m.count(total, corpus.rules.deckSize)}</strong>{" "}
              {checked.ok ? m.legal : m.notLegal(checked.issues.length)}
            </p>
            <div class="coll-buttons">
              {account?.signedIn === true ? (
                <button
                  type="button"
                  class="primary"
                  data-testid="shared-copy"
                  disabled={busy}
                  onClick={() => void copyOf(kept)}
                >
                  {m.copy}
                </button>
              ) : account !== null ? (
                <span data-testid="shared-sign-in">
                  {m.signInToCopy}{" "}
                  <a href={signInLink(`/tcg-shared-deck?id=${encodeURIComponent(id ?? "")}`)}>{m.signIn}</a>
                </span>
              ) : null}{" "}
              <button type="button" onClick={() => exportDeck(deck)}>
                {m.exportDeck}
              </button>
            </div>
            {copy === null ? null : copy.kind === "made" ? (
              <p class="notice" role="status" data-testid="shared-copied">
                {m.copied(copy.name)}{" "}
                <a href={`#/tcg-decks?deck=${encodeURIComponent(copy.id)}`}>{m.openCopy}</a>
              </p>
            ) : copy.kind === "withdrawn" ? (
              <div class="notice notice-error" role="alert" data-testid="shared-refused">
                <p>{m.withdrawn(nameOfCard(copy.cardId))}</p>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    const without = [...left, copy.cardId];
                    setLeft(without);
                    void copyOf(deck.cards.filter((e) => !without.includes(e.cardId)));
                  }}
                >
                  {m.copyWithout(nameOfCard(copy.cardId))}
                </button>
              </div>
            ) : (
              <p class="notice notice-error" role="alert" data-testid="shared-refused">
                {m[copy.why]}
              </p>
            )}
          </div>
          <div class="panel">
            <span class="panel-label">{m.curve}</span>
            <CurveBars curve={deckCurve(deck, corpus)} />
          </div>
        </div>
        <div class="panel">
          <span class="panel-label">{m.cards}</span>
          <ul class="deck-list" data-testid="shared-cards">
            {rows.map((row) => (
              <SharedRow key={`${row.index}`} row={row} onInspect={bind} />
            ))}
          </ul>
        </div>
        <div class="deck-preview" aria-hidden="true">
          {shown && (
            <CardView
              card={shown.card}
              ctx={textContext}
              setSize={setSize(shown.card.setCode)}
              still={reduced}
            />
          )}
        </div>
      </div>
    </section>
  );
}
