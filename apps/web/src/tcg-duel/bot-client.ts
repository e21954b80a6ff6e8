import type { Action, BotOptions, DuelView } from "@engines/lgc-tcg";
import { type WorkerClient, workerClient } from "../worker-client.js";

/** The duel's bot, in its worker (bot.worker.ts): one per page, asked with the bot seat's view. */
export function createBot(): WorkerClient<{ seen: DuelView; options: BotOptions }, Action | null> {
  return workerClient(new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }));
}
