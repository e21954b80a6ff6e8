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
    <label class={props.class}>
      {props.label}
      <select
        data-testid={props.testid}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value)}
      >
        {heroClasses.map((c) => (
          <option key={c} value={c}>
            {corpus.heroes[c]?.name ?? c}
          </option>
        ))}
      </select>
    </label>
  );
}
