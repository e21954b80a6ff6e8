import { useEffect, useRef, useState } from "preact/hooks";

/**
 * A menu or panel that opens from a button: a tap or click outside `ref` closes it, and so does Esc
 * pressed inside (`onKeyDown`), which gives the focus back to the element `trigger` selects.
 */
export function useDisclosure<T extends HTMLElement>(trigger: string) {
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    addEventListener("pointerdown", away);
    return () => removeEventListener("pointerdown", away);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || !open) return;
    setOpen(false);
    ref.current?.querySelector<HTMLElement>(trigger)?.focus();
  };
  return { open, setOpen, ref, onKeyDown };
}
