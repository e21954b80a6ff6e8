import { LabelledSelect } from "../shell/labelled-select.js";
import { corpus, heroClasses } from "./data.js";

/** A labelled choice among the hero classes, each by its hero's name. */
export function HeroSelect(props: {
  label: string;
  value: string;
  onChange: (heroClass: string) => void;
  class?: string;
  testid?: string;
  disabled?: boolean;
}) {
  return (
    <LabelledSelect
      {...props}
      choices={heroClasses.map((c) => ({ value: c, label: corpus.heroes[c]?.name ?? c }))}
    />
  );
}
