/** A raw WebSocket for adversarial tests: send any bytes, collect every frame received. */
import { socketUrl } from "@core/match-client";
import { WebSocket } from "ws";

export interface RawSocket {
  readonly frames: unknown[];
  readonly closed: Promise<number>;
  send(data: string | Buffer): void;
  /** Resolves once `count` frames have arrived (or the socket closed). */
  waitFor(count: number): Promise<void>;
  close(): void;
}

export async function rawSocket(server: string, origin?: string): Promise<RawSocket> {
  const ws = new WebSocket(socketUrl(server), origin === undefined ? {} : { origin });
  const frames: unknown[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const wake = (): void => {
    for (const w of [...waiters])
      if (frames.length >= w.count || ws.readyState === ws.CLOSED) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  ws.on("message", (data) => {
    frames.push(JSON.parse(String(data)));
    wake();
  });
  const closed = new Promise<number>((resolve) =>
    ws.on("close", (code) => {
      resolve(code);
      wake();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return {
    frames,
    closed,
    send: (data) => ws.send(data),
    waitFor: (count) =>
      new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        wake();
      }),
    close: () => ws.close(),
  };
}
