/**
 * The one card component every TCG page uses: an SVG drawn from the card JSON alone (seed §8.1),
 * frame by type, cost gem, rarity colour (§2), set symbol coloured by rarity, collector number
 * "042/120" (§7.5), name, rank label, subtypes, keywords in words, ability text generated from the
 * ability data, stats and flavour. Being SVG, the same markup is the screen rendering and the
 * print export (see export.ts): no second renderer to drift apart.
 *
 * The illuminated (foil) variant is a rendering option only (§7.6): a moving sheen and a stamp.
 * Until a card has a real illustration, its art window shows one generated from its data
 * (art.tsx, issue 17 §5); an imported image (the generator's `art`) replaces it.
 */
import {
  type Ability,
  abilityText,
  type CardDef,
  keywordLabel,
  type Rarity,
  type TextContext,
  tagLabel,
  typeLabel,
} from "@engines/lgc-tcg";
import type { JSX } from "preact";
import { useId } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { GeneratedArt } from "./art.js";
import { faceIn } from "./data.js";
import { cardLabel } from "./label.js";
import { tcgMessages } from "./messages.js";
import { SetSymbol } from "./symbols.js";
import { measure, type Run, runFont, wrapRuns } from "./wrap.js";

/** What a card face may carry beyond the engine's `CardDef` (corpus cards have all of it). */
export type CardFace = CardDef & {
  readonly set?: string;
  readonly setCode?: string;
  readonly collectorNumber?: number;
  readonly rarity?: Rarity;
  readonly rankLabel?: string | null;
  readonly flavor?: string;
  /** An alternative illustration's seed (§10: bought for one's own member card); absent, the card's own. */
  readonly artSeed?: number;
  readonly artist?: string;
  readonly factions?: readonly string[];
};

/** An imported illustration: an image URL and its framing in the art window. */
export interface Art {
  readonly src: string;
  /** 1 = the image covers the window; more zooms in. */
  readonly zoom: number;
  /** Offset of the image centre from the window centre, in window fractions (-0.5..0.5). */
  readonly x: number;
  readonly y: number;
  /** Natural size, to keep the aspect ratio. */
  readonly width: number;
  readonly height: number;
}

/** Card geometry in SVG units: the trim is 630 × 880 (tenths of a millimetre of 63 × 88 mm). */
export const TRIM = { w: 630, h: 880 } as const;
/** The bleed (3 mm) around the trim, in the same units. */
export const BLEED = 30;

export const RARITY_COLOUR: Readonly<Record<Rarity, string>> = {
  COMMON: "#a7adb5",
  UNCOMMON: "#4cbb6c",
  RARE: "#4a8df0",
  EPIC: "#b46cf0",
  LEGENDARY: "#f29b30",
};

const FRAME: Readonly<Record<CardDef["type"], { edge: string; body: string; band: string }>> = {
  CREATURE: { edge: "#7a5a32", body: "#2a2219", band: "#4a3824" },
  SPELL: { edge: "#3b4f86", body: "#1b2133", band: "#2c3a62" },
  PERMANENT: { edge: "#3f6b55", body: "#1a2620", band: "#2c4a3c" },
};

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Inter', 'Segoe UI', system-ui, Arial, sans-serif";

export interface CardProps {
  readonly card: CardFace;
  /** Labels, token names and the language of the card's words (`useTextContext()`). */
  readonly ctx: TextContext;
  /** Set size for the collector number ("011/120"); omitted → the number alone. */
  readonly setSize?: number;
  readonly illuminated?: boolean;
  /** Stop the sheen (reduce animations). */
  readonly still?: boolean;
  readonly art?: Art | null;
  /** Draw the 3 mm bleed around the trim (print export). */
  readonly bleed?: boolean;
  /** Live stats to show instead of the printed ones (a creature in play). */
  readonly stats?: { readonly atk: number; readonly hp: number; readonly maxHp: number };
  readonly class?: string;
  /** The accessible name; by default the whole card in words ({@link cardLabel}); "" hides the picture (its control names it). */
  readonly title?: string;
  /**
   * "art" draws only the art window, filling its box (a creature token on the board); the default
   * draws the whole card.
   */
  readonly region?: "card" | "art";
}

/**
 * The type line as printed: "Créature — Disciple · DPS", "Creature — Disciple · DPS" (labels from
 * the taxonomy and the rank table, in the context's language).
 */
export function typeLine(ctx: TextContext, card: CardFace): string {
  const type = typeLabel(ctx, card.type);
  const tags = (card.subtypes ?? []).map((s) => tagLabel(ctx, s));
  return tags.length > 0 ? `${type} — ${tags.join(" · ")}` : type;
}

/**
 * The rules box paragraphs as bold/plain runs: the same paragraphs as the library's `cardText`
 * (keywords, then each ability), with the keywords and trigger names set in bold.
 */
