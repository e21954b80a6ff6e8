import {
  type CollectionAction,
  type CollectionEvent,
  type CollectionState,
  craftCheck,
  duplicatesOf,
  meltCheck,
  ownedCount,
  type PackCard,
  reduceCollection,
  setCompletion,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { enumParam, markInteractive, useHashParam } from "../router.js";
import { CardView } from "../tcg/card.js";
import { loadCollection, newCollection, saveCollection } from "../tcg/collection-store.js";
import { cardName, corpus, setName, setSize, useTextContext } from "../tcg/data.js";
import { download } from "../tcg/export.js";
import { MotionControl, useReduceMotion } from "../tcg/motion.js";
import { AltArtPanel, shownFace } from "./alt-art.js";
import { type CollectionMessages, collectionMessages } from "./messages.js";
import { Completion, Odds, PackReveal } from "./parts.js";
import { collectionRefusal } from "./refusal.js";
import { RefusedError, useServerCollection } from "./server-source.js";
import "../tcg/tcg.css";
import "./collection.css";
import { LabelledSelect } from "../shell/labelled-select.js";
import { PageHead } from "../shell/page-head.js";

const SHOW = ["all", "owned", "missing", "duplicates", "foil"] as const;
type Show = (typeof SHOW)[number];
const showParam = enumParam<Show>(SHOW, "all");

type Pack = Extract<CollectionEvent, { type: "packOpened" }>;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Collection: the player's cards and Sceaux, kept in local storage; packs opened and cards melted
 * or crafted by the collection engine (`reduceCollection`), which decides every rule.
 */
export function CollectionPage() {
  const textContext = useTextContext();
  const locale = useLocale();
  const m = useMessages(collectionMessages);
  const [motion, setMotion, reduced] = useReduceMotion();
  const [state, setState] = useState<CollectionState>(() => {
    const s = loadCollection() ?? newCollection();
    saveCollection(s);
    return s;
  });
  const [packs, setPacks] = useState<Pack[]>([]);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [say, setSay] = useState<(m: CollectionMessages) => string>(() => () => "");
  const [confirmReset, setConfirmReset] = useState(false);
  const [show, setShow] = useHashParam("show", showParam);
  const [q, setQ] = useState("");
  // The set the next packs are opened from (Extension 1): any set of the pool, the collection's first.
  const [packSet, setPackSet] = useState<string>(() => state.set);
  const ofSet = packSet === state.set ? {} : { set: packSet };
  const server = useServerCollection();
  const online = server.kind === "server";
  useEffect(() => {
    if (server.kind !== "checking") markInteractive("tcg-collection");
  }, [server.kind]);
  // Signed in, the collection is the server's (the local one stays here for playing signed out).
  useEffect(() => {
    if (server.kind === "server") setState(server.state);
  }, [server]);

  const name = (id: string) => cardName({ id }, locale);

  const apply = async (action: CollectionAction) => {
    let outcome: {
      state: CollectionState;
      events: readonly (CollectionEvent | { type: "rejected"; reason: string })[];
    };
    try {
      outcome = online ? await server.send(action) : reduceCollection(state, action);
    } catch (error) {
      const reason = error instanceof RefusedError ? error.reason : "unavailable";
      setSay(
        () => (mm: CollectionMessages) =>
          reason === "unavailable" ? mm.serverUnavailable : collectionRefusal({ reason }, mm),
      );
      return;
    }
    const { state: next, events } = outcome;
    const first = events[0];
    if (first?.type === "rejected") {
      setSay(() => (mm: CollectionMessages) => collectionRefusal(first, mm));
      return;
    }
    const evs = events as CollectionEvent[];
    const opened = evs.filter((e): e is Pack => e.type === "packOpened");
    if (opened.length > 0) {
      // A card is new when the player held no copy of it before this opening.
      const seen = new Set(state.copies.map((c) => c.cardId));
      setFresh(
        new Set(opened.flatMap((p) => p.cards.map((c: PackCard) => c.cardId)).filter((id) => !seen.has(id))),
      );
      setPacks(opened);
    }
    const melted = evs.flatMap((e) => (e.type === "melted" ? [e] : []));
    const crafted = evs.flatMap((e) => (e.type === "crafted" ? [e] : []));
    const other = evs[0];
    if (other?.type === "altArtBought")
      setSay(() => (mm: CollectionMessages) => mm.artBought(name(other.cardId), other.sceaux));
    else if (other?.type === "memberSet") {
      const card = next.pool.find((c) => c.memberId === other.memberId);
      setSay(() => (mm: CollectionMessages) => mm.memberSet(name(card?.cardId ?? other.memberId)));
    } else if (melted.length > 0) {
      const total = melted.reduce((n, e) => n + e.sceaux, 0);
      const label = melted.length === 1 ? name(melted[0]!.cardId) : `${melted.length} ×`;
      setSay(() => (mm: CollectionMessages) => mm.melted(label, total));
    } else if (crafted[0]) {
      const c = crafted[0];
      setSay(() => (mm: CollectionMessages) => mm.crafted(name(c.cardId), c.sceaux));
    } else setSay(() => () => "");
    if (!online) saveCollection(next);
    setState(next);
  };

  const sets = corpus.sets.sets.filter((s) => state.pool.some((c) => c.set === s.code));
  const meltAllGain = useMemo(() => {
    const r = reduceCollection(state, { type: "MELT_DUPLICATES" });
    return r.events[0]?.type === "rejected" ? 0 : r.state.sceaux - state.sceaux;
  }, [state]);

  const pool = state.pool.filter((c) => c.set === state.set);
  const shown = pool.filter((c) => {
    const held = ownedCount(state.copies, c.cardId);
    const foils = state.copies.filter((x) => x.cardId === c.cardId).reduce((n, x) => n + x.foil, 0);
    if (show === "owned" && held === 0) return false;
    if (show === "missing" && held > 0) return false;
    if (show === "duplicates" && duplicatesOf(state, c.cardId) === 0) return false;
    if (show === "foil" && foils === 0) return false;
    return !q || fold(name(c.cardId)).includes(fold(q));
  });

  return (
    <section class="tcg-collection">
      <PageHead title={m.title} lede={m.lede}>
        <MotionControl setting={motion} onChange={setMotion} reduced={reduced} />
      </PageHead>

      <div class="coll-top">
        {sets.map((s) => {
          const c = setCompletion(state.copies, state.pool, s.code);
          return (
            <Completion
              key={s.code}
              code={s.code}
              name={setName(s.code, locale) ?? s.name}
              owned={c.owned}
              foil={c.foil}
              size={s.size}
            />
          );
        })}
        <div class="panel coll-purse">
          <span class="panel-label">{m.purse}</span>
          <div class="coll-money">
            <strong data-testid="sceaux">{m.sceaux(state.sceaux)}</strong>
            <span data-testid="packs">{m.packs(state.packs)}</span>
          </div>
          {sets.length > 1 && (
            <LabelledSelect
              label={m.packSet}
              testid="pack-set"
              value={packSet}
              onChange={setPackSet}
              choices={sets.map((x) => ({
                value: x.code,
                label: `${setName(x.code, locale) ?? x.name} (${x.code})`,
              }))}
            />
          )}
          <div class="coll-buttons">
            <button
              type="button"
              class="primary"
              data-testid="open-pack"
              disabled={state.packs === 0}
              onClick={() => apply({ type: "OPEN_PACK", ...ofSet })}
            >
              {m.openPack}
            </button>
            {state.packs > 1 && (
              <button
                type="button"
                onClick={() => apply({ type: "OPEN_PACK", count: Math.min(state.packs, 100), ...ofSet })}
              >
                {m.openAll(Math.min(state.packs, 100))}
              </button>
            )}
            {!online && (
              <button
                type="button"
                data-testid="claim-pack"
                onClick={() => apply({ type: "GRANT", packs: 1, reason: "local" })}
              >
                {m.claimPack}
              </button>
            )}
          </div>
          <p class="muted coll-note" data-testid="collection-source">
            {online ? m.onServer : m.claimHelp}
          </p>
        </div>
        <Odds state={state} set={packSet} />
      </div>

      <p class="coll-status" role="status" data-testid="status">
        {say(m)}
      </p>

      <PackReveal packs={packs} fresh={fresh} reduced={reduced} />

      <AltArtPanel state={state} apply={apply} reduced={reduced} />

      <h2>{m.cards}</h2>
      <fieldset class="tcg-toolbar" aria-label={m.cards}>
        <LabelledSelect
          label={m.show}
          value={show}
          testid="show"
          onChange={(v) => setShow(v as Show)}
          choices={SHOW.map((s) => ({
            value: s,
            label: {
              all: m.showAll,
              owned: m.showOwned,
              missing: m.showMissing,
              duplicates: m.showDuplicates,
              foil: m.showFoil,
            }[s],
          }))}
        />
        <label>
          {m.search}
          <input type="search" value={q} onInput={(e) => setQ((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <button
          type="button"
          data-testid="melt-all"
          disabled={meltAllGain === 0}
          onClick={() => apply({ type: "MELT_DUPLICATES" })}
        >
          {meltAllGain === 0 ? m.noDuplicate : m.meltAll(meltAllGain)}
        </button>
        <button
          type="button"
          onClick={() =>
            download(
              new Blob([`${JSON.stringify({ player: state.player, copies: state.copies }, null, 2)}\n`], {
                type: "application/json",
              }),
              "collection.json",
            )
          }
        >
          {m.exportFile}
        </button>
      </fieldset>

      {shown.length === 0 ? (
        <p class="tcg-empty">{m.none}</p>
      ) : (
        <ul class="coll-grid" data-testid="collection-grid">
          {shown.map((c) => {
            const card = corpus.cards[`${c.cardId}.v${c.version}`];
            if (!card) return null;
            const entries = state.copies.filter((x) => x.cardId === c.cardId);
            const normal = entries.reduce((n, x) => n + x.normal, 0);
            const foil = entries.reduce((n, x) => n + x.foil, 0);
            // Melting takes the current version's copies first, then older ones.
            const meltable = (isFoil: boolean) =>
              [...entries]
                .reverse()
                .map((x) => ({ x, check: meltCheck(state, c.cardId, x.version, isFoil, 1) }))
                .find((r) => !("refused" in r.check));
            const meltNormal = meltable(false);
            const meltFoil = meltable(true);
            const craft = craftCheck(state, c.cardId);
            const craftable = !("refused" in craft) || craft.refused === "not-enough-sceaux";
            return (
              <li key={c.cardId} class={normal + foil === 0 ? "missing" : ""} data-card={c.cardId}>
                <CardView
                  card={shownFace(state, card)}
                  ctx={textContext}
                  setSize={setSize(card.setCode)}
                  illuminated={foil > 0}
                  still={reduced}
                />
                <span class="coll-held" data-testid="held">
                  {m.held(normal, foil)}
                </span>
                <fieldset class="coll-actions" aria-label={m.cardActions(cardName(card, locale))}>
                  {meltNormal && "sceaux" in meltNormal.check && (
                    <button
                      type="button"
                      data-action="melt"
                      onClick={() => apply({ type: "MELT", cardId: c.cardId, version: meltNormal.x.version })}
                    >
                      {m.melt(meltNormal.check.sceaux)}
                    </button>
                  )}
                  {meltFoil && "sceaux" in meltFoil.check && (
                    <button
                      type="button"
                      data-action="melt-foil"
                      onClick={() =>
                        apply({ type: "MELT", cardId: c.cardId, version: meltFoil.x.version, foil: true })
                      }
                    >
                      {m.meltFoil(meltFoil.check.sceaux)}
                    </button>
                  )}
                  {craftable && (
                    <button
                      type="button"
                      data-action="craft"
                      aria-disabled={"refused" in craft ? true : undefined}
                      onClick={() => apply({ type: "CRAFT", cardId: c.cardId })}
                    >
                      {m.craft(state.rules.rarities[c.rarity].craft)}
                    </button>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}

      <div class="coll-reset" hidden={online}>
        {confirmReset ? (
          <p role="alert">
            {m.resetConfirm}{" "}
            <button
              type="button"
              class="danger"
              onClick={() => {
                const s = newCollection();
                saveCollection(s);
                setState(s);
                setPacks([]);
                setConfirmReset(false);
              }}
            >
              {m.resetYes}
            </button>{" "}
            <button type="button" onClick={() => setConfirmReset(false)}>
              {m.resetNo}
            </button>
          </p>
        ) : (
          <button type="button" onClick={() => setConfirmReset(true)}>
            {m.reset}
          </button>
        )}
      </div>
    </section>
  );
}
