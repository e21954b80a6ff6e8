/**
 * `describeMatchStore`: the behaviour every `MatchStore` must have, as one suite each store runs
 * (`store-contract.test.ts`: the embedded, in-memory and Redis stores). Each test opens stores on
 * fresh data; a shared store also gets a peer on the same data (another instance), a durable one
 * is reopened on its data.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { LogEntry, MatchRecord, MatchStore } from "../src/index.js";

/** Store options the suite sets (the rest are each store's defaults). */
export interface ContractOptions {
  readonly idleMs?: number;
  readonly retentionMs?: number;
  readonly leaseMs?: number;
  readonly unconfirmedMs?: number;
}

export interface StoreUnderTest {
  /** A store on fresh, empty data. */
  open(options: ContractOptions): Promise<MatchStore>;
  /** A store shared with `store` (another instance on the same data): shared stores only. */
  peer?(store: MatchStore, options: ContractOptions): Promise<MatchStore>;
  /** Closes `store` and opens one on its data again: durable stores only. */
  reopen?(store: MatchStore, options: ContractOptions): Promise<MatchStore>;
}

let n = 0;
/** A match record with a fresh id, created at `createdAt`. */
export function recordOf(createdAt = 1000): MatchRecord {
  return {
    id: `c${++n}-${Date.now().toString(36)}`,
    engine: "shing-shang",
    setup: { seed: "s" },
    seats: [
      { seat: "red", kind: "human" },
      { seat: "blue", kind: "bot", level: "easy" },
    ],
    clock: null,
    createdAt,
    rematchOf: null,
  };
}

export function entryOf(seq: number, at = 1000 + seq, clientId: string | null = `a${seq}`): LogEntry {
  return { seq, at, seat: "red", clientId, action: { type: "x", seq, seat: "red" } };
}

