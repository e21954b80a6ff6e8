/**
 * The words of the "Play online" control itself, apart from the online catalogue (messages.ts,
 * which spreads them in) so that a game page opened offline carries only these (issue 18).
 */
import { defineMessages } from "../i18n/index.js";

export const ENTRY_WORDS = {
  en: {
    playOnline: "Play online",
    loading: "Loading…",
    loadFailed: (why: string) => `Could not load: ${why}`,
  },
  fr: {
    playOnline: "Jouer en ligne",
    loading: "Chargement…",
    loadFailed: (why: string) => `Chargement impossible : ${why}`,
  },
} as const;

export const onlineEntryMessages = defineMessages(ENTRY_WORDS);
