/**
 * `@engines/chessistics/testing`: fast-check arbitraries for property tests of the engine or of
 * code built on it: setups (built-in and generated levels), actions legal in a state, and states
 * reached by random play.
 * @packageDocumentation
 */
import { fc } from "@core/engine/testing";
import { makeSquareName, parseSquareName } from "./board.js";
import { reduce } from "./game.js";
import { initialState, LEVELS, type Level, parseLevel, type Setup } from "./levels.js";
import { BRANCHING, countPieces, isNode } from "./piece-tree.js";
import { legalActions, piecesOf } from "./selectors.js";
import type { Action, Piece, PieceTree, State } from "./types.js";

/** A small random level: 3..7 cells a side, 0..2 walls, 1..2 productions, 1..2 demands, mixed stock. */
export const levelArb: fc.Arbitrary<Level> = fc
  .record({
    width: fc.integer({ min: 3, max: 7 }),
    height: fc.integer({ min: 3, max: 7 }),
    cells: fc.uniqueArray(fc.nat(48), { minLength: 7, maxLength: 7 }),
    walls: fc.integer({ min: 0, max: 2 }),
    productions: fc.array(
      fc.record({ cargo: fc.constantFrom("wood", "stone"), amount: fc.integer({ min: 1, max: 4 }) }),
      {
        minLength: 2,
        maxLength: 2,
      },
    ),
    demands: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 3 }), second: fc.boolean() }), {
      minLength: 1,
      maxLength: 2,
    }),
    pieces: fc.record({
      pawn: fc.integer({ min: 0, max: 3 }),
      rook: fc.integer({ min: 0, max: 3 }),
      bishop: fc.integer({ min: 0, max: 2 }),
      knight: fc.integer({ min: 0, max: 2 }),
      queen: fc.integer({ min: 0, max: 2 }),
      rook3: fc.integer({ min: 0, max: 1 }),
    }),
  })
  .map(({ width, height, cells, walls, productions, demands, pieces }): Level => {
    // Distinct cells (at least 2: seven distinct numbers below 49 cannot share one residue
    // modulo a size of 9 or more), handed out to productions, then demands, then walls.
    const size = width * height;
    const free = [...new Set(cells.map((c) => c % size))].map((c) => ({
      x: c % width,
      y: Math.floor(c / width),
    }));
    const prods = productions.slice(0, Math.min(productions.length, free.length - 1));
    const dems = demands.slice(0, Math.min(demands.length, free.length - prods.length));
    const rest = free.slice(prods.length + dems.length);
    return {
      id: "generated",
      name: "Generated",
      width,
      height,
      productions: prods.map((p, i) => ({ ...free[i]!, name: `P${i + 1}`, ...p })),
      demands: dems.map((d, i) => ({
        ...free[prods.length + i]!,
        name: `D${i + 1}`,
        cargo: prods[i % prods.length]!.cargo,
        amount: d.amount,
        ...(d.second && i > 0 ? { mission: 2 } : {}),
      })),
      walls: rest.slice(0, walls),
      pieces: [
        { type: "pawn", count: pieces.pawn },
        { type: "rook", count: pieces.rook },
        { type: "rook", level: 3, count: pieces.rook3 },
        { type: "bishop", count: pieces.bishop },
        { type: "knight", count: pieces.knight },
        { type: "queen", count: pieces.queen },
      ],
    };
  });

/** The areas of a two-mission campaign cutting a grid after column (or row) `cut`. */
function split(level: Level, cut: number, vertical: boolean): Level["missions"] {
  const { width: w, height: h } = level;
  const [first, second] = vertical
    ? [
        { x: 0, y: 0, width: cut, height: h },
        { x: cut, y: 0, width: w - cut, height: h },
      ]
    : [
        { x: 0, y: 0, width: w, height: cut },
        { x: 0, y: cut, width: w, height: h - cut },
      ];
  return [
    { title: "First", area: [first!] },
    {
      title: "Second",
      area: [second!],
      pieces: [
        { type: "pawn", count: 2 },
        { type: "rook", count: 1 },
      ],
    },
  ];
}

/**
 * A generated level made a two-mission campaign on a growing board (seed §7.6) when its
 * demands allow it: the grid cut in two, mission 1 on one side, the second side joining the
 * board with reinforcements when mission 2 begins. Levels no cut fits stay as they are.
 */
export const campaignArb: fc.Arbitrary<Level> = fc
  .tuple(levelArb, fc.nat(), fc.boolean())
  .map(([level, start, vertical]) => {
    if (!level.demands.some((d) => d.mission === 2)) return level;
    const size = vertical ? level.width : level.height;
    for (let k = 0; k < size - 1; k++) {
      const campaign = {
        ...level,
        id: "campaign",
        missions: split(level, 1 + ((start + k) % (size - 1)), vertical),
      };
      try {
        return parseLevel(campaign);
      } catch {
        // This cut leaves a mission-1 demand or its production in the second part: try the next.
      }
    }
    return level;
  });

/** A setup: one of the built-in levels, or a generated one (a campaign now and then). */
export const setupArb: fc.Arbitrary<Setup> = fc.oneof(
  fc.integer({ min: 1, max: LEVELS.length }).map((level) => ({ level })),
  levelArb.map((level) => ({ level })),
  campaignArb.map((level) => ({ level })),
);

