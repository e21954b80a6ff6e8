import {
  type Allowance,
  cardAllowance,
  type DataIssue,
  type Deck,
  deckCurve,
  type HeroClass,
  ownedCount,
  STARTER_DECK,
  validateDeck,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { enumParam, markInteractive, type ParamCodec, setHashParams, useHashParam } from "../router.js";
import { CardView } from "../tcg/card.js";
import { loadCollection, newCollection, saveCollection } from "../tcg/collection-store.js";
import { cardName, corpus, heroName, powerWords, setSize, useTextContext } from "../tcg/data.js";
import type { LibraryDeck } from "../tcg/deck-store.js";
import { entryOf, type Issue, IssueList } from "../tcg/issues.js";
import { useReduceMotion } from "../tcg/motion.js";
import { useInspect } from "../tcg-duel/inspect.js";
import { CardBrowser } from "./browser.js";
import { type DeckRow, deckRows, editCopies, removeEntry, toCurrentVersion } from "./deck-list.js";
import { exportDeck, readDeckFile } from "./files.js";
import { decksMessages } from "./messages.js";
import { CardRow, CurveBars, UnknownRow } from "./parts.js";
import "../tcg/tcg.css";
import "./decks.css";
import { PageHead } from "../shell/page-head.js";
import { DeckSelect } from "../tcg/deck-select.js";
import { FileInput } from "../tcg/file-input.js";
import { HeroSelect } from "../tcg/hero-select.js";
import { LibraryStatus } from "./library-status.js";
import { ShareDeck } from "./share.js";
import { blankDeck, useDeckLibrary } from "./use-deck-library.js";
import { WithdrawnHelp } from "./withdrawn.js";

const SOURCES = ["set", "collection"] as const;
const sourceParam = enumParam(SOURCES, "set");
const idParam: ParamCodec<string> = { parse: (raw) => raw ?? "", format: (v) => v || null };

/**
 * Deck builder: a hero and 30 cards from the whole set or the player's collection. Every "may I?"
 * is the data library's (`validateDeck`, `cardAllowance`, `deckCurve`); decks live with the account
 * when signed in, else in local storage, leave and come back as deck files (deck.schema.json), and
 * go to the duel page to be played.
 */
export function DecksPage() {
  const textContext = useTextContext();
  const locale = useLocale();
  const m = useMessages(decksMessages);
  const [, , reduced] = useReduceMotion();
  const { shown, bind } = useInspect();
  const lib = useDeckLibrary(() => blankDeck(m.newName));
  const library = lib.decks;
  const [id, setId] = useHashParam("deck", idParam, "push");
  const [source, setSource] = useHashParam("from", sourceParam);
  const [note, setNote] = useState<string>("");
  const [importIssues, setImportIssues] = useState<{ file: string; issues: readonly DataIssue[] } | null>(
    null,
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const collection = useMemo(() => {
    const s = loadCollection() ?? newCollection();
    saveCollection(s);
    return s;
  }, []);
  useEffect(() => {
    if (lib.source !== "checking") markInteractive("tcg-decks");
  }, [lib.source]);
  // A Remove button taken away with its entry hands the focus on: to the next entry to mend, else
  // to the deck's status (which says whether the deck is now legal).
  const listRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [mended, setMended] = useState(0);
  useEffect(() => {
    if (mended === 0) return;
    const next = listRef.current?.querySelector<HTMLElement>('[data-testid="remove-unknown"]');
    (next ?? statusRef.current)?.focus();
  }, [mended]);
  // An entry switched to its current version is a new row: the focus follows it, to its name.
  const [switched, setSwitched] = useState<{ readonly cardId: string } | null>(null);
  useEffect(() => {
    if (switched === null) return;
    listRef.current
      ?.querySelector<HTMLElement>(`li[data-card="${CSS.escape(switched.cardId)}"] .deck-name`)
      ?.focus();
  }, [switched]);

  const current = library.find((d) => d.id === id) ?? (library[0] as LibraryDeck);
  const deck = current.deck;
  const owned = source === "collection" ? { copies: collection.copies } : undefined;

  const update = (d: Deck) => lib.update(current.id, d);
  const create = async (d: Deck): Promise<boolean> => {
    const made = await lib.create(d);
    if (made !== null) setId(made);
    return made !== null;
  };

  const result = validateDeck(deck, corpus, { mode: "friendly", ...(owned ? { collection: owned } : {}) });
  const issues = result.ok ? [] : result.issues;
  const warnings = result.ok ? result.warnings : [];
  const curve = deckCurve(deck, corpus);
  const total = deck.cards.reduce((n, e) => n + e.count, 0);
  const inDeck = (cardId: string) =>
    deck.cards.filter((e) => e.cardId === cardId).reduce((n, e) => n + e.count, 0);
  // Cards whose members withdrew them (§12): the server takes no new copy, so the page offers none.
  const withdrawn = new Set(lib.withdrawn);
  const isWithdrawn = (cardId: string) => withdrawn.has(cardId);
  const allowance = (cardId: string, version?: number): Allowance =>
    isWithdrawn(cardId) ? { more: 0, limit: "opt-out" } : cardAllowance(deck, corpus, cardId, owned, version);
  const heldWithdrawn = deck.cards.filter((e) => isWithdrawn(e.cardId));
  const heldOf = (cardId: string) => (owned ? ownedCount(owned.copies, cardId) : null);
  const hero = corpus.heroes[deck.heroClass];
  /** A problem of the deck in the player's words (the library's words stay under "Details"). */
  const say = (i: Issue): string | null => {
    const n = entryOf(i, "cards");
    const entry = n === null ? undefined : deck.cards[n];
    const name = entry ? cardName({ id: entry.cardId, version: entry.version }, locale) : "";
    const card = entry ? corpus.cards[`${entry.cardId}.v${entry.version}`] : undefined;
    const mi = m.issue;
    switch (i.code) {
      case "deck-size":
        return mi.deckSize(corpus.rules.deckSize, total);
      case "copies":
        return card
          ? mi.copies(name, corpus.taxonomy.rarities.find((r) => r.id === card.rarity)?.maxCopies ?? 0)
          : null;
      case "class-card":
        return entry ? mi.classCard(name, heroName(deck.heroClass, locale)) : null;
      case "two-versions":
        return entry ? mi.twoVersions(name) : null;
      case "old-version":
        return entry ? mi.oldVersion(name) : null;
      case "opt-out":
        return entry ? mi.optOut(name) : null;
      case "unknown-card":
        return mi.unknownCard;
      case "not-owned":
        return entry ? mi.notOwned(name) : null;
      case "schema":
        return i.pointer === "/cards" ? mi.noCards : i.pointer === "/name" ? mi.noName : mi.unreadable;
      default:
        return null;
    }
  };
  /** An imported file's problem: the file is not this deck, so no entry is named. */
  const sayImport = (i: Issue): string | null =>
    i.code === "schema" || i.code === "json" ? m.issue.unreadable : null;

  const rows = deckRows(deck, corpus);
  const unknown = rows.some((r) => r.kind === "unknown");

  /** The switch of a row to its card's current version, when the corpus has another one. */
  const currentOf = (row: DeckRow) =>
    row.current === null
      ? undefined
      : {
          card: row.current,
          onUse: () => {
            update(toCurrentVersion(deck, row.index, row.current as NonNullable<DeckRow["current"]>));
            setSwitched({ cardId: row.entry.cardId });
          },
        };

  const importFile = async (file: File) => {
    setImportIssues(null);
    const read = readDeckFile(await file.text(), file.name, m.notJson);
    if ("issues" in read) return setImportIssues({ file: file.name, issues: read.issues });
    if (await create(read.deck)) setNote(m.imported(read.deck.name));
  };

  return (
    <section class="tcg-decks">
      <PageHead title={m.title} lede={m.lede} />

      <fieldset class="tcg-toolbar" aria-label={m.decks}>
        <DeckSelect label={m.deck} testid="deck-select" value={current.id} decks={library} onChange={setId} />
        <button
          type="button"
          data-testid="new-deck"
          onClick={() => void create({ name: m.newName, heroClass: deck.heroClass, cards: [] })}
        >
          {m.newDeck}
        </button>
        <button
          type="button"
          onClick={() =>
            void create({ ...STARTER_DECK, name: m.starterName(heroName(STARTER_DECK.heroClass, locale)) })
          }
        >
          {m.fromStarter}
        </button>
        <button
          type="button"
          data-testid="copy-deck"
          onClick={() => void create({ ...deck, name: m.copyName(deck.name).slice(0, 60) })}
        >
          {m.copyDeck}
        </button>
        <FileInput
          class="deck-file"
          label={m.importDeck}
          testid="import-deck"
          onFile={(file) => void importFile(file)}
        />
      </fieldset>
      {importIssues && (
        <div class="notice notice-error" role="alert" data-testid="import-errors">
          <p>{m.importErrors(importIssues.file)}</p>
          <IssueList issues={importIssues.issues} testid="import-issues" say={sayImport} />
        </div>
      )}
      <p class="muted" role="status">
        {note}
      </p>
      <LibraryStatus library={lib} />

      <div class="deck-layout">
        <div class="deck-main">
          <div class="panel deck-head">
            <label class="tcg-field">
              {m.name}
              <input
                value={deck.name}
                data-testid="deck-name"
                onChange={(e) => update({ ...deck, name: (e.currentTarget as HTMLInputElement).value })}
              />
            </label>
            <HeroSelect
              class="tcg-field"
              label={m.hero}
              value={deck.heroClass}
              testid="deck-hero"
              onChange={(c) => update({ ...deck, heroClass: c as HeroClass })}
            />
            {hero && (
              <p class="muted deck-power">
                {(({ name, text }) => m.power(name, hero.power.cost, text))(
                  powerWords(deck.heroClass, locale),
                )}
              </p>
            )}
            <fieldset class="deck-source">
              <legend>{m.source}</legend>
              {SOURCES.map((s) => (
                <label key={s}>
                  <input
                    type="radio"
                    name="source"
                    value={s}
                    checked={source === s}
                    data-testid={`source-${s}`}
                    onChange={() => setSource(s)}
                  />{" "}
                  {s === "set" ? m.fromSet : m.fromCollection}
                </label>
              ))}
            </fieldset>
          </div>

          <div
            class={`panel deck-status ${issues.length === 0 ? "ok" : "bad"}`}
            data-testid="deck-status"
            ref={statusRef}
            tabIndex={-1}
            aria-live="polite"
          >
            <strong data-testid="deck-count">{m.count(total, corpus.rules.deckSize)}</strong>{" "}
            {issues.length === 0 ? <span>{m.legal}</span> : <span>{m.problems(issues.length)}</span>}
            {issues.length > 0 && <IssueList issues={issues} testid="deck-issues" say={say} />}
            {warnings.length > 0 && <IssueList issues={warnings} testid="deck-warnings" say={say} />}
            <div class="coll-buttons">
              <button
                type="button"
                class="primary"
                data-testid="play-deck"
                disabled={issues.length > 0}
                title={issues.length > 0 ? m.playHelp : undefined}
                onClick={() => {
                  location.hash = `#/tcg-duel?deck=${encodeURIComponent(current.id)}&seed=${Math.floor(Math.random() * 1e9)}`;
                }}
              >
                {m.play}
              </button>
              <button
                type="button"
                data-testid="export-deck"
                disabled={deck.cards.length === 0}
                title={deck.cards.length === 0 ? m.exportHelp : undefined}
                onClick={() => exportDeck(deck)}
              >
                {m.exportDeck}
              </button>
              {confirmDelete ? (
                <span role="alert">
                  {m.removeConfirm(deck.name)}{" "}
                  <button
                    type="button"
                    class="danger"
                    onClick={() => {
                      lib.remove(current.id);
                      setHashParams({ deck: null }, "replace");
                      setConfirmDelete(false);
                    }}
                  >
                    {m.yes}
                  </button>{" "}
                  <button type="button" onClick={() => setConfirmDelete(false)}>
                    {m.no}
                  </button>
                </span>
              ) : (
                <button type="button" onClick={() => setConfirmDelete(true)}>
                  {m.remove_}
                </button>
              )}
            </div>
          </div>

          <ShareDeck library={lib} id={current.id} />

          <div class="panel">
            <span class="panel-label">{m.curve}</span>
            <CurveBars curve={curve} />
          </div>

          <div class="panel" ref={listRef}>
            <span class="panel-label">{m.count(total, corpus.rules.deckSize)}</span>
            {unknown && (
              <p class="notice notice-error deck-unknown-help" data-testid="unknown-help">
                {m.unknownHelp}
              </p>
            )}
            <WithdrawnHelp
              entries={heldWithdrawn}
              onTakeOut={() => {
                update({ ...deck, cards: deck.cards.filter((e) => !isWithdrawn(e.cardId)) });
                setNote(m.withdrawnTakenOut);
                statusRef.current?.focus();
              }}
            />
            {rows.length === 0 ? (
              <p class="muted">{m.empty}</p>
            ) : (
              <ul class="deck-list" data-testid="deck-list">
                {rows.map((row) =>
                  row.kind === "unknown" ? (
                    <UnknownRow
                      key={`${row.index}:${row.entry.cardId}.v${row.entry.version}`}
                      entry={row.entry}
                      current={currentOf(row)}
                      onRemove={() => {
                        update(removeEntry(deck, row.index));
                        setMended((n) => n + 1);
                      }}
                    />
                  ) : (
                    <CardRow
                      key={`${row.entry.cardId}.v${row.entry.version}`}
                      card={row.card}
                      hero={deck.heroClass}
                      inDeck={row.entry.count}
                      owned={heldOf(row.card.id)}
                      allowance={allowance(row.card.id, row.card.version)}
                      withdrawn={isWithdrawn(row.card.id)}
                      inspect={bind({ key: `deck-${row.card.id}`, card: row.card })}
                      onAdd={() => update(editCopies(deck, row.card, 1))}
                      onRemove={() => update(editCopies(deck, row.card, -1))}
                      current={currentOf(row)}
                    />
                  ),
                )}
              </ul>
            )}
          </div>
        </div>

        <CardBrowser
          hero={deck.heroClass}
          held={owned ? (cardId) => ownedCount(owned.copies, cardId) : null}
          inDeck={inDeck}
          allowance={allowance}
          withdrawn={isWithdrawn}
          inspect={(card) => bind({ key: `browse-${card.id}`, card })}
          onAdd={(card) => update(editCopies(deck, card, 1))}
        />
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
