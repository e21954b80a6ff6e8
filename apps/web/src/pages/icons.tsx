/** Small SVG marks for the game list (drawn, so they need no font with the right glyphs). */
export function GameIcon({ game }: { game: string }) {
  switch (game) {
    case "pigment":
      return (
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path d="M12 3 21 7.5 12 12 3 7.5Z" fill="#e4c23a" />
          <path d="M3 7.5 12 12v9.5L3 17Z" fill="#3f7fd6" />
          <path d="M21 7.5 12 12v9.5l9-4.5Z" fill="#d84a3d" />
        </svg>
      );
    case "chessistics":
      return (
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            d="M6 3h2.5v2h2V3h3v2h2V3H18v5l-2 2v6l2 2v3H6v-3l2-2v-6L6 8Z"
            fill="#2d2d2d"
            stroke="#2d2d2d"
            stroke-linejoin="round"
          />
        </svg>
      );
    case "shing-shang":
      return (
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <circle cx="5" cy="16" r="2.6" fill="#f3d9a4" />
          <circle cx="11" cy="14.5" r="4" fill="#f3d9a4" />
          <circle cx="18.2" cy="12.5" r="5.4" fill="#f3d9a4" />
        </svg>
      );
    case "tcg-gallery":
    case "tcg-duel":
    case "tcg-collection":
    case "tcg-decks":
    case "tcg-sandbox":
    case "tcg-generator":
    case "tcg-balance":
      return (
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <rect x="3.5" y="5" width="11" height="15" rx="2" fill="#4a8df0" transform="rotate(-10 9 12.5)" />
          <rect
            x="9.5"
            y="4"
            width="11"
            height="15"
            rx="2"
            fill="#e0b25c"
            stroke="#15171c"
            stroke-width="1.2"
          />
          <circle cx="15" cy="9" r="2.2" fill="#15171c" />
        </svg>
      );
    case "diplomaxy":
      return (
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path d="M5 17 12 6l7 11Z" fill="none" stroke="#6c7890" stroke-width="1.6" />
          <circle cx="5" cy="17" r="3" fill="#5b8def" />
          <circle cx="12" cy="6" r="3" fill="#e0b25c" />
          <circle cx="19" cy="17" r="3" fill="#e5605a" />
        </svg>
      );
    default:
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
}
