import { defineMessages } from "../i18n/index.js";

/**
 * Words the TCG pages share: the reduce-animations setting and how a card is read aloud. The
 * card's own text (name, type line, rules, flavour) is game content and stays in French.
 */
export const tcgMessages = defineMessages({
  en: {
    reduceAnimations: "Reduce animations",
    motionAuto: (on: boolean) => `Auto (${on ? "on" : "system"})`,
    motionOn: "On",
    motionOff: "Off",
    cost: (n: number) => `cost ${n}`,
    stats: (atk: number, hp: number, maxHp: number | null) =>
      `attack ${atk}, health ${hp}${maxHp !== null && hp < maxHp ? ` of ${maxHp}` : ""}`,
    durability: (n: number) => `durability ${n}`,
    charges: (n: number) => `${n} charge${n === 1 ? "" : "s"}`,
    cardBack: "Card back",
    token: "Token",
  },
  fr: {
    reduceAnimations: "Réduire les animations",
    motionAuto: (on: boolean) => `Auto (${on ? "activé" : "système"})`,
    motionOn: "Oui",
    motionOff: "Non",
    cost: (n: number) => `coût ${n}`,
    stats: (atk: number, hp: number, maxHp: number | null) =>
      `attaque ${atk}, points de vie ${hp}${maxHp !== null && hp < maxHp ? ` sur ${maxHp}` : ""}`,
    durability: (n: number) => `durabilité ${n}`,
    charges: (n: number) => `${n} charge${n > 1 ? "s" : ""}`,
    cardBack: "Dos de carte",
    token: "Jeton",
  },
});

export type TcgMessages = (typeof tcgMessages)["en"];
