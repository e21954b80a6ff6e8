import { useEffect, useState } from "preact/hooks";

/**
 * The "reduce animations" setting of the TCG pages: "auto" follows the system's
 * `prefers-reduced-motion`, "on"/"off" override it. Stored in localStorage so it carries across
 * pages and visits.
 */
export type MotionSetting = "auto" | "on" | "off";

const KEY = "lgc-tcg.reduce-animations";
const QUERY = "(prefers-reduced-motion: reduce)";

function stored(): MotionSetting {
  try {
    const v = localStorage.getItem(KEY);
    return v === "on" || v === "off" ? v : "auto";
  } catch {
    return "auto";
  }
}

/** The setting, a setter, and whether animations are reduced now. */
export function useReduceMotion(): [MotionSetting, (s: MotionSetting) => void, boolean] {
  const [setting, setSetting] = useState<MotionSetting>(stored);
  const [system, setSystem] = useState(() => typeof matchMedia === "function" && matchMedia(QUERY).matches);
  useEffect(() => {
    const mq = matchMedia(QUERY);
    const on = () => setSystem(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  const set = (s: MotionSetting) => {
    setSetting(s);
    try {
      if (s === "auto") localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, s);
    } catch {
      /* private mode: the setting lasts for this page only */
    }
  };
  return [setting, set, setting === "on" || (setting === "auto" && system)];
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
  return (
    <label class="tcg-motion">
      Reduce animations{" "}
      <select
        value={setting}
        data-testid="reduce-motion"
        onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as MotionSetting)}
      >
        <option value="auto">Auto ({reduced && setting === "auto" ? "on" : "system"})</option>
        <option value="on">On</option>
        <option value="off">Off</option>
      </select>
    </label>
  );
}
