/**
 * The Redis store's key and channel names, all under one prefix (several deployments may share a
 * Redis). Each match's own keys carry its id as a hash tag (`{id}`).
 */
export class RedisKeys {
  readonly prefix: string;

  constructor(prefix: string) {
    this.prefix = prefix;
  }

  /** A key of the match's own. */
  match(
    matchId: string,
    part: "record" | "pending" | "confirm" | "log" | "snap" | "facts" | "presence",
  ): string {
    return `${this.prefix}m:{${matchId}}:${part}`;
  }

  /** The channel its appends, facts and presence changes are published on. */
  channel(matchId: string): string {
    return `${this.prefix}log:${matchId}`;
  }

  /** The match a channel is about, or null for another channel. */
  matchOfChannel(channel: string): string | null {
    const start = `${this.prefix}log:`;
    return channel.startsWith(start) ? channel.slice(start.length) : null;
  }

  get grantPrefix(): string {
    return `${this.prefix}grant:`;
  }

  grant(tokenHash: string): string {
    return this.grantPrefix + tokenHash;
  }

  /** The set of unfinished matches. */
  get active(): string {
    return `${this.prefix}active`;
  }

  /** The zset of unfinished matches by last use. */
  get idle(): string {
    return `${this.prefix}idle`;
  }

  /** The zset of deadlines (match → at), and the hash of their seqs (match → seq). */
  get deadlines(): string {
    return `${this.prefix}deadlines`;
  }

  get deadlineSeqs(): string {
    return `${this.prefix}deadline-seq`;
  }

  get claimPrefix(): string {
    return `${this.prefix}claim:`;
  }

  /** The lease on a match's work at a seq. */
  claim(matchId: string, seq: number): string {
    return `${this.claimPrefix}${matchId}:${seq}`;
  }

  /** A token bucket. */
  rate(key: string): string {
    return `${this.prefix}rate:${key}`;
  }
}
