/**
 * @apps/server: the match server. `startServer` runs one; `MatchService` is its core; `MatchStore`
 * is the store interface (`FileStore` embedded; others, e.g. Redis, implement the same).
 */

export { type Accounts, type AccountsOptions, startAccounts } from "./accounts/plugin.js";
export { type AddressLimits, addressKey, DEFAULT_ADDRESS_LIMITS } from "./address-limits.js";
export { parseServeArgs, SERVE_USAGE } from "./args.js";
export { type BotClientOptions, type BotRun, runBot } from "./bot-client.js";
export { advanceClock, type ClockState, clocksAt, nextDeadline, startClock } from "./clock.js";
export {
  type Database,
  DatabaseBusyError,
  type DatabaseTarget,
  databaseTarget,
  openDatabase,
} from "./db/database.js";
export { DUMP_FORMAT, DUMP_TABLES, dumpDatabase, RestoreError, restoreDatabase } from "./db/dump.js";
export { MigrationError, migrateToLatest, schemaVersion } from "./db/migrate.js";
export { LATEST_SCHEMA } from "./db/migrations/index.js";
export { serveLogger } from "./log.js";
export { LiveMatch, type Refusal, type Step } from "./match.js";
export { createMetrics, type Metrics } from "./metrics.js";
export { type EngineEntry, entryOf, hostedEngines, loadRegistry } from "./registry.js";
export { type RunningServer, type ServerOptions, startServer } from "./server.js";
export {
  type Answer,
  MatchService,
  RequestError,
  type ServiceOptions,
  UnavailableError,
  type Watcher,
} from "./service.js";
export { DEFAULT_LIMITS, type SessionLimits } from "./session.js";
export { FileStore, type FileStoreOptions } from "./store/file-store.js";
export { MemoryStore, type MemoryStoreOptions } from "./store/memory-store.js";
export { RedisStore, type RedisStoreOptions } from "./store/redis-store.js";
export type * from "./store/types.js";
export { hashToken, newSecret, tokenOf } from "./tokens.js";
