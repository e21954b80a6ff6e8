/**
 * Chessistics' data words in the interface language (issue 30): a built-in level's state carries
 * its French names (the data's source); in English the page reads them from the level file's
 * `i18n.en` block. The state shown is a copy with its words replaced, for the drawing only: the
 * engine keeps playing the state as it is.
 */
import { builtinLevel, type Level, type State } from "@engines/chessistics";
import type { Locale } from "../i18n/index.js";

/** The level's words in the language: its name and description (French as the file has them). */
export function levelInWords(level: Level, locale: Locale): Level {
  const en = locale === "en" ? level.i18n?.en : undefined;
  if (en === undefined) return level;
  return {
    ...level,
    name: en.name,
    ...(en.description === undefined ? {} : { description: en.description }),
  };
}

/**
 * The state with its words in the language: the level's name, the buildings' names and the
 * campaign missions' titles and descriptions. A custom level (not built in) keeps its own words.
 */
export function stateInWords(state: State, locale: Locale): State {
  if (locale === "fr") return state;
  const en = builtinLevel(state.level)?.i18n?.en;
  if (en === undefined) return state;
  const building = (name: string) => en.buildings?.[name] ?? name;
  return {
    ...state,
    name: en.name,
    productions: state.productions.map((p) => ({ ...p, name: building(p.name) })),
    demands: state.demands.map((d) => ({ ...d, name: building(d.name) })),
    missions: state.missions.map((m, k) => {
      const words = en.missions?.[k];
      if (words === undefined || m.title === null) return m;
      return { ...m, title: words.title, description: words.description ?? m.description };
    }),
  };
}
