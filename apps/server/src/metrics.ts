/** Prometheus metrics (prom-client), on a registry of the server's own. */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** The server's metrics. */
export interface Metrics {
  readonly registry: Registry;
  readonly matchesCreated: Counter;
  readonly liveMatches: Gauge;
  readonly connections: Gauge;
  readonly connectionsRefused: Counter;
  /** TCP connections open (HTTP and WebSocket), against the budget. */
  readonly tcpConnections: Gauge;
  readonly connectionsDropped: Counter<"reason">;
  readonly actionsAccepted: Counter;
  readonly actionsRefused: Counter;
  readonly clockExpiries: Counter;
  readonly badFrames: Counter<"code">;
  readonly appendSeconds: Histogram;
  readonly answerSeconds: Histogram;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    matchesCreated: new Counter({ name: "matches_created_total", help: "Matches created", registers }),
    liveMatches: new Gauge({ name: "matches_live", help: "Matches held in memory", registers }),
    connections: new Gauge({ name: "connections", help: "Open WebSocket connections", registers }),
    connectionsRefused: new Counter({
      name: "connections_refused_total",
      help: "WebSocket upgrades refused (429) for their address's rate",
      registers,
    }),
    tcpConnections: new Gauge({
      name: "tcp_connections",
      help: "Open TCP connections (HTTP and WebSocket), counted against the connection budget",
      registers,
    }),
    connectionsDropped: new Counter({
      name: "connections_dropped_total",
      help: "Connections closed by the server's defences: address (over its cap), budget (full of welcomed sockets), evicted (oldest unwelcomed one, for a newcomer), hello-timeout",
      labelNames: ["reason"],
      registers,
    }),
    actionsAccepted: new Counter({ name: "actions_accepted_total", help: "Actions appended", registers }),
    actionsRefused: new Counter({
      name: "actions_refused_total",
      help: "Actions the engine refused",
      registers,
    }),
    clockExpiries: new Counter({ name: "clock_expiries_total", help: "Clock expiries fired", registers }),
    badFrames: new Counter({
      name: "frames_rejected_total",
      help: "Client frames answered with an error, by code",
      labelNames: ["code"],
      registers,
    }),
    appendSeconds: new Histogram({
      name: "action_commit_seconds",
      help: "From an action's turn in its match's queue to its durable append",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    answerSeconds: new Histogram({
      name: "action_answer_seconds",
      help: "From a client's action frame read to its answer (ack or refused) written: the server's share of a round trip",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
  };
}
