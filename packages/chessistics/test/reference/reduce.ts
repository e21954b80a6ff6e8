/**
 * The previous implementation's `reduce`, frozen: the files of this folder are copies of
 * `src/` at commit 6b87dcc (before the performance rewrite of issue 18), kept only as the oracle
 * of `test/differential.test.ts`. Do not edit them: they are what the new engine must agree with.
 */
import { type Rejected, reject, type Transition } from "@core/engine";
import { parseAction, place, remove } from "./actions.js";
import { playTurn } from "./turn.js";
import type { Action, Event, State } from "./types.js";

/** The old `reduce`, line for line. */
export function referenceReduce(state: State, action: Action): Transition<State, Event | Rejected> {
  const parsed = parseAction(action);
  if (!parsed.ok) return reject(state, action, parsed.refusal.reason, parsed.refusal.detail);
  if (state.phase !== "running") return reject(state, action, "level-complete", "every mission is complete");
  const a = parsed.value;
  if (a.type === "tick") return playTurn(state);
  const outcome = a.type === "place" ? place(state, a) : remove(state, a);
  return outcome.ok ? outcome.value : reject(state, action, outcome.refusal.reason, outcome.refusal.detail);
}
