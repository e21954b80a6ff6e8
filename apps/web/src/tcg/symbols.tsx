/**
 * Set symbols (seed §7.5: "une icône par set, imprimé sur la carte, coloré selon la rareté"),
 * read from the files sets.json names (`icons/sets/<code>.svg` under data/lgc-tcg), so the card
 * prints the very symbol the data ships. The files draw in `currentColor`: the card colours them
 * by rarity.
 */
import { corpus } from "./data.js";

const FILES = import.meta.glob<string>("../../../../data/lgc-tcg/icons/**/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A symbol ready to draw: its viewBox, its root presentation attributes and its inner markup. */
export interface SymbolArt {
  readonly viewBox: readonly [number, number, number, number];
  readonly attrs: Readonly<Record<string, string>>;
  readonly body: string;
}

const PRESENTATION = ["fill", "stroke", "stroke-width", "stroke-linejoin", "stroke-linecap"];

/** Parses an icon file: the root's viewBox and presentation attributes, the body without title or comments. */
export function parseSymbol(svg: string): SymbolArt | undefined {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(svg);
  if (root === null) return undefined;
  const attrs: Record<string, string> = {};
  for (const [, name, value] of (root[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g))
    if (name !== undefined && value !== undefined && PRESENTATION.includes(name)) attrs[name] = value;
  const box = /viewBox="([^"]+)"/
    .exec(root[1] ?? "")?.[1]
    ?.split(/[\s,]+/)
    .map(Number);
  if (box === undefined || box.length !== 4 || box.some((n) => !Number.isFinite(n))) return undefined;
  const body = (root[2] ?? "")
    .replace(/<title>[\s\S]*?<\/title>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim();
  return { viewBox: box as unknown as SymbolArt["viewBox"], attrs, body };
}

const bySet = new Map<string, SymbolArt>();
for (const set of corpus.sets.sets) {
  const file = Object.entries(FILES).find(([path]) => path.endsWith(`/data/lgc-tcg/${set.symbol}`));
  const art = file === undefined ? undefined : parseSymbol(file[1]);
  if (art !== undefined) bySet.set(set.code, art);
}

/** The symbol of a set by its code, when the set and its file exist. */
export function setSymbol(code: string | undefined): SymbolArt | undefined {
  return code === undefined ? undefined : bySet.get(code);
}

/**
 * The set symbol, coloured by rarity (§2, §7.5): the set's own file (`icons/sets/<code>.svg`,
 * drawn in currentColor) fitted in a 44-unit square; a plain faceted shield for an unknown set.
 */
export function SetSymbol({ x, y, colour, code }: { x: number; y: number; colour: string; code?: string }) {
  const art = setSymbol(code);
  if (art === undefined)
    return (
      <g transform={`translate(${x} ${y})`} data-role="set-symbol">
        <path d="M0 -20 17 -11 14 9 0 20 -14 9 -17 -11Z" fill={colour} stroke="#111" stroke-width="2.5" />
        <path d="M0 -20 0 20M-17 -11 14 9M17 -11 -14 9" stroke="#0005" stroke-width="1.5" />
      </g>
    );
  const [minX, minY, w, h] = art.viewBox;
  const scale = 44 / Math.max(w, h);
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale}) translate(${-(minX + w / 2)} ${-(minY + h / 2)})`}
      style={{ color: colour }}
      {...art.attrs}
      data-role="set-symbol"
      data-set={code}
      // The markup is the set's own SVG file from the data directory, never user input.
      dangerouslySetInnerHTML={{ __html: art.body }}
    />
  );
}
