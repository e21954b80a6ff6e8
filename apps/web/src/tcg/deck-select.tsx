import type { ComponentChildren } from "preact";
import { LabelledSelect } from "../shell/labelled-select.js";
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
  const { decks, ...rest } = props;
  return <LabelledSelect {...rest} choices={decks.map((d) => ({ value: d.id, label: d.deck.name }))} />;
}
