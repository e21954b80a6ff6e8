/**
 * Card rules text in English (issue 30), generated from the ability data like the French of
 * `text.ts`, sentence for sentence: "Battlecry: deal 2 damage to an enemy creature." Keywords and
 * triggers take their English labels from taxonomy.json (`i18n.en`), tokens their English names
 * from tokens.json. `text.ts`'s functions call these when the context's language is English.
 */
import type {
  Ability,
  CardKeyword,
  CardType,
  Condition,
  Effect,
  Selector,
  SelectorFilter,
  Trigger,
} from "./types.js";
import { keywordLabel, type TextContext, tagLabel, tokenName, triggerLabel, typeLabel } from "./words.js";

/** What a card's text is made from (as in `text.ts`). */
interface TextCard {
  readonly type: CardType;
  readonly keywords?: readonly CardKeyword[];
  readonly abilities?: readonly Ability[];
}

/** "a" or "an" before a word. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

/** A tag as a plural noun: "Tank" → "Tanks", "High Councillor" → "High Councillors", "DPS" stays. */
function tagPlural(ctx: TextContext, tag: string): string {
  const words = tagLabel(ctx, tag).split(" ");
  const last = words.pop()!;
  const many =
    /^[A-Z]+$/.test(last) || /s$/.test(last) ? last : /(x|ch|sh)$/.test(last) ? `${last}es` : `${last}s`;
  return [...words, many].join(" ");
}

/**
 * A filter in words: `state` ("damaged") goes before the side ("a damaged enemy creature"),
 * `before` (a subtype) right before the noun, qualifiers after it ("costing 3 or less").
 */
function filterWords(
  ctx: TextContext,
  f: SelectorFilter | undefined,
): { state: string; before: string; after: string } {
  if (!f) return { state: "", before: "", after: "" };
  const before: string[] = [];
  const after: string[] = [];
  const state = f.damaged === true ? "damaged " : f.damaged === false ? "undamaged " : "";
  if (f.hasSubtype) before.push(tagLabel(ctx, f.hasSubtype));
  if (f.hasKeyword) after.push(`with ${keywordLabel(ctx, f.hasKeyword)}`);
  if (f.costMin !== undefined && f.costMax !== undefined)
    after.push(f.costMin === f.costMax ? `costing ${f.costMin}` : `costing ${f.costMin} to ${f.costMax}`);
  else if (f.costMin !== undefined) after.push(`costing ${f.costMin} or more`);
  else if (f.costMax !== undefined) after.push(`costing ${f.costMax} or less`);
  if (f.type) after.push(`(${typeLabel(ctx, f.type).toLowerCase()})`);
  return {
    state,
    before: before.length > 0 ? `${before.join(" ")} ` : "",
    after: after.length > 0 ? ` ${after.join(" ")}` : "",
  };
}

const NOUN: Record<Selector["kind"], [string, string]> = {
  CREATURE: ["creature", "creatures"],
  HERO: ["hero", "heroes"],
  PERMANENT: ["permanent", "permanents"],
  CARD_IN_HAND: ["card", "cards"],
  ANY: ["character", "characters"],
};

function side(s: Selector["side"]): string {
  if (s === "ENEMY") return "enemy ";
  if (s === "ALLY") return "friendly ";
  return "";
}

/** "a" + words, with "another" for "a" + "other". */
function one(words: string, other: boolean): string {
  return other ? `another ${words}` : `${article(words)} ${words}`;
}

/**
 * The noun phrase for a selector (§8.3): "an enemy creature", "your other creatures with Taunt",
 * "the enemy hero".
 */
