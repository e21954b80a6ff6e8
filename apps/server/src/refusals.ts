/**
 * The refusals a live match remembers: each refused action's (seat, id), so that the action sent
 * again — a client resubmitting what it never heard the answer to — gets the same refusal, never
 * an acceptance of whatever body comes with it, for as long as the match is held.
 *
 * Memory is bounded: an id is kept as a 48-bit fingerprint (SHA-256 of seat and id) in an
 * open-addressing table of doubles, with the index of its refusal among the match's distinct
 * ones: 12 bytes a slot, at most half full, so a seat's `REFUSALS_PER_SEAT` refusals take at most
 * about 100 KB whatever the ids' length. Refusals are kept whole (reason and detail) up to
 * `DISTINCT_REFUSALS` distinct ones a match, then by their reason alone (an engine's reasons are a
 * short list; its details name squares and cards, so could be as many as the refusals).
 * A seat past `REFUSALS_PER_SEAT` refusals has sent thousands of actions the rules refuse (no
 * honest client does): its new actions are then refused (`TOO_MANY_REFUSALS`) without being
 * tried, so no refused id is ever forgotten and later accepted.
 */
import { createHash } from "node:crypto";

/** Refusals remembered per seat and match; past them the seat may not act in the match. */
export const REFUSALS_PER_SEAT = 4096;

/** Distinct refusals kept whole per match; past them, a new one is kept by its reason. */
export const DISTINCT_REFUSALS = 256;

/** The reason of an action refused because its seat ran out of refusals. */
export const TOO_MANY_REFUSALS = "too-many-refusals";

/** A refusal as its sender may see it. */
export interface Refusal {
  readonly reason: string;
  readonly detail?: string;
}

/** 2^48: fingerprints are whole numbers below it, exact in a double; 0 marks an empty slot. */
function fingerprint(seat: string, id: string): number {
  const digest = createHash("sha256").update(seat).update("\u0000").update(id).digest();
  return digest.readUIntBE(0, 6) || 1;
}

export class RefusalMemory {
  #keys = new Float64Array(64);
  #refusals = new Uint32Array(64);
  #size = 0;
  /** Distinct refusals, by index, and their indices by JSON. */
  readonly #distinct: Refusal[] = [];
  readonly #indexOf = new Map<string, number>();
  readonly #perSeat = new Map<string, number>();

  /** The refusal remembered for `seat`'s `id`; for an id not seen, the seat's lock-out if it ran out. */
  recall(seat: string, id: string): Refusal | undefined {
    if (this.#size === 0) return undefined;
    const slot = this.#find(fingerprint(seat, id));
    if (this.#keys[slot] !== 0) return this.#distinct[this.#refusals[slot] as number];
    return (this.#perSeat.get(seat) ?? 0) >= REFUSALS_PER_SEAT
      ? {
          reason: TOO_MANY_REFUSALS,
          detail: `this seat's actions were refused ${REFUSALS_PER_SEAT} times in this match: it may not act any more`,
        }
      : undefined;
  }

  /** Remembers that `seat`'s `id` got `refusal` (nothing once the seat ran out). */
  remember(seat: string, id: string, refusal: Refusal): void {
    const count = this.#perSeat.get(seat) ?? 0;
    if (count >= REFUSALS_PER_SEAT) return;
    const key = fingerprint(seat, id);
    if (this.#keys[this.#find(key)] !== 0) return;
    if ((this.#size + 1) * 2 > this.#keys.length) this.#grow();
    const slot = this.#find(key);
    this.#keys[slot] = key;
    this.#refusals[slot] = this.#intern(refusal);
    this.#size++;
    this.#perSeat.set(seat, count + 1);
  }

  /** The slot holding `key`, or the empty one where it would go (linear probing). */
  #find(key: number): number {
    const mask = this.#keys.length - 1;
    let slot = key % this.#keys.length;
    while (this.#keys[slot] !== 0 && this.#keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }

  #grow(): void {
    const keys = this.#keys;
    const refusals = this.#refusals;
    this.#keys = new Float64Array(keys.length * 2);
    this.#refusals = new Uint32Array(keys.length * 2);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as number;
      if (key === 0) continue;
      const slot = this.#find(key);
      this.#keys[slot] = key;
      this.#refusals[slot] = refusals[i] as number;
    }
  }

  /** The index of `refusal` among the distinct ones (past `DISTINCT_REFUSALS`: of its reason alone). */
  #intern(whole: Refusal): number {
    const keyOf = (r: Refusal): string => JSON.stringify([r.reason, r.detail ?? null]);
    const refusal =
      this.#indexOf.has(keyOf(whole)) || this.#distinct.length < DISTINCT_REFUSALS
        ? whole
        : { reason: whole.reason };
    const text = keyOf(refusal);
    let index = this.#indexOf.get(text);
    if (index === undefined) {
      index = this.#distinct.length;
      this.#distinct.push(refusal);
      this.#indexOf.set(text, index);
    }
    return index;
  }
}
