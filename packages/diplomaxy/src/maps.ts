/**
 * The bundled maps (data/diplomaxy/maps/): each is a complete setup (map, players, starting units).
 */
import duel from "@data/diplomaxy/maps/duel.json";
import pentarchy from "@data/diplomaxy/maps/pentarchy.json";
import { parseSetup } from "./setup.js";
import type { Setup } from "./types.js";

/** The bundled maps by name: `duel` (2 players) and `pentarchy` (5 players). */
export const MAPS: Readonly<Record<"duel" | "pentarchy", Setup>> = {
  duel: duel as unknown as Setup,
  pentarchy: pentarchy as unknown as Setup,
};

/** A bundled map's setup, validated; null for an unknown name. */
export function builtinMap(name: string): Setup | null {
  const data = Object.hasOwn(MAPS, name) ? MAPS[name as keyof typeof MAPS] : undefined;
  return data === undefined ? null : parseSetup(data, `data/diplomaxy/maps/${name}.json`);
}
