/**
 * A bot that plays a seat from another process, over the protocol like any client: it sees only
 * its seat's frames and decides with the engine's `bots.choose` on its view (`games bot`, the
 * bench). The engine comes from a registry by the id the server's welcome names.
 */
import type { AnyEngine } from "@core/engine";
import { connect, type MatchClient, type MatchClientOptions } from "@core/match-client/node";
import { loadRegistry } from "./registry.js";

export interface BotClientOptions {
  /** The engine's bot level; default its strongest (the last of `bots.levels`). */
  readonly level?: string;
  /** Engines by id (the server's welcome says which one the match plays). Default: the server's registry's. */
  readonly engines?: ReadonlyMap<string, AnyEngine>;
  /** Seed of the bot's choices. Default 1. */
  readonly seed?: number;
  /** Think time before each action, drawn in [min, max] ms (people-like pacing). Default none. */
  readonly pace?: readonly [number, number];
  /** Called with each action's round trip (send → ack), in ms. */
  readonly onRoundTrip?: (ms: number) => void;
  readonly client?: MatchClientOptions;
}

export interface BotRun {
  readonly client: MatchClient;
  /** Resolves when the match is over (or rejects if the link is refused). */
  readonly done: Promise<{ readonly actions: number; readonly refused: number }>;
}

const RETRIES = 3;

/** The engine `id` as the server hosts it (loaded on first use), or undefined. */
async function hostedEngine(id: string): Promise<AnyEngine | undefined> {
  return (await loadRegistry()).get(id)?.engine;
}

/** Plays the seat of `link` until the match is over. */
export function runBot(link: string, options: BotClientOptions): BotRun {
  const client = connect(link, options.client);
  let seed = options.seed ?? 1;
  let busy = false;
  let actions = 0;
  let refused = 0;
  let lastRefusedSeq = -1;
  let triesAtSeq = 0;
  const done = new Promise<{ actions: number; refused: number }>((resolve, reject) => {
    const finish = (): void => {
      client.close();
      resolve({ actions, refused });
    };
    const think = async (): Promise<void> => {
      const snap = client.snapshot;
      if (busy || snap === null) return;
      if (snap.over) return finish();
      const seat = snap.seat;
      if (seat === null || !snap.toAct.includes(seat)) return;
      if (snap.seq === lastRefusedSeq && triesAtSeq >= RETRIES) return;
      busy = true;
      try {
        const engine =
          options.engines === undefined
            ? await hostedEngine(snap.match.engine)
            : options.engines.get(snap.match.engine);
        if (engine?.bots === undefined) return reject(new Error(`no bot for engine ${snap.match.engine}`));
        if (options.pace !== undefined) {
          const [min, max] = options.pace;
          await new Promise((r) => setTimeout(r, min + Math.random() * (max - min)));
        }
        const now = client.snapshot;
        if (now === null || now.over || !now.toAct.includes(seat)) return;
        const level = options.level ?? engine.bots.levels.at(-1) ?? "";
        const action = engine.bots.choose(now.view, seat, level, seed++);
        if (action === null) return;
        const started = performance.now();
        const result = await client.send(action);
        if (result.ok) {
          actions++;
          options.onRoundTrip?.(performance.now() - started);
        } else {
          refused++;
          triesAtSeq = now.seq === lastRefusedSeq ? triesAtSeq + 1 : 1;
          lastRefusedSeq = now.seq;
        }
      } catch (error) {
        return reject(error);
      } finally {
        busy = false;
      }
      void think();
    };
    client.on("welcome", () => void think());
    client.on("update", () => void think());
    client.on("status", (status) => {
      if (status === "closed" && client.snapshot?.over !== true)
        reject(new Error("the server refused this link"));
    });
  });
  return { client, done };
}
