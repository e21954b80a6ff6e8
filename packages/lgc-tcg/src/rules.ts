/**
 * The tuning constants of seed §1 a duel plays by: hero HP, the Ferveur cap, opening hands, the
 * second player's temporary Ferveur, board and hand limits, the turn cap (and the deck size and
 * timer, which belong to deck checks and the duel server). They are data — `rules.json` — and the
 * seed names the Ferveur cap as *the* pacing knob ("descends-le à 9 ou 8 avant de toucher aux
 * cartes"), so a duel carries the rules it was started with in its state: a later edit of
 * rules.json never changes a game in progress nor a recorded replay whose setup pins them.
 */
import { isRecord, pointer, SetupError } from "@core/engine";
import { LAUNCH_FILES } from "./data/launch.js";
import type { GameRules } from "./data/types.js";

function withoutSchemaKey(raw: unknown): GameRules {
  const { $schema: _schema, ...rules } = raw as GameRules & { $schema?: string };
  return rules;
}

/** Some of the rules.json constants, nested groups included (`{startingHand: {first: 2}}`). */
export type RulesOverride = {
  readonly [K in keyof GameRules]?: GameRules[K] extends object ? Partial<GameRules[K]> : GameRules[K];
};

/** The bundled `rules.json`: what a duel plays by unless its setup says otherwise. */
export const DEFAULT_RULES: GameRules = withoutSchemaKey(LAUNCH_FILES["rules.json"]);

/** The rules of a state (a state written before rules were stored plays by the defaults). */
export function rulesOf(s: { readonly rules?: GameRules }): GameRules {
  return s.rules ?? DEFAULT_RULES;
}

type Bounds = readonly [min: number, max: number];

// The bounds of schema/rules.schema.json, so a setup is refused exactly where the file would be.
const NUMBERS: Readonly<Record<string, Bounds>> = {
  heroHp: [1, 999],
  deckSize: [1, 999],
  ferveurCap: [1, 99],
  secondPlayerTemporaryFerveur: [0, 10],
  maxCreatures: [1, 99],
  maxPermanents: [0, 99],
  maxHand: [1, 99],
  maxSecrets: [0, 99],
  turnCap: [1, 9999],
};
const GROUPS: Readonly<Record<string, Readonly<Record<string, Bounds>>>> = {
  startingHand: { first: [0, 10], second: [0, 10] },
  timer: { turnSeconds: [1, 3600], banks: [0, 99], bankSeconds: [0, 3600] },
};

function checkInt(value: unknown, [min, max]: Bounds, at: string): void {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    throw new SetupError(`must be an integer from ${min} to ${max}`, at, undefined, "invalid-rule");
}

/**
 * The rules a setup asks for: `over` (any subset of {@link GameRules}, e.g. `{ferveurCap: 8}`)
 * over `base`. Throws {@link SetupError} at `/rules/...` on an unknown key (reason `unknown-rule`),
 * a value out of the rules schema's bounds (`invalid-rule`) or an opening hand larger than the
 * hand (`opening-hand-too-large`).
 */
export function mergeRules(base: GameRules, over: unknown): GameRules {
  if (over === undefined) return base;
  if (!isRecord(over))
    throw new SetupError(
      "must be an object of rules.json constants",
      pointer("rules"),
      undefined,
      "invalid-rule",
    );
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (key === "$schema") continue;
    const at = pointer("rules", key);
    const bounds = NUMBERS[key];
    const group = GROUPS[key];
    if (bounds !== undefined) {
      checkInt(value, bounds, at);
      out[key] = value;
    } else if (group !== undefined) {
      if (!isRecord(value)) throw new SetupError("must be an object", at, undefined, "invalid-rule");
      for (const [sub, v] of Object.entries(value)) {
        const b = group[sub];
        if (b === undefined)
          throw new SetupError(
            `unknown rule "${key}.${sub}"`,
            pointer("rules", key, sub),
            undefined,
            "unknown-rule",
          );
        checkInt(v, b, pointer("rules", key, sub));
      }
      out[key] = { ...(base[key as keyof GameRules] as object), ...value };
    } else throw new SetupError(`unknown rule "${key}"`, at, undefined, "unknown-rule");
  }
  const rules = out as unknown as GameRules;
  const deal = Math.max(rules.startingHand.first, rules.startingHand.second);
  if (deal > rules.maxHand)
    throw new SetupError(
      `an opening hand of ${deal} does not fit a hand of ${rules.maxHand}`,
      pointer("rules"),
      undefined,
      "opening-hand-too-large",
    );
  return rules;
}

/** `r` completed with the defaults, key by key (a hand-written state may give only some rules). */
export function fillRules(r: RulesOverride | undefined): GameRules {
  if (r === undefined) return DEFAULT_RULES;
  return {
    ...DEFAULT_RULES,
    ...r,
    startingHand: { ...DEFAULT_RULES.startingHand, ...r.startingHand },
    timer: { ...DEFAULT_RULES.timer, ...r.timer },
  };
}

/** True when `r` carries every constant the engine reads (a partial `rules` in a hand-written state does not). */
export function completeRules(r: GameRules | undefined): r is GameRules {
  return (
    r !== undefined &&
    r.heroHp !== undefined &&
    r.ferveurCap !== undefined &&
    r.startingHand !== undefined &&
    r.secondPlayerTemporaryFerveur !== undefined &&
    r.maxCreatures !== undefined &&
    r.maxPermanents !== undefined &&
    r.maxHand !== undefined &&
    r.maxSecrets !== undefined &&
    r.turnCap !== undefined &&
    r.startingHand.first !== undefined &&
    r.startingHand.second !== undefined
  );
}
