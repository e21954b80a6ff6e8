/**
 * What one seat may see (seed §8.4): the opponent's hand is a count of card backs, decks are
 * counts, the opponent's Secrets are a count and their classes (Extension 1), the RNG is absent,
 * and no hidden card id (instance or definition) of the opponent appears anywhere. Creatures are
 * shown with their effective stats. {@link viewEvents} filters an event stream the same way.
 */
import { type Rejected, senderOf } from "@core/engine";
import type { GameRules, Keyword } from "./data/types.js";
import { defOf, factionOf } from "./definitions.js";
import {
  broughtIntoPlay,
  type CardDef,
  type CardInstance,
  type Creature,
  type EndReason,
  type GameEvent,
  type Permanent,
  type Phase,
  type PlayerId,
  type PowerDef,
  type State,
} from "./model.js";
import { rulesOf } from "./rules.js";
import { attackOf, hpOf, keywordsOf, maxHpOf, prepare } from "./stats.js";

/**
 * A creature as seen: its whole public record (buffs, grants, damage, play order…: everything in
 * play is public) with its effective stats.
 */
export interface CreatureView extends Creature {
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

/** A permanent as seen: its public record, `uses` null when unlimited. */
export interface PermanentView extends Omit<Permanent, "uses"> {
  readonly uses: number | null;
  readonly silenced: boolean;
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
  /**
   * The cards of this hand its opponent knows — they came back from play (`revealed`), in hand
   * order — shown to every seat: the one public part of a hidden hand.
   */
  readonly revealed: readonly CardInstance[];
  readonly board: readonly CreatureView[];
  readonly permanents: readonly PermanentView[];
  /** Secrets in play: how many, and each one's class (its card's first faction), oldest first. */
  readonly secretCount: number;
  readonly secretFactions: readonly string[];
  /** The Secrets themselves (own side), or null (the opponent's, a spectator's view: hidden). */
  readonly secrets: readonly CardInstance[] | null;
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
  /** The hero powers of the classes in play (public: hero classes are). */
  readonly powers: Readonly<Record<string, PowerDef>>;
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
    if (c.was !== undefined) note(c.was);
    return {
      ...c,
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
    return { ...c, uses: c.uses ?? null, silenced: c.silenced === true };
  });
  for (const c of p.graveyard) note(c.card);
  if (seesHand) for (const c of p.hand) note(c.card);
  const revealed: CardInstance[] = [];
  for (const c of p.hand)
    if (c.revealed === true) {
      note(c.card);
      revealed.push({ id: c.id, card: c.card });
    }
  if (seesHand) for (const c of p.secrets) note(c.card);
  return {
    heroClass: p.heroClass,
    hp: p.hp,
    armor: p.armor,
    ferveurMax: p.ferveurMax,
    ferveur: p.ferveur,
    deckCount: p.deck.length,
    handCount: p.hand.length,
    hand: seesHand
      ? p.hand.map((c) =>
          c.revealed === true ? { id: c.id, card: c.card, revealed: true } : { id: c.id, card: c.card },
        )
      : null,
    revealed,
    board,
    permanents,
    secretCount: p.secrets.length,
    secretFactions: p.secrets.map((c) => factionOf(defOf(s, c.card))),
    secrets: seesHand ? p.secrets.map((c) => ({ id: c.id, card: c.card })) : null,
    graveyard: p.graveyard.map((c) => ({ id: c.id, card: c.card })),
    fatigue: p.fatigue,
    powerUsed: p.powerUsed,
    mulliganed: p.mulliganed,
  };
}

/**
 * Adds the definitions of what visible cards and the heroes' powers may bring into play (tokens,
 * random summons, transformations), and of what those may in turn: their text is public, and a
 * bot searching the view must know what a summon makes.
 */
function addBroughtIntoPlay(s: State, cards: Record<string, CardDef>): void {
  const todo = Object.values(s.powers).flatMap((p) => broughtIntoPlay(p.abilities));
  for (const d of Object.values(cards)) todo.push(...broughtIntoPlay(d.abilities));
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    const d = Object.hasOwn(s.cards, id) ? s.cards[id] : undefined;
    if (d === undefined || Object.hasOwn(cards, id)) continue;
    cards[id] = d;
    todo.push(...broughtIntoPlay(d.abilities));
  }
}

/** The duel as `seat` ("A" or "B") sees it; any other seat is a spectator who sees no hand. */
export function view(input: State, seat: string): DuelView {
  const s = prepare(input);
  const me = seat === "A" || seat === "B" ? seat : null;
  const cards: Record<string, CardDef> = {};
  const players = { A: side(s, "A", me === "A", cards), B: side(s, "B", me === "B", cards) };
  addBroughtIntoPlay(s, cards);
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
    powers: s.powers,
    rules: rulesOf(s),
  };
}

/** An event as one seat receives it: the opponent's hidden card moves are card backs. */
export type EventView =
  | GameEvent
  | Rejected
  | { readonly type: "drew" | "tutored" | "copied"; readonly player: PlayerId }
  | { readonly type: "mulliganed"; readonly player: PlayerId; readonly returned: number }
  | { readonly type: "secretPlaced"; readonly player: PlayerId; readonly faction: string };

/**
 * The events `seat` may see: the opponent's draws, tutors, copies and mulligan returns lose their
 * card ids (a card back moved); the opponent's Secret placed says only its player and class (no
 * id, card, nor cost); a refusal reaches only the seat that sent the refused intent (its `seat`
 * stamp, else the player it names); everything else is public (a Secret revealed or countered
 * included).
 */
export function viewEvents(events: readonly (GameEvent | Rejected)[], seat: string): EventView[] {
  const out: EventView[] = [];
  for (const e of events) {
    switch (e.type) {
      case "drew":
      case "tutored":
      case "copied":
        out.push(e.player === seat ? e : { type: e.type, player: e.player });
        break;
      case "mulliganed":
        out.push(e.player === seat ? e : { type: e.type, player: e.player, returned: e.returned.length });
        break;
      case "secretPlaced":
        out.push(e.player === seat ? e : { type: e.type, player: e.player, faction: e.faction });
        break;
      case "rejected":
        if (senderOf(e.action, "player") === seat) out.push(e);
        break;
      default:
        out.push(e);
    }
  }
  return out;
}
