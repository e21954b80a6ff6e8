/**
 * The Shing Shang bot in a Web Worker, so a deep search never blocks the page. It receives a state
 * and options, and answers with the engine's chosen action.
 */
import { type BotOptions, chooseAction, type State } from "@engines/shing-shang";
import { answerRequests } from "../worker-client.js";

answerRequests(({ state, options }: { state: State; options: BotOptions }) => chooseAction(state, options));
