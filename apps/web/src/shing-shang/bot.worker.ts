/**
 * The Shing Shang bot in a Web Worker, so a deep search never blocks the page. It receives a state
 * and options, and answers with the engine's chosen action.
 */
import { type BotOptions, chooseAction, type State } from "@engines/shing-shang";

self.onmessage = (e: MessageEvent<{ id: number; state: State; options: BotOptions }>) => {
  const { id, state, options } = e.data;
  const action = chooseAction(state, options);
  self.postMessage({ id, action });
};
