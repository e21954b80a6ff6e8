import type { ComponentChildren } from "preact";

/** One choice of a {@link LabelledSelect}: the value it sets and the words it shows. */
export interface Choice {
  readonly value: string;
  readonly label: string;
  /** Listed but not choosable. */
  readonly disabled?: boolean;
}

/**
 * A `<select>` inside its `<label>` (so the label names it for screen readers and a click on the
 * words opens it), as the toolbars of the TCG and Diplomaxy pages use: `onChange` receives the
 * value chosen. `children` are options listed before `choices` (an "all" entry, say); `testid` and
 * `filter` become `data-testid` and `data-filter` on the `<select>`.
 */
export function LabelledSelect(props: {
  label: ComponentChildren;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  children?: ComponentChildren;
  class?: string;
  testid?: string;
  filter?: string;
  disabled?: boolean;
}) {
  return (
    <label class={props.class}>
      {props.label}{" "}
      <select
        value={props.value}
        data-testid={props.testid}
        data-filter={props.filter}
        disabled={props.disabled}
        onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value)}
      >
        {props.children}
        {props.choices.map((c) => (
          <option key={c.value} value={c.value} disabled={c.disabled}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
