/**
 * Card rules text generated from the ability data (seed §8.1): the abilities are the authority,
 * so the printed text is derived from them, never typed by hand. French, in the style of the
 * corpus's own `text` fields ("Cri de guerre : inflige 2 dégâts à une créature adverse.").
 * Wording only: nothing here decides what an ability does, and layout (wrapping, bold runs) is
 * the client's business. Shared by the web app and the CLI so every client prints the same text.
 */

import { abilityTextEn, cardTextEn, effectTextEn, selectorTextEn } from "./text-en.js";
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

export { keywordLabel, type TextContext, triggerLabel } from "./words.js";

/** What a card's text is made from: a corpus `Card`, an engine `CardDef` or a card face. */
export interface TextCard {
  readonly type: CardType;
  readonly keywords?: readonly CardKeyword[];
  readonly abilities?: readonly Ability[];
}

/** One ability's printed parts: the trigger's name (null for a spell's own effect) and its sentence. */
export interface AbilityText {
  readonly trigger: string | null;
  readonly body: string;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** A tag as a plural noun: "Tank" → "Tanks", "Haut Conseiller" → "Hauts Conseillers", "DPS" stays. */
function tagPlural(ctx: TextContext, tag: string): string {
  return tagLabel(ctx, tag)
    .split(" ")
    .map((w) => (/^[A-Z]+$/.test(w) || /[sxz]$/.test(w) ? w : `${w}s`))
    .join(" ");
}

function filterText(ctx: TextContext, f: SelectorFilter | undefined, many: boolean): string {
  if (!f) return "";
  const parts: string[] = [];
  if (f.damaged === true) parts.push(many ? "blessées" : "blessée");
  if (f.damaged === false) parts.push(many ? "intactes" : "intacte");
  if (f.hasKeyword) parts.push(`avec ${keywordLabel(ctx, f.hasKeyword)}`);
  if (f.hasSubtype) parts.push(`${tagLabel(ctx, f.hasSubtype)}`);
  if (f.costMin !== undefined && f.costMax !== undefined)
    parts.push(f.costMin === f.costMax ? `de coût ${f.costMin}` : `de coût ${f.costMin} à ${f.costMax}`);
  else if (f.costMin !== undefined) parts.push(`de coût ${f.costMin} ou plus`);
  else if (f.costMax !== undefined) parts.push(`de coût ${f.costMax} ou moins`);
  if (f.type) {
    parts.push(`(${typeLabel(ctx, f.type).toLowerCase()})`);
  }
  return parts.length > 0 ? ` ${parts.join(" ")}` : "";
}

const NOUN: Record<Selector["kind"], [string, string]> = {
  CREATURE: ["créature", "créatures"],
  HERO: ["héros", "héros"],
  PERMANENT: ["permanent", "permanents"],
  CARD_IN_HAND: ["carte", "cartes"],
  ANY: ["personnage", "personnages"],
};
const MASC: Record<Selector["kind"], boolean> = {
  CREATURE: false,
  HERO: true,
  PERMANENT: true,
  CARD_IN_HAND: false,
  ANY: true,
};

function sideAdj(side: Selector["side"], many: boolean, masc: boolean): string {
  if (side === "ENEMY") return many ? " adverses" : " adverse";
  if (side === "ALLY") return many ? (masc ? " alliés" : " alliées") : masc ? " allié" : " alliée";
  return "";
}

/**
 * The noun phrase for a selector (§8.3): "une créature adverse", "vos autres créatures avec
 * Provocation", "le héros adverse".
 */
export function selectorText(ctx: TextContext, s: Selector): string {
  if (ctx.language === "en") return selectorTextEn(ctx, s);
  const [one, many] = NOUN[s.kind];
  const masc = MASC[s.kind];
  if (s.scope === "SELF") return s.kind === "PERMANENT" ? "ce permanent" : "cette créature";
  // The creature the trigger's own words name ("quand une autre créature alliée arrive, elle…").
  if (s.scope === "CAUSE") return "elle";
  if (s.kind === "HERO" && s.scope !== "RANDOM") {
    if (s.side === "ALLY") return "votre héros";
    if (s.side === "ENEMY") return "le héros adverse";
    return s.scope === "CHOSEN" ? "un héros" : "chaque héros";
  }
  if (s.kind === "CARD_IN_HAND") {
    const whose = s.side === "ENEMY" ? "de la main adverse" : "de votre main";
    const n = s.count ?? 1;
    if (s.scope === "RANDOM")
      return `${n === 1 ? "une carte" : `${n} cartes`} au hasard${filterText(ctx, s.filter, n > 1)} ${whose}`;
    if (s.scope === "ALL") return `toutes les cartes${filterText(ctx, s.filter, true)} ${whose}`;
    return `une carte${filterText(ctx, s.filter, false)} ${whose}`;
  }
  const other = s.excludeSelf ? "autre " : "";
  const others = s.excludeSelf ? "autres " : "";
  const n = s.count ?? 1;
  // "Vos autres Soigneurs…" (§6.2): a creature subtype names the creatures itself.
  const tag = s.filter?.hasSubtype;
  if (s.kind === "CREATURE" && s.scope === "ALL" && tag !== undefined && s.side !== "ANY") {
    const rest = filterText(ctx, { ...s.filter, hasSubtype: undefined }, true);
    return s.side === "ALLY"
      ? `vos ${others}${tagPlural(ctx, tag)}${rest}`
      : `tous les ${others}${tagPlural(ctx, tag)} adverses${rest}`;
  }
  switch (s.scope) {
    case "CHOSEN":
      return `${masc ? "un" : "une"} ${other}${one}${sideAdj(s.side, false, masc)}${filterText(ctx, s.filter, false)}`;
    case "ALL":
      if (s.side === "ALLY") return `vos ${others}${many}${filterText(ctx, s.filter, true)}`;
      return `tous les ${others}${many}${sideAdj(s.side, true, masc)}${filterText(ctx, s.filter, true)}`.replace(
        /^tous les (\S*?)(créatures)/,
        "toutes les $1$2",
      );
    case "RANDOM":
      return n === 1
        ? `${masc ? "un" : "une"} ${other}${one}${sideAdj(s.side, false, masc)}${filterText(ctx, s.filter, false)} au hasard`
        : `${n} ${others}${many}${sideAdj(s.side, true, masc)}${filterText(ctx, s.filter, true)} au hasard`;
    case "LOWEST_HP":
      return n === 1
        ? `${masc ? "le" : "la"} ${one}${sideAdj(s.side, false, masc)}${filterText(ctx, s.filter, false)} qui a le moins de PV`
        : `les ${n} ${many}${sideAdj(s.side, true, masc)}${filterText(ctx, s.filter, true)} qui ont le moins de PV`;
    case "HIGHEST_ATK":
      return n === 1
        ? `${masc ? "le" : "la"} ${one}${sideAdj(s.side, false, masc)}${filterText(ctx, s.filter, false)} qui a le plus d'ATK`
        : `les ${n} ${many}${sideAdj(s.side, true, masc)}${filterText(ctx, s.filter, true)} qui ont le plus d'ATK`;
  }
}

const isMany = (s: Selector) =>
  s.scope === "ALL" ||
  ((s.scope === "RANDOM" || s.scope === "LOWEST_HP" || s.scope === "HIGHEST_ATK") && (s.count ?? 1) > 1);

function tokenText(ctx: TextContext, id: string): string {
  const t = ctx.tokens[id];
  if (!t) return id;
  const kws = t.keywords.map((k) => keywordLabel(ctx, k));
  return `${tokenName(ctx, id)} ${t.atk}/${t.hp}${kws.length > 0 ? ` avec ${kws.join(" et ")}` : ""}`;
}

const cards = (n: number) => (n === 1 ? "une carte" : `${n} cartes`);

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** "à" before a noun phrase, contracted as French requires: "au héros", "aux créatures". */
const toTarget = (t: string) =>
  t.startsWith("le ") ? `au ${t.slice(3)}` : t.startsWith("les ") ? `aux ${t.slice(4)}` : `à ${t}`;

/** A stat change in words: "+1/+1", "+1 ATK", "perd 2 ATK" (verb included). */
function statChange(atk: number, hp: number, many: boolean): string {
  const gain = many ? "gagnent" : "gagne";
  const lose = many ? "perdent" : "perd";
  if (hp === 0 && atk !== 0) return atk > 0 ? `${gain} +${atk} ATK` : `${lose} ${-atk} ATK`;
  if (atk === 0 && hp !== 0) return hp > 0 ? `${gain} +${hp} PV` : `${lose} ${-hp} PV`;
  return `${gain} ${signed(atk)}/${signed(hp)}`;
}

// Pronouns for a target already named by an earlier effect of the ability (§1.1: one choice).
function againText(ctx: TextContext, e: Effect, masc = MASC[e.target.kind]): string | null {
  const fem = !masc;
  const obj = fem ? "la" : "le";
  switch (e.action) {
    case "DEAL_DAMAGE":
      return `lui inflige ${e.params.amount} ${plural(e.params.amount, "dégât", "dégâts")}`;
    case "HEAL":
      return `lui rend ${e.params.amount} PV`;
    case "DESTROY":
      return `${obj} détruit`;
    case "SILENCE":
      return `${obj} réduit au silence`;
    case "BOUNCE":
      return `${obj} renvoie dans la main de son propriétaire`;
    case "TRANSFORM":
      return `${obj} transforme en ${tokenText(ctx, e.params.token)}`;
    case "STEAL":
      return "en prend le contrôle";
    default:
      return null;
  }
}

/**
 * One effect as a sentence fragment, no capital and no final period ("inflige 2 dégâts à …").
 * `again`: its target is the one an earlier effect of the same ability chose (§1.1), so it is
 * named by a pronoun ("puis elle gagne Bouclier", "puis lui inflige 2 dégâts").
 */
export function effectText(ctx: TextContext, e: Effect, again = false, masc = MASC[e.target.kind]): string {
  if (ctx.language === "en") return effectTextEn(ctx, e, again);
  if (again) {
    const text = againText(ctx, e, masc);
    if (text !== null) return text;
  }
  const target = again ? (masc ? "il" : "elle") : selectorText(ctx, e.target);
  const mine = e.target.side === "ALLY" || e.target.side === "SELF";
  const many = isMany(e.target);
  const turn = (d: "PERMANENT" | "TURN") => (d === "TURN" ? " ce tour" : "");
  switch (e.action) {
    case "DEAL_DAMAGE":
      return `inflige ${e.params.amount} ${plural(e.params.amount, "dégât", "dégâts")} ${toTarget(target)}`;
    case "HEAL":
      return `rend ${e.params.amount} PV ${toTarget(target)}`;
    case "GAIN_ARMOR":
      return mine
        ? `votre héros gagne ${e.params.amount} Armure`
        : `${target} gagne ${e.params.amount} Armure`;
    case "DRAW":
      return mine ? `piochez ${cards(e.params.count)}` : `votre adversaire pioche ${cards(e.params.count)}`;
    case "DISCARD":
      return `défaussez ${target}`;
    case "SUMMON": {
      const p = e.params;
      const where = mine ? "" : " pour votre adversaire";
      if ("token" in p)
        return `invoque ${p.count === 1 ? "un" : `${p.count} ×`} ${tokenText(ctx, p.token)}${where}`;
      return `invoque ${p.count === 1 ? "un jeton" : `${p.count} jetons`} au hasard parmi : ${p.randomFrom
        .map((t) => tokenName(ctx, t))
        .join(", ")}${where}`;
    }
    case "DESTROY":
      return `détruit ${target}`;
    case "BUFF": {
      const p = e.params;
      const change = `${statChange(p.atk, p.hp, many)}${turn(p.duration)}`;
      return e.target.scope === "SELF" ? change : `${target} ${change}`;
    }
    case "SET_STATS": {
      const p = e.params;
      if (p.atk !== undefined && p.hp !== undefined)
        return `${target} ${many ? "deviennent" : "devient"} ${p.atk}/${p.hp}`;
      const stats = p.atk !== undefined ? `${p.atk} ATK` : `${p.hp} PV`;
      return `${target} ${many ? "passent" : "passe"} à ${stats}`;
    }
    case "GRANT_KEYWORD": {
      const verb = many ? "gagnent" : "gagne";
      const kw = keywordLabel(ctx, e.params.keyword);
      if (e.target.scope === "SELF") return `${verb} ${kw}${turn(e.params.duration)}`;
      return `${target} ${verb} ${kw}${turn(e.params.duration)}`;
    }
    case "SILENCE":
      return `réduit au silence ${target}`;
    case "BOUNCE":
      return `renvoie ${target} dans la main de son propriétaire`;
    case "TRANSFORM":
      return e.target.scope === "SELF"
        ? `se transforme en ${tokenText(ctx, e.params.token)}`
        : `transforme ${target} en ${tokenText(ctx, e.params.token)}`;
    case "COPY":
      return `ajoute à votre main une copie ${/^[aeiouyéh]/i.test(target) ? "d'" : "de "}${target}`;
    case "GAIN_MANA":
      return e.params.pool === "CAP"
        ? `${mine ? "votre" : "le"} plafond de Ferveur${mine ? "" : " adverse"} gagne ${e.params.amount}`
        : `gagnez ${e.params.amount} Ferveur ce tour`;
    case "TUTOR": {
      const n = e.params.count;
      const f = e.params.filter;
      // "une créature de coût 3 ou moins" rather than "une carte (créature)".
      const kind = f?.type ? typeLabel(ctx, f.type).toLowerCase() : "carte";
      const noun =
        n === 1 ? `${kind === "sort" || kind === "permanent" ? "un" : "une"} ${kind}` : `${n} ${kind}s`;
      const rest = f ? filterText(ctx, { ...f, type: undefined }, n > 1) : "";
      return `cherchez dans votre deck ${noun}${rest}`;
    }
    case "RESURRECT": {
      const n = e.params.count;
      const what = n === 1 ? "votre dernière créature morte" : `vos ${n} dernières créatures mortes`;
      const rest = filterText(ctx, e.params.filter, n > 1);
      return mine
        ? `ranime ${what}${rest}`
        : `ranime pour votre adversaire ${n === 1 ? "sa dernière créature morte" : `ses ${n} dernières créatures mortes`}${rest}`;
    }
    case "STEAL":
      return `prend le contrôle ${ofTarget(target)}`;
    case "COUNTER":
      return "contre ce sort";
  }
}

/** "de" before a noun phrase, contracted and elided: "du héros", "des créatures", "d'une créature". */
const ofTarget = (t: string) =>
  t.startsWith("le ")
    ? `du ${t.slice(3)}`
    : t.startsWith("les ")
      ? `des ${t.slice(4)}`
      : /^[aeiouyéh]/i.test(t)
        ? `d'${t}`
        : `de ${t}`;

function conditionText(ctx: TextContext, c: Condition | null): string {
  if (!c) return "";
  const parts: string[] = [];
  if (c.ferveurCapAtLeast !== undefined)
    parts.push(`votre plafond de Ferveur est d'au moins ${c.ferveurCapAtLeast}`);
  if (c.ferveurCapAtMost !== undefined)
    parts.push(`votre plafond de Ferveur est d'au plus ${c.ferveurCapAtMost}`);
  if (c.controlsSubtype) parts.push(`vous contrôlez un autre ${tagLabel(ctx, c.controlsSubtype)}`);
  return parts.length > 0 ? `si ${parts.join(" et ")}, ` : "";
}

const WHEN: Partial<Record<Trigger, string>> = {
  ON_TURN_START: "au début de votre tour, ",
  ON_TURN_END: "à la fin de votre tour, ",
  ON_DAMAGE_TAKEN: "quand elle subit des dégâts, ",
  ON_ALLY_SUMMONED: "quand une autre créature alliée arrive, ",
  ON_SPELL_CAST: "quand vous lancez un sort, ",
  SECRET_ATTACK: "quand une créature adverse attaque, ",
  SECRET_SPELL: "quand votre adversaire lance un sort, ",
  SECRET_SUMMON: "quand une créature adverse arrive, ",
};

/**
 * The trigger clause of an ability whose CAUSE the clause names, with what narrows it: the
 * arriving creature's tag (summonedSubtype), the attack's target (attackTarget), the CAUSE
 * selector's filter ("quand une créature adverse de coût 2 ou moins arrive, "). Null when the
 * plain clause says it all. `masc`: the clause's creature is named by a masculine noun.
 */
function namedWhen(
  ctx: TextContext,
  a: Ability,
  filter: SelectorFilter | undefined,
): { text: string; masc: boolean } | null {
  const rest = filterText(ctx, filter, false);
  if (a.trigger === "ON_ALLY_SUMMONED") {
    const tag = a.condition?.summonedSubtype;
    if (tag !== undefined)
      return { text: `quand un autre ${tagLabel(ctx, tag)} allié${rest} arrive, `, masc: true };
    return rest === "" ? null : { text: `quand une autre créature alliée${rest} arrive, `, masc: false };
  }
  if (a.trigger === "SECRET_SUMMON")
    return rest === "" ? null : { text: `quand une créature adverse${rest} arrive, `, masc: false };
  if (a.trigger === "SECRET_ATTACK") {
    const on = a.condition?.attackTarget;
    if (on === undefined && rest === "") return null;
    const what = on === "HERO" ? " votre héros" : on === "CREATURE" ? " une de vos créatures" : "";
    return { text: `quand une créature adverse${rest} attaque${what}, `, masc: false };
  }
  return null;
}

/**
 * One ability as printed, in two parts so a client can set the trigger's name apart (bold):
 * `{trigger: "Cri de guerre", body: "inflige 2 dégâts à une créature adverse."}`. A spell's
 * `ON_PLAY` (pass `cardType: "SPELL"`) is simply what the spell does: `trigger` is null and the
 * body a capitalised sentence. A `MANUAL` ability with a cost reads "Activable (2 Ferveur)".
 */
export function abilityText(ctx: TextContext, a: Ability, cardType?: CardType): AbilityText {
  if (ctx.language === "en") return abilityTextEn(ctx, a, cardType);
  const all = [a as Effect, ...(a.then ?? [])];
  // A clause naming the arriving or attacking creature (its tag, its filter, the attack's target):
  // "quand un autre Disciple allié arrive", "quand une créature adverse de coût 2 ou moins arrive".
  const named = namedWhen(ctx, a, all.find((e) => e.target.scope === "CAUSE")?.target.filter);
  const chosen = new Set<string>();
  const effects = all
    .map((e) => {
      const pair = e.target.scope === "CHOSEN" ? `${e.target.side}:${e.target.kind}` : null;
      // CAUSE is the creature the trigger names, so it always reads as a pronoun.
      if (e.target.scope === "CAUSE") return effectText(ctx, e, true, named?.masc ?? false);
      const again = pair !== null && chosen.has(pair);
      if (pair !== null) chosen.add(pair);
      return effectText(ctx, e, again);
    })
    .join(", puis ");
  const when = named?.text ?? WHEN[a.trigger] ?? "";
  const body = `${when}${conditionText(ctx, a.condition)}${effects}.`;
  const sentence = body.charAt(0).toUpperCase() + body.slice(1);
  // A spell's ON_PLAY is simply what it does: no "Cri de guerre" label (§5.1).
  if (a.trigger === "ON_PLAY" && a.cost === undefined && cardType === "SPELL")
    return { trigger: null, body: sentence };
  const label =
    a.trigger === "MANUAL" && a.cost !== undefined
      ? `${triggerLabel(ctx, a.trigger)} (${a.cost} Ferveur)`
      : triggerLabel(ctx, a.trigger);
  return { trigger: label, body };
}

/**
 * A card's rules box as plain text, one paragraph per entry: the keywords first
 * ("Provocation. Fougue."), then each ability ("Râle d'agonie : invoque 2 × Add oublié 1/1.").
 * A vanilla card has none. Flavour text is not rules text and is left out.
 */
export function cardText(ctx: TextContext, card: TextCard): string[] {
  if (ctx.language === "en") return cardTextEn(ctx, card);
  const paragraphs: string[] = [];
  // A Secret's ability already opens with "Secret :": the keyword is not printed twice.
  const keywords = (card.keywords ?? []).filter((k) => k !== "SECRET");
  if (keywords.length > 0) paragraphs.push(`${keywords.map((k) => keywordLabel(ctx, k)).join(". ")}.`);
  for (const a of card.abilities ?? []) {
    const t = abilityText(ctx, a, card.type);
    paragraphs.push(t.trigger === null ? t.body : `${t.trigger} : ${t.body}`);
  }
  return paragraphs;
}