export function rulesParagraphs(ctx: TextContext, card: CardFace): Run[][] {
  const paras: Run[][] = [];
  const kws = card.keywords ?? [];
  if (kws.length > 0)
    paras.push([{ text: `${kws.map((k) => keywordLabel(ctx, k)).join(". ")}.`, bold: true }]);
  for (const a of (card.abilities ?? []) as Ability[]) {
    const t = abilityText(ctx, a, card.type);
    // French sets a space before the colon, English none.
    const colon = ctx.language === "en" ? ":" : " :";
    paras.push(
      t.trigger ? [{ text: `${t.trigger}${colon}`, bold: true }, { text: t.body }] : [{ text: t.body }],
    );
  }
  return paras;
}

function Gem({
  x,
  y,
  r,
  fill,
  value,
  label,
}: {
  x: number;
  y: number;
  r: number;
  fill: string;
  value: number;
  label: string;
}) {
  return (
    <g aria-label={label}>
      <circle cx={x} cy={y} r={r} fill={fill} stroke="#f4e7c8" stroke-width="4" />
      <text
        x={x}
        y={y + r * 0.36}
        text-anchor="middle"
        font-family={SANS}
        font-weight="800"
        font-size={r * 1.05}
        fill="#fff"
        stroke="#0008"
        stroke-width="1.5"
        paint-order="stroke"
      >
        {value}
      </text>
    </g>
  );
}

/** The name banner's free span: from the cost gem's right edge to the banner's end (card units). */
export const NAME_SPAN = { from: 120, to: 578 } as const;
const NAME_MAX = 34;
const NAME_MIN = 20;

/**
 * How a name is set beside the cost gem: the largest size from 34 down to 20 at which it fits the
 * banner's free span, centred in it; a name still too long at 20 is condensed to the span
 * (`fit`: SVG textLength), so no name ever runs under the gem or off the card.
 */
export function nameLayout(name: string): { x: number; size: number; width: number; fit: boolean } {
  const span = NAME_SPAN.to - NAME_SPAN.from;
  const widthAt = (size: number) => measure(name, `700 ${size}px ${SERIF}`);
  let size = NAME_MAX;
  while (size > NAME_MIN && widthAt(size) > span) size -= 1;
  const width = widthAt(size);
  return { x: (NAME_SPAN.from + NAME_SPAN.to) / 2, size, width: Math.min(width, span), fit: width > span };
}