export function selectorTextEn(ctx: TextContext, s: Selector): string {
  const [noun, nouns] = NOUN[s.kind];
  if (s.scope === "SELF") return s.kind === "PERMANENT" ? "this permanent" : "this creature";
  // The creature the trigger's own words name ("when another friendly creature arrives, it…").
  if (s.scope === "CAUSE") return "it";
  if (s.kind === "HERO" && s.scope !== "RANDOM") {
    if (s.side === "ALLY") return "your hero";
    if (s.side === "ENEMY") return "the enemy hero";
    return s.scope === "CHOSEN" ? "a hero" : "each hero";
  }
  const words = filterWords(ctx, s.filter);
  const { after } = words;
  const before = `${words.state}${words.before}`;
  // "another random damaged enemy Tank": other, random, state, side, subtype, noun.
  const adjectives = `${words.state}${side(s.side)}${words.before}`;
  if (s.kind === "CARD_IN_HAND") {
    const whose = s.side === "ENEMY" ? "your opponent's hand" : "your hand";
    const n = s.count ?? 1;
    if (s.scope === "RANDOM")
      return n === 1
        ? `a random ${before}card${after} from ${whose}`
        : `${n} random ${before}cards${after} from ${whose}`;
    if (s.scope === "ALL") return `all ${before}cards${after} in ${whose}`;
    return `${one(`${before}card`, false)}${after} from ${whose}`;
  }
  const other = s.excludeSelf === true;
  const n = s.count ?? 1;
  // "Your other Healers…" (§6.2): a creature subtype names the creatures itself.
  const tag = s.filter?.hasSubtype;
  if (s.kind === "CREATURE" && s.scope === "ALL" && tag !== undefined && s.side !== "ANY") {
    const rest = filterWords(ctx, { ...s.filter, hasSubtype: undefined });
    const group = `${other ? "other " : ""}${rest.state}${tagPlural(ctx, tag)}${rest.after}`;
    return s.side === "ALLY" ? `your ${group}` : `all enemy ${group}`;
  }
  const otherWord = other ? "other " : "";
  switch (s.scope) {
    case "CHOSEN":
      return `${one(`${adjectives}${noun}`, other)}${after}`;
    case "ALL":
      if (s.side === "ALLY") return `your ${otherWord}${words.state}${words.before}${nouns}${after}`;
      return `all ${otherWord}${adjectives}${nouns}${after}`;
    case "RANDOM":
      return n === 1
        ? `${other ? "another" : "a"} random ${adjectives}${noun}${after}`
        : `${n} random ${otherWord}${adjectives}${nouns}${after}`;
    case "LOWEST_HP":
      return n === 1
        ? `the ${adjectives}${noun}${after} with the lowest Health`
        : `the ${n} ${adjectives}${nouns}${after} with the lowest Health`;
    case "HIGHEST_ATK":
      return n === 1
        ? `the ${adjectives}${noun}${after} with the highest Attack`
        : `the ${n} ${adjectives}${nouns}${after} with the highest Attack`;
  }
}

const isMany = (s: Selector) =>
  s.scope === "ALL" ||
  ((s.scope === "RANDOM" || s.scope === "LOWEST_HP" || s.scope === "HIGHEST_ATK") && (s.count ?? 1) > 1);

function tokenText(ctx: TextContext, id: string): string {
  const t = ctx.tokens[id];
  if (!t) return id;
  const kws = t.keywords.map((k) => keywordLabel(ctx, k));
  return `${tokenName(ctx, id)} ${t.atk}/${t.hp}${kws.length > 0 ? ` with ${kws.join(" and ")}` : ""}`;
}

const cards = (n: number) => (n === 1 ? "a card" : `${n} cards`);

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/**
 * A stat change in words, verb included: "gains +1 Attack", "gain +1/+1", "loses 2 Attack".
 * `form`: "self" for the creature's own ability ("gain"), "one" or "many" for a target.
 */
function statChange(atk: number, hp: number, form: "self" | "one" | "many"): string {
  const gain = form === "one" ? "gains" : "gain";
  const lose = form === "one" ? "loses" : "lose";
  if (hp === 0 && atk !== 0) return atk > 0 ? `${gain} +${atk} Attack` : `${lose} ${-atk} Attack`;
  if (atk === 0 && hp !== 0) return hp > 0 ? `${gain} +${hp} Health` : `${lose} ${-hp} Health`;
  return `${gain} ${signed(atk)}/${signed(hp)}`;
}

// An effect on a target an earlier effect of the ability chose (§1.1: one choice), as "it".
function againText(ctx: TextContext, e: Effect): string | null {
  switch (e.action) {
    case "DEAL_DAMAGE":
      return `deal ${e.params.amount} damage to it`;
    case "HEAL":
      return `restore ${e.params.amount} Health to it`;
    case "DESTROY":
      return "destroy it";
    case "SILENCE":
      return "silence it";
    case "BOUNCE":
      return "return it to its owner's hand";
    case "TRANSFORM": {
      const token = tokenText(ctx, e.params.token);
      return `transform it into ${article(token)} ${token}`;
    }
    case "STEAL":
      return "take control of it";
    default:
      return null;
  }
}

/**
 * One effect as a sentence fragment, no capital and no final period ("deal 2 damage to …").
 * `again`: its target is the one an earlier effect of the same ability chose (§1.1), named "it"
 * ("then it gains Divine Shield", "then deal 2 damage to it").
 */
