/**
 * The LGC TCG data model (seed §8.1), as readonly TypeScript types. They mirror
 * `data/lgc-tcg/schema/*.schema.json` exactly: a value the schemas accept has these types.
 *
 * Stability: these names are a contract with the engine. Add fields and members, never rename.
 */

/** The three card types (§5.1): Créature (Membre), Sort, Permanent (Bannière / Lieu). */
export type CardType = "CREATURE" | "SPELL" | "PERMANENT";

/** Rarities (§2): Commune, Peu commune, Rare, Épique, Légendaire. */
export type Rarity = "COMMON" | "UNCOMMON" | "RARE" | "EPIC" | "LEGENDARY";

/** The five static keywords (§5.2): Provocation, Bouclier, Fougue, Furtif, Létal. Flags, not triggers. */
export type Keyword = "TAUNT" | "DIVINE_SHIELD" | "RUSH" | "STEALTH" | "LETHAL";

/**
 * The spell keyword of Extension 1 (§5.2: « Piège / Secret est reporté en extension »): a Secret
 * is a spell played face down, whose one ability is a Secret trigger on an opponent's action.
 * Only spells carry it; creatures carry the five keywords above.
 */
export type SpellKeyword = "SECRET";

/** Any keyword a card may print: a creature's five, or a spell's SECRET. */
export type CardKeyword = Keyword | SpellKeyword;

/**
 * Triggers (§5.3): Cri de guerre (ON_PLAY), Râle d'agonie (ON_DEATH), Rituel (ON_TURN_START /
 * ON_TURN_END), Riposte (ON_DAMAGE_TAKEN), Assaut (ON_ATTACK), Camaraderie (ON_ALLY_SUMMONED),
 * Écho (ON_SPELL_CAST), Aura (CONTINUOUS), Activable (MANUAL).
 */
export type Trigger =
  | "ON_PLAY"
  | "ON_DEATH"
  | "ON_TURN_START"
  | "ON_TURN_END"
  | "ON_DAMAGE_TAKEN"
  | "ON_ATTACK"
  | "ON_ALLY_SUMMONED"
  | "ON_SPELL_CAST"
  | "CONTINUOUS"
  | "MANUAL"
  | SecretTrigger;

/**
 * The triggers of a Secret (Extension 1): an opponent's action during its own turn — a creature
 * of theirs declares an attack, they cast a spell, a creature of theirs arrives (played or
 * summoned). The Secret resolves mid-resolution, at the next priority point (RULES.md §16).
 */
export type SecretTrigger = "SECRET_ATTACK" | "SECRET_SPELL" | "SECRET_SUMMON";

/**
 * The primitive actions: the sixteen of §8.2, then the class mechanics of §11.2's reserved
 * backlog (Extension 1): RESURRECT (résurrection), STEAL (vol de créature), COUNTER (contre-magie:
 * a SECRET_SPELL Secret counters the spell being cast).
 */
export type ActionKind =
  | "DEAL_DAMAGE"
  | "HEAL"
  | "DRAW"
  | "DISCARD"
  | "SUMMON"
  | "DESTROY"
  | "BUFF"
  | "SET_STATS"
  | "GRANT_KEYWORD"
  | "SILENCE"
  | "BOUNCE"
  | "TRANSFORM"
  | "COPY"
  | "GAIN_MANA"
  | "GAIN_ARMOR"
  | "TUTOR"
  | "RESURRECT"
  | "STEAL"
  | "COUNTER";

/**
 * Whose entities a selector looks at (§8.3), from the ability's controller's point of view.
 * `SELF` is the source entity itself (the creature or permanent bearing the ability) and always
 * goes with scope `SELF`; spells never use it (they have no entity in play), "your hero" is
 * `ALLY HERO ALL`.
 */
export type Side = "SELF" | "ALLY" | "ENEMY" | "ANY";

/**
 * What a selector picks (§8.3). `HERO` also stands for its player: DRAW, SUMMON, GAIN_MANA,
 * GAIN_ARMOR and TUTOR target a hero to say whose hand, board or Ferveur. `ANY` means a
 * character: a creature or a hero (never a permanent nor a card in hand).
 */
