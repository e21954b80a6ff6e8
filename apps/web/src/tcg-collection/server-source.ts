/**
 * The collection of a signed-in player: on the server (its account service), where every intent
 * is decided and packs are drawn from a generator this page never sees. Signed out (or on a
 * server without accounts) the page keeps its local collection, as before.
 * @module
 */

import { seedRng } from "@core/engine";
import {
  BUNDLED_POOL,
  COPY_LIMITS,
  type CollectionAction,
  type CollectionEvent,
  type CollectionState,
  ECONOMY_RULES,
} from "@engines/lgc-tcg";
import { useEffect, useState } from "preact/hooks";
import { AccountRequestError, fetchAccount, send } from "../account/api.js";
import { serverOrigin } from "../online/config.js";

/** The server's view: the collection without its generator. */
type View = Omit<CollectionState, "rng" | "rules" | "pool" | "limits"> & { readonly seq: number };

/**
 * A state the page's helpers can read (melt and craft checks, completion). Its generator is a
 * placeholder: nothing is ever drawn here, the server opens the packs.
 */
function stateOf(view: View): CollectionState {
  const { seq: _seq, ...rest } = view;
  return { ...rest, rules: ECONOMY_RULES, pool: BUNDLED_POOL, limits: COPY_LIMITS, rng: seedRng(0) };
}

export type Outcome =
  | { readonly state: CollectionState; readonly events: readonly CollectionEvent[] }
  | {
      readonly state: CollectionState;
      readonly events: readonly [{ readonly type: "rejected"; readonly reason: string }];
    };

export type ServerCollection =
  | { readonly kind: "checking" }
  | { readonly kind: "local" }
  | {
      readonly kind: "server";
      readonly state: CollectionState;
      send(action: CollectionAction): Promise<Outcome>;
    }
  | { readonly kind: "failed"; readonly code: string };

/** Whether the player is signed in, and then his collection on the server. */
export function useServerCollection(): ServerCollection {
  const [source, setSource] = useState<ServerCollection>({ kind: "checking" });
  useEffect(() => {
    let live = true;
    (async () => {
      const account = await fetchAccount().catch(() => null);
      if (!live) return;
      if (account === null || !account.signedIn) return setSource({ kind: "local" });
      const csrf = account.csrf;
      const response = await fetch(`${serverOrigin()}/api/tcg/collection`, { credentials: "include" });
      if (!live) return;
      if (!response.ok) return setSource({ kind: "failed", code: "unavailable" });
      const first = stateOf((await response.json()) as View);
      const sendIntent = async (action: CollectionAction): Promise<Outcome> => {
        try {
          const r = await send<{ events: CollectionEvent[]; view: View }>(
            "POST",
            "/api/tcg/collection",
            csrf,
            {
              requestId: crypto.randomUUID(),
              intent: action,
            },
          );
          const state = stateOf(r.view);
          if (live) setSource({ kind: "server", state, send: sendIntent });
          return { state, events: r.events };
        } catch (error) {
          // A refusal (409) carries the engine's reason; anything else is said as unavailable.
          const reason =
            error instanceof AccountRequestError && error.code === "refused" ? error.message : "unavailable";
          throw new RefusedError(reason);
        }
      };
      setSource({ kind: "server", state: first, send: sendIntent });
    })().catch(() => live && setSource({ kind: "failed", code: "unavailable" }));
    return () => {
      live = false;
    };
  }, []);
  return source;
}

/** A refused intent: `reason` is the engine's refusal code, or "unavailable". */
export class RefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
