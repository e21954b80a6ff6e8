/**
 * A sandbox game as a conformance scenario skeleton (§13.2): the starting state, the actions
 * played as steps, and a first expectation on the heroes' health for the author to replace with
 * values worked out by hand (a kit's expectations are never copied from the engine, GUIDE.md).
 * Checked against conformance/kit.schema.json before it is offered.
 */
import { type Kit, parseKit } from "@core/conformance";
import type { Action, State } from "@engines/lgc-tcg";

/** The seed document every LGC TCG scenario cites. */
export const SEED_FILE = "003_ba79125b42f8848b.txt";

/** A kit file holding one scenario skeleton: `start`, then `actions`, ending in `end`. */
export function scenarioSkeleton(start: State, actions: readonly Action[], end: State, id: string): Kit {
  const expect = {
    state: { players: { A: { hp: end.players.A.hp }, B: { hp: end.players.B.hp } } },
  };
  const steps = actions.map((action, i) => (i === actions.length - 1 ? { action, expect } : { action }));
  const kit = {
    $schema: "../kit.schema.json",
    engine: "lgc-tcg",
    title: "Sandbox scenario",
    source: SEED_FILE,
    scenarios: [
      {
        id,
        rule: `${SEED_FILE} §`,
        description:
          "TODO: say what this scenario checks and cite its section in `rule`; replace the expectation (the heroes' health at the end, as played in the sandbox) with the values the rules imply, worked out by hand.",
        state: start,
        ...(steps.length > 0 ? { steps } : { expect }),
      },
    ],
  };
  return parseKit(kit, `${id}.kit.json`);
}
