import { useLocale } from "../i18n/index.js";
import { LabelledSelect } from "../shell/labelled-select.js";
import { heroClasses, heroName } from "./data.js";

/** A labelled choice among the hero classes, each by its hero's name. */
export function HeroSelect(props: {
  label: string;
  value: string;
  onChange: (heroClass: string) => void;
  class?: string;
  testid?: string;
  disabled?: boolean;
}) {
  const locale = useLocale();
  return (
    <LabelledSelect {...props} choices={heroClasses.map((c) => ({ value: c, label: heroName(c, locale) }))} />
  );
}
