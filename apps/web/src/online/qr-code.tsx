/**
 * A link as a QR code, for a phone's camera: `uqr` encodes it, the modules are drawn as one SVG
 * path (crisp at any size, no canvas, no markup injected).
 * @module
 */
import { encode } from "uqr";

/** The dark modules of `text`'s QR code as an SVG path, and the code's width in modules. */
export function qrPath(text: string): { readonly d: string; readonly size: number } {
  const { data } = encode(text, { ecc: "M", border: 2 });
  let d = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { d, size: data.length };
}

/** The QR code of `link`, labelled `label` for screen readers. */
export function QrCode({ link, label, testId }: { link: string; label: string; testId?: string }) {
  const { d, size } = qrPath(link);
  return (
    <svg
      class="online-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      shape-rendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
