/**
 * The map ("carte"): planets joined by corridors. Lookups are built once per call site; the map
 * itself stays plain data.
 */
import type { Corridor, GameMap, Planet } from "./types.js";

/** Default production of a planet and length of a corridor (the defaults). */
export const DEFAULT_PRODUCTION = 1;
export const DEFAULT_LENGTH = 1;

/** A planet's production (default 1). */
export function productionOf(planet: Planet): number {
  return planet.production ?? DEFAULT_PRODUCTION;
}

/** A corridor's length in turns (default 1). */
export function lengthOf(corridor: Corridor): number {
  return corridor.length ?? DEFAULT_LENGTH;
}

/** The planet at the other end of `corridor` from `planet`, or null if it does not touch it. */
export function otherEnd(corridor: Corridor, planet: string): string | null {
  if (corridor.a === planet) return corridor.b;
  if (corridor.b === planet) return corridor.a;
  return null;
}

/** Corridors by id. */
export function corridorIndex(map: GameMap): Map<string, Corridor> {
  return new Map(map.corridors.map((c) => [c.id, c]));
}

/** The corridors touching `planet`, in map order. */
export function corridorsAt(map: GameMap, planet: string): Corridor[] {
  return map.corridors.filter((c) => c.a === planet || c.b === planet);
}