export type TargetKind = "CREATURE" | "HERO" | "PERMANENT" | "CARD_IN_HAND" | "ANY";

/**
 * How a selector picks (§8.3). CHOSEN: the player chooses one (one choice per (side, kind) per
 * ability, §1.1); ALL: every match; RANDOM: `count` distinct matches drawn from the state's RNG;
 * SELF: the source itself; LOWEST_HP / HIGHEST_ATK: the `count` extreme matches; CAUSE (Extension
 * 1): the creature whose arrival raised the trigger (a Camaraderie's newcomer), when it still
 * matches — only in abilities whose trigger has a cause.
 */
export type Scope = "CHOSEN" | "ALL" | "RANDOM" | "SELF" | "LOWEST_HP" | "HIGHEST_ATK" | "CAUSE";

/** Narrows a selector's matches (§8.3). Every present key must hold. */
export interface SelectorFilter {
  /** Card cost at least this (creatures and permanents: their card's printed cost). */
  readonly costMin?: number;
  /** Card cost at most this. */
  readonly costMax?: number;
  readonly hasKeyword?: Keyword;
  /** A subtype tag: a rank id in upper case (e.g. "DISCIPLE"), a role, or a non-member tag. */
  readonly hasSubtype?: string;
  /** Card type (useful with CARD_IN_HAND and TUTOR). */
  readonly type?: CardType;
  /** true: only damaged characters; false: only undamaged ones. */
  readonly damaged?: boolean;
}

/** A target selector (§8.3). */
export interface Selector {
  readonly side: Side;
  readonly kind: TargetKind;
  readonly scope: Scope;
  readonly filter?: SelectorFilter;
  /** Leave the source out of the matches (e.g. "your other creatures"). */
  readonly excludeSelf?: boolean;
  /** How many for RANDOM, LOWEST_HP, HIGHEST_ATK (default 1). CHOSEN is always one. */
  readonly count?: number;
}

/**
 * When an ability applies; `null` on the ability means always. Every present key must hold.
 * Ferveur thresholds read the cap (ferveurMax), never current Ferveur (§1.1).
 */
export interface Condition {
  /** The controller's Ferveur cap is at least this. */
  readonly ferveurCapAtLeast?: number;
  /** The controller's Ferveur cap is at most this. */
  readonly ferveurCapAtMost?: number;
  /** The controller has another creature in play carrying this subtype. */
  readonly controlsSubtype?: string;
  /**
   * Camaraderie (ON_ALLY_SUMMONED) only: the creature whose arrival raised the trigger carries
   * this subtype (§6.2's "Quand vous jouez un Conseiller…").
   */
  readonly summonedSubtype?: string;
  /** SECRET_ATTACK only: the attack is on the Secret owner's hero, or on one of its creatures. */
  readonly attackTarget?: "HERO" | "CREATURE";
}

/** Duration of a BUFF or GRANT_KEYWORD: for good, or until the end of the current turn. */
export type Duration = "PERMANENT" | "TURN";

/** Parameters of DEAL_DAMAGE, HEAL, GAIN_ARMOR. */
export interface AmountParams {
  readonly amount: number;
}
/** Parameters of DRAW: how many cards the targeted hero's player draws. */
export interface DrawParams {
  readonly count: number;
}
/** Parameters of actions that need none (DISCARD, DESTROY, SILENCE, BOUNCE, COPY, STEAL, COUNTER): `{}`. */
export type NoParams = Readonly<Record<string, never>>;
/**
 * Parameters of SUMMON, onto the targeted hero's board, one by one (§1.1): `count` copies of
 * `token`, or `count` tokens each drawn at random from `randomFrom` (the Shaman's totems).
 */
export type SummonParams =
  | { readonly token: string; readonly count: number }
  | { readonly randomFrom: readonly string[]; readonly count: number };
