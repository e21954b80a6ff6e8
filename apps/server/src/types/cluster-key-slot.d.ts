/** `cluster-key-slot` (the Redis Cluster hash slot of a key, as ioredis computes it) ships no types. */
declare module "cluster-key-slot" {
  /** The slot (0–16383) of `key`, its hash tag (`{…}`) only when it has one. */
  export default function calculateSlot(key: string | Buffer): number;
}
