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

describe("generated card text in English (issue 30)", () => {
  const en: TextContext = { ...corpus, language: "en" };
  const english = (id: string): string => cardText(en, card(id)).join(" | ");

  test.each([
    // The same abilities as the French cases above, in the taxonomy's English labels.
    ["crea_chevaucheur_de_raptor", "Assault: deal 1 damage to the enemy hero."],
    ["crea_troll_rancunier", "Riposte: when it takes damage, gain +1 Attack."],
    [
      "crea_intendant_du_hall",
      "Battlecry: the enemy creature with the highest Attack loses 2 Attack this turn.",
    ],
    ["crea_boss_du_mardi_soir", "Taunt. | Deathrattle: summon 2 × Forgotten Add 1/1."],
    ["crea_ingenieur_gnome", "Activate (2 Fervour): deal 1 damage to an enemy creature."],
    ["sort_retrogradation", "An enemy creature becomes 1/1."],
    ["sort_recrutement_cible", "Search your deck for a creature costing 3 or less."],
    ["sort_motion_de_censure", "Deal 5 damage to an enemy creature, then draw a card."],
    ["crea_colosse_des_profondeurs", "Taunt. Stealth."],
    // English adjective order: state, side, noun ("a random damaged friendly creature").
    [
      "crea_soigneuse_de_garde",
      "Ritual: at the end of your turn, restore 1 Health to a random damaged friendly creature.",
    ],
    [
      "crea_maitre_du_butin",
      "Ritual: at the end of your turn, another random friendly creature gains +1/+1.",
    ],
    // A second effect on the chosen target says "it" (§1.1: one choice per ability).
    ["sort_promotion_au_merite", "A friendly creature gains +4/+4, then it gains Divine Shield."],
    // Tokens by their English names, with "a"/"an".
    ["perm_hall_de_la_guilde", "Ritual: at the end of your turn, summon a Hall Guard 2/2 with Taunt."],
    ["crea_oeuf_de_la_mascotte", "Ritual: at the start of your turn, transform into an Unruly Whelp 4/4."],
    ["crea_secretaire_particulier", "Camaraderie: when another friendly Councillor arrives, draw a card."],
  ])("%s", (id, text) => {
    expect(english(id)).toBe(text);
  });

  test.each([
    // Extension 1's class mechanics (§11.2) and Secrets (§5.2), read as the French cases above.
    ["sort_resurrection_administrative", "Resurrect your last dead creature."],
    ["sort_veillee_funebre", "Resurrect your last 2 dead creatures."],
    ["crea_acolyte_de_la_veillee", "Deathrattle: resurrect your last dead creature costing 2 or less."],
    ["sort_persuasion", "Take control of an enemy creature costing 2 or less."],
    ["crea_haute_pretresse", "Battlecry: take control of the enemy creature with the highest Attack."],
    [
      "crea_prestidigitateur",
      "Battlecry: add a copy of a random card from your opponent's hand to your hand.",
    ],
    ["crea_tresorier_sulfureux", "Battlecry: your Fervour cap gains 1, then deal 3 damage to your hero."],
    // Scope CAUSE is the creature the trigger names: "it".
    ["crea_sacristain", "Camaraderie: when another friendly Healer arrives, it gains +1/+1."],
    // A Secret prints its keyword once, as the trigger's name, and names what it answers.
    ["sort_contre_motion", "Secret: when your opponent casts a spell, counter that spell."],
    ["sort_conversion", "Secret: when an enemy creature costing 2 or less arrives, take control of it."],
    [
      "sort_renvoi_en_grenouille",
      "Secret: when an enemy creature arrives, transform it into a Quorum Frog 1/1.",
    ],
    [
      "sort_piege_de_la_cave",
      "Secret: when an enemy creature attacks your hero, summon 2 × Infernal Guardian 2/2 with Taunt.",
    ],
  ])("%s", (id, text) => {
    expect(english(id)).toBe(text);
  });

  test("a resurrection for the opponent, and of several creatures of a tag, in English", () => {
    const spell = (params: object, side: "ALLY" | "ENEMY") =>
      cardText(en, {
        type: "SPELL",
        abilities: [
          {
            trigger: "ON_PLAY",
            condition: null,
            action: "RESURRECT",
            target: { side, kind: "HERO", scope: "ALL" },
            params,
          } as never,
        ],
      });
    expect(spell({ count: 1 }, "ENEMY")).toEqual(["Resurrect your opponent's last dead creature for them."]);
    expect(spell({ count: 2, filter: { hasSubtype: "TANK", costMax: 3 } }, "ALLY")).toEqual([
      "Resurrect your last 2 dead Tanks costing 3 or less.",
    ]);
  });

  test("a card's English text is the generated one wherever its French text is the generated French", () => {
    for (const c of Object.values(corpus.cards)) {
      if (c.text === undefined || c.text !== cardText(ctx, c).join(" ")) continue;
      expect(c.i18n?.en?.text, c.id).toBe(cardText(en, c).join(" "));
    }
  });

  test("every non-spell ability is printed with its trigger's English name", () => {
    const names = new Set(corpus.taxonomy.triggers.map((t) => t.i18n!.en!.label));
    for (const c of Object.values(corpus.cards))
      for (const a of c.abilities) {
        const t = abilityText(en, a, c.type);
        // A Secret's sentence follows its trigger's name, as in French ("Secret: when…").
        if (c.type === "SPELL" && !(c.keywords as readonly string[]).includes("SECRET"))
          expect(t.body).toMatch(/^[A-Z0-9].*\.$/u);
        else {
          expect(names.has(t.trigger!.replace(/ \(\d+ Fervour\)$/, "")), c.id).toBe(true);
          expect(t.body).toMatch(/^[a-z].*\.$/u);
        }
      }
  });
});
