import type { ComponentChildren } from "preact";
import type { LibraryDeck } from "./deck-store.js";

/** A labelled choice of a deck of the library, by id; `children` are options listed first. */
export function DeckSelect(props: {
  label: string;
  testid: string;
  value: string;
  decks: readonly LibraryDeck[];
  onChange: (id: string) => void;
  children?: ComponentChildren;
}) {
  return (
    <label>
      {props.label}
      <select
        value={props.value}
        data-testid={props.testid}
        onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value)}
      >
        {props.children}
        {props.decks.map((d) => (
          <option key={d.id} value={d.id}>
            {d.deck.name}
          </option>
        ))}
      </select>
    </label>
  );
}
