import type { Action, BotOptions, State } from "@engines/shing-shang";
import { workerClient } from "../worker-client.js";

/** Asks the bot worker for a move. One worker per page; requests are answered in order. */
export function createBot(): {
  ask(state: State, options: BotOptions): Promise<Action | null>;
  stop(): void;
} {
  const client = workerClient<{ state: State; options: BotOptions }, Action | null>(
    new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  );
  return { ask: (state, options) => client.ask({ state, options }), stop: client.stop };
}
