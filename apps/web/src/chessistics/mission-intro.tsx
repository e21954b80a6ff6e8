import { useEffect, useLayoutEffect, useRef } from "preact/hooks";
import type { ChessMessages } from "./messages.js";

/**
 * The "Nouvelle mission" sequence (seed §7.6): the title fades in full screen while the camera is
 * locked; the new cells appear with an expansion animation as the camera frames the grown board;
 * then the title moves to the mission heading in the side panel and fades, leading the eye to the
 * new objectives.
 */
export interface Transition {
  readonly mission: number;
  readonly title: string;
  readonly stage: "title" | "expand" | "settle";
}

/** How long each stage lasts, in ms (shorter when the player asks for reduced motion). */
export const STAGE_MS = { title: 1000, expand: 1200, settle: 800 } as const;

const NEXT = { title: "expand", expand: "settle", settle: "done" } as const;

/**
 * Runs a transition's stages one after the other; `onStage` hears each new stage ("expand": show
 * the new cells; "done": the sequence is over).
 */
export function useTransition(
  transition: Transition | null,
  set: (t: Transition | null) => void,
  onStage: (stage: "expand" | "settle" | "done") => void,
): void {
  const hear = useRef(onStage);
  hear.current = onStage;
  useEffect(() => {
    if (!transition) return;
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = setTimeout(
      () => {
        const next = NEXT[transition.stage];
        set(next === "done" ? null : { ...transition, stage: next });
        hear.current(next);
      },
      STAGE_MS[transition.stage] * (reduced ? 0.25 : 1),
    );
    return () => clearTimeout(timer);
  }, [transition, set]);
}

/** The title of the mission to come, over the board, then flying to the side panel. */
export function MissionIntro({ m, transition }: { m: ChessMessages; transition: Transition }) {
  const title = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (transition.stage !== "settle") return;
    const el = title.current;
    const heading = document.getElementById("mission-title");
    if (!el || !heading) return;
    // FLIP, read once: from where the title is to where the panel's heading stands.
    const a = el.getBoundingClientRect();
    const b = heading.getBoundingClientRect();
    const scale = Math.min(1, b.height / Math.max(a.height, 1));
    el.animate(
      [
        { transform: "none", opacity: 1 },
        {
          transform: `translate(${b.left - a.left}px, ${b.top - a.top}px) scale(${scale})`,
          opacity: 0.9,
          offset: 0.8,
        },
        { transform: `translate(${b.left - a.left}px, ${b.top - a.top}px) scale(${scale})`, opacity: 0 },
      ],
      { duration: STAGE_MS.settle, easing: "ease-in-out", fill: "forwards" },
    );
  }, [transition.stage]);
  return (
    <div class={`mission-intro stage-${transition.stage}`} data-testid="mission-intro" aria-hidden="true">
      <div ref={title} class="intro-title">
        <span class="intro-kicker">{m.newMission}</span>
        <strong>{transition.title}</strong>
      </div>
    </div>
  );
}
