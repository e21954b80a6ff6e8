/**
 * `Presence` against a shared store that answers when the test says: what this instance holds in
 * the store as clients come, are given up mid-admission, and go; what its watchers are told as the
 * store's word changes (another instance's seat arriving, lapsing).
 */
import type { ServerMessage } from "@core/match-client";
import { describe, expect, it } from "vitest";
import { Presence, type PresenceWatcher } from "../src/presence.js";
import type { SharedPresence } from "../src/store/types.js";

/** A shared store whose answers wait for `answer(present)`; it records what was held. */
function pendingStore(): SharedPresence & { held: string[][]; answer(present: string[]): Promise<void> } {
  const waiting: ((present: string[]) => void)[] = [];
  const held: string[][] = [];
  return {
    refreshMs: 60_000,
    held,
    present: async () => [],
    hold: (_matchId, seats) => {
      held.push([...seats]);
      return new Promise((resolve) => waiting.push(resolve));
    },
    answer: async (present) => {
      waiting.shift()?.(present);
      // Let the answer's settling run.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

function watcher(seat: string | null): PresenceWatcher & { heard: ServerMessage[] } {
  const heard: ServerMessage[] = [];
  return { seat, heard, send: (m) => heard.push(m) };
}

function setup(graceMs = 0) {
  const store = pendingStore();
  const watchers = new Set<PresenceWatcher>();
  /** The graces started, to end by hand. */
  const graces: (() => void)[] = [];
  const presence = new Presence({
    shared: store,
    watchers: () => watchers,
    watched: () => (watchers.size > 0 ? ["m"] : []),
    graceMs,
    timer: (run) => {
      graces.push(run);
      return () => {};
    },
  });
  return { store, watchers, presence, graces };
}

describe("presence with a shared store", () => {
  it("holds an arriving seat before its welcome, and lets it go when its client left meanwhile", async () => {
    const { store, watchers, presence } = setup();
    const red = watcher("red");
    watchers.add(red);
    presence.settle("m", red);
    expect(store.held).toEqual([["red"]]);
    await store.answer(["red"]);

    const admitting = presence.admit("m", "blue");
    expect(presence.admitting("m")).toBe(true);
    // The store hears of blue before its welcome; red hears of it once the store has answered.
    expect(store.held.at(-1)).toEqual(["blue", "red"]);
    await store.answer(["blue", "red"]);
    const admitted = await admitting;
    expect(red.heard).toEqual([{ type: "presence", seat: "blue", connected: true }]);
    expect(presence.connected("m")).toEqual(
      new Map([
        ["blue", 1],
        ["red", 1],
      ]),
    );
    // Blue's socket closed during the admission: it is not added, and the store lets it go.
    admitted();
    expect(presence.admitting("m")).toBe(false);
    presence.settle("m");
    expect(store.held.at(-1)).toEqual(["red"]);
    await store.answer(["red"]);
    expect(red.heard.at(-1)).toEqual({ type: "presence", seat: "blue", connected: false });
  });

  it("tells the watchers here of a seat held elsewhere as it comes and lapses, never of their own", async () => {
    const { store, watchers, presence } = setup();
    const red = watcher("red");
    const spectator = watcher(null);
    const admitted = presence.admit("m", "red");
    await store.answer(["red"]);
    (await admitted)();
    watchers.add(red);
    presence.settle("m", red);
    const joining = presence.admit("m", null);
    await store.answer(["red"]);
    (await joining)();
    watchers.add(spectator);
    presence.settle("m", spectator);
    expect([red.heard, spectator.heard]).toEqual([[], []]);

    // Another instance published blue's arrival: the store is read again.
    presence.heard("m");
    await store.answer(["blue", "red"]);
    // Then blue's instance died: at the next read its entry has lapsed.
    presence.heard("m");
    await store.answer(["red"]);
    const expected = [
      { type: "presence", seat: "blue", connected: true },
      { type: "presence", seat: "blue", connected: false },
    ];
    expect(red.heard).toEqual(expected);
    expect(spectator.heard).toEqual(expected);
    // Red's own entry lapsing in the store (a late heartbeat) is no news while red is here.
    presence.heard("m");
    await store.answer([]);
    expect(red.heard).toEqual(expected);
    expect(presence.connected("m").has("red")).toBe(true);
  });

  it("an arrival elsewhere heard while the first client here is admitted reaches its welcome or a frame", async () => {
    const { store, watchers, presence } = setup();
    const red = watcher("red");
    const admitting = presence.admit("m", "red");
    // Blue's instance publishes before this instance's own holding is answered: read again.
    presence.heard("m");
    expect(store.held).toEqual([["red"], ["red"]]);
    // The first answer was read before blue came; the second after.
    await store.answer(["red"]);
    (await admitting)();
    watchers.add(red);
    presence.settle("m", red);
    expect(presence.connected("m").has("blue")).toBe(false);
    await store.answer(["blue", "red"]);
    expect(red.heard).toEqual([{ type: "presence", seat: "blue", connected: true }]);
  });

  it("the last client gone: lets every seat go and keeps nothing", async () => {
    const { store, watchers, presence } = setup();
    const red = watcher("red");
    watchers.add(red);
    presence.settle("m", red);
    await store.answer(["red"]);
    watchers.delete(red);
    presence.settle("m");
    expect(store.held.at(-1)).toEqual([]);
    await store.answer(["blue"]);
    // Nobody here to tell: the answer is not kept, and another instance's notice reads nothing.
    expect(presence.connected("m")).toEqual(new Map());
    const asked = store.held.length;
    presence.heard("m");
    expect(store.held.length).toBe(asked);
  });

  it("holds a departed seat in the store through its grace, so that other instances hear nothing either", async () => {
    const { store, watchers, presence, graces } = setup(5_000);
    const red = watcher("red");
    const blue = watcher("blue");
    for (const w of [red, blue]) watchers.add(w);
    presence.settle("m");
    await store.answer(["blue", "red"]);
    blue.heard.length = 0;
    // Red's last client here leaves: its seat stays held (the store is not even asked), nobody
    // hears. The heartbeat holds it like any seat: a dead instance's graces lapse with it.
    const asked = store.held.length;
    watchers.delete(red);
    presence.settle("m");
    expect(graces).toHaveLength(1);
    expect(store.held.length).toBe(asked);
    expect(presence.connected("m").has("red")).toBe(true);
    expect(blue.heard).toEqual([]);
    // The grace ends: the store lets red go, and blue hears it.
    graces[0]?.();
    expect(store.held.at(-1)).toEqual(["blue"]);
    await store.answer(["blue"]);
    expect(blue.heard).toEqual([{ type: "presence", seat: "red", connected: false }]);
  });
});
