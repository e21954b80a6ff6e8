/**
 * How the deck builder saves a signed-in player's decks: every edit shows at once, and each deck
 * is saved after a short quiet spell, one save at a time, on the revision the last save returned
 * (so a burst of clicks is one save, and no save races another). A save the server finds stale
 * (another tab saved since) hands back the deck as the server has it: the page shows that one.
 * @module
 */
import type { Deck } from "@engines/lgc-tcg";
import type { AccountDeck } from "../tcg/account-decks.js";

/** Whether every edit is saved, some are on their way, or the last save of a deck failed. */
export type SaveStatus = "saved" | "saving" | "failed";

export interface SaveQueueOptions {
  save(id: string, revision: number, deck: Deck): Promise<{ saved: AccountDeck } | { stale: AccountDeck }>;
  onSaved(deck: AccountDeck): void;
  /** The server has another revision: `deck` is it; the edits not saved are dropped. */
  onStale(deck: AccountDeck): void;
  onFailed(id: string, error: unknown): void;
  onStatus(status: SaveStatus): void;
  /** Quiet time before a save. */
  readonly delayMs: number;
  /** Runs `run` after `ms`; returns its cancellation (tests pass their own clock). */
  readonly timer?: (run: () => void, ms: number) => () => void;
}

export interface SaveQueue {
  /** A deck as the server has it (loaded, created, or handed back): its revision is the next base. */
  know(deck: AccountDeck): void;
  /** Records the deck's latest content, saved once quiet. */
  edit(id: string, deck: Deck): void;
  /** Forgets a deck (deleted): nothing more of it is saved, and its save's answer is ignored. */
  forget(id: string): void;
  /** Saves every waiting edit now; resolves once nothing is waiting or on its way. */
  flush(): Promise<void>;
}

const realTimer = (run: () => void, ms: number) => {
  const t = setTimeout(run, ms);
  return () => clearTimeout(t);
};

/** A save queue over `options.save`. */
export function createSaveQueue(options: SaveQueueOptions): SaveQueue {
  const timer = options.timer ?? realTimer;
  const revisions = new Map<string, number>();
  const pending = new Map<string, Deck>();
  const busy = new Map<string, Promise<void>>();
  const timers = new Map<string, () => void>();
  const failed = new Set<string>();
  const status = () =>
    options.onStatus(pending.size > 0 || busy.size > 0 ? "saving" : failed.size > 0 ? "failed" : "saved");

  const run = async (id: string, revision: number, deck: Deck): Promise<void> => {
    try {
      const answer = await options.save(id, revision, deck);
      if (!revisions.has(id)) return; // deleted meanwhile
      failed.delete(id);
      if ("saved" in answer) {
        revisions.set(id, answer.saved.revision);
        options.onSaved(answer.saved);
      } else {
        revisions.set(id, answer.stale.revision);
        pending.delete(id);
        options.onStale(answer.stale);
      }
    } catch (error) {
      if (!revisions.has(id)) return;
      failed.add(id);
      options.onFailed(id, error);
    }
  };

  const start = (id: string): void => {
    timers.get(id)?.();
    timers.delete(id);
    if (busy.has(id)) return; // saved again when the one on its way answers
    const deck = pending.get(id);
    const revision = revisions.get(id);
    pending.delete(id);
    if (deck === undefined || revision === undefined) {
      status();
      return;
    }
    const saving = run(id, revision, deck).finally(() => {
      busy.delete(id);
      if (pending.has(id)) start(id);
      else status();
    });
    busy.set(id, saving);
    status();
  };

  return {
    know(deck) {
      revisions.set(deck.id, deck.revision);
    },
    edit(id, deck) {
      pending.set(id, deck);
      timers.get(id)?.();
      timers.set(
        id,
        timer(() => start(id), options.delayMs),
      );
      status();
    },
    forget(id) {
      timers.get(id)?.();
      timers.delete(id);
      pending.delete(id);
      revisions.delete(id);
      failed.delete(id);
      status();
    },
    async flush() {
      for (const id of [...pending.keys()]) start(id);
      while (busy.size > 0) await Promise.all(busy.values());
    },
  };
}
