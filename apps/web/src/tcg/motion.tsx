import { useEffect, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { useStoredState } from "../storage.js";
import { tcgMessages } from "./messages.js";

/**
 * The "reduce animations" setting of the TCG pages: "auto" follows the system's
 * `prefers-reduced-motion`, "on"/"off" override it. Stored in local storage so it carries across
 * pages and visits.
 */
export type MotionSetting = "auto" | "on" | "off";

const KEY = "tcg:reduce-animations";
const QUERY = "(prefers-reduced-motion: reduce)";
const parse = (x: unknown): MotionSetting | null => (x === "auto" || x === "on" || x === "off" ? x : null);

/** The setting, a setter, and whether animations are reduced now. */
export function useReduceMotion(): [MotionSetting, (s: MotionSetting) => void, boolean] {
  const [setting, setSetting] = useStoredState<MotionSetting>(KEY, "auto", parse);
  const [system, setSystem] = useState(() => typeof matchMedia === "function" && matchMedia(QUERY).matches);
  useEffect(() => {
    const mq = matchMedia(QUERY);
    const on = () => setSystem(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return [setting, setSetting, setting === "on" || (setting === "auto" && system)];
}

/** The setting as a select, labelled for screen readers. */
export function MotionControl({
  setting,
  onChange,
  reduced,
}: {
  setting: MotionSetting;
  onChange: (s: MotionSetting) => void;
  reduced: boolean;
}) {
  const m = useMessages(tcgMessages);
  return (
    <label class="tcg-motion">
      {m.reduceAnimations}{" "}
      <select
        value={setting}
        data-testid="reduce-motion"
        onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as MotionSetting)}
      >
        <option value="auto">{m.motionAuto(reduced && setting === "auto")}</option>
        <option value="on">{m.motionOn}</option>
        <option value="off">{m.motionOff}</option>
      </select>
    </label>
  );
}
