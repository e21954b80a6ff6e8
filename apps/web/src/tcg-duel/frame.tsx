import type { ComponentChildren } from "preact";

/**
 * The duel table's outer box, carrying the game's phase, active seat and turn as data attributes
 * (the styles and the browser tests read them).
 */
export function DuelFrame(props: {
  game: { readonly phase: string; readonly active: string; readonly turn: number };
  label?: string;
  class?: string;
  children: ComponentChildren;
}) {
  const { game } = props;
  return (
    <section
      class={`tcg-duel${props.class ? ` ${props.class}` : ""}`}
      data-phase={game.phase}
      data-active={game.active}
      data-turn={game.turn}
      aria-label={props.label}
    >
      {props.children}
    </section>
  );
}
