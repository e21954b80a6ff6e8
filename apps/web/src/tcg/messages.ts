import { defineMessages } from "../i18n/index.js";

/**
 * Words the TCG pages share: the reduce-animations setting, how a card is read aloud and the
 * words printed on a card's frame. The card's own words (name, type line, rules, flavour) come
 * from the data in the interface's language (`useTextContext`, `faceIn`: issue 30).
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
    costGem: (n: number) => `Cost ${n}`,
    attackGem: (n: number) => `Attack ${n}`,
    healthGem: (n: number) => `Health ${n}`,
    durabilityGem: (n: number) => `Durability ${n}`,
    chargesGem: (n: number) => `${n} charge${n === 1 ? "" : "s"}`,
    durabilityWord: "durability",
    chargesWord: "charges",
    details: "Details",
    issueFallback: "This is not allowed here.",
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
    costGem: (n: number) => `Coût ${n}`,
    attackGem: (n: number) => `Attaque ${n}`,
    healthGem: (n: number) => `Points de vie ${n}`,
    durabilityGem: (n: number) => `Durabilité ${n}`,
    chargesGem: (n: number) => `${n} charge${n > 1 ? "s" : ""}`,
    durabilityWord: "durabilité",
    chargesWord: "charges",
    details: "Détails",
    issueFallback: "Ceci n'est pas permis ici.",
  },
});

export type TcgMessages = (typeof tcgMessages)["en"];
