/**
 * The LGC TCG card list, from the corpus as the data library loads it (data/lgc-tcg): one section
 * per card (its name is the heading, so the site search finds it), with its cost, stats, rarity,
 * collector number, rules text generated from its abilities by the data library's `cardText`, its
 * version history, the history of its member (`evolutionOf`, seed §6.3) and links to the web app.
 */
import { type Card, type Corpus, cardText, cardVersions, latestCards } from "@engines/lgc-tcg";

/** The anchor of a card's section: its id ("crea_gorak_forgeron"). */
export const cardAnchor = (id: string): string => id.replace(/[^\w-]/g, "-");

/** Markdown-escapes text from the data (names, flavour): none of it is markup. */
export const escapeText = (s: string): string => s.replace(/[\\`*_{}[\]<>()#+!|~]/g, (c) => `\\${c}`);
const text = escapeText;

const label = <T extends string>(
  list: readonly { readonly id: T; readonly label: string }[],
  id: T,
): string => list.find((x) => x.id === id)?.label ?? id;

/** "PVB-011": the set code and the collector number as printed. */
export const collectorCode = (card: Card): string =>
  `${card.setCode}-${String(card.collectorNumber).padStart(3, "0")}`;

/** One line of facts: type, rarity, cost, stats, rank and subtypes. */
function facts(corpus: Corpus, card: Card): string {
  const t = corpus.taxonomy;
  const parts = [label(t.types, card.type), label(t.rarities, card.rarity), `${card.cost} Ferveur`];
  if (card.type === "CREATURE") parts.push(`${card.atk ?? 0}/${card.hp ?? 0}`);
  if (card.type === "PERMANENT" && card.durability !== undefined) parts.push(`durability ${card.durability}`);
  if (card.type === "PERMANENT" && card.charges !== undefined) parts.push(`${card.charges} charges`);
  const tags = card.subtypes.map((s) =>
    card.rankId !== null && s === card.rankId.toUpperCase()
      ? (card.rankLabel ?? s)
      : label([...t.roles, ...t.nonMemberTags], s),
  );
  if (tags.length > 0) parts.push(tags.join(" · "));
  return parts.map(text).join(" · ");
}

/** What changed from one version of a card to the next, in words. */
export function versionChanges(corpus: Corpus, before: Card, after: Card): string[] {
  const changes: string[] = [];
  const field = (name: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      changes.push(`${name} ${String(a ?? "—")} → ${String(b ?? "—")}`);
  };
  field("cost", before.cost, after.cost);
  const creature = (c: Card) => (c.type === "CREATURE" ? c : { atk: undefined, hp: undefined });
  field("ATK", creature(before).atk, creature(after).atk);
  field("PV", creature(before).hp, creature(after).hp);
  const permanent = (c: Card) => (c.type === "PERMANENT" ? c : { durability: undefined, charges: undefined });
  field("durability", permanent(before).durability, permanent(after).durability);
  field("charges", permanent(before).charges, permanent(after).charges);
  field(
    "rarity",
    label(corpus.taxonomy.rarities, before.rarity),
    label(corpus.taxonomy.rarities, after.rarity),
  );
  field("name", before.name, after.name);
  const textBefore = cardText(corpus, before).join(" ");
  const textAfter = cardText(corpus, after).join(" ");
  if (textBefore !== textAfter) changes.push(`text: « ${textBefore || "—"} » → « ${textAfter || "—"} »`);
  return changes;
}

/**
 * The member's cards in order (§6.3): the cards it evolved from, this one, and the cards that
 * evolved from it, following `evolutionOf` both ways (latest versions). A chain that loops or
 * names a missing card stops there.
 */
export function memberHistory(latest: readonly Card[], card: Card): Card[] {
  const byId = new Map(latest.map((c) => [c.id, c]));
  const chain: Card[] = [card];
  const seen = new Set([card.id]);
  for (let c = card; c.evolutionOf !== null; ) {
    const previous = byId.get(c.evolutionOf);
    if (!previous || seen.has(previous.id)) break;
    chain.unshift(previous);
    seen.add(previous.id);
    c = previous;
  }
  for (let c = card; ; ) {
    const next = latest.find((x) => x.evolutionOf === c.id && !seen.has(x.id));
    if (!next) break;
    chain.push(next);
    seen.add(next.id);
    c = next;
  }
  return chain;
}

/** The web app's gallery and generator for a card (hash routes of apps/web). */
export function webAppLinks(
  webAppUrl: string,
  card: Card,
  versions: number,
): { gallery: string; generator: string } {
  const gallery = new URLSearchParams({ q: card.name });
  if (versions > 1) gallery.set("versions", "1");
  const generator = new URLSearchParams({ card: card.id, version: String(card.version) });
  return {
    gallery: `${webAppUrl}#/tcg-gallery?${gallery}`,
    generator: `${webAppUrl}#/tcg-generator?${generator}`,
  };
}

