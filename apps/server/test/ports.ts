/**
 * Loopback ports for the test harnesses' servers. A port found free and bound later can be taken
 * meanwhile; below the kernel's ephemeral range, no outgoing connection takes it.
 */
import { createServer } from "node:net";

/** A free loopback port (bound then released: the caller binds it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free loopback port below the kernel's ephemeral range (32768 and up on Linux), so that no
 * outgoing connection of the busy test machine takes it between this check and its bind.
 */
export async function freeFixedPort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
