/**
 * A schema validator's sentence (ajv's English: "must be <= 10") said to a player in the page's
 * language: "At most 10." (issue 30). The validator's own words stay under a "Details"
 * disclosure for designers; an unknown sentence reads as "Not valid here."
 */
import { defineMessages } from "../i18n/index.js";

export const issueWords = defineMessages({
  en: {
    atMost: (n: string) => `At most ${n}.`,
    atLeast: (n: string) => `At least ${n}.`,
    whole: "A whole number is needed.",
    kind: "Not the right kind of value.",
    minChars: (n: string) => `At least ${n} character${n === "1" ? "" : "s"}.`,
    maxChars: (n: string) => `At most ${n} characters.`,
    minItems: (n: string) => `At least ${n} needed.`,
    maxItems: (n: string) => `At most ${n} allowed.`,
    required: "Required.",
    pattern: "Not in the expected form.",
    choices: "Not one of the allowed choices.",
    unknownField: "Not a field of this card.",
    twice: "Listed twice.",
    invalid: "Not valid here.",
    byCode: {
      "secret-cost":
        "A Secret costs 3 Fervour: what the opponent sees it spend must not tell one Secret from another.",
      "secret-trigger": "Only a Secret (a spell with the Secret keyword) goes off on the opponent's move.",
      faction: "A neutral card belongs to no class: tick Neutral alone, or the classes alone.",
      evolution: "A card cannot be an evolution of itself.",
    } as Readonly<Record<string, string>>,
  },
  fr: {
    atMost: (n: string) => `Au plus ${n}.`,
    atLeast: (n: string) => `Au moins ${n}.`,
    whole: "Il faut un nombre entier.",
    kind: "Pas le bon genre de valeur.",
    minChars: (n: string) => `Au moins ${n} caractère${n === "1" ? "" : "s"}.`,
    maxChars: (n: string) => `Au plus ${n} caractères.`,
    minItems: (n: string) => `Il en faut au moins ${n}.`,
    maxItems: (n: string) => `Au plus ${n}.`,
    required: "Obligatoire.",
    pattern: "Pas sous la forme attendue.",
    choices: "Pas un des choix permis.",
    unknownField: "Pas un champ de cette carte.",
    twice: "En double.",
    invalid: "Pas valide ici.",
    byCode: {
      "secret-cost":
        "Un Secret coûte 3 Ferveur : ce que l'adversaire lui voit dépenser ne doit pas distinguer un Secret d'un autre.",
      "secret-trigger":
        "Seul un Secret (un sort au mot-clé Secret) se déclenche sur un coup de l'adversaire.",
      faction: "Une carte neutre n'appartient à aucune classe : cochez Neutre seul, ou les classes seules.",
      evolution: "Une carte ne peut pas être une évolution d'elle-même.",
    } as Readonly<Record<string, string>>,
  },
});

type IssueWords = (typeof issueWords)["en"];

/**
 * A validator sentence in the player's words (see the module comment); `code`, a data library
 * check's issue code, picks its own sentence when the page has one.
 */
export function schemaSentence(message: string, w: IssueWords, code?: string): string {
  const byCode = code === undefined ? undefined : w.byCode[code];
  if (byCode !== undefined) return byCode;
  const number = (re: RegExp) => re.exec(message)?.[1];
  const rules: readonly (() => string | undefined)[] = [
    () => ((n) => n && w.atMost(n))(number(/must be <=? (\d+)/)),
    () => ((n) => n && w.atLeast(n))(number(/must be >=? (\d+)/)),
    () => (/must be integer/.test(message) ? w.whole : undefined),
    () => (/must be (?:string|number|boolean|array|object|null)/.test(message) ? w.kind : undefined),
    () => ((n) => n && w.minChars(n))(number(/must NOT have fewer than (\d+) characters/)),
    () => ((n) => n && w.maxChars(n))(number(/must NOT have more than (\d+) characters/)),
    () => ((n) => n && w.minItems(n))(number(/must NOT have fewer than (\d+) items/)),
    () => ((n) => n && w.maxItems(n))(number(/must NOT have more than (\d+) items/)),
    () => (/must have required property/.test(message) ? w.required : undefined),
    () => (/must match pattern/.test(message) ? w.pattern : undefined),
    () => (/allowed values|must be equal to constant/.test(message) ? w.choices : undefined),
    () => (/additional properties|not an allowed property/.test(message) ? w.unknownField : undefined),
    () => (/duplicate items/.test(message) ? w.twice : undefined),
  ];
  for (const rule of rules) {
    const said = rule();
    if (said) return said;
  }
  return w.invalid;
}
