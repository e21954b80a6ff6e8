/**
 * The pieces of a state as a persistent tree of chunks, so that placing or removing a piece
 * copies one path of small arrays instead of the whole list (issue 18: placement O(log n)).
 *
 * A {@link PieceTree} is a leaf (an array of pieces) or a node (an array of trees); read depth
 * first, left to right, it lists the pieces in id order. What the engine builds stays balanced,
 * like a persistent vector: every array holds at most {@link BRANCHING} entries and every leaf
 * lies at the same depth. Up to 32 pieces the tree is a single leaf: the flat list it always was.
 *
 * Shape rules (RULES.md §10), so that states are reproducible byte for byte:
 * - {@link packPieces} (after every turn): leaves of 32 pieces, nodes of 32 trees, the last of
 *   each level holding the rest; up to 32 pieces, one flat leaf.
 * - {@link appendToTree} (a placement): into the rightmost leaf when it has room; otherwise a new
 *   chain of single-child nodes ending in a one-piece leaf, at the leaves' depth, under the
 *   deepest ancestor on the rightmost path with room; otherwise a new root `[old, chain]`.
 *   Appending to a packed tree gives the packed tree of the longer list.
 * - {@link removeFromTree} (a removal): the piece leaves its leaf; emptied arrays are dropped; a
 *   root node with a single child is replaced by it; a tree left with 32 pieces or fewer becomes
 *   one flat leaf again. Leaves may be underfull until the next turn repacks them.
 *
 * Any well-formed tree is accepted as input (a flat list of any length, uneven depths): pieces
 * in increasing id order, arrays never mixing pieces and trees, nodes never empty. Every
 * function stays correct on those; its cost is bounded by the arrays on the path it touches
 * (O(32 · log₃₂ n) on the engine's own trees). Nothing here mutates its input.
 */
import type { Piece, PieceTree } from "./types.js";

/** The most entries an array of an engine-built tree holds (a leaf's pieces, a node's trees). */
export const BRANCHING = 32;

/** True when `tree` is a node (an array of trees); an empty array is an empty leaf. */
export function isNode(tree: PieceTree): tree is readonly PieceTree[] {
  return tree.length > 0 && Array.isArray(tree[0]);
}

/** The pieces of `tree` in id order, in a fresh array. O(n). */
export function flattenTree(tree: PieceTree): Piece[] {
  if (!isNode(tree)) return (tree as readonly Piece[]).slice();
  const out: Piece[] = [];
  const visit = (t: PieceTree): void => {
    if (isNode(t)) for (const child of t) visit(child);
    else for (const p of t as readonly Piece[]) out.push(p);
  };
  visit(tree);
  return out;
}

/** How many pieces `tree` holds; stops counting past `limit`. O(leaves visited × depth). */
export function countPieces(tree: PieceTree, limit = Number.POSITIVE_INFINITY): number {
  if (!isNode(tree)) return tree.length;
  let n = 0;
  for (const child of tree) {
    n += countPieces(child, limit - n);
    if (n > limit) break;
  }
  return n;
}

/**
 * The canonical packed tree of `pieces` (in id order): leaves of {@link BRANCHING} pieces, nodes
 * of {@link BRANCHING} trees, the last of each level holding the rest; one leaf up to 32 pieces.
 * Always fresh arrays (never `pieces` itself), so the caller may keep mutating its list. O(n).
 */
export function packPieces(pieces: readonly Piece[]): PieceTree {
  let level: PieceTree[] = chunks(pieces);
  while (level.length > 1) level = chunks(level);
  return level[0] ?? [];
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BRANCHING) out.push(items.slice(i, i + BRANCHING));
  return out;
}

/** A chain of `height` single-child nodes over the leaf `[piece]`. */
function chain(piece: Piece, height: number): PieceTree {
  let tree: PieceTree = [piece];
  for (let h = 0; h < height; h++) tree = [tree];
  return tree;
}

/** `node` with its last entry replaced by `last`. */
function withLast(node: readonly PieceTree[], last: PieceTree): PieceTree[] {
  const copy = node.slice();
  copy[copy.length - 1] = last;
  return copy;
}

/**
 * `tree` with `piece` appended (its id must exceed every id in `tree`). Copies only the
 * rightmost path down to where the piece goes: O(32 · depth), no amortisation. An array of more
 * than 32 entries met on the way (input not built by the engine) is never copied: the piece then
 * goes into a new chain beside it, under a new root if need be.
 */