function rulesText(corpus: Corpus, card: Card): string[] {
  const lines = cardText(corpus, card);
  return lines.length > 0 ? lines.map((l) => `> ${text(l)}`) : ["> *(no rules text)*"];
}

function cardSection(corpus: Corpus, latest: readonly Card[], card: Card, webAppUrl: string): string[] {
  const versions = cardVersions(corpus, card.id);
  const out = [`### ${text(card.name)} {#${cardAnchor(card.id)}}`, ""];
  out.push(`**${collectorCode(card)}** · ${facts(corpus, card)} · \`${card.id}\` v${card.version}`, "");
  out.push(...rulesText(corpus, card), "");
  if (card.flavor) out.push(`*${text(card.flavor)}*`, "");
  if (versions.length > 1) {
    out.push("Versions (a recorded game keeps the version it was played with, seed §7.5):", "");
    for (const [i, v] of versions.entries()) {
      const previous = versions[i - 1];
      const what = previous
        ? versionChanges(corpus, previous, v).map(text).join("; ") || "no change in play"
        : "first printing";
      out.push(`- v${v.version}${v.version === card.version ? " (current)" : ""}: ${what}`);
    }
    out.push("");
  }
  const history = memberHistory(latest, card);
  if (history.length > 1) {
    const steps = history.map((c) =>
      c.id === card.id
        ? `**${text(c.name)}** (${collectorCode(c)})`
        : `[${text(c.name)}](#${cardAnchor(c.id)}) (${collectorCode(c)})`,
    );
    out.push(`History of this member (seed §6.3): ${steps.join(" → ")}`, "");
  }
  const links = webAppLinks(webAppUrl, card, versions.length);
  // Raw anchors: the web app is another site, which VitePress must neither rewrite nor check
  // (it takes a localhost address for one of its own pages).
  const anchor = (href: string, label: string) =>
    `<a href="${href.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}" target="_blank" rel="noopener">${label}</a>`;
  out.push(
    `${anchor(links.gallery, "See it in the gallery")} · ${anchor(links.generator, "Open it in the card generator")}`,
    "",
  );
  return out;
}

/** Pages the card list points to for the model behind it. */
export interface CardListRefs {
  /** The prose description of the data model (DATA.md's page). */
  readonly model?: string | undefined;
  /** The card schema's reference page. */
  readonly schema?: string | undefined;
  /** The keywords and triggers. */
  readonly glossary?: string | undefined;
}

function seeAlso(refs: CardListRefs): string {
  const links = [
    refs.glossary && `[the keywords and triggers](${refs.glossary})`,
    refs.model && `[the card data model](${refs.model})`,
    refs.schema && `[the card schema](${refs.schema})`,
  ].filter(Boolean);
  return links.length > 0 ? ` See also ${links.join(", ")}.` : "";
}

/** The card list page. */
export function cardListPage(corpus: Corpus, webAppUrl: string, refs: CardListRefs): string {
  const latest = latestCards(corpus);
  const out = [
    "---",
    'title: "LGC TCG cards"',
    "outline: [2, 3]",
    "---",
    "",
    "::: v-pre",
    "",
    "# LGC TCG cards",
    "",
    `Every card of \`data/lgc-tcg/cards\` (${latest.length} cards, ${Object.keys(corpus.cards).length} versions), generated at each build of this site: the rules text is written from each card's abilities by the data library (\`cardText\` in \`@engines/lgc-tcg\`), in French like the cards.${seeAlso(refs)}`,
    "",
    `Links open the web app at \`${webAppUrl}\` (\`npx -y pnpm@10.34.9 start\` serves it there; a published site sets \`DOCS_WEB_APP_URL\` when it builds).`,
    "",
  ];
  for (const set of corpus.sets.sets) {
    const cards = latest.filter((c) => c.setCode === set.code);
    if (cards.length === 0) continue;
    out.push(`## ${text(set.name)} (${set.code}) {#set-${set.code.toLowerCase()}}`, "");
    out.push(`${cards.length} of ${set.size} cards.`, "");
    for (const card of cards) out.push(...cardSection(corpus, latest, card, webAppUrl));
  }
  const orphans = latest.filter((c) => !corpus.sets.sets.some((s) => s.code === c.setCode));
  if (orphans.length > 0) {
    out.push("## Cards of no listed set {#set-none}", "");
    for (const card of orphans) out.push(...cardSection(corpus, latest, card, webAppUrl));
  }
  out.push(":::", "");
  return out.join("\n");
}
