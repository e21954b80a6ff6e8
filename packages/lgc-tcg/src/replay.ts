/**
 * Replays (seed §8.4 "déterminisme + seed = replays gratuits"): a setup and the intents sent.
 * Running one reproduces the identical states and events; the format has a JSON Schema.
 */
import { assertSchema, compileSchema, type ReplayResult, replay as run, SetupError } from "@core/engine";
import replaySchema from "../schema/replay.schema.json";
import { SCHEMAS } from "./data/schemas.js";
import { engine } from "./engine.js";
import type { Action, GameEvent, State } from "./model.js";
import { SETUP_SCHEMA, type Setup } from "./setup.js";

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

/** Runs a replay from its setup: the final state and every step's events. */
export function runReplay(r: Replay): ReplayResult<State, GameEvent> {
  return run(engine, r.setup, r.actions);
}
