/**
 * `MatchClient`'s table (src/client.ts): requests go out as `table` frames with an id, are sent
 * again with the same id after a reconnection, and are answered like actions; the snapshot's
 * `table` follows the frames (absent: the empty table), a resumed welcome keeps it, and `ended`
 * is told to listeners. A scripted socket plays the server.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  EMPTY_TABLE,
  type EndedMessage,
  MatchClient,
  type ServerMessage,
  type SocketLike,
  type TableStatus,
  type WelcomeMessage,
} from "../src/index.js";

/** A socket the test drives: it records what the client sends and delivers what the test says. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { readonly data: unknown }) => void) | null = null;
  onclose: ((event: { readonly code: number; readonly reason?: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  deliver(message: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const offer: TableStatus = { offer: { seq: 3, kind: "draw", by: "red" }, result: null };

function welcome(seq: number, extra: Partial<WelcomeMessage> = {}): WelcomeMessage {
  return {
    type: "welcome",
    protocol: 1,
    match: { id: "m", engine: "e", seats: [], clock: null, createdAt: 0, rematchOf: null },
    seat: "blue",
    seq,
    resumed: false,
    view: { at: seq },
    toAct: ["blue"],
    over: false,
    clocks: null,
    now: 0,
    rematch: null,
    ...extra,
  };
}

const LINK = "http://h/join#AAAAAAAAAAAAAAAAAAAAAAAA";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let client: MatchClient | null = null;
afterEach(() => {
  client?.close();
  FakeSocket.all = [];
});

describe("the table in the client", () => {
  it("sends a request as a table frame, resends it with its id after a reconnection, resolves on its ack", async () => {
    client = new MatchClient(LINK, { WebSocket: FakeSocket, minDelayMs: 1, maxDelayMs: 2 });
    await tick();
    const first = FakeSocket.all[0] as FakeSocket;
    first.deliver(welcome(2));
    const answer = client.table({ type: "resign" });
    const frame = first.sent.at(-1);
    expect(frame).toMatchObject({ type: "table", request: { type: "resign" } });
    first.close(4000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = FakeSocket.all[1] as FakeSocket;
    second.deliver(welcome(2));
    expect(second.sent.at(-1)).toEqual(frame);
    second.deliver({ type: "ack", id: frame?.id as string, seq: 3, duplicate: true });
    expect(await answer).toEqual({ ok: true, seq: 3, duplicate: true });
  });

  it("follows the table in frames, keeps it over a resumed welcome, and tells of the end", async () => {
    client = new MatchClient(LINK, { WebSocket: FakeSocket, minDelayMs: 1, maxDelayMs: 2 });
    await tick();
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.deliver(welcome(2));
    expect(client.snapshot?.table).toEqual(EMPTY_TABLE);
    const base = {
      type: "update" as const,
      at: 0,
      events: [],
      toAct: ["blue"],
      over: false,
      clocks: null,
      now: 0,
    };
    socket.deliver({
      ...base,
      seq: 3,
      view: { at: 3 },
      table: offer,
      fact: { type: "offer", kind: "draw", seat: "red" },
    });
    expect(client.snapshot?.table).toEqual(offer);
    // Reconnected and resumed: no view and no table in the welcome, the client keeps its own.
    socket.deliver(welcome(3, { resumed: true }));
    expect(client.snapshot?.table).toEqual(offer);
    const ended: EndedMessage[] = [];
    client.on("ended", (m) => ended.push(m));
    const result = { type: "draw" } as const;
    socket.deliver({
      ...base,
      seq: 4,
      view: { at: 3 },
      toAct: [],
      over: true,
      table: { offer: null, result },
      fact: { type: "accept", offer: 3, seat: "blue" },
    });
    socket.deliver({ type: "ended", result });
    expect(client.snapshot).toMatchObject({ over: true, table: { offer: null, result } });
    expect(ended).toEqual([{ type: "ended", result }]);
    // A fresh welcome (a reload) brings the table as the server holds it.
    socket.deliver(welcome(4, { over: true, toAct: [], table: { offer: null, result } }));
    expect(client.snapshot?.table.result).toEqual(result);
  });

  it("takes an update without a table as the empty table (an offer lapsed)", async () => {
    client = new MatchClient(LINK, { WebSocket: FakeSocket });
    await tick();
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.deliver(welcome(3, { table: offer }));
    expect(client.snapshot?.table).toEqual(offer);
    socket.deliver({
      type: "update",
      seq: 4,
      at: 0,
      events: [],
      view: {},
      toAct: ["blue"],
      over: false,
      clocks: null,
      now: 0,
    });
    expect(client.snapshot?.table).toEqual(EMPTY_TABLE);
  });
});
