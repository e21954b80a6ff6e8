/**
 * Limits per client address, before any match is read: how often it may open the socket
 * (upgrade requests) and try a token (`hello`). What an anonymous client can make the server do
 * (an upgrade, a token's hash looked up in the store) and what a seat holder can make every other
 * watcher hear (its presence) is then bounded, whoever it is.
 *
 * Each instance keeps its own buckets (see the README, "Limits per address": a refusal costs no
 * round trip to the store, so a flood cannot be turned against the store every match depends on).
 */
import { isIPv6 } from "node:net";
import { KeyedBuckets, type Rate } from "./rate.js";

/** Limits per address (null: none). */
export interface AddressLimits {
  /** Upgrade requests (`/ws`) per address: sustained per second, and the burst above it. */
  readonly connect: Rate | null;
  /**
   * `hello`s per address whose token opens nothing: each one takes a token (a good one gives it
   * back). With none left, the address's upgrades and hellos are refused until one comes back.
   */
  readonly auth: Rate | null;
}

/** `n` a minute, all of them at once at most (0: no limit): `--connect-limit`, `--auth-limit`. */
export function perMinute(n: number): Rate | null {
  return n === 0 ? null : { perSecond: n / 60, burst: n };
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  // A household or a school behind one address opens several tabs, and each reconnects.
  connect: perMinute(60),
  // An honest client stops after one refusal (close 4401).
  auth: perMinute(10),
};

/**
 * The key of a client address: IPv4 as is, IPv6 by its /64 (one subscriber's network, which a
 * client can walk through at will), an IPv4-mapped IPv6 as its IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("%")[0]?.split("::") ?? [];
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/** The refusal of an address over its limit: how long until it may try again. */
export interface Refusal {
  readonly retryAfterMs: number;
}

/** The address limits of one instance. */
export class AddressGuard {
  readonly #connect: KeyedBuckets | null;
  readonly #auth: KeyedBuckets | null;

  constructor(limits: AddressLimits, now: () => number = Date.now) {
    this.#connect = limits.connect === null ? null : new KeyedBuckets(limits.connect, now);
    this.#auth = limits.auth === null ? null : new KeyedBuckets(limits.auth, now);
  }

  /** An upgrade request from `ip`: null when it may go on. */
  connect(ip: string): Refusal | null {
    const key = addressKey(ip);
    // An address out of authentications is refused without spending its connection tokens.
    const wait = this.#auth?.waitOf(key) || this.#connect?.take(key) || 0;
    return wait === 0 ? null : { retryAfterMs: wait };
  }

  /**
   * A `hello` from `ip` is about to check its token: the refusal, or the attempt allowed, which
   * `done(ok)` must end (a good token gives the attempt back).
   */
  authenticate(ip: string): { done(ok: boolean): void } | Refusal {
    const key = addressKey(ip);
    const wait = this.#auth?.take(key) ?? 0;
    if (wait > 0) return { retryAfterMs: wait };
    return { done: (ok) => (ok ? this.#auth?.giveBack(key) : undefined) };
  }
}
