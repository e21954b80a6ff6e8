import { type Keyword, keywordLabel } from "@engines/lgc-tcg";
import { useTextContext } from "./data.js";

/** One small glyph per keyword (16 × 16), so a board token can show them without text. */
const GLYPH: Readonly<Record<Keyword, string>> = {
  TAUNT: "M8 1.2 14 3.6V8c0 3.4-2.5 5.8-6 6.8C4.5 13.8 2 11.4 2 8V3.6Z",
  DIVINE_SHIELD: "M8 2a6 6 0 1 1 0 12A6 6 0 0 1 8 2Zm0 2.2a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6Z",
  RUSH: "M9.5 1 3 9.2h4.3L6.2 15l6.8-8.6H8.7Z",
  STEALTH:
    "M1 8s2.6-4.5 7-4.5S15 8 15 8s-2.6 4.5-7 4.5S1 8 1 8Zm7-2.2a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4ZM2 13.5 13.5 2l.9.9L2.9 14.4Z",
  LETHAL: "M8 1s-5 5.6-5 9a5 5 0 0 0 10 0c0-3.4-5-9-5-9Z",
};

/** A token's keywords as badges; each says its name (the game's own word) on hover and to readers. */
export function KeywordBadges({ keywords }: { keywords: readonly Keyword[] }) {
  const ctx = useTextContext();
  if (keywords.length === 0) return null;
  return (
    <span class="kw-badges">
      {keywords.map((k) => {
        const label = keywordLabel(ctx, k);
        return (
          <span key={k} class={`kw-badge kw-${k.toLowerCase()}`} title={label}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d={GLYPH[k] ?? GLYPH.TAUNT} fill="currentColor" fill-rule="evenodd" />
            </svg>
          </span>
        );
      })}
    </span>
  );
}
