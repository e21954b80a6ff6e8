/**
 * The store contract (`store-contract.ts`) run against every store: embedded, in-memory, Redis —
 * one redis-server, and a Redis Cluster of three masters.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { FileStore, type MatchStore, MemoryStore, RedisStore } from "../src/index.js";
import { REDIS_AVAILABLE, REDIS_KINDS, startBackend, type TestBackend } from "./redis-harness.js";
import { type ContractOptions, describeMatchStore } from "./store-contract.js";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Where each file store keeps its data. */
const fileDirs = new WeakMap<MatchStore, string>();

describeMatchStore("FileStore", {
  open: async (options) => {
    const dir = await mkdtemp(join(tmpdir(), "store-contract-"));
    dirs.push(dir);
    const store = await FileStore.open(dir, options);
    fileDirs.set(store, dir);
    return store;
  },
  reopen: async (store, options) => {
    const dir = fileDirs.get(store) as string;
    await store.close();
    const again = await FileStore.open(dir, options);
    fileDirs.set(again, dir);
    return again;
  },
});

describeMatchStore("MemoryStore", { open: async (options) => new MemoryStore(options) });

for (const kind of REDIS_KINDS)
  describe.skipIf(!REDIS_AVAILABLE)(`on ${kind === "redis" ? "a redis-server" : "a Redis Cluster"}`, () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startBackend(kind);
    }, 120_000);
    afterAll(async () => {
      await backend?.stop();
    });
    /** Each store's key prefix: a peer shares it, a fresh store gets its own. */
    const prefixes = new WeakMap<MatchStore, string>();
    let fresh = 0;
    const openOn = async (prefix: string, options: ContractOptions): Promise<RedisStore> => {
      const store = await RedisStore.open({ url: backend.url, prefix, resyncMs: 200, ...options });
      prefixes.set(store, prefix);
      return store;
    };
    describeMatchStore(kind === "redis" ? "RedisStore" : "RedisStore on a cluster", {
      open: (options) => openOn(`contract${++fresh}:`, options),
      peer: (store, options) => openOn(prefixes.get(store) as string, options),
      reopen: async (store, options) => {
        await store.close();
        return openOn(prefixes.get(store) as string, options);
      },
    });
  });
