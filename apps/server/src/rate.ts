/**
 * Token buckets in memory: one connection's frames (`take`), and per client address the
 * connection attempts and authentications (`KeyedBuckets`). The Redis store keeps the same bucket
 * on Redis's clock for what must hold across instances (`TAKE_TOKEN`).
 */

/** A token bucket: `tokens` left as of `at` (ms). */
export interface Bucket {
  tokens: number;
  at: number;
}

/** A bucket refilled at `perSecond`, holding at most `burst` tokens. */
export interface Rate {
  readonly perSecond: number;
  readonly burst: number;
}

/** A full bucket as of `now`. */
export function fullBucket(rate: Rate, now: number): Bucket {
  return { tokens: rate.burst, at: now };
}

/** Refills `bucket` up to `now`. */
function refill(bucket: Bucket, rate: Rate, now: number): void {
  bucket.tokens = Math.min(
    rate.burst,
    bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * rate.perSecond,
  );
  bucket.at = Math.max(bucket.at, now);
}

/** Takes one token from `bucket` at `now`: false (and nothing taken) when it has none. */
export function takeToken(bucket: Bucket, rate: Rate, now: number): boolean {
  refill(bucket, rate, now);
  if (bucket.tokens < 1) return false;
  bucket.tokens--;
  return true;
}

/**
 * Buckets by key (a client address), created full on first use. At most `maxKeys` are kept:
 * past it the refilled ones go first (forgetting a full bucket changes nothing), then the oldest
 * (so many addresses at once cost bounded memory; the ones forgotten start afresh).
 */
export class KeyedBuckets {
  readonly #buckets = new Map<string, Bucket>();
  readonly #rate: Rate;
  readonly #now: () => number;
  readonly #maxKeys: number;

  constructor(rate: Rate, now: () => number = Date.now, maxKeys = 100_000) {
    this.#rate = rate;
    this.#now = now;
    this.#maxKeys = maxKeys;
  }

  /** Takes a token of `key`: 0 when taken, else the milliseconds until one would be there. */
  take(key: string): number {
    const now = this.#now();
    const bucket = this.#bucket(key, now);
    return takeToken(bucket, this.#rate, now) ? 0 : this.#wait(bucket);
  }

  /** The milliseconds until `key` has a token (0: it has one now); takes nothing. */
  waitOf(key: string): number {
    const bucket = this.#buckets.get(key);
    if (bucket === undefined) return 0;
    refill(bucket, this.#rate, this.#now());
    return bucket.tokens >= 1 ? 0 : this.#wait(bucket);
  }

  /** Gives back a token taken for an attempt that turned out well. */
  giveBack(key: string): void {
    const bucket = this.#buckets.get(key);
    if (bucket !== undefined) bucket.tokens = Math.min(this.#rate.burst, bucket.tokens + 1);
  }

  #wait(bucket: Bucket): number {
    return Math.ceil(((1 - bucket.tokens) / this.#rate.perSecond) * 1000);
  }

  #bucket(key: string, now: number): Bucket {
    let bucket = this.#buckets.get(key);
    if (bucket === undefined) {
      if (this.#buckets.size >= this.#maxKeys) this.#evict(now);
      bucket = fullBucket(this.#rate, now);
      this.#buckets.set(key, bucket);
    }
    return bucket;
  }

  #evict(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      refill(bucket, this.#rate, now);
      if (bucket.tokens >= this.#rate.burst) this.#buckets.delete(key);
    }
    // Still full of spent buckets: drop the oldest tenth (a Map iterates in insertion order).
    if (this.#buckets.size >= this.#maxKeys)
      for (const key of [...this.#buckets.keys()].slice(0, Math.ceil(this.#maxKeys / 10)))
        this.#buckets.delete(key);
  }
}