/** Parameters of BUFF: stat changes (may be negative) and how long they last. */
export interface BuffParams {
  readonly atk: number;
  readonly hp: number;
  readonly duration: Duration;
}
/** Parameters of SET_STATS: the base stats become these (at least one given). */
export interface SetStatsParams {
  readonly atk?: number;
  readonly hp?: number;
}
/** Parameters of GRANT_KEYWORD. */
export interface GrantKeywordParams {
  readonly keyword: Keyword;
  readonly duration: Duration;
}
/** Parameters of TRANSFORM: the target becomes this token. */
export interface TransformParams {
  readonly token: string;
}
/** Parameters of GAIN_MANA: Ferveur for this turn (CURRENT) or cap increase (CAP, max 10). */
export interface GainManaParams {
  readonly amount: number;
  readonly pool: "CURRENT" | "CAP";
}
/** Parameters of TUTOR: the first `count` cards of the targeted player's deck matching `filter` go to hand. */
export interface TutorParams {
  readonly count: number;
  readonly filter?: SelectorFilter;
}

/**
 * Parameters of RESURRECT: the last `count` creatures of the targeted player's graveyard
 * matching `filter`, most recent first, come back to that player's board (§11.2 résurrection).
 */
export interface ResurrectParams {
  readonly count: number;
  readonly filter?: SelectorFilter;
}

/** One primitive action with its target and its action-specific parameters. */
export type Effect =
  | { readonly action: "DEAL_DAMAGE"; readonly target: Selector; readonly params: AmountParams }
  | { readonly action: "HEAL"; readonly target: Selector; readonly params: AmountParams }
  | { readonly action: "DRAW"; readonly target: Selector; readonly params: DrawParams }
  | { readonly action: "DISCARD"; readonly target: Selector; readonly params: NoParams }
  | { readonly action: "SUMMON"; readonly target: Selector; readonly params: SummonParams }
  | { readonly action: "DESTROY"; readonly target: Selector; readonly params: NoParams }
  | { readonly action: "BUFF"; readonly target: Selector; readonly params: BuffParams }
  | { readonly action: "SET_STATS"; readonly target: Selector; readonly params: SetStatsParams }
  | { readonly action: "GRANT_KEYWORD"; readonly target: Selector; readonly params: GrantKeywordParams }
  | { readonly action: "SILENCE"; readonly target: Selector; readonly params: NoParams }
  | { readonly action: "BOUNCE"; readonly target: Selector; readonly params: NoParams }
  | { readonly action: "TRANSFORM"; readonly target: Selector; readonly params: TransformParams }
  | { readonly action: "COPY"; readonly target: Selector; readonly params: NoParams }
  | { readonly action: "GAIN_MANA"; readonly target: Selector; readonly params: GainManaParams }
  | { readonly action: "GAIN_ARMOR"; readonly target: Selector; readonly params: AmountParams }
  | { readonly action: "TUTOR"; readonly target: Selector; readonly params: TutorParams }
  | { readonly action: "RESURRECT"; readonly target: Selector; readonly params: ResurrectParams }
  | { readonly action: "STEAL"; readonly target: Selector; readonly params: NoParams }
  | { readonly action: "COUNTER"; readonly target: Selector; readonly params: NoParams };

/** The params type of one action kind. */
export type ParamsOf<A extends ActionKind> = Extract<Effect, { readonly action: A }>["params"];

/**
 * An ability (capacité, §8.1): a trigger, an optional condition, a first effect and optional
 * further effects (`then`) resolved in order as ONE ability, so CHOSEN selectors sharing a
 * (side, kind) pair across them designate the same entity (§1.1: "+0/+2 and Taunt" hits one
 * creature).
 */
export type Ability = Effect & {
  readonly trigger: Trigger;
  readonly condition: Condition | null;
  /** MANUAL abilities of cards: the Ferveur paid to activate (once per turn). Absent elsewhere. */
  readonly cost?: number;
  /** Further effects of the same ability, resolved after the first, in order. */
  readonly then?: readonly Effect[];
};

/** Card factions (§11.1): NEUTRAL now, a hero class id for class cards later. */
export type Faction = "NEUTRAL" | HeroClass;

