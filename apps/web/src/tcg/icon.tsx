/** The LGC TCG's mark in the game list: two cards (the duel's and the collection's pages). */
export function TcgIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <rect x="3.5" y="5" width="11" height="15" rx="2" fill="#4a8df0" transform="rotate(-10 9 12.5)" />
      <rect x="9.5" y="4" width="11" height="15" rx="2" fill="#e0b25c" stroke="#15171c" stroke-width="1.2" />
      <circle cx="15" cy="9" r="2.2" fill="#15171c" />
    </svg>
  );
}
