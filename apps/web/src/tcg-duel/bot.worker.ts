/**
 * The duel's bot in a Web Worker: the search levels (ISMCTS) think for a while without blocking
 * the table, and neither the search nor the bot is in the page's route chunk (issue 18). It
 * receives the bot seat's view and options, and answers with the engine's chosen action.
 */
import { type BotOptions, chooseAction, type DuelView } from "@engines/lgc-tcg";
import { answerRequests } from "../worker-client.js";

answerRequests(({ seen, options }: { seen: DuelView; options: BotOptions }) => chooseAction(seen, options));
