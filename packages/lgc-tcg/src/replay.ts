/**
 * Replays (seed §8.4 "déterminisme + seed = replays gratuits"): a setup and the intents sent.
 * Running one reproduces the identical states and events; the format has a JSON Schema.
 */
import { assertSchema, compileSchema, type ReplayResult, replay as run, SetupError } from "@core/engine";
import replaySchema from "../schema/replay.schema.json";
import { SCHEMAS } from "./data/schemas.js";
import { engine } from "./engine.js";
import { init, SETUP_SCHEMA } from "./init.js";
import type { Action, GameEvent, State } from "./model.js";
import type { Setup } from "./setup.js";

/** A recorded duel: its setup (seed, decks by id and version) and every intent, in order. */
export interface Replay {
  readonly setup: Setup;
  readonly actions: readonly Action[];
}

/** The replay file JSON Schema (draft 2020-12). */
export const REPLAY_SCHEMA: object = replaySchema;

let check: ((data: unknown) => ReturnType<ReturnType<typeof compileSchema<Replay>>>) | undefined;

/** Validates parsed JSON as a replay; throws {@link SetupError} naming `file` and the JSON pointer. */
export function parseReplay(data: unknown, file?: string): Replay {
  check ??= compileSchema<Replay>(replaySchema, [
    SETUP_SCHEMA,
    SCHEMAS.card,
    SCHEMAS.deck,
    SCHEMAS.tokens,
    SCHEMAS.heroes,
    SCHEMAS.rules,
  ]);
  return assertSchema(check, data, file);
}

/** Parses replay text (JSON); a syntax error is a {@link SetupError} too. */
export function parseReplayText(text: string, file?: string): Replay {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SetupError(`not valid JSON: ${(error as Error).message}`, "", file);
  }
  return parseReplay(data, file);
}

/**
 * The setup to record for a duel (§7.5, §8.4): `setup` with every version the duel uses pinned in
 * `versions` — each card given by plain id, each token and each hero power — and the full rules
 * in `rules`, so that a later rebalance (a new card, token or power version, an edited
 * rules.json) never changes what the replay plays. `first` is the duel's first state when the
 * caller already has it (it is `init(setup)` otherwise). Definitions passed in `setup.cards` are
 * recorded as they are and need no pin.
 */
export function pinSetup(setup: Setup, first: State = init(setup)): Setup {
  const own = new Set((setup.cards ?? []).map((c) => c.id));
  const versions: Record<string, number> = { ...setup.versions };
  for (const [id, def] of Object.entries(first.cards))
    if (!own.has(id) && def.version !== undefined) versions[id] = def.version;
  for (const [heroClass, power] of Object.entries(first.powers))
    if (power.version !== undefined) versions[heroClass] = power.version;
  return { ...setup, versions, ...(first.rules === undefined ? {} : { rules: first.rules }) };
}

/** Runs a replay from its setup: the final state and every step's events. */
export function runReplay(r: Replay): ReplayResult<State, GameEvent> {
  return run(engine, r.setup, r.actions);
}
