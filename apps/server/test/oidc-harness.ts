/**
 * A real OpenID Connect provider for the sign-in tests (`oidc-provider`, its development login
 * and consent pages) on a loopback port, and a stand-in for a character API serving Battle.net's
 * profile JSON. Any login name signs in as itself; the people below get names and characters.
 */
import { createServer, type Server } from "node:http";
import Provider from "oidc-provider";

/** What the provider knows of each person: a name and WoW characters (a claim), by login. */
export const PEOPLE: Readonly<
  Record<string, { name: string; characters: readonly Record<string, unknown>[] }>
> = {
  gorak: {
    name: "Gorak",
    characters: [
      { name: "Gorak", realm: "Hyjal", class: "WARRIOR", race: "Orc", level: 80, ilvl: 639 },
      { name: "Petigorak", realm: "Hyjal", class: "Mage", race: "Gnome", level: 42 },
    ],
  },
  lyra: { name: "Lyra", characters: [] },
};

export const CLIENT = { id: "lgc-tcg", secret: "test-secret-of-the-tcg-client" };

export interface TestProvider {
  readonly issuer: string;
  /**
   * Holds every token request this long before answering it (0: none): a code redeemed after
   * its lifetime is refused as expired, as when a relying party is slow.
   */
  delayTokens(ms: number): void;
  stop(): Promise<void>;
}

/** A loopback port held for the provider: listening already, answering 503 until it starts. */
export interface ProviderSocket {
  readonly port: number;
  readonly server: Server;
}

/**
 * Listens on a port the system chooses, for the provider to start on later: the issuer's URL is
 * known before the servers the provider's configuration depends on start (the relying party names
 * the issuer; the provider, the relying party's redirect URI), and no other process can take the
 * port meanwhile (a port found free and listened on later could be).
 */
export async function reserveProviderSocket(): Promise<ProviderSocket> {
  const server = createServer((_request, response) => {
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return { port, server };
}

/**
 * Starts the provider on `socket` (see {@link reserveProviderSocket}) for one client whose redirect
 * URI is `redirectUri`. Codes live `codeTtlSeconds` (the expired-code test makes them short).
 */
export async function startProvider(options: {
  readonly socket: ProviderSocket;
  readonly redirectUri: string;
  readonly codeTtlSeconds?: number;
}): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${options.socket.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], profile: ["name", "preferred_username", "wow_characters"] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        name: PEOPLE[id]?.name ?? id,
        preferred_username: id,
        wow_characters: PEOPLE[id]?.characters ?? [],
      }),
    }),
    ttl: { AuthorizationCode: options.codeTtlSeconds ?? 60 },
    cookies: { keys: ["lgc-tcg-test-cookie-key"] },
    features: { devInteractions: { enabled: true } },
  });
  let tokenDelayMs = 0;
  provider.use(async (ctx, next) => {
    if (ctx.path === "/token" && tokenDelayMs > 0) await new Promise((r) => setTimeout(r, tokenDelayMs));
    await next();
  });
  const server = options.socket.server;
  server.removeAllListeners("request");
  server.on("request", provider.callback());
  return {
    issuer,
    delayTokens: (ms) => {
      tokenDelayMs = ms;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A character API in Battle.net's profile format (`GET /profile/user/wow` with a bearer token):
 * one WoW account with one character, and power data the service must drop.
 */
export async function startCharacterApi(): Promise<{ url: string; calls: string[]; stop(): Promise<void> }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    calls.push(request.headers.authorization ?? "");
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? "")) {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: 1,
        wow_accounts: [
          {
            id: 7,
            characters: [
              {
                character: { href: "https://example.invalid/x" },
                protected_character: { href: "https://example.invalid/y" },
                name: "Lyrasombre",
                id: 42,
                realm: { key: { href: "" }, name: "Archimonde", id: 1, slug: "archimonde" },
                playable_class: { key: { href: "" }, name: "Priest", id: 5 },
                playable_race: { key: { href: "" }, name: "Night Elf", id: 4 },
                gender: { type: "FEMALE", name: "Female" },
                faction: { type: "ALLIANCE", name: "Alliance" },
                level: 80,
                equipped_item_level: 641,
                achievement_points: 23000,
              },
            ],
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/profile/user/wow`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
