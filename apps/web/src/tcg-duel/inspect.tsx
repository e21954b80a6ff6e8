import { useEffect, useRef, useState } from "preact/hooks";
import { type CardFace, CardView } from "../tcg/card.js";
import { setSize, useTextContext } from "../tcg/data.js";
import type { LiveStats } from "../tcg/label.js";

/** A card to show whole: its face, and its live numbers when it is in play. */
export interface Inspected {
  readonly key: string;
  readonly card: CardFace;
  readonly stats?: LiveStats;
}

const LONG_PRESS_MS = 450;

/** Handlers that show a card whole while it is hovered, focused or long-pressed. */
export interface InspectHandlers {
  onPointerEnter(e: PointerEvent): void;
  onPointerLeave(e: PointerEvent): void;
  onPointerDown(e: PointerEvent): void;
  onPointerUp(): void;
  onPointerCancel(): void;
  onFocus(e: FocusEvent): void;
  onBlur(): void;
  onContextMenu(e: Event): void;
  onClickCapture(e: Event): void;
}

/**
 * The card shown whole (as Hearthstone and Marvel Snap do): a mouse shows it on hover, the keyboard
 * on focus, a finger on a long press, which then does not count as a tap. Read `shown` after the
 * `bind` calls of the render (not destructured first), to get the card's current stats.
 */
export function useInspect(): { readonly shown: Inspected | null; bind: (i: Inspected) => InspectHandlers } {
  const [shown, setShown] = useState<Inspected | null>(null);
  // What each card says in this render: the card shown is read back from here, so a creature
  // buffed while the pointer rests on it shows its new stats, not those of the moment it was
  // pointed at (issue 30: a 5/3 shown as 4/2). Renewed at each render of the table.
  const latest = useRef(new Map<string, Inspected>());
  latest.current = new Map();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressed = useRef(false);
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  const hide = (key: string) => setShown((s) => (s?.key === key ? null : s));
  const bind = (i: Inspected): InspectHandlers => {
    latest.current.set(i.key, i);
    return handlers(i);
  };
  const handlers = (i: Inspected): InspectHandlers => ({
    onPointerEnter: (e) => e.pointerType === "mouse" && setShown(i),
    onPointerLeave: (e) => e.pointerType === "mouse" && hide(i.key),
    onPointerDown: (e) => {
      if (e.pointerType === "mouse") return;
      pressed.current = false;
      stop();
      timer.current = setTimeout(() => {
        pressed.current = true;
        setShown(i);
      }, LONG_PRESS_MS);
    },
    onPointerUp: () => {
      stop();
      if (pressed.current) hide(i.key);
    },
    onPointerCancel: () => {
      stop();
      hide(i.key);
    },
    // Keyboard focus only: a tap or a long press also focuses the card, and the card must go when
    // the finger lifts, not stay until something else takes focus.
    onFocus: (e) => (e.currentTarget as Element).matches(":focus-visible") && setShown(i),
    onBlur: () => hide(i.key),
    onContextMenu: (e) => e.preventDefault(), // a long press is ours, not the browser's menu
    onClickCapture: (e) => {
      if (!pressed.current) return;
      pressed.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  });
  const map = latest.current;
  return {
    /** The card shown, as its latest {@link bind} call in this render said it (read it after them). */
    get shown() {
      return shown === null ? null : (map.get(shown.key) ?? shown);
    },
    bind,
  };
}

/** The whole card, large, beside the table (decorative: the focused control already says it). */
export function CardInspector({ shown, still }: { shown: Inspected | null; still: boolean }) {
  const textContext = useTextContext();
  if (!shown) return null;
  return (
    <div class="duel-inspect" aria-hidden="true" data-testid="inspect">
      <CardView
        card={shown.card}
        ctx={textContext}
        setSize={setSize(shown.card.setCode)}
        stats={shown.stats}
        still={still}
      />
    </div>
  );
}