/** The thirteen WoW classes (§4.3). */
export type HeroClass =
  | "WARRIOR"
  | "PALADIN"
  | "HUNTER"
  | "ROGUE"
  | "PRIEST"
  | "SHAMAN"
  | "MAGE"
  | "WARLOCK"
  | "MONK"
  | "DRUID"
  | "DEMON_HUNTER"
  | "DEATH_KNIGHT"
  | "EVOKER";

/** Fields every card version has (§8.1, §7.5). */
interface CardBase {
  /** Stable card id, e.g. "crea_gorak_forgeron"; never reused for another card. */
  readonly id: string;
  /** Set name, e.g. "Procès-Verbal". */
  readonly set: string;
  /** Three-letter set code (§7.5). */
  readonly setCode: string;
  /** Collector number within the set, 1..set size (shown "042/120"). */
  readonly collectorNumber: number;
  /** Balance version, from 1; a new balance is a new version, never an overwrite (§7.5). */
  readonly version: number;
  readonly rarity: Rarity;
  readonly factions: readonly Faction[];
  /** Rank and role (members) or BOSS / MONSTRE / MASCOTTE / PNJ (non-members), §6.1. */
  readonly subtypes: readonly string[];
  /** Live reference into ranks.json, or null for non-members and non-creatures (§6.1). */
  readonly rankId: string | null;
  /** The rank's label frozen at printing time (§6.1), null when rankId is null. */
  readonly rankLabel: string | null;
  /** Id of the earlier card this one is an evolution of (§6.3), or null. */
  readonly evolutionOf: string | null;
  /** Guild member the card portrays, or null. */
  readonly memberId: string | null;
  /** The member asked for the card to be withdrawn (§12). */
  readonly optOut: boolean;
  readonly name: string;
  readonly flavor: string;
  readonly artist: string;
  /** Rules text as printed (French); the abilities are the authority. */
  readonly text?: string;
  /** The card's words in other interface languages; the French fields stay the source. */
  readonly i18n?: { readonly en?: CardWords };
  /**
   * Why the card may sit outside the §9 budget band (70–115 %): the band is a guide (§9.1), so
   * a card may leave it, but never silently — the linter refuses an out-of-band card without one.
   */
  readonly budgetException?: string;
  readonly cost: number;
  /** A creature's keywords (§5.2), or a spell's SECRET. */
  readonly keywords: readonly CardKeyword[];
  readonly abilities: readonly Ability[];
}

/** A card's words in one interface language (card.schema.json `$defs/cardWords`). */
export interface CardWords {
  readonly name: string;
  readonly text?: string;
  readonly flavor?: string;
}

/** A creature card: attack and health. */
export interface CreatureCard extends CardBase {
  readonly type: "CREATURE";
  readonly keywords: readonly Keyword[];
  readonly atk: number;
  readonly hp: number;
}

/** A spell card: resolves its ON_PLAY abilities, then goes to the graveyard. */
export interface SpellCard extends CardBase {
  readonly type: "SPELL";
}

/**
 * A permanent (Bannière / Lieu): stays in play with exactly one of durability or charges (§5.1).
 * Intent of the data: `charges` are uses (one spent per resolution of its triggered or activated
 * abilities); `durability` is a lifetime in the controller's turns (suits auras). The engine's
 * RULES.md has the final word on how they tick.
 */
export interface PermanentCard extends CardBase {
  readonly type: "PERMANENT";
  readonly durability?: number;
  readonly charges?: number;
}

/** One version of one card (a file `cards/<id>.v<version>.json`). */
export type Card = CreatureCard | SpellCard | PermanentCard;

/**
 * A token (jeton): a creature only ever summoned, outside the collection (§7.1). Versioned like
 * cards (§7.5): a rebalance adds the next version under the same id, never edits one, so a
 * replay that pins the old version keeps the old token.
 */
