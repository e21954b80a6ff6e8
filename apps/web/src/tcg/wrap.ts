/**
 * Line breaking for card text drawn in SVG (SVG has no text flow). Words are measured with a
 * canvas 2D context in the same font the SVG uses, so the preview, the gallery and the exported
 * PNG break lines identically.
 */

/** A run of text in one style. */
export interface Run {
  readonly text: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
}

/** A laid-out line: runs to emit as tspans. */
export type Line = readonly Run[];

let ctx: CanvasRenderingContext2D | null | undefined;

/** The width of `text` in the CSS `font` (an estimate of half an em per character without a canvas). */
export function measure(text: string, font: string): number {
  if (ctx === undefined)
    ctx = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  // Without a canvas (tests in Node), a serif averages about half an em per character.
  if (ctx === null) return text.length * 0.5 * Number.parseFloat(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? "16");
  ctx.font = font;
  return ctx.measureText(text).width;
}

/** The CSS font of a run at `size` px in `family`. */
export function runFont(run: Run, size: number, family: string): string {
  return `${run.italic ? "italic " : ""}${run.bold ? "700" : "400"} ${size}px ${family}`;
}

/**
 * Breaks paragraphs (each a list of runs) into lines no wider than `width`. A word never splits;
 * each paragraph starts a new line.
 */
export function wrapRuns(
  paragraphs: readonly Run[][],
  width: number,
  size: number,
  family: string,
): Line[][] {
  return paragraphs.map((para) => {
    const lines: Run[][] = [];
    let line: Run[] = [];
    let used = 0;
    for (const run of para) {
      const font = runFont(run, size, family);
      const space = measure(" ", font);
      for (const word of run.text.split(/\s+/).filter(Boolean)) {
        const w = measure(word, font);
        const gap = used === 0 ? 0 : space;
        if (used > 0 && used + gap + w > width) {
          lines.push(line);
          line = [];
          used = 0;
        }
        const last = line[line.length - 1];
        const text = used === 0 ? word : ` ${word}`;
        if (last && last.bold === run.bold && last.italic === run.italic)
          line[line.length - 1] = { ...last, text: last.text + text };
        else line.push({ ...run, text });
        used += (used === 0 ? 0 : space) + w;
      }
    }
    if (line.length > 0) lines.push(line);
    return lines;
  });
}
