/**
 * The deck builder's save queue for a signed-in player's decks (src/tcg-decks/deck-sync.ts):
 * a burst of edits is one save of the last one, saves of a deck never overlap and each is made on
 * the revision the previous one returned, a stale revision hands back the server's deck and drops
 * the edits, a failure is said and the next edit saves again, a deleted deck saves nothing more.
 */
import type { Deck } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import type { AccountDeck } from "../src/tcg/account-decks.js";
import { createSaveQueue, type SaveQueueOptions, type SaveStatus } from "../src/tcg-decks/deck-sync.js";

const deck = (name: string): Deck => ({ name, heroClass: "MAGE", cards: [] });

/** A server holding one revision per deck, answering when the test lets it. */
function rig() {
  const revisions = new Map<string, number>([["d1", 1]]);
  const calls: { id: string; revision: number; name: string }[] = [];
  const waiting: (() => void)[] = [];
  let fail: unknown = null;
  const timers: (() => void)[] = [];
  const log: string[] = [];
  const statuses: SaveStatus[] = [];
  const options: SaveQueueOptions = {
    save: (id, revision, d) =>
      new Promise((resolve, reject) => {
        calls.push({ id, revision, name: d.name });
        waiting.push(() => {
          if (fail !== null) return reject(fail);
          const now = revisions.get(id) ?? 0;
          if (now !== revision)
            return resolve({ stale: { id, revision: now, deck: deck("theirs") } as AccountDeck });
          revisions.set(id, now + 1);
          resolve({ saved: { id, revision: now + 1, deck: d } });
        });
      }),
    onSaved: (d) => log.push(`saved ${d.id}@${d.revision} ${d.deck.name}`),
    onStale: (d) => log.push(`stale ${d.id}@${d.revision}`),
    onFailed: (id) => log.push(`failed ${id}`),
    onStatus: (s) => statuses.push(s),
    delayMs: 500,
    timer: (run) => {
      timers.push(run);
      return () => {
        const i = timers.indexOf(run);
        if (i >= 0) timers.splice(i, 1);
      };
    },
  };
  const queue = createSaveQueue(options);
  queue.know({ id: "d1", revision: 1, deck: deck("first") });
  const answer = async () => {
    (waiting.shift() as () => void)();
    await new Promise((r) => setTimeout(r, 0));
  };
  const quiet = () => {
    for (const run of timers.splice(0)) run();
  };
  return {
    queue,
    calls,
    log,
    statuses,
    revisions,
    answer,
    quiet,
    waiting,
    failWith: (e: unknown) => {
      fail = e;
    },
  };
}

describe("saving a signed-in player's decks", () => {
  test("a burst of edits is one save of the last, on the known revision", async () => {
    const r = rig();
    r.queue.edit("d1", deck("a"));
    r.queue.edit("d1", deck("ab"));
    r.queue.edit("d1", deck("abc"));
    expect(r.calls).toEqual([]);
    expect(r.statuses.at(-1)).toBe("saving");
    r.quiet();
    expect(r.calls).toEqual([{ id: "d1", revision: 1, name: "abc" }]);
    await r.answer();
    expect(r.log).toEqual(["saved d1@2 abc"]);
    expect(r.statuses.at(-1)).toBe("saved");
  });

  test("an edit during a save waits for it, then saves on the revision it returned", async () => {
    const r = rig();
    r.queue.edit("d1", deck("one"));
    r.quiet();
    r.queue.edit("d1", deck("two"));
    r.quiet();
    // One save on its way: the second waits, never sent on the same revision.
    expect(r.calls).toHaveLength(1);
    await r.answer();
    expect(r.calls).toEqual([
      { id: "d1", revision: 1, name: "one" },
      { id: "d1", revision: 2, name: "two" },
    ]);
    expect(r.statuses.at(-1)).toBe("saving");
    await r.answer();
    expect(r.log).toEqual(["saved d1@2 one", "saved d1@3 two"]);
    expect(r.statuses.at(-1)).toBe("saved");
  });

  test("saved from elsewhere meanwhile: the server's deck comes back and nothing is overwritten", async () => {
    const r = rig();
    r.revisions.set("d1", 4); // another tab saved three times
    r.queue.edit("d1", deck("mine"));
    r.quiet();
    await r.answer();
    expect(r.log).toEqual(["stale d1@4"]);
    expect(r.revisions.get("d1")).toBe(4);
    // The next edit is made on the revision the server gave back.
    r.queue.edit("d1", deck("again"));
    r.quiet();
    expect(r.calls.at(-1)).toEqual({ id: "d1", revision: 4, name: "again" });
  });

  test("a failed save is said; the next edit saves again", async () => {
    const r = rig();
    r.failWith(new Error("offline"));
    r.queue.edit("d1", deck("lost"));
    r.quiet();
    await r.answer();
    expect(r.log).toEqual(["failed d1"]);
    expect(r.statuses.at(-1)).toBe("failed");
    r.failWith(null);
    r.queue.edit("d1", deck("kept"));
    r.quiet();
    await r.answer();
    expect(r.calls.at(-1)).toEqual({ id: "d1", revision: 1, name: "kept" });
    expect(r.statuses.at(-1)).toBe("saved");
  });

  test("a deleted deck saves nothing more, and its save's answer is ignored", async () => {
    const r = rig();
    r.queue.edit("d1", deck("x"));
    r.quiet();
    r.queue.edit("d1", deck("y"));
    r.queue.forget("d1");
    r.quiet();
    await r.answer();
    expect(r.calls).toHaveLength(1);
    expect(r.log).toEqual([]);
    expect(r.statuses.at(-1)).toBe("saved");
  });

  test("flush saves what waits and resolves once every save has answered", async () => {
    const r = rig();
    r.queue.edit("d1", deck("now"));
    const flushed = r.queue.flush();
    expect(r.calls).toEqual([{ id: "d1", revision: 1, name: "now" }]);
    let done = false;
    void flushed.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    await r.answer();
    await flushed;
    expect(r.log).toEqual(["saved d1@2 now"]);
  });
});
