/**
 * Card text generated from the ability data (src/data/text.ts): sentences worked out by hand from
 * the cards' abilities, and the whole corpus checked for a trigger name on every non-spell ability.
 */
import { describe, expect, test } from "vitest";
import {
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
        // A spell's sentence stands alone (capitalised); an ability's follows its trigger's name.
        if (c.type === "SPELL") {
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
        if (c.type === "SPELL") expect(t.body).toMatch(/^[A-Z0-9].*\.$/u);
        else {
          expect(names.has(t.trigger!.replace(/ \(\d+ Fervour\)$/, "")), c.id).toBe(true);
          expect(t.body).toMatch(/^[a-z].*\.$/u);
        }
      }
  });
});
