/**
 * Linked WoW characters (seed 003 §4): the hero is one of the player's real characters, copied at
 * linking (« snapshot à la liaison »: name, class, race, realm, level, portrait) and never
 * refreshed behind the player's back. Power data (item level, achievements, M+ score, raid
 * progress: §4.1) is never read into a snapshot, so it can never be stored.
 *
 * Two sources, both read at sign-in: the provider's `wow_characters` claim (a guild site as
 * provider lists them itself), or a character API in Battle.net's profile format
 * (`GET /profile/user/wow` with the sign-in's access token: `wow_accounts[].characters[]`). The
 * player then links the ones he wants from that list: a character he does not hold is not in it.
 */
import { HERO_CLASSES, type HeroClass } from "@engines/lgc-tcg";

/** A character as linked: the snapshot and nothing else. */
export interface CharacterSnapshot {
  readonly name: string;
  readonly realm: string;
  readonly class: HeroClass;
  readonly race: string;
  readonly level: number;
  readonly portrait: string | null;
}

/** Battle.net's playable class ids (the game data API's), in the engine's class names. */
const CLASS_IDS: Readonly<Record<number, HeroClass>> = {
  1: "WARRIOR",
  2: "PALADIN",
  3: "HUNTER",
  4: "ROGUE",
  5: "PRIEST",
  6: "DEATH_KNIGHT",
  7: "SHAMAN",
  8: "MAGE",
  9: "WARLOCK",
  10: "MONK",
  11: "DRUID",
  12: "DEMON_HUNTER",
  13: "EVOKER",
};

/** A class by engine name ("DEATH_KNIGHT"), English name ("Death Knight") or Battle.net id. */
export function classOf(value: unknown): HeroClass | null {
  if (typeof value === "number") return CLASS_IDS[value] ?? null;
  if (typeof value !== "string") return null;
  const key = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  return (HERO_CLASSES as readonly string[]).includes(key) ? (key as HeroClass) : null;
}

const text = (v: unknown, max: number): string | null =>
  typeof v === "string" && v.trim().length > 0 && v.trim().length <= max ? v.trim() : null;

const nameOf = (v: unknown): string | null =>
  text(v, 64) ?? (typeof v === "object" && v !== null ? text((v as { name?: unknown }).name, 64) : null);

/** An https (or data:) image URL for a portrait, else null. */
function portraitOf(v: unknown): string | null {
  const url = text(v, 2048);
  if (url === null) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * One character from a claim or API entry, or null if it lacks what a snapshot needs. Reads only
 * the snapshot's fields: whatever else the entry holds (item level…) is dropped here.
 */
export function snapshotOf(entry: unknown): CharacterSnapshot | null {
  if (typeof entry !== "object" || entry === null) return null;
  const e = entry as Record<string, unknown>;
  const name = text(e.name, 64);
  const realm = nameOf(e.realm);
  const klass =
    classOf(e.class ?? e.playable_class ?? null) ??
    (typeof e.playable_class === "object" && e.playable_class !== null
      ? (classOf((e.playable_class as { id?: unknown }).id) ??
        classOf((e.playable_class as { name?: unknown }).name))
      : null);
  const race = nameOf(e.race ?? e.playable_race);
  const level = e.level;
  if (name === null || realm === null || klass === null || race === null) return null;
  if (typeof level !== "number" || !Number.isInteger(level) || level < 1 || level > 1000) return null;
  return { name, realm, class: klass, race, level, portrait: portraitOf(e.portrait ?? e.avatar) };
}

/** The characters of a `wow_characters` claim (invalid entries skipped, at most 200). */
export function fromClaims(claims: Record<string, unknown>): CharacterSnapshot[] {
  const list = claims.wow_characters;
  return Array.isArray(list) ? dedupe(list.map(snapshotOf)) : [];
}

/** The characters of a Battle.net profile summary (`wow_accounts[].characters[]`). */
export function fromProfile(body: unknown): CharacterSnapshot[] {
  if (typeof body !== "object" || body === null) return [];
  const accounts = (body as { wow_accounts?: unknown }).wow_accounts;
  if (!Array.isArray(accounts)) return [];
  return dedupe(
    accounts.flatMap((a) =>
      typeof a === "object" && a !== null && Array.isArray((a as { characters?: unknown }).characters)
        ? ((a as { characters: unknown[] }).characters.map(snapshotOf) as (CharacterSnapshot | null)[])
        : [],
    ),
  );
}

function dedupe(list: readonly (CharacterSnapshot | null)[]): CharacterSnapshot[] {
  const seen = new Set<string>();
  const out: CharacterSnapshot[] = [];
  for (const c of list) {
    if (c === null) continue;
    const key = `${c.realm.toLowerCase()}/${c.name.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
    if (out.length >= 200) break;
  }
  return out;
}

/** Reads the character API with the sign-in's access token; [] (logged by the caller) on failure. */
export async function fetchProfile(api: string, accessToken: string): Promise<CharacterSnapshot[]> {
  const response = await fetch(api, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the character API answered ${response.status}`);
  return fromProfile(await response.json());
}
