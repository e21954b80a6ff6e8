/**
 * The LGC TCG glossary, from taxonomy.json: each keyword (seed §5.2) and trigger (§5.3) under its
 * player-facing name ("Provocation", "Cri de guerre"), with its data id, what it does, and the
 * cards that carry it, so searching the site for a keyword lands on its definition.
 */
import { type Card, type Corpus, latestCards } from "@engines/lgc-tcg";
import { cardAnchor, escapeText } from "./cards.js";

function cardLinks(cards: readonly Card[], cardsRoute: string): string {
  if (cards.length === 0) return "No card of the corpus has it yet.";
  return `Cards: ${cards.map((c) => `[${escapeText(c.name)}](/${cardsRoute}#${cardAnchor(c.id)})`).join(", ")}.`;
}

/** The glossary page; `rules` is the engine's rules page (as a link). */
export function glossaryPage(corpus: Corpus, cardsRoute: string, rules: string | undefined): string {
  const cards = latestCards(corpus);
  const t = corpus.taxonomy;
  const out = [
    "---",
    'title: "LGC TCG keywords and triggers"',
    "---",
    "",
    "::: v-pre",
    "",
    "# LGC TCG keywords and triggers",
    "",
    `The names printed on the cards, from \`data/lgc-tcg/taxonomy.json\`, generated at each build.${rules ? ` How the engine applies them: [the rules](${rules}).` : ""}`,
    "",
    "## Keywords (seed §5.2)",
    "",
  ];
  for (const k of t.keywords) {
    out.push(`### ${escapeText(k.label)} {#keyword-${k.id.toLowerCase()}}`, "");
    // SECRET is a spell's keyword (Extension 1): no creature budget to take from.
    const cost =
      k.id === "SECRET"
        ? "a spell's keyword (Extension 1)"
        : `takes ${k.statCost} stat point${k.statCost === 1 ? "" : "s"} from a creature's budget (seed §9)`;
    out.push(`${escapeText(k.text)} Data id \`${k.id}\`; ${cost}.`, "");
    out.push(
      cardLinks(
        cards.filter((c) => (c.keywords as readonly string[]).includes(k.id)),
        cardsRoute,
      ),
      "",
    );
  }
  out.push("## Triggers (seed §5.3)", "");
  for (const trigger of t.triggers) {
    out.push(
      `### ${escapeText(trigger.label)} (\`${trigger.id}\`) {#trigger-${trigger.id.toLowerCase()}}`,
      "",
    );
    const carrying = cards.filter((c) => c.abilities.some((a) => a.trigger === trigger.id));
    out.push(cardLinks(carrying, cardsRoute), "");
  }
  out.push(":::", "");
  return out.join("\n");
}
