/**
 * The generic player: the page of a game of the catalogue that has no page of its own (no
 * `games/<id>.tsx`). Hot-seat: what the seat to act may see (the whole state for a game played
 * alone) as JSON, the engine's allowed actions as buttons, any action typed as JSON, the events
 * of the last step; "Play online" for a game of several seats. Every rule comes from the engine.
 * @module
 */
import {
  type AnyEngine,
  type AnyManifest,
  isMultiSeat,
  isRecord,
  isRejected,
  loadEngine,
  SetupError,
  stampSeat,
} from "@core/engine";
import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { PlayOnline } from "../online/create.js";
import { markInteractive } from "../router.js";
import { ActionForm } from "./action-form.js";
import { genericMessages } from "./messages.js";
import "./generic.css";

/** A game in progress: the state, and the events of the last step (or its refusal). */
interface Table {
  readonly state: unknown;
  readonly events: readonly unknown[];
  readonly refused: string | null;
}

/** A fresh seed for a setup that takes one (the player's own game, not a server's). */
function freshSeed(): string {
  return Math.random().toString(36).slice(2);
}

async function start(manifest: AnyManifest, engine: AnyEngine): Promise<Table> {
  const setup =
    manifest.seed === null
      ? manifest.defaultSetup
      : await manifest.seed.put(manifest.defaultSetup, freshSeed());
  return { state: engine.init(setup), events: [], refused: null };
}

function Player({ manifest, engine }: { readonly manifest: AnyManifest; readonly engine: AnyEngine }) {
  const m = useMessages(genericMessages);
  const locale = useLocale();
  const [table, setTable] = useState<Table | { error: string } | null>(null);
  const restart = () =>
    start(manifest, engine).then(setTable, (e: unknown) =>
      setTable({ error: e instanceof SetupError ? m.setupRefused(e.detail) : String(e) }),
    );
  useEffect(() => {
    void restart().then(() => markInteractive(manifest.id));
  }, [engine]);
  if (table === null) return <p class="muted">{m.loading}</p>;
  if ("error" in table) return <p class="notice notice-error">{table.error}</p>;
  const toAct = engine.toAct?.(table.state);
  const seat = toAct?.[0];
  const shown =
    seat === undefined || engine.view === undefined ? table.state : engine.view(table.state, seat);
  const over = toAct !== undefined && toAct.length === 0;
  const act = (action: unknown) => {
    const step = engine.reduce(table.state, seat === undefined ? action : stampSeat(action, seat));
    if (isRejected(step.events)) {
      const event = step.events[0];
      setTable({ ...table, refused: isRecord(event) ? String(event.reason) : "?" });
      return;
    }
    const events =
      seat === undefined || engine.viewEvents === undefined
        ? step.events
        : engine.viewEvents(step.events, seat, step.state);
    setTable({ state: step.state, events, refused: null });
  };
  return (
    <div class="generic-table">
      <div class="generic-controls">
        {toAct !== undefined && <p>{over ? m.over : m.toAct(toAct.join(", "))}</p>}
        {!over && (
          <ActionForm legal={engine.legalActions?.(table.state, seat) ?? []} act={act} label={m.play} />
        )}
        {table.refused !== null && (
          <p class="notice notice-error" role="alert">
            {m.refused(table.refused)}
          </p>
        )}
        {table.events.length > 0 && (
          <>
            <h2>{m.events}</h2>
            <ul class="generic-events">
              {table.events.map((e, i) => (
                <li key={i}>
                  <code>{JSON.stringify(e)}</code>
                </li>
              ))}
            </ul>
          </>
        )}
        <button type="button" onClick={() => void restart()}>
          {m.restart}
        </button>
        {isMultiSeat(manifest) && (
          <PlayOnline engine={engine} state={table.state} title={manifest.name[locale]} />
        )}
      </div>
      <section class="generic-state">
        <h2>{seat === undefined || engine.view === undefined ? m.state : m.view(seat)}</h2>
        <pre>{JSON.stringify(shown, null, 2)}</pre>
      </section>
    </div>
  );
}

/** The generic page of the game `manifest` declares. */
export function genericPage(manifest: AnyManifest): ComponentType {
  return function GenericPage() {
    const m = useMessages(genericMessages);
    const locale = useLocale();
    const [engine, setEngine] = useState<AnyEngine | { error: string } | null>(null);
    useEffect(() => {
      let live = true;
      loadEngine(manifest).then(
        (e) => live && setEngine(e),
        (e: unknown) => live && setEngine({ error: e instanceof Error ? e.message : String(e) }),
      );
      return () => {
        live = false;
      };
    }, []);
    return (
      <section class="generic-page">
        <h1>{manifest.name[locale]}</h1>
        <p class="lede">{manifest.summary[locale]}</p>
        <p class="muted">{m.intro}</p>
        {engine === null ? (
          <p class="muted">{m.loading}</p>
        ) : "error" in engine ? (
          <p class="notice notice-error">{m.loadFailed(engine.error)}</p>
        ) : (
          <Player manifest={manifest} engine={engine} />
        )}
      </section>
    );
  };
}
