/**
 * Card text generated from the ability data (src/data/text.ts): sentences worked out by hand from
 * the cards' abilities, and the whole corpus checked for a trigger name on every non-spell ability.
 */
import { describe, expect, test } from "vitest";
import {
  type Ability,
  abilityText,
  type Card,
  cardText,
  latestCards,
  launchCorpus,
  type TextContext,
} from "../src/index.js";

const corpus = launchCorpus();
// A corpus carries the taxonomy and the tokens: it is a text context as it stands.
const ctx: TextContext = corpus;

const card = (id: string): Card => {
  const c = latestCards(corpus).find((x) => x.id === id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};

const printed = (id: string): string => cardText(ctx, card(id)).join(" | ");

describe("generated card text", () => {
  test.each([
    // ON_ATTACK, 1 damage to ENEMY HERO ALL: "à" + "le héros" contracts to "au héros".
    ["crea_chevaucheur_de_raptor", "Assaut : inflige 1 dégât au héros adverse."],
    // ON_DAMAGE_TAKEN, BUFF SELF +1/+0 PERMANENT.
    ["crea_troll_rancunier", "Riposte : quand elle subit des dégâts, gagne +1 ATK."],
    // ON_PLAY, BUFF ENEMY CREATURE HIGHEST_ATK −2/+0 TURN.
    ["crea_intendant_du_hall", "Cri de guerre : la créature adverse qui a le plus d'ATK perd 2 ATK ce tour."],
    // ON_DEATH, SUMMON 2 × tok_add (Add oublié 1/1); TAUNT printed first.
    ["crea_boss_du_mardi_soir", "Provocation. | Râle d'agonie : invoque 2 × Add oublié 1/1."],
    // MANUAL with cost 2.
    ["crea_ingenieur_gnome", "Activable (2 Ferveur) : inflige 1 dégât à une créature adverse."],
    // A spell's ON_PLAY has no trigger name; SET_STATS 1/1 on a chosen enemy creature.
    ["sort_retrogradation", "Une créature adverse devient 1/1."],
    // TUTOR count 1 with filter {type: CREATURE, costMax: 3}.
    ["sort_recrutement_cible", "Cherchez dans votre deck une créature de coût 3 ou moins."],
    // Two effects of one ability ("then").
    ["sort_motion_de_censure", "Inflige 5 dégâts à une créature adverse, puis piochez une carte."],
    // Two keywords share one paragraph, in the card's order: TAUNT, STEALTH.
    ["crea_colosse_des_profondeurs", "Provocation. Furtif."],
  ])("%s", (id, text) => {
    expect(printed(id)).toBe(text);
  });

  test("a vanilla creature has no rules text", () => {
    expect(cardText(ctx, card("crea_sanglier_des_pres"))).toEqual([]);
  });

  test("every non-spell ability of the corpus is printed with its trigger's player name", () => {
    const names = new Set(corpus.taxonomy.triggers.map((t) => t.label));
    for (const c of Object.values(corpus.cards))
      for (const a of c.abilities) {
        const t = abilityText(ctx, a, c.type);
        // A spell's sentence stands alone (capitalised); an ability's follows its trigger's name
        // (a Secret's too: « Secret : quand… »).
        if (c.type === "SPELL" && !(c.keywords as readonly string[]).includes("SECRET")) {
          expect(t.trigger).toBeNull();
          expect(t.body).toMatch(/^[A-ZÀ-Ý0-9].*\.$/u);
        } else {
          expect(names.has(t.trigger!.replace(/ \(\d+ Ferveur\)$/, ""))).toBe(true);
          expect(t.body).toMatch(/^[a-zà-ý].*\.$/u);
        }
      }
  });

  test("hero powers read from heroes.json too", () => {
    const warrior = corpus.heroes.WARRIOR.power.abilities[0]!;
    expect(abilityText(ctx, warrior)).toEqual({
      trigger: "Activable",
      body: "votre héros gagne 2 Armure.",
    });
  });

  test("the class mechanics of §11.2 read as the cards will print them", () => {
    const hero = { side: "ALLY", kind: "HERO", scope: "ALL" } as const;
    const spell = (abilities: readonly Ability[]) => cardText(ctx, { type: "SPELL", abilities });
    const ability = (rest: object): Ability => ({ trigger: "ON_PLAY", condition: null, ...rest }) as Ability;
    expect(spell([ability({ action: "RESURRECT", target: hero, params: { count: 1 } })])).toEqual([
      "Ranime votre dernière créature morte.",
    ]);
    expect(
      spell([ability({ action: "RESURRECT", target: hero, params: { count: 2, filter: { costMax: 3 } } })]),
    ).toEqual(["Ranime vos 2 dernières créatures mortes de coût 3 ou moins."]);
    expect(
      spell([
        ability({
          action: "STEAL",
          target: { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" },
          params: {},
        }),
      ]),
    ).toEqual(["Prend le contrôle d'une créature adverse."]);
    expect(
      spell([
        ability({
          action: "STEAL",
          target: { side: "ENEMY", kind: "CREATURE", scope: "HIGHEST_ATK" },
          params: {},
        }),
      ]),
    ).toEqual(["Prend le contrôle de la créature adverse qui a le plus d'ATK."]);
    // Scope CAUSE is the creature the trigger names: a pronoun.
    const camaraderie = (rest: object): string[] =>
      cardText(ctx, {
        type: "CREATURE",
        abilities: [{ trigger: "ON_ALLY_SUMMONED", condition: null, ...rest } as Ability],
      });
    const newcomer = { side: "ALLY", kind: "CREATURE", scope: "CAUSE" } as const;
    expect(
      camaraderie({ action: "BUFF", target: newcomer, params: { atk: 1, hp: 1, duration: "PERMANENT" } }),
    ).toEqual(["Camaraderie : quand une autre créature alliée arrive, elle gagne +1/+1."]);
    expect(
      camaraderie({
        action: "GRANT_KEYWORD",
        target: newcomer,
        params: { keyword: "TAUNT", duration: "PERMANENT" },
      }),
    ).toEqual(["Camaraderie : quand une autre créature alliée arrive, elle gagne Provocation."]);
  });

  test("a Secret prints its trigger's clause after « Secret », once (§5.2)", () => {
    const secret = (rest: object): string[] =>
      cardText(ctx, {
        type: "SPELL",
        keywords: ["SECRET"],
        abilities: [{ condition: null, ...rest } as Ability],
      });
    const attacker = { side: "ENEMY", kind: "CREATURE", scope: "CAUSE" } as const;
    expect(
      secret({ trigger: "SECRET_ATTACK", action: "DEAL_DAMAGE", target: attacker, params: { amount: 3 } }),
    ).toEqual(["Secret : quand une créature adverse attaque, lui inflige 3 dégâts."]);
    expect(
      secret({
        trigger: "SECRET_ATTACK",
        condition: { attackTarget: "HERO" },
        action: "GAIN_ARMOR",
        target: { side: "ALLY", kind: "HERO", scope: "ALL" },
        params: { amount: 5 },
      }),
    ).toEqual(["Secret : quand une créature adverse attaque votre héros, votre héros gagne 5 Armure."]);
    expect(
      secret({
        trigger: "SECRET_SPELL",
        action: "COUNTER",
        target: { side: "ENEMY", kind: "HERO", scope: "ALL" },
        params: {},
      }),
    ).toEqual(["Secret : quand votre adversaire lance un sort, contre ce sort."]);
    expect(
      secret({
        trigger: "SECRET_SUMMON",
        action: "TRANSFORM",
        target: attacker,
        params: { token: "tok_disciple" },
      }),
    ).toEqual(["Secret : quand une créature adverse arrive, la transforme en Disciple 1/1."]);
  });
});