export function effectTextEn(ctx: TextContext, e: Effect, again = false): string {
  if (again) {
    const text = againText(ctx, e);
    if (text !== null) return text;
  }
  const target = again ? "it" : selectorTextEn(ctx, e.target);
  const mine = e.target.side === "ALLY" || e.target.side === "SELF";
  const many = isMany(e.target);
  const form = e.target.scope === "SELF" ? "self" : many ? "many" : "one";
  const turn = (d: "PERMANENT" | "TURN") => (d === "TURN" ? " this turn" : "");
  switch (e.action) {
    case "DEAL_DAMAGE":
      return `deal ${e.params.amount} damage to ${target}`;
    case "HEAL":
      return `restore ${e.params.amount} Health to ${target}`;
    case "GAIN_ARMOR":
      return mine ? `your hero gains ${e.params.amount} Armour` : `${target} gains ${e.params.amount} Armour`;
    case "DRAW":
      return mine ? `draw ${cards(e.params.count)}` : `your opponent draws ${cards(e.params.count)}`;
    case "DISCARD":
      return `discard ${target}`;
    case "SUMMON": {
      const p = e.params;
      const where = mine ? "" : " for your opponent";
      if ("token" in p) {
        const token = tokenText(ctx, p.token);
        return `summon ${p.count === 1 ? `${article(token)} ${token}` : `${p.count} × ${token}`}${where}`;
      }
      return `summon ${p.count === 1 ? "a random token" : `${p.count} random tokens`} from: ${p.randomFrom
        .map((t) => tokenName(ctx, t))
        .join(", ")}${where}`;
    }
    case "DESTROY":
      return `destroy ${target}`;
    case "BUFF": {
      const p = e.params;
      const change = `${statChange(p.atk, p.hp, form)}${turn(p.duration)}`;
      return form === "self" ? change : `${target} ${change}`;
    }
    case "SET_STATS": {
      const p = e.params;
      if (p.atk !== undefined && p.hp !== undefined)
        return `${target} ${many ? "become" : "becomes"} ${p.atk}/${p.hp}`;
      return p.atk !== undefined
        ? `set the Attack of ${target} to ${p.atk}`
        : `set the Health of ${target} to ${p.hp}`;
    }
    case "GRANT_KEYWORD": {
      const kw = keywordLabel(ctx, e.params.keyword);
      if (form === "self") return `gain ${kw}${turn(e.params.duration)}`;
      return `${target} ${many ? "gain" : "gains"} ${kw}${turn(e.params.duration)}`;
    }
    case "SILENCE":
      return `silence ${target}`;
    case "BOUNCE":
      return `return ${target} to ${many ? "their owners' hands" : "its owner's hand"}`;
    case "TRANSFORM":
      return e.target.scope === "SELF"
        ? `transform into ${article(tokenText(ctx, e.params.token))} ${tokenText(ctx, e.params.token)}`
        : `transform ${target} into ${article(tokenText(ctx, e.params.token))} ${tokenText(ctx, e.params.token)}`;
    case "COPY":
      return `add a copy of ${target} to your hand`;
    case "GAIN_MANA":
      return e.params.pool === "CAP"
        ? `${mine ? "your" : "your opponent's"} Fervour cap gains ${e.params.amount}`
        : `gain ${e.params.amount} Fervour this turn`;
    case "TUTOR": {
      const n = e.params.count;
      const f = e.params.filter;
      // "a creature costing 3 or less" rather than "a card (creature)".
      const kind = f?.type ? typeLabel(ctx, f.type).toLowerCase() : "card";
      const rest = f ? filterWords(ctx, { ...f, type: undefined }) : { state: "", before: "", after: "" };
      const adjectives = `${rest.state}${rest.before}`;
      const noun = n === 1 ? one(`${adjectives}${kind}`, false) : `${n} ${adjectives}${kind}s`;
      return `search your deck for ${noun}${rest.after}`;
    }
    case "RESURRECT": {
      // "your last dead creature", "your opponent's 2 last dead Tanks costing 3 or less".
      const n = e.params.count;
      const f = filterWords(ctx, e.params.filter);
      const whose = mine ? "your" : "your opponent's";
      const noun =
        n === 1 ? `${f.before}creature` : `${f.before === "" ? "creatures" : tagPluralOf(f.before)}`;
      const what = `${whose} last ${n === 1 ? "" : `${n} `}dead ${noun}${f.after}`;
      return mine ? `resurrect ${what}` : `resurrect ${what} for them`;
    }
    case "STEAL":
      return `take control of ${target}`;
    case "COUNTER":
      return "counter that spell";
  }
}

/** "Tank " → "Tanks" (a subtype before the noun, made the plural noun itself). */
const tagPluralOf = (before: string) => {
  const word = before.trim();
  return /^[A-Z]+$/.test(word) || /s$/.test(word) ? word : `${word}s`;
};

function conditionText(ctx: TextContext, c: Condition | null): string {
  if (!c) return "";
  const parts: string[] = [];
  if (c.ferveurCapAtLeast !== undefined) parts.push(`your Fervour cap is at least ${c.ferveurCapAtLeast}`);
  if (c.ferveurCapAtMost !== undefined) parts.push(`your Fervour cap is at most ${c.ferveurCapAtMost}`);
  if (c.controlsSubtype) parts.push(`you control another ${tagLabel(ctx, c.controlsSubtype)}`);
  return parts.length > 0 ? `if ${parts.join(" and ")}, ` : "";
}

