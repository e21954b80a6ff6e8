/**
 * The board's camera (seed §5.2, §7.6): what part of the board the SVG shows, as its viewBox,
 * and the same view of the piece layer above it, as a transform. Views keep the aspect ratio of
 * the whole-board view, so zooming never changes the elements' size (no layout); moves are
 * animated on animation frames by writing the viewBox and the transform directly, with no
 * render per frame.
 * @module
 */
import type { RefObject } from "preact";
import { useCallback, useEffect, useRef } from "preact/hooks";

/** A rectangle of board units (one cell = 1; y grows down as on screen). */
export interface View {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Board units around the cells for the coordinates (left and below). */
const MARGIN = { left: 0.55, top: 0.1, right: 0.1, bottom: 0.55 };

/** The view of the whole board: the cells' bounding box (x, top row yy) with room for coordinates. */
export function fitView(box: { x0: number; y0: number; x1: number; y1: number }): View {
  return {
    x: box.x0 - MARGIN.left,
    y: box.y0 - MARGIN.top,
    w: box.x1 - box.x0 + MARGIN.left + MARGIN.right,
    h: box.y1 - box.y0 + MARGIN.top + MARGIN.bottom,
  };
}

/** `view` kept inside `fit` (it may be as large, never larger), aspect unchanged. */
function clamp(view: View, fit: View): View {
  const w = Math.min(view.w, fit.w);
  const h = Math.min(view.h, fit.h);
  return {
    w,
    h,
    x: Math.min(Math.max(view.x, fit.x), fit.x + fit.w - w),
    y: Math.min(Math.max(view.y, fit.y), fit.y + fit.h - h),
  };
}

/**
 * A close view of some cells (screen coordinates: column x, row yy from the top), at least
 * `span` cells across, with the aspect ratio of `fit`: where a collision happened (seed §5.2).
 */
export function focusView(fit: View, cells: readonly { x: number; yy: number }[], span = 3.4): View {
  if (cells.length === 0) return fit;
  const x0 = Math.min(...cells.map((c) => c.x));
  const x1 = Math.max(...cells.map((c) => c.x)) + 1;
  const y0 = Math.min(...cells.map((c) => c.yy));
  const y1 = Math.max(...cells.map((c) => c.yy)) + 1;
  const ratio = fit.w / fit.h;
  let w = Math.max(x1 - x0 + 1.4, span);
  let h = Math.max(y1 - y0 + 1.4, span);
  if (w / h > ratio) h = w / ratio;
  else w = h * ratio;
  return clamp({ x: (x0 + x1) / 2 - w / 2, y: (y0 + y1) / 2 - h / 2, w, h }, fit);
}

/** `view` zoomed by `factor` (> 1 closer) about its centre, within `fit`. */
export function zoomView(view: View, factor: number, fit: View): View {
  const w = Math.min(fit.w, Math.max(fit.w / 6, view.w / factor));
  const h = (w * fit.h) / fit.w;
  return clamp({ x: view.x + (view.w - w) / 2, y: view.y + (view.h - h) / 2, w, h }, fit);
}

/** `view` moved by (dx, dy) board units, within `fit`. */
export function panView(view: View, dx: number, dy: number, fit: View): View {
  return clamp({ ...view, x: view.x + dx, y: view.y + dy }, fit);
}

const text = (v: View) => `${v.x} ${v.y} ${v.w} ${v.h}`;

/**
 * The transform that shows `view` on an HTML layer laid out for `fit` (one board unit = the
 * layer's width / `fit.w`), as the SVG shows its viewBox: scaled to fit and centred
 * (`preserveAspectRatio` xMidYMid meet), with the transform's origin at the layer's corner.
 */
export function layerTransform(fit: View, view: View): string {
  const s = Math.min(fit.w / view.w, fit.h / view.h);
  const tx = (100 * ((fit.x - view.x) * s + (fit.w - view.w * s) / 2)) / fit.w;
  const ty = (100 * ((fit.y - view.y) * s + (fit.h - view.h * s) / 2)) / fit.h;
  return `translate(${tx}%, ${ty}%) scale(${s})`;
}
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** The camera of one SVG: its current view, and moves (animated or not). */
export interface Camera {
  /** The view shown now (mid-animation: where it is going). */
  readonly view: () => View;
  /** Shows `view`, gliding there over `ms` (0: at once). */
  readonly move: (view: View, ms?: number) => void;
}

/** The board's two elements the camera moves. */
export interface CameraTargets {
  readonly svg: RefObject<SVGSVGElement | null>;
  /** The piece layer's camera element (`PieceLayer`). */
  readonly layer: RefObject<HTMLElement | null>;
}

/** A camera writing the board's viewBox and the piece layer's transform, for the whole-board view `fit`; starts there. */
export function useCamera({ svg, layer }: CameraTargets, fit: View): Camera {
  const current = useRef(fit);
  const target = useRef(fit);
  const frame = useRef(0);
  const fitNow = useRef(fit);
  fitNow.current = fit;
  /** Shows `v` now: attribute and style writes only, nothing read. */
  const show = useCallback(
    (v: View) => {
      current.current = v;
      svg.current?.setAttribute("viewBox", text(v));
      if (layer.current) layer.current.style.transform = layerTransform(fitNow.current, v);
    },
    [svg, layer],
  );
  useEffect(() => {
    show(current.current);
    return () => cancelAnimationFrame(frame.current);
  }, [show]);
  const move = useCallback(
    (view: View, ms = 0) => {
      cancelAnimationFrame(frame.current);
      target.current = view;
      const el = svg.current;
      const from = current.current;
      if (ms <= 0 || !el || matchMedia("(prefers-reduced-motion: reduce)").matches) return show(view);
      // The layer follows a new `fit` at once (its boxes are sized for it), before the first frame.
      show(from);
      const start = performance.now();
      const step = (now: number) => {
        const t = ease(Math.min(1, (now - start) / ms));
        show({
          x: from.x + (view.x - from.x) * t,
          y: from.y + (view.y - from.y) * t,
          w: from.w + (view.w - from.w) * t,
          h: from.h + (view.h - from.h) * t,
        });
        if (t < 1) frame.current = requestAnimationFrame(step);
      };
      frame.current = requestAnimationFrame(step);
    },
    [svg, show],
  );
  const view = useCallback(() => target.current, []);
  return { view, move };
}

/** The camera with the player's controls: zoom buttons, dragging to pan, and focusing on cells. */
export interface CameraControls {
  readonly zoomIn: () => void;
  readonly zoomOut: () => void;
  /** Back to the whole board. */
  readonly fitAll: (ms?: number) => void;
  /** Pans and zooms to some cells (a collision, seed §5.2); the next `fitAll` comes back. */
  readonly focus: (cells: readonly { x: number; yy: number }[]) => void;
  /** True while the camera shows a close-up it chose (a collision). */
  readonly focused: () => boolean;
  readonly onPointerDown: (e: PointerEvent) => void;
  /** True when the pointer that just went up dragged the view (its click is no cell click). */
  readonly dragged: () => boolean;
}

/**
 * Controls for the camera of `svg` over the whole-board view `fit`. While `locked` (the
 * "Nouvelle mission" sequence, seed §7.6: "la caméra se lock") the player cannot move it.
 */
export function useCameraControls(targets: CameraTargets, fit: View, locked: boolean): CameraControls {
  const { svg } = targets;
  const camera = useCamera(targets, fit);
  const isFocused = useRef(false);
  const drag = useRef<{ x: number; y: number; view: View; scale: number; moved: boolean } | null>(null);
  const wasDragged = useRef(false);
  const fitKey = `${fit.x} ${fit.y} ${fit.w} ${fit.h}`;
  // The board grew (or the level changed): show all of it, gliding when it grows.
  useEffect(() => {
    isFocused.current = false;
    camera.move(fit, 700);
  }, [fitKey]);
  const fitAll = useCallback(
    (ms = 350) => {
      isFocused.current = false;
      camera.move(fit, ms);
    },
    [camera, fitKey],
  );
  const zoom = (factor: number) => {
    if (locked) return;
    isFocused.current = false;
    camera.move(zoomView(camera.view(), factor, fit), 220);
  };
  const onPointerDown = (e: PointerEvent) => {
    const el = svg.current;
    const view = camera.view();
    wasDragged.current = false;
    if (locked || !el || view.w >= fit.w - 1e-6) return; // nothing to pan at the whole-board view
    drag.current = { x: e.clientX, y: e.clientY, view, scale: view.w / el.clientWidth, moved: false };
    const move = (ev: PointerEvent) => {
      const d = drag.current;
      if (!d) return;
      const dx = ev.clientX - d.x;
      const dy = ev.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) < 6) return;
      d.moved = true;
      wasDragged.current = true;
      camera.move(panView(d.view, -dx * d.scale, -dy * d.scale, fit));
    };
    const up = () => {
      drag.current = null;
      removeEventListener("pointermove", move);
      removeEventListener("pointerup", up);
      // The click that follows this pointerup reads `dragged`; forget it just after.
      setTimeout(() => {
        wasDragged.current = false;
      }, 0);
    };
    addEventListener("pointermove", move);
    addEventListener("pointerup", up);
  };
  return {
    zoomIn: () => zoom(1.5),
    zoomOut: () => zoom(1 / 1.5),
    fitAll,
    focus: (cells) => {
      isFocused.current = true;
      camera.move(focusView(fit, cells), 450);
    },
    focused: () => isFocused.current,
    onPointerDown,
    dragged: () => wasDragged.current,
  };
}
