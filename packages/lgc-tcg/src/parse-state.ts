/**
 * Input duel states (RULES.md §12): a state written by hand, pasted or read back is checked
 * against `schema/state.schema.json`, then against what a schema cannot say, before anything
 * reduces it. The schema check is compiled ahead of time, so `engine.parseState` carries no ajv.
 */
import { isRecord, pointer, type StateIssue, type StateParse, schemaCheck, stateParser } from "@core/engine";
import { GAME_RULES } from "./corpus.js";
import type { GameRules } from "./data/types.js";
import { PLAYERS, type State } from "./model.js";
import { normalize } from "./state.js";
import * as validators from "./state-validators.generated.js";

/**
 * The deepest nesting a duel state may have (card definitions hold effects inside abilities
 * inside definitions): checked before the schema, which recurses as deep as the data does.
 */
const MAX_DEPTH = 32;

/**
 * What a schema cannot say of a duel state of the schema's shape, every issue: every instance
 * names a definition of `cards` (creatures on boards creature definitions, permanents permanent
 * ones, Secrets Secret spells), instance ids are unique and never a hero's, hands, boards,
 * permanents and Secrets within the state's rules' limits.
 */
export function stateIssues(
  s: Partial<State> & { players: Partial<State["players"]>; rules?: unknown },
): StateIssue[] {
  const issues: StateIssue[] = [];
  const add = (message: string, ...path: (string | number)[]) =>
    issues.push({ pointer: pointer(...path), message });
  const cards = s.cards ?? {};
  // `rules`: the §1 constants a state may carry (issue 17 moves them into the state).
  const rules = isRecord(s.rules) ? { ...GAME_RULES, ...(s.rules as Partial<GameRules>) } : GAME_RULES;
  const seen = new Set<string>(["heroA", "heroB"]);
  for (const p of PLAYERS) {
    const side = s.players[p];
    if (side === undefined) continue;
    const zones = {
      deck: side.deck,
      hand: side.hand,
      graveyard: side.graveyard,
      board: side.board,
      permanents: side.permanents,
      secrets: side.secrets,
    };
    for (const [zone, list] of Object.entries(zones) as [
      string,
      readonly { id: string; card: string }[] | undefined,
    ][]) {
      (list ?? []).forEach((c, i) => {
        if (seen.has(c.id)) add(`the id "${c.id}" is used twice`, "players", p, zone, i, "id");
        seen.add(c.id);
        const def = Object.hasOwn(cards, c.card) ? cards[c.card] : undefined;
        if (def === undefined) add(`no definition "${c.card}" in cards`, "players", p, zone, i, "card");
        else if (zone === "board" && def.type !== "CREATURE")
          add(`"${c.card}" is not a creature`, "players", p, zone, i, "card");
        else if (zone === "permanents" && def.type !== "PERMANENT")
          add(`"${c.card}" is not a permanent`, "players", p, zone, i, "card");
        else if (zone === "secrets" && !(def.type === "SPELL" && (def.keywords ?? []).includes("SECRET")))
          add(`"${c.card}" is not a Secret`, "players", p, zone, i, "card");
      });
    }
    if ((side.hand?.length ?? 0) > rules.maxHand)
      add(`at most ${rules.maxHand} cards in hand`, "players", p, "hand");
    if ((side.board?.length ?? 0) > rules.maxCreatures)
      add(`at most ${rules.maxCreatures} creatures`, "players", p, "board");
    if ((side.permanents?.length ?? 0) > rules.maxPermanents)
      add(`at most ${rules.maxPermanents} permanents`, "players", p, "permanents");
    if ((side.secrets?.length ?? 0) > rules.maxSecrets)
      add(`at most ${rules.maxSecrets} Secrets`, "players", p, "secrets");
  }
  return issues;
}

let parse: ((input: unknown) => StateParse<State>) | undefined;

/**
 * `input` (any JSON: a kit's state, a pasted one, a saved game) as a duel state `reduce` may
 * take — with its defaults filled in (`normalize`) — or a `SetupError` value with the JSON
 * pointer of the first problem (reason `schema` or `inconsistent`, see {@link stateIssues}).
 * Never throws. `checkState` gives every issue instead, for the sandbox's editor.
 */
export function parseState(input: unknown): StateParse<State> {
  parse ??= stateParser(schemaCheck<State>(validators.state), {
    consistent: (s) => stateIssues(s)[0] ?? null,
    finish: normalize,
    maxDepth: MAX_DEPTH,
  });
  return parse(input);
}