/**
 * An action legal in `state`, biased toward play that does something: ticks half the time,
 * otherwise a placement or a removal. Undefined when the level is complete.
 */
export function actionArb(state: State): fc.Arbitrary<Action> | undefined {
  const legal = legalActions(state);
  if (legal.length === 0) return undefined;
  const edits = legal.filter((a) => a.type !== "tick");
  if (edits.length === 0) return fc.constant(legal[0]!);
  return fc.oneof(fc.constant<Action>({ type: "tick" }), fc.constantFrom(...edits));
}

/** Cells 4-adjacent to a building or to a cell a piece uses: where placements make things happen. */
function busyCells(state: State): Set<string> {
  const out = new Set<string>();
  const around = (square: string): void => {
    const c = parseSquareName(square);
    if (c === undefined) return;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      out.add(makeSquareName({ x: c.x + dx, y: c.y + dy }));
    }
  };
  for (const p of state.productions) around(p.at);
  for (const d of state.demands) around(d.at);
  for (const p of piecesOf(state)) {
    around(p.from);
    around(p.to);
  }
  return out;
}

/**
 * A legal action picked from a number: a tick for one number in three; otherwise a removal or a
 * placement, mostly one starting next to a building or a piece's route so that random play
 * produces pick-ups, hand-offs, deliveries and collisions rather than idle pieces.
 */
export function chooseAction(state: State, choice: number): Action | undefined {
  const legal = legalActions(state);
  if (legal.length === 0) return undefined;
  if (choice % 3 === 0 || legal.length === 1) return { type: "tick" };
  const rest = Math.floor(choice / 3);
  const busy = busyCells(state);
  const near = legal.filter((a) => a.type === "place" && busy.has(a.from));
  const removals = legal.filter((a) => a.type === "remove");
  if (rest % 10 === 0 && removals.length > 0) return removals[rest % removals.length];
  if (rest % 4 !== 0 && near.length > 0) return near[rest % near.length];
  return legal[1 + (rest % (legal.length - 1))];
}

/**
 * The actions worth exploring in `state`, for the random-simulation harness: placements next to
 * buildings or routes (all placements when there are none), removals, and as many ticks as
 * those together, so about half the steps play a turn. Empty once the level is complete.
 */
export function busyActions(state: State): Action[] {
  const legal = legalActions(state);
  if (legal.length === 0) return [];
  const busy = busyCells(state);
  const places = legal.filter((a) => a.type === "place");
  const near = places.filter((a) => a.type === "place" && busy.has(a.from));
  const edits = [...(near.length > 0 ? near : places), ...legal.filter((a) => a.type === "remove")];
  return [...edits, ...edits.map((): Action => ({ type: "tick" })), { type: "tick" }];
}

/** A state reached from a setup by up to `maxSteps` random legal actions, with the actions taken. */
export function reachableStateArb(
  maxSteps = 40,
): fc.Arbitrary<{ setup: Setup; actions: Action[]; state: State }> {
  return fc
    .tuple(setupArb, fc.array(fc.nat(), { minLength: Math.floor(maxSteps / 2), maxLength: maxSteps }))
    .map(([setup, choices]) => {
      let state = initialState(typeof setup.level === "number" ? LEVELS[setup.level - 1]! : setup.level);
      const actions: Action[] = [];
      for (const c of choices) {
        const action = chooseAction(state, c);
        if (action === undefined) break;
        state = reduce(state, action).state as State;
        actions.push(action);
      }
      return { setup, actions, state };
    });
}

/** Square names of a `width`×`height` board, for arbitrary cells. */
export function squaresOf(width: number, height: number): string[] {
  const out: string[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out.push(makeSquareName({ x, y }));
  return out;
}

/**
 * What is wrong with the shape of a pieces tree the engine built (RULES.md §10), or null: every
 * array holds at most 32 entries, nodes are never empty, every leaf lies at the same depth, ids
 * increase depth first, and 32 pieces or fewer are one flat leaf.
 */
export function pieceTreeProblem(tree: PieceTree): string | null {
  const depths = new Set<number>();
  let lastId = 0;
  const visit = (t: PieceTree, depth: number, at: string): string | null => {
    if (t.length > BRANCHING) return `${at || "/"} holds ${t.length} entries (at most ${BRANCHING})`;
    if (!isNode(t)) {
      depths.add(depth);
      for (const p of t as readonly Piece[]) {
        if (Array.isArray(p)) return `${at || "/"} mixes pieces and arrays`;
        if (p.id <= lastId) return `piece ${p.id} at ${at || "/"} comes after piece ${lastId}`;
        lastId = p.id;
      }
      return null;
    }
    for (let k = 0; k < t.length; k++) {
      const child = t[k]!;
      if (!Array.isArray(child)) return `${at || "/"} mixes pieces and arrays`;
      if (child.length === 0) return `${at}/${k} is an empty array inside a node`;
      const problem = visit(child, depth + 1, `${at}/${k}`);
      if (problem !== null) return problem;
    }
    return null;
  };
  const problem = visit(tree, 0, "");
  if (problem !== null) return problem;
  if (isNode(tree) && tree.length === 1) return "a root node with a single child";
  if (depths.size > 1) return `leaves at depths ${[...depths].join(", ")}: not balanced`;
  if (isNode(tree) && countPieces(tree) <= BRANCHING)
    return `${countPieces(tree)} pieces not in one flat leaf`;
  return null;
}
