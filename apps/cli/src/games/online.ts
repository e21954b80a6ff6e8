/**
 * `games serve` (the match server on the embedded store) and `games bot <link>` (a bot filling a
 * seat from this process). Thin: both are @apps/server's; the bot decides with the engine's own
 * bots from its seat's view.
 */
import { parseServeArgs, runBot, SERVE_USAGE, serveLogger, startServer } from "@apps/server";
import { type Command, type Io, println } from "../command.js";

const SERVE_HELP = `usage: games ${SERVE_USAGE}

Starts the match server (LGC TCG, Shing Shang, Diplomaxy online) and prints its URL. Matches are
kept in DIR (default ./data): stop it, start it again, and every match goes on.
  --port N          default 8080 (0: any free port)
  --host H          default 127.0.0.1
  --data DIR        the store's directory
  --redis URL       keep matches in Redis instead (default: $REDIS_URL if set): instances
                    sharing it (and the token secret) serve every match together;
                    redis+cluster://host:port,… a Redis Cluster, redis+sentinel://host:port,…/NAME
                    the master Sentinel names
  --redis-wait N[/MS] with --redis: acknowledge an action once N replicas have it (WAIT,
                    within MS, default 1000): nothing acknowledged is lost in a failover
  --secret S        the token secret (32+ characters) instances of one deployment share
                    (default: DIR/secret, made on first start); visible to local users in
                    the process list: prefer --secret-file
  --secret-file FILE  the token secret, read from FILE
  --metrics-token T /metrics answers this host's clients, and others with
                    "Authorization: Bearer T" (default: $METRICS_TOKEN if set)
  --retention-days N  delete finished matches N days after their end (default 7; 0: keep)
  --idle-hours N    delete unfinished matches with no action and no client for N hours
                    (default 168; 0: keep)
  --presence-ttl MS with --redis: a dead instance's players show as away within MS
                    (default 20000)
  --presence-grace MS a player who reconnects within MS never shows as away
                    (default 5000; 0: at once)
  --connect-limit N connections a minute per client address (default 60; 0: no limit)
  --auth-limit N    invalid links a minute per client address (default 10; 0: no limit)
  --address-connections N  open connections per client address (default 128; 0: no cap)
  --max-connections N  open connections in all (default: the open-files limit less 128, at
                    most 16384; above the limit the server refuses to start)
  --hello-timeout MS  a socket that says no hello within MS is closed (default 5000)
  --request-timeout MS  an HTTP request must be in within MS, its headers within 10 s
                    (default 20000)
  --trust-proxy LIST  the load balancers (addresses or CIDRs, comma-separated) whose
                    X-Forwarded-For names the client: per-address limits apply to clients
  --public-url URL  where invite links point (default: the server's URL)
  --origin URL      a web origin allowed to connect (repeatable; default: localhost ones)
  --database URL    keep accounts in this PostgreSQL server (default: $DATABASE_URL, else
                    the embedded database in DIR/accounts; see games db for backups)
  --no-accounts     no account service: anonymous play only
  --oidc-issuer URL --oidc-client-id ID  sign in through this OpenID Connect provider (the
                    secret: --oidc-client-secret S or $OIDC_CLIENT_SECRET; also $OIDC_ISSUER,
                    $OIDC_CLIENT_ID); --oidc-name NAME on the button, --oidc-scope S
  --characters-api URL  read the player's WoW characters there at sign-in (Battle.net's
                    profile format), besides the provider's wow_characters claim
  --passkeys, --no-passkeys  passkey accounts (default: on without a provider)
  --max-level N     a character's level for ranked duels (default 80)
  --bot-delay MS    server-side bots wait this long before each move (default 0)
  --quiet           no logs (default: pino's JSON lines on stdout, pretty on a terminal)`;

export const serve: Command = {
  name: "serve",
  summary: "run the match server (online play)",
  usage: SERVE_HELP,
  async run(args: readonly string[], io: Io): Promise<number> {
    if (args.includes("-h") || args.includes("--help")) {
      println(io.stdout, SERVE_HELP);
      return 0;
    }
    const parsed = parseServeArgs(args);
    if (typeof parsed === "string") {
      println(io.stderr, `games serve: ${parsed}`);
      return 2;
    }
    // Logs on stdout (JSON lines; pretty on a terminal) unless --quiet.
    let server: Awaited<ReturnType<typeof startServer>>;
    try {
      server = await startServer({ logger: serveLogger(process.stdout), ...parsed });
    } catch (error) {
      // A start refused (the open-files limit, a port taken, a corrupt log): its words, no trace.
      println(io.stderr, `games serve: ${(error as Error).message}`);
      return 1;
    }
    println(io.stdout, `games serve: listening on ${server.url}`);
    await new Promise<void>((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    });
    await server.close();
    return 0;
  },
};

const BOT_HELP = `usage: games bot <link> [--level L] [--seed N] [--pace MIN-MAX]

Plays the seat of an invite link with one of the engine's bots, until the match is over.
  --level L        the engine's bot level (TCG: random, greedy; Shing Shang: easy, medium, hard;
                   Diplomaxy: hold). Default: the engine's strongest.
  --seed N         seed of the bot's choices (default 1)
  --pace MIN-MAX   think MIN to MAX ms before each action (default: none)`;

export const bot: Command = {
  name: "bot",
  summary: "fill a seat of an online match with a bot",
  usage: BOT_HELP,
  async run(args: readonly string[], io: Io): Promise<number> {
    if (args.includes("-h") || args.includes("--help") || args.length === 0) {
      println(args.length === 0 ? io.stderr : io.stdout, BOT_HELP);
      return args.length === 0 ? 2 : 0;
    }
    const [link, ...rest] = args as [string, ...string[]];
    let level: string | undefined;
    let seed = 1;
    let pace: [number, number] | undefined;
    for (let i = 0; i < rest.length; i += 2) {
      const value = rest[i + 1];
      if (value === undefined) return usageError(io, `${rest[i]} needs a value`);
      if (rest[i] === "--level") level = value;
      else if (rest[i] === "--seed" && Number.isInteger(Number(value))) seed = Number(value);
      else if (rest[i] === "--pace" && /^\d+-\d+$/.test(value))
        pace = value.split("-").map(Number) as [number, number];
      else return usageError(io, `unexpected argument "${rest[i]}"`);
    }
    let run: ReturnType<typeof runBot>;
    try {
      const opts = { seed, ...(level === undefined ? {} : { level }) };
      run = runBot(link, pace === undefined ? opts : { ...opts, pace });
    } catch (error) {
      return usageError(io, (error as Error).message);
    }
    try {
      const result = await run.done;
      println(
        io.stdout,
        `games bot: the match is over (${result.actions} actions, ${result.refused} refused)`,
      );
      return 0;
    } catch (error) {
      println(io.stderr, `games bot: ${(error as Error).message}`);
      return 1;
    }
  },
};

function usageError(io: Io, message: string): number {
  println(io.stderr, `games bot: ${message}`);
  return 2;
}