export interface Token {
  /** Token id, e.g. "tok_disciple". */
  readonly id: string;
  /** Balance version, from 1 (tokens.json may list several versions of one id). */
  readonly version: number;
  readonly name: string;
  readonly type: "CREATURE";
  readonly subtypes: readonly string[];
  readonly atk: number;
  readonly hp: number;
  readonly keywords: readonly Keyword[];
  readonly abilities: readonly Ability[];
  readonly flavor?: string;
  /** The token's words in other interface languages; the French fields stay the source. */
  readonly i18n?: { readonly en?: CardWords };
}

/**
 * A hero power (§4.3): paid once, once per turn; its abilities all have trigger MANUAL. Versioned
 * like cards (§7.5): a rebalance is the next version; the older ones stay in `previousPowers`.
 */
export interface HeroPower {
  /** Balance version, from 1. */
  readonly version: number;
  readonly name: string;
  readonly cost: number;
  readonly text: string;
  readonly abilities: readonly Ability[];
  /** The power's name and text in other interface languages; the French stay the source. */
  readonly i18n?: { readonly en?: { readonly name: string; readonly text: string } };
}

/** A playable class (§4): its label and its hero power. */
export interface Hero {
  readonly class: HeroClass;
  /** French class name, e.g. "Chevalier de la mort". */
  readonly name: string;
  /** The current power (its highest version). */
  readonly power: HeroPower;
  /** Earlier versions of the power, never deleted (a replay may pin one). */
  readonly previousPowers?: readonly HeroPower[];
  /** The class name in other interface languages. */
  readonly i18n?: { readonly en?: { readonly name: string } };
}

/** A WoW character snapshot taken at linking time (§4.1): identity only, never power data. */
export interface CharacterSnapshot {
  readonly name: string;
  readonly realm: string;
  readonly race: string;
  readonly class: HeroClass;
  readonly portrait?: string;
}

/** One line of a deck: `count` copies of one card version. */
export interface DeckEntry {
  readonly cardId: string;
  readonly version: number;
  readonly count: number;
}

/** A deck (§1, §11): 30 cards, neutral or of the hero's class. */
export interface Deck {
  readonly name: string;
  readonly heroClass: HeroClass;
  /** The linked character (§4.2): required in ranked mode, ignored in friendly duels. */
  readonly character?: CharacterSnapshot;
  readonly cards: readonly DeckEntry[];
}

/** A player's copies of one card version (§7.6): foil is a property of copies, never of cards. */
export interface CollectionEntry {
  readonly cardId: string;
  readonly version: number;
  readonly normal: number;
  readonly foil: number;
  readonly foilProvenance?: readonly string[];
}

/** A player's collection. */
export interface Collection {
  readonly player: string;
  readonly copies: readonly CollectionEntry[];
}

/** Chance of each rarity for one card slot of a pack (absent: 0); the chances sum to 1. */
export type SlotOdds = Readonly<Partial<Record<Rarity, number>>>;

/** economy.json (§7.6, §10): packs, pity timers, craft and melt values, the starter deck. */
export interface EconomyRules {
  readonly pack: {
    /** One odds table per card, in the order the cards are revealed. */
    readonly slots: readonly SlotOdds[];
    /** Each card's independent chance of being a foil (enluminée) copy. */
    readonly foilChance: number;
    /** At least one legendary in any `legendary` consecutive packs, one foil in any `foil`. */
    readonly pity: { readonly legendary: number; readonly foil: number };
  };
  /** Sceaux: `craft` buys one normal copy, `melt` is what a normal duplicate gives back. */
  readonly rarities: Readonly<Record<Rarity, { readonly craft: number; readonly melt: number }>>;
  /** A foil duplicate melts for this many times a normal one. */
  readonly foilMeltFactor: number;
  /** Sceaux an alternative illustration of one's own member card costs (§10); absent: none on offer. */
  readonly altArt?: { readonly price: number };
  /** The free starter deck's file, relative to the data directory ("decks/starter.json"). */
  readonly starterDeck: string;
}

