/**
 * A request/answer channel to a Web Worker that answers each `{ id, request }` message with
 * `{ id, answer }`: bots search there so a deep search never blocks the page, and their code
 * (the search, the engine's bot) stays out of the page's route chunk (issue 18).
 * @module
 */

/** A worker asked in turn: answers come back in the order they are given, matched by id. */
export interface WorkerClient<Request, Answer> {
  ask(request: Request): Promise<Answer>;
  /** Ends the worker; answers still awaited never come. */
  stop(): void;
}

/** The client of `worker`, which must answer as {@link answerRequests} does. */
export function workerClient<Request, Answer>(worker: Worker): WorkerClient<Request, Answer> {
  let next = 0;
  const waiting = new Map<number, (a: Answer) => void>();
  worker.onmessage = (e: MessageEvent<{ id: number; answer: Answer }>) => {
    waiting.get(e.data.id)?.(e.data.answer);
    waiting.delete(e.data.id);
  };
  return {
    ask(request) {
      const id = ++next;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, request });
      });
    },
    stop() {
      worker.terminate();
      waiting.clear();
    },
  };
}

/** Inside a worker: answers each request with `answer(request)`. */
export function answerRequests<Request, Answer>(answer: (request: Request) => Answer): void {
  self.onmessage = (e: MessageEvent<{ id: number; request: Request }>) => {
    self.postMessage({ id: e.data.id, answer: answer(e.data.request) });
  };
}
