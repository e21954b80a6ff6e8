import type { ComponentChildren } from "preact";
import { LabelledSelect } from "../shell/labelled-select.js";
import type { LibraryDeck } from "./deck-store.js";

/**
 * A labelled choice of a deck of the library, by id; `children` are options listed first. Decks in
 * `unusable` are listed disabled, under the words it gives for each (the duel's decks that cannot deal).
 */
export function DeckSelect(props: {
  label: string;
  testid: string;
  value: string;
  decks: readonly LibraryDeck[];
  onChange: (id: string) => void;
  unusable?: ReadonlyMap<string, string>;
  children?: ComponentChildren;
}) {
  const { decks, unusable, ...rest } = props;
  const choice = (d: LibraryDeck) => {
    const why = unusable?.get(d.id);
    return why === undefined
      ? { value: d.id, label: d.deck.name }
      : { value: d.id, label: why, disabled: true };
  };
  return <LabelledSelect {...rest} choices={decks.map(choice)} />;
}