/** One bucket of a deck's target Ferveur curve (§9.1). */
export interface CurveTarget {
  /** Its label: "0-1", "2" … "7+". */
  readonly bucket: string;
  readonly minCost: number;
  /** null: no upper bound. */
  readonly maxCost: number | null;
  /** Cards the seed recommends in the bucket, at least and at most. */
  readonly min: number;
  readonly max: number;
}

/** deckbuilding.json: guides shown beside a deck (never legality rules). */
export interface DeckbuildingGuides {
  readonly targetCurve: readonly CurveTarget[];
}

/** One rank of the guild (§6.1), configuration, never an enum. */
export interface Rank {
  /** Live id, e.g. "champion"; its subtype tag is the id in upper case. */
  readonly id: string;
  readonly label: string;
  readonly order: number;
  readonly costMin: number;
  readonly costMax: number;
  readonly icon: string;
  /** The label in other interface languages. */
  readonly i18n?: { readonly en?: LabelWords };
}

/**
 * A label's words in one interface language (card.schema.json `$defs/labelWords`): the label,
 * and the explanation (keywords) or colour name (rarities) when the source has them.
 */
export interface LabelWords {
  readonly label: string;
  readonly text?: string;
  readonly colour?: string;
}

/** Print specification (§14 P1), read by the card generator. */
export interface PrintSpec {
  readonly widthMm: number;
  readonly heightMm: number;
  readonly bleedMm: number;
  readonly dpi: number;
  readonly widthPxWithBleed: number;
  readonly heightPxWithBleed: number;
  readonly widthPx: number;
  readonly heightPx: number;
  readonly cornerRadiusMm: number;
}

/** A card set (extension, §7.5). */
export interface CardSet {
  readonly name: string;
  readonly code: string;
  readonly symbol: string;
  /** Number of collectible cards planned (120 for the launch set). */
  readonly size: number;
  readonly released: boolean;
  /**
   * The set's design is finished: the linter then holds it to its `targets` as errors (§7.1,
   * §7.2); while false (or absent) a mismatch is a warning, the set being in progress.
   */
  readonly complete?: boolean;
  /** The set's card frame and card back (§7.5: a variant per set), ids renderers map to a drawing. */
  readonly frame?: string;
  readonly back?: string;
  /** Design targets the linter compares the set against (§7.1, §7.2). */
  readonly targets?: SetTargets;
  /** The set's archetypes (§7.3: four of ~20 cards; the rest is flexible). Design notes, not rules. */
  readonly archetypes?: readonly Archetype[];
  /** The set's cycles (§7.3: one effect declined over several costs). Design notes, not rules. */
  readonly cycles?: readonly Cycle[];
  /** The set's name in other interface languages. */
  readonly i18n?: { readonly en?: { readonly name: string } };
}

/** An archetype of a set (§7.3): a way to build a deck, and the cards designed for it. */
export interface Archetype {
  /** e.g. "AGGRO". */
  readonly id: string;
  /** French name, e.g. "Agro / large". */
  readonly name: string;
  /** What it does and its key cards, in French (§7.3's "Identité"). */
  readonly identity: string;
  /** Card ids of the set; a card belongs to at most one archetype. */
  readonly cards: readonly string[];
}

/** A cycle of a set (§7.3): one effect declined over several costs, designed and balanced together. */
export interface Cycle {
  readonly id: string;
  readonly name: string;
  /** The shared effect, in French. */
  readonly effect: string;
  /** Card ids of the set, cheapest first (at least two). */
  readonly cards: readonly string[];
}

/** sets.json. */
export interface SetsFile {
  readonly sets: readonly CardSet[];
  readonly printSpec: PrintSpec;
}

/** Taxonomy entry for a rarity (§2). */
export interface RarityInfo {
  readonly id: Rarity;
  readonly label: string;
  readonly colour: string;
  readonly maxCopies: number;
  readonly i18n?: { readonly en?: LabelWords };
}

/** Taxonomy entry for a keyword (§5.2, and Extension 1's SECRET). */
export interface KeywordInfo {
  readonly id: CardKeyword;
  readonly label: string;
  readonly text: string;
  /** Stat points the keyword takes from a creature's budget (§5.2, positive here). */
  readonly statCost: number;
  readonly i18n?: { readonly en?: LabelWords };
}

