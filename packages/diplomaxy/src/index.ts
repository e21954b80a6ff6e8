/**
 * @engines/diplomaxy: the Diplomaxy mailing-list draft's planetary combat ("combats (planète)")
 * as a pure, deterministic engine: simultaneous orders, combat adjudication exactly per the
 * draft's table, movement along corridors, production, hidden information. See RULES.md.
 * @packageDocumentation
 */
export { BOT_LEVELS, type BotLevel, type BotOptions, chooseAction } from "./bot.js";
export { adjudicatePlanet, type Combatant } from "./combat.js";
export { engine } from "./engine.js";
export { actor, init, reduce, toAct } from "./game.js";
export { legalActions, legalOrders } from "./legal.js";
export {
  corridorIndex,
  corridorsAt,
  DEFAULT_LENGTH,
  DEFAULT_PRODUCTION,
  lengthOf,
  otherEnd,
  productionOf,
} from "./map.js";
export { builtinMap, MAPS } from "./maps.js";
export { offeredOrders } from "./offered.js";
export { compareIds } from "./orbits.js";
export { checkOrders, makeOrder, type OrderError, type OrdersCheck, parseOrder } from "./orders.js";
export { fraction, lossCount, makeFraction, parseFactor } from "./points.js";
export {
  DIPLOMAXY_REFUSALS,
  type DiplomaxyRefusal,
  isDiplomaxyRefusal,
  ORDER_REFUSALS,
  type OrderRefusal,
} from "./refusals.js";
export { reportLines } from "./report.js";
export { GAME_SCHEMA, initialState, parseSetup, resolveOptions } from "./setup.js";
export {
  DIPLOMAXY_SETUP_REASONS,
  type DiplomaxySetupReason,
  isDiplomaxySetupReason,
  SETUP_CHECK_REASONS,
} from "./setup-reasons.js";
export { parseState, STATE_SCHEMA } from "./state.js";
export { activePlayers, effectiveOrders, endStatus, resolveTurn, unitId } from "./turn.js";
export * from "./types.js";
export {
  type EventView,
  fullReportView,
  type PlanetReportView,
  type PlanetView,
  type PlayerScoreView,
  type PlayerView,
  reportFor,
  reportView,
  type UnitResultView,
  type UnitView,
  viewEvents,
  viewFor,
  visiblePlanets,
} from "./view.js";
