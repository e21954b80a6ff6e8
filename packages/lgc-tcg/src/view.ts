/**
 * What one seat may see (seed §8.4): the opponent's hand is a count of card backs, decks are
 * counts, the RNG is absent, and no hidden card id (instance or definition) of the opponent
 * appears anywhere. Creatures are shown with their effective stats. {@link viewEvents} filters an
 * event stream the same way.
 */
import type { GameRules, Keyword } from "./data/types.js";
import type { CardDef, CardInstance, EndReason, GameEvent, Phase, PlayerId, State } from "./model.js";
import { rulesOf } from "./rules.js";
import { attackOf, hpOf, keywordsOf, maxHpOf, prepare } from "./stats.js";

/** A creature as seen: effective stats. */
export interface CreatureView {
  readonly id: string;
  readonly card: string;
  readonly atk: number;
  readonly hp: number;
  readonly maxHp: number;
  readonly keywords: readonly Keyword[];
  readonly silenced: boolean;
  readonly attacks: number;
  readonly sick: boolean;
  /** Reserved (§15): the board is unordered in v1, so always null. */
  readonly position: number | null;
}

/** One side as seen by the viewer: `hand` is the cards (own side) or null (hidden). */
export interface SideView {
  readonly heroClass: string;
  readonly hp: number;
  readonly armor: number;
  readonly ferveurMax: number;
  readonly ferveur: number;
  readonly deckCount: number;
  readonly handCount: number;
  readonly hand: readonly CardInstance[] | null;
  readonly board: readonly CreatureView[];
  readonly permanents: readonly {
    readonly id: string;
    readonly card: string;
    readonly uses: number | null;
    readonly silenced: boolean;
  }[];
  readonly graveyard: readonly CardInstance[];
  readonly fatigue: number;
  readonly powerUsed: boolean;
  readonly mulliganed: boolean;
}

/** A seat's view of the duel. `cards` holds only the definitions of visible cards. */
export interface DuelView {
  readonly seat: PlayerId | null;
  readonly phase: Phase;
  readonly turn: number;
  readonly first: PlayerId;
  readonly active: PlayerId;
  readonly winner: PlayerId | null | undefined;
  readonly endReason: EndReason | undefined;
  readonly players: { readonly A: SideView; readonly B: SideView };
  readonly cards: Readonly<Record<string, CardDef>>;
  /** The §1 constants the duel plays by (public: hero HP, the Ferveur cap, limits). */
  readonly rules: GameRules;
}

function side(s: State, player: PlayerId, seesHand: boolean, cards: Record<string, CardDef>): SideView {
  const p = s.players[player];
  const note = (key: string): void => {
    const d = s.cards[key];
    if (d !== undefined) cards[key] = d;
  };
  const board = p.board.map((c): CreatureView => {
    note(c.card);
    return {
      id: c.id,
      card: c.card,
      atk: attackOf(s, c),
      hp: hpOf(s, c),
      maxHp: maxHpOf(s, c),
      keywords: [...keywordsOf(s, c)],
      silenced: c.silenced === true,
      attacks: c.attacks ?? 0,
      sick: c.arrived !== undefined && c.arrived >= s.turn,
      position: c.position ?? null,
    };
  });
  const permanents = p.permanents.map((c) => {
    note(c.card);
    return { id: c.id, card: c.card, uses: c.uses ?? null, silenced: c.silenced === true };
  });
  for (const c of p.graveyard) note(c.card);
  if (seesHand) for (const c of p.hand) note(c.card);
  return {
    heroClass: p.heroClass,
    hp: p.hp,
    armor: p.armor,
    ferveurMax: p.ferveurMax,
    ferveur: p.ferveur,
    deckCount: p.deck.length,
    handCount: p.hand.length,
    hand: seesHand ? p.hand.map((c) => ({ id: c.id, card: c.card })) : null,
    board,
    permanents,
    graveyard: p.graveyard.map((c) => ({ id: c.id, card: c.card })),
    fatigue: p.fatigue,
    powerUsed: p.powerUsed,
    mulliganed: p.mulliganed,
  };
}

/** The duel as `seat` ("A" or "B") sees it; any other seat is a spectator who sees no hand. */
export function view(input: State, seat: string): DuelView {
  const s = prepare(input);
  const me = seat === "A" || seat === "B" ? seat : null;
  const cards: Record<string, CardDef> = {};
  const players = { A: side(s, "A", me === "A", cards), B: side(s, "B", me === "B", cards) };
  return {
    seat: me,
    phase: s.phase,
    turn: s.turn,
    first: s.first,
    active: s.active,
    winner: s.winner,
    endReason: s.endReason,
    players,
    cards,
    rules: rulesOf(s),
  };
}

/**
 * The events `seat` may see: the opponent's draws, tutors, copies and mulligan returns lose their
 * card ids (a card back moved); everything else is public.
 */
export function viewEvents(events: readonly GameEvent[], seat: string): GameEvent[] | unknown[] {
  return events.map((e) => {
    switch (e.type) {
      case "drew":
      case "tutored":
      case "copied":
        return e.player === seat ? e : { type: e.type, player: e.player };
      case "mulliganed":
        return e.player === seat ? e : { type: e.type, player: e.player, returned: e.returned.length };
      default:
        return e;
    }
  });
}
