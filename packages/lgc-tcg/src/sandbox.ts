/**
 * The sandbox (seed §14 P2: « partie contre soi-même avec main imposée et état de départ
 * arbitraire »): a starting position written by hand becomes a duel state (`composeState`), and a
 * duel state written by hand or pasted is checked before anyone plays it (`checkState`).
 */
import {
  assertSchema,
  compileSchema,
  pointer,
  type SchemaCheck,
  type SchemaIssue,
  SetupError,
} from "@core/engine";
import sandboxSchema from "../schema/sandbox.schema.json";
import setupSchema from "../schema/setup.schema.json";
import stateSchema from "../schema/state.schema.json";
import { BUNDLED_CORPUS, type DuelCorpus, GAME_RULES } from "./corpus.js";
import { SCHEMAS } from "./data/schemas.js";
import type { GameRules } from "./data/types.js";
import { init } from "./init.js";
import type { CardDef, CardInstance, Creature, Permanent, PlayerId, PlayerState, State } from "./model.js";
import { PLAYERS } from "./model.js";
import { stateIssues } from "./parse-state.js";
import { MAX_DECK } from "./setup.js";
import { normalize } from "./state.js";

/** A creature placed on a board: a card (or token) id, with damage taken and summoning sickness. */
export type BoardSpec = string | { readonly card: string; readonly damage?: number; readonly sick?: boolean };

/** One seat of a sandbox position. */
export interface SandboxSide {
  readonly heroClass: string;
  readonly hp?: number;
  readonly armor?: number;
  readonly ferveur?: number;
  readonly ferveurMax?: number;
  readonly hand?: readonly string[];
  readonly board?: readonly BoardSpec[];
  readonly permanents?: readonly string[];
  /** Top first. */
  readonly deck?: readonly string[];
}

/** A starting position (schema/sandbox.schema.json). */
export interface SandboxSpec {
  readonly seed?: number | string;
  readonly turn?: number;
  readonly active?: PlayerId;
  readonly players: { readonly A: SandboxSide; readonly B: SandboxSide };
}

/** The sandbox position and duel state JSON Schemas (draft 2020-12). */
export const SANDBOX_SCHEMA: object = sandboxSchema;
export const STATE_SCHEMA: object = stateSchema;

let specCheck: ((data: unknown) => SchemaCheck<SandboxSpec>) | undefined;
let stateCheck: ((data: unknown) => SchemaCheck<State>) | undefined;
const refs = () => [SCHEMAS.card, SCHEMAS.deck, SCHEMAS.tokens, SCHEMAS.heroes, setupSchema];

const fail = (message: string, ...path: (string | number)[]): never => {
  throw new SetupError(message, pointer(...path));
};

const cardOf = (b: BoardSpec) => (typeof b === "string" ? b : b.card);

/**
 * The duel state of a position: it is turn `turn` (default 1) of `active` (default A), in play (the
 * mulligans are over), each hero at its health (default the rules'), with its Ferveur (default a
 * full 10 / 10, to try anything), its hand, board, permanents and deck as listed; creatures placed
 * on the board arrived the turn before (ready to attack) unless marked `sick`. Card definitions,
 * the tokens their effects summon and the hero powers come from the corpus as in a duel (`init`
 * resolves them), so the position plays exactly like a game. Throws a {@link SetupError} with the
 * JSON pointer of a bad field.
 */
