/**
 * How the Redis store reaches Redis: one server, a Redis Cluster, or a master watched by Sentinel
 * (`parseRedisUrl`), through two ioredis connections — one for commands, one subscribed — and
 * `WAIT` for replicas after a write, on the connection (the master) that made it.
 *
 * URLs: `redis://[user:password@]host:port[/db]` (or `rediss://`): one Redis.
 * `redis+cluster://[user:password@]host:port[,host:port…]`: a Redis Cluster, any of its nodes.
 * `redis+sentinel://[user:password@]host:port[,host:port…]/<master name>[/db]`: the master
 * Sentinel names (the password is the master's; Sentinel itself is asked without one).
 */
// The module's types are ours (it ships none): referenced here so that every program compiling this
// file (the web app's and the CLI's tests start the server) finds them.
/// <reference path="../types/cluster-key-slot.d.ts" />
import calculateSlot from "cluster-key-slot";
import { Cluster, type ClusterNode, Redis, type RedisOptions } from "ioredis";

/** What a Redis URL names. */
export type RedisTopology =
  | { readonly kind: "single"; readonly url: string }
  | {
      readonly kind: "cluster";
      readonly nodes: readonly ClusterNode[];
      readonly username?: string;
      readonly password?: string;
    }
  | {
      readonly kind: "sentinel";
      readonly sentinels: readonly { readonly host: string; readonly port: number }[];
      readonly name: string;
      readonly db: number;
      readonly username?: string;
      readonly password?: string;
    };

/** A connection of either kind: the commands both have. */
export type RedisClient = Redis | Cluster;

/** Parses a Redis URL (see the module's comment); throws saying what is wrong. */
export function parseRedisUrl(url: string): RedisTopology {
  const scheme = /^([a-z+]+):\/\//.exec(url)?.[1];
  if (scheme === "redis" || scheme === "rediss") return { kind: "single", url };
  if (scheme !== "redis+cluster" && scheme !== "redis+sentinel")
    throw new Error(`a Redis URL starts with redis://, rediss://, redis+cluster:// or redis+sentinel://`);
  const rest = url.slice(scheme.length + 3);
  const at = rest.lastIndexOf("@", rest.indexOf("/") < 0 ? rest.length : rest.indexOf("/"));
  const auth = at < 0 ? "" : rest.slice(0, at);
  const [hostList = "", ...path] = rest.slice(at + 1).split("/");
  const [user, password] = auth === "" ? [undefined, undefined] : auth.split(":").map(decodeURIComponent);
  const hosts = hostList.split(",").map((h) => {
    const m = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(h);
    if (m === null) throw new Error(`not a host:port in the Redis URL: ${JSON.stringify(h)}`);
    return { host: (m[1] as string).replace(/^\[|\]$/g, ""), port: Number(m[2]) };
  });
  const credentials = {
    ...(user === undefined || user === "" ? {} : { username: user }),
    ...(password === undefined ? {} : { password }),
  };
  if (scheme === "redis+cluster") {
    if (path.some((p) => p !== "")) throw new Error("a Redis Cluster URL names no database");
    return { kind: "cluster", nodes: hosts, ...credentials };
  }
  const [name, db = "0"] = path;
  if (name === undefined || name === "" || !/^\d+$/.test(db))
    throw new Error("a Sentinel URL ends with /<master name>[/<db>]");
  return { kind: "sentinel", sentinels: hosts, name, db: Number(db), ...credentials };
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^/@]*:)[^/@]*@/, "$1***@");
}

export interface Connections {
  readonly commands: RedisClient;
  readonly subscriber: RedisClient;
}

/**
 * The two connections to `topology`, not connected yet (`connect()` them). Commands fail fast
 * while Redis is unreachable (no offline queue, no retry of a sent command, a timeout); both
 * reconnect for ever by themselves. The subscriber uses sharded pub/sub (`SSUBSCRIBE`), one
 * connection per master on a cluster.
 */
export function connections(topology: RedisTopology, commandTimeoutMs: number): Connections {
  // Reconnect for ever, backing off to 2 s: the store recovers by itself.
  const retryStrategy = (times: number): number => Math.min(2_000, 50 * 2 ** Math.min(times, 6));
  const failFast: RedisOptions = {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: commandTimeoutMs,
  };
  if (topology.kind === "cluster") {
    const credentials = {
      ...(topology.username === undefined ? {} : { username: topology.username }),
      ...(topology.password === undefined ? {} : { password: topology.password }),
    };
    const common = {
      lazyConnect: true,
      clusterRetryStrategy: retryStrategy,
      // A node back after a crash is reached again (its slots may be served by it again).
      clusterNodeRetryStrategy: retryStrategy,
    };
    return {
      commands: new Cluster([...topology.nodes], {
        ...common,
        enableOfflineQueue: false,
        redisOptions: { ...failFast, ...credentials },
      }),
      subscriber: new Cluster([...topology.nodes], {
        ...common,
        shardedSubscribers: true,
        redisOptions: { ...credentials },
      }),
    };
  }
  const base: RedisOptions =
    topology.kind === "sentinel"
      ? {
          sentinels: [...topology.sentinels],
          name: topology.name,
          db: topology.db,
          ...(topology.username === undefined ? {} : { username: topology.username }),
          ...(topology.password === undefined ? {} : { password: topology.password }),
          sentinelRetryStrategy: retryStrategy,
        }
      : {};
  const make = (options: RedisOptions): Redis =>
    topology.kind === "single"
      ? new Redis(topology.url, { ...options, retryStrategy })
      : new Redis({ ...base, ...options, retryStrategy });
  return {
    commands: make({ ...failFast, enableOfflineQueue: false }),
    subscriber: make({ lazyConnect: true, autoResubscribe: false }),
  };
}

/**
 * Waits until `replicas` replicas of the master holding `key` have every write this connection
 * sent it (`WAIT`); throws when fewer did within `timeoutMs`. On a cluster it asks the master
 * serving the key's slot, on the connection the writes went through.
 */
export async function waitForReplicas(
  client: RedisClient,
  key: string,
  replicas: number,
  timeoutMs: number,
): Promise<void> {
  let node: Redis | undefined;
  if (client instanceof Cluster) {
    const owner = client.slots[calculateSlot(key)]?.[0];
    node = client.nodes("master").find((n) => `${n.options.host}:${n.options.port}` === owner);
    if (node === undefined) throw new Error(`no master known for ${key}`);
  } else node = client;
  const acknowledged = Number(await node.wait(replicas, timeoutMs));
  if (acknowledged < replicas)
    throw new Error(`${acknowledged} of ${replicas} replicas acknowledged the write within ${timeoutMs} ms`);
}

/** Whether the connection is up (on a cluster: every slot served, as a node says). */
export async function reachable(client: RedisClient): Promise<boolean> {
  if (client.status !== "ready") return false;
  try {
    if (client instanceof Cluster) return /cluster_state:ok/.test(String(await client.cluster("INFO")));
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  }
}
