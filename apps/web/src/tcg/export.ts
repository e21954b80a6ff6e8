/**
 * Print exports of a card (seed §14 P1): the card's own SVG (the component the pages show) drawn
 * onto a canvas at the print size of `sets.json` — one card with bleed as PNG, or an A4 sheet of
 * 3 × 3 cards at the trim size for cutting.
 */
import type { PrintSpec } from "@engines/lgc-tcg";

/** Draws an SVG element onto a new canvas of exactly `width` × `height` pixels. */
export async function rasterize(
  svg: SVGSVGElement,
  width: number,
  height: number,
): Promise<HTMLCanvasElement> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  await drawSvg(canvas.getContext("2d")!, svg, 0, 0, width, height);
  return canvas;
}

async function drawSvg(
  g: CanvasRenderingContext2D,
  svg: SVGSVGElement,
  x: number,
  y: number,
  width: number,
  height: number,
): Promise<void> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute("width", String(width));
  copy.setAttribute("height", String(height));
  copy.removeAttribute("class");
  const text = new XMLSerializer().serializeToString(copy);
  const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.width = width;
    img.height = height;
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error("the card could not be drawn"));
      img.src = url;
    });
    g.drawImage(img, x, y, width, height);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A4 at the print resolution: 210 × 297 mm. */
export function a4Pixels(spec: PrintSpec): { width: number; height: number } {
  return { width: Math.round((210 / 25.4) * spec.dpi), height: Math.round((297 / 25.4) * spec.dpi) };
}

/**
 * An A4 sheet of 3 × 3 copies of a card at its trim size (`widthPx` × `heightPx`), centred, with
 * cut marks at each card edge.
 */
export async function a4Sheet(svg: SVGSVGElement, spec: PrintSpec): Promise<HTMLCanvasElement> {
  const { width, height } = a4Pixels(spec);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#fff";
  g.fillRect(0, 0, width, height);
  const x0 = Math.round((width - 3 * spec.widthPx) / 2);
  const y0 = Math.round((height - 3 * spec.heightPx) / 2);
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      await drawSvg(g, svg, x0 + c * spec.widthPx, y0 + r * spec.heightPx, spec.widthPx, spec.heightPx);
  // Cut marks in the margins, on every card edge line.
  g.strokeStyle = "#000";
  g.lineWidth = 2;
  const mark = Math.round(spec.dpi / 10);
  for (let i = 0; i <= 3; i++) {
    const x = x0 + i * spec.widthPx;
    const y = y0 + i * spec.heightPx;
    g.beginPath();
    g.moveTo(x, y0 - mark * 2);
    g.lineTo(x, y0 - mark / 2);
    g.moveTo(x, y0 + 3 * spec.heightPx + mark / 2);
    g.lineTo(x, y0 + 3 * spec.heightPx + mark * 2);
    g.moveTo(x0 - mark * 2, y);
    g.lineTo(x0 - mark / 2, y);
    g.moveTo(x0 + 3 * spec.widthPx + mark / 2, y);
    g.lineTo(x0 + 3 * spec.widthPx + mark * 2, y);
    g.stroke();
  }
  return canvas;
}

/** Offers `blob` as a download named `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A canvas as a PNG blob. */
export function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}
