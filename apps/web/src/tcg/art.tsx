/**
 * The card face's generated illustration (issue 17 §5) as SVG: `illustrationOf` says what to draw
 * from the card's data, this draws it inside the art window. Gradient ids are prefixed with the
 * card's own uid so that many cards on one page never share a gradient.
 *
 * The drawing code is a chunk of its own, loaded once a card is on screen (issue 18: it is not
 * needed for a page's first paint): until then the art window shows its dark frame, then every
 * card draws its picture at once. Exports wait for it (`artReady`).
 */
import { h } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { ArtCard, Illustration } from "./illustration.js";

type Draw = (card: ArtCard) => Illustration;

let draw: Draw | null = null;
let loading: Promise<Draw> | null = null;

/** Loads the drawing code (once); resolves when every card can draw its illustration. */
function loadArt(): Promise<Draw> {
  loading ??= import("./illustration.js").then((m) => {
    draw = m.illustrationOf;
    return m.illustrationOf;
  });
  return loading;
}

/**
 * Resolves once the illustrations are drawn on the page: the drawing code loaded and the cards
 * waiting for it rendered again (an export serializes what is on screen).
 */
export async function artReady(): Promise<void> {
  if (draw !== null) return;
  await loadArt();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const cache = new WeakMap<object, Illustration>();

/** The illustration of a card, computed once per card object (cards are never edited). */
function cached(card: ArtCard, drawing: Draw): Illustration {
  let art = cache.get(card);
  if (art === undefined) {
    art = drawing(card);
    cache.set(card, art);
  }
  return art;
}

function withIds(
  attrs: Readonly<Record<string, string | number>>,
  uid: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(attrs))
    out[k] = typeof v === "string" ? v.replace(/url\(#([\w-]+)\)/g, `url(#${uid}-$1)`) : v;
  return out;
}

/**
 * Draws the card's illustration with its top-left corner at (`x`, `y`), at the art window's size
 * (534 × 352 card units). `uid` makes its gradient ids unique on the page.
 */
export function GeneratedArt({ card, uid, x, y }: { card: ArtCard; uid: string; x: number; y: number }) {
  const [drawing, setDrawing] = useState(() => draw);
  useEffect(() => {
    if (drawing === null) void loadArt().then((d) => setDrawing(() => d));
  }, []);
  if (drawing === null) return null;
  const art = cached(card, drawing);
  return (
    <g transform={`translate(${x} ${y})`} data-role="generated-art">
      <defs>
        {art.gradients.map((g) => {
          const stops = g.stops.map(([offset, colour, opacity]) => (
            <stop key={offset} offset={offset} stop-color={colour} stop-opacity={opacity ?? 1} />
          ));
          return g.kind === "linear" ? (
            <linearGradient
              key={g.id}
              id={`${uid}-${g.id}`}
              x1={g.x1 ?? 0}
              y1={g.y1 ?? 0}
              x2={g.x2 ?? 0}
              y2={g.y2 ?? 1}
            >
              {stops}
            </linearGradient>
          ) : (
            <radialGradient key={g.id} id={`${uid}-${g.id}`}>
              {stops}
            </radialGradient>
          );
        })}
      </defs>
      {/* The shapes are a fixed drawing, never reordered: their index is their key. */}
      {art.shapes.map((shape, i) => h(shape.tag, { key: i, ...withIds(shape.attrs, uid) }))}
    </g>
  );
}
