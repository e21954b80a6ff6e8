/**
 * Building a move cell by cell (with the mouse or the keyboard) from the engine's list of legal
 * actions, which holds every step and every jump-chain prefix. Nothing here knows a rule: it only
 * filters that list.
 */
import type { Action, JumpAction, Square } from "@engines/shing-shang";

/** A piece picked up, with the landings of a jump chain chosen so far. */
export interface Selection {
  readonly from: Square;
  readonly path: readonly Square[];
}

/** What the board highlights for a selection. */
export interface Targets {
  /** Squares holding a piece that may move (when nothing is selected). */
  readonly movable: readonly Square[];
  /** Where the selected piece may step (before any landing). */
  readonly steps: readonly Square[];
  /** Where the chain may land next. */
  readonly landings: readonly Square[];
  /** Whether the chain may stop where it is. */
  readonly canStop: boolean;
}

const startsWith = (prefix: readonly Square[], path: readonly Square[]) =>
  prefix.every((s, i) => path[i] === s);

function jumpsFrom(legal: readonly Action[], from: Square): JumpAction[] {
  return legal.filter((a): a is JumpAction => a.type === "jump" && a.from === from);
}

/** The highlights for `selection` among `legal`. */
export function targetsOf(legal: readonly Action[], selection: Selection | null): Targets {
  if (selection === null) {
    const movable = [...new Set(legal.flatMap((a) => (a.type === "pass" ? [] : [a.from])))];
    return { movable, steps: [], landings: [], canStop: false };
  }
  const { from, path } = selection;
  const steps =
    path.length === 0 ? legal.flatMap((a) => (a.type === "step" && a.from === from ? [a.to] : [])) : [];
  const jumps = jumpsFrom(legal, from);
  const landings = [
    ...new Set(
      jumps
        .filter((j) => j.path.length === path.length + 1 && startsWith(path, j.path))
        .map((j) => j.path[path.length] as Square),
    ),
  ];
  const canStop =
    path.length > 0 && jumps.some((j) => j.path.length === path.length && startsWith(path, j.path));
  return { movable: [], steps, landings, canStop };
}

/** What choosing a cell does: select (or drop) a piece, extend a chain, or play an action. */
export type Choice =
  | { readonly type: "select"; readonly selection: Selection | null }
  | { readonly type: "play"; readonly action: Action }
  | { readonly type: "ignore" };

/**
 * The outcome of choosing `square` with `selection` in hand: a step target plays the step; a
 * landing extends the chain, or plays it when no longer chain goes on from there (a capture ends
 * a chain); the chain's last landing again stops the chain there; a movable piece is picked up;
 * anything else drops the selection (or is ignored in the middle of a chain).
 */
export function choose(legal: readonly Action[], selection: Selection | null, square: Square): Choice {
  const t = targetsOf(legal, selection);
  if (selection !== null) {
    const { from, path } = selection;
    if (t.steps.includes(square)) return { type: "play", action: { type: "step", from, to: square } };
    if (t.landings.includes(square)) {
      const next = [...path, square];
      const more = jumpsFrom(legal, from).some(
        (j) => j.path.length > next.length && startsWith(next, j.path),
      );
      if (!more) return { type: "play", action: { type: "jump", from, path: next } };
      return { type: "select", selection: { from, path: next } };
    }
    if (path.length > 0) {
      if (square === path[path.length - 1] && t.canStop)
        return { type: "play", action: { type: "jump", from, path } };
      return { type: "ignore" };
    }
  }
  const movable = targetsOf(legal, null).movable;
  if (movable.includes(square) && square !== selection?.from)
    return { type: "select", selection: { from: square, path: [] } };
  return { type: "select", selection: null };
}
