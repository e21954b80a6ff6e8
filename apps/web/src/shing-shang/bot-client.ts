import type { Action, BotOptions, State } from "@engines/shing-shang";

/** Asks the bot worker for a move. One worker per page; requests are answered in order. */
export function createBot(): {
  ask(state: State, options: BotOptions): Promise<Action | null>;
  stop(): void;
} {
  const worker = new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" });
  let next = 0;
  const waiting = new Map<number, (a: Action | null) => void>();
  worker.onmessage = (e: MessageEvent<{ id: number; action: Action | null }>) => {
    waiting.get(e.data.id)?.(e.data.action);
    waiting.delete(e.data.id);
  };
  return {
    ask(state, options) {
      const id = ++next;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, state, options });
      });
    },
    stop() {
      worker.terminate();
      waiting.clear();
    },
  };
}
