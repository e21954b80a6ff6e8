/**
 * A worker thread of `games tcg balance`: plays the chunks of games it is sent and posts each
 * chunk's tally back. The run (decks, bots, seed) comes in `workerData`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type BalanceRun, playBalanceGames } from "@engines/lgc-tcg";

/** A message from the parent: a chunk of games to play, or null when there are no more. */
export type ChunkRequest = { readonly from: number; readonly to: number } | null;

const run = workerData as BalanceRun;
parentPort?.on("message", (chunk: ChunkRequest) => {
  if (chunk === null) {
    parentPort?.close();
    return;
  }
  parentPort?.postMessage(playBalanceGames(run, chunk.from, chunk.to));
});