export function composeState(spec: SandboxSpec, corpus: DuelCorpus = BUNDLED_CORPUS): State {
  specCheck ??= compileSchema<SandboxSpec>(sandboxSchema, refs());
  const s = assertSchema(specCheck, spec);
  const rules: GameRules = GAME_RULES;
  const turn = s.turn ?? 1;
  const active = s.active ?? "A";
  const tokens: CardDef[] = [];
  const decks = PLAYERS.map((p) => {
    const side = s.players[p];
    const limit = (list: readonly unknown[] | undefined, max: number, zone: string) => {
      if ((list?.length ?? 0) > max) fail(`at most ${max} cards`, "players", p, zone);
    };
    limit(side.hand, rules.maxHand, "hand");
    limit(side.board, rules.maxCreatures, "board");
    limit(side.permanents, rules.maxPermanents, "permanents");
    const all = [
      ...(side.hand ?? []),
      ...(side.board ?? []).map(cardOf),
      ...(side.permanents ?? []),
      ...(side.deck ?? []),
    ];
    if (all.length > MAX_DECK) fail(`at most ${MAX_DECK} cards in all`, "players", p);
    const check = (ids: readonly string[], zone: string, type?: CardDef["type"]) =>
      ids.forEach((id, i) => {
        const def = defOf(corpus, id);
        const token = Object.hasOwn(corpus.tokens, id) ? corpus.tokens[id] : undefined;
        if (def === undefined && (zone !== "board" || token === undefined))
          fail(
            `unknown card "${id}"${zone === "board" ? "" : " (tokens go only on a board)"}`,
            "players",
            p,
            zone,
            i,
          );
        if (type !== undefined && (def ?? token)?.type !== type)
          fail(`"${id}" is not a ${type.toLowerCase()}`, "players", p, zone, i);
        if (def === undefined && token !== undefined && !tokens.includes(token)) tokens.push(token);
      });
    check(side.hand ?? [], "hand");
    check((side.board ?? []).map(cardOf), "board", "CREATURE");
    check(side.permanents ?? [], "permanents", "PERMANENT");
    check(side.deck ?? [], "deck");
    return all;
  });
  const base = init({
    seed: s.seed ?? "sandbox",
    corpus,
    cards: tokens,
    players: [
      { heroClass: s.players.A.heroClass, deck: decks[0] as string[] },
      { heroClass: s.players.B.heroClass, deck: decks[1] as string[] },
    ],
  });
  // init dealt every listed card into hand and deck under ids that say nothing of the card (the
  // seat contract): take each zone's cards back by their card id and lay them out as written.
  let seq = 1;
  const players = {} as Record<PlayerId, PlayerState>;
  for (const p of PLAYERS) {
    const dealt = [...base.players[p].hand, ...base.players[p].deck];
    const side = s.players[p];
    const take = (ids: readonly string[]): CardInstance[] =>
      ids.map(
        (id) =>
          dealt.splice(
            dealt.findIndex((c) => c.card === id),
            1,
          )[0] as CardInstance,
      );
    const hand = take(side.hand ?? []);
    const board: Creature[] = take((side.board ?? []).map(cardOf)).map((c, i) => {
      const b = side.board?.[i] as BoardSpec;
      const damage = typeof b === "string" ? 0 : (b.damage ?? 0);
      const sick = typeof b !== "string" && b.sick === true;
      return {
        id: c.id,
        card: c.card,
        seq: seq++,
        arrived: sick ? turn : turn - 1,
        ...(damage > 0 ? { damage } : {}),
      };
    });
    const permanents: Permanent[] = take(side.permanents ?? []).map((c) => {
      const def = base.cards[c.card];
      const uses = def?.durability ?? def?.charges;
      return uses === undefined
        ? { id: c.id, card: c.card, seq: seq++ }
        : { id: c.id, card: c.card, seq: seq++, uses };
    });
    const ferveurMax = side.ferveurMax ?? rules.ferveurCap;
    players[p] = {
      ...base.players[p],
      hp: side.hp ?? rules.heroHp,
      armor: side.armor ?? 0,
      ferveurMax,
      ferveur: side.ferveur ?? ferveurMax,
      hand,
      board,
      permanents,
      deck: take(side.deck ?? []),
      mulliganed: true,
    };
  }
  const first: PlayerId = turn % 2 === 1 ? active : active === "A" ? "B" : "A";
  return normalize({ ...base, phase: "play", turn, first, active, players, nextSeq: seq });
}

function defOf(corpus: DuelCorpus, id: string): CardDef | undefined {
  const v = Object.hasOwn(corpus.latest, id) ? corpus.latest[id] : undefined;
  return v === undefined ? undefined : corpus.cards[`${id}.v${v}`];
}

/** A problem in a hand-written state: where (JSON pointer) and what. */
export type StateIssue = SchemaIssue;

/**
 * Checks a duel state written by hand (a kit scenario's, a pasted one): the state schema, then
 * what the schema cannot say (`stateIssues`: every instance names a definition of `cards` of the
 * right type — Secrets Secret spells —, instance ids are unique and never a hero's, zones within
 * the rules' limits). Returns the state with its defaults filled in (`normalize`), ready for `reduce`, or every issue
 * found (`parseState` gives the first, without ajv). Never throws.
 */
export function checkState(
  value: unknown,
):
  | { readonly ok: true; readonly state: State }
  | { readonly ok: false; readonly issues: readonly StateIssue[] } {
  stateCheck ??= compileSchema<State>(stateSchema, refs());
  const checked = stateCheck(value);
  if (!checked.ok) return { ok: false, issues: checked.issues };
  const issues = stateIssues(checked.value);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, state: normalize(checked.value) };
}
