/**
 * A duel rebuilt from one seat's view (issue 13): what the seat sees exactly, each hidden card a
 * blank placeholder, the RNG seeded by the caller. Bots search this state, so they decide from
 * what their seat may know and nothing else.
 */
import { seedRng } from "@core/engine";
import type { CardDef, CardInstance, Creature, Permanent, PlayerId, PlayerState, State } from "./model.js";
import { normalize } from "./state.js";
import type { CreatureView, DuelView, PermanentView, SideView } from "./view.js";

/** The definition every hidden card gets: a spell nobody can afford, with no effect. */
export const UNKNOWN_CARD: CardDef = { id: "?", type: "SPELL", name: "unknown card", cost: 99 };

/**
 * The definition of an opponent's Secret of class `faction`: a Secret with no trigger, so a bot
 * never guesses what it does (it only knows one is there, and its class).
 */
export function unknownSecret(faction: string): CardDef {
  return {
    id: `?secret:${faction}`,
    type: "SPELL",
    name: "unknown secret",
    cost: 99,
    keywords: ["SECRET"],
    factions: [faction],
  };
}

function creatureOf(v: CreatureView): Creature {
  const { atk: _a, hp: _h, maxHp: _m, keywords: _k, sick: _s, position, ...record } = v;
  return position === null ? record : { ...record, position };
}

function permanentOf(v: PermanentView): Permanent {
  const { uses, ...record } = v;
  return uses === null ? record : { ...record, uses };
}

function hidden(player: PlayerId, zone: string, n: number): CardInstance[] {
  return Array.from({ length: n }, (_, k) => ({ id: `?${player}${zone}${k + 1}`, card: UNKNOWN_CARD.id }));
}

/** The Secrets of a side as seen: its own as they are, the opponent's as blanks of their classes. */
function secretsOf(player: PlayerId, v: SideView): CardInstance[] {
  if (v.secrets !== null) return v.secrets.slice();
  return v.secretFactions.map((f, k) => ({ id: `?${player}s${k + 1}`, card: unknownSecret(f).id }));
}

function sideOf(player: PlayerId, v: SideView): PlayerState {
  return {
    heroClass: v.heroClass,
    hp: v.hp,
    armor: v.armor,
    ferveurMax: v.ferveurMax,
    ferveur: v.ferveur,
    deck: hidden(player, "d", v.deckCount),
    // The opponent's hand: the cards it showed (bounced back), then blanks.
    hand: v.hand ?? [
      ...v.revealed.map((c) => ({ ...c, revealed: true as const })),
      ...hidden(player, "h", v.handCount - v.revealed.length),
    ],
    board: v.board.map(creatureOf),
    permanents: v.permanents.map(permanentOf),
    secrets: secretsOf(player, v),
    graveyard: v.graveyard,
    fatigue: v.fatigue,
    powerUsed: v.powerUsed,
    mulliganed: v.mulliganed,
  };
}

/**
 * A state consistent with `view`: both boards, permanents, graveyards, heroes and the seat's own
 * hand and Secrets as seen; every hidden card (decks, the other hand) an {@link UNKNOWN_CARD}, each
 * of the opponent's Secrets an {@link unknownSecret} of its class; the RNG seeded
 * from `seed`. Play order and instance counters follow the visible entities.
 */
export function determinize(view: DuelView, seed: number | string): State {
  const secrets: Record<string, CardDef> = {};
  for (const side of [view.players.A, view.players.B])
    if (side.secrets === null)
      for (const f of side.secretFactions) {
        const def = unknownSecret(f);
        secrets[def.id] = def;
      }
  const state = {
    phase: view.phase,
    turn: view.turn,
    first: view.first,
    active: view.active,
    players: { A: sideOf("A", view.players.A), B: sideOf("B", view.players.B) },
    cards: { ...view.cards, ...secrets, [UNKNOWN_CARD.id]: UNKNOWN_CARD },
    powers: view.powers,
    rules: view.rules,
    rng: seedRng(`determinize:${seed}`),
    ...(view.winner === undefined ? {} : { winner: view.winner }),
    ...(view.endReason === undefined ? {} : { endReason: view.endReason }),
  } as State;
  return normalize(state);
}