const WHEN: Partial<Record<Trigger, string>> = {
  ON_TURN_START: "at the start of your turn, ",
  ON_TURN_END: "at the end of your turn, ",
  ON_DAMAGE_TAKEN: "when it takes damage, ",
  ON_ALLY_SUMMONED: "when another friendly creature arrives, ",
  ON_SPELL_CAST: "when you cast a spell, ",
  SECRET_ATTACK: "when an enemy creature attacks, ",
  SECRET_SPELL: "when your opponent casts a spell, ",
  SECRET_SUMMON: "when an enemy creature arrives, ",
};

/**
 * The trigger clause of an ability whose CAUSE the clause names, with what narrows it (as
 * `text.ts`'s): the arriving creature's tag, the attack's target, the CAUSE selector's filter
 * ("when an enemy creature costing 2 or less arrives, "). Null when the plain clause says it all.
 */
function namedWhen(ctx: TextContext, a: Ability, filter: SelectorFilter | undefined): string | null {
  const f = filterWords(ctx, filter);
  const rest = `${f.state}`;
  if (a.trigger === "ON_ALLY_SUMMONED") {
    const tag = a.condition?.summonedSubtype;
    if (tag !== undefined) return `when another ${rest}friendly ${tagLabel(ctx, tag)}${f.after} arrives, `;
    if (rest === "" && f.before === "" && f.after === "") return null;
    return `when another ${rest}friendly ${f.before}creature${f.after} arrives, `;
  }
  if (a.trigger === "SECRET_SUMMON") {
    if (rest === "" && f.before === "" && f.after === "") return null;
    return `when ${one(`${rest}enemy ${f.before}creature`, false)}${f.after} arrives, `;
  }
  if (a.trigger === "SECRET_ATTACK") {
    const on = a.condition?.attackTarget;
    if (on === undefined && rest === "" && f.before === "" && f.after === "") return null;
    const what = on === "HERO" ? " your hero" : on === "CREATURE" ? " one of your creatures" : "";
    return `when ${one(`${rest}enemy ${f.before}creature`, false)}${f.after} attacks${what}, `;
  }
  return null;
}

/**
 * One ability as printed, in two parts: `{trigger: "Battlecry", body: "deal 2 damage to an enemy
 * creature."}`; a spell's own effect has no trigger and a capitalised sentence; a `MANUAL`
 * ability with a cost reads "Activate (2 Fervour)".
 */
export function abilityTextEn(
  ctx: TextContext,
  a: Ability,
  cardType?: CardType,
): { trigger: string | null; body: string } {
  const all = [a as Effect, ...(a.then ?? [])];
  const named = namedWhen(ctx, a, all.find((e) => e.target.scope === "CAUSE")?.target.filter);
  const chosen = new Set<string>();
  const effects = all
    .map((e) => {
      // CAUSE is the creature the trigger names, so it always reads as "it".
      if (e.target.scope === "CAUSE") return effectTextEn(ctx, e, true);
      const pair = e.target.scope === "CHOSEN" ? `${e.target.side}:${e.target.kind}` : null;
      const again = pair !== null && chosen.has(pair);
      if (pair !== null) chosen.add(pair);
      return effectTextEn(ctx, e, again);
    })
    .join(", then ");
  const when = named ?? WHEN[a.trigger] ?? "";
  const body = `${when}${conditionText(ctx, a.condition)}${effects}.`;
  const sentence = body.charAt(0).toUpperCase() + body.slice(1);
  if (a.trigger === "ON_PLAY" && a.cost === undefined && cardType === "SPELL")
    return { trigger: null, body: sentence };
  const label =
    a.trigger === "MANUAL" && a.cost !== undefined
      ? `${triggerLabel(ctx, a.trigger)} (${a.cost} Fervour)`
      : triggerLabel(ctx, a.trigger);
  return { trigger: label, body };
}

/** A card's rules box in English, one paragraph per entry (keywords first), as `cardText`. */
export function cardTextEn(ctx: TextContext, card: TextCard): string[] {
  const paragraphs: string[] = [];
  // A Secret's ability already opens with "Secret:": the keyword is not printed twice.
  const keywords = (card.keywords ?? []).filter((k) => k !== "SECRET");
  if (keywords.length > 0) paragraphs.push(`${keywords.map((k) => keywordLabel(ctx, k)).join(". ")}.`);
  for (const a of card.abilities ?? []) {
    const t = abilityTextEn(ctx, a, card.type);
    paragraphs.push(t.trigger === null ? t.body : `${t.trigger}: ${t.body}`);
  }
  return paragraphs;
}
