/** Token buckets by key on a clock the test moves, and the keys of client addresses. */
import { describe, expect, it } from "vitest";
import { addressKey } from "../src/address-limits.js";
import { KeyedBuckets } from "../src/rate.js";

describe("KeyedBuckets", () => {
  it("gives a burst, then one token per refill period, and says how long to wait", () => {
    let now = 1_000_000;
    const buckets = new KeyedBuckets({ perSecond: 0.5, burst: 3 }, () => now);
    expect([1, 2, 3, 4].map(() => buckets.take("a"))).toEqual([0, 0, 0, 2000]);
    expect(buckets.take("b")).toBe(0);
    now += 1500;
    expect(buckets.waitOf("a")).toBe(500);
    now += 500;
    expect(buckets.waitOf("a")).toBe(0);
    expect(buckets.take("a")).toBe(0);
    // A token given back is there at once, never past the burst.
    buckets.giveBack("a");
    expect(buckets.take("a")).toBe(0);
    expect(buckets.take("a")).toBe(2000);
    now += 3_600_000;
    expect([1, 2, 3, 4].map(() => buckets.take("a"))).toEqual([0, 0, 0, 2000]);
  });

  it("keeps at most maxKeys buckets, forgetting refilled ones first, then the oldest", () => {
    let now = 0;
    const buckets = new KeyedBuckets({ perSecond: 1, burst: 1 }, () => now, 10);
    for (let i = 0; i < 10; i++) expect(buckets.take(`k${i}`)).toBe(0);
    // All spent: a new key drops the oldest tenth (k0), which starts afresh.
    expect(buckets.take("new")).toBe(0);
    expect(buckets.take("k1")).toBe(1000);
    expect(buckets.take("k0")).toBe(0);
    // Refilled ones go before any spent one.
    now += 1000;
    for (let i = 0; i < 5; i++) buckets.take(`late${i}`);
    expect(buckets.take("late0")).toBe(1000);
  });
});

describe("addressKey", () => {
  it("keys IPv4 as is, IPv4-mapped as IPv4, IPv6 by its /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
