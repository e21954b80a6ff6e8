import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect, createMatch } from "@core/match-client/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/index.js";

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "server-"));
  server = await startServer({ port: 0, dataDir: dir, logger: false });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("smoke", () => {
  it("plays a shing-shang game against a bot", async () => {
    const created = await createMatch(server.url, {
      engine: "shing-shang",
      seats: { blue: { kind: "bot", level: "easy" } },
    });
    const client = connect(created.links.red as string);
    await new Promise<void>((resolve) => client.on("welcome", () => resolve()));
    expect(client.snapshot?.seat).toBe("red");
    for (let i = 0; i < 6; i++) {
      const snap = client.snapshot!;
      if (!snap.toAct.includes("red")) {
        await new Promise<void>((resolve) => {
          const off = client.on("update", (u) => {
            if (u.toAct.includes("red") || u.over) {
              off();
              resolve();
            }
          });
        });
        continue;
      }
      const { engine } = await import("@engines/shing-shang");
      const legal = engine.legalActions!(client.snapshot!.view as never, "red");
      const result = await client.send(legal[0]);
      expect(result.ok).toBe(true);
    }
    client.close();
  });
});
