/**
 * The engine manifest: what every tool needs to know of an engine without loading it (its id,
 * names, seats, reasons, default setup, clock, schemas) and how to load it. Each engine package
 * exports one from its `/manifest` subpath, which imports nothing heavy; the repository's one
 * catalogue lists them, and the conformance runner, the match server, the CLI, the web app and
 * the documentation derive their lists of engines from it (docs/ARCHITECTURE.md, "Adding an
 * engine"). Like OpenSpiel's `GameType` or boardgame.io's `Game`: one declaration per game.
 *
 * Also the subpath `@core/engine/manifest`: what a manifest module and the reason lists it names
 * need (the reason helpers `oneOf` and `SCHEMA_REASON` included), without the JSON Schema
 * compiler, so that a program listing the engines (`games --help`) loads no ajv.
 * @module
 */
import type { Engine } from "./contract.js";

export { oneOf } from "./contract.js";
export { SCHEMA_REASON } from "./schema.js";

/** Words in each language the clients speak (English and French). */
export interface LocalizedText {
  readonly en: string;
  readonly fr: string;
}

/**
 * How many seats a game of the engine has (`seats(state).length`), inclusive. An engine played
 * alone at one screen (a puzzle: no `seats` in its contract) says `{ min: 1, max: 1 }`; only an
 * engine with `max >= 2` implements the seat contract and can be hosted by a match server.
 */
export interface SeatRange {
  readonly min: number;
  readonly max: number;
}

/**
 * A turn clock as a match server enforces it: `turnMs` per turn and, optionally, `banks` extra
 * periods of `bankMs` each for the whole game, spent once a turn's time runs out. The same shape
 * as `ClockOptions` in `@core/match-client`'s protocol.
 */
export interface ClockSettings {
  readonly turnMs: number;
  readonly banks?: number;
  readonly bankMs?: number;
}

/**
 * A JSON Schema document (draft 2020-12): a plain JSON object. Typed loosely so that a schema
 * file imported as a module (whose inferred type has optional `undefined` members) fits.
 */
export type JsonSchema = { readonly [key: string]: unknown };

/**
 * The JSON Schemas of what an engine takes and gives. `setup` is what `init` accepts; `action`
 * what `reduce` may accept (a refusal remains possible: a schema checks shape, not legality);
 * `event` one event `reduce` emits (its `rejected` event included); `state` a state `reduce`
 * takes (every state the engine reaches conforms; a state from outside is checked against it
 * before use); `view` what `view(state, seat)` returns. A schema not written yet is absent.
 * `references` holds the schemas the others `$ref` by `$id`, besides each other;
 * `compileEngineSchema(schemas, kind)` compiles one with all it may need.
 */
export interface EngineSchemas {
  readonly setup: JsonSchema;
  readonly action?: JsonSchema;
  readonly event?: JsonSchema;
  readonly state?: JsonSchema;
  readonly view?: JsonSchema;
  readonly references?: readonly JsonSchema[];
}

/** The kinds of schema an engine may publish (the keys of {@link EngineSchemas} but `references`). */
export type SchemaKind = "setup" | "action" | "event" | "state" | "view";

/**
 * Where a match server's secret seed goes in a setup, for engines that draw randomness from
 * their setup. A server draws a seed per match, keeps it out of every seat's sight, and stores
 * the setup with it: the match then replays the same from its log.
 */
export interface SeedSlot<Setup> {
  /**
   * `setup` (as a creator gave it, not yet checked) with `seed` in it, and whatever else a
   * stored setup must fix so that the match replays the same after an upgrade of the engine or
   * its data (LGC TCG: the card versions and rules are pinned). Throws a `SetupError`, as `init`
   * does, when it cannot read `setup`.
   */
  put(setup: Setup, seed: string): Promise<Setup>;
  /** `setup` with its seed taken out: what a rematch starts from before `put` gives it a new one. */
  take(setup: Setup): Setup;
}

/**
 * One engine, declared for the tools that list, describe, host and test engines. Light by
 * design: whatever needs the engine's code or big data (`load`, `schemas`, `seed.put`) is behind
 * a function that imports it on first call, so a page listing the games pays for none of them.
 */
export interface EngineManifest<
  Setup = unknown,
  State = unknown,
  Action = unknown,
  Event extends { readonly type: string } = { readonly type: string },