/** Taxonomy entry for a trigger (§5.3). */
export interface TriggerInfo {
  readonly id: Trigger;
  /** The player-facing name, e.g. "Cri de guerre". */
  readonly label: string;
  readonly i18n?: { readonly en?: LabelWords };
}

/** A labelled id (types, actions, roles, non-member tags). */
export interface Labelled<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  /** The label in other interface languages (issue 30); the French stays the source. */
  readonly i18n?: { readonly en?: LabelWords };
}

/** taxonomy.json: every closed list of the model with its French labels and numbers. */
export interface Taxonomy {
  readonly types: readonly Labelled<CardType>[];
  readonly rarities: readonly RarityInfo[];
  readonly keywords: readonly KeywordInfo[];
  readonly triggers: readonly TriggerInfo[];
  readonly actions: readonly Labelled<ActionKind>[];
  readonly roles: readonly Labelled[];
  readonly nonMemberTags: readonly Labelled[];
  readonly factions: readonly Labelled<Faction>[];
}

/** The game constants of §1 the engine and the duel server read. */
export interface GameRules {
  readonly heroHp: number;
  readonly deckSize: number;
  readonly ferveurCap: number;
  readonly startingHand: { readonly first: number; readonly second: number };
  readonly secondPlayerTemporaryFerveur: number;
  readonly maxCreatures: number;
  readonly maxPermanents: number;
  readonly maxHand: number;
  /** Secrets a player may have in play at once (Extension 1). */
  readonly maxSecrets: number;
  readonly turnCap: number;
  readonly timer: { readonly turnSeconds: number; readonly banks: number; readonly bankSeconds: number };
}

/** Key of one card version in a {@link Corpus}: `"<id>.v<version>"`, as its file name. */
export type CardKey = `${string}.v${number}`;

/**
 * Everything the engine needs, as plain JSON: every card version by key (so a replay keeps old
 * balance), the latest version of each id, tokens, heroes, and the configuration tables.
 */
export interface Corpus {
  readonly cards: Readonly<Record<CardKey, Card>>;
  /** Latest version number of each card id. */
  readonly latest: Readonly<Record<string, number>>;
  /** The latest version of each token, by id. */
  readonly tokens: Readonly<Record<string, Token>>;
  /** Every token version, by `"<id>.v<version>"`. */
  readonly tokenVersions: Readonly<Record<CardKey, Token>>;
  readonly heroes: Readonly<Record<HeroClass, Hero>>;
  /** Every hero power version, by `"<CLASS>.v<version>"` (e.g. "WARRIOR.v1"). */
  readonly powers: Readonly<Record<CardKey, HeroPower>>;
  readonly ranks: readonly Rank[];
  readonly taxonomy: Taxonomy;
  readonly sets: SetsFile;
  readonly rules: GameRules;
}

/**
 * A problem found in data: a schema or reference error (the data is unusable) or a design warning
 * (the linter reports it; the data still loads). `file` is relative to the data directory.
 */
export interface DataIssue {
  readonly severity: "error" | "warning";
  /** Stable machine-readable code, e.g. "schema", "unknown-token", "budget". */
  readonly code: string;
  readonly file?: string;
  /** JSON pointer (RFC 6901) of the offending value inside `file`; "" for the whole file. */
  readonly pointer: string;
  readonly message: string;
}

/** A value checked against the data rules: the typed value, or every error found. */
export type DataResult<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly DataIssue[] }
  | { readonly ok: false; readonly issues: readonly DataIssue[] };

/** Design targets of a set (§7.1 distribution, §7.2 curve), read by the linter's set report. */
export interface SetTargets {
  /** Collectible cards per type and rarity. */
  readonly byTypeRarity: Readonly<Record<CardType, Readonly<Record<Rarity, number>>>>;
  /** Cards per cost bucket; keys "0-1", "2" … "7", "8+". */
  readonly curve: Readonly<Record<string, number>>;
}
