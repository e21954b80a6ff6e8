/**
 * Small SVG marks for the game list (drawn, so they need no font with the right glyphs). Each
 * game's own is in its module (`games/<id>.tsx`); these are the kits page's and the mark of a
 * game without one.
 */

/** The kits page: a tick. */
export function KitsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="#5fbf7f"
        stroke-width="2.8"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
    </svg>
  );
}

/** A game without a mark of its own: a 3×3 board. */
export function GenericGameIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path
        d="M9 4v16M15 4v16M4 9h16M4 15h16"
        fill="none"
        stroke="#8a93a6"
        stroke-width="1.8"
        stroke-linecap="round"
      />
    </svg>
  );
}
