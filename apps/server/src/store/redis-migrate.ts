/**
 * The one-off move of a deployment's keys from layout 1 (one Redis: global `active`, `idle`,
 * `deadlines`, `deadline-seq`, and a `grant:<hash>` key per token) to layout 2 (every key of a
 * match in its slot, bucketed indexes: `redis-keys.ts`), run by every instance as it opens the
 * store and done by the first; the others find `layout` = 2.
 *
 * For each unfinished match of layout 1 it writes what layout 2 adds — its last use (`used`), the
 * hashes of its tokens (`grants`: its layout-1 links keep working, their keys expiring and going
 * with the match), its idle and deadline entries in its buckets — then deletes the global
 * indexes. Each step is idempotent (NX, sets), so instances racing through it, or one killed
 * half-way and started again, end the same. Finished matches need nothing: their keys expire
 * with their retention as they were set to. Stop every instance of the old version first: one
 * left running would write the old indexes again (and publish on the old channels).
 */
import type { RedisClient } from "./redis-connect.js";
import type { RedisKeys } from "./redis-keys.js";

/** Moves the keys to layout 2 if they are not there yet; returns how many matches it moved. */
export async function migrateToLayout2(redis: RedisClient, keys: RedisKeys): Promise<number> {
  if ((await redis.get(keys.layout)) === "2") return 0;
  const v1 = keys.v1;
  const idle = await redis.zrange(v1.idle, "0", "-1", "WITHSCORES");
  const lastUse = new Map<string, number>();
  for (let i = 0; i + 1 < idle.length; i += 2) lastUse.set(idle[i] as string, Number(idle[i + 1]));
  const active = new Set([...(await redis.smembers(v1.active)), ...lastUse.keys()]);
  let moved = 0;
  for (const id of active) {
    const stored = await redis.get(keys.match(id, "record"));
    if (stored === null) continue;
    const { record, grants = [] } = JSON.parse(stored) as {
      record: { createdAt: number };
      grants?: readonly string[];
    };
    const used = lastUse.get(id) ?? record.createdAt;
    await redis.set(keys.match(id, "used"), used, "NX");
    if (grants.length > 0) await redis.sadd(keys.match(id, "grants"), ...grants);
    if ((await redis.hexists(keys.match(id, "facts"), "over")) === 0)
      await redis.zadd(keys.idle(keys.bucketOf(id)), "NX", used, id);
    moved++;
  }
  const deadlines = await redis.zrange(v1.deadlines, "0", "-1", "WITHSCORES");
  for (let i = 0; i + 1 < deadlines.length; i += 2) {
    const id = deadlines[i] as string;
    const seq = await redis.hget(v1.deadlineSeqs, id);
    if (seq === null) continue;
    const b = keys.bucketOf(id);
    await redis.gSetDeadline(keys.due(b), keys.dueSeqs(b), id, Number(seq), Number(deadlines[i + 1]));
  }
  for (const key of [v1.active, v1.idle, v1.deadlines, v1.deadlineSeqs]) await redis.del(key);
  await redis.set(keys.layout, "2");
  return moved;
}
