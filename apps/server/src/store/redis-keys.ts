/**
 * The Redis store's key and channel names (layout 2), all under one prefix (several deployments
 * may share a Redis; a prefix holds no braces). Everything of one match carries its id as a hash
 * tag (`{id}`), so every script and transaction of a match runs in one Redis Cluster slot; the
 * indexes over matches (idle matches, deadlines) are split into `BUCKETS` buckets, each a hash
 * tag of its own (`{i0}`…`{i15}`), so that no single slot carries every match's index traffic.
 */

/** How many buckets the indexes are split into. Fixed: changing it would lose index entries. */
export const BUCKETS = 16;

/** The keys of a match (see the README's key table). */
export type MatchPart =
  | "record"
  | "pending"
  | "confirm"
  | "used"
  | "log"
  | "snap"
  | "facts"
  | "presence"
  | "rate"
  | "grants"
  | "sync";

/** A match's keys, as `RedisKeys.all` lists them: record first, then the rest. */
const ALL_PARTS: readonly MatchPart[] = [
  "record",
  "pending",
  "confirm",
  "used",
  "log",
  "snap",
  "facts",
  "presence",
  "rate",
  "grants",
];

export class RedisKeys {
  readonly prefix: string;

  constructor(prefix: string) {
    if (/[{}]/.test(prefix)) throw new Error(`a Redis key prefix holds no braces: ${JSON.stringify(prefix)}`);
    this.prefix = prefix;
  }

  /** A key of the match's own. */
  match(matchId: string, part: MatchPart): string {
    return `${this.prefix}m:{${matchId}}:${part}`;
  }

  /**
   * Every key of a match but its leases and sync marker (which run out by themselves), in the
   * order the scripts that delete or expire a match take them (`redis-scripts.ts`).
   */
  all(matchId: string): string[] {
    return ALL_PARTS.map((part) => this.match(matchId, part));
  }

  /** The lease on a match's work at a seq. */
  claim(matchId: string, seq: number): string {
    return `${this.prefix}m:{${matchId}}:claim:${seq}`;
  }

  /** The (sharded) channel its appends, facts and presence changes are published on. */
  channel(matchId: string): string {
    return `${this.prefix}log:{${matchId}}`;
  }

  /** The match a channel is about, or null for another channel. */
  matchOfChannel(channel: string): string | null {
    const start = `${this.prefix}log:{`;
    return channel.startsWith(start) && channel.endsWith("}") ? channel.slice(start.length, -1) : null;
  }

  /** The index bucket of a match (FNV-1a of its id): the same on every instance. */
  bucketOf(matchId: string): number {
    let hash = 0x811c9dc5;
    for (let i = 0; i < matchId.length; i++) hash = Math.imul(hash ^ matchId.charCodeAt(i), 0x01000193);
    return (hash >>> 0) % BUCKETS;
  }

  /** Bucket `b`'s zset of unfinished confirmed matches → (a lower bound of) their last use. */
  idle(bucket: number): string {
    return `${this.prefix}idle:{i${bucket}}`;
  }

  /** Bucket `b`'s zset of deadlines (match → at) and hash of their seqs (match → seq). */
  due(bucket: number): string {
    return `${this.prefix}due:{i${bucket}}`;
  }

  dueSeqs(bucket: number): string {
    return `${this.prefix}due-seq:{i${bucket}}`;
  }

  /** The token hash → grant keys of layout 1 (matches made before tokens named their match). */
  legacyGrant(tokenHash: string): string {
    return `${this.prefix}grant:${tokenHash}`;
  }

  /** "2" once the keys are in this layout (`redis-migrate.ts`). */
  get layout(): string {
    return `${this.prefix}layout`;
  }

  /** Layout 1's indexes, read once by the migration. */
  get v1(): { active: string; idle: string; deadlines: string; deadlineSeqs: string } {
    const p = this.prefix;
    return {
      active: `${p}active`,
      idle: `${p}idle`,
      deadlines: `${p}deadlines`,
      deadlineSeqs: `${p}deadline-seq`,
    };
  }
}