/** Creates and confirms a match, as the server does. */
async function make(store: MatchStore, record: MatchRecord): Promise<void> {
  expect(await store.log.create(record)).toBe(null);
  expect(await store.log.confirm(record.id, "a1")).toBe(true);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it holds, for `ms` at most; fails naming `what`. */
async function eventually(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still not true after ${ms} ms: ${what}`);
    await sleep(50);
  }
}

export function describeMatchStore(name: string, subject: StoreUnderTest): void {
  describe(`${name} (the store contract)`, () => {
    const opened: MatchStore[] = [];
    const open = async (options: ContractOptions = {}): Promise<MatchStore> => {
      const store = await subject.open(options);
      opened.push(store);
      return store;
    };
    const peerOf = async (store: MatchStore, options: ContractOptions = {}): Promise<MatchStore> => {
      if (subject.peer === undefined) throw new Error("not a shared store");
      const peer = await subject.peer(store, options);
      opened.push(peer);
      return peer;
    };
    afterEach(async () => {
      await Promise.allSettled(opened.splice(0).map((s) => s.close()));
    });

    it("creates a match, loads it back; the same id again gets the match held", async () => {
      const store = await open();
      const r = recordOf();
      expect(await store.log.create(r)).toBe(null);
      expect(await store.log.load(r.id)).toEqual({ record: r, snapshot: null, log: [], facts: {} });
      expect(await store.log.record(r.id)).toEqual(r);
      expect(await store.log.load("no-such-match")).toBe(null);
      expect(await store.log.record("no-such-match")).toBe(null);
      expect(await store.grants?.grant("h-nobody")).toBeFalsy();
      // Unconfirmed: nothing to resume yet.
      expect(await store.log.activeMatches()).not.toContain(r.id);
      expect(await store.log.confirm(r.id, "a1")).toBe(true);
      expect(await store.log.confirm(r.id, "a1")).toBe(true);
      expect(await store.log.activeMatches()).toContain(r.id);
      // A creation retried under the same id writes nothing and gets the record held.
      expect(await store.log.create({ ...r, setup: { seed: "another" } })).toEqual(r);
      expect((await store.log.load(r.id))?.record).toEqual(r);
      expect(await store.log.confirm("no-such-match", "a1")).toBe(false);
      expect(await store.healthy()).toBe(true);
    });

    it("deletes a match never confirmed once its time is up", async () => {
      const store = await open({ unconfirmedMs: 300, idleMs: 0, retentionMs: 0 });
      const [left, kept] = [recordOf(Date.now()), recordOf(Date.now())];
      for (const r of [left, kept]) expect(await store.log.create(r)).toBe(null);
      expect(await store.log.confirm(kept.id, "a1")).toBe(true);
      await eventually("the unconfirmed match deleted", async () => {
        await store.log.expireIdle(Date.now(), 100);
        return (await store.log.load(left.id)) === null;
      });
      expect(await store.log.record(left.id)).toBe(null);
      expect(await store.log.confirm(left.id, "a1")).toBe(false);
      expect(await store.log.activeMatches()).not.toContain(left.id);
      // Confirmed in time: kept (idle expiry off).
      expect((await store.log.load(kept.id))?.record).toEqual(kept);
    });

    it("undoes a creation whose answer was lost, unless another attempt confirmed it or it was played", async () => {
      const store = await open();
      const [unconfirmed, mine, retried, played] = [recordOf(), recordOf(), recordOf(), recordOf()];
      for (const r of [unconfirmed, mine, retried, played]) expect(await store.log.create(r)).toBe(null);
      await store.log.cancel(unconfirmed.id, "a1");
      expect(await store.log.confirm(mine.id, "a1")).toBe(true);
      await store.log.cancel(mine.id, "a1");
      // The same creation sent again: its own attempt confirmed it since.
      expect(await store.log.confirm(retried.id, "a1")).toBe(true);
      expect(await store.log.confirm(retried.id, "a2")).toBe(true);
      await store.log.cancel(retried.id, "a1");
      expect(await store.log.confirm(played.id, "a1")).toBe(true);
      await store.log.append(played.id, 0, entryOf(1));
      await store.log.cancel(played.id, "a1");
      for (const gone of [unconfirmed, mine]) {
        expect(await store.log.load(gone.id)).toBe(null);
        expect(await store.log.confirm(gone.id, "a3")).toBe(false);
      }
      for (const kept of [retried, played]) {
        expect((await store.log.load(kept.id))?.record).toEqual(kept);
      }
      const active = await store.log.activeMatches();
      expect([unconfirmed, mine, retried, played].map((r) => active.includes(r.id))).toEqual([
        false,
        false,
        true,
        true,
      ]);
      await store.log.cancel("no-such-match", "a1");
    });

    it("appends only at the expected seq, and reads the log from any point", async () => {
      const store = await open();
      const r = recordOf();
      await make(store, r);
      expect(await store.log.append(r.id, 0, entryOf(1))).toEqual({ ok: true });
      expect(await store.log.append(r.id, 1, entryOf(2))).toEqual({ ok: true });
      // A writer that missed an entry is told the log's length, and nothing is written.
      expect(await store.log.append(r.id, 1, entryOf(2))).toEqual({ ok: false, seq: 2 });
      expect(await store.log.append(r.id, 5, entryOf(6))).toEqual({ ok: false, seq: 2 });
      expect(await store.log.readLog(r.id, 0)).toEqual([entryOf(1), entryOf(2)]);
      expect(await store.log.readLog(r.id, 1)).toEqual([entryOf(2)]);
      expect(await store.log.readLog(r.id, 2)).toEqual([]);
      expect((await store.log.load(r.id))?.log).toEqual([entryOf(1), entryOf(2)]);
      await expect(store.log.append("no-such-match", 0, entryOf(1))).rejects.toThrow(/no match/);
    });

    it("keeps a table fact (no action) as written, between actions, for every reader", async () => {
      const store = await open();
      const reader = subject.peer === undefined ? store : await peerOf(store);
      const r = recordOf();
      await make(store, r);
      const offer: LogEntry = {
        seq: 2,
        at: 1002,
        seat: "red",
        clientId: "t1",
        action: null,
        table: { type: "offer", kind: "takeback", undo: 1 },
      };
      const accept: LogEntry = {
        ...offer,
        seq: 3,
        seat: "blue",
        clientId: "t2",
        table: { type: "accept", offer: 2 },
      };
      expect(await store.log.append(r.id, 0, entryOf(1))).toEqual({ ok: true });
      expect(await store.log.append(r.id, 1, offer)).toEqual({ ok: true });
      expect(await store.log.append(r.id, 2, accept)).toEqual({ ok: true });
      expect(await reader.log.append(r.id, 3, entryOf(4))).toEqual({ ok: true });
      expect(await reader.log.readLog(r.id, 1)).toEqual([offer, accept, entryOf(4)]);
      expect((await store.log.load(r.id))?.log).toEqual([entryOf(1), offer, accept, entryOf(4)]);
      if (subject.reopen !== undefined) {
        const again = await subject.reopen(store, {});
        opened.push(again);
        expect((await again.log.load(r.id))?.log).toEqual([entryOf(1), offer, accept, entryOf(4)]);
      }
    });

    it("lets exactly one of two appends at the same seq through, every time", async () => {
      const a = await open();
      const b = subject.peer === undefined ? a : await peerOf(a);
      const r = recordOf();
      await make(a, r);
      for (let seq = 1; seq <= 30; seq++) {
        const results = await Promise.all([
          a.log.append(r.id, seq - 1, entryOf(seq, 1000 + seq, "a")),
          b.log.append(r.id, seq - 1, entryOf(seq, 1000 + seq, "b")),
        ]);
        expect(results.filter((x) => x.ok)).toHaveLength(1);
        expect(results.find((x) => !x.ok)).toEqual({ ok: false, seq });
      }
      expect((await b.log.readLog(r.id, 0)).map((e) => e.seq)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
    });

    it("keeps the latest snapshot, never an older one over it", async () => {
      const store = await open();
      const r = recordOf();
      await make(store, r);
      for (let seq = 1; seq <= 3; seq++) await store.log.append(r.id, seq - 1, entryOf(seq));
      await store.log.saveSnapshot(r.id, { seq: 2, state: { at: 2 } });
      await store.log.saveSnapshot(r.id, { seq: 1, state: { at: 1 } });
      expect((await store.log.load(r.id))?.snapshot).toEqual({ seq: 2, state: { at: 2 } });
      await store.log.saveSnapshot(r.id, { seq: 3, state: { at: 3 } });
      expect((await store.log.load(r.id))?.snapshot).toEqual({ seq: 3, state: { at: 3 } });
      // A snapshot of a match that is not there is no match.
      await store.log.saveSnapshot("no-such-match", { seq: 1, state: {} });
      expect(await store.log.load("no-such-match")).toBe(null);
    });

    it("sets each fact once (the first writer's value stays); over ends the match", async () => {
      const store = await open();
      const r = recordOf();
      await make(store, r);
      expect(await store.log.setFact(r.id, "rematch", "m-a")).toBe("m-a");
      expect(await store.log.setFact(r.id, "rematch", "m-b")).toBe("m-a");
      expect((await store.log.load(r.id))?.facts).toEqual({ rematch: "m-a" });
      expect(await store.log.setFact(r.id, "over", "0")).toBe("0");
      expect(await store.log.activeMatches()).not.toContain(r.id);
      expect((await store.log.load(r.id))?.facts).toEqual({ rematch: "m-a", over: "0" });
    });

    it("expires an unfinished match idle past the idle period, with everything of it", async () => {
      const store = await open({ idleMs: 1000, retentionMs: 0 });
      const [idle, touched, played] = [recordOf(1000), recordOf(1000), recordOf(1000)];
      for (const r of [idle, touched, played]) await make(store, r);
      await store.work.setDeadline(idle.id, { matchId: idle.id, seq: 0, at: 2000 });
      await store.log.touch([touched.id], 5000);
      await store.log.append(played.id, 0, entryOf(1, 4500));
      // At 3000 only `idle` (last used at its creation, 1000) is idle past 1000 ms.
      expect(await store.log.expireIdle(3000, 100)).toEqual([idle.id]);
      expect(await store.log.load(idle.id)).toBe(null);
      expect(await store.log.record(idle.id)).toBe(null);
      expect(await store.log.readLog(idle.id, 0)).toEqual([]);
      expect(await store.log.activeMatches()).not.toContain(idle.id);
      expect((await store.work.dueDeadlines(1e15, 1000)).map((d) => d.matchId)).not.toContain(idle.id);
      await expect(store.log.append(idle.id, 0, entryOf(1))).rejects.toThrow();
      // A touch never goes back in time; the others go once idle in their turn.
      await store.log.touch([touched.id], 1500);
      expect(await store.log.expireIdle(5400, 100)).toEqual([]);
      expect(new Set(await store.log.expireIdle(6100, 100))).toEqual(new Set([touched.id, played.id]));
    });

    it("deletes a finished match its retention after its end", async () => {
      const store = await open({ idleMs: 0, retentionMs: 300 });
      const r = recordOf(Date.now());
      await make(store, r);
      await store.log.append(r.id, 0, entryOf(1, Date.now()));
      await store.log.setFact(r.id, "over", "1");
      await store.log.saveSnapshot(r.id, { seq: 1, state: {} });
      await eventually("the finished match deleted", async () => {
        await store.log.expireIdle(Date.now(), 100);
        return (await store.log.load(r.id)) === null;
      });
      expect(await store.log.record(r.id)).toBe(null);
    });

    it("hands a due deadline to one caller, to another once its lease runs out", async () => {
      const a = await open({ leaseMs: 300 });
      const b = subject.peer === undefined ? a : await peerOf(a, { leaseMs: 300 });
      const r = recordOf();
      await make(a, r);
      await a.work.setDeadline(r.id, { matchId: r.id, seq: 3, at: 1000 });
      // A deadline for an earlier seq (an instance catching up late) does not replace it.
      await b.work.setDeadline(r.id, { matchId: r.id, seq: 2, at: 900 });
      const mine = async (s: MatchStore, now: number) =>
        (await s.work.dueDeadlines(now, 1000)).filter((d) => d.matchId === r.id);
      expect(await mine(a, 999)).toEqual([]);
      const claims = await Promise.all([mine(a, 2000), mine(b, 2000)]);
      expect(claims.flat()).toEqual([{ matchId: r.id, seq: 3, at: 1000 }]);
      // The same lease, taken by an instance's own timer: held already.
      expect(await a.work.claim(r.id, 3)).toBe(false);
      await eventually("the lease ran out and another took the deadline", async () => {
        const again = await mine(b, 2000);
        return again.length === 1 && again[0]?.seq === 3;
      });
      await a.work.setDeadline(r.id, null);
      expect(await mine(b, 1e15)).toEqual([]);
      // Work at a seq is claimed once, whichever way.
      const both = await Promise.all([a.work.claim(r.id, 9), b.work.claim(r.id, 9)]);
      expect(both.filter(Boolean)).toHaveLength(1);
    });

    if (subject.reopen !== undefined) {
      const reopen = subject.reopen;
      it("keeps every match, entry, fact and snapshot when opened again", async () => {
        const store = await open();
        const r = recordOf();
        await make(store, r);
        for (let seq = 1; seq <= 5; seq++) await store.log.append(r.id, seq - 1, entryOf(seq));
        await store.log.setFact(r.id, "rematch", "m-x");
        await store.log.saveSnapshot(r.id, { seq: 4, state: { at: 4 } });
        const again = await reopen(store, {});
        opened.push(again);
        expect(await again.log.load(r.id)).toEqual({
          record: r,
          snapshot: { seq: 4, state: { at: 4 } },
          log: [1, 2, 3, 4, 5].map((seq) => entryOf(seq)),
          facts: { rematch: "m-x" },
        });
        expect(await again.log.append(r.id, 5, entryOf(6))).toEqual({ ok: true });
      });
    }

    if (subject.peer !== undefined)
      describe("shared with another instance (the bus)", () => {
        it("tells the others of an append, a fact and an expiry, never the one that made it", async () => {
          const a = await open({ idleMs: 1000 });
          const b = await peerOf(a, { idleMs: 1000 });
          if (a.bus === undefined || b.bus === undefined) throw new Error("a shared store has a bus");
          const r = recordOf(1000);
          await make(a, r);
          const heardA: string[] = [];
          const heardB: string[] = [];
          a.bus.subscribe(r.id, (_e, fact) => heardA.push(fact === undefined ? "entry" : fact.key));
          const off = b.bus.subscribe(r.id, (_e, fact) =>
            heardB.push(fact === undefined ? "entry" : `${fact.key}=${fact.value}`),
          );
          // Once the subscription holds, each listener is told to catch up (no entries, and
          // presence): what happened before it was not heard.
          await eventually("both subscriptions hold", async () => heardA.length === 2 && heardB.length === 2);
          expect(heardA).toEqual(["entry", "presence"]);
          expect(heardB).toEqual(["entry", "presence="]);
          heardA.length = 0;
          heardB.length = 0;
          await a.log.append(r.id, 0, entryOf(1));
          await eventually("b heard the append", async () => heardB.includes("entry"));
          expect(await b.log.readLog(r.id, 0)).toEqual([entryOf(1)]);
          await a.log.setFact(r.id, "rematch", "m-r");
          await eventually("b heard the fact", async () => heardB.includes("rematch=m-r"));
          expect(await a.log.expireIdle(5000, 100)).toEqual([r.id]);
          await eventually("b heard the match is gone", async () =>
            heardB.some((h) => h.startsWith("gone=")),
          );
          expect(heardA).toEqual([]);
          off();
        });

        it("holds presence per instance: each sees the seats any instance holds", async () => {
          const a = await open();
          const b = await peerOf(a);
          if (a.bus === undefined || b.bus === undefined) throw new Error("a shared store has a bus");
          const r = recordOf();
          await make(a, r);
          const heardA: string[] = [];
          a.bus.subscribe(r.id, (_e, fact) => fact !== undefined && heardA.push(fact.key));
          await eventually("a's subscription holds", async () => heardA.length === 1);
          heardA.length = 0;
          expect(await a.bus.presence.hold(r.id, ["red"])).toEqual(["red"]);
          expect([...(await b.bus.presence.hold(r.id, ["blue"]))].sort()).toEqual(["blue", "red"]);
          await eventually("a heard b's arrival", async () => heardA.includes("presence"));
          // Read only, from either instance.
          expect([...(await a.bus.presence.present(r.id))].sort()).toEqual(["blue", "red"]);
          // b lets its seats go: only a's remain.
          expect(await b.bus.presence.hold(r.id, [])).toEqual(["red"]);
          expect(await a.bus.presence.hold(r.id, [])).toEqual([]);
        });

        it("shares a token bucket between instances", async () => {
          const a = await open();
          const b = await peerOf(a);
          if (a.bus === undefined || b.bus === undefined) throw new Error("a shared store has a bus");
          const r = recordOf();
          await make(a, r);
          const taken: boolean[] = [];
          for (let i = 0; i < 10; i++)
            taken.push(await (i % 2 === 0 ? a : b).bus!.takeToken(r.id, "red", 0.001, 6));
          expect(taken.filter(Boolean)).toHaveLength(6);
          // Another seat's bucket is its own.
          expect(await a.bus.takeToken(r.id, "blue", 0.001, 6)).toBe(true);
        });
      });
  });
}
