/**
 * Orders as a player types them at the hot-seat prompt, read against that player's view (never
 * the full state): a move may name the destination planet instead of the corridor, a mistyped
 * word gets the nearest one suggested, and every refusal says what would be accepted. The engine
 * still judges every order; this module only reads text and explains.
 */
import {
  type Corridor,
  makeOrder,
  ORDER_KINDS,
  type Order,
  type PlayerView,
  parseOrder,
  TARGETED,
  type Unit,
} from "@engines/diplomaxy";
import { closest, distance } from "fastest-levenshtein";

/** The words typed alone at the orders prompt. */
export const PROMPT_COMMANDS = ["list", "orders", "done", "help", "quit"] as const;

/** The order words in their long form (control, support-control, move, …), as `makeOrder` writes them. */
export const ORDER_WORDS: readonly string[] = ORDER_KINDS.map(
  (order) => makeOrder({ unit: "_", order }).split(" ")[1] as string,
);

/** What a typed order line gives: the order to submit, or a sentence saying what is wrong. */
export type Reading =
  | { readonly ok: true; readonly order: Order }
  | { readonly ok: false; readonly message: string };

function fail(message: string): Reading {
  return { ok: false, message };
}

/**
 * The candidate nearest to `word` when it is close enough to be a typo of it (at most two edits,
 * fewer for short words), else null.
 */
export function nearest(word: string, candidates: readonly string[]): string | null {
  if (candidates.length === 0) return null;
  const w = word.toLowerCase();
  const best = closest(w, candidates);
  const d = distance(w, best);
  return d > 0 && d <= Math.min(2, Math.floor(best.length / 2)) ? best : null;
}

function didYouMean(word: string, candidates: readonly string[]): string {
  const guess = nearest(word, candidates);
  return guess === null ? "" : ` Did you mean "${guess}"?`;
}

/** The player's own units in orbit, as its view shows them. */
export function ownUnits(view: PlayerView): Unit[] {
  return view.planets.flatMap((p) =>
    p.visible ? p.units.filter((u): u is Unit => u.owner === view.player && "id" in u) : [],
  );
}

/** The corridors leaving `planet`. */
function lanesFrom(view: PlayerView, planet: string): Corridor[] {
  return view.corridors.filter((c) => c.a === planet || c.b === planet);
}

function far(c: Corridor, planet: string): string {
  return c.a === planet ? c.b : c.a;
}

/** "sol-cygni → cygni, sol-draco → draco": the corridors leaving `planet` and where they lead. */
export function lanesText(view: PlayerView, planet: string): string {
  const lanes = lanesFrom(view, planet);
  if (lanes.length === 0) return `no corridor leaves ${planet}`;
  return `corridors from ${planet}: ${lanes.map((c) => `${c.id} → ${far(c, planet)}`).join(", ")}`;
}

/** The players `view.player` may name in a support or an attack. */
function othersText(view: PlayerView): string {
  const others = view.players.filter((p) => !p.out && p.id !== view.player).map((p) => p.id);
  return others.length === 0 ? "no other player is left" : `players you may name: ${others.join(", ")}`;
}

/** What an order word expects after it, for a line of the wrong shape. */
function shapeOf(unit: Unit, order: Order, view: PlayerView): string {
  const word = makeOrder({ unit: unit.id, order: order.order }).split(" ")[1] as string;
  if (order.order === "move")
    return `move names a corridor or a planet next to ${unit.at} (${lanesText(view, unit.at)})`;
  if (TARGETED.has(order.order))
    return `${word} names one player, as in "${unit.id} ${word} <player>" (${othersText(view)})`;
  return `${word} takes nothing more: "${unit.id} ${word}"`;
}

/** Reads `<unit> <order> [<player>|<corridor>|<planet>]` typed by `view.player`. */
export function readOrder(text: string, view: PlayerView): Reading {
  const words = text.trim().split(/\s+/);
  const [unitId = "", word, arg] = words;
  if (word === undefined) {
    return fail(
      `"${unitId}" is not a command.${didYouMean(unitId, PROMPT_COMMANDS)} Commands: ${PROMPT_COMMANDS.join(", ")}; an order reads "<unit> <order> [<player>|<corridor>]".`,
    );
  }
  const mine = ownUnits(view);
  const unit = mine.find((u) => u.id === unitId);
  if (unit === undefined) {
    const moving = view.transit.find((t) => t.id === unitId);
    if (moving !== undefined)
      return fail(
        `${unitId} is on its way to ${moving.to} (arrives after turn ${moving.arrives}): no order until then.`,
      );
    // Only the player's own units are named: whether another id exists is not its to learn.
    return fail(
      `You have no unit "${unitId}" in orbit. Yours: ${mine.map((u) => u.id).join(" ") || "none"}.`,
    );
  }
  // Which order the word names, whatever follows it (parseOrder checks the whole shape).
  const kind = parseOrder(`${unitId} ${word}`) ?? parseOrder(`${unitId} ${word} _`);
  if (kind === null) {
    return fail(
      `"${word}" is not an order.${didYouMean(word, ORDER_WORDS)} Orders: ${ORDER_WORDS.join(", ")} (short: c, sc, m, d, sd, a).`,
    );
  }
  const order = parseOrder(text);
  if (order === null) return fail(`${shapeOf(unit, kind, view)}.`);
  if (order.order !== "move" || arg === undefined) return { ok: true, order };
  return moveToward(order, arg, unit, view);
}

/**
 * A move whose argument names a planet (by id or name, any case) rather than a corridor becomes
 * a move along the one corridor from the unit's planet to it. Anything else goes to the engine
 * as typed; its refusal then lists the corridors.
 */
function moveToward(order: Order, arg: string, unit: Unit, view: PlayerView): Reading {
  if (view.corridors.some((c) => c.id === arg)) return { ok: true, order };
  const a = arg.toLowerCase();
  const planet = view.planets.find((p) => p.id.toLowerCase() === a || p.name.toLowerCase() === a);
  if (planet === undefined) return { ok: true, order };
  const toward = lanesFrom(view, unit.at).filter((c) => far(c, unit.at) === planet.id);
  if (toward.length === 1) return { ok: true, order: { ...order, corridor: (toward[0] as Corridor).id } };
  if (toward.length === 0)
    return fail(`No corridor leads from ${unit.at} to ${planet.id}; ${lanesText(view, unit.at)}.`);
  return fail(
    `${toward.length} corridors lead from ${unit.at} to ${planet.id}: name one of ${toward.map((c) => c.id).join(", ")}.`,
  );
}

const ABOUT_CORRIDOR = new Set(["missing-corridor", "unknown-corridor", "corridor-not-here"]);
const ABOUT_TARGET = new Set(["missing-target", "unknown-player", "self-target", "target-out"]);

/**
 * The engine's refusal of `order` as a sentence, with what would be accepted instead. The
 * detail numbers orders within the whole submission; the line is named instead.
 */
export function explainRefusal(
  order: Order,
  refusal: { reason: string; detail?: string },
  view: PlayerView,
): string {
  const sentence = (refusal.detail ?? "this order is not allowed").replace(/^order \d+: /, "");
  const at = ownUnits(view).find((u) => u.id === order.unit)?.at;
  const hint =
    ABOUT_CORRIDOR.has(refusal.reason) && at !== undefined
      ? `; ${lanesText(view, at)}`
      : ABOUT_TARGET.has(refusal.reason)
        ? `; ${othersText(view)}`
        : "";
  return `${makeOrder(order)}: ${sentence}${hint}`;
}
