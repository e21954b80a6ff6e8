/**
 * The engines the server hosts, by id: the only place that names a game. Each entry says what
 * the engine contract does not: the setup a creator gets by default, how the server's seed goes
 * into a setup (and pins it, so a logged match replays the same after an upgrade), and the
 * engine's standard clock.
 */
import type { AnyEngine } from "@core/engine";
import type { ClockOptions } from "@core/match-client";
import { engine as diplomaxy, MAPS } from "@engines/diplomaxy";
import { engine as lgcTcg, pinSetup, STARTER_DECK, type Setup as TcgSetup } from "@engines/lgc-tcg";
import { engine as shingShang } from "@engines/shing-shang";

/** What the server knows of one engine beyond its contract. */
export interface EngineEntry {
  readonly engine: AnyEngine;
  /** The setup of a match created without one. */
  readonly defaultSetup: unknown;
  /** The setup as stored: the server's secret `seed` put in, and pinned; default: as given. */
  readonly prepare?: (setup: unknown, seed: string) => unknown;
  /** The clock of `clock: "standard"`. */
  readonly standardClock: ClockOptions;
}

const TCG_DEFAULT: Omit<TcgSetup, "seed"> = {
  players: [
    { heroClass: STARTER_DECK.heroClass, deck: STARTER_DECK },
    { heroClass: STARTER_DECK.heroClass, deck: STARTER_DECK },
  ],
};

/** Every engine the server hosts. */
export const REGISTRY: ReadonlyMap<string, EngineEntry> = new Map<string, EngineEntry>([
  [
    lgcTcg.id,
    {
      engine: lgcTcg,
      defaultSetup: TCG_DEFAULT,
      prepare: (setup, seed) => pinSetup({ ...(setup as TcgSetup), seed }),
      // §1: 75 s per turn, plus 3 banks of 30 s for the game.
      standardClock: { turnMs: 75_000, banks: 3, bankMs: 30_000 },
    },
  ],
  [shingShang.id, { engine: shingShang, defaultSetup: {}, standardClock: { turnMs: 60_000 } }],
  [diplomaxy.id, { engine: diplomaxy, defaultSetup: MAPS.duel, standardClock: { turnMs: 24 * 3_600_000 } }],
]);