> {
  /**
   * The engine's id: `engine.id` of what `load` gives, the `engine` field of its kits (and their
   * folder `conformance/<id>/`), a match's engine on a server. Lowercase words joined by `-`.
   */
  readonly id: string;
  /** The npm package that exports the engine (and this manifest from its `/manifest` subpath). */
  readonly package: string;
  /** The game's name, as a title. */
  readonly name: LocalizedText;
  /** One sentence saying what the game is, for a list of games. */
  readonly summary: LocalizedText;
  /** How many seats a game has; `{ min: 1, max: 1 }` for a game played alone. */
  readonly seats: SeatRange;
  /** `engine.hiddenInformation`: whether some seat may not see the whole state. */
  readonly hiddenInformation: boolean;
  /**
   * Every reason of a `rejected` event `reduce` gives (seat reasons included), in the order of
   * the engine's RULES.md. A refusal's reason is normative: a kit matches it, a client tells it
   * in its own words. A new case gets a new code; a code is never reused for another case.
   */
  readonly refusals: readonly string[];
  /**
   * Every `reason` of a `SetupError` that `init` throws (`schema` first when a schema checks the
   * setup), in the order of the engine's RULES.md; same rules as {@link refusals}.
   */
  readonly setupReasons: readonly string[];
  /** A valid setup: the game a creator gets without choosing (a server's match, a first visit). */
  readonly defaultSetup: Setup;
  /** Where a server's secret seed goes in a setup; null when the setup takes none. */
  readonly seed: SeedSlot<Setup> | null;
  /** The clock of a server's `clock: "standard"`; null when the engine has no `clock`. */
  readonly standardClock: ClockSettings | null;
  /**
   * True when a match server may take a move back (with the opponent's consent) by replaying the
   * log without it: only for a game where that reveals nothing a seat may not know — no hidden
   * information, nothing drawn by chance after the move. Absent: false.
   */
  readonly takeBack?: boolean;
  /** The engine's JSON Schemas, loaded on first call. */
  schemas(): Promise<EngineSchemas>;
  /** The engine itself, loaded on first call (a dynamic import of its code and data). */
  load(): Promise<Engine<Setup, State, Action, Event>>;
}

/** Any manifest, for catalogues and tools that handle engines generically. */
// biome-ignore lint/suspicious/noExplicitAny: a catalogue holds manifests of unrelated engines.
export type AnyManifest = EngineManifest<any, any, any, any>;

/**
 * True when a game of the engine has several seats: it implements the seat contract (`seats`,
 * `toAct`, `view`…) and a match server can host it. False for a game played alone.
 */
export function isMultiSeat(manifest: AnyManifest): boolean {
  return manifest.seats.max >= 2;
}

/** The words of `manifest.id`'s rules for ids: lowercase letters and digits, joined by `-`. */
export const ENGINE_ID_PATTERN: RegExp = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * The manifests of `list` by id, checking that the ids are well formed and distinct (a
 * catalogue with two engines of one id would route one's kits and matches to the other).
 */
export function manifestsById<M extends AnyManifest>(list: readonly M[]): ReadonlyMap<string, M> {
  const byId = new Map<string, M>();
  for (const manifest of list) {
    if (!ENGINE_ID_PATTERN.test(manifest.id))
      throw new Error(`engine id "${manifest.id}" is not a-z, 0-9 and -`);
    if (byId.has(manifest.id)) throw new Error(`two engines have the id "${manifest.id}"`);
    byId.set(manifest.id, manifest);
  }
  return byId;
}

/**
 * The engine of `manifest`, loaded and checked against its declaration: same id, same
 * `hiddenInformation` (and no take-backs with hidden information), and seats in its contract exactly when the manifest says several. A
 * manifest that does not match its engine is a packaging bug: this throws with both sides.
 */
export async function loadEngine<Setup, State, Action, Event extends { readonly type: string }>(
  manifest: EngineManifest<Setup, State, Action, Event>,
): Promise<Engine<Setup, State, Action, Event>> {
  const engine = await manifest.load();
  const problems: string[] = [];
  if (engine.id !== manifest.id) problems.push(`its engine's id is "${String(engine.id)}"`);
  const hidden = engine.hiddenInformation ?? false;
  if (hidden !== manifest.hiddenInformation)
    problems.push(`hiddenInformation is ${manifest.hiddenInformation} but the engine's is ${hidden}`);
  if (manifest.takeBack === true && hidden) problems.push("it allows take-backs but hides information");
  const multiSeat = isMultiSeat(manifest);
  if (multiSeat !== (engine.seats !== undefined))
    problems.push(
      multiSeat
        ? "it declares several seats but the engine has no seats()"
        : "the engine has seats() but it declares one",
    );
  if (problems.length > 0) throw new Error(`manifest "${manifest.id}": ${problems.join("; ")}`);
  return engine;
}
