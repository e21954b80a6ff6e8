import { isRejected, seedRng, stampSeat } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type Action,
  BOT_LEVELS,
  type BotLevel,
  chooseAction,
  engine,
  MAPS,
  type OrdersAction,
  type State,
  toAct,
  viewFor,
} from "../src/index.js";
import { reachableStateArb, scrambleHidden, setupArb } from "../src/testing.js";

const levelArb = fc.constantFrom(...BOT_LEVELS);

/** The bot of `player` as a server drives it: its view through JSON, its action stamped. */
function botAction(state: State, player: string, level: BotLevel, seed: number): Action | null {
  const seen = JSON.parse(JSON.stringify(viewFor(state, player)));
  return engine.bots?.choose(seen, player, level, seed) ?? null;
}

/** Plays bots on every seat until the game ends or `turns` turns; fails on any refusal. */
function playBots(start: State, levels: Readonly<Record<string, BotLevel>>, turns: number, seed: number) {
  let state = start;
  let refused = 0;
  let actions = 0;
  let destroyed = 0;
  for (let step = 0; state.status.phase === "orders" && state.turn <= turns; step++) {
    const waiting = toAct(state);
    const player = waiting[step % waiting.length] as string;
    const action = botAction(state, player, levels[player] ?? "greedy", seed + step);
    expect(action, `the bot of ${player} has an action while the turn waits for it`).not.toBeNull();
    const t = engine.reduce(state, stampSeat(action, player) as Action);
    if (isRejected(t.events)) refused++;
    for (const e of t.events) if (e.type === "combat") destroyed += e.destroyed.length;
    actions++;
    state = t.state;
  }
  return { state, refused, actions, destroyed };
}

function planetsOf(state: State, player: string): number {
  return Object.values(state.control).filter((p) => p === player).length;
}

describe("Diplomaxy bots", () => {
  it("choose only actions the engine accepts, for any player of any reachable state", () => {
    fc.assert(
      fc.property(
        reachableStateArb({ maxPlanets: 6, maxPlayers: 4, maxUnits: 14 }, 5),
        levelArb,
        fc.nat(),
        (state, level, seed) => {
          for (const player of toAct(state)) {
            const action = botAction(state, player, level, seed);
            expect(action).not.toBeNull();
            const t = engine.reduce(state, stampSeat(action, player) as Action);
            expect(t.events.filter((e) => e.type === "rejected")).toEqual([]);
            // Its orders given, the same bot says `ready` next, and that is accepted too.
            const after = botAction(t.state, player, level, seed + 1);
            if (toAct(t.state).includes(player)) {
              expect(after).toEqual({ type: "ready", player });
              expect(isRejected(engine.reduce(t.state, stampSeat(after, player) as Action).events)).toBe(
                false,
              );
            }
          }
          // Not waited for (ready, out, or the game over): nothing to do.
          for (const player of state.players.filter((p) => !toAct(state).includes(p)))
            expect(botAction(state, player, level, seed)).toBeNull();
        },
      ),
      { numRuns: 150 },
    );
  });

  it("never submit a refused action over whole random games, whatever the levels", () => {
    fc.assert(
      fc.property(
        setupArb({ maxPlanets: 6, maxPlayers: 4, maxUnits: 12 }),
        fc.array(levelArb, { minLength: 4, maxLength: 4 }),
        fc.nat(),
        (setup, levels, seed) => {
          const start = engine.init(setup);
          const byPlayer = Object.fromEntries(start.players.map((p, i) => [p, levels[i] ?? "greedy"]));
          const { refused, actions } = playBots(start, byPlayer, 12, seed);
          expect(refused).toBe(0);
          if (start.status.phase === "orders") expect(actions).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("decide the same when everything out of the player's sight is scrambled", () => {
    fc.assert(
      fc.property(
        reachableStateArb({ maxPlanets: 6, maxPlayers: 4, maxUnits: 14 }, 5),
        levelArb,
        fc.nat(),
        fc.nat(),
        (state, level, seed, scramble) => {
          for (const player of state.players) {
            const twin = scrambleHidden(state, player, seedRng(scramble));
            expect(botAction(twin, player, level, seed)).toEqual(botAction(state, player, level, seed));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("are deterministic for a seed, and act only for their own seat", () => {
    const state = engine.init(MAPS.pentarchy);
    for (const level of BOT_LEVELS) {
      const view = viewFor(state, state.players[0] as string);
      expect(chooseAction(view, { level, seed: 7 })).toEqual(chooseAction(view, { level, seed: 7 }));
      expect(engine.bots?.choose(view, state.players[1] as string, level, 7)).toBeNull();
    }
    expect(
      engine.bots?.choose(viewFor(state, state.players[0] as string), state.players[0] as string, "hard", 1),
    ).toBeNull();
  });

  it("greedy: its first orders on the duel map send spare units out and keep the home planet", () => {
    const state = engine.init(MAPS.duel);
    const [me] = state.players as [string];
    const action = chooseAction(viewFor(state, me), { level: "greedy", seed: 1 }) as OrdersAction;
    expect(action.type).toBe("orders");
    const moves = action.orders.filter((o) => o.order === "move");
    const controls = action.orders.filter((o) => o.order === "control");
    expect(controls.length).toBeGreaterThanOrEqual(1);
    expect(moves.length).toBeGreaterThanOrEqual(1);
    expect(action.orders.length).toBe(state.units.filter((u) => u.owner === me).length);
  });

  it("greedy: beats the hold and random bots on the bundled maps (most planets after 20 turns)", () => {
    for (const foe of ["hold", "random"] as const) {
      let wins = 0;
      const seeds = [1, 2, 3, 4, 5, 6];
      for (const seed of seeds) {
        const start = engine.init(MAPS.duel);
        const [a, b] = start.players as [string, string];
        // Seats alternate, so the map's sides do not decide.
        const greedy = seed % 2 === 0 ? a : b;
        const other = greedy === a ? b : a;
        const { state, refused } = playBots(start, { [greedy]: "greedy", [other]: foe }, 20, seed * 101);
        expect(refused).toBe(0);
        const won =
          state.status.phase === "over"
            ? state.status.winners.includes(greedy) && !state.status.winners.includes(other)
            : planetsOf(state, greedy) > planetsOf(state, other);
        if (won) wins++;
      }
      expect(wins, `greedy against ${foe}`).toBeGreaterThanOrEqual(5);
    }
  });

  it("greedy: five greedy bots on the pentarchy map fight (units destroyed) and expand", () => {
    const start = engine.init(MAPS.pentarchy);
    const levels = Object.fromEntries(start.players.map((p) => [p, "greedy" as const]));
    const { state, refused, destroyed } = playBots(start, levels, 15, 3);
    expect(refused).toBe(0);
    expect(destroyed).toBeGreaterThan(0);
    const held = (s: State) => Object.values(s.control).filter((p) => p !== null).length;
    expect(held(state)).toBeGreaterThan(held(start));
  });
});
