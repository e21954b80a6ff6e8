/**
 * The card being edited as plain JSON, and the form's plumbing: paths into the draft, the defaults
 * a new ability or effect starts from, the option lists of the selects.
 * @module
 */
import { type ActionKind, type DataIssue, labelOf, rankTag, tagLabel } from "@engines/lgc-tcg";
import type { Locale } from "../i18n/index.js";
import { cardName, corpus, textContextIn } from "../tcg/data.js";

/** The card being edited: any JSON (the form may hold invalid values; the validator says so). */
export type Draft = Record<string, unknown>;
export type Json = Record<string, unknown>;

export const tx = corpus.taxonomy;
/** The print size (§14 P1) from sets.json. */
export const spec = corpus.sets.printSpec;

/** Default parameters of each action (§8.2), used when the action changes. */
export function defaultParams(action: ActionKind): Json {
  switch (action) {
    case "DEAL_DAMAGE":
    case "HEAL":
    case "GAIN_ARMOR":
      return { amount: 1 };
    case "DRAW":
      return { count: 1 };
    case "SUMMON":
      return { token: Object.keys(corpus.tokens)[0] ?? "", count: 1 };
    case "BUFF":
      return { atk: 1, hp: 1, duration: "PERMANENT" };
    case "SET_STATS":
      return { atk: 1, hp: 1 };
    case "GRANT_KEYWORD":
      return { keyword: "TAUNT", duration: "PERMANENT" };
    case "TRANSFORM":
      return { token: Object.keys(corpus.tokens)[0] ?? "" };
    case "GAIN_MANA":
      return { amount: 1, pool: "CURRENT" };
    case "TUTOR":
      return { count: 1 };
    default:
      return {};
  }
}

/** A sensible target for an action, so a new effect starts valid. */
export function defaultTarget(action: ActionKind): Json {
  if (["DRAW", "SUMMON", "GAIN_MANA", "GAIN_ARMOR", "TUTOR"].includes(action))
    return { side: "ALLY", kind: "HERO", scope: "ALL" };
  if (action === "DISCARD") return { side: "ALLY", kind: "CARD_IN_HAND", scope: "RANDOM", count: 1 };
  if (action === "DESTROY") return { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" };
  if (action === "DEAL_DAMAGE") return { side: "ENEMY", kind: "ANY", scope: "CHOSEN" };
  return { side: "ALLY", kind: "CREATURE", scope: "CHOSEN" };
}

export const newAbility = (): Json => ({
  trigger: "ON_PLAY",
  condition: null,
  action: "DEAL_DAMAGE",
  target: defaultTarget("DEAL_DAMAGE"),
  params: defaultParams("DEAL_DAMAGE"),
});

/** A blank creature named in the interface's language. */
export const blankIn = (name: string): Draft => ({ ...BLANK, name });

export const BLANK: Draft = {
  id: "crea_nouvelle_carte",
  set: corpus.sets.sets[0]?.name ?? "",
  setCode: corpus.sets.sets[0]?.code ?? "",
  collectorNumber: 120,
  version: 1,
  type: "CREATURE",
  rarity: "COMMON",
  factions: ["NEUTRAL"],
  subtypes: ["MONSTRE"],
  rankId: null,
  rankLabel: null,
  evolutionOf: null,
  memberId: null,
  optOut: false,
  name: "Nouvelle carte", // the page names a new card in the interface's language (`blankIn`)
  flavor: "",
  artist: "",
  cost: 2,
  atk: 2,
  hp: 3,
  keywords: [],
  abilities: [],
};

/** Reads a pointer path out of the draft. */
export function getAt(obj: unknown, path: readonly (string | number)[]): unknown {
  let v: unknown = obj;
  for (const k of path) v = v === null || typeof v !== "object" ? undefined : (v as Json)[k as string];
  return v;
}

/** A copy of `obj` with `value` at `path` (undefined removes the key). */
export function setAt(obj: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [k, ...rest] = path;
  if (Array.isArray(obj)) {
    const copy = [...obj];
    copy[k as number] = setAt(copy[k as number], rest, value);
    return copy;
  }
  const copy: Json = { ...((obj as Json) ?? {}) };
  const next = setAt(copy[k as string], rest, value);
  if (next === undefined) delete copy[k as string];
  else copy[k as string] = next;
  return copy;
}

export const ptr = (path: readonly (string | number)[]) =>
  path.map((p) => `/${String(p).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

export interface FormApi {
  readonly draft: Draft;
  readonly issuesAt: (path: readonly (string | number)[]) => readonly DataIssue[];
  readonly set: (path: readonly (string | number)[], value: unknown) => void;
}

/** Numbers stay numbers; anything else is kept as typed, so the validator can say what is wrong. */
export const numeric = (s: string): unknown =>
  s.trim() === "" ? undefined : Number.isNaN(Number(s)) ? s : Number(s);

/** Options of a list, each code shown in words (the JSON keeps the code). */
export const opts = (ids: readonly string[], words: Readonly<Record<string, string>> = {}) =>
  ids.map((id) => ({ id, label: words[id] ?? id }));
export const SIDES = ["ALLY", "ENEMY", "ANY", "SELF"] as const;
export const KINDS = ["CREATURE", "HERO", "PERMANENT", "CARD_IN_HAND", "ANY"] as const;
export const SCOPES = ["CHOSEN", "ALL", "RANDOM", "SELF", "LOWEST_HP", "HIGHEST_ATK"] as const;
export const DURATIONS = ["PERMANENT", "TURN"] as const;

/** The keywords, tokens and subtype tags as options, by their names in a language. */
export function dataOptions(locale: Locale) {
  const ctx = textContextIn(locale);
  return {
    keywords: tx.keywords.map((k) => ({ id: k.id, label: labelOf(k, locale) })),
    tokens: Object.values(corpus.tokens).map((t) => ({
      id: t.id,
      label: `${cardName(t, locale)} ${t.atk}/${t.hp}`,
    })),
    tags: [
      ...corpus.ranks.map((r) => ({ id: rankTag(r), label: labelOf(r, locale) })),
      ...tx.roles.map((r) => ({ id: r.id, label: labelOf(r, locale) })),
      ...tx.nonMemberTags.map((r) => ({ id: r.id, label: labelOf(r, locale) })),
    ],
    /** A taxonomy list (types, rarities, factions, actions) by its labels. */
    labels: (list: readonly { id: string; label: string }[]) =>
      list.map((x) => ({ id: x.id, label: labelOf(x, locale) })),
    tag: (id: string) => tagLabel(ctx, id),
  };
}
