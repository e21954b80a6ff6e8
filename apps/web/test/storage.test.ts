import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  loadProgress,
  loadStored,
  metricsParser,
  recordSolve,
  removeStored,
  STORAGE_PREFIX,
  saveStored,
} from "../src/storage.js";

/** A Map behind the Storage interface, as the browser's localStorage behaves. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  refuse = false;
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.refuse) throw new DOMException("quota", "QuotaExceededError");
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  (globalThis as { localStorage?: unknown }).localStorage = store;
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

const moves = metricsParser("moves");
const fewerMoves = (a: { moves: number }, b: { moves: number }) => a.moves < b.moves;

describe("local storage", () => {
  test("values round-trip as JSON under the prefix and are checked when read", () => {
    expect(saveStored("x", { a: 1 })).toBe(true);
    expect(store.items.get(`${STORAGE_PREFIX}x`)).toBe('{"a":1}');
    expect(loadStored("x", (v) => v as { a: number })).toEqual({ a: 1 });
    expect(loadStored("x", () => null)).toBeNull();
    removeStored("x");
    expect(loadStored("x", (v) => v)).toBeNull();
  });

  test("unreadable JSON, a full storage and no storage at all read as nothing and write as false", () => {
    store.items.set(`${STORAGE_PREFIX}broken`, "{not json");
    expect(loadStored("broken", (v) => v)).toBeNull();
    store.refuse = true;
    expect(saveStored("y", 1)).toBe(false);
    delete (globalThis as { localStorage?: unknown }).localStorage;
    expect(saveStored("y", 1)).toBe(false);
    expect(loadStored("y", (v) => v)).toBeNull();
  });

  test("a solve is kept when new or better, and a worse one leaves the best", () => {
    expect(recordSolve("pigment", "3", { moves: 9 }, fewerMoves, moves)).toEqual({ "3": { moves: 9 } });
    expect(recordSolve("pigment", "3", { moves: 7 }, fewerMoves, moves)).toEqual({ "3": { moves: 7 } });
    expect(recordSolve("pigment", "3", { moves: 8 }, fewerMoves, moves)).toEqual({ "3": { moves: 7 } });
    expect(recordSolve("pigment", "1", { moves: 1 }, fewerMoves, moves)).toEqual({
      "1": { moves: 1 },
      "3": { moves: 7 },
    });
    expect(loadProgress("pigment", moves)).toEqual({ "1": { moves: 1 }, "3": { moves: 7 } });
  });

  test("progress drops entries whose metrics are malformed, and keeps only the named metrics", () => {
    store.items.set(
      `${STORAGE_PREFIX}pigment:progress`,
      JSON.stringify({ "1": { moves: 2, extra: 1 }, "2": { moves: "3" }, "3": null, "4": {} }),
    );
    expect(loadProgress("pigment", moves)).toEqual({ "1": { moves: 2 } });
    store.items.set(`${STORAGE_PREFIX}pigment:progress`, "[1,2]");
    expect(loadProgress("pigment", moves)).toEqual({});
  });
});