export function appendToTree(tree: PieceTree, piece: Piece): PieceTree {
  // The rightmost path, from the root, down to the first array that is a leaf or oversized.
  const path: PieceTree[] = [tree];
  let t = tree;
  while (isNode(t) && t.length <= BRANCHING) {
    t = t[t.length - 1]!;
    path.push(t);
  }
  const bottom = path.length - 1;
  // The depth of the leaves below `t` on its rightmost side (0 when `t` is a leaf).
  let below = 0;
  for (let u = t; isNode(u); u = u[u.length - 1]!) below++;
  if (!isNode(t) && t.length < BRANCHING) {
    let updated: PieceTree = [...(t as readonly Piece[]), piece];
    for (let k = bottom - 1; k >= 0; k--) updated = withLast(path[k] as readonly PieceTree[], updated);
    return updated;
  }
  // `t` is full (or oversized): the deepest ancestor with room takes a new chain.
  let at = bottom - 1;
  while (at >= 0 && path[at]!.length >= BRANCHING) at--;
  if (at < 0) return [tree, chain(piece, bottom + below)];
  let updated: PieceTree = [...(path[at] as readonly PieceTree[]), chain(piece, bottom - at - 1 + below)];
  for (let k = at - 1; k >= 0; k--) updated = withLast(path[k] as readonly PieceTree[], updated);
  return updated;
}

/** The first id in `tree`, or undefined when it holds no piece. O(depth) on well-formed trees. */
function firstId(tree: PieceTree): number | undefined {
  if (!isNode(tree)) return (tree as readonly Piece[])[0]?.id;
  for (const child of tree) {
    const id = firstId(child);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** The position of the last entry of `items` whose key is ≤ `id` (-1 when none): a binary search. */
function lastAtMost<T>(items: readonly T[], id: number, key: (item: T) => number | undefined): number {
  let lo = 0;
  let hi = items.length; // the answer is in [lo - 1, hi - 1]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const k = key(items[mid]!);
    // An empty subtree (not built by the engine) holds no id: search on its left.
    if (k !== undefined && k <= id) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** The path of positions from the root to the leaf entry holding piece `id`, or undefined. */
function pathTo(tree: PieceTree, id: number): number[] | undefined {
  const path: number[] = [];
  let t = tree;
  while (isNode(t)) {
    const k = lastAtMost(t, id, firstId);
    if (k < 0) return undefined;
    path.push(k);
    t = t[k]!;
  }
  const leaf = t as readonly Piece[];
  const k = lastAtMost(leaf, id, (p) => p.id);
  if (k < 0 || leaf[k]!.id !== id) return undefined;
  path.push(k);
  return path;
}

/** The piece with id `id`, or undefined: a descent by ids, O(log n) on engine-built trees. */
export function findInTree(tree: PieceTree, id: number): Piece | undefined {
  const path = pathTo(tree, id);
  if (path === undefined) return undefined;
  let t = tree;
  for (let d = 0; d < path.length - 1; d++) t = (t as readonly PieceTree[])[path[d]!]!;
  return (t as readonly Piece[])[path.at(-1)!];
}

/**
 * `tree` without piece `id` (and that piece), or undefined when no piece has that id. Copies
 * the path to its leaf, drops the arrays it empties, replaces a root node of one child by that
 * child, and returns a flat leaf once 32 pieces or fewer are left: O(32 · depth).
 */
export function removeFromTree(tree: PieceTree, id: number): { tree: PieceTree; piece: Piece } | undefined {
  const path = pathTo(tree, id);
  if (path === undefined) return undefined;
  const arrays: PieceTree[] = [tree];
  for (let d = 0; d < path.length - 1; d++) arrays.push((arrays[d] as readonly PieceTree[])[path[d]!]!);
  const leaf = arrays.at(-1) as readonly Piece[];
  const piece = leaf[path.at(-1)!]!;
  // Rebuild upwards; `updated` null means the array below was emptied and is dropped.
  let updated: PieceTree | null = leaf.length === 1 ? null : without(leaf, path.at(-1)!);
  for (let d = arrays.length - 2; d >= 0; d--) {
    const node = arrays[d] as readonly PieceTree[];
    const k = path[d]!;
    if (updated !== null) {
      const copy = node.slice();
      copy[k] = updated;
      updated = copy;
    } else updated = node.length === 1 ? null : without(node, k);
  }
  let root: PieceTree = updated ?? [];
  while (isNode(root) && root.length === 1) root = root[0]!;
  if (isNode(root) && countPieces(root, BRANCHING) <= BRANCHING) root = flattenTree(root);
  return { tree: root, piece };
}

function without<T>(items: readonly T[], k: number): T[] {
  return [...items.slice(0, k), ...items.slice(k + 1)];
}