/** Draws one card. `data-card` carries the card id for tests and clicks. */
export function CardView(props: CardProps): JSX.Element {
  const { ctx, illuminated = false, still = false, art, bleed = false, stats } = props;
  // Its name and flavour in the context's language (the corpus's i18n words; issue 30).
  const card = faceIn(props.card, ctx.language ?? "fr");
  const m = useMessages(tcgMessages);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const artOnly = props.region === "art";
  const frame = FRAME[card.type] ?? FRAME.CREATURE;
  const rarity = card.rarity ? RARITY_COLOUR[card.rarity] : "#777";
  const pad = bleed ? BLEED : 0;
  const vb = artOnly ? "48 118 534 352" : `${-pad} ${-pad} ${TRIM.w + 2 * pad} ${TRIM.h + 2 * pad}`;

  // The rules box shrinks its text until it fits (long cards stay readable, never overflow).
  const boxTop = 540;
  const boxBottom = card.type === "SPELL" ? 800 : 770;
  const flavor = card.flavor ? [[{ text: card.flavor, italic: true }]] : [];
  let size = 27;
  let laid = wrapRuns([...rulesParagraphs(ctx, card), ...flavor], 500, size, SERIF);
  const height = (s: number, l: ReturnType<typeof wrapRuns>) =>
    l.reduce((n, p) => n + p.length, 0) * s * 1.22 + (l.length - 1) * s * 0.45;
  while (size > 15 && height(size, laid) > boxBottom - boxTop - 20) {
    size -= 1;
    laid = wrapRuns([...rulesParagraphs(ctx, card), ...flavor], 500, size, SERIF);
  }
  const flavourFrom = laid.length - flavor.length;
  let y = boxTop + 10 + size;
  const lines: JSX.Element[] = [];
  laid.forEach((para, pi) => {
    if (pi === flavourFrom && flavor.length > 0 && pi > 0) {
      lines.push(
        <line
          key={`sep${pi}`}
          x1="215"
          x2="415"
          y1={y - size * 0.7}
          y2={y - size * 0.7}
          stroke="#7a6a4f"
          stroke-width="1.5"
        />,
      );
      y += size * 0.3;
    }
    for (const [li, line] of para.entries()) {
      lines.push(
        <text
          key={`${pi}-${li}`}
          x="315"
          y={y}
          text-anchor="middle"
          font-family={SERIF}
          font-size={size}
          fill={pi >= flavourFrom ? "#4b3f2c" : "#1e1811"}
        >
          {line.map((run, ri) => (
            <tspan
              key={ri}
              font-weight={run.bold ? 700 : 400}
              font-style={run.italic ? "italic" : "normal"}
              data-font={runFont(run, size, SERIF)}
            >
              {run.text}
            </tspan>
          ))}
        </text>,
      );
      y += size * 1.22;
    }
    y += size * 0.45;
  });

  const number =
    card.collectorNumber !== undefined
      ? `${String(card.collectorNumber).padStart(3, "0")}${props.setSize ? `/${String(props.setSize).padStart(3, "0")}` : ""}`
      : m.token;
  const artClip = `art-${uid}`;
  const sheen = `sheen-${uid}`;
  const parchment = `parch-${uid}`;
  const atk = stats?.atk ?? card.atk;
  const hp = stats?.hp ?? card.hp;
  const uses = card.durability ?? card.charges;
  const name = nameLayout(card.name ?? card.id);

  return (
    <svg
      class={`${artOnly ? "tcg-card-art" : "tcg-card"} type-${card.type.toLowerCase()}${illuminated ? " illuminated" : ""}${still ? " still" : ""}${props.class ? ` ${props.class}` : ""}`}
      viewBox={vb}
      preserveAspectRatio={artOnly ? "xMidYMid slice" : undefined}
      xmlns="http://www.w3.org/2000/svg"
      // An empty title: a picture the surrounding control already names, hidden from screen readers.
      role={props.title === "" ? "presentation" : "img"}
      aria-hidden={props.title === "" ? "true" : undefined}
      aria-label={props.title === "" ? undefined : (props.title ?? cardLabel(card, ctx, m, stats))}
      data-card={card.id}
      data-rarity={card.rarity}
    >
      <defs>
        <clipPath id={`shape-${uid}`}>
          <rect x={-pad} y={-pad} width={TRIM.w + 2 * pad} height={TRIM.h + 2 * pad} rx={bleed ? 0 : 30} />
        </clipPath>
        <clipPath id={artClip}>
          <rect x="48" y="118" width="534" height="352" rx="10" />
        </clipPath>
        <linearGradient id={parchment} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#efe3c6" />
          <stop offset="1" stop-color="#ddcba4" />
        </linearGradient>
        <linearGradient id={sheen} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0.3" stop-color="#fff" stop-opacity="0" />
          <stop offset="0.42" stop-color="#ffe9a8" stop-opacity="0.32" />
          <stop offset="0.5" stop-color="#b6f0ff" stop-opacity="0.38" />
          <stop offset="0.58" stop-color="#f7b6ff" stop-opacity="0.3" />
          <stop offset="0.7" stop-color="#fff" stop-opacity="0" />
        </linearGradient>
      </defs>
      {bleed && (
        <rect x={-pad} y={-pad} width={TRIM.w + 2 * pad} height={TRIM.h + 2 * pad} fill={frame.edge} />
      )}
      <rect x="0" y="0" width={TRIM.w} height={TRIM.h} rx={bleed ? 0 : 30} fill={frame.edge} />
      <rect
        x="16"
        y="16"
        width="598"
        height="848"
        rx="22"
        fill={frame.body}
        stroke={rarity}
        stroke-width="4"
      />
      {/* Name banner */}
      <rect x="40" y="36" width="550" height="70" rx="12" fill={frame.band} stroke="#0006" stroke-width="2" />
      <text
        x={name.x}
        y="83"
        text-anchor="middle"
        font-family={SERIF}
        font-weight="700"
        font-size={name.size}
        fill="#f6ecd2"
        data-role="name"
        {...(name.fit ? { textLength: NAME_SPAN.to - NAME_SPAN.from, lengthAdjust: "spacingAndGlyphs" } : {})}
      >
        {card.name ?? card.id}
      </text>
      {/* Art window */}
      <rect x="48" y="118" width="534" height="352" rx="10" fill="#0d0f12" />
      {art ? (
        <g clip-path={`url(#${artClip})`}>
          {(() => {
            const scale = Math.max(534 / art.width, 352 / art.height) * art.zoom;
            const w = art.width * scale;
            const h = art.height * scale;
            // The image always covers the window: an offset never uncovers an edge.
            const dx = Math.max(-(w - 534) / 2, Math.min((w - 534) / 2, art.x * 534));
            const dy = Math.max(-(h - 352) / 2, Math.min((h - 352) / 2, art.y * 352));
            return (
              <image
                href={art.src}
                x={315 - w / 2 + dx}
                y={294 - h / 2 + dy}
                width={w}
                height={h}
                preserveAspectRatio="none"
              />
            );
          })()}
        </g>
      ) : (
        <g clip-path={`url(#${artClip})`}>
          <GeneratedArt card={card} uid={uid} x={48} y={118} />
        </g>
      )}
      <rect x="48" y="118" width="534" height="352" rx="10" fill="none" stroke={rarity} stroke-width="3" />
      {/* Type line with the rank and the set symbol */}
      <rect
        x="40"
        y="478"
        width="550"
        height="50"
        rx="10"
        fill={frame.band}
        stroke="#0006"
        stroke-width="2"
      />
      <text
        x="60"
        y="511"
        font-family={SANS}
        font-weight="600"
        font-size={typeLine(ctx, card).length > 40 ? 19 : 22}
        fill="#f0e4c6"
        data-role="type-line"
      >
        {typeLine(ctx, card)}
      </text>
      <SetSymbol x={562} y={503} colour={rarity} code={card.setCode} />
      {/* Rules box */}
      <rect x="50" y={boxTop} width="530" height={boxBottom - boxTop} rx="10" fill={`url(#${parchment})`} />
      <g data-role="rules">{lines}</g>
      {/* Cost */}
      <Gem x={66} y={70} r={46} fill="#2c68c9" value={card.cost ?? 0} label={m.costGem(card.cost ?? 0)} />
      {card.type === "CREATURE" && atk !== undefined && hp !== undefined && (
        <>
          <Gem x={70} y={808} r={46} fill="#c98a1f" value={atk} label={m.attackGem(atk)} />
          <Gem
            x={560}
            y={808}
            r={46}
            fill={stats && stats.hp < stats.maxHp ? "#8f1d1d" : "#b33a2e"}
            value={hp}
            label={m.healthGem(hp)}
          />
        </>
      )}
      {card.type === "PERMANENT" && uses !== undefined && (
        <g>
          <Gem
            x={560}
            y={808}
            r={42}
            fill="#4d7a62"
            value={uses}
            label={card.durability !== undefined ? m.durabilityGem(uses) : m.chargesGem(uses)}
          />
          <text x="500" y="816" text-anchor="end" font-family={SANS} font-size="18" fill="#cfe3d6">
            {card.durability !== undefined ? m.durabilityWord : m.chargesWord}
          </text>
        </g>
      )}
      {/* Collector line */}
      <text
        x="315"
        y={card.type === "SPELL" ? 838 : 812}
        text-anchor="middle"
        font-family={SANS}
        font-size="18"
        fill="#d8cfb9"
        data-role="collector"
      >
        {card.setCode ? `${number} · ${card.setCode}` : number}
      </text>
      {card.artist && (
        <text
          x="315"
          y={card.type === "SPELL" ? 858 : 836}
          text-anchor="middle"
          font-family={SANS}
          font-size="15"
          fill="#a89f8a"
        >
          Ill. {card.artist}
        </text>
      )}
      {illuminated && (
        <g class="tcg-illumination" data-role="illumination" clip-path={`url(#shape-${uid})`}>
          <rect
            class="tcg-sheen"
            transform="translate(315 0)"
            x="-630"
            y="-30"
            width="1260"
            height="940"
            fill={`url(#${sheen})`}
            style="mix-blend-mode:screen"
            pointer-events="none"
          />
          <g transform="translate(582 140)" aria-label="Illuminée">
            <circle r="26" fill="#e9c46a" stroke="#7a5a1e" stroke-width="3" />
            <path
              d="M0 -16 4.5 -5 16 -5 7 2 10.5 14 0 7 -10.5 14 -7 2 -16 -5 -4.5 -5Z"
              fill="#fff8dc"
              stroke="#7a5a1e"
              stroke-width="1.5"
            />
          </g>
        </g>
      )}
    </svg>
  );
}

/** A card back (the opponent's hand, decks): the same frame, nothing of the face. */
export function CardBack({ class: cls }: { class?: string }) {
  const m = useMessages(tcgMessages);
  return (
    <svg
      class={`tcg-card tcg-back${cls ? ` ${cls}` : ""}`}
      viewBox={`0 0 ${TRIM.w} ${TRIM.h}`}
      role="img"
      aria-label={m.cardBack}
      data-back="true"
    >
      <rect width={TRIM.w} height={TRIM.h} rx="30" fill="#3a2a18" />
      <rect x="22" y="22" width="586" height="836" rx="20" fill="#1d2a4a" stroke="#e0b25c" stroke-width="6" />
      <path d="M315 200 460 440 315 680 170 440Z" fill="none" stroke="#e0b25c" stroke-width="10" />
      <circle cx="315" cy="440" r="70" fill="#e0b25c" opacity="0.85" />
      <text
        x="315"
        y="462"
        text-anchor="middle"
        font-family={SERIF}
        font-weight="700"
        font-size="60"
        fill="#1d2a4a"
      >
        LGC
      </text>
    </svg>
  );
}
